/**
 * The SQL of a listing's filters: the scope every count shares (on sale, gender, collection, search) and one
 * condition per filter the shopper picks (facet), so facet counts can leave their own facet's condition out.
 */
import { asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ListingQuery } from '../../shop/listing.ts';
import type { PriceRange } from '../../shop/listing-options.ts';
import { rupeesToPaise } from '../../shop/money.ts';
import type { SearchMatch } from '../search/service.ts';
import { categories, collectionProducts, collections, products, productVariants } from './tables.ts';

export const FACETS = ['category', 'price', 'size', 'minRating', 'minDiscount'] as const;
export type FacetName = (typeof FACETS)[number];

export type ListingConditions = {
  /** What every count applies: on sale, gender, collection, API price bounds, the search. */
  scope: SQL[];
  /** One condition per facet the query picks values of (absent: no choice made). */
  facets: Partial<Record<FacetName, SQL>>;
};

/** A range of whole rupees: from ₹min to below ₹(max + 1), in paise. */
export function priceRangeCondition(range: PriceRange): SQL {
  const parts: SQL[] = [];
  if (range.min !== undefined) parts.push(gte(products.salePaise, rupeesToPaise(range.min)));
  if (range.max !== undefined) parts.push(lt(products.salePaise, rupeesToPaise(range.max + 1)));
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` AND `)})`;
}

/** A rating or discount step: at least this average rating, at least this discount (whole percent). */
export function stepCondition(name: 'minRating' | 'minDiscount', min: number): SQL {
  return name === 'minRating' ? gte(products.ratingAvg, min) : gte(products.discountPct, min);
}

/**
 * A search keeps the products matching every word, but when any product matches strongly (a word in its name, brand
 * or category) only the strong matches: the NOT EXISTS is evaluated once per query (an InitPlan), not per row.
 */
function searchCondition(m: SearchMatch): SQL {
  const vector = products.searchVector;
  return sql`(${vector} @@ ${m.query} AND (${vector} @@ ${m.strong} OR NOT EXISTS (
    SELECT 1 FROM ${products} AS strong_match
    WHERE strong_match.is_active AND strong_match.search_vector @@ ${m.query} AND strong_match.search_vector @@ ${m.strong})))`;
}

const inCollection = (id: string) =>
  sql`EXISTS (SELECT 1 FROM ${collectionProducts} JOIN ${collections} ON ${collections.id} = ${collectionProducts.collectionId}
    WHERE ${collectionProducts.collectionId} = ${id} AND ${collectionProducts.productId} = ${products.id} AND ${collections.isActive})`;

export function listingConditions(f: ListingQuery, match: SearchMatch | null): ListingConditions {
  const scope: SQL[] = [eq(products.isActive, true)];
  if (f.gender) {
    scope.push(f.gender === 'unisex' ? eq(products.gender, 'unisex') : inArray(products.gender, [f.gender, 'unisex']));
  }
  if (f.collection) scope.push(inCollection(f.collection));
  if (f.minPrice !== undefined) scope.push(gte(products.salePaise, rupeesToPaise(f.minPrice)));
  if (f.maxPrice !== undefined) scope.push(lte(products.salePaise, rupeesToPaise(f.maxPrice)));
  if (match) scope.push(searchCondition(match));

  const facets: ListingConditions['facets'] = {};
  if (f.category?.length) facets.category = inArray(categories.slug, f.category);
  if (f.price?.length) facets.price = sql`(${or(...f.price.map(priceRangeCondition))})`;
  if (f.minRating !== undefined) facets.minRating = stepCondition('minRating', f.minRating);
  if (f.minDiscount !== undefined) facets.minDiscount = stepCondition('minDiscount', f.minDiscount);
  if (f.size?.length) {
    // IN, not a correlated EXISTS: PostgreSQL hashes the sizes' products once (a semi-join in WHERE, a hashed
    // subplan in the facet counts' flags) instead of planning a probe per product.
    facets.size = sql`${products.id} IN (SELECT ${productVariants.productId} FROM ${productVariants}
      WHERE ${inArray(productVariants.size, f.size)} AND ${productVariants.stock} > 0)`;
  }
  return { scope, facets };
}

/** The order of a listing: the sort asked for, else relevance (search), the collection's order, or newest first. */
export function listingOrder(f: ListingQuery, match: SearchMatch | null): SQL[] {
  switch (f.sort) {
    case 'price-low':
      return [asc(products.salePaise), desc(products.createdAt), asc(products.id)];
    case 'price-high':
      return [desc(products.salePaise), desc(products.createdAt), asc(products.id)];
    case 'rating':
      return [desc(products.ratingAvg), desc(products.ratingCount), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.id)];
    default:
      if (match) return [...match.rank(products.searchVector), desc(products.createdAt), asc(products.id)];
      if (f.collection) {
        return [
          sql`(SELECT ${collectionProducts.position} FROM ${collectionProducts}
            WHERE ${collectionProducts.collectionId} = ${f.collection} AND ${collectionProducts.productId} = ${products.id})`,
          asc(products.id),
        ];
      }
      return [desc(products.createdAt), asc(products.id)];
  }
}
