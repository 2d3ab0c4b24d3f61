/**
 * Listings and search in one query path: filters, sort and paging; with `q`, only matching products, ranked by
 * relevance unless another sort is asked for; with a facet request, the count of products for each filter value.
 *
 * What each request costs PostgreSQL (ADR 19):
 * - every filter, sort and search reads product_documents (one narrow row per product on sale) and its indexes; only
 *   the page's products are read in full, by id;
 * - a search ranks every match to find its page, so the same statement counts them (`count(*) OVER ()`);
 * - a listing reads its page from the order's index (from the cursor, when infinite scroll sends one), and its total
 *   from the filter index alone (an index-only scan);
 * - totals and facet counts are kept in memory per filter set for the catalogue version they were counted at: any
 *   change to what they count raises the version in its own transaction, so a kept count is never out of date.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ProductDto } from '../../shop/catalog-types.ts';
import type { ListingQuery } from '../../shop/listing.ts';
import type { Db } from '../db/client.ts';
import type { SearchMatch, SearchService } from '../search/service.ts';
import { createVersionedCache } from '../versioned-cache.ts';
import { catalogueVersion } from './catalogue-version.ts';
import { countFacets, type FacetCounts, type FacetRequest } from './facets.ts';
import { afterCursor, decodeCursor, encodeCursor, keyTexts } from './listing-cursor.ts';
import { listingConditions, listingOrder, orderBy, type ListingConditions, type ListingOrder } from './listing-sql.ts';
import { productRowColumns, withDetails } from './product-rows.ts';
import { categories, productDocuments as docs, products } from './tables.ts';

export type ProductPage = {
  products: ProductDto[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  /** Words the search corrected a typo to (e.g. kurtha -> kurta). */
  corrected?: string[];
  /** The count of products for each filter value, when asked for. */
  facets?: FacetCounts;
  /** The next page of a listing from where this one ends (keyset pagination); absent on the last page and searches. */
  nextCursor?: string;
};

/** Filter sets whose counts are kept in memory (each a few hundred bytes). */
const CACHED_COUNTS = 2000;

const dialect = new PgDialect();
/** A statement's identity: its text and parameters. */
const queryKey = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return `${text}\u0000${JSON.stringify(params)}`;
};

type PageRows = { products: ProductDto[]; total?: number; nextCursor?: string };

export function createProductListing(db: Db, search: SearchService) {
  const cachedCounts = createVersionedCache<FacetCounts>(CACHED_COUNTS);

  /** The products matching `where` (a statement of its own: from the filter index alone). */
  async function countProducts(where: SQL): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)` })
      .from(docs)
      .where(where);
    return Number(row?.n ?? 0);
  }

  /** The total, or the facet counts (with the total), from memory or counted; with no version, nothing is kept. */
  async function counted(
    where: SQL,
    c: ListingConditions,
    ask: FacetRequest | undefined,
    version: number | null,
  ): Promise<FacetCounts> {
    const filters = queryKey(where);
    const totalKey = `total\u0000${filters}`;
    const key = ask ? `facets\u0000${JSON.stringify(ask)}\u0000${filters}` : totalKey;
    const kept = version === null ? undefined : cachedCounts.get(version, key);
    if (kept) return kept;
    const counts = ask ? await countFacets(db, c, ask) : { total: await countProducts(where) };
    if (version !== null) {
      cachedCounts.set(version, key, counts);
      cachedCounts.set(version, totalKey, { total: counts.total });
    }
    return counts;
  }

  /** The page's products in full (columns, category, sizes), in the page's order. */
  async function details(ids: string[]): Promise<ProductDto[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(productRowColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, ids));
    const byId = new Map(withDetails(rows).map((p) => [p._id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is ProductDto => p !== undefined);
  }

  /**
   * A search's page, and in the same statement the count of its matches: ranking already reads every match, so the
   * window count costs nothing more. The order's keys are computed once per match, below the count, so only narrow
   * rows (id and keys) pass through it and the top-N sort.
   */
  async function searchPage(where: SQL, order: ListingOrder, f: ListingQuery): Promise<PageRows> {
    const result = await db.execute<{ id: string; total: number }>(sql`
      SELECT id, total FROM (
        SELECT ${docs.productId} AS id, count(*) OVER () AS total, ${sql.join(
          order.keys.map((k, i) => sql`${k.expr} AS ${sql.raw(`k${i}`)}`),
          sql`, `,
        )}
        FROM ${docs} WHERE ${where}
      ) matches
      ORDER BY ${sql.join(
        order.keys.map((k, i) => sql.raw(`k${i} ${k.desc ? 'DESC' : 'ASC'}`)),
        sql`, `,
      )}
      LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`);
    const first = result.rows[0];
    return {
      products: await details(result.rows.map((r) => r.id)),
      ...(first ? { total: Number(first.total) } : {}),
    };
  }

  /**
   * A listing's page from the order's index: after the cursor when one is given, else after skipping the pages before
   * it. One more product than the page is read, to know whether a next page (and its cursor) exists.
   */
  async function listingPage(where: SQL, order: ListingOrder, f: ListingQuery): Promise<PageRows> {
    const cursor = f.cursor ? decodeCursor(order, f.cursor) : null;
    const rows = await db
      .select({ id: docs.productId, keys: sql<string[]>`ARRAY[${sql.join(keyTexts(order), sql`, `)}]` })
      .from(docs)
      .where(cursor ? and(where, afterCursor(order, cursor)) : where)
      .orderBy(...orderBy(order))
      .limit(f.limit + 1)
      .offset(cursor ? 0 : (f.page - 1) * f.limit);
    const shown = rows.slice(0, f.limit);
    const last = shown.at(-1);
    return {
      products: await details(shown.map((r) => r.id)),
      ...(rows.length > f.limit && last ? { nextCursor: encodeCursor(order, last.keys) } : {}),
    };
  }

  async function listProducts(f: ListingQuery, facets?: FacetRequest): Promise<ProductPage> {
    const version = await catalogueVersion(db);
    let match: SearchMatch | null = null;
    if (f.q !== undefined) {
      match = await search.match(f.q, version === null ? {} : { version });
      if (!match) {
        return {
          products: [],
          page: f.page,
          limit: f.limit,
          total: 0,
          totalPages: 0,
          corrected: [],
          ...(facets ? { facets: { total: 0 } } : {}),
        };
      }
    }
    const conditions = listingConditions(f, match);
    const where = and(...conditions.scope, ...Object.values(conditions.facets)) ?? sql`TRUE`;
    const order = listingOrder(f, match);
    let page: PageRows;
    let counts: FacetCounts | undefined;
    if (match) {
      [page, counts] = await Promise.all([
        searchPage(where, order, f),
        facets ? counted(where, conditions, facets, version) : undefined,
      ]);
      // A page past the last match has no row to carry the count.
      counts ??= {
        total: page.total ?? (f.page > 1 ? (await counted(where, conditions, undefined, version)).total : 0),
      };
    } else {
      [page, counts] = await Promise.all([listingPage(where, order, f), counted(where, conditions, facets, version)]);
    }
    const total = counts.total;
    return {
      products: page.products,
      page: f.page,
      limit: f.limit,
      total,
      totalPages: Math.ceil(total / f.limit),
      ...(match ? { corrected: match.corrected } : {}),
      ...(facets ? { facets: counts } : {}),
      ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
    };
  }

  return { listProducts };
}
