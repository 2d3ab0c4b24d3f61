/**
 * The job queue across real store processes (`node src/server/main.ts`) on one database, mailing a local SMTP server:
 * a store killed with SIGKILL right after an order committed, before its mail went out, leaves the mail job queued,
 * and the next process to start sends it exactly once; with two processes running, each job runs exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { waitForIdleQueue } from '../../src/server/jobs/queue.ts';
import { insertProduct } from '../support/accounts-fixture.ts';
import { testDatabase, type TestDatabase } from '../support/db.ts';
import { placeCodOrder, signUpOverHttp } from '../support/http-shopper.ts';
import { ROOT, spawnStore, type StoreProcess } from '../support/server-process.ts';
import { testSmtp, type TestSmtp } from '../support/smtp.ts';

let t: TestDatabase;
let smtp: TestSmtp;
const running: StoreProcess[] = [];

beforeAll(async () => {
  await buildIfStale(ROOT);
  t = await testDatabase();
  smtp = await testSmtp();
}, 120_000);

afterAll(async () => {
  for (const s of running) {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }
  await smtp?.stop();
  await t?.drop();
});

async function store(env: Record<string, string> = {}): Promise<StoreProcess> {
  const s = await spawnStore({
    DATABASE_URL: t.url,
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_PER_MIN: '1000',
    JOB_POLL_INTERVAL_MS: '100',
    ...env,
  });
  running.push(s);
  return s;
}

let customers = 0;
function signUp(base: string): Promise<string> {
  customers += 1;
  return signUpOverHttp(base, { name: `Jobs Buyer ${customers}`, email: `jobs-${customers}@example.com` });
}

async function order(base: string, token: string, productId: string): Promise<string> {
  const res = await placeCodOrder(base, token, { product: productId, size: 'M' });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { order: { orderId: string } }).order.orderId;
}

const mailsAbout = (orderNumber: string) =>
  smtp.messages.filter((m) => m.includes(`Subject: Your order ${orderNumber} is placed`));

describe('the job queue across store processes', () => {
  it('kill -9 after an order commits, before its mail is sent: the next process sends it exactly once', async () => {
    // A process that queues jobs but runs none (JOB_CONCURRENCY=0): the mail cannot have gone out when it dies.
    const first = await store({ JOB_CONCURRENCY: '0' });
    const p = await insertProduct(t.db, { stock: 5 });
    const orderNumber = await order(first.baseUrl, await signUp(first.baseUrl), p.id);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(mailsAbout(orderNumber)).toHaveLength(0);

    const restarted = await store();
    await expect.poll(() => mailsAbout(orderNumber).length, { timeout: 15_000, interval: 100 }).toBe(1);
    await waitForIdleQueue(t.db);
    await new Promise((r) => setTimeout(r, 300)); // a second send would arrive by now
    expect(mailsAbout(orderNumber)).toHaveLength(1);
    expect(mailsAbout(orderNumber)[0]).toContain(`Your order ${orderNumber} is placed.`);
    restarted.child.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);
  }, 90_000);

  it('two processes: each of many jobs runs exactly once', async () => {
    const stores = [await store(), await store()];
    const p = await insertProduct(t.db, { stock: 100 });
    const tokens = await Promise.all(stores.map((s) => signUp(s.baseUrl)));
    const numbers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => order(stores[i % 2]!.baseUrl, tokens[i % 2]!, p.id)),
    );
    await expect
      .poll(() => numbers.filter((n) => mailsAbout(n).length > 0).length, { timeout: 20_000, interval: 100 })
      .toBe(30);
    await waitForIdleQueue(t.db);
    await new Promise((r) => setTimeout(r, 300));
    for (const n of numbers) expect(mailsAbout(n), n).toHaveLength(1);
  }, 90_000);
});
