import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieAuth, insertProduct, signUp, type Customer } from '../../../tests/support/accounts-fixture.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';

let t: TestDatabase;
let a: TestApp;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000' });
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const call = (c: Customer, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  a.app.inject({ method, url, headers: bearer(c.token), ...(payload ? { payload } : {}) });

describe('wishlist', () => {
  it('adds, lists (newest first, with prices and stock), and removes', async () => {
    const c = await signUp(a.app);
    const kurta = await insertProduct(t.db, { name: 'Indigo Kurta', mrp: 2000, sale: 1500, stock: 4 });
    const dress = await insertProduct(t.db, { name: 'Sold Out Dress', mrp: 1000, sale: 1000, stock: 0 });

    expect((await call(c, 'GET', '/api/customer/wishlist')).json()).toEqual({ success: true, wishlist: [] });
    const added = await call(c, 'POST', '/api/customer/wishlist', { productId: kurta.id, userid: 'someone-else' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, message: 'Added to wishlist' });
    await call(c, 'POST', '/api/customer/wishlist', { productId: dress.id });
    // Adding twice changes nothing.
    expect((await call(c, 'POST', '/api/customer/wishlist', { productId: kurta.id })).statusCode).toBe(200);

    const res = await call(c, 'GET', '/api/customer/wishlist');
    expect(res.statusCode).toBe(200);
    const { wishlist } = res.json();
    expect(wishlist.map((p: { _id: string }) => p._id)).toEqual([dress.id, kurta.id]);
    expect(wishlist[1]).toEqual({
      _id: kurta.id,
      name: 'Indigo Kurta',
      slug: kurta.slug,
      brand: 'Bindass',
      images: ['/uploads/products/test-kurta-abc123-720.webp'],
      imageKeys: ['products/test-kurta-abc123'],
      price: 2000,
      salePrice: 1500,
      originalPrice: 2000,
      discount: 25,
      stock: 4,
      sizes: ['M'],
      variants: [{ size: 'M', stock: 4 }],
    });
    expect(wishlist[0]).toMatchObject({ stock: 0, discount: 0 });
    expect((await call(c, 'GET', '/api/customer/wishlist/ids')).json()).toEqual({ productIds: [dress.id, kurta.id] });

    const removed = await call(c, 'DELETE', `/api/customer/wishlist/${kurta.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Removed from wishlist' });
    expect((await call(c, 'GET', '/api/customer/wishlist')).json().wishlist.map((p: { _id: string }) => p._id)).toEqual(
      [dress.id],
    );
    // Removing it again: it is not in the wishlist.
    expect((await call(c, 'DELETE', `/api/customer/wishlist/${kurta.id}`)).statusCode).toBe(404);
  });

  it('a product no longer sold drops out of the list', async () => {
    const c = await signUp(a.app);
    const gone = await insertProduct(t.db, { isActive: true });
    await call(c, 'POST', '/api/customer/wishlist', { productId: gone.id });
    const { products } = await import('../catalog/tables.ts');
    const { eq } = await import('drizzle-orm');
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, gone.id));
    expect((await call(c, 'GET', '/api/customer/wishlist')).json().wishlist).toEqual([]);
  });

  it('refuses unknown products and a missing productId', async () => {
    const c = await signUp(a.app);
    for (const productId of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const res = await call(c, 'POST', '/api/customer/wishlist', { productId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found.');
    }
    const missing = await call(c, 'POST', '/api/customer/wishlist', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.productId).toBe('Please choose a product');
  });

  it("each customer sees only their own wishlist; removing another's item is a 404", async () => {
    const owner = await signUp(a.app);
    const other = await signUp(a.app);
    const p = await insertProduct(t.db);
    await call(owner, 'POST', '/api/customer/wishlist', { productId: p.id });
    expect((await call(other, 'GET', '/api/customer/wishlist')).json().wishlist).toEqual([]);
    expect((await call(other, 'DELETE', `/api/customer/wishlist/${p.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/customer/wishlist')).json().wishlist).toHaveLength(1);
  });

  it('answers 401 without a session or with a bad token, and 403 for a cross-site cookie write', async () => {
    const p = await insertProduct(t.db);
    for (const headers of [{}, bearer('bad')]) {
      expect((await a.app.inject({ method: 'GET', url: '/api/customer/wishlist', headers })).statusCode).toBe(401);
      expect(
        (await a.app.inject({ method: 'POST', url: '/api/customer/wishlist', headers, payload: { productId: p.id } }))
          .statusCode,
      ).toBe(401);
      expect(
        (await a.app.inject({ method: 'DELETE', url: `/api/customer/wishlist/${p.id}`, headers })).statusCode,
      ).toBe(401);
    }
    const c = await signUp(a.app);
    const forged = await a.app.inject({
      method: 'POST',
      url: '/api/customer/wishlist',
      headers: cookieAuth(c.token, 'https://evil.example'),
      payload: { productId: p.id },
    });
    expect(forged.statusCode).toBe(403);
    const same = await a.app.inject({
      method: 'POST',
      url: '/api/customer/wishlist',
      headers: cookieAuth(c.token),
      payload: { productId: p.id },
    });
    expect(same.statusCode).toBe(200);
  });
});
