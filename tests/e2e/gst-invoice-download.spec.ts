/**
 * GST invoices downloaded by the customer on a phone (375 px, issue 12). The owner saves a GSTIN (Maharashtra) for
 * the store; a cash-on-delivery order to Pune (within the state: CGST + SGST) and an online order paid in the
 * sandbox dialog to Bengaluru (IGST) each offer "Download invoice", on the confirmation page and on My Orders. The
 * downloaded PDF is read back as text (pdf.js, as in the unit tests) and checked against the owner's list of the
 * month's documents, the product's HSN from the demo catalogue and the tax the store's rules give; staff download
 * the same invoice from the admin's order page, and the online order's mail links to it. The store's settings are
 * put back afterwards.
 */
import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { demoHsn } from '../../src/server/db/seed/hsn.ts';
import { MEN_LINES } from '../../src/server/db/seed/product-lines-men.ts';
import { WOMEN_LINES } from '../../src/server/db/seed/product-lines-women.ts';
import { indianDate } from '../../src/shop/dates.ts';
import { amountInWords } from '../../src/shop/gst/amount-in-words.ts';
import { indianMonth } from '../../src/shop/gst/gstr1.ts';
import { DEFAULT_GST_RULES, taxOrder } from '../../src/shop/gst/tax.ts';
import { GST_STATE_CODES } from '../../src/shop/india.ts';
import { formatRupees, rupeesToPaise, type Paise } from '../../src/shop/money.ts';
import { testGstin } from '../support/gst.ts';
import { pdfText } from '../support/pdf-text.ts';
import { demoOwnerToken, signInAdmin } from './admin-session.ts';
import { expect, open, outboxMails, pickVariant, saveAddress, test, toast, type Pick } from './fixtures.ts';

const GSTIN = testGstin('Maharashtra');
const sameSite = { origin: E2E_BASE_URL };
let saved: Record<string, unknown> | null = null;

async function owner(request: APIRequestContext) {
  return { ...sameSite, authorization: `Bearer ${await demoOwnerToken(request)}` };
}

/** The store's settings with these GST details (the rest as they are). */
async function saveSettings(request: APIRequestContext, gst: Record<string, unknown> | null) {
  const headers = await owner(request);
  const { settings } = await (await request.get('/api/admin/settings', { headers })).json();
  saved ??= settings;
  const { updatedAt: _at, ...current } = settings;
  const res = await request.put('/api/admin/settings', { headers, data: { ...current, ...gst } });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await saveSettings(request, {
    gstLegalName: 'Bindass Fashions Private Limited',
    gstAddress: '4th Floor, Lotus Plaza\nBaner Road, Pune 411045',
    gstState: 'Maharashtra',
    gstin: GSTIN,
  });
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  if (!saved) return;
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const { gstLegalName, gstAddress, gstState, gstin } = saved;
  await saveSettings(request, { gstLegalName, gstAddress, gstState, gstin });
  await request.dispose();
});

/** The demo catalogue's line of a product, if it is one (other specs add products of their own). */
function seededLine(product: { name: string; slug: string }) {
  const lines = [...WOMEN_LINES.map((l) => [l, 'women'] as const), ...MEN_LINES.map((l) => [l, 'men'] as const)].filter(
    ([l]) => l.name === product.name,
  );
  return lines.find(([, g]) => product.slug.endsWith(`-${g}`)) ?? lines[0];
}

/** The HSN the demo catalogue gave a product (from its garment and gender, as the seed does). */
function seededHsn(product: { name: string; slug: string }): string {
  const seeded = seededLine(product);
  if (!seeded) throw new Error(`${product.name} is not a demo catalogue product`);
  const [line, gender] = seeded;
  return demoHsn(line.garments[0]?.kind, gender);
}

/** A size with a few pieces of a demo catalogue product (its HSN is known). */
const pickSeeded = (request: APIRequestContext) =>
  pickVariant(
    request,
    (s) => s >= 3,
    (p) => !!seededLine(p),
  );

/** The order's invoice as the owner's GST page lists the month's documents. */
async function ownersListing(request: APIRequestContext, orderId: string) {
  const res = await request.get(`/api/admin/gst/documents?month=${indianMonth(new Date())}`, {
    headers: await owner(request),
  });
  expect(res.status()).toBe(200);
  const docs = (await res.json()).documents as Array<{
    orderId: string;
    kind: string;
    number: string;
    taxable: number;
    tax: number;
    total: number;
  }>;
  const invoice = docs.find((d) => d.orderId === orderId && d.kind === 'invoice');
  expect(invoice).toBeDefined();
  return invoice!;
}

/** Clicks the link and answers the downloaded PDF's name and text (line breaks as spaces). */
async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const done = page.waitForEvent('download');
  await link.click();
  const file = await done;
  const { text } = await pdfText(await fs.readFile((await file.path())!));
  return { name: file.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

/** Checks an invoice PDF of one piece of `pick` delivered to `stateCode`. */
async function checkInvoice(
  page: Page,
  pdf: { name: string; text: string },
  pick: Pick,
  orderId: string,
  stateCode: string,
) {
  const listed = await ownersListing(page.request, orderId);
  const paid = rupeesToPaise(pick.product.salePrice);
  const hsn = seededHsn(pick.product);
  const tax = taxOrder({
    lines: [{ description: pick.product.name, hsn, quantity: 1, value: paid }],
    rules: DEFAULT_GST_RULES,
    date: indianDate(new Date()),
    storeStateCode: GST_STATE_CODES.Maharashtra,
    placeOfSupplyStateCode: stateCode,
  });
  const [line] = tax.lines;
  const { text } = pdf;
  expect(pdf.name).toBe(`${listed.number.replaceAll('/', '-')}.pdf`);
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(`Invoice No. ${listed.number}`);
  expect(text).toContain(`GSTIN: ${GSTIN}`);
  expect(text).toContain(`${hsn} 1 PCS ${formatRupees(line!.taxable)}`);
  expect(listed.taxable).toBe(tax.taxable);
  expect(listed.tax).toBe(tax.cgst + tax.sgst + tax.igst);
  if (tax.intraState) {
    expect(text).toContain(`${formatRupees(line!.cgst)} ${formatRupees(line!.sgst)} ${formatRupees(paid)}`);
    expect(text).toContain(`CGST ${formatRupees(tax.cgst)} SGST ${formatRupees(tax.sgst)}`);
    expect(text).not.toContain('IGST');
  } else {
    expect(text).toContain(`${formatRupees(line!.igst)} ${formatRupees(paid)}`);
    expect(text).toContain(`IGST ${formatRupees(tax.igst)}`);
    expect(text).not.toMatch(/CGST|SGST/);
  }
  expect(listed.total).toBe(paid);
  expect(text).toContain(`Total ${formatRupees(listed.total as Paise)}`);
  expect(text).toContain(amountInWords(paid));
  return listed;
}

test.describe('GST invoice download (phone)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('cash on delivery within the state: Download invoice on the confirmation page', async ({
    page,
    login,
    cartWith,
  }) => {
    const pick = await pickSeeded(page.request);
    await login('Meera Iyer');
    await saveAddress(page.request, { street: '12, MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' });
    await open(page, '/');
    await cartWith([pick]);
    await open(page, '/checkout/address');
    await expect(page.getByRole('radio', { name: /MG Road/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/confirmation$/);
    const orderId = page.url().split('/').at(-2)!;

    const link = page.getByRole('link', { name: /^Download invoice/ });
    await expect(link).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const invoice = await checkInvoice(page, await download(page, link), pick, orderId, GST_STATE_CODES.Maharashtra);

    // Staff find it on the admin's order page.
    await signInAdmin(page, 'staff');
    await open(page, `/admin/orders/${orderId}`);
    const documents = page.getByRole('region', { name: 'GST documents' });
    const staffPdf = await download(page, documents.getByRole('link', { name: `Tax Invoice ${invoice.number}` }));
    expect(staffPdf.name).toBe(`${invoice.number.replaceAll('/', '-')}.pdf`);
    expect(staffPdf.text).toContain(`Invoice No. ${invoice.number}`);
  });

  test('paid online to another state: Download invoice on My Orders', async ({ page, login, cartWith, playwright }) => {
    const pick = await pickSeeded(page.request);
    await login('Arjun Rao');
    await saveAddress(page.request); // Bengaluru, Karnataka
    await open(page, '/');
    await cartWith([pick]);
    await open(page, '/checkout/address');
    await page.getByRole('radio', { name: 'Online Payment' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByTestId('sandbox-checkout');
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await expect(toast(page, 'Payment Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/confirmation$/);
    const orderId = page.url().split('/').at(-2)!;

    await open(page, '/profile/orders');
    const card = page.locator(`#order-${orderId}`);
    const link = card.getByRole('link', { name: /^Download invoice/ });
    await expect(link).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const invoice = await checkInvoice(page, await download(page, link), pick, orderId, GST_STATE_CODES.Karnataka);

    // The mail of the captured payment links to the invoice's page address (quoted-printable soft breaks undone):
    // signed out it leads to the sign-in with the way back; signed in it is the PDF.
    const path = new RegExp(`/order/${orderId}/documents/[0-9a-f-]+`);
    let mailed = '';
    await expect
      .poll(async () => {
        const mail = (await outboxMails())
          .map((m) => m.replace(/=\r?\n/g, ''))
          .find((m) => m.includes(invoice.number) && path.test(m));
        mailed = mail ? path.exec(mail)![0] : '';
        return mailed;
      })
      .not.toBe('');
    const signedOut = await playwright.request.newContext({ baseURL: page.url() });
    const away = await signedOut.get(mailed, { maxRedirects: 0 });
    expect(away.status()).toBe(302);
    expect(away.headers().location).toBe(`/login?redirect=${encodeURIComponent(mailed)}`);
    await signedOut.dispose();
    const pdf = await page.request.get(mailed);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
