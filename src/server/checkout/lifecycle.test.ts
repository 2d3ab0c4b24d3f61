/**
 * The order lifecycle through the checkout workflows on a real PostgreSQL: every refusal carries its reason code,
 * the order keeps one canonical address, and ship / deliver / cancel follow the transitions of src/shop/orders.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../shop/orders.ts';
import { products, productVariants } from '../catalog/tables.ts';
import { ordersPaid, ordersPlaced } from '../metrics/registry.ts';
import { orders } from '../orders/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let asha: TestCustomer;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  asha = await signUp(a.app, 'Asha Verma');
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

const jeans = () => fx.productIds['High-Rise Straight Fit Jeans']!;
const shirt = () => fx.productIds['Linen Mandarin Collar Shirt']!;

async function setStock(productId: string, size: string, stock: number) {
  await t.db
    .update(productVariants)
    .set({ stock })
    .where(sql`${productVariants.productId} = ${productId} AND ${productVariants.size} = ${size}`);
}

const place = (body: object, key?: string) =>
  a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: { ...asha.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const codOrder = (items: object[], extra: object = {}) => ({
  items,
  shippingAddress: { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' },
  paymentMethod: 'cod',
  ...extra,
});
const line = (product: string, size: string, quantity = 1) => ({ product, size, quantity, price: 1 });

async function placed(size = '30') {
  await setStock(jeans(), size, 5);
  const res = await place(codOrder([line(jeans(), size)]));
  expect(res.statusCode).toBe(201);
  return res.json().order as { _id: string; status: string };
}

const outbox = async () => {
  const dir = path.join(a.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
};

describe('the database enums are the lifecycle lists', () => {
  it('order_status and payment_status hold exactly the statuses of src/shop/orders.ts', async () => {
    const values = async (type: string) =>
      (
        await t.db.execute<{ v: string }>(
          sql`SELECT e.enumlabel AS v FROM pg_enum e JOIN pg_type ty ON ty.oid = e.enumtypid WHERE ty.typname = ${type} ORDER BY e.enumsortorder`,
        )
      ).rows.map((r) => r.v);
    expect(await values('order_status')).toEqual([...ORDER_STATUSES]);
    expect(await values('payment_status')).toEqual([...PAYMENT_STATUSES]);
  });
});

describe('refusals carry a reason code', () => {
  it('out_of_stock: more than the stock of a size (409), taking nothing', async () => {
    await setStock(jeans(), '30', 1);
    const res = await place(codOrder([line(jeans(), '30', 2)]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'conflict', reason: 'out_of_stock' });
  });

  it('item_unavailable: a product no longer sold (409)', async () => {
    await setStock(shirt(), 'S', 5);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, shirt()));
    const res = await place(codOrder([line(shirt(), 'S')]));
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, shirt()));
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('item_unavailable');
  });

  it('quantity_limit: two lines of one size adding up to more than 10 (400)', async () => {
    const res = await place(codOrder([line(jeans(), '30', 6), line(jeans(), '30', 5)]));
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('quantity_limit');
  });

  it('coupon_invalid: an unknown, inactive or zero coupon, at checkout and in the cart quote (400)', async () => {
    for (const code of ['NOPE', 'OLDSALE50', 'ZERO0']) {
      const res = await place(codOrder([line(jeans(), '30')], { couponCode: code }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: 'coupon_invalid', message: 'Invalid or inactive coupon code' });
    }
    const quote = await a.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ product: jeans(), size: '30', quantity: 1 }], couponCode: 'NOPE' },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().reason).toBe('coupon_invalid');
  });

  it('address_required without an address, address_invalid for a state that is not Indian (400)', async () => {
    const none = await place({ items: [line(jeans(), '30')], paymentMethod: 'cod' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ reason: 'address_required', message: 'Please select a delivery address' });
    const bad = await place(
      codOrder([line(jeans(), '30')], {
        shippingAddress: { street: '1 Main St', city: 'X', state: 'Atlantis', pincode: '411001', country: 'India' },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      reason: 'address_invalid',
      fields: { 'shippingAddress.state': 'Please choose a state or union territory of India' },
    });
  });

  it('idempotency_conflict: one key, two different orders (409)', async () => {
    await setStock(jeans(), '30', 5);
    const key = 'lifecycle-key-0001';
    expect((await place(codOrder([line(jeans(), '30')]), key)).statusCode).toBe(201);
    const again = await place(codOrder([line(jeans(), '30', 2)]), key);
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('idempotency_conflict');
  });

  it('unauthenticated without a session (401)', async () => {
    const res = await a.app.inject({ method: 'POST', url: '/api/orders/create', payload: codOrder([]) });
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('unauthenticated');
  });
});

describe('one canonical address', () => {
  it("the spec's inline address is stored canonical: state spelling, GST state code, the customer's name and mobile", async () => {
    await setStock(jeans(), '30', 5);
    const res = await place(
      codOrder([line(jeans(), '30')], {
        shippingAddress: { street: '7 Park St', city: 'Kolkata', state: '  west   BENGAL ', pincode: '700016' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order.shippingAddress).toEqual({
      fullName: 'Asha Verma',
      phone: '9876543210',
      street: '7 Park St',
      city: 'Kolkata',
      state: 'West Bengal',
      stateCode: '19',
      pincode: '700016',
      country: 'India',
    });
  });

  it('a saved address is copied into the order with its GST state code', async () => {
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/customer/addresses',
      headers: asha.auth,
      payload: {
        type: 'work',
        name: 'Asha V',
        street: '3 Residency Rd',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
        phone: '9123456780',
      },
    });
    expect(saved.statusCode).toBe(201);
    await setStock(jeans(), '30', 5);
    const res = await place({ items: [line(jeans(), '30')], addressId: saved.json()._id, paymentMethod: 'cod' });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.shippingAddress).toMatchObject({
      fullName: 'Asha V',
      phone: '9123456780',
      state: 'Karnataka',
      stateCode: '29',
    });
  });
});

describe('ship, deliver, cancel: the transitions of the lifecycle', () => {
  it('processing -> shipped (tracking opens, mail with the link) -> delivered (cash on delivery paid)', async () => {
    const count = async (c: typeof ordersPlaced | typeof ordersPaid) =>
      (await c.get()).values.find((v) => v.labels.payment_method === 'cod')?.value ?? 0;
    const [placedBefore, paidBefore] = [await count(ordersPlaced), await count(ordersPaid)];
    const order = await placed();
    // The metrics count the order once it is committed, and its payment once cash is collected.
    expect(await count(ordersPlaced)).toBe(placedBefore + 1);
    expect(await count(ordersPaid)).toBe(paidBefore);
    const shipped = await a.services.checkout.ship(order._id, {
      courier: 'Delhivery',
      trackingNumber: 'DL987',
      trackingUrl: 'https://track.example.in/DL987',
    });
    expect(shipped).toMatchObject({ status: 'shipped', paymentStatus: 'pending' });
    expect(shipped.shippedAt).not.toBeNull();
    const track = await a.app.inject({ method: 'GET', url: `/api/orders/${order._id}/track`, headers: asha.auth });
    expect(track.json().trackingUrl).toBe('https://track.example.in/DL987');

    const delivered = await a.services.checkout.deliver(order._id);
    expect(delivered).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(delivered.deliveredAt).not.toBeNull();
    expect(await count(ordersPaid)).toBe(paidBefore + 1);
    await expect.poll(async () => (await outbox()).filter((m) => m.includes('DL987')).length).toBe(1);
    await expect.poll(async () => (await outbox()).some((m) => m.includes('has been delivered'))).toBe(true);
  });

  it('refuses moves the lifecycle does not allow (409 invalid_transition), changing nothing', async () => {
    const order = await placed();
    await expect(a.services.checkout.deliver(order._id)).rejects.toMatchObject({
      status: 409,
      reason: 'invalid_transition',
    });
    await a.services.checkout.ship(order._id, { trackingNumber: 'X1' });
    const cancel = await a.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/cancel`, headers: asha.auth });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      reason: 'invalid_transition',
      message: 'This order can no longer be cancelled.',
    });
    await expect(a.services.checkout.ship(order._id, { trackingNumber: 'X2' })).rejects.toMatchObject({
      reason: 'invalid_transition',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'shipped', trackingNumber: 'X1' });
  });

  it('a second cancel is already_cancelled (409); stock came back once', async () => {
    await setStock(jeans(), '30', 5);
    const order = (await place(codOrder([line(jeans(), '30', 2)]))).json().order;
    const cancel = () => a.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/cancel`, headers: asha.auth });
    expect((await cancel()).statusCode).toBe(200);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'already_cancelled', message: 'This order is already cancelled.' });
    const [v] = await t.db
      .select()
      .from(productVariants)
      .where(sql`${productVariants.productId} = ${jeans()} AND ${productVariants.size} = '30'`);
    expect(v!.stock).toBe(5);
  });

  it('an unknown order is a 404 for the store too', async () => {
    await expect(
      a.services.checkout.ship('00000000-0000-4000-8000-000000000000', { trackingNumber: 'Z' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('startPayment compensates when the provider refuses', () => {
  it('502 payment_failed; the order it placed fails and its stock goes back', async () => {
    // Live keys against an address where nothing listens: the provider call fails.
    const live = await testApp(t.db, {
      AUTH_RATE_LIMIT_PER_MIN: '10000',
      RAZORPAY_KEY_ID: 'rzp_test_unreachable',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      RAZORPAY_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const ravi = await signUp(live.app, 'Ravi Kumar');
      await setStock(jeans(), '30', 3);
      const res = await live.app.inject({
        method: 'POST',
        url: '/api/payment/create-order',
        headers: { ...ravi.auth, 'idempotency-key': 'provider-down-0001' },
        payload: { amount: 1, currency: 'INR', orderDetails: codOrder([line(jeans(), '30', 2)]) },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ reason: 'payment_failed', message: 'Payment Failed' });
      const [row] = await t.db.select().from(orders).where(eq(orders.userId, ravi.id));
      expect(row).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed' });
      const [v] = await t.db
        .select()
        .from(productVariants)
        .where(sql`${productVariants.productId} = ${jeans()} AND ${productVariants.size} = '30'`);
      expect(v!.stock).toBe(3);
    } finally {
      await live.close();
    }
  });
});
