/**
 * Cash-on-delivery rules (issue 13), through the API: the owner's fee (added to a COD order's total, stored, invoiced;
 * never on an online order or its provider amount), the maximum order value, zones without COD, customers the store
 * turned COD off for (audited), the open COD orders cap under concurrency, and the settings' validation. Each
 * refusal has its reason and message in the quote and in the 409 of a COD order; paying online stays open.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { saveGstSettings } from '../../../tests/support/gst.ts';
import { outboxMails } from '../../../tests/support/outbox.ts';
import { COD_MESSAGES, DEFAULT_COD_RULES } from '../../shop/cod.ts';
import { DEFAULT_DELIVERY_SETTINGS, deliveryByText } from '../../shop/delivery.ts';
import { paise } from '../../shop/money.ts';
import { COD_CHARGE_LINE } from '../../shop/gst/issue.ts';
import { COD_LIMIT_TOO_HIGH } from '../../shop/admin/cod-settings.ts';
import { productVariants } from '../catalog/tables.ts';
import { deliveryZones } from '../delivery/tables.ts';
import { orders } from '../orders/tables.ts';
import { payments } from '../payments/tables.ts';
import { createCodSettings } from '../settings/cod-settings.ts';
import { codSettings } from '../settings/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let owner: TestAdmin;
let staff: TestAdmin;

const PUNE = { street: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001', country: 'India' };
const outbox = () => outboxMails(a.dataDir);
const dress = () => fx.productIds['Floral Tiered Maxi Dress']!; // ₹999

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000', DELIVERY_RATE_LIMIT_PER_MIN: '10000' });
  owner = await createAdmin(a.app, a.services, 'owner');
  staff = await createAdmin(a.app, a.services, 'staff');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});
beforeEach(async () => {
  await t.db.delete(deliveryZones);
  // Saving the delivery settings clears the delivery service's cache of zones.
  await a.services.delivery.saveSettings(DEFAULT_DELIVERY_SETTINGS, {
    id: owner.id,
    email: owner.email,
    role: 'owner',
  });
  await t.db.update(productVariants).set({ stock: 100 }).where(eq(productVariants.productId, dress()));
  await saveCod({ feeRupees: 0, maxOrderRupees: 10_000, maxOpenOrders: 2 });
});

const admin = (who: TestAdmin, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  a.app.inject({ method, url, headers: { ...who.auth, origin: 'http://localhost' }, ...(payload ? { payload } : {}) });

async function saveCod(payload: object) {
  const res = await admin(owner, 'PUT', '/api/admin/settings/cod', payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cod;
}

function codOrder(who: TestCustomer, quantity = 1, address = PUNE) {
  return a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: { ...who.auth, 'idempotency-key': crypto.randomUUID() },
    payload: {
      items: [{ product: dress(), size: 'S', quantity, price: 1 }],
      shippingAddress: address,
      paymentMethod: 'cod',
      totalAmount: 1,
    },
  });
}

function onlineOrder(who: TestCustomer, quantity = 1, address = PUNE) {
  return a.app.inject({
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
      },
    },
  });
}

async function quote(who: TestCustomer | null, quantity = 1, pincode = PUNE.pincode) {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    headers: who ? who.auth : {},
    payload: { items: [{ product: dress(), size: 'S', quantity }], pincode },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the COD fee', () => {
  it('defaults to none: COD available, no fee', async () => {
    await t.db.delete(codSettings);
    const fresh = createCodSettings({ db: t.db, audit: a.services.audit });
    expect(await fresh.get()).toEqual({ ...DEFAULT_COD_RULES, updatedAt: null });
    expect(DEFAULT_COD_RULES).toEqual({ feePaise: 0, maxOrderPaise: 10_000_00, maxOpenOrders: 2 });
    const who = await signUp(a.app);
    const q = await quote(who);
    expect(q.cod).toEqual({ available: true, reason: null, message: null, fee: 0, total: q.total });
  });

  it('is shown in the quote, added to a COD order (stored, answered, invoiced), never to an online order', async () => {
    await saveGstSettings(a.services, { state: 'Maharashtra' });
    await saveCod({ feeRupees: 49.5, maxOrderRupees: 10_000, maxOpenOrders: 2 });
    const who = await signUp(a.app);
    const q = await quote(who, 2);
    expect(q.total).toBe(1998);
    expect(q.cod).toEqual({ available: true, reason: null, message: null, fee: 49.5, total: 2047.5 });

    const cod = await codOrder(who, 2);
    expect(cod.statusCode, cod.body).toBe(201);
    const placed = cod.json().order;
    expect(placed).toMatchObject({ codFee: 49.5, subtotal: 1998, shippingCharge: 0, totalAmount: 2047.5 });
    const [invoice] = await a.services.invoices.forOrder(placed._id);
    const doc = (await a.services.invoices.view(invoice!.id))!;
    expect(doc.totals.total).toBe(204750);
    const line = doc.lines.find((l) => l.description === COD_CHARGE_LINE)!;
    expect(line).toMatchObject({ value: 4950, quantity: 1, hsn: doc.lines[0]!.hsn, rateBps: doc.lines[0]!.rateBps });
    // The order mail lists the charge.
    await a.jobsDone();
    const mail = (await outbox()).find((m) => m.includes(`Your order ${placed.orderId} is placed`));
    expect(mail).toContain('Cash on delivery charge: ₹49.50\nTotal: ₹2,047.50 (Cash on delivery)');
    // ... and the date promised at checkout.
    expect(placed.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mail).toContain(`\n${deliveryByText(placed.deliveryDate)}.\n`);
    const admins = await admin(staff, 'GET', `/api/admin/orders/${placed._id}`);
    expect(admins.json().order).toMatchObject({ codFeePaise: 4950, totalPaise: 204750 });

    const online = await onlineOrder(who, 2);
    expect(online.statusCode, online.body).toBe(201);
    expect(online.json().amount).toBe(199800);
    const [p] = await t.db.select().from(payments).where(eq(payments.providerOrderId, online.json().id));
    expect(p!.amountPaise).toBe(199800);
    const mine = (await a.app.inject({ url: '/api/orders/my-orders', headers: who.auth })).json();
    const paidOnline = JSON.stringify(mine).includes('"codFee":0');
    expect(paidOnline).toBe(true);
  });
});

describe('the maximum order value', () => {
  it('refuses COD over the limit (fee included) with its reason and message; paying online is allowed', async () => {
    await saveCod({ feeRupees: 10, maxOrderRupees: 2_000, maxOpenOrders: 2 });
    const who = await signUp(a.app);
    // 2 x 999 = 1998 + 10 = 2008 > 2000.
    const message = COD_MESSAGES.overLimit(paise(2_000_00));
    expect(message).toBe('Cash on delivery is available for orders up to ₹2,000. Please pay online.');
    expect((await quote(who, 2)).cod).toMatchObject({ available: false, reason: 'cod_over_limit', message });
    expect((await quote(null, 2)).cod).toMatchObject({ available: false, reason: 'cod_over_limit' });
    const refused = await codOrder(who, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'cod_over_limit', message, fields: { paymentMethod: message } });
    expect((await onlineOrder(who, 2)).statusCode).toBe(201);
    // One piece (999 + 10) is within the limit.
    expect((await quote(who, 1)).cod.available).toBe(true);
    expect((await codOrder(who, 1)).statusCode).toBe(201);
  });
});

describe('delivery zones', () => {
  it('refuses COD where the zone does not allow it; online stays open', async () => {
    const zone = await admin(owner, 'POST', '/api/admin/delivery/zones', {
      name: 'Maharashtra prepaid',
      match: 'states',
      values: 'Maharashtra',
      codAllowed: false,
    });
    expect(zone.statusCode, zone.body).toBe(201);
    const who = await signUp(a.app);
    const message = 'Cash on delivery is not available for PIN 411001. Please pay online.';
    expect((await quote(who)).cod).toMatchObject({ available: false, reason: 'cod_not_available_here', message });
    // Elsewhere COD is still offered.
    expect((await quote(who, 1, '560001')).cod.available).toBe(true);
    const refused = await codOrder(who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'cod_not_available_here', message });
    expect((await onlineOrder(who)).statusCode).toBe(201);
  });
});

describe('customers the store turned COD off for', () => {
  it('staff flag a customer (audited); COD is refused for them only, online is open; unflagged, COD is back', async () => {
    const who = await signUp(a.app, 'Refuses Deliveries');
    const other = await signUp(a.app, 'Pays Cash');
    const url = `/api/admin/customers/${who.id}/cod`;
    const asCustomer = await a.app.inject({
      method: 'PUT',
      url,
      headers: { ...who.auth, origin: 'http://localhost' },
      payload: { codBlocked: true },
    });
    expect([401, 403]).toContain(asCustomer.statusCode);
    expect((await admin(staff, 'PUT', url, { codBlocked: 'yes' })).statusCode).toBe(400);

    const flagged = await admin(staff, 'PUT', url, { codBlocked: true, note: 'Refused 3 deliveries' });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json().customer.codBlocked).toMatchObject({ note: 'Refused 3 deliveries' });
    const { entries } = await a.services.audit.list({ action: 'customer.cod_block' });
    expect(entries.find((e) => e.entityId === who.id)).toMatchObject({
      changes: { codBlocked: { before: false, after: true }, note: { after: 'Refused 3 deliveries' } },
    });
    const detail = await admin(staff, 'GET', `/api/admin/customers/${who.id}`);
    expect(detail.json().customer.codBlocked).not.toBeNull();

    const message = 'Cash on delivery is not available on your account. Please pay online.';
    expect((await quote(who)).cod).toMatchObject({ available: false, reason: 'cod_blocked', message });
    expect((await quote(other)).cod.available).toBe(true);
    const refused = await codOrder(who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'cod_blocked', message });
    expect((await onlineOrder(who)).statusCode).toBe(201);
    expect((await codOrder(other)).statusCode).toBe(201);

    expect((await admin(staff, 'PUT', url, { codBlocked: false })).json().customer.codBlocked).toBeNull();
    expect((await a.services.audit.list({ action: 'customer.cod_unblock' })).entries.length).toBeGreaterThan(0);
    expect((await codOrder(who)).statusCode).toBe(201);
  });
});

describe('a customer flagged while an order is being placed', () => {
  it('has that order refused: the flag is read again under the customer lock', async () => {
    const who = await signUp(a.app, 'Flagged Meanwhile');
    // Hold the lock every order of this customer takes, so the order waits after it was priced (COD then allowed).
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`orders:customer:${who.id}`]);
      const pending = codOrder(who);
      await expect
        .poll(
          async () =>
            (
              await holder.query(
                `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event = 'advisory' AND datname = current_database() AND pid <> pg_backend_pid()`,
              )
            ).rows[0].n,
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      const flagged = await admin(staff, 'PUT', `/api/admin/customers/${who.id}/cod`, { codBlocked: true });
      expect(flagged.statusCode, flagged.body).toBe(200);
      await holder.query('COMMIT');
      const res = await pending;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ reason: 'cod_blocked' });
    } finally {
      await holder.end();
    }
  });
});

describe('open COD orders per customer', () => {
  it('of 10 COD orders at once by one customer exactly the allowed number succeed, the rest with the reason', async () => {
    await saveCod({ feeRupees: 0, maxOrderRupees: 10_000, maxOpenOrders: 3 });
    const who = await signUp(a.app, 'Many At Once');
    const results = await Promise.all(Array.from({ length: 10 }, () => codOrder(who)));
    const codes = results.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c !== 201 && c !== 409),
      results.map((r) => r.body).join('\n'),
    ).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const message =
      'You already have 3 cash-on-delivery orders on the way. Please pay online, or wait until one is delivered.';
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({ reason: 'cod_open_orders', message });
    }
    expect((await quote(who)).cod).toMatchObject({ available: false, reason: 'cod_open_orders', message });
    expect((await onlineOrder(who)).statusCode).toBe(201);

    // A cancelled COD order is no longer open: another may be placed.
    const first = results.find((r) => r.statusCode === 201)!.json().order;
    const cancel = await a.app.inject({
      method: 'PUT',
      url: `/api/orders/${first._id}/cancel`,
      headers: { ...who.auth, origin: 'http://localhost' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await quote(who)).cod.available).toBe(true);
    expect((await codOrder(who)).statusCode).toBe(201);
  });
});

describe('open COD orders that are paid already', () => {
  it('do not count: an exchange (a ₹0 order) or one paid with store credit leaves no cash to collect', async () => {
    const who = await signUp(a.app, 'Paid Already');
    const placed = await Promise.all([codOrder(who), codOrder(who)]);
    expect(placed.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await quote(who)).cod).toMatchObject({ available: false, reason: 'cod_open_orders' });
    // An order on the way whose cash was already settled (as an exchange's linked order is).
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, placed[0]!.json().order._id));
    expect((await quote(who)).cod.available).toBe(true);
    expect((await codOrder(who)).statusCode).toBe(201);
  });
});

describe('the COD settings', () => {
  it('refuses a maximum of ₹2,00,000 or more (the legal cash limit) and other bad values with 400; owner only', async () => {
    for (const maxOrderRupees of [200_000, 250_000, 10_000_000]) {
      const res = await admin(owner, 'PUT', '/api/admin/settings/cod', {
        feeRupees: 0,
        maxOrderRupees,
        maxOpenOrders: 2,
      });
      expect(res.statusCode, String(maxOrderRupees)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(COD_LIMIT_TOO_HIGH);
    }
    for (const bad of [
      { feeRupees: -1, maxOrderRupees: 5000, maxOpenOrders: 2 },
      { feeRupees: 1.234, maxOrderRupees: 5000, maxOpenOrders: 2 },
      { feeRupees: 0, maxOrderRupees: 0, maxOpenOrders: 2 },
      { feeRupees: 0, maxOrderRupees: 5000, maxOpenOrders: 0 },
      { feeRupees: 0, maxOrderRupees: 5000, maxOpenOrders: 1.5 },
      { feeRupees: 'free', maxOrderRupees: 5000, maxOpenOrders: 2 },
      {},
    ]) {
      const res = await admin(owner, 'PUT', '/api/admin/settings/cod', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await admin(staff, 'PUT', '/api/admin/settings/cod', { feeRupees: 0, maxOrderRupees: 5000, maxOpenOrders: 2 }))
        .statusCode,
    ).toBe(403);
    const saved = await saveCod({ feeRupees: '25', maxOrderRupees: '199999.99', maxOpenOrders: '5' });
    expect(saved).toMatchObject({ feePaise: 2500, maxOrderPaise: 19_999_999, maxOpenOrders: 5 });
    expect((await admin(owner, 'GET', '/api/admin/settings/cod')).json().cod).toMatchObject(saved);
    const { entries } = await a.services.audit.list({ action: 'cod_settings.update' });
    expect(entries[0]).toMatchObject({
      changes: { feePaise: { after: 2500 }, maxOrderPaise: { after: 19_999_999 }, maxOpenOrders: { after: 5 } },
    });
  });
});
