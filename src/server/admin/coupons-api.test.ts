/**
 * Coupons in the admin: the owner creates coupons and changes their rules; staff may only switch them on or off
 * (refused on the owner routes and in the service); codes are unique whatever their case; each change is audited;
 * the list shows how often each coupon was used by orders (counted by the orders service); a change applies to
 * shoppers' carts at once.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { COUPON_CODE_TAKEN, COUPON_CODE_USED } from '../../shop/admin/coupons.ts';
import { OWNER_ONLY_COUPON_RULES } from '../merch/coupon-admin.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let owner: TestAdmin;
let staff: TestAdmin;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  owner = await createAdmin(a.app, a.services, 'owner');
  staff = await createAdmin(a.app, a.services, 'staff');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const valid = {
  code: 'diwali20',
  title: 'Diwali 20% off',
  description: 'Festive savings',
  discountPercentage: '20',
  isActive: true,
  firstOrderOnly: false,
  maxUsesPerCustomer: '2',
  maxUsesTotal: '',
  minOrderRupees: '999.50',
  validFrom: '2026-01-01',
  validUntil: '2099-12-31',
};

const send = (who: TestAdmin, method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: object) =>
  a.app.inject({ method, url, headers: { ...who.auth, origin: 'http://localhost' }, ...(payload ? { payload } : {}) });

async function entriesFor(id: string) {
  return (await a.services.audit.list({ entity: 'coupon', entityId: id })).entries;
}

describe('coupons in the admin', () => {
  let id: string;

  it('the owner creates a coupon: rupees become paise, India dates become instants, the code is upper-cased', async () => {
    const res = await send(owner, 'POST', '/api/admin/coupons', valid);
    expect(res.statusCode, res.body).toBe(201);
    const { coupon } = res.json();
    id = coupon.id;
    expect(coupon).toMatchObject({
      code: 'DIWALI20',
      discountPercentage: 20,
      minOrderPaise: 99950,
      maxUsesPerCustomer: 2,
      maxUsesTotal: null,
      validFrom: '2025-12-31T18:30:00.000Z',
      validUntil: '2099-12-31T18:29:59.999Z',
      uses: 0,
    });
    const [entry] = await entriesFor(id);
    expect(entry).toMatchObject({ action: 'coupon.create', actorEmail: owner.email });
    expect(entry!.changes.code).toEqual({ before: null, after: 'DIWALI20' });
  });

  it('refuses a code already taken, whatever its case, with a message on the field', async () => {
    const res = await send(owner, 'POST', '/api/admin/coupons', { ...valid, code: 'Diwali20' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: COUPON_CODE_TAKEN,
      fields: { code: COUPON_CODE_TAKEN },
    });
  });

  it('answers each bad field with its message (400), never a 5xx', async () => {
    const res = await send(owner, 'POST', '/api/admin/coupons', {
      ...valid,
      code: 'a b',
      discountPercentage: '150',
      maxUsesTotal: '0',
      minOrderRupees: '-5',
      validFrom: '2026-12-31',
      validUntil: '2026-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      code: 'Use 3 to 30 letters, digits, - or _',
      discountPercentage: 'Enter a percentage from 1 to 100',
      maxUsesTotal: 'Total uses must be a whole number, 1 or more (or empty for no limit)',
      minOrderRupees: 'Minimum order cannot be negative',
    });
    const dates = await send(owner, 'POST', '/api/admin/coupons', {
      ...valid,
      code: 'DATES1',
      validFrom: '2026-12-31',
      validUntil: '2026-01-01',
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().fields).toEqual({ validUntil: 'The last day must be on or after the first day' });
  });

  it('staff cannot create a coupon or change its rules (403 on the routes, and in the service)', async () => {
    expect((await send(staff, 'POST', '/api/admin/coupons', { ...valid, code: 'STAFF10' })).statusCode).toBe(403);
    const put = await send(staff, 'PUT', `/api/admin/coupons/${id}`, { ...valid, discountPercentage: '90' });
    expect(put.statusCode).toBe(403);
    const me = { id: staff.id, email: staff.email, role: 'staff' as const };
    await expect(a.services.coupons.update(id, {} as never, me)).rejects.toThrow(OWNER_ONLY_COUPON_RULES);
    await expect(a.services.coupons.create({} as never, me)).rejects.toThrow(OWNER_ONLY_COUPON_RULES);
    expect((await a.services.coupons.get(id)).discountPercentage).toBe(20);
  });

  it('staff switch a coupon off and on; the cart refuses it at once while off; audited', async () => {
    const shopper = await signUp(a.app, 'Coupon Shopper');
    const items = [{ product: fx.productIds['Floral Tiered Maxi Dress']!, size: 'S', quantity: 1 }];
    const quote = () =>
      a.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        headers: shopper.auth,
        payload: { items, couponCode: 'diwali20' },
      });
    expect((await quote()).json()).not.toHaveProperty('reason', 'coupon_invalid');

    const off = await send(staff, 'PATCH', `/api/admin/coupons/${id}/status`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().coupon.isActive).toBe(false);
    expect((await quote()).json().reason).toBe('coupon_invalid');

    expect((await send(staff, 'PATCH', `/api/admin/coupons/${id}/status`, { isActive: true })).statusCode).toBe(200);
    expect((await quote()).json()).not.toHaveProperty('reason', 'coupon_invalid');
    const actions = (await entriesFor(id)).map((e) => `${e.action}:${e.actorEmail}`);
    expect(actions).toEqual(
      expect.arrayContaining([`coupon.deactivate:${staff.email}`, `coupon.activate:${staff.email}`]),
    );
    const bad = await send(staff, 'PATCH', `/api/admin/coupons/${id}/status`, { isActive: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('the owner changes the rules (audited with before and after); the list counts uses from orders', async () => {
    const put = await send(owner, 'PUT', `/api/admin/coupons/${id}`, {
      ...valid,
      discountPercentage: '25',
      minOrderRupees: '',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().coupon.discountPercentage).toBe(25);
    const update = (await entriesFor(id)).find((e) => e.action === 'coupon.update')!;
    expect(update.changes).toEqual({
      discountPercentage: { before: 20, after: 25 },
      minOrderPaise: { before: 99950, after: 0 },
    });

    const shopper = await signUp(a.app, 'Coupon Buyer');
    const order = await a.app.inject({
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
        couponCode: 'Diwali20',
      },
    });
    expect(order.statusCode, order.body).toBe(201);

    const list = await send(staff, 'GET', '/api/admin/coupons?q=diwali');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, coupons: [{ code: 'DIWALI20', uses: 1 }] });

    // A used coupon keeps its code (uses are counted by code).
    const rename = await send(owner, 'PUT', `/api/admin/coupons/${id}`, { ...valid, code: 'DIWALI25' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().fields).toEqual({ code: COUPON_CODE_USED });
  });

  it('lists with a status filter and bounded pages', async () => {
    const inactive = await send(staff, 'GET', '/api/admin/coupons?status=inactive');
    expect(inactive.json().coupons.every((c: { isActive: boolean }) => !c.isActive)).toBe(true);
    expect((await send(staff, 'GET', '/api/admin/coupons?perPage=1000')).statusCode).toBe(400);
    expect((await send(staff, 'GET', `/api/admin/coupons/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
