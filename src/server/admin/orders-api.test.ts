/**
 * The store's orders from the admin (issue 11): the filtered list, one order, and the lifecycle through the checkout
 * workflows: ship with tracking (the customer's Track Order then opens it), deliver, cancel (stock back and the
 * refund exactly once), partial cancel of a line (its stock only, totals with the coupon's share, the refund through
 * the payment sandbox), and cash-on-delivery paid. Refusals carry their reason; every change leaves an audit entry.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { indianDate } from '../../shop/dates.ts';
import { auditLog } from '../audit/tables.ts';
import { productVariants } from '../catalog/tables.ts';
import { payments } from '../payments/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let staff: TestAdmin;
let asha: TestCustomer;
let ravi: TestCustomer;

const address = { street: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016', country: 'India' };

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' }, { listen: true });
  staff = await createAdmin(a.app, a.services, 'staff');
  asha = await signUp(a.app, 'Asha Verma');
  ravi = await signUp(a.app, 'Ravi Kumar');
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

const dress = () => fx.productIds['Floral Tiered Maxi Dress']!;
const jeans = () => fx.productIds['High-Rise Straight Fit Jeans']!;

async function variant(productId: string, size: string) {
  const [row] = await t.db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  return row!;
}
const stock = async (productId: string, size: string) => (await variant(productId, size)).stock;
async function setStock(productId: string, size: string, n: number) {
  await t.db
    .update(productVariants)
    .set({ stock: n })
    .where(eq(productVariants.id, (await variant(productId, size)).id));
}

beforeEach(async () => {
  await a.payments.sandbox!.webhooksSettled();
  await setStock(dress(), 'S', 6);
  await setStock(jeans(), '30', 5);
});

type Line = { product: string; size: string; quantity: number };
const dressS = (quantity = 1): Line => ({ product: dress(), size: 'S', quantity });
const jeans30 = (quantity = 1): Line => ({ product: jeans(), size: '30', quantity });

async function placeCod(who: TestCustomer, lines: Line[], extra: object = {}): Promise<string> {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: who.auth,
    payload: {
      items: lines.map((l) => ({ ...l, price: 1 })),
      shippingAddress: address,
      paymentMethod: 'cod',
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().order._id;
}

/** An online order paid through the sandbox's checkout; answers its id and the amount paid (paise). */
async function placePaid(who: TestCustomer, lines: Line[], extra: object = {}) {
  const session = (
    await a.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: { ...who.auth, 'idempotency-key': crypto.randomUUID() },
      payload: {
        amount: 1,
        currency: 'INR',
        orderDetails: {
          items: lines.map((l) => ({ ...l, price: 1 })),
          shippingAddress: address,
          paymentMethod: 'razorpay',
          totalAmount: 1,
          ...extra,
        },
      },
    })
  ).json();
  const paid = await a.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: who.auth,
    payload: { order_id: session.id, outcome: 'success' },
  });
  const verified = await a.app.inject({
    method: 'POST',
    url: '/api/payment/verify-payment',
    headers: who.auth,
    payload: paid.json(),
  });
  expect(verified.statusCode).toBe(200);
  return { id: session.orderId as string, amount: session.amount as number };
}

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who: TestAdmin = staff) =>
  a.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

async function payment(orderId: string) {
  const [p] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  return p!;
}
async function auditOf(orderId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
}
async function outbox(): Promise<string[]> {
  await a.jobsDone();
  const dir = path.join(a.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  const raw = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'latin1')));
  // Quoted-printable bodies: soft line breaks joined, =XX bytes decoded as UTF-8.
  return raw.map((m) =>
    Buffer.from(
      m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

describe('GET /api/admin/orders', () => {
  it('filters by status, payment method, search (order number, email, phone) and India dates, paged', async () => {
    const cod = await placeCod(asha, [jeans30()]);
    const online = await placePaid(ravi, [dressS()]);
    const number = (await admin('GET', `/api/admin/orders/${cod}`)).json().order.orderNumber as string;

    const all = (await admin('GET', '/api/admin/orders?perPage=1')).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.orders).toHaveLength(1);
    expect(all.orders[0]).toMatchObject({ id: online.id, customer: { name: 'Ravi Kumar' } });

    const ids = async (qs: string) =>
      ((await admin('GET', `/api/admin/orders?${qs}`)).json().orders as Array<{ id: string }>).map((o) => o.id);
    expect(await ids('paymentMethod=cod')).toContain(cod);
    expect(await ids('paymentMethod=cod')).not.toContain(online.id);
    expect(await ids('paymentStatus=paid')).toEqual(expect.arrayContaining([online.id]));
    expect(await ids('paymentStatus=paid')).not.toContain(cod);
    expect(await ids(`q=${number.slice(-5)}`)).toEqual([cod]);
    expect(await ids(`q=${encodeURIComponent(ravi.email)}`)).toEqual([online.id]);
    expect(await ids('q=98765')).toEqual(expect.arrayContaining([cod, online.id]));
    const today = indianDate(new Date());
    expect(await ids(`from=${today}&to=${today}&status=processing`)).toEqual(expect.arrayContaining([cod, online.id]));
    expect(await ids('from=2020-01-01&to=2020-01-31')).toEqual([]);
  });

  it('refuses a bad filter with a message per field (400, never a 5xx)', async () => {
    const res = await admin('GET', '/api/admin/orders?status=lost&perPage=1000&from=yesterday');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, reason: 'invalid_input' });
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['status', 'perPage', 'from']));
    const backwards = await admin('GET', '/api/admin/orders?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.to).toBe('The end date is before the start date');
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows the lines, prices, coupon, address, customer, payments, timeline and the allowed actions', async () => {
    const online = await placePaid(asha, [dressS(2)], { couponCode: 'BINDASS10' });
    const res = await admin('GET', `/api/admin/orders/${online.id}`);
    expect(res.statusCode).toBe(200);
    const o = res.json().order;
    expect(o).toMatchObject({
      status: 'processing',
      paymentMethod: 'razorpay',
      paymentStatus: 'paid',
      couponCode: 'BINDASS10',
      couponPercentage: 10,
      subtotalPaise: 199800,
      couponDiscountPaise: 20000,
      totalPaise: 179800,
      shippingAddress: { city: 'Kolkata', pincode: '700016' },
      customer: { name: 'Asha Verma', email: asha.email },
      actions: ['ship', 'cancel', 'cancel_line'],
    });
    expect(o.items[0]).toMatchObject({ size: 'S', quantity: 2, mrpPaise: 219900, unitPricePaise: 99900 });
    expect(o.payments[0]).toMatchObject({ status: 'paid', amountPaise: 179800, refundedPaise: 0 });
    expect(o.timeline.map((e: { event: string }) => e.event)).toEqual(['Placed', 'Online payment paid']);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await admin('GET', `/api/admin/orders/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/orders/nope')).statusCode).toBe(400);
  });
});

describe('ship and deliver', () => {
  it('refuses a shipment without tracking or with a link that is not a web page', async () => {
    const id = await placeCod(asha, [jeans30()]);
    const missing = await admin('POST', `/api/admin/orders/${id}/ship`, { courier: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ courier: 'Enter the courier' });
    const none = await admin('POST', `/api/admin/orders/${id}/ship`, { courier: 'Delhivery' });
    expect(none.json().fields).toMatchObject({ trackingNumber: 'Enter a tracking number or a tracking link' });
    for (const trackingUrl of ['javascript:alert(1)', 'ftp://x.example/1', 'not a url']) {
      const bad = await admin('POST', `/api/admin/orders/${id}/ship`, { courier: 'Delhivery', trackingUrl });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.trackingUrl).toBe('Enter a web address starting with https://');
    }
    expect((await admin('GET', `/api/admin/orders/${id}`)).json().order.status).toBe('processing');
  });

  it('ships with tracking: the customer sees it, is mailed the link, and it is audited; then delivered (COD paid)', async () => {
    const id = await placeCod(asha, [jeans30()]);
    const url = 'https://track.example.com/awb/1234567890';
    const shipped = await admin('POST', `/api/admin/orders/${id}/ship`, {
      courier: 'Delhivery',
      trackingNumber: '1234567890',
      trackingUrl: url,
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({
      status: 'shipped',
      courier: 'Delhivery',
      trackingUrl: url,
      actions: ['deliver', 'mark_cod_paid'],
    });

    // The customer's Track Order opens the carrier's page.
    const track = await a.app.inject({ method: 'GET', url: `/api/orders/${id}/track`, headers: asha.auth });
    expect(track.json()).toEqual({ success: true, trackingUrl: url });
    const mine = (await a.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: asha.auth })).json();
    expect(mine.orders.find((o: { _id: string }) => o._id === id).status).toBe('shipped');
    expect((await outbox()).some((m) => m.includes('has shipped') && m.includes(url))).toBe(true);

    const again = await admin('POST', `/api/admin/orders/${id}/ship`, { courier: 'Delhivery', trackingUrl: url });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('invalid_transition');

    const delivered = await admin('POST', `/api/admin/orders/${id}/deliver`);
    expect(delivered.json().order).toMatchObject({ status: 'delivered', paymentStatus: 'paid', actions: [] });
    expect((await admin('POST', `/api/admin/orders/${id}/deliver`)).json().reason).toBe('invalid_transition');
    expect((await outbox()).some((m) => m.includes('is delivered'))).toBe(true);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action).sort()).toEqual(['order.deliver', 'order.ship']);
    const ship = entries.find((e) => e.action === 'order.ship')!;
    expect(ship).toMatchObject({ actorId: staff.id, entity: 'order' });
    expect(ship.changes).toMatchObject({
      status: { before: 'processing', after: 'shipped' },
      trackingUrl: { before: null, after: url },
    });
  });

  it('a processing order cannot be delivered (409 invalid_transition)', async () => {
    const id = await placeCod(asha, [jeans30()]);
    const res = await admin('POST', `/api/admin/orders/${id}/deliver`);
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('invalid_transition');
  });
});

describe('mark a cash-on-delivery order paid', () => {
  it('only once shipped, only COD, once', async () => {
    const id = await placeCod(asha, [jeans30()]);
    const early = await admin('POST', `/api/admin/orders/${id}/cod-paid`);
    expect(early.statusCode).toBe(409);
    expect(early.json().reason).toBe('invalid_transition');
    await admin('POST', `/api/admin/orders/${id}/ship`, { courier: 'Bluedart', trackingNumber: 'BD-1' });
    const paid = await admin('POST', `/api/admin/orders/${id}/cod-paid`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ status: 'shipped', paymentStatus: 'paid', actions: ['deliver'] });
    const twice = await admin('POST', `/api/admin/orders/${id}/cod-paid`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().reason).toBe('already_paid');
    expect((await auditOf(id)).find((e) => e.action === 'order.mark_cod_paid')?.changes).toEqual({
      paymentStatus: { before: 'pending', after: 'paid' },
    });
  });
});

describe('cancel', () => {
  it('a COD order: stock back once, the second cancel is already_cancelled, audited', async () => {
    const id = await placeCod(asha, [jeans30(2)]);
    expect(await stock(jeans(), '30')).toBe(3);
    const res = await admin('POST', `/api/admin/orders/${id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', actions: [] });
    expect(await stock(jeans(), '30')).toBe(5);
    const twice = await admin('POST', `/api/admin/orders/${id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().reason).toBe('already_cancelled');
    expect(await stock(jeans(), '30')).toBe(5);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['order.cancel']);
    expect((await outbox()).some((m) => m.includes('is cancelled'))).toBe(true);
  });

  it('a paid online order is refunded through the provider exactly once', async () => {
    const order = await placePaid(asha, [dressS(2)]);
    expect(await stock(dress(), 'S')).toBe(4);
    const res = await admin('POST', `/api/admin/orders/${order.id}/cancel`);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await payment(order.id)).toMatchObject({ status: 'refunded', refundedPaise: order.amount });
    const twice = await admin('POST', `/api/admin/orders/${order.id}/cancel`);
    expect(twice.json().reason).toBe('already_cancelled');
    // A second cancel by the customer too: nothing more goes back.
    const customer = await a.app.inject({ method: 'PUT', url: `/api/orders/${order.id}/cancel`, headers: asha.auth });
    expect(customer.statusCode).toBe(409);
    expect(await payment(order.id)).toMatchObject({ refundedPaise: order.amount });
    expect(await stock(dress(), 'S')).toBe(6);
  });

  it('a shipped order cannot be cancelled (409 invalid_transition)', async () => {
    const id = await placeCod(asha, [jeans30()]);
    await admin('POST', `/api/admin/orders/${id}/ship`, { courier: 'Bluedart', trackingNumber: 'BD-2' });
    const res = await admin('POST', `/api/admin/orders/${id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('invalid_transition');
  });
});

describe('partial cancel of a line', () => {
  it("paid online with a coupon: that line's stock only, totals with the coupon share, the difference refunded", async () => {
    // 2 x 999 + 1 x 1499 = 3497, less 10% (349.70 -> 350) = 3147 rupees.
    const order = await placePaid(asha, [dressS(2), jeans30(1)], { couponCode: 'BINDASS10' });
    expect(order.amount).toBe(314700);
    const before = (await admin('GET', `/api/admin/orders/${order.id}`)).json().order;
    const dressLine = before.items.find((i: { size: string }) => i.size === 'S').id;
    const jeansLine = before.items.find((i: { size: string }) => i.size === '30').id;
    expect([await stock(dress(), 'S'), await stock(jeans(), '30')]).toEqual([4, 4]);

    // One dress: 2498 left, less 10% (249.80 -> 250) = 2248; 899 back.
    const one = await admin('POST', `/api/admin/orders/${order.id}/items/${dressLine}/cancel`, { quantity: 1 });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ refundPaise: 89900, refunded: true, orderCancelled: false });
    expect(one.json().order).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      subtotalPaise: 249800,
      couponDiscountPaise: 25000,
      totalPaise: 224800,
    });
    expect(one.json().order.items.find((i: { id: string }) => i.id === dressLine)).toMatchObject({
      quantity: 2,
      cancelledQuantity: 1,
    });
    expect([await stock(dress(), 'S'), await stock(jeans(), '30')]).toEqual([5, 4]);
    expect(await payment(order.id)).toMatchObject({ status: 'paid', refundedPaise: 89900 });

    // More than is left: refused with the field's message, nothing changes.
    const tooMany = await admin('POST', `/api/admin/orders/${order.id}/items/${dressLine}/cancel`, { quantity: 2 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields.quantity).toBe('Only 1 piece is left on this line.');
    expect(
      (await admin('POST', `/api/admin/orders/${order.id}/items/${dressLine}/cancel`, { quantity: 0 })).statusCode,
    ).toBe(400);

    // The customer sees what is left, and was told.
    const mine = (await a.app.inject({ method: 'GET', url: `/api/orders/my-orders`, headers: asha.auth })).json();
    const seen = mine.orders.find((o: { _id: string }) => o._id === order.id);
    expect(seen.totalAmount).toBe(2248);
    expect(seen.items.find((i: { size: string }) => i.size === 'S')).toMatchObject({
      quantity: 1,
      cancelledQuantity: 1,
    });
    expect(
      (await outbox()).some(
        (m) => m.includes('we had to cancel 1 x Floral Tiered Maxi Dress') && m.includes('₹899 will be refunded'),
      ),
    ).toBe(true);

    // The jeans line, whole: 999 left, less 100 = 899; 1349 back. Its stock only.
    const jeansGone = await admin('POST', `/api/admin/orders/${order.id}/items/${jeansLine}/cancel`, {});
    expect(jeansGone.json()).toMatchObject({ refundPaise: 134900, orderCancelled: false });
    expect(jeansGone.json().order.totalPaise).toBe(89900);
    expect([await stock(dress(), 'S'), await stock(jeans(), '30')]).toEqual([5, 5]);
    const again = await admin('POST', `/api/admin/orders/${order.id}/items/${jeansLine}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('already_cancelled');

    // The last piece: the whole order is cancelled and what is left of the payment refunded; 3147 in all.
    const last = await admin('POST', `/api/admin/orders/${order.id}/items/${dressLine}/cancel`, {});
    expect(last.json()).toMatchObject({ orderCancelled: true, refundPaise: 89900, refunded: true });
    expect(last.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await payment(order.id)).toMatchObject({ status: 'refunded', refundedPaise: 314700 });
    expect([await stock(dress(), 'S'), await stock(jeans(), '30')]).toEqual([6, 5]);

    const actions = (await auditOf(order.id)).map((e) => e.action).sort();
    expect(actions).toEqual(['order.cancel', 'order.cancel_line', 'order.cancel_line']);
    const first = (await auditOf(order.id)).find(
      (e) =>
        e.action === 'order.cancel_line' && (e.changes as Record<string, { after: unknown }>).refund?.after === 89900,
    );
    expect(first?.changes).toMatchObject({
      total: { before: 314700, after: 224800 },
      piecesCancelled: { before: 0, after: 1 },
    });
  });

  it('cash on delivery: the total drops, nothing to refund; a shipped order cannot lose a line', async () => {
    const id = await placeCod(asha, [dressS(1), jeans30(1)]);
    const o = (await admin('GET', `/api/admin/orders/${id}`)).json().order;
    const dressLine = o.items.find((i: { size: string }) => i.size === 'S').id;
    const res = await admin('POST', `/api/admin/orders/${id}/items/${dressLine}/cancel`, {});
    expect(res.json()).toMatchObject({ refundPaise: 0, refunded: false, orderCancelled: false });
    expect(res.json().order).toMatchObject({ status: 'processing', totalPaise: 149900, paymentStatus: 'pending' });
    expect(await stock(dress(), 'S')).toBe(6);

    const other = await placeCod(asha, [dressS(1), jeans30(1)]);
    const line = (await admin('GET', `/api/admin/orders/${other}`)).json().order.items[0].id;
    await admin('POST', `/api/admin/orders/${other}/ship`, { courier: 'Bluedart', trackingNumber: 'BD-3' });
    const shipped = await admin('POST', `/api/admin/orders/${other}/items/${line}/cancel`, {});
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().reason).toBe('invalid_transition');
    const unknown = await admin('POST', `/api/admin/orders/${id}/items/${crypto.randomUUID()}/cancel`, {});
    expect(unknown.statusCode).toBe(404);
  });
});
