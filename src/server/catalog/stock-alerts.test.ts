/**
 * "Notify me when back in stock" on a real PostgreSQL: subscribing (signed in with one tap, or by email), refusals,
 * the rate limit, and the mails: one per subscriber when a sold-out size comes back (an order cancelled, a hold
 * released, the store's own count), none after that, exactly once with two app processes, and never in the way of
 * the order or cancel that restocked the size. No email address reaches a log.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../tests/support/accounts-fixture.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { connectDatabase, type Database } from '../db/client.ts';
import type { Mailer, MailMessage } from '../mail/service.ts';
import { createRateLimits } from '../rate-limit/service.ts';
import { createServices } from '../services.ts';
import { createSearchService } from '../search/service.ts';
import { createCatalogService } from './service.ts';
import { createStockAlerts, MAX_ATTEMPTS } from './stock-alerts.ts';
import { productVariants, stockAlerts } from './tables.ts';

let t: TestDatabase;
let a: TestApp;
let asha: TestCustomer;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000', STOCK_ALERT_RATE_LIMIT_PER_HOUR: '10000' });
  asha = await signUp(a.app, 'Asha Verma');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const ADDRESS = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' };

/** A product whose size M has `stock`. */
async function product(stock: number) {
  const p = await insertProduct(t.db, { stock });
  const [v] = await t.db.select().from(productVariants).where(eq(productVariants.productId, p.id));
  return { ...p, variantId: v!.id };
}

const subscribe = (body: object, headers: Record<string, string> = {}) =>
  a.app.inject({ method: 'POST', url: '/api/stock-alerts', headers, payload: body });

async function order(productId: string, quantity = 1): Promise<string> {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: asha.auth,
    payload: {
      items: [{ product: productId, size: 'M', quantity, price: 1 }],
      shippingAddress: ADDRESS,
      paymentMethod: 'cod',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order._id;
}

async function cancel(orderId: string) {
  const res = await a.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/cancel`, headers: asha.auth });
  expect(res.statusCode, res.body).toBe(200);
}

/** The back-in-stock mails in the outbox, once the background mailing has finished. */
async function restockMails(): Promise<string[]> {
  await a.jobsDone();
  const dir = path.join(a.dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.includes('back-in-stock'));
  // The text part is quoted-printable: join its soft line breaks back.
  return Promise.all(files.map(async (f) => (await fs.readFile(path.join(dir, f), 'utf8')).replace(/=\r?\n/g, '')));
}
const mailsTo = (mails: string[], email: string) => mails.filter((m) => m.includes(`To: ${email}`));

const alertsOf = (variantId: string) => t.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId));

describe('POST /api/stock-alerts', () => {
  it('a signed-in customer subscribes with one tap: their account email, no email field needed', async () => {
    const p = await product(0);
    const res = await subscribe({ productId: p.id, size: 'M' }, asha.auth);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Done! We will email you once when size M is back in stock.',
    });
    expect(await alertsOf(p.variantId)).toMatchObject([{ email: asha.email.toLowerCase(), userId: asha.id }]);
  });

  it('a visitor subscribes with an email (stored lower-case); the same email and size again changes nothing', async () => {
    const p = await product(0);
    for (const email of ['Meera.Joshi@Example.com', ' meera.joshi@example.com ']) {
      const res = await subscribe({ productId: p.id, size: 'M', email });
      expect(res.statusCode).toBe(201);
    }
    // A signed-in customer whose account has that email is the same subscriber too.
    const meera = await signUp(a.app, 'Meera Joshi');
    await subscribe({ productId: p.id, size: 'M' }, meera.auth);
    await subscribe({ productId: p.id, size: 'M' }, meera.auth);
    const rows = await alertsOf(p.variantId);
    expect(rows.map((r) => [r.email, r.userId])).toEqual([
      ['meera.joshi@example.com', null],
      [meera.email.toLowerCase(), meera.id],
    ]);
  });

  it.each([
    [{}, 'email', 'Email is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'meera@' }, 'email', 'Email is invalid'],
    [{ email: 'two words@example.com' }, 'email', 'Email is invalid'],
    [{ email: 42 }, 'email', 'Email is required'],
    [{ email: 'a@b.co', size: '' }, 'size', 'Please choose a size'],
  ])('a visitor sending %j gets 400 with a clear message', async (extra, field, message) => {
    const p = await product(0);
    const res = await subscribe({ productId: p.id, size: 'M', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'invalid', message, fields: { [field]: message } });
    expect(await alertsOf(p.variantId)).toEqual([]);
  });

  it('refuses a size in stock (409 in_stock), and an unknown product, size or a withdrawn product (404)', async () => {
    const inStock = await product(3);
    const res = await subscribe({ productId: inStock.id, size: 'M', email: 'a@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reason: 'in_stock',
      message: 'Size M is in stock: you can add it to your bag now.',
    });

    const soldOut = await product(0);
    const withdrawn = await insertProduct(t.db, { stock: 0, isActive: false });
    for (const body of [
      { productId: soldOut.id, size: 'XXL' },
      { productId: 'not-a-product', size: 'M' },
      { productId: '00000000-0000-4000-8000-000000000000', size: 'M' },
      { productId: withdrawn.id, size: 'M' },
    ]) {
      const refused = await subscribe({ ...body, email: 'a@example.com' });
      expect(refused.statusCode, JSON.stringify(body)).toBe(404);
      expect(refused.json()).toMatchObject({ reason: 'not_found', message: 'This size is not sold.' });
    }
  });

  it('is limited per IP per hour like the other public writes (invalid input does not count)', async () => {
    const limited = await testApp(t.db, { STOCK_ALERT_RATE_LIMIT_PER_HOUR: '2' });
    try {
      const p = await product(0);
      const send = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/stock-alerts',
          payload: { productId: p.id, size: 'M', email },
        });
      expect((await send('nope')).statusCode).toBe(400);
      expect((await send('one@example.com')).statusCode).toBe(201);
      expect((await send('two@example.com')).statusCode).toBe(201);
      const refused = await send('three@example.com');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json()).toMatchObject({ reason: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});

describe('back-in-stock mails', () => {
  it('cancelling an order restocks the size: exactly one mail per subscriber, then none for later restocks', async () => {
    const p = await product(2);
    const first = await order(p.id);
    const second = await order(p.id);
    const third = await order(p.id, 0 + 1).catch(() => null);
    expect(third).toBeNull(); // sold out
    const ravi = await signUp(a.app, 'Ravi Kumar');
    expect((await subscribe({ productId: p.id, size: 'M' }, ravi.auth)).statusCode).toBe(201);
    expect((await subscribe({ productId: p.id, size: 'M', email: 'kavya@example.com' })).statusCode).toBe(201);
    const before = (await restockMails()).length;

    await cancel(first); // 0 -> 1: back in stock
    const mails = await restockMails();
    expect(mails.length - before).toBe(2);
    for (const email of [ravi.email, 'kavya@example.com']) {
      const [mail, ...more] = mailsTo(mails, email);
      expect(more).toEqual([]);
      expect(mail).toContain(`Subject: Back in stock: ${p.name} (size M)`);
      expect(mail).toContain(`${a.config.publicUrl}/product/${p.slug}`);
      expect(mail).toContain(STORE_NAME);
    }
    const rows = await alertsOf(p.variantId);
    expect(rows.every((r) => r.notifiedAt instanceof Date)).toBe(true);

    await cancel(second); // 1 -> 2: not a restock
    const sold = await order(p.id, 2); // sold out again ...
    await cancel(sold); // ... and back: the subscriptions were used
    expect((await restockMails()).length - before).toBe(2);
  });

  it('a size restocked again after a new subscription mails only the new subscriber', async () => {
    const p = await product(1);
    const o1 = await order(p.id);
    await subscribe({ productId: p.id, size: 'M', email: 'first@example.com' });
    await cancel(o1);
    await a.jobsDone(); // the notice goes out before the size sells out again
    const o2 = await order(p.id);
    await subscribe({ productId: p.id, size: 'M', email: 'first@example.com' }); // a new wait after the mail
    await subscribe({ productId: p.id, size: 'M', email: 'second@example.com' });
    await cancel(o2);
    const mails = await restockMails();
    expect(mailsTo(mails, 'first@example.com').filter((m) => m.includes(p.name))).toHaveLength(2);
    expect(mailsTo(mails, 'second@example.com').filter((m) => m.includes(p.name))).toHaveLength(1);
  });

  it('a released payment hold and the store setting the stock restock too', async () => {
    const held = await product(0);
    await subscribe({ productId: held.id, size: 'M', email: 'held@example.com' });
    // The store's own count (the admin's stock edit goes through this).
    await a.services.catalog.setStock(held.variantId, 4);
    expect(mailsTo(await restockMails(), 'held@example.com')).toHaveLength(1);
    await a.services.catalog.setStock(held.variantId, 6); // 4 -> 6: nothing new
    await a.services.catalog.setStock(held.variantId, 0);
    await a.services.catalog.setStock(held.variantId, 1); // nobody waits any more
    expect(mailsTo(await restockMails(), 'held@example.com')).toHaveLength(1);
    await expect(a.services.catalog.setStock(held.variantId, -1)).rejects.toMatchObject({ status: 400 });

    // An online order holds the last piece; its hold runs out and gives it back.
    const online = await product(1);
    const start = await a.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: asha.auth,
      payload: {
        amount: 1,
        currency: 'INR',
        orderDetails: { items: [{ product: online.id, size: 'M', quantity: 1, price: 1 }], shippingAddress: ADDRESS },
      },
    });
    expect(start.statusCode, start.body).toBe(201);
    await subscribe({ productId: online.id, size: 'M', email: 'hold@example.com' });
    const released = await a.services.checkout.releaseExpiredHolds(new Date(Date.now() + 24 * 3600_000));
    expect(released).toBeGreaterThanOrEqual(1);
    expect(mailsTo(await restockMails(), 'hold@example.com')).toHaveLength(1);
  });

  it('a restock inside a transaction that rolls back mails nobody', async () => {
    const p = await product(0);
    await subscribe({ productId: p.id, size: 'M', email: 'rollback@example.com' });
    await expect(
      t.db.transaction(async (tx) => {
        await a.services.catalog.releaseStock(tx, [{ variantId: p.variantId, quantity: 3 }]);
        throw new Error('the order step failed');
      }),
    ).rejects.toThrow('the order step failed');
    expect(mailsTo(await restockMails(), 'rollback@example.com')).toHaveLength(0);
    expect((await alertsOf(p.variantId))[0]?.notifiedAt).toBeNull();
  });
});

/** A mailer that counts what it sends (optionally failing or never answering). */
function countingMailer(behaviour: 'ok' | 'fail' | 'hang' = 'ok') {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    outboxDir: null,
    async send(message) {
      if (behaviour === 'hang') return new Promise<void>(() => {});
      if (behaviour === 'fail')
        throw Object.assign(new Error(`550 recipient <${message.to}> rejected`), { code: 'EENVELOPE' });
      await new Promise((r) => setTimeout(r, 5)); // a real send takes a moment: processes overlap
      sent.push(message);
    },
  };
  return { mailer, sent };
}

/** A second store process's catalogue and stock alerts: its own connection pool on the same database. */
function process2(db: Database['db'], mailer: Mailer, log: { error: (obj: object) => void } = { error: () => {} }) {
  const catalog = createCatalogService(db, createSearchService(db));
  const alerts = createStockAlerts({
    db,
    catalog,
    mailer,
    rateLimits: createRateLimits({}),
    config: { publicUrl: 'http://shop.test', storeName: STORE_NAME, STOCK_ALERT_RATE_LIMIT_PER_HOUR: 1000 },
    log,
  });
  catalog.onRestock((ids, tx) => alerts.restocked(ids, tx));
  return { catalog, alerts };
}

describe('exactly once, with two app processes', () => {
  let second: Database;
  beforeAll(() => {
    second = connectDatabase(t.url, { max: 10 });
  });
  afterAll(async () => {
    await second?.close();
  });

  async function waitingSize(subscribers: number) {
    const p = await product(0);
    await t.db.insert(stockAlerts).values(
      Array.from({ length: subscribers }, (_, i) => ({
        variantId: p.variantId,
        email: `s${i}.${p.slug}@example.com`,
      })),
    );
    return p;
  }

  it('two processes sweeping the same restocked size at once mail each subscriber once', async () => {
    const p = await waitingSize(40);
    await t.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, p.variantId));
    const one = countingMailer();
    const two = countingMailer();
    const a1 = process2(t.db, one.mailer).alerts;
    const a2 = process2(second.db, two.mailer).alerts;
    await Promise.all([a1.sweep(), a2.sweep(), a1.sweep(), a2.sweep()]);
    const to = [...one.sent, ...two.sent].map((m) => m.to).filter((m) => m.endsWith(`${p.slug}@example.com`));
    expect(to).toHaveLength(40);
    expect(new Set(to).size).toBe(40);
  });

  it('claims that meet on rows another transaction holds still mail each subscriber once', async () => {
    const p = await waitingSize(12);
    await t.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, p.variantId));
    const one = countingMailer();
    const two = countingMailer();
    const a1 = process2(t.db, one.mailer).alerts;
    const a2 = process2(second.db, two.mailer).alerts;
    // A third connection holds the rows while both processes try to claim them, then lets go.
    const holder = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM stock_alerts WHERE variant_id = $1 FOR UPDATE', [p.variantId]);
      const sweeps = Promise.all([a1.sweep(), a2.sweep()]);
      await new Promise((r) => setTimeout(r, 200));
      await holder.query('COMMIT');
      await sweeps;
    } finally {
      holder.release();
    }
    await Promise.all([a1.sweep(), a2.sweep()]);
    const to = [...one.sent, ...two.sent].map((m) => m.to).filter((m) => m.endsWith(`${p.slug}@example.com`));
    expect(to.sort()).toEqual([...new Set(to)].sort());
    expect(to).toHaveLength(12);
  });

  it('two processes restocking the same sold-out size at the same moment mail each subscriber once', async () => {
    const p = await waitingSize(10);
    const one = countingMailer();
    const two = countingMailer();
    const s1 = process2(t.db, one.mailer);
    const s2 = process2(second.db, two.mailer);
    await Promise.all([
      t.db.transaction((tx) => s1.catalog.releaseStock(tx, [{ variantId: p.variantId, quantity: 1 }])),
      second.db.transaction((tx) => s2.catalog.releaseStock(tx, [{ variantId: p.variantId, quantity: 1 }])),
    ]);
    await a.jobsDone(); // the jobs both restocks queued (run by the test app's worker, into its outbox)
    await Promise.all([s1.alerts.sweep(), s2.alerts.sweep()]);
    const queued = (await restockMails()).flatMap((m) => /^To: (s\d+\..+@example\.com)$/m.exec(m)?.[1] ?? []);
    const to = [...one.sent.map((m) => m.to), ...two.sent.map((m) => m.to), ...queued].filter((m) =>
      m.endsWith(`${p.slug}@example.com`),
    );
    expect(to).toHaveLength(10);
    expect(new Set(to).size).toBe(10);
  });
});

describe('mail trouble', () => {
  it('never slows or fails the cancel that restocked the size', async () => {
    const p = await product(1);
    const o = await order(p.id);
    await subscribe({ productId: p.id, size: 'M', email: 'slow@example.com' });
    const hanging = countingMailer('hang');
    const services = createServices({
      db: t.db,
      config: a.config,
      mailer: hanging.mailer,
      rateLimits: createRateLimits({}),
      storage: a.storage,
      payments: a.payments,
      log: { warn: () => {}, error: () => {} },
    });
    const started = performance.now();
    const cancelled = await services.checkout.cancelAndRefund(o, { customerId: asha.id });
    expect(cancelled.status).toBe('cancelled');
    expect(performance.now() - started).toBeLessThan(2000);
    // Claimed in the background after the commit; its mail is still being sent.
    await expect.poll(async () => (await alertsOf(p.variantId))[0]?.notifiedAt).toBeInstanceOf(Date);
  });

  it('a failed mail gives its claim back for the sweep, logs no address, and stops after MAX_ATTEMPTS', async () => {
    const p = await product(0);
    const email = `fails.${p.slug}@example.com`;
    await t.db.insert(stockAlerts).values({ variantId: p.variantId, email });
    await t.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, p.variantId));
    const logged: unknown[] = [];
    const failing = process2(t.db, countingMailer('fail').mailer, { error: (obj: object) => void logged.push(obj) });
    await failing.alerts.sweep();
    const [row] = await alertsOf(p.variantId);
    expect(row).toMatchObject({ notifiedAt: null, failedAttempts: 1 });
    expect(logged).toContainEqual({ alertId: row!.id, code: 'EENVELOPE' });
    expect(JSON.stringify(logged)).not.toContain('@');

    const working = countingMailer();
    await process2(t.db, working.mailer).alerts.sweep();
    expect(working.sent.filter((m) => m.to === email)).toHaveLength(1);

    // A mail that keeps failing is given up after MAX_ATTEMPTS.
    const q = await product(0);
    await t.db.insert(stockAlerts).values({ variantId: q.variantId, email: `never.${q.slug}@example.com` });
    await t.db.update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, q.variantId));
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) await failing.alerts.sweep();
    const [given] = await t.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.variantId, q.variantId), sql`${stockAlerts.notifiedAt} IS NULL`));
    expect(given?.failedAttempts).toBe(MAX_ATTEMPTS);
  });
});
