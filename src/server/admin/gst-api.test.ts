/**
 * GST in the admin (issue 12): the owner adds dated rules (not in the past, no duplicates, audited; staff may only
 * read them); a rule from tomorrow leaves today's orders at the old rate and taxes tomorrow's; a month's documents
 * and its GSTR-1 exports from real orders: cash on delivery to Karnataka (the store's state) and Maharashtra, and
 * one to Tamil Nadu that was cancelled (its credit note nets it off).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { indianDate } from '../../shop/dates.ts';
import { financialYear } from '../../shop/gst/documents.ts';
import { gstinCheckCharacter } from '../../shop/gst/gstin.ts';
import { indianMonth } from '../../shop/gst/gstr1.ts';
import { auditLog } from '../audit/tables.ts';
import { products } from '../catalog/tables.ts';
import { createInvoiceService } from '../invoices/service.ts';
import { orderItems, orders } from '../orders/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let owner: TestAdmin;
let staff: TestAdmin;
let asha: TestCustomer;
let ravi: TestCustomer;

const DAY_MS = 86_400_000;
const today = () => indianDate(new Date());
const tomorrow = () => indianDate(new Date(Date.now() + DAY_MS));
const yesterday = () => indianDate(new Date(Date.now() - DAY_MS));
const GSTIN = (() => {
  const first14 = '29ABCDE1234F1Z';
  return first14 + gstinCheckCharacter(first14);
})();

const KARNATAKA = { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001', country: 'India' };
const MAHARASHTRA = {
  street: '4 Hill Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
  country: 'India',
};
const TAMIL_NADU = {
  street: '8 Anna Salai',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600002',
  country: 'India',
};

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  owner = await createAdmin(a.app, a.services, 'owner');
  staff = await createAdmin(a.app, a.services, 'staff');
  asha = await signUp(a.app, 'Asha Verma');
  ravi = await signUp(a.app, 'Ravi Kumar');
  // HSN codes as the editor would set them: a dress is woven (6204), the jacket too (6201).
  await t.db.update(products).set({ hsn: '6204' }).where(eq(products.id, fx.productIds['Floral Tiered Maxi Dress']!));
  await t.db
    .update(products)
    .set({ hsn: '6201' })
    .where(eq(products.id, fx.productIds['Washed Denim Trucker Jacket']!));
  const settings = await a.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { ...owner.auth, origin: 'http://localhost' },
    payload: {
      storeName: 'Bindass',
      supportEmail: 'care@bindass.example',
      supportPhone: '+91 80 4567 8901',
      whatsappNumber: '98450 12345',
      businessHours: '10 AM to 7 PM',
      gstLegalName: 'Bindass Fashions Private Limited',
      gstAddress: '12 MG Road\nBengaluru 560001',
      gstState: 'Karnataka',
      gstin: GSTIN,
    },
  });
  expect(settings.statusCode).toBe(200);
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const api = (who: TestAdmin, method: 'GET' | 'POST', url: string, payload?: object) =>
  a.app.inject({
    method,
    url,
    headers: { ...who.auth, origin: 'http://localhost' },
    ...(payload ? { payload } : {}),
  });

type Line = { product: string; size: string; quantity: number };
const dress = (quantity = 1): Line => ({ product: fx.productIds['Floral Tiered Maxi Dress']!, size: 'S', quantity });
const jacket = (): Line => ({ product: fx.productIds['Washed Denim Trucker Jacket']!, size: 'M', quantity: 1 });

async function placeCod(who: TestCustomer, lines: Line[], shippingAddress: object): Promise<string> {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: who.auth,
    payload: {
      items: lines.map((l) => ({ ...l, price: 1 })),
      shippingAddress,
      paymentMethod: 'cod',
      totalAmount: 1,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order._id;
}

const rule = (extra: object = {}) => ({
  hsnPrefix: '62',
  validFrom: tomorrow(),
  ratePercent: '12',
  thresholdRupees: '',
  rateAbovePercent: '',
  source: 'Test notification',
  ...extra,
});

describe('GST rules', () => {
  it('staff and the owner see the seeded apparel rules', async () => {
    for (const who of [staff, owner]) {
      const res = await api(who, 'GET', '/api/admin/gst/rules');
      expect(res.statusCode).toBe(200);
      const seeded = res.json().rules.filter((r: { validFrom: string }) => r.validFrom === '2025-09-22');
      expect(seeded.map((r: { hsnPrefix: string }) => r.hsnPrefix).sort()).toEqual(['61', '62', '63']);
      expect(seeded[0]).toMatchObject({ thresholdPaise: 250000, rateBps: 500, rateAboveBps: 1800 });
    }
  });

  it('staff cannot add one, nor list or export documents', async () => {
    expect((await api(staff, 'POST', '/api/admin/gst/rules', rule())).statusCode).toBe(403);
    expect((await api(staff, 'GET', `/api/admin/gst/documents?month=${indianMonth(new Date())}`)).statusCode).toBe(403);
    expect((await api(staff, 'GET', `/api/admin/gst/export?month=2026-11&table=b2cs`)).statusCode).toBe(403);
  });

  it('refuses a rule that starts before today, and bad input, field by field', async () => {
    const past = await api(owner, 'POST', '/api/admin/gst/rules', rule({ validFrom: yesterday() }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.validFrom).toMatch(/cannot start before today/);
    const bad = await api(owner, 'POST', '/api/admin/gst/rules', {
      ...rule(),
      hsnPrefix: '6X',
      ratePercent: '30',
      thresholdRupees: '2500',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['hsnPrefix', 'rateAbovePercent', 'ratePercent']);
    const decimals = await api(owner, 'POST', '/api/admin/gst/rules', rule({ ratePercent: '5.125' }));
    expect(decimals.statusCode).toBe(400);
  });

  it('the owner adds a rule from today or later (audited); the same prefix and day again is 409', async () => {
    const res = await api(owner, 'POST', '/api/admin/gst/rules', rule({ hsnPrefix: '6309', validFrom: today() }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().rule).toMatchObject({
      hsnPrefix: '6309',
      validFrom: today(),
      rateBps: 1200,
      thresholdPaise: null,
    });
    const slab = await api(
      owner,
      'POST',
      '/api/admin/gst/rules',
      rule({ hsnPrefix: '6310', thresholdRupees: '1000.50', ratePercent: '5', rateAbovePercent: '12.5' }),
    );
    expect(slab.json().rule).toMatchObject({ thresholdPaise: 100050, rateBps: 500, rateAboveBps: 1250 });
    const again = await api(owner, 'POST', '/api/admin/gst/rules', rule({ hsnPrefix: '6309', validFrom: today() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.validFrom).toMatch(/already exists/);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.json().rule.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'gst_rule.create', actorId: owner.id });
    expect(entries[0]!.changes).toMatchObject({ hsnPrefix: { before: null, after: '6309' }, rateBps: { after: 1200 } });
  });
});

const csv = async (month: string, table: string) => {
  const res = await api(owner, 'GET', `/api/admin/gst/export?month=${month}&table=${table}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="gstr1-${month}-${table}.csv"`);
  expect(res.body.startsWith('\ufeff')).toBe(true);
  return res.body
    .slice(1)
    .split('\r\n')
    .filter((l) => l !== '');
};

describe("a month's documents and GSTR-1 exports", () => {
  const month = indianMonth(new Date());
  const fy = financialYear(new Date());

  it('from COD orders to two states and one cancelled order', async () => {
    // Karnataka (intra-state): 2 dresses at ₹999 (5%) and a jacket at ₹2,799 (over ₹2,500 before tax: 18%).
    await placeCod(asha, [dress(2), jacket()], KARNATAKA);
    // Maharashtra (inter-state): 1 dress.
    await placeCod(ravi, [dress()], MAHARASHTRA);
    // Tamil Nadu: 1 dress, cancelled: an invoice and a credit note for all of it.
    const cancelled = await placeCod(ravi, [dress()], TAMIL_NADU);
    const cancel = await api(owner, 'POST', `/api/admin/orders/${cancelled}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);

    const list = await api(owner, 'GET', `/api/admin/gst/documents?month=${month}`);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.documents.map((d: { number: string; kind: string }) => `${d.kind} ${d.number}`)).toEqual([
      `invoice BB/${fy}/000001`,
      `invoice BB/${fy}/000002`,
      `invoice BB/${fy}/000003`,
      `credit_note CN/${fy}/000001`,
    ]);
    expect(body.documents[1]).toMatchObject({
      placeOfSupply: '27-Maharashtra',
      taxable: 95143,
      tax: 4757,
      total: 99900,
    });
    expect(body.documents[3]).toMatchObject({ against: `BB/${fy}/000003`, orderId: cancelled, title: 'Credit Note' });
    // Net of the credit note: what Karnataka and Maharashtra paid.
    expect(body.totals).toEqual({
      invoices: 3,
      creditNotes: 1,
      taxable: 190286 + 237203 + 95143,
      tax: 2 * 4757 + 2 * 21348 + 4757,
      total: 199800 + 279900 + 99900,
    });

    expect(await csv(month, 'b2cs')).toEqual([
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
      'OE,27-Maharashtra,5,,951.43,,',
      'OE,29-Karnataka,5,,1902.86,,',
      'OE,29-Karnataka,18,,2372.03,,',
      // Tamil Nadu: invoiced and credited in the same month, nothing to report.
    ]);
    // Nothing above ₹1,00,000: only the header.
    expect(await csv(month, 'b2cl')).toEqual([
      'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
    ]);
    expect(await csv(month, 'hsn')).toEqual([
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
      // 6201: the jacket.
      '6201,,PCS-PIECES,1,2798.99,18,2372.03,0.00,213.48,213.48,',
      // 6204: 2 + 1 + 1 dresses less the 1 credited.
      '6204,,PCS-PIECES,3,2997.00,5,2854.29,47.57,47.57,47.57,',
    ]);
    expect(await csv(month, 'docs')).toEqual([
      'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
      `Invoices for outward supply,BB/${fy}/000001,BB/${fy}/000003,3,0`,
      `Credit Note,CN/${fy}/000001,CN/${fy}/000001,1,0`,
    ]);
    const register = await csv(month, 'register');
    expect(register).toHaveLength(5);
    expect(register[0]).toBe(
      'Number,Date,Order number,Kind,Against invoice,Place of supply,Taxable value,CGST,SGST,IGST,Round off,Total',
    );
    expect(register[4]).toMatch(
      new RegExp(
        `^CN/${fy}/000001,\\d{2}-\\w{3}-\\d{4},[^,]+,Credit Note,BB/${fy}/000003,33-Tamil Nadu,-951.43,0.00,0.00,-47.57,0.00,-999.00$`,
      ),
    );
  });

  it('another month is empty; a bad month or table is a 400', async () => {
    expect(await csv('2019-04', 'docs')).toHaveLength(1);
    for (const q of ['month=2026-13&table=b2cs', 'month=2026-11&table=b2b', 'table=b2cs']) {
      const res = await api(owner, 'GET', `/api/admin/gst/export?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('a rule from tomorrow', () => {
  it("leaves today's orders at the old rate and taxes orders placed from tomorrow", async () => {
    const res = await api(owner, 'POST', '/api/admin/gst/rules', rule({ hsnPrefix: '62', ratePercent: '12' }));
    expect(res.statusCode, res.body).toBe(201);

    // Placed today: the seeded rule (5% up to ₹2,500 a piece).
    const todays = await placeCod(asha, [dress()], KARNATAKA);
    const [invoice] = await a.services.invoices.forOrder(todays);
    const view = await a.services.invoices.view(invoice!.id);
    expect(view!.lines.map((l) => l.rateBps)).toEqual([500]);

    // An order placed tomorrow: an online order not paid yet (so not invoiced), invoiced by a service whose clock
    // is a day ahead, with the order's date a day later.
    const session = await a.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: { ...asha.auth, 'idempotency-key': crypto.randomUUID() },
      payload: {
        amount: 1,
        currency: 'INR',
        orderDetails: {
          items: [{ ...dress(), price: 1 }],
          shippingAddress: KARNATAKA,
          paymentMethod: 'razorpay',
          totalAmount: 1,
        },
      },
    });
    expect(session.statusCode, session.body).toBe(201);
    const unpaid = session.json().orderId as string;
    expect(await a.services.invoices.forOrder(unpaid)).toEqual([]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, unpaid));
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, unpaid));
    const tomorrowAt = new Date(row!.createdAt.getTime() + DAY_MS);
    const clockAhead = createInvoiceService({
      db: t.db,
      settings: a.services.settings,
      audit: a.services.audit,
      now: () => tomorrowAt,
    });
    const issued = await t.db.transaction((tx) =>
      clockAhead.issueInvoice(tx, {
        id: row!.id,
        orderNumber: row!.orderNumber,
        createdAt: tomorrowAt,
        totalPaise: row!.totalPaise,
        shippingAddress: row!.shippingAddress,
        lines: items.map((l) => ({
          orderItemId: l.id,
          productName: l.productName,
          size: l.size,
          hsn: l.hsn,
          quantity: l.quantity,
          unitPrice: l.unitPricePaise,
        })),
      }),
    );
    const tomorrows = await a.services.invoices.view(issued.id);
    expect(tomorrows!.lines.map((l) => l.rateBps)).toEqual([1200]);
    // ₹999 at 12%: ₹891.96 taxable (₹999 at 5% was ₹951.43).
    expect(tomorrows!.totals.taxable).toBe(89196);
  });
});
