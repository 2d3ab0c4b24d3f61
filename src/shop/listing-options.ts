/**
 * Listing options the pages show (sizes, sorts, price ranges, rating and discount steps). No zod here: components
 * import this module, and the browser bundle must stay small (the schema that validates these lives in listing.ts).
 */
import { formatRupeeAmount } from './money.ts';

export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const WAIST_SIZES = ['28', '30', '32', '34', '36'] as const;
/** Every size the catalogue sells, in the order size filters show them. */
export const ALL_SIZES: readonly string[] = [...APPAREL_SIZES, ...WAIST_SIZES];

export const SORTS = ['newest', 'price-low', 'price-high', 'rating'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  rating: 'Customer rating',
};

export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 60;

/**
 * A price range in whole rupees of the sale price: from ₹min up to ₹max and its paise (below ₹max + 1), so ranges that
 * meet (…-999, 1000-…) leave no gap. Either end may be open.
 */
export type PriceRange = { min?: number; max?: number };

/** A price range as one URL value: `min-max` (either side may be empty), e.g. `1000-1999`, `-999`, `2000-`. */
export function priceValue(range: PriceRange): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

/** The range of a URL value, or null when it is not one (`abc`, `5-`… with min above max, both ends open). */
export function parsePriceValue(value: string): PriceRange | null {
  const m = /^(\d{1,7})?-(\d{1,7})?$/.exec(value.trim());
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const range: PriceRange = {};
  if (m[1] !== undefined) range.min = Number(m[1]);
  if (m[2] !== undefined) range.max = Number(m[2]);
  return range.min !== undefined && range.max !== undefined && range.min > range.max ? null : range;
}

/** What a shopper reads for a range: "Under ₹1,000", "₹1,000 – ₹1,999", "₹2,000 and above". */
export function priceLabel(range: PriceRange): string {
  if (range.min === undefined) return `Under ${formatRupeeAmount((range.max ?? 0) + 1)}`;
  if (range.max === undefined) return `${formatRupeeAmount(range.min)} and above`;
  return `${formatRupeeAmount(range.min)} – ${formatRupeeAmount(range.max)}`;
}

/** The spec's men's and women's page ranges: under 1000, 1000 to 2000, above 2000. */
export const CATEGORY_PRICE_RANGES: readonly PriceRange[] = [{ max: 999 }, { min: 1000, max: 1999 }, { min: 2000 }];

/** The spec's home-page filter panel ranges (offered on /shop): under 500, 500-1000, 1000-1500, 1500-2000, over 2000. */
export const SHOP_PRICE_RANGES: readonly PriceRange[] = [
  { max: 499 },
  { min: 500, max: 999 },
  { min: 1000, max: 1499 },
  { min: 1500, max: 1999 },
  { min: 2000 },
];

export const RATING_FILTERS = [4, 3] as const;
export const DISCOUNT_FILTERS = [10, 20, 30, 40, 50] as const;
