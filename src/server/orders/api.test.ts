/**
 * Orders against a real PostgreSQL: stock can never be sold twice, idempotency keys, server-side pricing, coupons,
 * cancel restoring stock once, and access limited to the owner.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { orders } from './tables.ts';
import { productVariants } from '../catalog/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let asha: TestCustomer;
let ravi: TestCustomer;

const address = {
  fullName: 'Asha Verma',
  phone: '9876543210',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country: 'India',
};

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  asha = await signUp(a.app, 'Asha Verma');
  ravi = await signUp(a.app, 'Ravi Kumar');
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

const jacket = () => fx.productIds['Washed Denim Trucker Jacket']!;
const kurta = () => fx.productIds['Indigo Block-Print Cotton Kurta']!;

async function setStock(productId: string, size: string, stock: number) {
  const rows = await t.db.select().from(productVariants).where(eq(productVariants.productId, productId));
  const v = rows.find((r) => r.size === size)!;
  await t.db.update(productVariants).set({ stock }).where(eq(productVariants.id, v.id));
  return v.id;
}
async function stockOf(productId: string, size: string) {
  const rows = await t.db.select().from(productVariants).where(eq(productVariants.productId, productId));
  return rows.find((r) => r.size === size)!.stock;
}

function order(who: TestCustomer, body: object, key?: string) {
  return a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}
const payload = (
  items: Array<{ product: string; size: string; quantity: number; price?: number }>,
  extra: object = {},
) => ({
  items: items.map((i) => ({ price: 1, ...i })),
  shippingAddress: address,
  paymentMethod: 'cod',
  totalAmount: 1,
  ...extra,
});

describe('placing an order', () => {
  beforeEach(async () => {
    await setStock(kurta(), 'S', 10);
    await setStock(kurta(), 'L', 10);
  });

  it('prices from the database, not from the client', async () => {
    const res = await order(
      asha,
      payload([{ product: kurta(), size: 'S', quantity: 2, price: 1 }], { totalAmount: 5 }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Order Placed Successfully');
    expect(body.order).toMatchObject({
      status: 'processing',
      paymentMethod: 'cod',
      mrpTotal: 3998,
      subtotal: 2598,
      couponDiscount: 0,
      totalAmount: 2598,
    });
    expect(body.order.orderId).toMatch(/^BB-\d{6}-[A-Z2-9]{5}$/);
    expect(await stockOf(kurta(), 'S')).toBe(8);
  });

  it('applies a coupon (trimmed, any case) and rounds its amount', async () => {
    const res = await order(
      asha,
      payload([{ product: kurta(), size: 'S', quantity: 1 }], { couponCode: '  bindass10 ' }),
    );
    expect(res.statusCode).toBe(201);
    // 10% of ₹1,299 = ₹129.90, rounded to whole rupees: ₹130.
    expect(res.json().order).toMatchObject({
      subtotal: 1299,
      couponDiscount: 130,
      totalAmount: 1169,
      couponCode: 'BINDASS10',
    });
  });

  it.each(['NOPE', 'OLDSALE50', 'ZERO0'])('refuses the coupon %s and places nothing', async (code) => {
    const before = await stockOf(kurta(), 'S');
    const res = await order(asha, payload([{ product: kurta(), size: 'S', quantity: 1 }], { couponCode: code }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid or inactive coupon code');
    expect(await stockOf(kurta(), 'S')).toBe(before);
  });

  it('refuses a sold-out size or more than the stock, with the spec text, taking nothing', async () => {
    await setStock(kurta(), 'L', 1);
    const res = await order(
      asha,
      payload([
        { product: kurta(), size: 'S', quantity: 1 },
        { product: kurta(), size: 'L', quantity: 2 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Some items are out of stock. Please update your cart.');
    expect(await stockOf(kurta(), 'S')).toBe(10);
    expect(await stockOf(kurta(), 'L')).toBe(1);
    const unknown = await order(asha, payload([{ product: kurta(), size: 'XXL', quantity: 1 }]));
    expect(unknown.statusCode).toBe(409);
  });

  it('needs an address, a signed-in customer, and a valid payload', async () => {
    const noAddress = await order(asha, {
      ...payload([{ product: kurta(), size: 'S', quantity: 1 }]),
      shippingAddress: undefined,
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe('Please select a delivery address');
    const anonymous = await a.app.inject({ method: 'POST', url: '/api/orders/create', payload: payload([]) });
    expect(anonymous.statusCode).toBe(401);
    const bad = await order(asha, payload([{ product: kurta(), size: 'S', quantity: 11 }]));
    expect(bad.statusCode).toBe(400);
  });
});

describe('stock under concurrent orders (real PostgreSQL)', () => {
  it('stock N with N + 15 concurrent orders: exactly N placed, 0 left, no 5xx', async () => {
    const N = 5;
    await setStock(jacket(), 'M', N);
    const buyers = await Promise.all(Array.from({ length: 4 }, (_, i) => signUp(a.app, `Buyer ${i}`)));
    const results = await Promise.all(
      Array.from({ length: N + 15 }, (_, i) =>
        order(buyers[i % buyers.length]!, payload([{ product: jacket(), size: 'M', quantity: 1 }])),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(N);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(codes.some((c) => c >= 500)).toBe(false);
    expect(await stockOf(jacket(), 'M')).toBe(0);
  });

  it('two concurrent submits with one idempotency key make one order', async () => {
    await setStock(kurta(), 'S', 10);
    const key = `key-${Date.now()}-concurrent`;
    const body = payload([{ product: kurta(), size: 'S', quantity: 1 }]);
    const [r1, r2, r3] = await Promise.all([order(asha, body, key), order(asha, body, key), order(asha, body, key)]);
    const ids = new Set([r1!, r2!, r3!].map((r) => r.json().order._id));
    expect(ids.size).toBe(1);
    expect([r1!, r2!, r3!].map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await stockOf(kurta(), 'S')).toBe(9);
    const stored = await t.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(stored).toHaveLength(1);
  });

  it('the same key with a different body is a 409', async () => {
    const key = `key-${Date.now()}-different`;
    expect((await order(asha, payload([{ product: kurta(), size: 'S', quantity: 1 }]), key)).statusCode).toBe(201);
    const res = await order(asha, payload([{ product: kurta(), size: 'S', quantity: 2 }]), key);
    expect(res.statusCode).toBe(409);
  });
});

describe('my orders, tracking and cancelling', () => {
  it("lists only the caller's orders, newest first", async () => {
    const mine = await order(ravi, payload([{ product: kurta(), size: 'S', quantity: 1 }]));
    expect(mine.statusCode).toBe(201);
    const res = await a.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: ravi.auth });
    const list = res.json().orders;
    expect(list.every((o: { customer: { _id: string } }) => o.customer._id === ravi.id)).toBe(true);
    expect(list[0]._id).toBe(mine.json().order._id);
    expect(list[0].items[0]).toMatchObject({
      size: 'S',
      quantity: 1,
      product: { name: 'Indigo Block-Print Cotton Kurta', salePrice: 1299 },
    });
  });

  it('another customer cannot see, track or cancel an order (404)', async () => {
    const placed = (await order(asha, payload([{ product: kurta(), size: 'S', quantity: 1 }]))).json().order;
    const seen = (await a.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: ravi.auth })).json()
      .orders;
    expect(seen.map((o: { _id: string }) => o._id)).not.toContain(placed._id);
    const track = await a.app.inject({ method: 'GET', url: `/api/orders/${placed._id}/track`, headers: ravi.auth });
    expect(track.statusCode).toBe(404);
    const cancel = await a.app.inject({ method: 'PUT', url: `/api/orders/${placed._id}/cancel`, headers: ravi.auth });
    expect(cancel.statusCode).toBe(404);
    const still = (await a.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: asha.auth })).json()
      .orders;
    expect(still.find((o: { _id: string }) => o._id === placed._id).status).toBe('processing');
  });

  it("tracks an order: 404 'Tracking information not available.' until it has a tracking URL", async () => {
    const placed = (await order(asha, payload([{ product: kurta(), size: 'S', quantity: 1 }]))).json().order;
    const before = await a.app.inject({ method: 'GET', url: `/api/orders/${placed._id}/track`, headers: asha.auth });
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('Tracking information not available.');
    await a.services.checkout.ship(placed._id, {
      trackingNumber: 'DL123',
      trackingUrl: 'https://track.example.in/DL123',
    });
    const after = await a.app.inject({ method: 'GET', url: `/api/orders/${placed._id}/track`, headers: asha.auth });
    expect(after.json().trackingUrl).toBe('https://track.example.in/DL123');
  });

  it('cancel restores stock exactly once, even when sent twice at once', async () => {
    await setStock(kurta(), 'L', 5);
    const placed = (await order(asha, payload([{ product: kurta(), size: 'L', quantity: 3 }]))).json().order;
    expect(await stockOf(kurta(), 'L')).toBe(2);
    const [c1, c2] = await Promise.all([
      a.app.inject({ method: 'PUT', url: `/api/orders/${placed._id}/cancel`, headers: asha.auth }),
      a.app.inject({ method: 'PUT', url: `/api/orders/${placed._id}/cancel`, headers: asha.auth }),
    ]);
    expect([c1!.statusCode, c2!.statusCode].sort()).toEqual([200, 409]);
    const ok = [c1!, c2!].find((r) => r.statusCode === 200)!.json();
    expect(ok.message).toBe('Order cancelled successfully!');
    expect(ok.order.status).toBe('cancelled');
    expect(await stockOf(kurta(), 'L')).toBe(5);
    const again = await a.app.inject({ method: 'PUT', url: `/api/orders/${placed._id}/cancel`, headers: asha.auth });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(kurta(), 'L')).toBe(5);
  });

  it('a delivered order cannot be cancelled', async () => {
    const placed = (await order(asha, payload([{ product: kurta(), size: 'S', quantity: 1 }]))).json().order;
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, placed._id));
    const res = await a.app.inject({ method: 'PUT', url: `/api/orders/${placed._id}/cancel`, headers: asha.auth });
    expect(res.statusCode).toBe(409);
  });
});

describe('cart quotes', () => {
  it('prices a cart from the database, clamps to stock, reports changes and the coupon', async () => {
    await setStock(kurta(), 'S', 2);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: [
          { product: kurta(), size: 'S', quantity: 3 },
          { product: fx.productIds['Linen Mandarin Collar Shirt']!, size: 'M', quantity: 1 },
          { product: '00000000-0000-4000-8000-000000000000', size: 'M', quantity: 1 },
        ],
        couponCode: 'BINDASS10',
        knownPrices: { [`${kurta()}:S`]: 999 },
      },
    });
    expect(res.statusCode).toBe(200);
    const q = res.json().data;
    expect(q.lines[0]).toMatchObject({ quantity: 2, requestedQuantity: 3, maxQuantity: 2, stock: 2, salePrice: 1299 });
    expect(q.lines[1]).toMatchObject({ quantity: 0, available: false, problem: 'out_of_stock' });
    expect(q.lines[2]).toMatchObject({ available: false, problem: 'unavailable' });
    expect(q.subtotal).toBe(2598);
    expect(q.coupon).toMatchObject({ code: 'BINDASS10', discountPercentage: 10, amount: 260 });
    expect(q.total).toBe(2338);
    expect(q.changes.join(' ')).toContain('changed to ₹1,299');
    const bad = await a.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [], couponCode: 'NOPE' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid or inactive coupon code');
  });
});
