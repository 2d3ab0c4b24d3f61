/**
 * Listings and search in one query path: filters, sort and paging; with `q`, only matching products, ranked by
 * relevance unless another sort is asked for; with a facet request, the count of products for each filter value.
 *
 * What each request costs PostgreSQL (ADR 19):
 * - every filter, sort and search reads product_documents (one narrow row per product on sale) and its indexes; only
 *   the page's products are read in full, by id (listed-products.ts: their sizes' stock always fresh);
 * - a page in an indexed order is read from the order's index and stops after a dozen products (after the cursor,
 *   when infinite scroll sends one); a search by relevance ranks every match, keeping only the page in its sort;
 * - a listing's total is a statement of its own, run beside the page: from the filter index alone (an index-only
 *   scan). A search reads every match anyway (to rank or count them), so when it asks for no facet counts and its
 *   total is not known yet, the page and the total come from one statement that finds the matches once
 *   (`pageWithTotal`); facet counts keep their total for the later pages (infinite scroll); a window count
 *   (`count(*) OVER ()`) measured slower, since it sorts every match where the page's top-N sort keeps a dozen;
 * - a one-lexeme search filtered by price at most reads neither: its page comes from its postings' index in order,
 *   its total from the lexeme's count (or the price index alone) (ADR 28);
 * - pages (their ids), totals and facet counts are kept in memory for the catalogue version they were found at: every
 *   change to what they depend on raises the version in its own transaction, so what is kept is never out of date.
 */
import crypto from 'node:crypto';
import { and, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ProductDto } from '../../shop/catalog-types.ts';
import type { ListingQuery } from '../../shop/listing.ts';
import type { Db } from '../db/client.ts';
import type { SearchMatch, SearchService } from '../search/service.ts';
import { createVersionedCache } from '../versioned-cache.ts';
import { createCatalogueVersion } from './catalogue-version.ts';
import { countFacets, type FacetCounts, type FacetRequest } from './facets.ts';
import { decodeCursor } from './listing-cursor.ts';
import { countDocuments, orderedPage, pageWithTotal, type PageIds } from './listing-pages.ts';
import { listingConditions, listingOrder, orderBy, postingsOrder } from './listing-sql.ts';
import { createListedProducts } from './listed-products.ts';

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
  /** The next page of a listing from where this one ends (keyset pagination); absent on the last page and on searches by relevance. */
  nextCursor?: string;
};

/** Pages and filter sets kept in memory (a page is a dozen ids; a facet count a few hundred bytes). */
const CACHED_PAGES = 5000;
const CACHED_COUNTS = 2000;

const dialect = new PgDialect();
/** A statement's identity: a digest of its text and parameters (keys stay short however long the SQL). */
const queryKey = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return crypto.createHash('sha256').update(text).update('\u0000').update(JSON.stringify(params)).digest('base64url');
};

export function createProductListing(db: Db, search: SearchService) {
  const cachedPages = createVersionedCache<PageIds>(CACHED_PAGES);
  const cachedCounts = createVersionedCache<FacetCounts>(CACHED_COUNTS);
  const listedProducts = createListedProducts(db);
  const catalogueVersion = createCatalogueVersion(db);

  /** `opts.version`: the catalogue version the caller has just read (else it is read here). */
  async function listProducts(
    f: ListingQuery,
    facets?: FacetRequest,
    opts: { version?: number | undefined } = {},
  ): Promise<ProductPage> {
    const version = opts.version ?? (await catalogueVersion());
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
    const ranked = order.name === 'relevance';
    // Keyset pages for the indexed orders; a ranking reads every match anyway, so relevance pages by offset.
    const cursor = !ranked && f.cursor ? decodeCursor(order, f.cursor) : null;
    const offset = (f.page - 1) * f.limit;

    const filters = queryKey(where);
    const pageKey = `${queryKey(sql.join(orderBy(order), sql`, `))}\u0000${f.limit}\u0000${cursor ? f.cursor : offset}\u0000${filters}`;
    const totalKey = `total\u0000${filters}`;
    const from = cursor ? { cursor } : { offset };
    // A one-lexeme search filtered by price at most, in an order its postings keep: its page and total are read
    // from the postings' indexes (ADR 28), else from the documents.
    const onPostings = match?.postings && conditions.postings && !facets ? postingsOrder(order, match.postings) : null;
    const postings =
      match?.postings && conditions.postings && onPostings
        ? {
            ...conditions.postings,
            order: onPostings,
            source: { table: match.postings.table, id: match.postings.columns.productId },
          }
        : null;
    const pageOnly = () =>
      postings
        ? orderedPage(db, postings.where, postings.order, f.limit, from, { keyset: !ranked, source: postings.source })
        : orderedPage(db, where, order, f.limit, from, { keyset: !ranked });
    let page: PageIds;
    let counts: FacetCounts;
    if (postings) {
      [page, counts] = await Promise.all([
        cachedPages.remember(version, pageKey, pageOnly),
        cachedCounts.remember(version, totalKey, async () => ({
          total: postings.total ?? (await countDocuments(db, postings.where, null, postings.source)),
        })),
      ]);
    } else if (match && !facets) {
      // A search reads every match anyway: when its total is not known yet, the page and the total come from one
      // pass over the matches, and the page is kept with it. Requests for the same search at once share that pass;
      // one that wants another page of it (another order, offset or size) reads its own page meanwhile.
      let found: PageIds | undefined;
      let leads = false;
      const total = cachedCounts.remember(version, totalKey, async () => {
        leads = true;
        const both = await pageWithTotal(db, where, order, f.limit, from, { keyset: !ranked });
        if (version !== null) cachedPages.set(version, pageKey, both.page);
        found = both.page;
        return { total: both.total };
      });
      // `remember` starts the pass (setting `leads`) before it first waits.
      const own = leads ? undefined : cachedPages.remember(version, pageKey, pageOnly);
      const [counted, ownPage] = await Promise.all([total, own]);
      counts = counted;
      page = found ?? ownPage ?? (await cachedPages.remember(version, pageKey, pageOnly));
    } else {
      [page, counts] = await Promise.all([
        cachedPages.remember(version, pageKey, pageOnly),
        facets
          ? cachedCounts.remember(version, `facets\u0000${JSON.stringify(facets)}\u0000${filters}`, async () => {
              const facetCounts = await countFacets(db, conditions, facets);
              // The total with every filter applied: later pages of this listing (infinite scroll asks for no
              // facet counts) find it kept.
              if (version !== null) cachedCounts.set(version, totalKey, { total: facetCounts.total });
              return facetCounts;
            })
          : cachedCounts.remember(version, totalKey, async () => ({
              total: await countDocuments(db, where, conditions.groups),
            })),
      ]);
    }
    const total = counts.total;
    return {
      products: await listedProducts(page.ids, version),
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
