/**
 * Every /api/admin route checks the role on the server (issue 11): walked from the routes the app registered, so a
 * new route is covered the day it is added. Anonymous: 401; a customer: 403; staff signed in on the storefront only
 * (no second factor): 401; staff on an owner route: 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/customers.ts';
import { createAdmin, STAFF_PASSWORD, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';

let t: TestDatabase;
let a: TestApp;
let staff: TestAdmin;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000' });
  staff = await createAdmin(a.app, a.services, 'staff');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const UUID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, UUID);
const call = (route: { method: string; url: string }, headers: Record<string, string>) =>
  a.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: { origin: 'http://localhost', ...headers },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('admin route guard', () => {
  it('covers the admin routes (sign-in steps are the only public ones)', () => {
    const routes = a.app.adminRoutes;
    expect(routes.length).toBeGreaterThan(5);
    expect(
      routes
        .filter((r) => r.role === 'public')
        .map((r) => r.url)
        .sort(),
    ).toEqual(['/api/admin/auth/password', '/api/admin/auth/verify']);
  });

  it('answers 401 to a visitor on every admin route', async () => {
    for (const route of a.app.adminRoutes.filter((r) => r.role !== 'public')) {
      const res = await call(route, {});
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a customer on every admin route', async () => {
    const customer = await signUp(a.app);
    for (const route of a.app.adminRoutes.filter((r) => r.role !== 'public')) {
      const res = await call(route, customer.auth);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().reason).toBe('forbidden');
    }
  });

  it('answers 401 to staff signed in on the storefront only (no second factor)', async () => {
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().authToken}` };
    for (const route of a.app.adminRoutes.filter((r) => r.role === 'staff')) {
      const res = await call(route, auth);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to staff on every owner-only route', async () => {
    const ownerRoutes = a.app.adminRoutes.filter((r) => r.role === 'owner');
    expect(ownerRoutes.length).toBeGreaterThan(0);
    for (const route of ownerRoutes) {
      const res = await call(route, staff.auth);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
