/**
 * Delivery through the API (issue 13): PIN lookups (known, unknown, malformed, leading zero; cacheable; rate
 * limited), the delivery check, the owner's zones (roles, audit), and the checkout workflows: a quote with a
 * shipping charge, an order refused to a PIN the store does not deliver to, the promised date and the charge stored,
 * paid online in full, and invoiced with a "Delivery charge" line so the invoice totals what was paid.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { saveGstSettings } from '../../../tests/support/gst.ts';
import { deliveryDate, DEFAULT_DELIVERY_SETTINGS } from '../../shop/delivery.ts';
import { auditLog } from '../audit/tables.ts';
import { deliveryZones } from './tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let owner: TestAdmin;
let staff: TestAdmin;
let asha: TestCustomer;

const PUNE = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' };
const CAR_NICOBAR = {
  street: '1 Main Road',
  city: 'Car Nicobar',
  state: 'Andaman and Nicobar Islands',
  pincode: '744301',
  country: 'India',
};
const dress = () => fx.productIds['Floral Tiered Maxi Dress']!;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000', DELIVERY_RATE_LIMIT_PER_MIN: '10000' });
  owner = await createAdmin(a.app, a.services, 'owner');
  staff = await createAdmin(a.app, a.services, 'staff');
  asha = await signUp(a.app, 'Asha Verma');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});
beforeEach(async () => {
  await t.db.delete(deliveryZones);
  await a.services.delivery.saveSettings(DEFAULT_DELIVERY_SETTINGS, {
    id: owner.id,
    email: owner.email,
    role: 'owner',
  });
});

const get = (url: string) => a.app.inject({ method: 'GET', url });
const admin = (who: TestAdmin, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  a.app.inject({ method, url, headers: { ...who.auth, origin: 'http://localhost' }, ...(payload ? { payload } : {}) });

async function addZone(payload: object) {
  const res = await admin(owner, 'POST', '/api/admin/delivery/zones', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().zone as { id: string };
}

describe('GET /api/pincodes/{pin}', () => {
  it('answers a known PIN with its district, state, city and offices, cacheable for long', async () => {
    const res = await get('/api/pincodes/560001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pin: '560001', city: 'Bengaluru', state: 'Karnataka', states: ['Karnataka'] });
    expect(res.json().offices).toContain('Bengaluru G.P.O.');
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('answers 404 with a clear message for an unknown PIN, 400 for a malformed one or a leading zero', async () => {
    const unknown = await get('/api/pincodes/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      reason: 'not_found',
      message: "We couldn't find this PIN code. Please check it.",
    });
    for (const pin of ['012345', '56000', '5600011', 'abcdef']) {
      const res = await get(`/api/pincodes/${pin}`);
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().message).toBe('Pincode must be 6 digits and cannot start with 0');
    }
  });

  it('is rate limited per IP', async () => {
    const limited = await testApp(t.db, { DELIVERY_RATE_LIMIT_PER_MIN: '3' }, { worker: false });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.app.inject({ url: '/api/pincodes/110001' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/delivery/check', () => {
  it('with no zones: serviceable everywhere, free, cash on delivery, by the default dispatch and transit days', async () => {
    const res = await get(`/api/delivery/check?pin=400001&productId=${dress()}`);
    expect(res.statusCode).toBe(200);
    const expected = deliveryDate({ ...DEFAULT_DELIVERY_SETTINGS, now: new Date(), transitDays: 10 });
    expect(res.json().data).toEqual({
      pin: '400001',
      city: 'Mumbai',
      state: 'Maharashtra',
      serviceable: true,
      deliveryDate: expected,
      codAllowed: true,
      shippingCharge: 0,
      freeAbove: null,
    });
  });

  it('follows the zones: not serviceable, no COD, a charge, its own transit days', async () => {
    await addZone({ name: 'Islands', match: 'prefixes', values: '744', serviceable: false });
    await addZone({
      name: 'North-east',
      match: 'states',
      values: ['Assam', 'Meghalaya'],
      transitDays: 12,
      codAllowed: false,
      shippingChargeRupees: 99,
      freeAboveRupees: 1999,
    });
    const islands = (await get('/api/delivery/check?pin=744301')).json().data;
    expect(islands).toMatchObject({ serviceable: false, deliveryDate: null, codAllowed: false, shippingCharge: 0 });
    const guwahati = (await get('/api/delivery/check?pin=781001')).json().data;
    expect(guwahati).toMatchObject({ serviceable: true, codAllowed: false, shippingCharge: 99, freeAbove: 1999 });
    expect(guwahati.deliveryDate).toBe(
      deliveryDate({ ...DEFAULT_DELIVERY_SETTINGS, now: new Date(), transitDays: 12 }),
    );
    expect((await get('/api/delivery/check?pin=999999')).statusCode).toBe(404);
    expect((await get('/api/delivery/check?pin=044301')).statusCode).toBe(400);
  });
});

describe('the admin delivery zones', () => {
  it("the owner's page lists the zones as saved, never this process's older copy", async () => {
    await a.services.delivery.check('560001'); // this process keeps the zones for its checks
    const other = await testApp(t.db);
    const res = await other.app
      .inject({
        method: 'POST',
        url: '/api/admin/delivery/zones',
        headers: { ...owner.auth, origin: 'http://localhost' },
        payload: { name: 'Saved elsewhere', match: 'pins', values: '560001' },
      })
      .finally(() => other.close());
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().zone.id;
    const names = (await admin(staff, 'GET', '/api/admin/delivery')).json().zones.map((z: { name: string }) => z.name);
    expect(names).toContain('Saved elsewhere');
    expect((await admin(owner, 'DELETE', `/api/admin/delivery/zones/${id}`)).statusCode).toBe(200);
  });

  it('staff read; only the owner writes; every write is audited', async () => {
    const zone = { name: 'Metro', match: 'pins', values: '110001\n400001', transitDays: 2, shippingChargeRupees: 49 };
    expect((await admin(staff, 'GET', '/api/admin/delivery')).statusCode).toBe(200);
    expect((await admin(staff, 'POST', '/api/admin/delivery/zones', zone)).statusCode).toBe(403);
    const created = await addZone(zone);
    const updated = await admin(owner, 'PUT', `/api/admin/delivery/zones/${created.id}`, { ...zone, transitDays: 3 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().zone).toMatchObject({
      values: ['110001', '400001'],
      transitDays: 3,
      shippingChargePaise: 4900,
    });
    const list = (await admin(staff, 'GET', '/api/admin/delivery')).json();
    expect(list.zones.map((z: { name: string }) => z.name)).toEqual(['Metro']);
    expect(list.courier).toBeNull();
    expect((await admin(staff, 'DELETE', `/api/admin/delivery/zones/${created.id}`)).statusCode).toBe(403);
    expect((await admin(owner, 'DELETE', `/api/admin/delivery/zones/${created.id}`)).statusCode).toBe(200);
    expect((await admin(owner, 'DELETE', `/api/admin/delivery/zones/${created.id}`)).statusCode).toBe(404);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'delivery_zone'), eq(auditLog.entityId, created.id)));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'delivery_zone.create',
      'delivery_zone.delete',
      'delivery_zone.update',
    ]);
    expect(entries.find((e) => e.action === 'delivery_zone.update')!.changes).toEqual({
      transitDays: { before: 2, after: 3 },
    });
  });

  it('refuses bad zones and settings with field messages', async () => {
    const bad = await admin(owner, 'POST', '/api/admin/delivery/zones', { name: 'X', match: 'pins', values: '01234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.values).toMatch(/Not a PIN/);
    const state = await admin(owner, 'POST', '/api/admin/delivery/zones', {
      name: 'X',
      match: 'states',
      values: 'Atlantis',
    });
    expect(state.json().fields.values).toMatch(/Not a state/);
    const settings = await admin(owner, 'PUT', '/api/admin/delivery/settings', {
      pickupPin: '411045',
      dispatchDays: 1,
      cutoffTime: '25:00',
      defaultTransitDays: 5,
      pieceWeightGrams: 400,
      holidays: '2026-11-08 Diwali',
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().fields.cutoffTime).toMatch(/14:00/);
  });

  it('saves the settings (staff may not), and the check follows them', async () => {
    const values = {
      pickupPin: '411045',
      dispatchDays: 0,
      cutoffTime: '23:59',
      defaultTransitDays: 1,
      pieceWeightGrams: 400,
      holidays: '2026-11-08 Diwali\n2026-12-25 Christmas',
    };
    expect((await admin(staff, 'PUT', '/api/admin/delivery/settings', values)).statusCode).toBe(403);
    const saved = await admin(owner, 'PUT', '/api/admin/delivery/settings', values);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.holidays).toEqual([
      { date: '2026-11-08', name: 'Diwali' },
      { date: '2026-12-25', name: 'Christmas' },
    ]);
    const check = (await get('/api/delivery/check?pin=400001')).json().data;
    expect(check.deliveryDate).toBe(
      deliveryDate({
        now: new Date(),
        dispatchDays: 0,
        cutoffTime: '23:59',
        transitDays: 1,
        holidays: saved.json().settings.holidays,
      }),
    );
  });
});

describe('checkout with delivery', () => {
  const order = (address: object, extra: object = {}) =>
    a.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: { ...asha.auth, 'idempotency-key': crypto.randomUUID() },
      payload: {
        items: [{ product: dress(), size: 'S', quantity: 1, price: 1 }],
        shippingAddress: address,
        paymentMethod: 'cod',
        totalAmount: 1,
        ...extra,
      },
    });

  it('quotes the shipping charge of the PIN, free above the threshold, and says when it cannot deliver', async () => {
    await addZone({
      name: 'Maharashtra',
      match: 'states',
      values: 'Maharashtra',
      shippingChargeRupees: 79,
      freeAboveRupees: 3000,
    });
    await addZone({ name: 'Islands', match: 'prefixes', values: '744', serviceable: false });
    const quote = async (pincode?: string, quantity = 1) =>
      (
        await a.app.inject({
          method: 'POST',
          url: '/api/cart/quote',
          payload: { items: [{ product: dress(), size: 'S', quantity }], ...(pincode ? { pincode } : {}) },
        })
      ).json().data;
    const none = await quote();
    expect(none.delivery).toBeNull();
    expect(none.shipping).toBe(0);
    const pune = await quote('411001');
    expect(pune.shipping).toBe(79);
    expect(pune.total).toBe(none.total + 79);
    expect(pune.delivery).toMatchObject({ pincode: '411001', serviceable: true, shippingCharge: 79, freeAbove: 3000 });
    const many = await quote('411001', 4);
    expect(many.subtotal).toBeGreaterThanOrEqual(3000);
    expect(many.shipping).toBe(0);
    // A PIN the directory does not know: the quote still prices the cart (ordering there is refused).
    const unknown = await quote('999999');
    expect(unknown.delivery).toBeNull();
    expect(unknown.total).toBe(none.total);
    const islands = await quote('744301');
    expect(islands.delivery).toMatchObject({ serviceable: false, message: "We don't deliver to 744301 yet." });
    expect(islands.shipping).toBe(0);
  });

  it('refuses an order to a PIN the store does not deliver to (409 not_serviceable)', async () => {
    await addZone({ name: 'Islands', match: 'prefixes', values: '744', serviceable: false });
    const res = await order(CAR_NICOBAR);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'not_serviceable', message: "We don't deliver to 744301 yet." });
  });

  it('refuses an order at once when another process closed the PIN (quotes may show the old zones for 5 s)', async () => {
    const quote = async () =>
      (
        await a.app.inject({
          method: 'POST',
          url: '/api/cart/quote',
          payload: { items: [{ product: dress(), size: 'S', quantity: 1 }], pincode: '744301' },
        })
      ).json().data;
    expect((await quote()).delivery).toMatchObject({ serviceable: true }); // this process keeps the zones now
    const other = await testApp(t.db);
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/admin/delivery/zones',
        headers: { ...owner.auth, origin: 'http://localhost' },
        payload: { name: 'Islands', match: 'prefixes', values: '744', serviceable: false },
      });
      expect(res.statusCode, res.body).toBe(201);
    } finally {
      await other.close();
    }
    expect((await quote()).delivery).toMatchObject({ serviceable: true }); // still this process's copy
    const res = await order(CAR_NICOBAR);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'not_serviceable' });
  });

  it('refuses an address whose state is not its PIN state, or whose PIN is unknown', async () => {
    const wrongState = await order({ ...PUNE, state: 'Karnataka' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json()).toMatchObject({
      reason: 'address_invalid',
      message: 'PIN 411001 is in Maharashtra. Please check the state or the PIN.',
    });
    const unknown = await order({ ...PUNE, pincode: '999999' });
    expect(unknown.statusCode).toBe(400);
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/customer/addresses',
      headers: asha.auth,
      payload: { ...PUNE, state: 'Karnataka' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fields.state).toBe('PIN 411001 is in Maharashtra. Please check the state or the PIN.');
  });

  it('stores the promised date and the charge, shows them, and invoices the charge so the invoice totals the order', async () => {
    await saveGstSettings(a.services, { state: 'Maharashtra' });
    await addZone({
      name: 'Maharashtra',
      match: 'states',
      values: 'Maharashtra',
      shippingChargeRupees: 79,
      transitDays: 3,
    });
    const res = await order(PUNE);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().order;
    expect(placed.shippingCharge).toBe(79);
    expect(placed.totalAmount).toBe(placed.subtotal - placed.couponDiscount + 79);
    expect(placed.deliveryDate).toBe(deliveryDate({ ...DEFAULT_DELIVERY_SETTINGS, now: new Date(), transitDays: 3 }));
    const mine = (await a.app.inject({ url: '/api/orders/my-orders', headers: asha.auth })).json();
    expect(JSON.stringify(mine)).toContain(`"deliveryDate":"${placed.deliveryDate}"`);
    const [invoice] = await a.services.invoices.forOrder(placed._id);
    const doc = (await a.services.invoices.view(invoice!.id))!;
    expect(doc.totals.total).toBe(Math.round(placed.totalAmount * 100));
    const charge = doc.lines.find((l) => l.description === 'Delivery charge')!;
    expect(charge).toMatchObject({ value: 7900, quantity: 1, hsn: doc.lines[0]!.hsn, rateBps: doc.lines[0]!.rateBps });
  });

  it('charges the shipping with an online payment: the provider order is for the whole total', async () => {
    await addZone({ name: 'Maharashtra', match: 'states', values: 'Maharashtra', shippingChargeRupees: 79 });
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: { ...asha.auth, 'idempotency-key': crypto.randomUUID() },
      payload: {
        amount: 1,
        currency: 'INR',
        orderDetails: {
          items: [{ product: dress(), size: 'S', quantity: 1, price: 1 }],
          shippingAddress: PUNE,
          paymentMethod: 'razorpay',
          totalAmount: 1,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json().data ?? res.json();
    const row = await a.services.orders.rowById(session.orderId);
    expect(row!.shippingChargePaise).toBe(7900);
    expect(session.amount).toBe(row!.totalPaise);
  });
});
