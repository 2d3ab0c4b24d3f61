/** Review moderation from the admin (issue 11): roles, validation, audit, totals, and the storefront's view. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, insertProduct, signUp, type Customer } from '../../../tests/support/accounts-fixture.ts';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { auditLog } from '../audit/tables.ts';
import { products } from '../catalog/tables.ts';

let t: TestDatabase;
let a: TestApp;
let staff: TestAdmin;
let owner: TestAdmin;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000' });
  staff = await createAdmin(a.app, a.services, 'staff');
  owner = await createAdmin(a.app, a.services, 'owner');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

async function review(c: Customer, productId: string, rating: number, text: string) {
  const res = await a.app.inject({
    method: 'POST',
    url: `/api/ratings/${productId}`,
    headers: bearer(c.token),
    payload: { rating, review: text },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

const totals = async (id: string) => {
  const [p] = await t.db
    .select({ sum: products.ratingSum, count: products.ratingCount, reviews: products.reviewCount })
    .from(products)
    .where(eq(products.id, id));
  return p!;
};

const storefront = async (productId: string) => {
  const res = await a.app.inject({ method: 'GET', url: `/api/ratings/product/${productId}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { data: Array<{ _id: string }>; total: number };
};
const latest = async () =>
  (
    (await a.app.inject({ method: 'GET', url: '/api/ratings/getAllRatings' })).json().ratings as Array<{ _id: string }>
  ).map((r) => r._id);

const moderate = (id: string, hidden: boolean, who: TestAdmin = staff) =>
  a.app.inject({ method: 'PATCH', url: `/api/admin/reviews/${id}`, headers: who.auth, payload: { hidden } });

const audits = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);

describe('hide, show and delete a review', () => {
  it("keeps the product's totals right through hide -> show -> delete, and the store shows only shown reviews", async () => {
    const p = await insertProduct(t.db);
    const [c1, c2] = [await signUp(a.app), await signUp(a.app)];
    const good = await review(c1, p.id, 5, 'Lovely colour, true to size.');
    const bad = await review(c2, p.id, 2, 'Stitching came loose.');
    expect(await totals(p.id)).toEqual({ sum: 7, count: 2, reviews: 2 });

    const hidden = await moderate(good, true);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().review).toMatchObject({ id: good, hidden: true, rating: 5, productSlug: p.slug });
    expect(await totals(p.id)).toEqual({ sum: 2, count: 1, reviews: 1 });
    const page = await storefront(p.id);
    expect(page.data.map((r) => r._id)).toEqual([bad]);
    expect(page.total).toBe(1);
    expect(await latest()).not.toContain(good);
    const product = (await a.app.inject({ method: 'GET', url: `/api/products/slug/${p.slug}` })).json();
    expect(JSON.stringify(product)).toMatch(/"averageRating":2\b/);

    // Hiding again changes nothing (and records nothing).
    expect((await moderate(good, true)).statusCode).toBe(200);
    expect(await totals(p.id)).toEqual({ sum: 2, count: 1, reviews: 1 });

    // The author editing a hidden review keeps it hidden and out of the totals.
    await review(c1, p.id, 4, 'Edited after it was hidden.');
    expect(await totals(p.id)).toEqual({ sum: 2, count: 1, reviews: 1 });

    const shown = await moderate(good, false, owner);
    expect(shown.json().review.hidden).toBe(false);
    expect(await totals(p.id)).toEqual({ sum: 6, count: 2, reviews: 2 });
    expect((await storefront(p.id)).data.map((r) => r._id).sort()).toEqual([good, bad].sort());
    expect(await latest()).toContain(good);

    const gone = await a.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${bad}`, headers: staff.auth });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ deleted: true });
    expect(await totals(p.id)).toEqual({ sum: 4, count: 1, reviews: 1 });

    // Deleting a hidden review leaves the totals alone.
    await moderate(good, true);
    expect(await totals(p.id)).toEqual({ sum: 0, count: 0, reviews: 0 });
    await a.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${good}`, headers: staff.auth });
    expect(await totals(p.id)).toEqual({ sum: 0, count: 0, reviews: 0 });
    expect((await storefront(p.id)).total).toBe(0);

    const entries = await audits(good);
    expect(entries.map((e) => e.action)).toEqual(['review.hide', 'review.show', 'review.hide', 'review.delete']);
    expect(entries[0]).toMatchObject({
      actorId: staff.id,
      actorRole: 'staff',
      changes: { hidden: { before: false, after: true } },
    });
    expect(entries[1]!.actorId).toBe(owner.id);
    expect(entries[3]!.changes).toMatchObject({
      rating: { before: 4, after: null },
      text: { before: 'Edited after it was hidden.', after: null },
      hidden: { before: true, after: null },
    });
    expect((await audits(bad)).map((e) => e.action)).toEqual(['review.delete']);
  });

  it('answers 404 for a review that does not exist and 400 for a bad body or id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await moderate(missing, true)).statusCode).toBe(404);
    const del = await a.app.inject({ method: 'DELETE', url: `/api/admin/reviews/${missing}`, headers: staff.auth });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toMatchObject({ success: false, message: 'No such review.' });
    const bad = await a.app.inject({
      method: 'PATCH',
      url: `/api/admin/reviews/${missing}`,
      headers: staff.auth,
      payload: { hidden: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ hidden: 'Choose hide or show' });
    const badId = await a.app.inject({
      method: 'PATCH',
      url: '/api/admin/reviews/nope',
      headers: staff.auth,
      payload: { hidden: true },
    });
    expect(badId.statusCode).toBe(400);
  });
});

describe('GET /api/admin/reviews', () => {
  it('lists newest first, filtered by product, rating, status and photo, paginated', async () => {
    const p = await insertProduct(t.db);
    const other = await insertProduct(t.db);
    const ids: string[] = [];
    for (const rating of [1, 3, 5]) ids.push(await review(await signUp(a.app), p.id, rating, `Rated ${rating}`));
    await review(await signUp(a.app), other.id, 5, 'Other product');
    await moderate(ids[0]!, true);

    const list = async (qs: string) => {
      const res = await a.app.inject({ method: 'GET', url: `/api/admin/reviews?${qs}`, headers: staff.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { reviews: Array<{ id: string; hidden: boolean; reviewer: string }>; total: number };
    };
    const all = await list(`productId=${p.id}`);
    expect(all.total).toBe(3);
    expect(all.reviews.map((r) => r.id)).toEqual([...ids].reverse());
    expect(all.reviews[0]!.reviewer).not.toBe('');
    expect((await list(`productId=${p.id}&status=hidden`)).reviews.map((r) => r.id)).toEqual([ids[0]]);
    expect((await list(`productId=${p.id}&status=shown`)).total).toBe(2);
    expect((await list(`productId=${p.id}&rating=3`)).reviews.map((r) => r.id)).toEqual([ids[1]]);
    expect((await list(`productId=${p.id}&photo=1`)).total).toBe(0);
    const paged = await list(`productId=${p.id}&perPage=2&page=2`);
    expect(paged.reviews.map((r) => r.id)).toEqual([ids[0]]);
    expect(paged.total).toBe(3);
  });

  it('refuses a bad filter with a message per field, and bounds the page size', async () => {
    const res = await a.app.inject({
      method: 'GET',
      url: '/api/admin/reviews?rating=6&status=gone&productId=x',
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      rating: 'Rating must be 1 to 5',
      status: 'Choose all, shown or hidden',
      productId: 'Unknown product',
    });
    const big = await a.app.inject({ method: 'GET', url: '/api/admin/reviews?perPage=5000', headers: staff.auth });
    expect(big.statusCode).toBe(400);
  });
});
