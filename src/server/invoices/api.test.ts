/**
 * GST documents downloaded through the API (issue 12), from real orders on PostgreSQL: an order receipt while the
 * store has no GSTIN, then (GSTIN in Maharashtra) a cash-on-delivery tax invoice to Pune (CGST + SGST) and one to
 * Bengaluru (IGST), a credit note after a cancel, a customer named in Hindi. Each PDF is read back as text (pdf.js)
 * and checked against the stored document and the order's total. Only the order's customer may list or download
 * (others 404, visitors 401); staff download any order's documents from the admin route, customers may not.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { saveGstSettings } from '../../../tests/support/gst.ts';
import { hasWordsOf, pdfText } from '../../../tests/support/pdf-text.ts';
import { BENGALURU as BENGALURU_ADDRESS, PUNE as PUNE_ADDRESS } from '../../../tests/support/tax-document.ts';
import type { ShippingAddress } from '../../shop/address-types.ts';
import { amountInWords } from '../../shop/gst/amount-in-words.ts';
import { customerDocumentPagePath, customerDocumentPath, documentFileName } from '../../shop/gst/document-links.ts';
import { loader } from '../../web/routes/order-document.tsx';
import { loaderArgs } from '../../../tests/support/loader-args.ts';
import { formatRupees, rupeesToPaise } from '../../shop/money.ts';
import { products, productVariants } from '../catalog/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let asha: TestCustomer;
let ravi: TestCustomer;
let staff: TestAdmin;
let gstin: string;
/** The order placed while the store had no GSTIN. */
let receiptOrder: { _id: string; totalAmount: number };

const JEANS = 'High-Rise Straight Fit Jeans'; // ₹1,499: 5%
const JACKET = 'Washed Denim Trucker Jacket'; // ₹2,799: 18%
/** A delivery address as the order payload gives it (the name and phone are the customer's). */
const deliverTo = ({ street, city, state, pincode, country }: ShippingAddress) => ({
  street,
  city,
  state,
  pincode,
  country,
});
const PUNE = deliverTo(PUNE_ADDRESS);
const BENGALURU = deliverTo(BENGALURU_ADDRESS);

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  asha = await signUp(a.app, 'Asha Verma');
  ravi = await signUp(a.app, 'Ravi Kumar');
  staff = await createAdmin(a.app, a.services, 'staff');
  await t.db.update(products).set({ hsn: '6203' }).where(eq(products.id, fx.productIds[JEANS]!));
  await t.db.update(products).set({ hsn: '6201' }).where(eq(products.id, fx.productIds[JACKET]!));
  await t.db
    .update(productVariants)
    .set({ stock: 100 })
    .where(sql`${productVariants.productId} IN (${fx.productIds[JEANS]!}, ${fx.productIds[JACKET]!})`);
  receiptOrder = await placeCod(asha, PUNE); // no GSTIN yet: a receipt
  gstin = (await saveGstSettings(a.services, { state: 'Maharashtra' }))!;
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

async function placeCod(who: TestCustomer, address: object, fullName?: string) {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: { ...who.auth, 'idempotency-key': crypto.randomUUID() },
    payload: {
      items: [
        { product: fx.productIds[JEANS]!, size: '30', quantity: 2 },
        { product: fx.productIds[JACKET]!, size: 'L', quantity: 1 },
      ],
      shippingAddress: { ...address, ...(fullName ? { fullName } : {}) },
      paymentMethod: 'cod',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { _id: string; totalAmount: number };
}

/** A document as the customer's list shows it. */
type Listed = {
  id: string;
  kind: string;
  taxInvoice: boolean;
  title: string;
  label: string;
  number: string;
  issuedAt: string;
  total: number;
  url: string;
};

const get = (url: string, headers: Record<string, string> = {}) => a.app.inject({ method: 'GET', url, headers });

async function documents(who: TestCustomer, orderId: string): Promise<Listed[]> {
  const res = await get(`/api/orders/${orderId}/documents`, who.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().documents;
}

/** Downloads a listed document as its customer; answers the PDF's text with line breaks as spaces. */
async function download(who: TestCustomer, doc: Listed, headers: Record<string, string> = who.auth) {
  const res = await get(doc.url, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${doc.number.replaceAll('/', '-')}.pdf"`);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const { text } = await pdfText(res.rawPayload);
  return text.replace(/\s+/g, ' ');
}

const outbox = async () => {
  const dir = path.join(a.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  // Quoted-printable soft line breaks and escapes, undone.
  return Promise.all(
    files.map(async (f) => (await fs.readFile(path.join(dir, f), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=')),
  );
};

describe('an order receipt (the store had no GSTIN)', () => {
  it('is listed and downloads as "not a tax invoice", with no GSTIN', async () => {
    const [doc, ...rest] = await documents(asha, receiptOrder._id);
    expect(rest).toEqual([]);
    expect(doc).toMatchObject({
      kind: 'invoice',
      taxInvoice: false,
      title: 'Order Receipt',
      label: 'Download receipt',
    });
    expect(doc!.url).toBe(customerDocumentPath(receiptOrder._id, doc!.id));
    expect(doc!.total).toBe(receiptOrder.totalAmount);
    const text = await download(asha, doc!);
    expect(text).toContain(doc!.number);
    expect(text.toLowerCase()).toContain('not a tax invoice');
    expect(text).not.toContain('GSTIN');
    expect(text).not.toContain(gstin);
    expect(text).toContain(formatRupees(rupeesToPaise(receiptOrder.totalAmount)));
  });
});

describe('a tax invoice (GSTIN in Maharashtra), cash on delivery', () => {
  it('within the state: number, GSTIN, each HSN, CGST and SGST, the total paid in figures and words', async () => {
    const order = await placeCod(asha, PUNE);
    const [doc] = await documents(asha, order._id);
    expect(doc).toMatchObject({ kind: 'invoice', taxInvoice: true, title: 'Tax Invoice', label: 'Download invoice' });
    const stored = (await a.services.invoices.view(doc!.id))!;
    expect(stored.intraState).toBe(true);
    const text = await download(asha, doc!);
    expect(text).toContain(`Invoice No. ${doc!.number}`);
    expect(text).toContain(`GSTIN: ${gstin}`);
    expect(stored.lines.map((l) => l.hsn).sort()).toEqual(['6201', '6203']);
    for (const line of stored.lines) {
      expect(text).toContain(`${line.hsn} ${line.quantity} PCS ${formatRupees(line.taxable)}`);
      expect(line.cgst).toBeGreaterThan(0);
      expect(text).toContain(`${formatRupees(line.cgst)} ${formatRupees(line.sgst)} ${formatRupees(line.value)}`);
    }
    expect(text).not.toContain('IGST');
    // The total is what the customer pays, in figures and in words.
    const paid = rupeesToPaise(order.totalAmount);
    expect(stored.totals.total).toBe(paid);
    expect(text).toContain(`Total ${formatRupees(paid)}`);
    expect(text).toContain(amountInWords(paid));
    expect(text).toContain('Whether tax is payable on reverse charge: No');
  });

  it('to another state: IGST on each line, no CGST or SGST; the session cookie works too', async () => {
    const order = await placeCod(asha, BENGALURU);
    const [doc] = await documents(asha, order._id);
    const stored = (await a.services.invoices.view(doc!.id))!;
    expect(stored.intraState).toBe(false);
    const text = await download(asha, doc!, { cookie: `bb_session=${asha.token}` });
    expect(text).toContain('Place of supply Karnataka (29)');
    for (const line of stored.lines) {
      expect(line.igst).toBeGreaterThan(0);
      expect(text).toContain(`${line.hsn} ${line.quantity} PCS ${formatRupees(line.taxable)}`);
      expect(text).toContain(`${formatRupees(line.igst)} ${formatRupees(line.value)}`);
    }
    expect(text).toContain(`IGST ${formatRupees(stored.totals.igst)}`);
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain(amountInWords(rupeesToPaise(order.totalAmount)));
  });

  it("the order mail links to the invoice's page address (sign in, then the PDF)", async () => {
    const order = await placeCod(asha, PUNE);
    const [doc] = await documents(asha, order._id);
    await a.jobsDone();
    const mail = (await outbox()).find((m) => m.includes(`Your order`) && m.includes(doc!.number));
    expect(mail).toBeDefined();
    expect(mail).toContain(`${a.config.publicUrl}${customerDocumentPagePath(order._id, doc!.id)}`);
  });

  it('a cancelled order gets a credit note against its invoice, mailed with its link', async () => {
    const order = await placeCod(asha, PUNE);
    const cancel = await a.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/cancel`, headers: asha.auth });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [invoice, note] = await documents(asha, order._id);
    expect(note).toMatchObject({ kind: 'credit_note', title: 'Credit Note', label: 'Download credit note' });
    expect(note!.total).toBe(invoice!.total);
    const text = await download(asha, note!);
    expect(text).toContain(`Credit note No. ${note!.number}`);
    expect(text).toContain(`Against invoice ${invoice!.number}`);
    expect(text).toContain('Reason Order cancelled');
    expect(text).toContain(amountInWords(rupeesToPaise(note!.total)));
    await a.jobsDone();
    const mail = (await outbox()).find((m) => m.includes('has been cancelled') && m.includes(note!.number));
    expect(mail).toContain(`${a.config.publicUrl}${customerDocumentPagePath(order._id, note!.id)}`);
  });

  it('a customer named in Hindi: the PDF renders and the name reads back', async () => {
    const name = 'आशा वर्मा';
    const order = await placeCod(asha, BENGALURU, name);
    const [doc] = await documents(asha, order._id);
    expect((await a.services.invoices.view(doc!.id))!.buyer.name).toBe(name);
    const text = await download(asha, doc!);
    expect(hasWordsOf(text, name)).toBe(true);
  });
});

describe('GST details saved through another app process', () => {
  it('are on the very next invoice (documents read the settings in the order transaction)', async () => {
    const other = await testApp(t.db);
    try {
      await saveGstSettings(other.services, { state: 'Maharashtra', legalName: 'Renamed Fashions LLP' });
    } finally {
      await other.close();
    }
    const order = await placeCod(ravi, PUNE);
    const [doc] = await documents(ravi, order._id);
    expect(doc).toMatchObject({ taxInvoice: true });
    expect(await download(ravi, doc!)).toContain('Renamed Fashions LLP');
    await saveGstSettings(a.services, { state: 'Maharashtra' }); // as the other tests expect
  });
});

describe('who may download', () => {
  let orderId: string;
  let doc: Listed;
  beforeAll(async () => {
    orderId = (await placeCod(asha, PUNE))._id;
    [doc] = (await documents(asha, orderId)) as [Listed];
  });

  it("another customer gets a 404 for the order's list and its PDF", async () => {
    for (const url of [`/api/orders/${orderId}/documents`, doc.url]) {
      const res = await get(url, ravi.auth);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'not_found' });
    }
  });

  it('a document asked for under another order, unknown or malformed ids: 404, never a 500', async () => {
    const ravis = await placeCod(ravi, PUNE);
    const urls = [
      customerDocumentPath(ravis._id, doc.id), // Ravi's own order, Asha's document
      customerDocumentPath(orderId, crypto.randomUUID()),
      customerDocumentPath(crypto.randomUUID(), doc.id),
      customerDocumentPath('not-a-uuid', 'nope'),
      customerDocumentPath(orderId, 'nope'),
      `/api/orders/not-a-uuid/documents`,
    ];
    for (const url of urls) {
      const res = await get(url, url.includes(ravis._id) ? ravi.auth : asha.auth);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('a visitor gets a 401', async () => {
    for (const url of [`/api/orders/${orderId}/documents`, doc.url]) expect((await get(url)).statusCode).toBe(401);
  });

  it("the mail's page address: the customer gets the PDF, another customer a 404, a visitor the sign-in", async () => {
    const path = customerDocumentPagePath(orderId, doc.id);
    const call = (auth: Record<string, string> = {}) =>
      loader(loaderArgs(a, path, { orderId, documentId: doc.id }, auth)).then(
        (r: Response) => r,
        (thrown: unknown) => thrown as Response,
      );
    const own = await call(asha.auth);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toContain(documentFileName(doc.number));
    expect((await pdfText(new Uint8Array(await own.arrayBuffer()))).text).toContain(doc.number);
    expect((await call(ravi.auth)).status).toBe(404);
    const visitor = await call();
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it('staff download it from the admin route and see it on the order; a customer may not', async () => {
    const detail = await get(`/api/admin/orders/${orderId}`, staff.auth);
    expect(detail.statusCode).toBe(200);
    const [listed] = detail.json().order.documents;
    expect(listed).toMatchObject({ id: doc.id, number: doc.number, title: 'Tax Invoice' });
    expect(listed.url).toBe(`/api/admin/orders/${orderId}/documents/${doc.id}/pdf`);

    for (const headers of [staff.auth, staff.cookie]) {
      const res = await get(listed.url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect((await pdfText(res.rawPayload)).text).toContain(doc.number);
    }
    expect((await get(listed.url, asha.auth)).statusCode).toBe(403);
    expect((await get(listed.url)).statusCode).toBe(401);
    const elsewhere = await get(`/api/admin/orders/${crypto.randomUUID()}/documents/${doc.id}/pdf`, staff.auth);
    expect(elsewhere.statusCode).toBe(404);
    const malformed = await get(`/api/admin/orders/${orderId}/documents/nope/pdf`, staff.auth);
    expect(malformed.statusCode).toBeLessThan(500);
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('too many downloads', () => {
  it('a customer gets a 429 past DOCUMENT_DOWNLOAD_RATE_LIMIT_PER_HOUR, with Retry-After; others and staff go on', async () => {
    const limited = await testApp(t.db, { DOCUMENT_DOWNLOAD_RATE_LIMIT_PER_HOUR: '3' });
    try {
      const orderId = (await placeCod(asha, PUNE))._id;
      const [doc] = (await documents(asha, orderId)) as [Listed];
      const fetchPdf = (headers: Record<string, string>, url = doc.url) =>
        limited.app.inject({ method: 'GET', url, headers });
      for (let i = 0; i < 3; i++) expect((await fetchPdf(asha.auth)).statusCode).toBe(200);
      const refused = await fetchPdf(asha.auth);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        success: false,
        message: 'Too many downloads. Please wait a while and try again.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The mail's page address answers the same limit with a 429, not an error page.
      const viaPage = await loader(
        loaderArgs(limited, customerDocumentPagePath(orderId, doc.id), { orderId, documentId: doc.id }, asha.auth),
      ).then(
        (r: Response) => r,
        (thrown: unknown) => thrown as Response,
      );
      expect(viaPage.status).toBe(429);
      expect(Number(viaPage.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another customer has a count of their own; staff downloads are not counted.
      const ravis = await placeCod(ravi, PUNE);
      const [ravisDoc] = (await documents(ravi, ravis._id)) as [Listed];
      expect((await fetchPdf(ravi.auth, ravisDoc.url)).statusCode).toBe(200);
      const staffUrl = `/api/admin/orders/${orderId}/documents/${doc.id}/pdf`;
      for (let i = 0; i < 4; i++) expect((await fetchPdf(staff.auth, staffUrl)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the API document', () => {
  it('lists the routes, the PDFs as application/pdf', async () => {
    const { paths } = (await get('/api/docs/json')).json();
    expect(paths['/api/orders/{id}/documents'].get.responses['200'].content['application/json']).toBeDefined();
    for (const url of [
      '/api/orders/{id}/documents/{documentId}/pdf',
      '/api/admin/orders/{id}/documents/{documentId}/pdf',
    ]) {
      expect(Object.keys(paths[url].get.responses['200'].content), url).toEqual(['application/pdf']);
    }
  });
});
