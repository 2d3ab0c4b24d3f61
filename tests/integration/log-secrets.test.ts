/**
 * No password, hash, token or reset link reaches the store's log at any level. A real store process logs at the
 * most verbose level (trace) while inserts into `users` fail at the SQL level (a CHECK constraint added for the test:
 * PostgreSQL then reports the whole failing row, hash included, and Drizzle the query parameters), through the API
 * and through the sign-up page; then a customer signs up, signs in, calls the API with a Bearer token and resets the
 * password. Its captured stdout and stderr must hold none of those secrets.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { insertProduct } from '../support/accounts-fixture.ts';
import { testDatabase, type TestDatabase } from '../support/db.ts';
import { secretsIn } from '../support/log-secrets.ts';
import { ROOT, spawnStore, type StoreProcess } from '../support/server-process.ts';

const PASSWORD = 'Kesari#Chai42';
const REFUSED_PHONE = '9000000001';

let t: TestDatabase;
let dataDir: string;
let store: StoreProcess;

beforeAll(async () => {
  await buildIfStale(ROOT);
  t = await testDatabase();
  await t.pool.query(`ALTER TABLE users ADD CONSTRAINT users_test_refused_phone CHECK (phone <> '${REFUSED_PHONE}')`);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-log-secrets-'));
  store = await spawnStore({
    DATABASE_URL: t.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'trace',
    AUTH_RATE_LIMIT_PER_MIN: '1000',
  });
}, 120_000);

afterAll(async () => {
  if (store && store.child.exitCode === null) {
    store.child.kill('SIGTERM');
    await store.exited;
  }
  await t?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const signup = (email: string, phone: string) => ({
  name: 'Asha Rao',
  email,
  phone,
  password: PASSWORD,
  confirmPassword: PASSWORD,
});

/** The output once it shows `marker` `times` times (logs are written after the response). */
async function outputWith(marker: string, times = 1): Promise<string> {
  const count = () => store.output().split(marker).length - 1;
  for (let i = 0; i < 50 && count() < times; i++) await new Promise((r) => setTimeout(r, 100));
  expect(count()).toBeGreaterThanOrEqual(times);
  return store.output();
}

function expectNoSecrets(out: string, extra: string[] = []) {
  expect(secretsIn(out)).toEqual([]);
  expect(out).not.toContain('$argon2');
  expect(out).not.toContain(PASSWORD);
  for (const secret of extra) expect(out).not.toContain(secret);
}

describe('the store log', () => {
  it('keeps the password hash out when a users insert fails through the API', async () => {
    const res = await fetch(`${store.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signup('refused-api@example.com', REFUSED_PHONE)),
    });
    expect(res.status).toBe(500);
    const out = await outputWith('users_test_refused_phone');
    expectNoSecrets(out);
  });

  it('keeps the password hash out when a users insert fails in the sign-up page action', async () => {
    const form = new URLSearchParams(signup('refused-page@example.com', REFUSED_PHONE));
    const res = await fetch(`${store.baseUrl}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: store.baseUrl, accept: 'text/html' },
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(500);
    await res.text();
    // Both failures were logged (the page's too), without the secrets.
    expectNoSecrets(await outputWith('users_test_refused_phone', 2));
  });

  it('keeps session tokens and reset links out of a whole sign-up, sign-in and reset', async () => {
    const email = 'asha.logs@example.com';
    const reg = await fetch(`${store.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signup(email, '9876543210')),
    });
    expect(reg.status).toBe(201);
    const { authToken: signupToken } = (await reg.json()) as { authToken: string };
    const login = await fetch(`${store.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, rememberMe: true }),
    });
    expect(login.status).toBe(200);
    const { authToken } = (await login.json()) as { authToken: string };
    const cookie = login.headers.getSetCookie().join('; ');
    const mine = await fetch(`${store.baseUrl}/api/orders/my-orders`, {
      headers: { authorization: `Bearer ${authToken}` },
    });
    expect(mine.status).toBe(200);
    const page = await fetch(`${store.baseUrl}/profile`, { headers: { cookie, accept: 'text/html' } });
    expect(page.status).toBe(200);
    await page.text();

    const forgot = await fetch(`${store.baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(forgot.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    let mail = '';
    for (let i = 0; i < 50 && !mail; i++) {
      const files = await fs.readdir(outbox).catch(() => []);
      if (files[0]) mail = await fs.readFile(path.join(outbox, files[0]), 'utf8');
      else await new Promise((r) => setTimeout(r, 100));
    }
    // The text part may be quoted-printable: join soft line breaks and decode '='.
    const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]{20,})/.exec(text)?.[1];
    expect(resetToken).toBeTruthy();
    // The reset page is opened with the token in its URL (the request log keeps the path, never the token).
    const resetPage = await fetch(`${store.baseUrl}/reset-password?token=${resetToken}`, {
      headers: { accept: 'text/html' },
    });
    expect(resetPage.status).toBe(200);
    await resetPage.text();
    const reset = await fetch(`${store.baseUrl}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: resetToken, password: `${PASSWORD}!`, confirmPassword: `${PASSWORD}!` }),
    });
    expect(reset.status).toBe(200);

    const out = await outputWith('/api/auth/reset-password');
    expectNoSecrets(out, [signupToken, authToken, resetToken!, `${PASSWORD}!`]);
  });

  it('keeps the addresses of back-in-stock subscribers out, from subscribing to the mail', async () => {
    const subscriber = 'notify.logs@example.com';
    const product = await insertProduct(t.db, { stock: 1 });
    const reg = await fetch(`${store.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signup('buyer.logs@example.com', '9876543211')),
    });
    const auth = { authorization: `Bearer ${((await reg.json()) as { authToken: string }).authToken}` };
    const order = await fetch(`${store.baseUrl}/api/orders/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({
        items: [{ product: product.id, size: 'M', quantity: 1, price: 1 }],
        shippingAddress: {
          street: '1 Main Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
          country: 'India',
        },
        paymentMethod: 'cod',
      }),
    });
    expect(order.status).toBe(201);
    const orderId = ((await order.json()) as { order: { _id: string } }).order._id;
    const subscribe = (email: string) =>
      fetch(`${store.baseUrl}/api/stock-alerts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId: product.id, size: 'M', email }),
      });
    expect((await subscribe('notify.logs@example')).status).toBe(400);
    expect((await subscribe(subscriber)).status).toBe(201);
    const cancel = await fetch(`${store.baseUrl}/api/orders/${orderId}/cancel`, { method: 'PUT', headers: auth });
    expect(cancel.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    let mailed = false;
    for (let i = 0; i < 50 && !mailed; i++) {
      mailed = (await fs.readdir(outbox).catch(() => [] as string[])).some((f) => f.includes('back-in-stock'));
      if (!mailed) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mailed).toBe(true);
    const out = await outputWith(`/api/orders/${orderId}/cancel`);
    expectNoSecrets(out, ['notify.logs@']);
  });
});
