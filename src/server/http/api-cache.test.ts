/**
 * The JSON API's caching headers (ADR 22): ETag and 304 on every read; public reads `public, no-cache`, the rest
 * `private, no-cache`; a change of stock gives a new ETag.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { productVariants } from '../catalog/tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;
let asha: TestCustomer;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  asha = await signUp(a.app, 'Asha Verma');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const get = (url: string, headers: Record<string, string> = {}) => a.app.inject({ method: 'GET', url, headers });

describe('JSON API caching headers', () => {
  it('a catalogue read: public, revalidated by ETag (304 without a body), a new ETag once the stock changes', async () => {
    const url = `/api/products/slug/${fx.slugs['Floral Tiered Maxi Dress']}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.db
      .update(productVariants)
      .set({ stock: 9 })
      .where(eq(productVariants.productId, fx.productIds['Floral Tiered Maxi Dress']!));
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.data.variants.every((v: { stock: number }) => v.stock === 9)).toBe(true);
  });

  it("a customer's own data: private (never in a shared cache), with an ETag too", async () => {
    const mine = await get('/api/customer/profile', asha.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toMatch(/^private, no-(cache|store)$/);
    expect(
      (await get('/api/customer/profile', { ...asha.auth, 'if-none-match': String(mine.headers.etag) })).statusCode,
    ).toBe(304);
    const orders = await get('/api/orders/my-orders', asha.auth);
    expect(orders.statusCode).toBe(200);
    expect(orders.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 304 only for a successful read: an error or a write with a matching If-None-Match gets its answer', async () => {
    const missing = await get('/api/products/slug/no-such-product');
    expect(missing.statusCode).toBe(404);
    const again = await get('/api/products/slug/no-such-product', { 'if-none-match': String(missing.headers.etag) });
    expect(again.statusCode).toBe(404);
    const list = await get('/api/products?limit=2');
    const listed = await get('/api/products?limit=2', { 'if-none-match': `"x", ${String(list.headers.etag)}` });
    expect(listed.statusCode).toBe(304);
  });

  it("keeps a route's own Cache-Control (search suggestions, PIN lookups)", async () => {
    expect((await get('/api/products/suggest?q=kurta')).headers['cache-control']).toBe('public, max-age=60');
    expect((await get('/api/pincodes/560001')).headers['cache-control']).toBe('public, max-age=604800');
  });
});
