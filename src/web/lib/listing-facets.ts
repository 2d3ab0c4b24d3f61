/**
 * The filters each listing page offers (the spec's "Listings"), and the filters a URL has chosen, in the shape the
 * filter form shows them. Zod-free: components import this module (the server parses URLs with src/shop/listing.ts).
 */
import { DISCOUNT_FILTERS, PRICE_RANGES, RATING_FILTERS, SORTS, type Sort } from '../../shop/listing-options.ts';

export type Option = { value: string; label: string };

export type Facets = {
  categories?: Option[];
  prices?: Option[];
  ratings?: readonly number[];
  discounts?: readonly number[];
  sizes?: readonly string[];
  sorts: readonly Sort[];
  /** Search pages sort by relevance unless another sort is chosen. */
  relevance?: boolean;
};

/** The filters of a URL: what the form shows as chosen. */
export type ActiveFilters = {
  category: string[];
  price: string;
  minRating: string;
  minDiscount: string;
  size: string[];
  sort: string;
};

export const NO_FILTERS: ActiveFilters = {
  category: [],
  price: '',
  minRating: '',
  minDiscount: '',
  size: [],
  sort: '',
};

/** A price range as one URL value: `min-max` (either side may be empty), e.g. `1000-2000`, `-999`, `2000-`. */
export function priceValue(range: { min?: number; max?: number }): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

const price = (label: string): Option => {
  const range = PRICE_RANGES.find((r) => r.label === label);
  if (!range) throw new Error(`Unknown price range ${label}`);
  return { value: priceValue(range), label };
};

/** Men's and women's pages: under 1000, 1000 to 2000, above 2000. */
export const CATEGORY_PAGE_PRICES: Option[] = [price('Under ₹1,000'), price('₹1,000 – ₹2,000'), price('Over ₹2,000')];

/** The home-page filter panel's ranges (the spec's "Home-page filter panel"), offered on /shop. */
export const SHOP_PRICES: Option[] = [
  price('Under ₹500'),
  price('₹500 – ₹1,000'),
  price('₹1,000 – ₹1,500'),
  price('₹1,500 – ₹2,000'),
  price('Over ₹2,000'),
];

/** The home-page filter panel's categories: Tops, Dresses, Bottoms, Denim, Jackets, Curve. */
export const SHOP_CATEGORIES: Option[] = ['Tops', 'Dresses', 'Bottoms', 'Denim', 'Jackets', 'Curve'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

export { DISCOUNT_FILTERS, RATING_FILTERS, SORTS };

/** How many filters (not the sort) a URL has chosen. */
export function activeCount(f: ActiveFilters): number {
  return f.category.length + f.size.length + (f.price ? 1 : 0) + (f.minRating ? 1 : 0) + (f.minDiscount ? 1 : 0);
}
