/**
 * What one customer may hold and redeem, enforced in the order's transaction and safe under concurrency: unpaid
 * online orders (at most two at once, a hold that is short and never extended, a cap per size across them) and
 * coupon rules (first order only, uses per customer, total uses, minimum order value, valid from/until).
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { DEFAULT_HOLD_MINUTES, MAX_HELD_PER_SIZE, MAX_UNPAID_ONLINE_ORDERS } from '../../shop/orders.ts';
import { productVariants } from '../catalog/tables.ts';
import { offers } from '../merch/tables.ts';
import { orders } from '../orders/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;

const address = { street: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016', country: 'India' };

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const dress = () => fx.productIds['Floral Tiered Maxi Dress']!;
const kurta = () => fx.productIds['Indigo Block-Print Cotton Kurta']!;

async function setStock(productId: string, size: string, stock: number) {
  const rows = await t.db.select().from(productVariants).where(eq(productVariants.productId, productId));
  await t.db
    .update(productVariants)
    .set({ stock })
    .where(eq(productVariants.id, rows.find((r) => r.size === size)!.id));
}
async function stockOf(productId: string, size: string) {
  const rows = await t.db.select().from(productVariants).where(eq(productVariants.productId, productId));
  return rows.find((r) => r.size === size)!.stock;
}
async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

type Line = { product: string; size: string; quantity: number };

function startPayment(who: TestCustomer, items: Line[], extra: object = {}, key = crypto.randomUUID()) {
  return a.app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: { ...who.auth, 'idempotency-key': key },
    payload: {
      amount: 1,
      currency: 'INR',
      orderDetails: {
        items: items.map((i) => ({ ...i, price: 1 })),
        shippingAddress: address,
        paymentMethod: 'razorpay',
        totalAmount: 1,
        ...extra,
      },
    },
  });
}

function codOrder(who: TestCustomer, items: Line[], extra: object = {}) {
  return a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: { ...who.auth, 'idempotency-key': crypto.randomUUID() },
    payload: {
      items: items.map((i) => ({ ...i, price: 1 })),
      shippingAddress: address,
      paymentMethod: 'cod',
      totalAmount: 1,
      ...extra,
    },
  });
}

function quote(who: TestCustomer | null, items: Line[], couponCode: string) {
  return a.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    headers: who ? who.auth : {},
    payload: { items, couponCode },
  });
}

describe('unpaid online orders', () => {
  beforeEach(async () => {
    await setStock(dress(), 'S', 30);
    await setStock(dress(), 'XS', 30);
  });

  it(`a customer keeps at most ${MAX_UNPAID_ONLINE_ORDERS} unpaid orders: a new one gives up the oldest and its stock`, async () => {
    const who = await signUp(a.app, 'Hoarder One');
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await startPayment(who, [{ product: dress(), size: 'S', quantity: 2 }]);
      expect(res.statusCode).toBe(201);
      placed.push(res.json().orderId);
    }
    const unpaid = await t.db
      .select()
      .from(orders)
      .where(sql`${orders.userId} = ${who.id} AND ${orders.status} = 'awaiting_payment'`);
    expect(unpaid.map((o) => o.id).sort()).toEqual(placed.slice(-MAX_UNPAID_ONLINE_ORDERS).sort());
    for (const id of placed.slice(0, -MAX_UNPAID_ONLINE_ORDERS)) {
      expect(await orderRow(id)).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed' });
    }
    // Only the two live orders hold stock: 30 - 2 x 2.
    expect(await stockOf(dress(), 'S')).toBe(30 - 2 * MAX_UNPAID_ONLINE_ORDERS);
  });

  it('the same customer starting many payments at once still ends with at most two unpaid orders', async () => {
    const who = await signUp(a.app, 'Hoarder Two');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => startPayment(who, [{ product: dress(), size: 'XS', quantity: 1 }])),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const [{ n }] = (
      await t.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND status = 'awaiting_payment'`,
        [who.id],
      )
    ).rows as [{ n: number }];
    expect(n).toBe(MAX_UNPAID_ONLINE_ORDERS);
    expect(await stockOf(dress(), 'XS')).toBe(30 - MAX_UNPAID_ONLINE_ORDERS);
  });

  it(`holds at most ${MAX_HELD_PER_SIZE} of a size across a customer's unpaid orders, with a clear message`, async () => {
    const who = await signUp(a.app, 'Hoarder Three');
    expect((await startPayment(who, [{ product: dress(), size: 'S', quantity: 8 }])).statusCode).toBe(201);
    const refused = await startPayment(who, [{ product: dress(), size: 'S', quantity: 3 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, reason: 'quantity_limit' });
    expect(refused.json().message).toContain('You already have 8 of Floral Tiered Maxi Dress (size S)');
    expect(refused.json().message).toContain('at most 2 more');
    expect(await stockOf(dress(), 'S')).toBe(22);
    expect((await startPayment(who, [{ product: dress(), size: 'S', quantity: 2 }])).statusCode).toBe(201);
    // Another size is not affected; cash on delivery is not an unpaid online order.
    expect((await startPayment(who, [{ product: dress(), size: 'XS', quantity: 1 }])).statusCode).toBe(201);
    expect((await codOrder(who, [{ product: dress(), size: 'S', quantity: 5 }])).statusCode).toBe(201);
  });

  it(`holds stock for ${DEFAULT_HOLD_MINUTES} minutes, set once: a replay of the request does not extend it`, async () => {
    const who = await signUp(a.app, 'Hoarder Four');
    const key = crypto.randomUUID();
    const first = (await startPayment(who, [{ product: dress(), size: 'S', quantity: 1 }], {}, key)).json();
    const row = await orderRow(first.orderId);
    const held = row.holdExpiresAt!.getTime() - row.createdAt.getTime();
    expect(Math.abs(held - DEFAULT_HOLD_MINUTES * 60_000)).toBeLessThan(5_000);
    await new Promise((r) => setTimeout(r, 20));
    const again = (await startPayment(who, [{ product: dress(), size: 'S', quantity: 1 }], {}, key)).json();
    expect(again.orderId).toBe(first.orderId);
    expect((await orderRow(first.orderId)).holdExpiresAt!.getTime()).toBe(row.holdExpiresAt!.getTime());
  });
});

describe('coupon rules', () => {
  beforeEach(async () => {
    await setStock(kurta(), 'S', 100);
    await setStock(kurta(), 'M', 100);
  });

  async function coupon(code: string, rules: Partial<typeof offers.$inferInsert>) {
    await t.db
      .insert(offers)
      .values({ title: code, code, discountPercentage: 15, ...rules })
      .onConflictDoNothing();
  }
  const one = (size = 'S', quantity = 1): Line[] => [{ product: kurta(), size, quantity }];

  it('first order only: the first order takes it; a second is refused at the cart and at checkout', async () => {
    await coupon('FIRSTONLY15', { firstOrderOnly: true });
    const who = await signUp(a.app, 'First Timer');
    expect((await quote(who, one(), 'FIRSTONLY15')).statusCode).toBe(200);
    const first = await codOrder(who, one(), { couponCode: 'FIRSTONLY15' });
    expect(first.statusCode).toBe(201);
    expect(first.json().order.couponCode).toBe('FIRSTONLY15');

    const cart = await quote(who, one(), 'firstonly15');
    expect(cart.statusCode).toBe(400);
    expect(cart.json()).toMatchObject({
      reason: 'coupon_not_eligible',
      message: 'This coupon is for your first order only.',
    });
    const second = await codOrder(who, one(), { couponCode: 'FIRSTONLY15' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ reason: 'coupon_not_eligible', fields: { couponCode: expect.any(String) } });
    // A visitor's cart cannot know yet: it accepts the code, and checkout decides.
    expect((await quote(null, one(), 'FIRSTONLY15')).statusCode).toBe(200);
  });

  it('a customer who already ordered cannot use a first-order coupon, even online', async () => {
    await coupon('FIRSTONLY15', { firstOrderOnly: true });
    const who = await signUp(a.app, 'Returning Buyer');
    expect((await codOrder(who, one())).statusCode).toBe(201);
    const res = await startPayment(who, one(), { couponCode: 'FIRSTONLY15' });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('coupon_not_eligible');
  });

  it('uses per customer are counted from standing orders: a cancelled order gives its use back', async () => {
    await coupon('TWICE15', { maxUsesPerCustomer: 2 });
    const who = await signUp(a.app, 'Twice Buyer');
    const firstOrder = (await codOrder(who, one(), { couponCode: 'TWICE15' })).json().order;
    expect((await codOrder(who, one(), { couponCode: 'TWICE15' })).statusCode).toBe(201);
    const third = await codOrder(who, one(), { couponCode: 'TWICE15' });
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe('You have already used this coupon 2 times, its limit per customer.');
    const cancel = await a.app.inject({
      method: 'PUT',
      url: `/api/orders/${firstOrder._id}/cancel`,
      headers: who.auth,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await codOrder(who, one(), { couponCode: 'TWICE15' })).statusCode).toBe(201);
  });

  it('one use per customer holds when the same customer places five orders at once', async () => {
    await coupon('ONCE15', { maxUsesPerCustomer: 1 });
    const who = await signUp(a.app, 'Racing Buyer');
    const results = await Promise.all(Array.from({ length: 5 }, () => codOrder(who, one(), { couponCode: 'ONCE15' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ reason: 'coupon_not_eligible', message: 'You have already used this coupon.' });
    }
  });

  it('total uses: eight customers racing for the last three uses, exactly three get it', async () => {
    await coupon('LIMITED3', { maxUsesTotal: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(a.app, `Racer ${i}`)));
    const results = await Promise.all(buyers.map((b) => codOrder(b, one('M'), { couponCode: 'LIMITED3' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json().message).toBe('This coupon has been fully redeemed.');
    const [{ n }] = (
      await t.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE coupon_code = 'LIMITED3'`)
    ).rows as [{ n: number }];
    expect(n).toBe(3);
  });

  it('minimum order value, at the cart and at checkout', async () => {
    await coupon('BIG2499', { minOrderPaise: 249_900 as never });
    const who = await signUp(a.app, 'Small Spender');
    // The kurta sells at ₹1,299: one is too little, two are enough.
    const small = await quote(who, one('S', 1), 'BIG2499');
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({
      reason: 'coupon_not_eligible',
      message: 'This coupon needs an order of at least ₹2,499.',
    });
    expect((await codOrder(who, one('S', 1), { couponCode: 'BIG2499' })).statusCode).toBe(400);
    expect((await quote(who, one('S', 2), 'BIG2499')).statusCode).toBe(200);
    expect((await codOrder(who, one('S', 2), { couponCode: 'BIG2499' })).statusCode).toBe(201);
  });

  it('valid from / until', async () => {
    const day = 24 * 60 * 60 * 1000;
    await coupon('SOON15', { validFrom: new Date(Date.now() + 2 * day) });
    await coupon('GONE15', { validUntil: new Date(Date.now() - day) });
    await coupon('NOW15', { validFrom: new Date(Date.now() - day), validUntil: new Date(Date.now() + day) });
    const who = await signUp(a.app, 'Date Checker');
    const soon = await quote(who, one(), 'SOON15');
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toMatch(/^This coupon can be used from \d{1,2} \w{3} \d{4}\.$/);
    const gone = await codOrder(who, one(), { couponCode: 'GONE15' });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toMatch(/^This coupon expired on /);
    expect((await codOrder(who, one(), { couponCode: 'NOW15' })).statusCode).toBe(201);
  });
});
