import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../../tests/support/db.ts';
import { users } from '../../accounts/tables.ts';
import { DEMO_OWNER, upsertDemoOwner } from './demo-owner.ts';

let t: TestDatabase;
let a: TestApp;
beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000' });
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

describe('the demo owner', () => {
  it('is seeded once, as an owner whose README password passes the admin sign-in step', async () => {
    await t.db.transaction((tx) => upsertDemoOwner(tx));
    await t.db.transaction((tx) => upsertDemoOwner(tx));
    const rows = await t.db
      .select({ role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_OWNER.email}`);
    expect(rows).toEqual([{ role: 'owner' }]);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/auth/password',
      payload: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().enrolment).not.toBeNull();
  });
});
