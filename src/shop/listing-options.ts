/**
 * Listing options the pages show (sizes, sorts, price ranges). No zod here: components import this module, and the
 * browser bundle must stay small (the schema that validates these lives in listing.ts, used on the server).
 */
export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const WAIST_SIZES = ['28', '30', '32', '34', '36'] as const;
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

/** The spec's price ranges (rupees) for the filter panels. */
export const PRICE_RANGES = [
  { label: 'Under ₹500', max: 499 },
  { label: '₹500 – ₹1,000', min: 500, max: 1000 },
  { label: 'Under ₹1,000', max: 999 },
  { label: '₹1,000 – ₹1,500', min: 1000, max: 1500 },
  { label: '₹1,000 – ₹2,000', min: 1000, max: 2000 },
  { label: '₹1,500 – ₹2,000', min: 1500, max: 2000 },
  { label: 'Over ₹2,000', min: 2000 },
] as const;
export const RATING_FILTERS = [4, 3] as const;
export const DISCOUNT_FILTERS = [10, 20, 30, 40, 50] as const;
