/**
 * Kept answers of the listing and search reads (kept-answers.ts, ADR 28): the same URL again is answered from what
 * was kept (the same body, its ETag, a 304 on revalidation) until a product it shows or the catalogue changes, and
 * then the very next answer is the new one: a sale of a size (stock), a price, a product added; a change to a product
 * it does not show keeps it.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../tests/support/catalog-app.ts';
import { products, productVariants } from '../catalog/tables.ts';

const c = catalogApp();

type Product = { _id: string; salePrice: number; stock: number; variants: Array<{ size: string; stock: number }> };
const get = async (url: string, headers: Record<string, string> = {}) => {
  await c.a.services.pageCache.settled();
  return c.a.app.inject({ method: 'GET', url, headers });
};
const productsOf = (body: string): Product[] => {
  const json = JSON.parse(body) as { data: Product[] | { products: Product[] } };
  return Array.isArray(json.data) ? json.data : json.data.products;
};

describe.each([
  ['a listing', '/api/products?category=kurtas&limit=4'],
  ['a search', '/api/products/search?q=kurta&limit=4'],
])('%s', (_, url) => {
  it('is kept: the same answer again, with its ETag, and a 304 for it', async () => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const again = await get(url);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const etag = String(again.headers.etag);
    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
  });

  it('answers anew on the very next request after a shown size sells, a price changes or a product is added', async () => {
    await get(url);
    const shown = productsOf((await get(url)).body).find((p) => p.variants.some((v) => v.stock > 1))!;
    const size = shown.variants.find((v) => v.stock > 1)!;

    // A size sells (stock above 0 either way: the catalogue version stays; the product's tag moves).
    await c.t.db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - 1` })
      .where(sql`${productVariants.productId} = ${shown._id} AND ${productVariants.size} = ${size.size}`);
    const sold = await get(url);
    expect(sold.headers['x-page-cache']).toBe('miss');
    const after = productsOf(sold.body).find((p) => p._id === shown._id)!;
    expect(after.variants.find((v) => v.size === size.size)!.stock).toBe(size.stock - 1);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');

    // The price of the shown product.
    await c.t.db
      .update(products)
      .set({ salePaise: sql`${products.salePaise} - 100` })
      .where(eq(products.id, shown._id));
    const repriced = productsOf((await get(url)).body).find((p) => p._id === shown._id)!;
    expect(repriced.salePrice).toBe(after.salePrice - 1);

    // A product added (the catalogue version): the total changes.
    const total = async () => {
      const json = JSON.parse((await get(url)).body) as { data: { total?: number }; meta?: { total: number } };
      return json.meta?.total ?? json.data.total!;
    };
    const before = await total();
    const [row] = await c.t.db.select().from(products).where(eq(products.id, shown._id));
    const { id: _id, ...base } = row!;
    await c.t.db.insert(products).values({ ...base, slug: `kept-answer-${Date.now()}` });
    expect(await total()).toBe(before + 1);
  });

  it('stays kept when a product it does not show changes', async () => {
    await get(url);
    const shown = new Set(productsOf((await get(url)).body).map((p) => p._id));
    const other = Object.values(c.fx.productIds).find((id) => !shown.has(id))!;
    await c.t.db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + 1` })
      .where(sql`${productVariants.productId} = ${other} AND ${productVariants.stock} > 0`);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
  });
});
