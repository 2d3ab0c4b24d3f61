/**
 * Listing pages on the server: a page URL's filters (as the filter form submits them) into the catalogue's
 * ListingQuery, and one page of products in the shape the cards need.
 */
import type { ProductPage } from '../../server/catalog/service.ts';
import { serializeError } from '../../server/logger.ts';
import type { Services } from '../../server/services.ts';
import { listingFromSearchParams, type ListingQuery } from '../../shop/listing.ts';
import type { ActiveFilters } from './listing-facets.ts';
import { toListingProduct, type ListingData, type ListingProduct } from './listing-product.ts';

export type { ListingData };

/**
 * The filter form submits checkbox groups as repeated keys (`category=tops&category=denim`) and a price range as
 * `price=min-max`; the catalogue schema takes comma lists and minPrice/maxPrice. Invalid values are dropped.
 */
export function listingQueryFromUrl(url: URL): { query: ListingQuery; active: ActiveFilters } {
  const params = new URLSearchParams();
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams
      .getAll(key)
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length === 0) continue;
    if (key === 'price') {
      const [min = '', max = ''] = values[0]!.split('-');
      if (min) params.set('minPrice', min);
      if (max) params.set('maxPrice', max);
    } else {
      params.set(key, values.join(','));
    }
  }
  const query = listingFromSearchParams(params);
  const price =
    query.minPrice !== undefined || query.maxPrice !== undefined
      ? `${query.minPrice ?? ''}-${query.maxPrice ?? ''}`
      : '';
  return {
    query,
    active: {
      category: query.category ?? [],
      price,
      minRating: query.minRating === undefined ? '' : String(query.minRating),
      minDiscount: query.minDiscount === undefined ? '' : String(query.minDiscount),
      size: query.size ?? [],
      sort: query.sort ?? '',
    },
  };
}

export function toListingData(page: ProductPage): ListingData {
  return {
    products: page.products.map(toListingProduct),
    page: page.page,
    totalPages: page.totalPages,
    total: page.total,
    corrected: page.corrected ?? [],
  };
}

/** One page of a listing; a failure is logged and shown as the spec's 'Failed to fetch products'. */
export async function loadListing(services: Services, query: ListingQuery): Promise<ListingData> {
  try {
    return toListingData(await services.catalog.listProducts(query));
  } catch (error) {
    // Scrubbed like the store's log: a failed query's parameters and PostgreSQL's row details never reach stderr.
    console.error('Listing failed', serializeError(error));
    return {
      products: [],
      page: query.page,
      totalPages: 0,
      total: 0,
      corrected: [],
      error: 'Failed to fetch products',
    };
  }
}

/** A page slice of an already loaded list (collections answer all their products at once). */
export function sliceListing(all: ListingProduct[], page: number, limit: number): ListingData {
  const totalPages = Math.ceil(all.length / limit);
  return {
    products: all.slice((page - 1) * limit, page * limit),
    page,
    totalPages,
    total: all.length,
    corrected: [],
  };
}
