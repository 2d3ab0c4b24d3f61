/**
 * search_postings and search_lexemes (migration 0022, ADR 28): kept by statement triggers on product_documents,
 * always equal to computing them again from the documents, through every change a product can go through; a
 * one-lexeme search read from the postings gives exactly the pages, cursors and totals the documents' GIN index gives
 * (in every order it serves, with price filters, ties and typos); every other search is left to the documents.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogApp } from '../../../tests/support/catalog-app.ts';
import { insertTiedKurtas } from '../../../tests/support/catalog-fixture.ts';
import { listingFromSearchParams, type ListingQuery } from '../../shop/listing.ts';
import { decodeCursor } from '../catalog/listing-cursor.ts';
import { countDocuments, orderedPage } from '../catalog/listing-pages.ts';
import { listingConditions, listingOrder } from '../catalog/listing-sql.ts';
import { createProductListing } from '../catalog/listing.ts';
import { categories, products } from '../catalog/tables.ts';
import { createSearchService } from './service.ts';

const c = catalogApp();
const search = () => createSearchService(c.t.db);

/** The rows the postings and lexemes would hold if made again now, less those they hold (and the reverse). */
async function expectKeptMatchDocuments() {
  const fresh = sql`SELECT u.lexeme AS term, d.product_id, ts_rank(d.search_vector, search_lexeme_query(u.lexeme)) AS score,
      d.sale_paise, d.created_at
    FROM product_documents d CROSS JOIN LATERAL unnest(d.search_vector) AS u WHERE u.weights && ARRAY['A', 'B']`;
  const kept = sql`SELECT term, product_id, score, sale_paise, created_at FROM search_postings`;
  const differ = async (a: typeof fresh, b: typeof fresh) =>
    (await c.t.db.execute(sql`SELECT count(*)::int AS n FROM ((${a}) EXCEPT ALL (${b})) AS x`)).rows[0]!.n;
  expect(await differ(fresh, kept)).toBe(0);
  expect(await differ(kept, fresh)).toBe(0);
  const lexemes = sql`SELECT u.lexeme AS term, count(*)::int AS products,
      (count(*) FILTER (WHERE u.weights && ARRAY['A', 'B']))::int AS strong_products
    FROM product_documents d CROSS JOIN LATERAL unnest(d.search_vector) AS u GROUP BY u.lexeme`;
  const keptLexemes = sql`SELECT term, products, strong_products FROM search_lexemes`;
  expect(await differ(lexemes, keptLexemes)).toBe(0);
  expect(await differ(keptLexemes, lexemes)).toBe(0);
  const [n] = (await c.t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_postings`)).rows;
  expect(n!.n).toBeGreaterThan(0);
}

beforeAll(() => insertTiedKurtas(c.t.db, c.fx, 'Gota'));

const parse = (query: string): ListingQuery => {
  const { query: f, ignored } = listingFromSearchParams(new URLSearchParams(query));
  expect(ignored).toEqual([]);
  return f;
};

/** Every page of a search through the listing, beside the same pages read from the documents (GIN), page by page. */
async function expectSameAsDocuments(query: string, limit: number) {
  const f = { ...parse(query), limit };
  const match = await search().match(f.q!);
  const conditions = listingConditions(f, match);
  const where = and(...conditions.scope, ...Object.values(conditions.facets)) ?? sql`TRUE`;
  const order = listingOrder(f, match);
  const keyset = order.name !== 'relevance';
  const total = await countDocuments(c.t.db, where, null);
  expect(total, query).toBeGreaterThan(0);
  const listing = createProductListing(c.t.db, search());
  let cursor: string | undefined;
  const seen: string[] = [];
  for (let page = 1; (page - 1) * limit <= total; page++) {
    const expected = await orderedPage(c.t.db, where, order, limit, { offset: (page - 1) * limit }, { keyset });
    const numbered = await listing.listProducts({ ...f, page });
    expect({ ids: numbered.products.map((p) => p._id), next: numbered.nextCursor }, `${query} page ${page}`).toEqual({
      ids: expected.ids,
      next: expected.nextCursor,
    });
    expect(numbered.total).toBe(total);
    if (cursor) {
      const after = await listing.listProducts({ ...f, page, cursor });
      expect(after.products.map((p) => p._id)).toEqual(expected.ids);
    }
    if (keyset && expected.nextCursor) expect(decodeCursor(order, expected.nextCursor)).toHaveLength(order.keys.length);
    cursor = expected.nextCursor;
    seen.push(...expected.ids);
  }
  expect(new Set(seen).size).toBe(total);
}

describe('a one-lexeme search read from the postings', () => {
  const SERVED = [
    'q=kurta',
    'q=kurtas',
    'q=kurtha',
    'q=KURTA',
    'q=gota',
    'q=got',
    'q=kurta&sort=price-low',
    'q=kurta&sort=price-high',
    'q=kurta&sort=newest',
    'q=kurta&maxPrice=505',
    'q=kurta&minPrice=505&sort=price-low',
    'q=gota&price=500-509,520-529&sort=price-high',
  ];

  it.each(SERVED)('is read from the postings, with the documents’ pages, cursors and total: %s', async (query) => {
    const f = parse(query);
    const match = await search().match(f.q!);
    expect(match?.postings, 'one lexeme').not.toBeNull();
    expect(listingConditions(f, match).postings, 'read from the postings').not.toBeNull();
    for (const limit of [1, 5, 12]) await expectSameAsDocuments(query, limit);
  });

  it.each([
    ['two words', 'q=gota+kurta'],
    ['another filter', 'q=kurta&gender=women'],
    ['a category', 'q=kurta&category=kurtas'],
    ['a size', 'q=kurta&size=M'],
    ['a rating', 'q=kurta&minRating=3'],
    ['the rating order', 'q=kurta&sort=rating'],
  ])('is left to the documents with %s, and gives the same answers', async (_, query) => {
    const f = parse(query);
    const match = await search().match(f.q!);
    const plan = listingConditions(f, match).postings;
    if (f.sort !== 'rating') expect(plan).toBeNull();
    await expectSameAsDocuments(query, 5);
  });

  it('is left to the documents when a word reaches two lexemes, only weak ones, or none', async () => {
    // "Block-Print" is the lexemes block-print, block and print: "block" reaches two of them; "kurt" reaches kurta
    // and kurti.
    for (const word of ['block', 'kurt']) {
      expect((await search().match(word))?.postings, word).toBeNull();
      await expectSameAsDocuments(`q=${word}`, 2);
    }
    // A word only in descriptions (weak matches) and a stop word.
    const weak = await c.t.db.execute<{ term: string }>(
      sql`SELECT term FROM search_lexemes WHERE strong_products = 0 AND term ~ '^[a-z]{5,}$' ORDER BY term LIMIT 1`,
    );
    const word = weak.rows[0]!.term;
    const m = await search().match(word);
    expect(m?.postings ?? null).toBeNull();
    expect((await search().match('the'))?.postings ?? null).toBeNull();
  });

  it('is what such a search reads: a posting changed behind the triggers changes its order and total', async () => {
    const bump = () => c.t.db.execute(sql`UPDATE catalogue_version SET version = version + 1`);
    const first = async (q: string) => {
      const res = await c.a.app.inject({ method: 'GET', url: `/api/products/search?q=${q}&limit=3` });
      const body = res.json() as { data: Array<{ _id: string }>; meta: { total: number } };
      return { id: body.data[0]!._id, total: body.meta.total };
    };
    const before = await first('kurta');
    const last = c.fx.productIds['Indigo Block-Print Cotton Kurta']!;
    expect(before.id).not.toBe(last);
    await c.t.db.execute(sql`UPDATE search_postings SET score = 100 WHERE term = 'kurta' AND product_id = ${last}`);
    await c.t.db.execute(sql`UPDATE search_lexemes SET strong_products = strong_products + 5 WHERE term = 'kurta'`);
    await bump();
    expect(await first('kurta')).toEqual({ id: last, total: before.total + 5 });
    expect((await first('gota%20kurta')).id).not.toBe(last); // two words: the documents
    await c.t.db.execute(sql`UPDATE search_postings SET score = ts_rank(d.search_vector, search_lexeme_query(term))
      FROM product_documents d WHERE d.product_id = search_postings.product_id AND term = 'kurta'`);
    await c.t.db.execute(sql`UPDATE search_lexemes SET strong_products = strong_products - 5 WHERE term = 'kurta'`);
    await bump();
    expect(await first('kurta')).toEqual(before);
  });
});

describe('search_postings and search_lexemes', () => {
  it('follow every change to a product: added, repriced, renamed, withdrawn, back on sale, deleted', async () => {
    await expectKeptMatchDocuments();
    const kurta = c.fx.productIds['Indigo Block-Print Cotton Kurta']!;
    const [row] = await c.t.db.select().from(products).where(eq(products.id, kurta));
    const { id: _id, ...base } = row!;

    // Added: three at once (one statement), one withdrawn; a new word comes into the lexemes.
    const added = await c.t.db
      .insert(products)
      .values([0, 1, 2].map((i) => ({ ...base, slug: `posting-kurta-${i}`, name: `Zardozi Kurta ${i}` })))
      .returning({ id: products.id });
    await c.t.db.insert(products).values({ ...base, slug: 'posting-kurta-3', isActive: false });
    await expectKeptMatchDocuments();
    expect((await search().match('zardozi'))?.postings?.total).toBe(3);

    // Repriced, re-dated, rated (a rating writes no posting), renamed (the document is remade).
    await c.t.db
      .update(products)
      .set({ salePaise: (base.salePaise - 100) as typeof base.salePaise, createdAt: new Date() })
      .where(eq(products.id, added[0]!.id));
    const untouched = async () =>
      (
        await c.t.db.execute<{ x: string }>(sql`SELECT string_agg(xmin::text, ',' ORDER BY term) AS x
        FROM search_postings WHERE product_id = ${added[1]!.id}`)
      ).rows[0]!.x;
    const xmins = await untouched();
    await c.t.db.update(products).set({ ratingSum: 5, ratingCount: 1 }).where(eq(products.id, added[1]!.id));
    expect(await untouched()).toBe(xmins);
    await c.t.db
      .update(products)
      .set({ name: 'Renamed Shirt', description: 'A kurta-free shirt' })
      .where(eq(products.id, added[2]!.id));
    await expectKeptMatchDocuments();
    expect((await search().match('zardozi'))?.postings?.total).toBe(2);

    // Withdrawn, a withdrawn one put on sale, deleted: the last "zardozi" leaves the lexemes.
    await c.t.db.update(products).set({ isActive: false }).where(eq(products.id, added[0]!.id));
    await c.t.db.update(products).set({ isActive: true }).where(eq(products.slug, 'posting-kurta-3'));
    await expectKeptMatchDocuments();
    await c.t.db.delete(products).where(eq(products.id, added[1]!.id));
    await expectKeptMatchDocuments();
    const zardozi = await c.t.db.execute(sql`SELECT 1 FROM search_lexemes WHERE term = 'zardozi'`);
    expect(zardozi.rows).toHaveLength(0);
    expect((await search().match('zardozi'))?.postings ?? null).toBeNull();

    // A category renamed remakes its products' documents.
    await c.t.db.update(categories).set({ name: 'Kurtis' }).where(eq(categories.slug, 'kurtas'));
    await expectKeptMatchDocuments();
    expect((await search().match('kurtis'))?.postings?.total).toBeGreaterThan(0);
  });

  it('rank any lexeme, whatever its characters', async () => {
    const [r] = (
      await c.t.db.execute<{ q: string; rank: number }>(
        sql`SELECT search_lexeme_query(${"it's a \\ b"})::text AS q,
          ts_rank(to_tsvector('simple', 'x'), search_lexeme_query(${"it's a \\ b"})) AS rank`,
      )
    ).rows;
    expect(r!.q).toBe("'it''s a \\\\ b'");
    expect(Number(r!.rank)).toBe(0);
  });
});
