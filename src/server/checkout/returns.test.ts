/**
 * Returns, exchanges and store credit through the workflows on a real PostgreSQL and the payment sandbox: the one
 * eligibility rule refuses with clear messages (window, category, final sale, customised, sale price), a refund is
 * the line's pieces with their coupon share to the paisa and happens once, a credit note is issued, store credit is
 * never overspent by concurrent orders, and an exchange holds its new size's stock until it is rejected.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { outboxMessages } from '../../../tests/support/outbox.ts';
import { paise } from '../../shop/money.ts';
import type { ReturnResponse } from '../../shop/returns-input.ts';
import { RETURN_MESSAGES } from '../../shop/returns.ts';
import { categories, products, productVariants } from '../catalog/tables.ts';
import { orders } from '../orders/tables.ts';
import { payments } from '../payments/tables.ts';
import { storeCreditAccounts } from '../wallet/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let asha: TestCustomer;
let ravi: TestCustomer;

const address = { street: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016', country: 'India' };
const dress = () => fx.productIds['Floral Tiered Maxi Dress']!;
const jeans = () => fx.productIds['High-Rise Straight Fit Jeans']!;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' }, { listen: true });
  asha = await signUp(a.app, 'Asha Verma');
  ravi = await signUp(a.app, 'Ravi Kumar');
  // The dress sells at its full price (₹999): a line bought at a sale price is not returnable.
  await t.db
    .update(products)
    .set({ mrpPaise: paise(99900), salePaise: paise(99900) })
    .where(eq(products.id, dress()));
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

async function setStock(productId: string, size: string, stock: number) {
  await t.db
    .update(productVariants)
    .set({ stock })
    .where(sql`${productVariants.productId} = ${productId} AND ${productVariants.size} = ${size}`);
}
async function stockOf(productId: string, size: string) {
  const [row] = await t.db
    .select()
    .from(productVariants)
    .where(sql`${productVariants.productId} = ${productId} AND ${productVariants.size} = ${size}`);
  return row!.stock;
}

async function delivered(orderId: string) {
  await a.services.checkout.ship(orderId, { courier: 'Delhivery', trackingNumber: 'DL1' });
  await a.services.checkout.deliver(orderId);
}

/** A cash-on-delivery order, delivered now. */
async function codDelivered(who: TestCustomer, product: string, size: string, quantity = 1, extra: object = {}) {
  await setStock(product, size, 10);
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: who.auth,
    payload: {
      items: [{ product, size, quantity, price: 1 }],
      shippingAddress: address,
      paymentMethod: 'cod',
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  const order = res.json().order as { _id: string; orderId: string; items: Array<{ _id: string }> };
  await delivered(order._id);
  return { id: order._id, itemId: order.items[0]!._id };
}

/** An online order paid through the sandbox, delivered now. */
async function onlineDelivered(who: TestCustomer, quantity: number, couponCode?: string, extra: object = {}) {
  await setStock(dress(), 'S', 10);
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
        ...(couponCode ? { couponCode } : {}),
        ...extra,
      },
    },
  });
  expect(res.statusCode).toBe(201);
  const session = res.json() as { id: string; orderId: string };
  const paid = await a.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: who.auth,
    payload: { order_id: session.id, outcome: 'success' },
  });
  expect(paid.statusCode).toBe(200);
  await a.payments.sandbox!.webhooksSettled();
  const [row] = await t.db.select().from(orders).where(eq(orders.id, session.orderId));
  expect(row!.paymentStatus).toBe('paid');
  await delivered(session.orderId);
  const order = await a.services.orders.getById(session.orderId);
  return { id: session.orderId, itemId: order!.items[0]!._id, totalPaise: row!.totalPaise };
}

const ask = (who: TestCustomer, orderId: string, body: object) =>
  a.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers: who.auth, payload: body });
const returnOf = (itemId: string, extra: object = {}) => ({
  orderItemId: itemId,
  kind: 'return',
  quantity: 1,
  reason: 'size_too_small',
  ...extra,
});

describe('eligibility: one rule, clear refusals', () => {
  it('refuses a return after the 5-day window, and before delivery', async () => {
    const o = await codDelivered(asha, dress(), 'S');
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 6 * 24 * 60 * 60_000) })
      .where(eq(orders.id, o.id));
    const res = await ask(asha, o.id, returnOf(o.itemId));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'return_window_closed', message: RETURN_MESSAGES.windowClosed });
  });

  it('refuses an item of a category that takes no returns, a final-sale and a customised product', async () => {
    const o = await codDelivered(asha, dress(), 'S');
    const [p] = await t.db.select().from(products).where(eq(products.id, dress()));
    await t.db.update(categories).set({ returnable: false }).where(eq(categories.id, p!.categoryId));
    let res = await ask(asha, o.id, returnOf(o.itemId));
    await t.db.update(categories).set({ returnable: true }).where(eq(categories.id, p!.categoryId));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'not_returnable', message: RETURN_MESSAGES.category });

    await t.db.update(products).set({ finalSale: true }).where(eq(products.id, dress()));
    res = await ask(asha, o.id, returnOf(o.itemId));
    await t.db.update(products).set({ finalSale: false }).where(eq(products.id, dress()));
    expect(res.json()).toMatchObject({ reason: 'not_returnable', message: RETURN_MESSAGES.finalSale });

    await t.db.update(products).set({ customised: true }).where(eq(products.id, dress()));
    res = await ask(asha, o.id, returnOf(o.itemId));
    await t.db.update(products).set({ customised: false }).where(eq(products.id, dress()));
    expect(res.json()).toMatchObject({ reason: 'not_returnable', message: RETURN_MESSAGES.customised });
  });

  it('refuses a line bought at a sale price (below its MRP)', async () => {
    const o = await codDelivered(asha, jeans(), '30');
    const res = await ask(asha, o.id, returnOf(o.itemId));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'not_returnable', message: RETURN_MESSAGES.sale });
    // The order page shows the same verdict per line.
    const page = await a.app.inject({ method: 'GET', url: `/api/orders/${o.id}/returns`, headers: asha.auth });
    expect(page.json().lines[0]).toMatchObject({ eligible: false, message: RETURN_MESSAGES.sale });
  });

  it('refuses more pieces than bought, a second request for the same pieces, and another customer', async () => {
    const o = await codDelivered(asha, dress(), 'S', 2);
    let res = await ask(asha, o.id, returnOf(o.itemId, { quantity: 3 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.quantity).toBe(RETURN_MESSAGES.quantity(2));
    expect((await ask(asha, o.id, returnOf(o.itemId, { quantity: 2 }))).statusCode).toBe(201);
    res = await ask(asha, o.id, returnOf(o.itemId));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'return_already_requested', message: RETURN_MESSAGES.alreadyRequested });
    expect((await ask(ravi, o.id, returnOf(o.itemId))).statusCode).toBe(404);
  });

  it('answers 400 for a bad reason, kind or a missing exchange size, never 5xx', async () => {
    const o = await codDelivered(asha, dress(), 'S');
    for (const body of [
      returnOf(o.itemId, { reason: 'bored' }),
      returnOf(o.itemId, { kind: 'swap' }),
      returnOf(o.itemId, { kind: 'exchange' }),
      returnOf('not-a-uuid'),
      returnOf(o.itemId, { photos: ['../../etc/passwd'] }),
    ]) {
      expect((await ask(asha, o.id, body)).statusCode).toBe(400);
    }
    expect((await ask(asha, o.id, returnOf(o.itemId, { refundMethod: 'original_payment' }))).statusCode).toBe(400);
  });
});

describe('refund to the original payment', () => {
  it('refunds the line with its coupon share, exactly and once, with a credit note', async () => {
    // 2 x ₹999 = ₹1,998 less 10% (₹199.80, rounded to ₹200) = ₹1,798. One piece kept: ₹999 less ₹100 = ₹899.
    const o = await onlineDelivered(asha, 2, 'BINDASS10');
    expect(o.totalPaise).toBe(179800);
    const res = await ask(asha, o.id, returnOf(o.itemId, { reason: 'damaged' }));
    expect(res.statusCode).toBe(201);
    const id = res.json().return._id as string;
    expect(res.json().return).toMatchObject({ status: 'requested', refundMethod: 'original_payment' });

    const { returns } = a.services.checkout;
    await expect(returns.refundReturn(id)).rejects.toMatchObject({ reason: 'invalid_transition' });
    await returns.approve(id);
    await returns.recordPickup(id, { courier: 'Delhivery', trackingNumber: 'RV123' });
    await returns.markReceived(id);
    const [first, again] = [await returns.refundReturn(id), await returns.refundReturn(id)];
    expect(first).toMatchObject({ status: 'refunded', refundAmount: 899 });
    expect(again).toMatchObject({ status: 'refunded', refundAmount: 899 });
    // Two more at once change nothing either.
    await Promise.all([returns.refundReturn(id), returns.refundReturn(id)]);
    const [p] = await t.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(p!.refundedPaise).toBe(89900);

    const docs = await a.services.invoices.forOrder(o.id);
    const notes = docs.filter((d) => d.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.total).toBe(89900);
    expect(first.creditNoteId).toBe(notes[0]!.id);

    // The second piece refunds the rest of what was paid for the goods: ₹1,798 - ₹899 = ₹899.
    const second = (await ask(asha, o.id, returnOf(o.itemId))).json().return._id as string;
    await returns.approve(second);
    await returns.recordPickup(second, { courier: 'Delhivery', trackingNumber: 'RV124' });
    await returns.markReceived(second);
    expect(await returns.refundReturn(second)).toMatchObject({ refundAmount: 899 });
    const [after] = await t.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(after!.refundedPaise).toBe(179800);
  });
});

describe('store credit', () => {
  it('credits a cash-on-delivery return, spends it at checkout and never goes negative under 10 concurrent orders', async () => {
    const o = await codDelivered(ravi, dress(), 'S');
    const id = (await ask(ravi, o.id, returnOf(o.itemId))).json().return._id as string;
    const { returns } = a.services.checkout;
    await returns.approve(id);
    await returns.recordPickup(id, { courier: 'Delhivery', trackingNumber: 'RV9' });
    await returns.markReceived(id);
    expect(await returns.refundReturn(id)).toMatchObject({ status: 'credited', refundAmount: 999 });
    expect(await returns.refundReturn(id)).toMatchObject({ status: 'credited', refundAmount: 999 });
    expect(await a.services.wallet.balance(ravi.id)).toBe(99900);
    expect((await a.services.invoices.forOrder(o.id)).filter((d) => d.kind === 'credit_note')).toHaveLength(1);

    // Ten orders at once, each applying the balance: ₹999 of credit is spent once in all, never more.
    await setStock(jeans(), '30', 50);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        a.app.inject({
          method: 'POST',
          url: '/api/orders/create',
          headers: ravi.auth,
          payload: {
            items: [{ product: jeans(), size: '30', quantity: 1, price: 1 }],
            shippingAddress: address,
            paymentMethod: 'cod',
            useStoreCredit: true,
          },
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    const used = results.map((r) => r.json().order.storeCredit as number);
    expect(used.reduce((s, n) => s + n, 0)).toBe(999);
    const [account] = await t.db.select().from(storeCreditAccounts).where(eq(storeCreditAccounts.userId, ravi.id));
    expect(account!.balancePaise).toBe(0);

    // A cancelled order gives its credit back, once.
    const withCredit = results.find((r) => r.json().order.storeCredit > 0)!.json().order._id as string;
    await a.services.checkout.cancelAndRefund(withCredit);
    await expect(a.services.checkout.cancelAndRefund(withCredit)).rejects.toBeTruthy();
    expect(await a.services.wallet.balance(ravi.id)).toBe(99900);
  });

  it('the balance row refuses concurrent spends beyond the balance (conditional update)', async () => {
    // ₹999 on the wallet; ten spends of ₹300 race on ten orders: exactly three succeed.
    const ids = (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, ravi.id)).limit(10)).map(
      (r) => r.id,
    );
    expect(ids.length).toBe(10);
    const wallet = a.services.wallet;
    const outcomes = await Promise.all(
      ids.map((orderId) =>
        t.db
          .transaction(async (tx) => {
            if (!(await wallet.spendOnOrder(tx, ravi.id, orderId, paise(30000)))) throw new Error('short');
            return true;
          })
          .catch(() => false),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(3);
    expect(await wallet.balance(ravi.id)).toBe(99900 - 3 * 30000);
  });
});

describe('a return of an order paid partly with store credit', () => {
  it('refunds the online part through the provider and gives the rest back as credit', async () => {
    // Ravi has ₹99 of credit left (the tests above): the ₹999 dress takes it, ₹900 is paid online.
    expect(await a.services.wallet.balance(ravi.id)).toBe(9900);
    const o = await onlineDelivered(ravi, 1, undefined, { useStoreCredit: true });
    const [p0] = await t.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(p0!.amountPaise).toBe(90000);
    expect(await a.services.wallet.balance(ravi.id)).toBe(0);

    const id = (await ask(ravi, o.id, returnOf(o.itemId))).json().return._id as string;
    const { returns } = a.services.checkout;
    await returns.approve(id);
    await returns.recordPickup(id, { courier: 'Delhivery', trackingNumber: 'RV77' });
    await returns.markReceived(id);
    expect(await returns.refundReturn(id, { method: 'original_payment' })).toMatchObject({
      status: 'refunded',
      refundAmount: 999,
    });
    const [p1] = await t.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(p1!.refundedPaise).toBe(90000);
    expect(await a.services.wallet.balance(ravi.id)).toBe(9900);
  });
});

describe('size exchange', () => {
  it('holds the new size at approval as a linked ₹0 order and gives it back when rejected', async () => {
    const o = await codDelivered(asha, dress(), 'S');
    await setStock(dress(), 'XS', 2);
    const res = await ask(asha, o.id, returnOf(o.itemId, { kind: 'exchange', exchangeSize: 'XS' }));
    expect(res.statusCode).toBe(201);
    const id = res.json().return._id as string;
    const { returns } = a.services.checkout;
    const approved = await returns.approve(id);
    expect(await stockOf(dress(), 'XS')).toBe(1);
    const exchange = await a.services.orders.getById(approved.exchangeOrderId!);
    expect(exchange).toMatchObject({ status: 'processing', totalAmount: 0, paymentStatus: 'paid' });
    expect(exchange!.items[0]).toMatchObject({ size: 'XS', quantity: 1 });

    const rejected = await returns.reject(id, { note: 'Tags were removed' });
    expect(rejected).toMatchObject({ status: 'rejected', storeNote: 'Tags were removed' });
    expect(await stockOf(dress(), 'XS')).toBe(2);
    expect((await a.services.orders.getById(approved.exchangeOrderId!))!.status).toBe('cancelled');
    // A second rejection changes nothing (stock given back once).
    await returns.reject(id, { note: 'again' });
    expect(await stockOf(dress(), 'XS')).toBe(2);
  });

  it('refuses an exchange to a sold-out size', async () => {
    const o = await codDelivered(asha, dress(), 'S');
    await setStock(dress(), 'XS', 0);
    const res = await ask(asha, o.id, returnOf(o.itemId, { kind: 'exchange', exchangeSize: 'XS' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('out_of_stock');
  });
});

describe("the customer's mails: exactly one per step", () => {
  /**
   * The mails of one of Asha's requests (its number is in every subject) are exactly one per step given, and
   * nothing more: each to her by name, with the subject of its step, a line of its step's text, the item and the
   * link to its order's page. `steps` maps each subject to that line.
   */
  async function expectStepMails(r: ReturnResponse, steps: Record<string, string>) {
    await a.jobsDone();
    const mails = (await outboxMessages(a.dataDir)).filter((m) => m.subject.includes(r.number));
    expect(mails.map((m) => m.subject).sort()).toEqual(Object.keys(steps).sort());
    for (const [subject, line] of Object.entries(steps)) {
      const mail = mails.find((m) => m.subject === subject)!;
      expect(mail.to).toBe(asha.email);
      expect(mail.text).toContain('Hi Asha Verma,');
      expect(mail.text).toContain(line);
      expect(mail.text).toContain(`${r.quantity} x ${r.productName} (size ${r.size})`);
      expect(mail.text).toContain(`/order/${r.orderId}/returns`);
    }
  }
  const requested = (r: ReturnResponse) => ({
    [`We received your ${r.kind === 'exchange' ? 'size exchange' : 'return'} request ${r.number}`]: `from order ${r.orderNumber}.`,
  });
  const throughReceived = (r: ReturnResponse, tracking: string) => ({
    ...requested(r),
    [`Your request ${r.number} is approved`]: 'Our courier partner will pick the item up',
    [`Pickup scheduled for ${r.number}`]: `is with Delhivery (tracking number ${tracking})`,
    [`We received your returned item (${r.number})`]:
      r.kind === 'exchange' ? 'Your new size ships shortly.' : 'Your refund is on its way.',
  });

  it('a return refunded to the original payment: requested, approved, picked up, received, refunded', async () => {
    const o = await onlineDelivered(asha, 1);
    const r = (await ask(asha, o.id, returnOf(o.itemId))).json().return as ReturnResponse;
    const { returns } = a.services.checkout;
    // Repeated clicks change nothing and mail nothing more.
    await returns.approve(r._id);
    await returns.approve(r._id);
    await returns.recordPickup(r._id, { courier: 'Delhivery', trackingNumber: 'RM1' });
    await returns.markReceived(r._id);
    expect(await returns.refundReturn(r._id)).toMatchObject({ status: 'refunded', refundAmount: 999 });
    await returns.refundReturn(r._id);
    await expectStepMails(r, {
      ...throughReceived(r, 'RM1'),
      [`Refund of ₹999 for ${r.number}`]:
        'We refunded ₹999 for 1 x Floral Tiered Maxi Dress (size S) to your original payment method.',
    });
  });

  it('a cash-on-delivery return: requested, approved, picked up, received, credited', async () => {
    const o = await codDelivered(asha, dress(), 'S');
    const r = (await ask(asha, o.id, returnOf(o.itemId))).json().return as ReturnResponse;
    const { returns } = a.services.checkout;
    await returns.approve(r._id);
    await returns.recordPickup(r._id, { courier: 'Delhivery', trackingNumber: 'RM2' });
    await returns.markReceived(r._id);
    expect(await returns.refundReturn(r._id)).toMatchObject({ status: 'credited', refundAmount: 999 });
    await returns.refundReturn(r._id);
    await expectStepMails(r, {
      ...throughReceived(r, 'RM2'),
      [`₹999 store credit for ${r.number}`]: 'We added ₹999 to your store credit',
    });
  });

  it('a rejected return: requested, rejected (with the reason)', async () => {
    const o = await codDelivered(asha, dress(), 'S');
    const r = (await ask(asha, o.id, returnOf(o.itemId))).json().return as ReturnResponse;
    await a.services.checkout.returns.reject(r._id, { note: 'Worn and washed' });
    await a.services.checkout.returns.reject(r._id, { note: 'again' });
    await expectStepMails(r, {
      ...requested(r),
      [`Your request ${r.number} could not be accepted`]: 'Reason: Worn and washed',
    });
  });

  it('a request the customer withdraws: requested, cancelled', async () => {
    const o = await codDelivered(asha, dress(), 'S');
    const r = (await ask(asha, o.id, returnOf(o.itemId))).json().return as ReturnResponse;
    const cancel = () => a.app.inject({ method: 'PUT', url: `/api/returns/${r._id}/cancel`, headers: asha.auth });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    await expectStepMails(r, {
      ...requested(r),
      [`Your request ${r.number} is cancelled`]: 'is cancelled, as you asked.',
    });
  });

  it('a size exchange: requested, approved, picked up, received, completed', async () => {
    const o = await codDelivered(asha, dress(), 'S');
    await setStock(dress(), 'XS', 2);
    const r = (await ask(asha, o.id, returnOf(o.itemId, { kind: 'exchange', exchangeSize: 'XS' }))).json()
      .return as ReturnResponse;
    const { returns } = a.services.checkout;
    await returns.approve(r._id);
    await returns.recordPickup(r._id, { courier: 'Delhivery', trackingNumber: 'RM3' });
    await returns.recordPickup(r._id, { courier: 'Delhivery', trackingNumber: 'RM3' });
    await returns.markReceived(r._id);
    expect(await returns.completeExchange(r._id)).toMatchObject({ status: 'completed' });
    await returns.completeExchange(r._id);
    await expectStepMails(r, {
      ...throughReceived(r, 'RM3'),
      [`Your exchange ${r.number} is complete`]:
        'exchanged for size XS is complete: the new size ships as its own order (₹0).',
    });
  });

  it('an approved exchange the store rejects: requested, approved, rejected', async () => {
    const o = await codDelivered(asha, dress(), 'S');
    await setStock(dress(), 'XS', 2);
    const r = (await ask(asha, o.id, returnOf(o.itemId, { kind: 'exchange', exchangeSize: 'XS' }))).json()
      .return as ReturnResponse;
    await a.services.checkout.returns.approve(r._id, { note: 'Pickup in 2 days' });
    await a.services.checkout.returns.reject(r._id, { note: 'Tags were removed' });
    await expectStepMails(r, {
      ...requested(r),
      [`Your request ${r.number} is approved`]: 'Note from the store: Pickup in 2 days',
      [`Your request ${r.number} could not be accepted`]: 'Reason: Tags were removed',
    });
  });
});
