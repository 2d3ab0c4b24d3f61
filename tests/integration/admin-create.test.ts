/** `npm run admin:create` (issue 11): the first owner from the command line, with the password from ADMIN_PASSWORD. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/accounts/tables.ts';
import { testDatabase, type TestDatabase } from '../support/db.ts';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../scripts/admin-create.ts');

let t: TestDatabase;
beforeAll(async () => {
  t = await testDatabase();
});
afterAll(async () => {
  await t?.drop();
});

async function adminCreate(args: string[], password: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      env: { ...process.env, DATABASE_URL: t.url, ADMIN_PASSWORD: password, LOG_LEVEL: 'silent' },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('npm run admin:create', () => {
  it('creates an owner who can then sign in to the admin, refuses a short password and a taken email', async () => {
    const made = await adminCreate(['--email', 'Meera@Shop.in', '--name', 'Meera Shah'], 'long-password-1');
    expect(made.code, made.out).toBe(0);
    expect(made.out).toContain('Created owner meera@shop.in');
    expect(made.out).not.toContain('long-password-1');
    const rows = await t.db
      .select({ role: users.role, name: users.name })
      .from(users)
      .where(sql`lower(${users.email}) = 'meera@shop.in'`);
    expect(rows).toEqual([{ role: 'owner', name: 'Meera Shah' }]);

    const short = await adminCreate(['--email', 'staff@shop.in', '--role', 'staff'], 'short');
    expect(short.code).toBe(2);
    expect(short.out).toContain('Password must be at least 10 characters');

    const again = await adminCreate(['--email', 'meera@shop.in'], 'long-password-1');
    expect(again.code).toBe(1);
    expect(again.out).toContain('An account with this email already exists.');

    const usage = await adminCreate([], 'long-password-1');
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('Usage: npm run admin:create');
  }, 60_000);
});
