/**
 * product_documents.sizes_in_stock (migration 0023, ADR 30): each product's sizes with stock, kept by statement
 * triggers on product_variants, always equal to reading the sizes, through every change a size can go through
 * (including two orders selling out two sizes of one product at once); and the size filter and size counts read from
 * it give what the sizes themselves give.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../tests/support/catalog-app.ts';
import { listingFromSearchParams } from '../../shop/listing.ts';
import { countFacets } from './facets.ts';
import { listingConditions } from './listing-sql.ts';
import { productVariants, products } from './tables.ts';

const c = catalogApp();

type Row = { product_id: string; sizes: string[] };

/** Every document's kept sizes beside the sizes read from product_variants: equal after every change. */
async function expectSizesMatchVariants() {
  const kept = await c.t.db.execute<Row>(
    sql`SELECT product_id, sizes_in_stock AS sizes FROM product_documents ORDER BY product_id`,
  );
  const read = await c.t.db.execute<Row>(sql`
    SELECT d.product_id, coalesce((SELECT array_agg(v.size ORDER BY v.size) FROM product_variants v
      WHERE v.product_id = d.product_id AND v.stock > 0), '{}') AS sizes
    FROM product_documents d ORDER BY d.product_id`);
  expect(kept.rows).toEqual(read.rows);
  expect(kept.rows.some((r) => r.sizes.length > 0)).toBe(true);
}

const sizesOf = async (productId: string) =>
  (
    await c.t.db.execute<{ sizes: string[] }>(
      sql`SELECT sizes_in_stock AS sizes FROM product_documents WHERE product_id = ${productId}`,
    )
  ).rows[0]?.sizes;

const parse = (query: string) => listingFromSearchParams(new URLSearchParams(query)).query;

const total = async (query: string) => {
  await c.t.db.execute(sql`UPDATE catalogue_version SET version = version + 1`);
  const res = await c.a.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { total: number } }).data.total;
};

/** The same filters with the size filter as it was: a semi-join over the sizes in stock. */
async function countedFromVariants(query: string, sizes: string[]) {
  const conditions = listingConditions(parse(query.replace(/(^|&)size=[^&]*/, '')), null);
  const where = and(
    ...conditions.scope,
    ...Object.values(conditions.facets),
    sql`product_id IN (SELECT product_id FROM product_variants WHERE ${inArray(productVariants.size, sizes)} AND stock > 0)`,
  );
  const r = await c.t.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM product_documents WHERE ${where}`);
  return Number(r.rows[0]!.n);
}

describe('sizes in stock on the documents', () => {
  it('start equal to the sizes, and the size filter gives what the sizes give', async () => {
    await expectSizesMatchVariants();
    for (const [q, sizes] of [
      ['size=M', ['M']],
      ['size=M,L', ['M', 'L']],
      ['gender=women&size=S', ['S']],
      ['category=jeans&size=30&sort=price-low', ['30']],
      ['size=XS,XL&minDiscount=10', ['XS', 'XL']],
    ] as const) {
      const n = await total(q);
      expect(n, q).toBe(await countedFromVariants(q, [...sizes]));
      expect(n, q).toBeGreaterThan(0);
    }
    // The fixture's jeans have 32 sold out: none.
    expect(await total('category=jeans&size=32')).toBe(0);
    expect(await countedFromVariants('category=jeans', ['32'])).toBe(0);
  });

  it('size counts are the products with each size in stock, under the other filters', async () => {
    for (const q of ['', 'gender=men', 'size=M&category=kurtas', 'minDiscount=10']) {
      const conditions = listingConditions(parse(q), null);
      const counts = await countFacets(c.t.db, conditions, { size: true });
      const others = Object.entries(conditions.facets).filter(([name]) => name !== 'size');
      const where = and(...others.map(([, condition]) => condition)) ?? sql`TRUE`;
      // Each size in stock among the products in scope, counted under the other filters.
      const scope = and(...conditions.scope) ?? sql`TRUE`;
      const expected = await c.t.db.execute<{ size: string; n: string }>(sql`
        SELECT v.size, count(*) FILTER (WHERE ${where}) AS n
        FROM product_documents JOIN product_variants v ON v.product_id = product_documents.product_id
        WHERE v.stock > 0 AND ${scope} GROUP BY v.size`);
      expect(Object.fromEntries((counts.size ?? []).map((s) => [s.value, s.count])), q).toEqual(
        Object.fromEntries(expected.rows.map((r) => [r.size, Number(r.n)])),
      );
      expect(counts.size?.length, q).toBeGreaterThan(0);
    }
  });

  it('follow every change to a size: added, sold (out), restocked, renamed, moved, deleted, withdrawn, back', async () => {
    const kurta = c.fx.productIds['Indigo Block-Print Cotton Kurta']!;
    const [row] = await c.t.db.select().from(products).where(eq(products.id, kurta));
    const { id: _id, ...base } = row!;
    const [a, b] = await c.t.db
      .insert(products)
      .values([0, 1].map((i) => ({ ...base, slug: `sizes-kurta-${i}` })))
      .returning({ id: products.id });
    expect(await sizesOf(a!.id)).toEqual([]);

    // Sizes of both added in one statement, one of them without stock.
    await c.t.db.insert(productVariants).values([
      { productId: a!.id, size: 'S', stock: 2, sku: 'SZ-A-S' },
      { productId: a!.id, size: 'M', stock: 1, sku: 'SZ-A-M' },
      { productId: a!.id, size: 'L', stock: 0, sku: 'SZ-A-L' },
      { productId: b!.id, size: 'M', stock: 5, sku: 'SZ-B-M' },
    ]);
    expect(await sizesOf(a!.id)).toEqual(['M', 'S']);
    await expectSizesMatchVariants();

    // A sale that leaves stock above 0 writes nothing: the document's row version stays.
    const version = async () =>
      (
        await c.t.db.execute<{ v: string }>(
          sql`SELECT xmin::text AS v FROM product_documents WHERE product_id = ${a!.id}`,
        )
      ).rows[0]!.v;
    const before = await version();
    await c.t.db.execute(sql`UPDATE product_variants SET stock = stock - 1 WHERE sku = 'SZ-A-S'`);
    expect(await version()).toBe(before);

    // Sold out, restocked, both in one statement; then renamed, moved to the other product, deleted.
    await c.t.db.execute(sql`UPDATE product_variants SET stock = CASE sku WHEN 'SZ-A-S' THEN 0 ELSE 3 END
      WHERE sku IN ('SZ-A-S', 'SZ-A-L')`);
    expect(await sizesOf(a!.id)).toEqual(['L', 'M']);
    await c.t.db.update(productVariants).set({ size: 'XL' }).where(eq(productVariants.sku, 'SZ-A-L'));
    expect(await sizesOf(a!.id)).toEqual(['M', 'XL']);
    await c.t.db.update(productVariants).set({ productId: b!.id }).where(eq(productVariants.sku, 'SZ-A-L'));
    expect(await sizesOf(a!.id)).toEqual(['M']);
    expect(await sizesOf(b!.id)).toEqual(['M', 'XL']);
    await c.t.db.delete(productVariants).where(eq(productVariants.sku, 'SZ-B-M'));
    expect(await sizesOf(b!.id)).toEqual(['XL']);
    await expectSizesMatchVariants();

    // Withdrawn (no document), sized meanwhile, back on sale: the document is written with its sizes then.
    await c.t.db.update(products).set({ isActive: false }).where(eq(products.id, a!.id));
    expect(await sizesOf(a!.id)).toBeUndefined();
    await c.t.db.execute(sql`UPDATE product_variants SET stock = 4 WHERE sku = 'SZ-A-S'`);
    await c.t.db.update(products).set({ isActive: true }).where(eq(products.id, a!.id));
    expect(await sizesOf(a!.id)).toEqual(['M', 'S']);
    // A product edit that keeps the document (a price) keeps its sizes; one that remakes it (a name) too.
    await c.t.db
      .update(products)
      .set({ salePaise: (base.salePaise - 100) as typeof base.salePaise, name: 'Renamed' })
      .where(eq(products.id, a!.id));
    expect(await sizesOf(a!.id)).toEqual(['M', 'S']);
    await c.t.db.delete(products).where(eq(products.id, b!.id));
    await expectSizesMatchVariants();
  });

  it('two orders selling out two sizes of one product at once: both count', async () => {
    const id = c.fx.productIds['Indigo Block-Print Cotton Kurta']!;
    await c.t.db.execute(sql`UPDATE product_variants SET stock = 1 WHERE product_id = ${id}`);
    const sizes = (await sizesOf(id))!;
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    const one = new pg.Client({ connectionString: c.t.url });
    const two = new pg.Client({ connectionString: c.t.url });
    await one.connect();
    await two.connect();
    try {
      await one.query('BEGIN');
      await two.query('BEGIN');
      await one.query(`UPDATE product_variants SET stock = 0 WHERE product_id = $1 AND size = $2`, [id, sizes[0]]);
      // The second waits on the first's document row, then applies its change to the first's result.
      const second = two.query(`UPDATE product_variants SET stock = 0 WHERE product_id = $1 AND size = $2`, [
        id,
        sizes[1],
      ]);
      await new Promise((r) => setTimeout(r, 100));
      await one.query('COMMIT');
      await second;
      await two.query('COMMIT');
    } finally {
      await one.end();
      await two.end();
    }
    expect(await sizesOf(id)).toEqual(sizes.slice(2));
    await expectSizesMatchVariants();
  });

  it('is what the size filter reads: a document changed behind the triggers changes the total', async () => {
    const n = await total('size=M');
    await c.t.db.execute(sql`UPDATE product_documents SET sizes_in_stock = '{}' WHERE 'M' = ANY (sizes_in_stock)
      AND product_id = (SELECT min(product_id::text)::uuid FROM product_documents WHERE 'M' = ANY (sizes_in_stock))`);
    expect(await total('size=M')).toBe(n - 1);
  });

  it('a truncate of the sizes empties every document', async () => {
    await c.t.db.execute(sql`TRUNCATE product_variants CASCADE`);
    const left = await c.t.db.execute(sql`SELECT 1 FROM product_documents WHERE sizes_in_stock <> '{}'`);
    expect(left.rows).toEqual([]);
  });
});
