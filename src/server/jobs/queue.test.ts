/**
 * The job queue on a real PostgreSQL: a job is queued in the transaction of its change (a committed order has exactly
 * one mail job, a rolled-back one none), and a mail that fails while SMTP is down is retried with backoff and
 * delivered once SMTP is back. Process-level guarantees (kill -9, two processes) are tests/integration/jobs.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../tests/support/accounts-fixture.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { testSmtp, type TestSmtp } from '../../../tests/support/smtp.ts';
import { enqueue, queueStats } from './queue.ts';

let t: TestDatabase;

beforeAll(async () => {
  t = await testDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const ADDRESS = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' };

function placeOrder(app: TestApp, customer: TestCustomer, productId: string, quantity = 1) {
  return app.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: customer.auth,
    payload: {
      items: [{ product: productId, size: 'M', quantity, price: 1 }],
      shippingAddress: ADDRESS,
      paymentMethod: 'cod',
    },
  });
}

/** The queued jobs of one task, with their payloads (the public view graphile_worker.jobs leaves those out). */
async function jobs(task: string) {
  const { rows } = await t.db.execute<{
    payload: Record<string, unknown>;
    attempts: number;
    last_error: string | null;
  }>(sql`SELECT j.payload, j.attempts, j.last_error FROM graphile_worker._private_jobs j
         JOIN graphile_worker._private_tasks k ON k.id = j.task_id WHERE k.identifier = ${task}`);
  return rows;
}

describe('jobs are queued in the transaction of their change', () => {
  let a: TestApp;
  let asha: TestCustomer;
  beforeAll(async () => {
    a = await testApp(t.db, {}, { worker: false }); // no worker: the queued jobs stay where the test can see them
    asha = await signUp(a.app);
  });
  afterAll(async () => {
    await a?.close();
  });

  it('a committed order has exactly one mail job; an order refused inside its transaction has none', async () => {
    const p = await insertProduct(t.db, { stock: 1 });
    const placed = await placeOrder(a, asha, p.id);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order._id as string;
    const before = await jobs('order-mail');
    expect(before.filter((j) => j.payload.orderId === orderId)).toEqual([
      expect.objectContaining({ payload: { orderId, kind: 'placed' }, attempts: 0 }),
    ]);

    // Sold out now: the order row is inserted, then the stock step fails and the transaction rolls back.
    const refused = await placeOrder(a, asha, p.id);
    expect(refused.statusCode).toBe(409);
    expect(await jobs('order-mail')).toHaveLength(before.length);
  });

  it('a job queued in a transaction that rolls back is gone with it', async () => {
    const before = (await queueStats(t.pool)).pending;
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, 'contact-mail', { messageId: crypto.randomUUID() });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect((await queueStats(t.pool)).pending).toBe(before);
  });
});

describe('SMTP down', () => {
  let smtp: TestSmtp;
  let a: TestApp;
  beforeAll(async () => {
    smtp = await testSmtp({ started: false }); // the port is reserved, nothing listens yet
    a = await testApp(t.db, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await a?.close();
    await smtp?.stop();
  });

  it('the mail job fails, is retried with backoff, and the mail is delivered once SMTP is back', async () => {
    const customer = await signUp(a.app, 'Meera Iyer');
    const p = await insertProduct(t.db, { stock: 3 });
    const placed = await placeOrder(a, customer, p.id);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderNumber = placed.json().order.orderId as string;
    const orderId = placed.json().order._id as string;
    const mine = async () => (await jobs('order-mail')).find((j) => j.payload.orderId === orderId);

    // The first attempt meets a closed port: the job stays queued with its error, due again after exp(1) s.
    await expect.poll(async () => (await mine())?.last_error ?? '', { timeout: 10_000 }).toMatch(/ECONNREFUSED/);
    expect((await mine())?.attempts).toBe(1);
    expect(smtp.messages).toHaveLength(0);

    await smtp.start();
    await expect
      .poll(() => smtp.messages.filter((m) => m.includes(`Subject: Your order ${orderNumber} is placed`)).length, {
        timeout: 15_000,
        interval: 100,
      })
      .toBe(1);
    await a.jobsDone();
    expect(await mine()).toBeUndefined(); // done jobs leave the queue
    const mail = smtp.messages.find((m) => m.includes(orderNumber))!;
    expect(mail).toContain(`To: ${customer.email}`);
    expect(mail).toContain('Hi Meera Iyer,');
    expect(smtp.messages.filter((m) => m.includes(orderNumber))).toHaveLength(1);
    expect((await a.jobs!.metrics()).completed).toBeGreaterThanOrEqual(1);
    expect((await a.jobs!.metrics()).failedAttempts).toBeGreaterThanOrEqual(1);
  }, 40_000);
});
