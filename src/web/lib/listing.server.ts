/**
 * Listing pages on the server: a page URL's filters (as the filter form submits them) into the catalogue's
 * ListingQuery, and one page of products with the counted filters, in the shape the cards and the form need.
 */
import type { RouterContextProvider } from 'react-router';
import type { FacetCounts, FacetRequest } from '../../server/catalog/facets.ts';
import type { ProductPage } from '../../server/catalog/listing.ts';
import { serializeError } from '../../server/logger.ts';
import type { Services } from '../../server/services.ts';
import { listingFromSearchParams, type ListingQuery } from '../../shop/listing.ts';
import {
  parsePriceValue,
  priceLabel,
  priceValue,
  SORTS,
  type PriceRange,
  type Sort,
} from '../../shop/listing-options.ts';
import type { ActiveFilters, FacetGroup, FacetName, FacetOption, ListingFacets } from './listing-facets.ts';
import { toListingProduct, type ListingData, type NoResultsHelp } from './listing-product.ts';
import { cacheForVisitors } from './page-cache.ts';
import { categoryPath } from './site.ts';

export type { ListingData };

/** The filters a page offers: which facets, the price ranges and steps, the sorts. */
export type FacetPlan = {
  category?: boolean;
  size?: boolean;
  price?: readonly PriceRange[];
  minRating?: readonly number[];
  minDiscount?: readonly number[];
  sorts?: readonly Sort[];
  defaultSort?: string;
};

/** A page URL's filters; values the schema refuses are dropped (see listingFromSearchParams). */
export function listingQueryFromUrl(url: URL): { query: ListingQuery; active: ActiveFilters } {
  const { query } = listingFromSearchParams(url.searchParams);
  return {
    query,
    active: {
      category: query.category ?? [],
      price: (query.price ?? []).map(priceValue),
      size: query.size ?? [],
      minRating: query.minRating === undefined ? '' : String(query.minRating),
      minDiscount: query.minDiscount === undefined ? '' : String(query.minDiscount),
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
    ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
  };
}

const withChosen = <T>(offered: readonly T[] | undefined, chosen: T | undefined, key: (t: T) => string = String) =>
  offered && [...offered, ...(chosen === undefined || offered.some((o) => key(o) === key(chosen)) ? [] : [chosen])];

/** What to count: the page's facets, plus any value the URL chose that the page does not offer (so it shows). */
function facetRequest(plan: FacetPlan, query: ListingQuery): FacetRequest {
  let price = plan.price;
  for (const range of query.price ?? []) price = withChosen(price, range, priceValue);
  return {
    category: plan.category,
    size: plan.size,
    price,
    minRating: withChosen(plan.minRating, query.minRating),
    minDiscount: withChosen(plan.minDiscount, query.minDiscount),
  };
}

const LEGENDS: Record<FacetName, string> = {
  category: 'Category',
  size: 'Size',
  price: 'Price',
  minDiscount: 'Discount',
  minRating: 'Customer rating',
};

function optionLabel(name: FacetName, value: string, label: string): string {
  if (name === 'price' && !label) {
    const range = parsePriceValue(value);
    return range ? priceLabel(range) : value;
  }
  if (name === 'minRating') return `${value}★ & above`;
  if (name === 'minDiscount') return `${value}% off or more`;
  return label || value;
}

/** The groups the form shows, in the page's order; a chosen value the catalogue lacks still shows (count 0). */
export function facetGroups(counts: FacetCounts | undefined, plan: FacetPlan, active: ActiveFilters): FacetGroup[] {
  const groups: FacetGroup[] = [];
  for (const name of ['category', 'size', 'price', 'minDiscount', 'minRating'] as const) {
    if (!plan[name]) continue;
    const options: FacetOption[] = (counts?.[name] ?? []).map((c) => ({
      value: c.value,
      label: optionLabel(name, c.value, c.label),
      count: c.count,
    }));
    const chosen = name === 'minRating' || name === 'minDiscount' ? [active[name]].filter(Boolean) : active[name];
    for (const value of chosen) {
      if (!options.some((o) => o.value === value))
        options.push({ value, label: optionLabel(name, value, ''), count: 0 });
    }
    // A filter none of whose values would find anything (a search that found nothing) is left out.
    if (options.some((o) => o.count > 0 || chosen.includes(o.value))) {
      groups.push({ name, legend: LEGENDS[name], multiple: !name.startsWith('min'), options });
    }
  }
  return groups;
}

/** What an empty listing offers instead (spellings only for a search). */
async function noResultsHelp(services: Services, q: string | undefined): Promise<NoResultsHelp> {
  const help = await services.catalog.noResultsHelp(q);
  return {
    spellings: help.spellings,
    categories: help.categories.map((c) => ({
      label: `${c.gender === 'men' ? "Men's" : "Women's"} ${c.name}`,
      href: categoryPath(c),
    })),
    newArrivals: help.newArrivals.map(toListingProduct),
  };
}

/** A listing page is kept for signed-out visitors (ADR 22) unless its products failed to load. */
export function cacheListingForVisitors(context: Readonly<RouterContextProvider>, listing: ListingData): void {
  if (!listing.error) {
    cacheForVisitors(context, { products: [...listing.products, ...(listing.help?.newArrivals ?? [])] });
  }
}

/**
 * One page of a listing with its counted filters; when it is empty, what to offer instead. A failure is logged and
 * shown as the spec's 'Failed to fetch products'.
 */
export async function loadListing(
  services: Services,
  query: ListingQuery,
  plan: FacetPlan,
  active: ActiveFilters,
): Promise<{ listing: ListingData; facets: ListingFacets }> {
  const facets: ListingFacets = { groups: [], sorts: plan.sorts ?? SORTS, defaultSort: plan.defaultSort };
  try {
    // A page appended by infinite scroll (it carries the cursor) shows products only: the counts are on screen.
    const page = await services.catalog.listProducts(query, query.cursor ? undefined : facetRequest(plan, query));
    const listing = toListingData(page);
    if (page.total === 0) listing.help = await noResultsHelp(services, query.q);
    return { listing, facets: { ...facets, groups: facetGroups(page.facets, plan, active) } };
  } catch (error) {
    // Scrubbed like the store's log: a failed query's parameters and PostgreSQL's row details never reach stderr.
    console.error('Listing failed', serializeError(error));
    return {
      listing: {
        products: [],
        page: query.page,
        totalPages: 0,
        total: 0,
        corrected: [],
        error: 'Failed to fetch products',
      },
      facets,
    };
  }
}
