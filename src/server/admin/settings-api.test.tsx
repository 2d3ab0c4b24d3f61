/**
 * Store settings: the owner only (staff get 403); defaults are today's values until the first save; a save is
 * audited, validated field by field, and shows at once in the footer, the Contact Us page, the product page's
 * WhatsApp link and the order mails.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { testGstin } from '../../../tests/support/gst.ts';
import { loaderArgs } from '../../../tests/support/loader-args.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { SiteFooter } from '../../web/components/site-footer.tsx';
import { loader as rootLoader } from '../../web/root.tsx';
import { loader as settingsLoader } from '../../web/routes/admin/settings.tsx';
import { loader as contactLoader } from '../../web/routes/contact-us.tsx';
import { createSettingsService, telOf } from '../settings/service.ts';

let t: TestDatabase;
let a: TestApp;
let owner: TestAdmin;
let staff: TestAdmin;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000', STORE_EMAIL: 'care@store.example' });
  owner = await createAdmin(a.app, a.services, 'owner');
  staff = await createAdmin(a.app, a.services, 'staff');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const valid = {
  storeName: 'Bindass Boutique',
  supportEmail: 'Help@Boutique.example',
  supportPhone: '+91 80 4567 8901',
  whatsappNumber: '98450 12345',
  businessHours: '11:00 AM to 8:00 PM, Monday to Saturday',
  grievanceName: '',
  grievanceEmail: '',
  grievancePhone: '',
  gstLegalName: '',
  gstAddress: '',
  gstState: '',
  gstin: '',
};

/** The footer and the Contact Us loader's data as the server renders them. */
async function footerAndContactPage() {
  const args = loaderArgs(a, '/ContactUs');
  const root = await rootLoader(args);
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <SiteFooter store={root.store} />
    </MemoryRouter>,
  );
  return { html, contactPage: await contactLoader(args) };
}

const send = (who: TestAdmin, method: 'GET' | 'PUT', payload?: object) =>
  a.app.inject({
    method,
    url: '/api/admin/settings',
    headers: { ...who.auth, origin: 'http://localhost' },
    ...(payload ? { payload } : {}),
  });

describe('store settings', () => {
  it("starts from today's values (the store name and the configured email and WhatsApp)", async () => {
    const res = await send(owner, 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      storeName: STORE_NAME,
      supportEmail: 'care@store.example',
      supportPhone: '+91 98765 43210',
      whatsappNumber: '919876543210',
      businessHours: '10:00 AM to 7:00 PM, every day',
      gstin: null,
      updatedAt: null,
    });
  });

  it('is for the owner only', async () => {
    expect((await send(staff, 'GET')).statusCode).toBe(403);
    expect((await send(staff, 'PUT', valid)).statusCode).toBe(403);
  });

  it('answers each bad field with its message', async () => {
    const res = await send(owner, 'PUT', {
      ...valid,
      storeName: ' ',
      supportEmail: 'nope',
      supportPhone: 'call me',
      whatsappNumber: '12',
      gstin: 'ABC',
      gstState: 'Atlantis',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      storeName: 'Store name is required',
      supportEmail: 'Support email is invalid',
      supportPhone: 'Enter a phone number such as +91 98765 43210',
      whatsappNumber: 'Enter the WhatsApp number with country code, e.g. 91 98765 43210',
      gstin: 'A GSTIN has 15 characters.',
      gstState: 'Choose a state',
    });
  });

  it('saves (audited), and the storefront shows the new details at once', async () => {
    const gstin = testGstin('Karnataka');
    const res = await send(owner, 'PUT', { ...valid, gstState: 'Karnataka', gstin: gstin.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toMatchObject({
      supportEmail: 'help@boutique.example',
      whatsappNumber: '919845012345',
      gstin,
      gstState: 'Karnataka',
    });
    const { entries } = await a.services.audit.list({ entity: 'settings' });
    expect(entries[0]).toMatchObject({ action: 'settings.update', actorEmail: owner.email });
    expect(entries[0]!.changes.supportPhone).toEqual({ before: '+91 98765 43210', after: '+91 80 4567 8901' });

    const contact = await a.services.contact.details();
    expect(contact).toEqual({
      email: 'help@boutique.example',
      phone: '+91 80 4567 8901',
      phoneHref: 'tel:+918045678901',
      hours: '11:00 AM to 8:00 PM, Monday to Saturday',
    });

    // The pages' loaders and the footer, rendered as the server renders them.
    const { html: footer, contactPage } = await footerAndContactPage();
    expect(footer).toContain('+91 80 4567 8901');
    expect(footer).toContain('href="tel:+918045678901"');
    expect(footer).toContain('help@boutique.example');
    expect(footer).toContain('Bindass Boutique');
    expect(footer).toContain('11:00 AM to 8:00 PM, Monday to Saturday');
    expect(contactPage.contact).toEqual(contact);
    expect(contactPage.storeName).toBe('Bindass Boutique');
  });

  it('a second save changes only what differs (the audit keeps just that field)', async () => {
    await send(owner, 'PUT', { ...valid, businessHours: 'Always open' });
    const { entries } = await a.services.audit.list({ entity: 'settings' });
    expect(entries[0]!.changes).toEqual({
      businessHours: { before: '11:00 AM to 8:00 PM, Monday to Saturday', after: 'Always open' },
      gstState: { before: 'Karnataka', after: null },
      gstin: { before: testGstin('Karnataka'), after: null },
    });
  });

  it('another process sees a save at once (pages are never rendered from an older copy: the page cache keeps them)', async () => {
    const other = createSettingsService({
      db: t.db,
      audit: a.services.audit,
      defaults: (await a.services.settings.get()) as never,
    });
    expect((await other.get()).businessHours).toBe('Always open');
    await send(owner, 'PUT', { ...valid, businessHours: 'Closed on Sundays' });
    expect((await other.get()).businessHours).toBe('Closed on Sundays');
  });

  it("the owner's forms read the settings as saved, never this process's older copy (store and COD)", async () => {
    const storeHours = async () => (await send(owner, 'GET')).json().settings.businessHours as string;
    const codFee = async () =>
      (await a.app.inject({ method: 'GET', url: '/api/admin/settings/cod', headers: owner.auth })).json().cod
        .feePaise as number;
    await a.services.codSettings.get(); // this process keeps a copy of the COD settings for its quotes
    const before = await storeHours();
    const fee = await codFee();
    const other = await testApp(t.db);
    try {
      const headers = { ...owner.auth, origin: 'http://localhost' };
      const current = (await other.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).json().settings;
      const { updatedAt: _u, ...values } = current;
      const saved = await other.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers,
        payload: { ...values, businessHours: `${before} (saved elsewhere)` },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const cod = await other.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/cod',
        headers,
        payload: { feeRupees: fee / 100 + 10, maxOrderRupees: 10_000, maxOpenOrders: 2 },
      });
      expect(cod.statusCode, cod.body).toBe(200);
    } finally {
      await other.close();
    }
    // Quotes in this process may use the old COD settings for up to 5 s; the owner's form does not.
    expect((await a.services.codSettings.get()).feePaise).toBe(fee);
    expect(await storeHours()).toBe(`${before} (saved elsewhere)`);
    expect(await codFee()).toBe(fee + 1_000);
    const page = await settingsLoader(loaderArgs(a, '/admin/settings', {}, owner.auth));
    expect(page.settings.businessHours).toBe(`${before} (saved elsewhere)`);
    expect(page.cod.feePaise).toBe(fee + 1_000);
  });

  it("order mails end with the store's name and customer care from the settings", async () => {
    const fx = await insertCatalogFixture(t.db);
    const shopper = await signUp(a.app, 'Mail Reader');
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: { ...shopper.auth, 'idempotency-key': crypto.randomUUID() },
      payload: {
        items: [{ product: fx.productIds['Floral Tiered Maxi Dress']!, size: 'S', quantity: 1, price: 1 }],
        shippingAddress: {
          street: '4 Park Street',
          city: 'Kolkata',
          state: 'West Bengal',
          pincode: '700016',
          country: 'India',
        },
        paymentMethod: 'cod',
        totalAmount: 1,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const outbox = async () => {
      const dir = path.join(a.dataDir, 'outbox');
      const files = await fs.readdir(dir).catch(() => []);
      const raw = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
      // The mails are quoted-printable: soft line breaks and =XX bytes.
      return raw
        .map((m) =>
          Buffer.from(
            m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => `%${h}`),
            'utf8',
          ).toString(),
        )
        .map((m) => {
          try {
            return decodeURIComponent(m.replace(/%(?![0-9A-F]{2})/g, '%25'));
          } catch {
            return m;
          }
        });
    };
    await expect
      .poll(async () => (await outbox()).find((m) => m.includes('is placed')) ?? '', { timeout: 10_000 })
      .toContain('Thank you for shopping with Bindass Boutique.');
    const mail = (await outbox()).find((m) => m.includes('is placed'))!;
    expect(mail).toContain('Questions? help@boutique.example · +91 80 4567 8901');
  });

  it('makes tel: links from the numbers people type', () => {
    expect(telOf('+91 98765 43210')).toBe('+919876543210');
    expect(telOf('98765 43210')).toBe('+919876543210');
    expect(telOf('080 4567 8901')).toBe('+918045678901');
  });
});

describe('the grievance officer and the seller (Consumer Protection (E-Commerce) Rules, 2020)', () => {
  it('until one is named, is the customer care team with the support email and phone; the seller is the store', async () => {
    const res = await send(owner, 'PUT', valid);
    expect(res.statusCode, res.body).toBe(200);
    const contact = await a.services.settings.contact();
    expect(contact.grievanceOfficer).toEqual({
      name: 'Bindass Boutique Customer Care',
      email: 'help@boutique.example',
      phone: '+91 80 4567 8901',
      phoneHref: 'tel:+918045678901',
    });
    expect(contact.seller).toEqual({ name: 'Bindass Boutique', address: null });
    const { html, contactPage } = await footerAndContactPage();
    expect(html).toContain('Grievance Officer');
    expect(html).toContain('Bindass Boutique Customer Care');
    expect(contactPage.grievanceOfficer).toEqual(contact.grievanceOfficer);
  });

  it('refuses a half-named officer field by field, and saves a named one (audited): footer and Contact Us show it', async () => {
    const half = await send(owner, 'PUT', { ...valid, grievanceName: 'Meera Shah' });
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toEqual({
      grievanceEmail: "The grievance officer's email is required (or leave all three empty)",
      grievancePhone: "The grievance officer's phone is required (or leave all three empty)",
    });

    const named = {
      ...valid,
      grievanceName: 'Meera Shah',
      grievanceEmail: 'Grievance@Boutique.example',
      grievancePhone: '080 2222 3333',
      gstLegalName: 'Boutique Fashions Private Limited',
      gstAddress: '12 MG Road\n  Bengaluru 560001\n',
    };
    const res = await send(owner, 'PUT', named);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toMatchObject({
      grievanceName: 'Meera Shah',
      grievanceEmail: 'grievance@boutique.example',
      grievancePhone: '080 2222 3333',
    });
    const { entries } = await a.services.audit.list({ entity: 'settings' });
    expect(entries[0]!.changes.grievanceName).toEqual({ before: null, after: 'Meera Shah' });

    const contact = await a.services.settings.contact();
    expect(contact.grievanceOfficer).toEqual({
      name: 'Meera Shah',
      email: 'grievance@boutique.example',
      phone: '080 2222 3333',
      phoneHref: 'tel:+918022223333',
    });
    expect(contact.seller).toEqual({
      name: 'Boutique Fashions Private Limited',
      address: '12 MG Road, Bengaluru 560001',
    });
    const { html, contactPage } = await footerAndContactPage();
    expect(html).toContain('Meera Shah');
    expect(html).toContain('href="mailto:grievance@boutique.example"');
    expect(html).toContain('href="tel:+918022223333"');
    expect(html).not.toContain('Customer Care');
    expect(contactPage.grievanceOfficer.name).toBe('Meera Shah');
    expect(contactPage.seller).toEqual(contact.seller);
  });

  it('takes the GST state from the GSTIN and refuses a wrong check character or another state', async () => {
    const good = testGstin('Tamil Nadu');
    const wrong = good.slice(0, 14) + (good.endsWith('A') ? 'B' : 'A');
    const typo = await send(owner, 'PUT', { ...valid, gstin: wrong });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields).toEqual({
      gstin: 'This GSTIN has a typing mistake: its check character does not match.',
    });
    const elsewhere = await send(owner, 'PUT', { ...valid, gstin: good, gstState: 'Kerala' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields).toEqual({
      gstState: 'The GSTIN is registered in Tamil Nadu: choose Tamil Nadu or leave the state empty',
    });
    const derived = await send(owner, 'PUT', { ...valid, gstin: good, gstState: '' });
    expect(derived.statusCode, derived.body).toBe(200);
    expect(derived.json().settings).toMatchObject({ gstin: good, gstState: 'Tamil Nadu' });
  });
});
