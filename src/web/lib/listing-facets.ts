/**
 * The filters a listing page shows, counted by the server for the current query (listing.server.ts), and the filters
 * a URL has chosen, in the shape the filter form shows them. Zod-free: components import this module.
 */
import type { Sort } from '../../shop/listing-options.ts';

export type FacetName = 'category' | 'price' | 'size' | 'minRating' | 'minDiscount';

/** One value of a filter and how many products the listing would show with it (the other filters applied). */
export type FacetOption = { value: string; label: string; count: number };

export type FacetGroup = {
  /** The URL key the form submits. */
  name: FacetName;
  legend: string;
  /** Checkboxes (several values, any of them) or radios (one step: rating, discount). */
  multiple: boolean;
  options: FacetOption[];
};

export type ListingFacets = {
  groups: FacetGroup[];
  sorts: readonly Sort[];
  /** The label of the order used when no sort is chosen ('Relevance' for a search); else newest first. */
  defaultSort?: string;
};

/** The filters of a URL: what the form shows as chosen. */
export type ActiveFilters = {
  category: string[];
  price: string[];
  size: string[];
  minRating: string;
  minDiscount: string;
  sort: string;
};

/** How many filter values (not the sort) a URL has chosen. */
export function activeCount(f: ActiveFilters): number {
  return f.category.length + f.price.length + f.size.length + (f.minRating ? 1 : 0) + (f.minDiscount ? 1 : 0);
}

/** A filter form's chosen values as URL parameters (blanks left out), as a GET form would submit them. */
export function formSearch(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === 'string' && v) params.append(k, v);
  return params.toString();
}
