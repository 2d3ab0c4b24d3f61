/**
 * The SQL of a listing's filters: the scope every count shares (gender, collection, search) and one condition per
 * filter the shopper picks (facet), so facet counts can leave their own facet's condition out. Every condition is on
 * product_documents (`docs`: one narrow row per product on sale), never on the wide product rows.
 */
import { and, eq, gte, inArray, lt, lte, or, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListingQuery } from '../../shop/listing.ts';
import type { PriceRange } from '../../shop/listing-options.ts';
import { rupeesToPaise } from '../../shop/money.ts';
import type { SearchMatch, SearchPostings } from '../search/service.ts';
import { categories, collectionProducts, collections, listingCounts, productDocuments as docs } from './tables.ts';

export const FACETS = ['category', 'price', 'size', 'minRating', 'minDiscount'] as const;
export type FacetName = (typeof FACETS)[number];

export type ListingConditions = {
  /** What every count applies: gender, collection, API price bounds, the search (documents are of products on sale). */
  scope: SQL[];
  /** One condition per facet the query picks values of (absent: no choice made). */
  facets: Partial<Record<FacetName, SQL>>;
  /**
   * The same filter on listing_counts (products per gender and category), when it is of gender and category alone
   * (the menus' listings): their total is a sum of a few rows there. Null when any other condition applies.
   */
  groups: SQL | null;
  /**
   * The same filter on the search's postings (SearchMatch.postings), when the search is one lexeme's and the only
   * other filters are of price (a column the postings keep): its matches are read there. Null otherwise.
   */
  postings: { where: SQL; total: number | null } | null;
};

/** A range of whole rupees: from ₹min to below ₹(max + 1), in paise. */
export function priceRangeCondition(range: PriceRange, column: Column = docs.salePaise): SQL {
  const parts: SQL[] = [];
  if (range.min !== undefined) parts.push(gte(column, rupeesToPaise(range.min)));
  if (range.max !== undefined) parts.push(lt(column, rupeesToPaise(range.max + 1)));
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` AND `)})`;
}

/** The price conditions of a listing: the API's bounds (scope) and the shopper's ranges (facet), on `column`. */
function priceConditions(f: ListingQuery, column: Column): { bounds: SQL[]; ranges: SQL | null } {
  const bounds: SQL[] = [];
  if (f.minPrice !== undefined) bounds.push(gte(column, rupeesToPaise(f.minPrice)));
  if (f.maxPrice !== undefined) bounds.push(lte(column, rupeesToPaise(f.maxPrice)));
  const ranges = f.price?.length ? sql`(${or(...f.price.map((r) => priceRangeCondition(r, column)))})` : null;
  return { bounds, ranges };
}

/** A rating or discount step: at least this average rating, at least this discount (whole percent). */
export function stepCondition(name: 'minRating' | 'minDiscount', min: number): SQL {
  return name === 'minRating' ? gte(docs.ratingAvg, min) : gte(docs.discountPct, min);
}

/**
 * A search keeps the products matching every word, but when any product matches strongly (a word in its name, brand
 * or category) only the strong matches: the NOT EXISTS is evaluated once per query (an InitPlan), not per row.
 */
function searchCondition(m: SearchMatch): SQL {
  const vector = docs.searchVector;
  return sql`(${vector} @@ ${m.query} AND (${vector} @@ ${m.strong} OR NOT EXISTS (
    SELECT 1 FROM ${docs} AS strong_match
    WHERE strong_match.search_vector @@ ${m.query} AND strong_match.search_vector @@ ${m.strong})))`;
}

const inCollection = (id: string) =>
  sql`EXISTS (SELECT 1 FROM ${collectionProducts} JOIN ${collections} ON ${collections.id} = ${collectionProducts.collectionId}
    WHERE ${collectionProducts.collectionId} = ${id} AND ${collectionProducts.productId} = ${docs.productId} AND ${collections.isActive})`;

/**
 * The categories with these slugs (a slug names one category per gender), as a condition on the document's own
 * column: no join, so counts can be read from the filter index alone.
 */
const inCategories = (slugs: string[], column: Column = docs.categoryId) =>
  sql`${column} IN (SELECT ${categories.id} FROM ${categories} WHERE ${inArray(categories.slug, slugs)})`;

/** A gender's listing: its own products and the unisex ones. */
const ofGender = (gender: NonNullable<ListingQuery['gender']>, column: Column = docs.gender) =>
  gender === 'unisex' ? eq(column, 'unisex') : inArray(column, [gender, 'unisex']);

export function listingConditions(f: ListingQuery, match: SearchMatch | null): ListingConditions {
  const price = priceConditions(f, docs.salePaise);
  const scope: SQL[] = [];
  if (f.gender) scope.push(ofGender(f.gender));
  if (f.collection) scope.push(inCollection(f.collection));
  scope.push(...price.bounds);
  if (match) scope.push(searchCondition(match));

  const facets: ListingConditions['facets'] = {};
  if (f.category?.length) facets.category = inCategories(f.category);
  if (price.ranges) facets.price = price.ranges;
  if (f.minRating !== undefined) facets.minRating = stepCondition('minRating', f.minRating);
  if (f.minDiscount !== undefined) facets.minDiscount = stepCondition('minDiscount', f.minDiscount);
  if (f.size?.length) {
    // On the document's own sizes in stock (kept by triggers on the sizes, migration 0023): read with the other
    // filter columns from one index (product_documents_filter_sizes_idx), not a semi-join over every in-stock size
    // of the catalogue.
    facets.size = sql`${docs.sizesInStock} && ARRAY[${sql.join(
      f.size.map((size) => sql`${size}`),
      sql`, `,
    )}]::text[]`;
  }
  // Only the gender (in scope) and the categories (a facet) filter: the total can be read from listing_counts.
  const grouped = scope.length === (f.gender ? 1 : 0) && Object.keys(facets).every((k) => k === 'category');
  const groups = grouped
    ? (and(
        f.gender ? ofGender(f.gender, listingCounts.gender) : undefined,
        f.category?.length ? inCategories(f.category, listingCounts.categoryId) : undefined,
      ) ?? sql`TRUE`)
    : null;
  // Only the search and price filter: the matches can be read from the search's postings; with no price filter,
  // their number is the search's.
  let postings: ListingConditions['postings'] = null;
  if (match?.postings && scope.length === price.bounds.length + 1 && Object.keys(facets).every((k) => k === 'price')) {
    const onPostings = priceConditions(f, match.postings.columns.salePaise);
    const filters = [...onPostings.bounds, ...(onPostings.ranges ? [onPostings.ranges] : [])];
    postings = {
      where: and(match.postings.where, ...filters)!,
      total: filters.length === 0 ? match.postings.total : null,
    };
  }
  return { scope, facets, groups, postings };
}

/** One key of a listing's order, and the SQL type of its values (a cursor carries the last product's). */
export type OrderKey = { expr: SQLWrapper; desc: boolean; type: 'timestamptz' | 'integer' | 'real' | 'uuid' };

/** A listing's order: its name (a cursor belongs to one order) and its keys, the last one unique. */
export type ListingOrder = { name: string; keys: OrderKey[] };

const key = (expr: SQLWrapper, dir: 'asc' | 'desc', type: OrderKey['type']): OrderKey => ({
  expr,
  desc: dir === 'desc',
  type,
});
const newest = [key(docs.createdAt, 'desc', 'timestamptz'), key(docs.productId, 'asc', 'uuid')];

/** The order of a listing: the sort asked for, else relevance (search), the collection's order, or newest first. */
export function listingOrder(f: ListingQuery, match: SearchMatch | null): ListingOrder {
  switch (f.sort) {
    case 'price-low':
      return { name: f.sort, keys: [key(docs.salePaise, 'asc', 'integer'), ...newest] };
    case 'price-high':
      return { name: f.sort, keys: [key(docs.salePaise, 'desc', 'integer'), ...newest] };
    case 'rating':
      return {
        name: f.sort,
        keys: [
          key(docs.ratingAvg, 'desc', 'real'),
          key(docs.ratingCount, 'desc', 'integer'),
          key(docs.productId, 'asc', 'uuid'),
        ],
      };
    case 'newest':
      return { name: f.sort, keys: newest };
    default:
      if (match) return { name: 'relevance', keys: [key(match.rank(docs.searchVector), 'desc', 'real'), ...newest] };
      if (f.collection) {
        const position = sql`(SELECT ${collectionProducts.position} FROM ${collectionProducts}
            WHERE ${collectionProducts.collectionId} = ${f.collection} AND ${collectionProducts.productId} = ${docs.productId})`;
        return { name: 'collection', keys: [key(position, 'asc', 'integer'), key(docs.productId, 'asc', 'uuid')] };
      }
      return { name: 'newest', keys: newest };
  }
}

/**
 * A search's order on its postings (SearchMatch.postings): the same keys on the postings' columns (relevance on their
 * score), or null when a key is not kept there (the rating).
 */
export function postingsOrder(order: ListingOrder, postings: SearchPostings): ListingOrder | null {
  const c = postings.columns;
  const same = new Map<SQLWrapper, SQLWrapper>([
    [docs.salePaise, c.salePaise],
    [docs.createdAt, c.createdAt],
    [docs.productId, c.productId],
  ]);
  const keys = order.keys.map((k, i) => {
    const expr = order.name === 'relevance' && i === 0 ? c.relevance : same.get(k.expr);
    return expr ? { ...k, expr } : null;
  });
  return keys.every((k) => k !== null) ? { name: order.name, keys } : null;
}

/** The ORDER BY of a listing's order. */
export const orderBy = (order: ListingOrder): SQL[] =>
  order.keys.map((k) => (k.desc ? sql`${k.expr} DESC` : sql`${k.expr} ASC`));
