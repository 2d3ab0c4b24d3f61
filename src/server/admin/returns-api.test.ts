/**
 * The admin's returns API (issue 13): the steps a request's status allows, through the same workflows as the
 * storefront; refused moves are 409 invalid_transition, bad input a 400, every step audited; customers get 403.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { paise } from '../../shop/money.ts';
import { products } from '../catalog/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let asha: TestCustomer;
let staff: TestAdmin;

const address = { street: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016', country: 'India' };

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  asha = await signUp(a.app, 'Asha Verma');
  staff = await createAdmin(a.app, a.services, 'staff');
  const dress = fx.productIds['Floral Tiered Maxi Dress']!;
  await t.db
    .update(products)
    .set({ mrpPaise: paise(99900), salePaise: paise(99900) })
    .where(eq(products.id, dress));
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

async function requested(): Promise<{ id: string; orderId: string }> {
  const dress = fx.productIds['Floral Tiered Maxi Dress']!;
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: asha.auth,
    payload: {
      items: [{ product: dress, size: 'S', quantity: 1, price: 1 }],
      shippingAddress: address,
      paymentMethod: 'cod',
    },
  });
  const order = res.json().order as { _id: string; items: Array<{ _id: string }> };
  await a.services.checkout.ship(order._id, { trackingNumber: 'X1' });
  await a.services.checkout.deliver(order._id);
  const made = await a.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: asha.auth,
    payload: { orderItemId: order.items[0]!._id, kind: 'return', quantity: 1, reason: 'wrong_item' },
  });
  expect(made.statusCode).toBe(201);
  return { id: made.json().return._id, orderId: order._id };
}

const post = (path: string, payload: object = {}, headers = staff.auth) =>
  a.app.inject({ method: 'POST', url: `/api/admin/returns/${path}`, headers, payload });

describe('admin returns', () => {
  it('walks a cash-on-delivery return to store credit, offering only the allowed steps', async () => {
    const r = await requested();
    const list = await a.app.inject({
      method: 'GET',
      url: `/api/admin/returns?orderId=${r.orderId}`,
      headers: staff.auth,
    });
    expect(list.json().returns).toHaveLength(1);
    let res = await a.app.inject({ method: 'GET', url: `/api/admin/returns/${r.id}`, headers: staff.auth });
    expect(res.json()).toMatchObject({ actions: ['approve', 'reject'], refundMethods: ['store_credit'] });

    res = await post(`${r.id}/receive`);
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('invalid_transition');
    expect((await post(`${r.id}/pickup`, { courier: '', trackingNumber: '' })).statusCode).toBe(400);

    expect((await post(`${r.id}/approve`, { note: 'OK' })).json().actions).toEqual(['reject', 'pickup']);
    expect((await post(`${r.id}/pickup`, { courier: 'Delhivery', trackingNumber: 'RV1' })).statusCode).toBe(200);
    expect((await post(`${r.id}/receive`)).json().actions).toEqual(['reject', 'refund']);
    expect((await post(`${r.id}/refund`, { method: 'original_payment' })).statusCode).toBe(400);
    res = await post(`${r.id}/refund`, { method: 'store_credit' });
    expect(res.json()).toMatchObject({ return: { status: 'credited', refundAmount: 999 }, actions: [] });

    const credit = await a.app.inject({ method: 'GET', url: '/api/store-credit', headers: asha.auth });
    expect(credit.json()).toMatchObject({ balance: 999, entries: [{ kind: 'return_credit', amount: 999 }] });
    const audit = await a.services.audit.list({ entity: 'return', entityId: r.id });
    expect(audit.entries.map((e) => e.action).sort()).toEqual(
      ['return.approve', 'return.pickup', 'return.receive', 'return.refund'].sort(),
    );
  });

  it('rejects with a note (required), and refuses customers', async () => {
    const r = await requested();
    expect((await post(`${r.id}/reject`, { note: ' ' })).statusCode).toBe(400);
    expect((await post(`${r.id}/approve`, {}, asha.auth)).statusCode).toBe(403);
    const res = await post(`${r.id}/reject`, { note: 'Worn' });
    expect(res.json().return).toMatchObject({ status: 'rejected', storeNote: 'Worn' });
    expect((await post('not-a-uuid/approve')).statusCode).toBe(400);
  });
});
