/**
 * The store's customers from the admin (issue 11): search, orders count and total spent, one customer, and disabling
 * an account (its sessions end at once, signing in is refused) and enabling it again, audited.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { auditLog } from '../audit/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let staff: TestAdmin;
let asha: TestCustomer;
let ravi: TestCustomer;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  staff = await createAdmin(a.app, a.services, 'staff');
  asha = await signUp(a.app, 'Asha Verma');
  ravi = await signUp(a.app, 'Ravi Kumar');
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

const admin = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  a.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });

async function placeCod(who: TestCustomer): Promise<string> {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: who.auth,
    payload: {
      items: [{ product: fx.productIds['High-Rise Straight Fit Jeans']!, size: '30', quantity: 1, price: 1 }],
      shippingAddress: {
        street: '4 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        pincode: '700016',
        country: 'India',
      },
      paymentMethod: 'cod',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().order._id;
}

const login = (email: string) =>
  a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret123' } });

describe('GET /api/admin/customers', () => {
  it('searches by name, email or phone, with orders placed and total spent (sales only)', async () => {
    await placeCod(asha);
    const cancelled = await placeCod(asha);
    await a.app.inject({ method: 'PUT', url: `/api/orders/${cancelled}/cancel`, headers: asha.auth });

    const byName = (await admin('GET', '/api/admin/customers?q=asha')).json();
    expect(byName.total).toBe(1);
    expect(byName.customers[0]).toMatchObject({ id: asha.id, name: 'Asha Verma', orders: 2, spentPaise: 149900 });
    const byEmail = (await admin('GET', `/api/admin/customers?q=${encodeURIComponent(ravi.email)}`)).json();
    expect(byEmail.customers.map((c: { id: string }) => c.id)).toEqual([ravi.id]);
    expect(byEmail.customers[0]).toMatchObject({ orders: 0, spentPaise: 0, lastOrderAt: null });
    const byPhone = (await admin('GET', '/api/admin/customers?q=98765%2043210&perPage=100')).json();
    expect(byPhone.customers.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining([asha.id, ravi.id]));
    // Staff are not customers.
    const staffSearch = (await admin('GET', `/api/admin/customers?q=${encodeURIComponent(staff.email)}`)).json();
    expect(staffSearch.total).toBe(0);
    const paged = (await admin('GET', '/api/admin/customers?perPage=1&page=2')).json();
    expect(paged.customers).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(3);
  });

  it('refuses a bad query with a message per field', async () => {
    const res = await admin('GET', '/api/admin/customers?perPage=500&status=gone');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['perPage', 'status']));
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('shows the profile, addresses, orders and total spent', async () => {
    const res = await admin('GET', `/api/admin/customers/${asha.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.customer).toMatchObject({ email: asha.email, disabled: false, orders: 2, spentPaise: 149900 });
    expect(body.orders).toHaveLength(2);
    expect(body.orders.map((o: { status: string }) => o.status).sort()).toEqual(['cancelled', 'processing']);
    expect(Array.isArray(body.addresses)).toBe(true);
  });

  it('answers 404 for an unknown id or a member of staff, 400 for a malformed id', async () => {
    expect((await admin('GET', `/api/admin/customers/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/customers/${staff.id}`)).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/customers/x')).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/customers/:id', () => {
  it('disabling ends the sessions at once and refuses sign-in; enabling lets the customer in again; audited', async () => {
    const me = () => a.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: ravi.auth });
    expect((await me()).statusCode).toBe(200);

    const off = await admin('PATCH', `/api/admin/customers/${ravi.id}`, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().customer).toMatchObject({ id: ravi.id, disabled: true });
    expect((await me()).statusCode).toBe(401);
    expect((await login(ravi.email)).statusCode).toBe(401);
    expect(
      (await admin('GET', '/api/admin/customers?status=disabled')).json().customers.map((c: { id: string }) => c.id),
    ).toEqual([ravi.id]);

    const on = await admin('PATCH', `/api/admin/customers/${ravi.id}`, { disabled: false });
    expect(on.json().customer.disabled).toBe(false);
    const back = await login(ravi.email);
    expect(back.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401); // the old session stays ended

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, ravi.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['customer.disable', 'customer.enable']);
    expect(entries.find((e) => e.action === 'customer.disable')).toMatchObject({
      actorId: staff.id,
      entity: 'customer',
      changes: { disabled: { before: false, after: true } },
    });
  });

  it('refuses a bad body (400 with the field) and a member of staff (404)', async () => {
    const bad = await admin('PATCH', `/api/admin/customers/${asha.id}`, { disabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.disabled).toBe('Choose to disable or enable the account');
    expect((await admin('PATCH', `/api/admin/customers/${staff.id}`, { disabled: true })).statusCode).toBe(404);
  });
});
