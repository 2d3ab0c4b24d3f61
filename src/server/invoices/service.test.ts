/**
 * GST documents through the real order workflows on PostgreSQL: a receipt while the store has no GSTIN, tax
 * invoices with CGST + SGST or IGST by the delivery state, the slab by value per piece (a coupon can lower it), an
 * online order invoiced only when its payment is captured, credit notes for cancels that add up to the invoice,
 * dated rule changes, immutability, and consecutive numbers under 200 concurrent orders (rolled-back orders take none).
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { saveGstSettings, testGstin } from '../../../tests/support/gst.ts';
import { indianDate } from '../../shop/dates.ts';
import { financialYear } from '../../shop/gst/documents.ts';
import { products, productVariants } from '../catalog/tables.ts';
import { orders } from '../orders/tables.ts';
import { gstRules, taxDocuments } from './tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let asha: TestCustomer;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  asha = await signUp(a.app, 'Asha Verma');
  await t.db
    .update(products)
    .set({ hsn: '6203' })
    .where(eq(products.id, id(JEANS)));
  await t.db
    .update(products)
    .set({ hsn: '6201' })
    .where(eq(products.id, id(JACKET)));
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

const JEANS = 'High-Rise Straight Fit Jeans'; // sale ₹1,499: 5%
const JACKET = 'Washed Denim Trucker Jacket'; // sale ₹2,799: ₹2,665.71 a piece before 5% tax, so 18%
const id = (name: string) => fx.productIds[name]!;

async function stock(name: string, size: string, n: number) {
  await t.db
    .update(productVariants)
    .set({ stock: n })
    .where(sql`${productVariants.productId} = ${id(name)} AND ${productVariants.size} = ${size}`);
}

const PUNE = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' };
const BENGALURU = {
  street: '8 Church Street',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  country: 'India',
};
type Item = { name: string; size: string; quantity?: number };
const items = (list: Item[]) =>
  list.map((i) => ({ product: id(i.name), size: i.size, quantity: i.quantity ?? 1, price: 1 }));

async function cod(
  who: TestCustomer,
  list: Item[],
  opts: { address?: object; couponCode?: string; key?: string } = {},
) {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: { ...who.auth, 'idempotency-key': opts.key ?? crypto.randomUUID() },
    payload: {
      items: items(list),
      shippingAddress: opts.address ?? PUNE,
      paymentMethod: 'cod',
      ...(opts.couponCode ? { couponCode: opts.couponCode } : {}),
    },
  });
  return res;
}

async function placeCod(who: TestCustomer, list: Item[], opts: { address?: object; couponCode?: string } = {}) {
  const res = await cod(who, list, opts);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { _id: string; totalAmount: number };
}

async function docsOf(orderId: string) {
  return a.services.invoices.forOrder(orderId);
}
async function invoiceOf(orderId: string) {
  const [summary] = (await docsOf(orderId)).filter((d) => d.kind === 'invoice');
  expect(summary).toBeDefined();
  return (await a.services.invoices.view(summary!.id))!;
}

describe('a store without a GSTIN', () => {
  it('issues an order receipt, not a tax invoice: no GSTIN, no tax, the total paid', async () => {
    await stock(JEANS, '30', 50);
    const order = await placeCod(asha, [{ name: JEANS, size: '30' }]);
    const doc = await invoiceOf(order._id);
    expect(doc.taxInvoice).toBe(false);
    expect(doc.number).toBe(`RC/${financialYear(new Date())}/000001`);
    expect(doc.supplier.gstin).toBeNull();
    expect(doc.totals).toMatchObject({ cgst: 0, sgst: 0, igst: 0, total: 149_900, taxable: 149_900 });
  });
});

describe('a registered store (GSTIN in Maharashtra)', () => {
  beforeAll(async () => {
    await saveGstSettings(a.services, { state: 'Maharashtra' });
    await stock(JEANS, '30', 500);
    await stock(JACKET, 'L', 500);
  });

  it('within the state: CGST + SGST at half the rate each, the slab by the value per piece, totals = paid', async () => {
    const order = await placeCod(asha, [
      { name: JEANS, size: '30', quantity: 2 },
      { name: JACKET, size: 'L' },
    ]);
    const doc = await invoiceOf(order._id);
    expect(doc.taxInvoice).toBe(true);
    expect(doc.number).toBe(`BB/${financialYear(new Date())}/000001`);
    expect(doc.supplier).toMatchObject({ gstin: testGstin('Maharashtra'), stateCode: '27' });
    expect(doc.placeOfSupply).toEqual({ state: 'Maharashtra', stateCode: '27' });
    expect(doc.intraState).toBe(true);
    const jeans = doc.lines.find((l) => l.hsn === '6203');
    const jacket = doc.lines.find((l) => l.hsn === '6201');
    // ₹2,998 for two pieces at 5%: 299800 × 100/105 = 285523.8 -> 285524; tax 14276 split 7138 + 7138.
    expect(jeans).toMatchObject({ hsn: '6203', quantity: 2, unit: 'PCS', value: 299_800, rateBps: 500 });
    expect(jeans).toMatchObject({ taxable: 285_524, cgst: 7_138, sgst: 7_138, igst: 0 });
    // ₹2,799 at 18%: 279900 × 100/118 = 237203.4 -> 237203; 21348.27 -> 21348 each.
    expect(jacket).toMatchObject({ value: 279_900, rateBps: 1800, taxable: 237_203, cgst: 21_348, sgst: 21_348 });
    // 579700 - (522727 + 56992) = 1 paisa of rounding, shown as its own line.
    expect(doc.totals).toEqual({ taxable: 522_727, cgst: 28_486, sgst: 28_486, igst: 0, roundOff: 1, total: 579_700 });
    expect(doc.totals.total).toBe(order.totalAmount * 100);
  });

  it('to another state: IGST at the full rate, place of supply is the delivery state', async () => {
    const order = await placeCod(asha, [{ name: JEANS, size: '30' }], { address: BENGALURU });
    const doc = await invoiceOf(order._id);
    expect(doc.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(doc.intraState).toBe(false);
    expect(doc.lines[0]).toMatchObject({ taxable: 142_762, cgst: 0, sgst: 0, igst: 7_138, rateBps: 500 });
    expect(doc.totals).toMatchObject({ roundOff: 0, total: 149_900 });
  });

  it('a coupon pulls the ₹2,799 jacket under ₹2,500 a piece: 5%, on what the customer pays', async () => {
    const priya = await signUp(a.app, 'Priya Nair');
    const order = await placeCod(priya, [{ name: JACKET, size: 'L' }], { couponCode: 'BINDASS10' });
    const doc = await invoiceOf(order._id);
    expect(doc.lines[0]!.value).toBe(order.totalAmount * 100);
    expect(doc.lines[0]!.value).toBeLessThan(279_900);
    expect(doc.lines[0]!.rateBps).toBe(500);
  });

  it('an online order is invoiced when its payment is captured, not before', async () => {
    const session = (
      await a.app.inject({
        method: 'POST',
        url: '/api/payment/create-order',
        headers: { ...asha.auth, 'idempotency-key': crypto.randomUUID() },
        payload: {
          amount: 1,
          currency: 'INR',
          orderDetails: {
            items: items([{ name: JACKET, size: 'L' }]),
            shippingAddress: BENGALURU,
            paymentMethod: 'razorpay',
            totalAmount: 1,
          },
        },
      })
    ).json();
    expect(await docsOf(session.orderId)).toEqual([]);
    const paid = await a.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers: asha.auth,
      payload: { order_id: session.id, outcome: 'success' },
    });
    const verified = await a.app.inject({
      method: 'POST',
      url: '/api/payment/verify-payment',
      headers: asha.auth,
      payload: paid.json(),
    });
    expect(verified.statusCode).toBe(200);
    const doc = await invoiceOf(session.orderId);
    expect(doc).toMatchObject({ taxInvoice: true, intraState: false });
    expect(doc.lines[0]).toMatchObject({ rateBps: 1800, igst: 42_697, taxable: 237_203 });
    // A repeated capture (webhook after the handler) issues nothing more.
    await a.services.checkout.capturePayment(session.id, paid.json().razorpay_payment_id, session.amount);
    expect(await docsOf(session.orderId)).toHaveLength(1);
  });

  it('cancelling part of a line, then the order: credit notes against the invoice that add up to it exactly', async () => {
    const order = await placeCod(asha, [
      { name: JEANS, size: '30', quantity: 3 },
      { name: JACKET, size: 'L' },
    ]);
    const invoice = await invoiceOf(order._id);
    const jeansLine = (await a.services.orders.lines(t.db, order._id)).find((l) => l.productId === id(JEANS));
    const part = await a.services.checkout.cancelLine(order._id, jeansLine!.id, { quantity: 1 });
    expect(part.orderCancelled).toBe(false);
    await a.services.checkout.cancelAndRefund(order._id);
    const docs = await docsOf(order._id);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'credit_note']);
    const notes = await Promise.all(docs.slice(1).map((d) => a.services.invoices.view(d.id)));
    const [first, rest] = notes as [NonNullable<(typeof notes)[0]>, NonNullable<(typeof notes)[0]>];
    expect(first.number).toMatch(/^CN\//);
    expect(first.against).toMatchObject({ id: invoice.id, number: invoice.number });
    expect(first.reason).toBe('Line cancelled');
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0]).toMatchObject({ hsn: '6203', quantity: 1, rateBps: 500 });
    expect(first.totals.total).toBe(149_900);
    expect(rest.reason).toBe('Order cancelled');
    for (const k of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const) {
      expect(first.totals[k] + rest.totals[k]).toBe(invoice.totals[k]);
    }
    // The invoice itself is unchanged.
    expect(await a.services.invoices.view(invoice.id)).toEqual(invoice);
  });

  it('issued documents cannot be changed or deleted (a credit note is the only correction)', async () => {
    const [doc] = await t.db.select().from(taxDocuments).limit(1);
    await expect(
      t.db
        .update(taxDocuments)
        .set({ totalPaise: 1 as never })
        .where(eq(taxDocuments.id, doc!.id)),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/cannot be changed/) } });
    await expect(t.db.delete(taxDocuments).where(eq(taxDocuments.id, doc!.id))).rejects.toBeDefined();
  });

  it('a rule change applies from its valid_from: an order placed before keeps the old rate', async () => {
    // An online order placed "yesterday" and paid today is taxed by yesterday's rules.
    const session = (
      await a.app.inject({
        method: 'POST',
        url: '/api/payment/create-order',
        headers: { ...asha.auth, 'idempotency-key': crypto.randomUUID() },
        payload: {
          amount: 1,
          currency: 'INR',
          orderDetails: {
            items: items([{ name: JEANS, size: '30' }]),
            shippingAddress: PUNE,
            paymentMethod: 'razorpay',
            totalAmount: 1,
          },
        },
      })
    ).json();
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, session.orderId));
    const today = indianDate(new Date());
    await t.db.insert(gstRules).values({
      hsnPrefix: '6203',
      validFrom: today,
      thresholdPaise: null,
      rateBps: 1200,
      rateAboveBps: null,
      source: 'test',
    });
    try {
      const paid = await a.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/pay',
        headers: asha.auth,
        payload: { order_id: session.id, outcome: 'success' },
      });
      await a.app.inject({
        method: 'POST',
        url: '/api/payment/verify-payment',
        headers: asha.auth,
        payload: paid.json(),
      });
      expect((await invoiceOf(session.orderId)).lines[0]!.rateBps).toBe(500);
      const now = await placeCod(asha, [{ name: JEANS, size: '30' }]);
      expect((await invoiceOf(now._id)).lines[0]!.rateBps).toBe(1200);
    } finally {
      await t.db.delete(gstRules).where(eq(gstRules.source, 'test'));
    }
  });

  it('refuses an order whose goods no GST rule covers, and takes no number for it', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(taxDocuments);
    await t.db
      .update(products)
      .set({ hsn: '4202' })
      .where(eq(products.id, id(JACKET)));
    try {
      const res = await cod(asha, [{ name: JACKET, size: 'L' }]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, reason: 'gst_rule_missing' });
      expect(await a.services.invoices.coveredHsn('4202')).toBe(false);
      expect(await a.services.invoices.coveredHsn('6211')).toBe(true);
    } finally {
      await t.db
        .update(products)
        .set({ hsn: '6201' })
        .where(eq(products.id, id(JACKET)));
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(taxDocuments);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('numbering under concurrency', () => {
  it('200 orders at once (and 20 refused for stock) get 200 consecutive invoice numbers, no gaps, no duplicates', async () => {
    await saveGstSettings(a.services, { state: 'Maharashtra' });
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => signUp(a.app, `Buyer ${i}`)));
    await stock(JEANS, '30', 1000);
    await stock(JEANS, '32', 0);
    const fy = financialYear(new Date());
    const [counter] = await t.db
      .execute<{ last: number }>(sql`SELECT last FROM document_counters WHERE series = 'BB' AND financial_year = ${fy}`)
      .then((r) => r.rows);
    const start = counter?.last ?? 0;
    // All at once: on a busy machine some wait longer for a database connection than the pool allows and get 503
    // 'unavailable'; they try again with the same Idempotency-Key, as the store's checkout does, so an order stored
    // before the 503 is answered, not placed twice.
    const attempt = async (i: number): Promise<number | string> => {
      const key = crypto.randomUUID();
      for (let tries = 0; ; tries++) {
        const res = await cod(buyers[i % 20]!, [{ name: JEANS, size: i % 11 === 10 ? '32' : '30' }], { key });
        if (res.statusCode === 503 && tries < 10) {
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        if (res.statusCode === 200 || res.statusCode === 201) return 201; // 200: the replay of a stored order
        return res.statusCode === 409 ? 409 : res.body;
      }
    };
    const results = await Promise.all(Array.from({ length: 220 }, (_, i) => attempt(i)));
    expect(results.filter((s) => typeof s === 'string')).toEqual([]);
    expect(results.filter((s) => s === 201)).toHaveLength(200);
    expect(results.filter((s) => s === 409)).toHaveLength(20);
    const issued = await t.db
      .select({ sequence: taxDocuments.sequence, number: taxDocuments.number })
      .from(taxDocuments)
      .where(
        sql`${taxDocuments.series} = 'BB' AND ${taxDocuments.financialYear} = ${fy} AND ${taxDocuments.sequence} > ${start}`,
      );
    const sequences = issued.map((d) => d.sequence).sort((x, y) => x - y);
    expect(sequences).toEqual(Array.from({ length: 200 }, (_, i) => start + i + 1));
    expect(new Set(issued.map((d) => d.number)).size).toBe(200);
  }, 120_000);
});
