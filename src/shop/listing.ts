/**
 * Listing and search filters: one schema for the API query string and the listing pages' URLs, so a filtered page can
 * be shared and reloaded. Prices are rupees (sale price); sizes are those of the catalogue.
 */
import { z } from 'zod';

import { ALL_SIZES, MAX_PAGE_SIZE, PAGE_SIZE, SORTS } from './listing-options.ts';

/** A number filter; `whole` when the column it is compared with holds integers (a fraction would fail in SQL). */
const optionalNumber = (label: string, min: number, max: number, whole = false) => {
  const number = z.coerce
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    (whole ? number.int(`${label} must be a whole number`) : number).optional(),
  );
};

const csv = (max: number) =>
  z
    .string()
    .max(max, 'Too many values')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

export const listingQuerySchema = z
  .object({
    q: z.string().max(10_000, 'Search text is too long').optional(),
    category: csv(300).optional(),
    gender: z.enum(['men', 'women', 'unisex'], { error: 'gender must be men, women or unisex' }).optional(),
    minPrice: optionalNumber('minPrice', 0, 10_000_000),
    maxPrice: optionalNumber('maxPrice', 0, 10_000_000),
    minRating: optionalNumber('minRating', 0, 5),
    minDiscount: optionalNumber('minDiscount', 0, 100, true),
    size: csv(100)
      .refine((sizes) => sizes.every((s) => ALL_SIZES.includes(s.toUpperCase())), 'Unknown size')
      .transform((sizes) => sizes.map((s) => s.toUpperCase()))
      .optional(),
    sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }).optional(),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(10_000, 'page must be 10000 or less')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(MAX_PAGE_SIZE, `limit must be ${MAX_PAGE_SIZE} or less`)
      .default(PAGE_SIZE),
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });

export type ListingQuery = z.infer<typeof listingQuerySchema>;

/** Parses URLSearchParams (a page URL or the API query) into filters; invalid values are dropped on pages. */
export function listingFromSearchParams(params: URLSearchParams): ListingQuery {
  const raw = Object.fromEntries(params.entries());
  const parsed = listingQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k)));
  return listingQuerySchema.parse(cleaned);
}
