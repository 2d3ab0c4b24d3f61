/**
 * Online payments end to end through the Razorpay-compatible sandbox (real HTTP on loopback, signed webhooks):
 * pay, fail, forged signatures, wrong amounts, replayed webhooks, refunds on cancel, and held stock released.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { orders } from '../orders/tables.ts';
import { paymentEvents, payments } from './tables.ts';
import { productVariants } from '../catalog/tables.ts';
import { paymentSignature, webhookSignature } from './signatures.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let asha: TestCustomer;
let ravi: TestCustomer;

const address = { street: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016', country: 'India' };

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' }, { listen: true });
  asha = await signUp(a.app, 'Asha Verma');
  ravi = await signUp(a.app, 'Ravi Kumar');
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

const dress = () => fx.productIds['Floral Tiered Maxi Dress']!;

async function stockOfS() {
  const rows = await t.db.select().from(productVariants).where(eq(productVariants.productId, dress()));
  return rows.find((r) => r.size === 'S')!.stock;
}
async function setStockS(n: number) {
  const rows = await t.db.select().from(productVariants).where(eq(productVariants.productId, dress()));
  await t.db
    .update(productVariants)
    .set({ stock: n })
    .where(eq(productVariants.id, rows.find((r) => r.size === 'S')!.id));
}
async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function checkout(who: TestCustomer, quantity = 1, extra: object = {}) {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/payment/create-order',
    headers: { ...who.auth, 'idempotency-key': crypto.randomUUID() },
    payload: {
      amount: 1,
      currency: 'INR',
      orderDetails: {
        items: [{ product: dress(), size: 'S', quantity, price: 1 }],
        shippingAddress: address,
        paymentMethod: 'razorpay',
        totalAmount: 1,
        ...extra,
      },
    },
  });
  return res;
}

/** The sandbox's checkout: what the dialog's Pay / Fail buttons do. */
async function pay(who: TestCustomer, providerOrderId: string, outcome: 'success' | 'fail') {
  return a.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: who.auth,
    payload: { order_id: providerOrderId, outcome },
  });
}

function verify(who: TestCustomer, body: object) {
  return a.app.inject({ method: 'POST', url: '/api/payment/verify-payment', headers: who.auth, payload: body });
}

beforeEach(async () => {
  await a.payments.sandbox!.webhooksSettled();
  // Earlier tests' unpaid orders give their stock back now (a new order would give up the oldest of them and return
  // stock counted before this reset), then every test starts from 6 in size S.
  await a.services.checkout.releaseExpiredHolds(new Date(Date.now() + 24 * 60 * 60_000));
  await setStockS(6);
});

describe('create-order', () => {
  it('prices the order itself, holds the stock and creates the provider order in paise', async () => {
    const res = await checkout(asha, 2, { couponCode: 'BINDASS10' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // 2 x 999 = 1998, less 10% (199.80, rounded to 200) = 1798 rupees = 179800 paise; the client's amount (1) is unused.
    expect(body).toMatchObject({
      success: true,
      amount: 179800,
      currency: 'INR',
      checkoutScript: '/api/payment/sandbox/checkout.js',
    });
    expect(body.id).toMatch(/^order_/);
    expect(body.key).toMatch(/^rzp_test_/);
    const row = await orderRow(body.orderId);
    expect(row).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'pending', totalPaise: 179800 });
    expect(await stockOfS()).toBe(4);
    const [p] = await t.db.select().from(payments).where(eq(payments.orderId, body.orderId));
    expect(p).toMatchObject({ providerOrderId: body.id, amountPaise: 179800, status: 'pending' });
  });

  it('with the same idempotency key returns the same provider order', async () => {
    const key = crypto.randomUUID();
    const send = () =>
      a.app.inject({
        method: 'POST',
        url: '/api/payment/create-order',
        headers: { ...asha.auth, 'idempotency-key': key },
        payload: {
          amount: 999,
          currency: 'INR',
          orderDetails: {
            items: [{ product: dress(), size: 'S', quantity: 1, price: 999 }],
            shippingAddress: address,
            paymentMethod: 'razorpay',
            totalAmount: 999,
          },
        },
      });
    const first = (await send()).json();
    const second = (await send()).json();
    expect(second.id).toBe(first.id);
    expect(second.orderId).toBe(first.orderId);
    expect(await stockOfS()).toBe(5);
  });

  it('refuses another currency', async () => {
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: asha.auth,
      payload: { amount: 1, currency: 'USD', orderDetails: {} },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('paying', () => {
  it("marks the order paid after the checkout's valid signature: 'Payment Successful!'", async () => {
    const session = (await checkout(asha)).json();
    const paid = await pay(asha, session.id, 'success');
    expect(paid.statusCode).toBe(200);
    const res = await verify(asha, { ...paid.json(), orderId: session.orderId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Payment Successful!',
      order: { status: 'processing', paymentStatus: 'paid' },
    });
    expect(await stockOfS()).toBe(5);
    // The signed webhooks that follow change nothing more.
    await a.payments.sandbox!.webhooksSettled();
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    // The order-placed mail goes out once the payment is captured, once.
    await new Promise((r) => setTimeout(r, 200));
    const outbox = await fs.readdir(path.join(a.dataDir, 'outbox'));
    expect(outbox.filter((f) => f.includes(session.orderNumber.toLowerCase()))).toHaveLength(1);
  });

  it('a forged signature marks nothing paid', async () => {
    const session = (await checkout(asha)).json();
    a.payments.sandbox!.setWebhookUrl(null); // only the page's call could mark it paid now
    try {
      const paid = (await pay(asha, session.id, 'success')).json();
      const forged = [
        { ...paid, razorpay_signature: paymentSignature('not-the-secret', session.id, paid.razorpay_payment_id) },
        { ...paid, razorpay_signature: '0'.repeat(64) },
        { ...paid, razorpay_signature: 'zz' },
        { ...paid, razorpay_payment_id: 'pay_other' },
      ];
      for (const body of forged) {
        const res = await verify(asha, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Payment Failed');
      }
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'pending' });
      // Another customer cannot verify it either, even with the real signature.
      expect((await verify(ravi, paid)).statusCode).toBe(400);
      expect(await orderRow(session.orderId)).toMatchObject({ paymentStatus: 'pending' });
    } finally {
      a.payments.sandbox!.setWebhookUrl(`${a.baseUrl}/api/payment/webhook`);
    }
  });

  it("a failed payment answers 'Payment Failed'; the order keeps its stock until the hold ends", async () => {
    const session = (await checkout(asha, 2)).json();
    expect(await stockOfS()).toBe(4);
    const failed = await pay(asha, session.id, 'fail');
    expect(failed.statusCode).toBe(400);
    await a.payments.sandbox!.webhooksSettled();
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'failed' });
    expect(await stockOfS()).toBe(4);
    // The hold's end gives the stock back, once.
    expect(await a.services.checkout.releaseExpiredHolds(new Date(Date.now() + 31 * 60_000))).toBe(1);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed' });
    expect(await stockOfS()).toBe(6);
  });
});

describe('retry payment', () => {
  const retry = (who: TestCustomer, orderId: string) =>
    a.app.inject({ method: 'POST', url: '/api/payment/retry', headers: who.auth, payload: { orderId } });

  it('after a failed attempt, the same order is paid again while it holds its stock', async () => {
    const session = (await checkout(asha, 2)).json();
    expect((await pay(asha, session.id, 'fail')).statusCode).toBe(400);
    await a.payments.sandbox!.webhooksSettled();

    const again = await retry(asha, session.orderId);
    expect(again.statusCode).toBe(201);
    // The same provider order and amount: no second order, no second hold.
    expect(again.json()).toMatchObject({
      success: true,
      id: session.id,
      orderId: session.orderId,
      amount: session.amount,
      orderNumber: session.orderNumber,
    });
    expect(await stockOfS()).toBe(4);

    const paid = (await pay(asha, session.id, 'success')).json();
    const verified = await verify(asha, paid);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().order).toMatchObject({ _id: session.orderId, status: 'processing', paymentStatus: 'paid' });
    await a.payments.sandbox!.webhooksSettled();
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await stockOfS()).toBe(4);
    // Paid now: nothing to retry.
    expect((await retry(asha, session.orderId)).json()).toMatchObject({ success: false, reason: 'already_paid' });
  });

  it('after the hold ends: 409 hold_expired, and the items are released at once (no sweeper needed)', async () => {
    const session = (await checkout(asha, 2)).json();
    expect((await pay(asha, session.id, 'fail')).statusCode).toBe(400);
    await a.payments.sandbox!.webhooksSettled();
    await t.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, session.orderId));

    const res = await retry(asha, session.orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, reason: 'hold_expired' });
    expect(res.json().message).toMatch(/released/);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'payment_failed' });
    expect(await stockOfS()).toBe(6);
    expect((await retry(asha, session.orderId)).json()).toMatchObject({ reason: 'hold_expired' });
    expect(await stockOfS()).toBe(6);
  });

  it("another customer's order is a 404; a cash-on-delivery order is not waiting for a payment", async () => {
    const session = (await checkout(asha, 1)).json();
    expect((await retry(ravi, session.orderId)).statusCode).toBe(404);
    expect((await retry(asha, crypto.randomUUID())).statusCode).toBe(404);
    expect((await retry(asha, 'not-an-id')).statusCode).toBe(404);

    const cod = await a.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: { ...asha.auth, 'idempotency-key': crypto.randomUUID() },
      payload: {
        items: [{ product: dress(), size: 'S', quantity: 1, price: 1 }],
        shippingAddress: address,
        paymentMethod: 'cod',
        totalAmount: 1,
      },
    });
    expect(cod.statusCode).toBe(201);
    const res = await retry(asha, cod.json().order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'invalid_transition' });
  });

  it('answers 400 for a missing order id, 401 when signed out', async () => {
    const missing = await a.app.inject({ method: 'POST', url: '/api/payment/retry', headers: asha.auth, payload: {} });
    expect(missing.statusCode).toBe(400);
    const anon = await a.app.inject({ method: 'POST', url: '/api/payment/retry', payload: { orderId: 'x' } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('webhooks', () => {
  const send = (body: string, signature: string, eventId: string) =>
    a.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });

  it('a webhook delivered three times changes the state once', async () => {
    a.payments.sandbox!.setWebhookUrl(null);
    try {
      const session = (await checkout(asha)).json();
      const body = JSON.stringify({
        event: 'payment.captured',
        payload: {
          payment: { entity: { id: 'pay_hook1', order_id: session.id, amount: session.amount, status: 'captured' } },
        },
      });
      const sig = webhookSignature(a.payments.provider.webhookSecret, body);
      const eventId = `evt_${crypto.randomUUID()}`;
      const results = [];
      for (let i = 0; i < 3; i++) results.push((await send(body, sig, eventId)).json());
      expect(results.map((r) => r.duplicate)).toEqual([false, true, true]);
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
      const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
      expect(events).toHaveLength(1);
    } finally {
      a.payments.sandbox!.setWebhookUrl(`${a.baseUrl}/api/payment/webhook`);
    }
  });

  it('refuses a bad signature and a wrong amount', async () => {
    a.payments.sandbox!.setWebhookUrl(null);
    try {
      const session = (await checkout(asha)).json();
      const body = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_hook2', order_id: session.id, amount: session.amount } } },
      });
      const bad = await send(body, webhookSignature('wrong', body), 'evt_bad');
      expect(bad.statusCode).toBe(401);
      const tampered = body.replace(String(session.amount), '100');
      await send(tampered, webhookSignature(a.payments.provider.webhookSecret, tampered), 'evt_amount');
      expect(await orderRow(session.orderId)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'pending' });
    } finally {
      a.payments.sandbox!.setWebhookUrl(`${a.baseUrl}/api/payment/webhook`);
    }
  });
});

describe('cancel and holds', () => {
  it('cancelling a paid online order restores stock and refunds through the provider', async () => {
    const session = (await checkout(asha, 2)).json();
    const paid = (await pay(asha, session.id, 'success')).json();
    expect((await verify(asha, paid)).statusCode).toBe(200);
    expect(await stockOfS()).toBe(4);
    const res = await a.app.inject({ method: 'PUT', url: `/api/orders/${session.orderId}/cancel`, headers: asha.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOfS()).toBe(6);
    const [p] = await t.db.select().from(payments).where(eq(payments.orderId, session.orderId));
    expect(p).toMatchObject({ status: 'refunded', refundedPaise: session.amount });
    expect(p!.refundId).toMatch(/^rfnd_/);
  });

  it('paying an order cancelled while its dialog was open is refunded, and the answer says so (never success)', async () => {
    const session = (await checkout(asha, 1)).json();
    const cancel = await a.app.inject({
      method: 'PUT',
      url: `/api/orders/${session.orderId}/cancel`,
      headers: asha.auth,
    });
    expect(cancel.statusCode).toBe(200);
    const paid = (await pay(asha, session.id, 'success')).json();
    const res = await verify(asha, paid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: 'conflict', reason: 'payment_refunded' });
    expect(res.json().message).toMatch(/cancelled.*refunded/);
    expect(res.body).not.toContain('Payment Successful');
    await a.payments.sandbox!.webhooksSettled();
    const [p] = await t.db.select().from(payments).where(eq(payments.orderId, session.orderId));
    expect(p!.status).toBe('refunded');
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    // Verifying again answers the same.
    expect((await verify(asha, paid)).json().reason).toBe('payment_refunded');
  });

  it('stock held for an unpaid order comes back after the hold expires, once', async () => {
    const later = new Date(Date.now() + 31 * 60_000);
    await a.services.checkout.releaseExpiredHolds(later); // earlier tests' unpaid orders
    await setStockS(6);
    const session = (await checkout(asha, 3)).json();
    expect(await stockOfS()).toBe(3);
    expect(await a.services.checkout.releaseExpiredHolds(new Date())).toBe(0); // not yet
    expect(await a.services.checkout.releaseExpiredHolds(later)).toBe(1);
    expect(await a.services.checkout.releaseExpiredHolds(later)).toBe(0);
    expect(await stockOfS()).toBe(6);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'payment_failed' });
    // Money that arrives after the hold ended is refunded, not kept, and the answer says so.
    const paid = (await pay(asha, session.id, 'success')).json();
    const answer = await verify(asha, paid);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ success: false, reason: 'payment_refunded' });
    expect(answer.json().message).toMatch(/ran out.*refunded/);
    await a.payments.sandbox!.webhooksSettled();
    const [p] = await t.db.select().from(payments).where(eq(payments.orderId, session.orderId));
    expect(p!.status).toBe('refunded');
    expect(await stockOfS()).toBe(6);
  });
});
