/**
 * listing_counts (migration 0021, ADR 27): the products on sale per gender and category, kept by statement triggers
 * on product_documents, always equal to counting the documents, through every change a product can go through; and
 * a listing's total read from it (gender and category alone) or counted (any other filter) is the documents' count.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../tests/support/catalog-app.ts';
import { listingFromSearchParams } from '../../shop/listing.ts';
import { countDocuments } from './listing-pages.ts';
import { listingConditions } from './listing-sql.ts';
import { categories, products } from './tables.ts';

const c = catalogApp();

type Group = { gender: string; category_id: string; products: number };
const sorted = (rows: Group[]) =>
  rows
    .map((r) => ({ ...r, products: Number(r.products) }))
    .filter((r) => r.products !== 0)
    .sort((a, b) => `${a.gender}${a.category_id}`.localeCompare(`${b.gender}${b.category_id}`));

/** listing_counts beside a fresh count of the documents: equal after every change. */
async function expectCountsMatchDocuments() {
  const kept = await c.t.db.execute<Group>(sql`SELECT gender, category_id, products FROM listing_counts`);
  const counted = await c.t.db.execute<Group>(
    sql`SELECT gender, category_id, count(*) AS products FROM product_documents GROUP BY gender, category_id`,
  );
  expect(sorted(kept.rows)).toEqual(sorted(counted.rows));
  expect(counted.rows.length).toBeGreaterThan(0);
}

const parse = (query: string) => {
  const { query: f, ignored } = listingFromSearchParams(new URLSearchParams(query));
  expect(ignored).toEqual([]);
  return f;
};

const total = async (query: string) => {
  const res = await c.a.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { total: number } }).data.total;
};

/** The total a query's filters give when counted over the documents (never from listing_counts). */
const counted = async (query: string) => {
  const f = parse(query);
  const conditions = listingConditions(f, null);
  const where = and(...conditions.scope, ...Object.values(conditions.facets)) ?? sql`TRUE`;
  return countDocuments(c.t.db, where, null);
};

const GROUPED = ['', 'gender=men', 'gender=women', 'gender=unisex', 'category=kurtas', 'gender=women&category=kurtas'];
const GROUPED_MORE = ['category=kurtas,jeans', 'gender=men&category=kurtas,jeans,shirts', 'sort=price-low&page=2'];

describe('listing_counts', () => {
  it('starts equal to the documents, and listing totals by gender and category are read from it', async () => {
    await expectCountsMatchDocuments();
    for (const q of [...GROUPED, ...GROUPED_MORE]) {
      expect(listingConditions(parse(q), null).groups, q).not.toBeNull();
      expect(await total(q), q).toBe(await counted(q));
    }
  });

  it.each([
    'minPrice=500',
    'maxPrice=1500',
    'price=-1999',
    'size=M',
    'minRating=4',
    'minDiscount=20',
    'gender=women&size=M',
    'category=kurtas&minDiscount=10',
  ])('any other filter is counted over the documents: %s', async (q) => {
    expect(listingConditions(parse(q), null).groups).toBeNull();
    expect(await total(q)).toBe(await counted(q));
  });

  it('a collection or a search is counted over the documents', async () => {
    expect(listingConditions(parse(`collection=${c.fx.collectionId}`), null).groups).toBeNull();
    expect(await total(`collection=${c.fx.collectionId}`)).toBe(await counted(`collection=${c.fx.collectionId}`));
  });

  it('follows every change to a product: added, moved, repriced, withdrawn, back on sale, deleted', async () => {
    const kurta = c.fx.productIds['Indigo Block-Print Cotton Kurta']!;
    const [row] = await c.t.db.select().from(products).where(eq(products.id, kurta));
    const { id: _id, ...base } = row!;
    const [menShirts] = await c.t.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.slug, 'shirts'), eq(categories.gender, 'men')));
    const before = { all: await total(''), women: await total('gender=women'), kurtas: await total('category=kurtas') };

    // Added: three at once (one statement) and one alone.
    const added = await c.t.db
      .insert(products)
      .values([0, 1, 2].map((i) => ({ ...base, slug: `count-kurta-${i}` })))
      .returning({ id: products.id });
    await c.t.db.insert(products).values({ ...base, slug: 'count-kurta-3', isActive: false });
    await expectCountsMatchDocuments();
    expect(await total('')).toBe(before.all + 3);
    expect(await total('gender=women&category=kurtas')).toBe(await counted('gender=women&category=kurtas'));

    // Repriced and rated: no product moves between groups.
    await c.t.db.update(products).set({ salePaise: base.salePaise }).where(eq(products.id, added[0]!.id));
    await c.t.db
      .update(products)
      .set({ ratingSum: 5, ratingCount: 1, salePaise: (base.salePaise - 100) as typeof base.salePaise })
      .where(eq(products.id, added[1]!.id));
    await expectCountsMatchDocuments();

    // Moved to another gender and category; renamed (the search document is remade).
    await c.t.db
      .update(products)
      .set({ gender: 'men', categoryId: menShirts!.id, name: 'Moved Shirt' })
      .where(eq(products.id, added[0]!.id));
    await c.t.db.update(products).set({ gender: 'unisex' }).where(eq(products.id, added[1]!.id));
    await expectCountsMatchDocuments();
    for (const q of GROUPED) expect(await total(q), q).toBe(await counted(q));

    // Withdrawn, back on sale, a withdrawn one put on sale, deleted.
    await c.t.db.update(products).set({ isActive: false }).where(eq(products.id, added[2]!.id));
    await expectCountsMatchDocuments();
    expect(await total('category=kurtas')).toBe(before.kurtas + 1); // the one now unisex is still a kurta
    await c.t.db.update(products).set({ isActive: true }).where(eq(products.slug, 'count-kurta-3'));
    await c.t.db.update(products).set({ isActive: true }).where(eq(products.id, added[2]!.id));
    await expectCountsMatchDocuments();
    await c.t.db.delete(products).where(eq(products.id, added[2]!.id));
    await expectCountsMatchDocuments();

    // A category renamed remakes its products' documents: no count changes.
    await c.t.db.update(categories).set({ name: 'Kurtis' }).where(eq(categories.slug, 'kurtas'));
    await expectCountsMatchDocuments();
    for (const q of [...GROUPED, ...GROUPED_MORE]) expect(await total(q), q).toBe(await counted(q));
    // count-kurta-3 and the unisex one (a gender's listing shows unisex products too).
    expect(await total('gender=women')).toBe(before.women + 2);
  });

  it('is what a grouped listing reads: a row changed behind the triggers changes the total', async () => {
    const bump = () => c.t.db.execute(sql`UPDATE catalogue_version SET version = version + 1`);
    const men = await total('gender=men');
    const one = sql`category_id = (SELECT min(category_id::text)::uuid FROM listing_counts WHERE gender = 'men')`;
    await c.t.db.execute(sql`UPDATE listing_counts SET products = products + 100 WHERE gender = 'men' AND ${one}`);
    await bump();
    expect(await total('gender=men')).toBe(men + 100);
    expect(await total('gender=men&minPrice=1')).toBe(await counted('gender=men&minPrice=1')); // counted
    await c.t.db.execute(sql`UPDATE listing_counts SET products = products - 100 WHERE gender = 'men' AND ${one}`);
    await bump();
    expect(await total('gender=men')).toBe(men);
  });
});
