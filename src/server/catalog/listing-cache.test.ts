/**
 * Pages, totals, facet counts and typo corrections are kept in memory per catalogue version: every change to what they
 * depend on must show at once, through the same app (no stale count after a sale, a price change, a withdrawal).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../tests/support/catalog-app.ts';
import { rupeesToPaise } from '../../shop/money.ts';
import { createCatalogueVersion } from './catalogue-version.ts';
import { categories, products, productVariants } from './tables.ts';

const c = catalogApp();

type Count = { value: string; count: number };
const get = async (url: string) => {
  const res = await c.a.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const counts = (list: Count[] | undefined) => Object.fromEntries((list ?? []).map((c) => [c.value, c.count]));
const names = (list: Array<{ name: string }>) => list.map((p) => p.name);
const variantId = async (product: string, size: string) => {
  const [v] = await c.t.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, c.fx.productIds[product]!), eq(productVariants.size, size)));
  return v!.id;
};
const version = async () => (await createCatalogueVersion(c.t.db)())!;

describe('what listings keep in memory follows the catalogue', () => {
  it('a size selling out changes the size counts and the size filter at once', async () => {
    const url = '/api/products?facets=true&gender=men';
    const before = await get(url);
    expect(counts(before.data.facets.size)).toMatchObject({ M: 1, L: 1 });
    expect((await get('/api/products?size=M&gender=men')).data.total).toBe(1);
    await get(url); // kept

    await c.a.services.catalog.setStock(await variantId('Washed Denim Trucker Jacket', 'M'), 0);
    // No men's product has M in stock any more: the size is no longer offered.
    const after = counts((await get(url)).data.facets.size);
    expect(after.M).toBeUndefined();
    expect(after.L).toBe(1);
    expect((await get('/api/products?size=M&gender=men')).data.total).toBe(0);

    await c.a.services.catalog.setStock(await variantId('Washed Denim Trucker Jacket', 'M'), 2);
    expect(counts((await get(url)).data.facets.size)).toMatchObject({ M: 1 });
  });

  it('a sale that leaves a size in stock changes no count, and does not raise the version', async () => {
    const before = await version();
    await c.a.services.catalog.setStock(await variantId('Floral Tiered Maxi Dress', 'S'), 5);
    expect(await version()).toBe(before);
    await c.a.services.catalog.setStock(await variantId('Floral Tiered Maxi Dress', 'XS'), 0);
    expect(await version()).toBeGreaterThan(before);
    await c.a.services.catalog.setStock(await variantId('Floral Tiered Maxi Dress', 'XS'), 2);
  });

  it('a new price moves the product between price ranges and in the price order', async () => {
    const url = '/api/products?facets=true&sort=price-low&limit=2';
    const before = await get(url);
    expect(names(before.data.products)).toEqual(['Linen Mandarin Collar Shirt', 'Floral Tiered Maxi Dress']);
    expect(counts(before.data.facets.price)).toMatchObject({ '2000-': 2 });

    await c.t.db
      .update(products)
      .set({ salePaise: rupeesToPaise(499) })
      .where(eq(products.id, c.fx.productIds['Mirror-Work Straight Kurta']!));
    const after = await get(url);
    expect(names(after.data.products)).toEqual(['Mirror-Work Straight Kurta', 'Linen Mandarin Collar Shirt']);
    expect(counts(after.data.facets.price)).toMatchObject({ '-499': 1, '2000-': 1 });
  });

  it('a withdrawn product leaves listings, counts and search; back on sale, it returns', async () => {
    const jacket = c.fx.productIds['Washed Denim Trucker Jacket']!;
    const total = (await get('/api/products')).data.total;
    expect(names((await get('/api/products/search?q=trucker')).data)).toEqual(['Washed Denim Trucker Jacket']);

    await c.t.db.update(products).set({ isActive: false }).where(eq(products.id, jacket));
    expect((await get('/api/products')).data.total).toBe(total - 1);
    expect((await get('/api/products/search?q=trucker')).data).toEqual([]);
    expect(counts((await get('/api/products?facets=true')).data.facets.category).jackets).toBeUndefined();

    await c.t.db.update(products).set({ isActive: true }).where(eq(products.id, jacket));
    expect((await get('/api/products')).data.total).toBe(total);
    expect(names((await get('/api/products/search?q=trucker')).data)).toEqual(['Washed Denim Trucker Jacket']);
  });

  it('a renamed category is searched by its new name; a new word stops being corrected', async () => {
    expect((await get('/api/products/search?q=bandhgala')).data).toEqual([]);
    await c.t.db.update(categories).set({ name: 'Bandhgala' }).where(eq(categories.slug, 'shirts'));
    expect(names((await get('/api/products/search?q=bandhgala')).data)).toEqual(['Linen Mandarin Collar Shirt']);

    expect((await get('/api/products/search?q=kurtha')).meta.corrected).toEqual(['kurta']);
    const [shirts] = await c.t.db.select().from(categories).where(eq(categories.slug, 'shirts'));
    await c.t.db.insert(products).values({
      name: 'Kurtha Bandhgala',
      slug: 'kurtha-bandhgala',
      brand: 'Bindass Basics',
      mrpPaise: rupeesToPaise(999),
      salePaise: rupeesToPaise(999),
      gender: 'men',
      categoryId: shirts!.id,
    });
    const found = (await get('/api/products/search?q=kurtha')).meta;
    expect(found.corrected).toEqual([]);
    expect(found.total).toBe(1);
  });

  it('a new rating moves the product in the rating order and the rating counts', async () => {
    const url = '/api/products?facets=true&sort=rating&limit=1';
    const top = (await get(url)).data;
    const jacket = c.fx.productIds['Washed Denim Trucker Jacket']!;
    expect(top.products[0].name).not.toBe('Washed Denim Trucker Jacket');
    await c.t.db.update(products).set({ ratingSum: 50, ratingCount: 10 }).where(eq(products.id, jacket));
    const after = (await get(url)).data;
    expect(after.products[0].name).toBe('Washed Denim Trucker Jacket');
    expect(counts(after.facets.minRating)['4']).toBe(counts(top.facets.minRating)['4']! + 1);
  });

  it('a card shows the stock there is now and the product as it is now (its description, its pictures)', async () => {
    const dress = c.fx.productIds['Floral Tiered Maxi Dress']!;
    const card = async () =>
      (await get('/api/products?category=dresses')).data.products.find((p: { _id: string }) => p._id === dress);
    expect((await card()).variants.find((v: { size: string }) => v.size === 'S').stock).toBe(5);
    await c.a.services.catalog.setStock(await variantId('Floral Tiered Maxi Dress', 'S'), 4);
    expect((await card()).variants.find((v: { size: string }) => v.size === 'S').stock).toBe(4);

    await c.t.db
      .update(products)
      .set({ description: 'Now in a lighter cotton.', images: ['products/dress-new'] })
      .where(eq(products.id, dress));
    const after = await card();
    expect(after.description).toBe('Now in a lighter cotton.');
    expect(after.imageKeys).toEqual(['products/dress-new']);
  });
});
