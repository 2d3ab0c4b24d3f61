/**
 * Page form posts (React Router actions read the raw body, which the API's input hook never sees): a NUL byte in any
 * field is refused with the 400 page before an action runs, never a 500. Real store process, production build.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { testDatabase, type TestDatabase } from '../support/db.ts';
import { ROOT, spawnStore, type StoreProcess } from '../support/server-process.ts';

let t: TestDatabase;
let dataDir: string;
let store: StoreProcess;

beforeAll(async () => {
  await buildIfStale(ROOT);
  t = await testDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-page-forms-'));
  store = await spawnStore({ DATABASE_URL: t.url, DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MIN: '1000' });
}, 120_000);

afterAll(async () => {
  if (store && store.child.exitCode === null) {
    store.child.kill('SIGTERM');
    await store.exited;
  }
  await t?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

function post(page: string, fields: Record<string, string>) {
  return fetch(`${store.baseUrl}${page}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: store.baseUrl, accept: 'text/html' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe('a NUL byte in a page form post', () => {
  const forms: Array<[string, Record<string, string>]> = [
    ['/login', { email: 'a\u0000@example.com', password: 'secret123' }],
    [
      '/signup',
      {
        name: 'Asha\u0000',
        email: 'asha-nul@example.com',
        phone: '9876543210',
        password: 'secret123',
        confirmPassword: 'secret123',
      },
    ],
    ['/forgot-password', { email: 'x\u0000@example.com' }],
  ];

  for (const [page, fields] of forms) {
    it(`${page}: the 400 page, not a 500`, async () => {
      const res = await post(page, fields);
      const html = await res.text();
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(html).toContain('characters that are not allowed');
    });
  }

  it('a clean form post still reaches its action', async () => {
    const res = await post('/login', { email: 'nobody@example.com', password: 'secret123' });
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(400);
  });
});
