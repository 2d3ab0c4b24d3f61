/**
 * The admin's dashboard (issue 11) against known orders: today and this month by India's calendar (an order at
 * 00:30 IST is today's although it is yesterday in UTC), revenue from sales only, orders waiting to ship, low
 * stock, new contact messages, latest reviews, and 30 days of sales.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { formatRupees, type Paise } from '../../shop/money.ts';
import { orders } from '../orders/tables.ts';
import { productVariants } from '../catalog/tables.ts';
import { contactMessages } from '../contact/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let staff: TestAdmin;
let asha: TestCustomer;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  staff = await createAdmin(a.app, a.services, 'staff');
  asha = await signUp(a.app, 'Asha Verma');
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

async function placeCod(product: string, size: string, quantity: number, at: string): Promise<string> {
  await t.db.update(productVariants).set({ stock: 10 }).where(eq(productVariants.productId, product));
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: asha.auth,
    payload: {
      items: [{ product, size, quantity, price: 1 }],
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
  const id = res.json().order._id as string;
  await t.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, id));
  return id;
}

describe('the dashboard figures', () => {
  it('counts today and this month in India time, sales only, with 30 days of sales', async () => {
    const jeans = fx.productIds['High-Rise Straight Fit Jeans']!; // 1499
    const dress = fx.productIds['Floral Tiered Maxi Dress']!; // 999
    const today = await placeCod(jeans, '30', 1, '2026-03-15T00:30:00+05:30'); // 14 Mar in UTC
    await placeCod(dress, 'S', 2, '2026-03-14T23:50:00+05:30'); // yesterday
    await placeCod(dress, 'S', 1, '2026-03-02T10:00:00+05:30'); // this month
    await placeCod(jeans, '30', 3, '2026-02-28T23:00:00+05:30'); // last month, in the chart
    await placeCod(jeans, '30', 1, '2026-01-10T10:00:00+05:30'); // older than 30 days
    const cancelled = await placeCod(dress, 'S', 4, '2026-03-15T09:00:00+05:30');
    await a.app.inject({ method: 'PUT', url: `/api/orders/${cancelled}/cancel`, headers: asha.auth });

    const f = await a.services.dashboard.figures(new Date('2026-03-15T12:00:00+05:30'));
    expect(f.today).toBe('2026-03-15');
    expect(f.todaySales).toEqual({ orders: 1, revenuePaise: 149900 });
    expect(f.monthSales).toEqual({ orders: 3, revenuePaise: 149900 + 199800 + 99900 });
    expect(formatRupees(f.monthSales.revenuePaise as Paise)).toBe('₹4,496');
    expect(f.waitingToShip).toBe(5);
    expect(f.salesByDay).toHaveLength(30);
    expect(f.salesByDay[29]).toEqual({ day: '2026-03-15', orders: 1, revenuePaise: 149900 });
    expect(f.salesByDay[0]!.day).toBe('2026-02-14');
    const byDay = Object.fromEntries(f.salesByDay.filter((d) => d.orders > 0).map((d) => [d.day, d.revenuePaise]));
    expect(byDay).toEqual({
      '2026-02-28': 449700,
      '2026-03-02': 99900,
      '2026-03-14': 199800,
      '2026-03-15': 149900,
    });

    await a.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${today}/ship`,
      headers: staff.auth,
      payload: { courier: 'Delhivery', trackingNumber: 'D-1' },
    });
    expect((await a.services.dashboard.figures(new Date('2026-03-15T12:00:00+05:30'))).waitingToShip).toBe(4);
  });

  it('GET /api/admin/dashboard: low-stock sizes (lowest first), new messages, latest reviews', async () => {
    const shirt = fx.productIds['Linen Mandarin Collar Shirt']!;
    await t.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(inArray(productVariants.productId, [shirt]));
    const sent = await a.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Nisha', email: 'nisha@example.com', subject: 'Size', comment: 'Is the M in stock soon?' },
    });
    expect(sent.statusCode).toBe(201);
    const res = await a.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.auth });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.lowStock.total).toBeGreaterThanOrEqual(2);
    expect(d.lowStock.sizes[0].stock).toBe(0);
    expect(d.lowStock.sizes.every((s: { stock: number }) => s.stock <= 5)).toBe(true);
    expect(d.lowStock.sizes.map((s: { name: string }) => s.name)).toContain('Linen Mandarin Collar Shirt');
    expect(d.newMessages).toBe(1);
    expect(d.overdueComplaints).toBe(0);
    // The complaint's one-month resolution deadline passes unresolved: it is counted as overdue.
    await t.db.update(contactMessages).set({ resolveBy: new Date(Date.now() - 60_000) });
    const later = await a.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.auth });
    expect(later.json().overdueComplaints).toBe(1);
    expect(d.latestReviews[0]).toMatchObject({ rating: 5, product: { name: 'Indigo Block-Print Cotton Kurta' } });
    expect(d.salesByDay).toHaveLength(30);
  });
});
