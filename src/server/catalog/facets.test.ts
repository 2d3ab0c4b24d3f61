/**
 * Facet counts and multi-value filters through the API, on the small fixture catalogue:
 *   Indigo kurta (women, kurtas, ₹1,299, S 4 / M 0 / L 2, 4.5★, 35 %)   Mirror kurta (women, kurtas, ₹2,499, M 3, 3★, 0 %)
 *   Jeans (men, jeans, ₹1,499, 30 5 / 32 0, 5★, 50 %)                  Jacket (men, jackets, ₹2,799, M 1 / L 1, no rating, 30 %)
 *   Shirt (men, shirts, ₹899, all sold out, 4★, 40 %)                   Dress (women, dresses, ₹999, XS 2 / S 6, 5★, 55 %)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture } from '../../../tests/support/catalog-fixture.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';

let t: TestDatabase;
let a: TestApp;
let collectionId: string;

beforeAll(async () => {
  t = await testDatabase();
  ({ collectionId } = await insertCatalogFixture(t.db));
  a = await testApp(t.db);
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

type Count = { value: string; label: string; count: number };
const get = async (url: string) => {
  const res = await a.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
const counts = (list: Count[] | undefined) => Object.fromEntries((list ?? []).map((c) => [c.value, c.count]));
const names = (list: Array<{ name: string }>) => list.map((p) => p.name).sort();

describe('several values in one filter', () => {
  it.each([
    ['category=kurtas&category=dresses', 3],
    ['category=kurtas,dresses', 3],
    ['size=XS&size=30', 2],
    ['price=-999&price=2000-', 4],
    // Each range is whole rupees: 1000-1499 holds ₹1,299 and ₹1,499.
    ['price=1000-1499', 2],
    ['category=kurtas&price=-1999', 1],
  ])('%s: any of the values, the other filters all apply', async (query, total) => {
    const { status, body } = await get(`/api/products?${query}`);
    expect(status).toBe(200);
    expect(body.data.total).toBe(total);
  });

  it('finds the products of a collection, in the collection order unless sorted', async () => {
    const { body } = await get(`/api/products?collection=${collectionId}`);
    expect(body.data.products.map((p: { name: string }) => p.name)).toEqual([
      'Washed Denim Trucker Jacket',
      'High-Rise Straight Fit Jeans',
    ]);
    const { body: sorted } = await get(`/api/products?collection=${collectionId}&sort=price-low`);
    expect(sorted.data.products[0].name).toBe('High-Rise Straight Fit Jeans');
    expect((await get(`/api/products?collection=00000000-0000-4000-8000-000000000000`)).body.data.total).toBe(0);
  });
});

describe('facet counts (facets=true)', () => {
  it('are absent unless asked for (the listing contract is unchanged)', async () => {
    const { body } = await get('/api/products');
    expect(body.data.facets).toBeUndefined();
  });

  it("count each facet with the other facets' choices but not its own", async () => {
    const { status, body } = await get('/api/products?facets=true&category=kurtas&size=M');
    expect(status).toBe(200);
    const f = body.data.facets;
    // Only the mirror-work kurta is a kurta with M in stock.
    expect(f.total).toBe(1);
    expect(body.data.total).toBe(1);
    // Categories: products with M in stock (the size applies, the category choice does not).
    expect(counts(f.category)).toEqual({ kurtas: 1, jackets: 1, jeans: 0, shirts: 0, dresses: 0 });
    expect(f.category.find((c: Count) => c.value === 'kurtas').label).toBe('Kurtas');
    // Sizes: the kurtas' sizes in stock (the category applies, the size choice does not); the sizes are the
    // catalogue's in-stock sizes, in the order shoppers read them.
    expect(f.size.map((s: Count) => s.value)).toEqual(['XS', 'S', 'M', 'L', '30']);
    expect(counts(f.size)).toEqual({ XS: 0, S: 1, M: 1, L: 1, '30': 0 });
    // Prices and steps: both choices apply.
    expect(counts(f.price)).toEqual({ '-499': 0, '500-999': 0, '1000-1499': 0, '1500-1999': 0, '2000-': 1 });
    expect(f.price.map((p: Count) => p.label)).toContain('₹2,000 and above');
    expect(counts(f.minRating)).toEqual({ '4': 0, '3': 1 });
    expect(counts(f.minDiscount)).toMatchObject({ '10': 0 });
  });

  it('count price ranges as the price filter applies them (whole rupees, no gaps)', async () => {
    const { body } = await get('/api/products?facets=1&price=500-999');
    const f = body.data.facets;
    expect(f.total).toBe(2);
    expect(counts(f.price)).toEqual({ '-499': 0, '500-999': 2, '1000-1499': 2, '1500-1999': 0, '2000-': 2 });
    // The price choice applies to every other facet.
    expect(counts(f.category)).toEqual({ kurtas: 0, jackets: 0, jeans: 0, shirts: 1, dresses: 1 });
    expect(counts(f.minDiscount)).toEqual({ '10': 2, '20': 2, '30': 2, '40': 2, '50': 1 });
  });

  it('count search results within the search, and answer them under meta', async () => {
    const { body } = await get('/api/products/search?q=denim&facets=true');
    expect(names(body.data)).toEqual(['High-Rise Straight Fit Jeans', 'Washed Denim Trucker Jacket']);
    expect(counts(body.meta.facets.category)).toEqual({ jeans: 1, jackets: 1 });
    expect(body.meta.facets.total).toBe(2);
  });

  it('stay within the scope: gender', async () => {
    const { body } = await get('/api/products?facets=true&gender=women');
    expect(counts(body.data.facets.category)).toEqual({ kurtas: 2, dresses: 1 });
  });
});

describe('bad filter values', () => {
  it.each([
    'price=cheap',
    'price=2000-1000',
    'category=%3Cscript%3E',
    'size=M&size=XXXL',
    `size=${Array.from({ length: 21 }, () => 'M').join(',')}`,
    'collection=not-an-id',
    'facets=perhaps',
  ])('%s: a 400 that names the problem', async (query) => {
    for (const path of ['/api/products', '/api/products/search']) {
      const { status, body } = await get(`${path}?q=kurta&${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, error: 'invalid' });
      expect(body.message).toMatch(/\w/);
    }
  });
});
