/**
 * Listing and search filters: ONE schema for the API query string and the listing pages' URLs, so a filtered page can
 * be shared and reloaded. The API refuses a bad value with a 400 naming it; pages drop it (listingFromSearchParams).
 * Filters that take several values accept repeated keys (`size=S&size=M`, as a GET form sends them) and comma lists
 * (`size=S,M`). Prices are rupees of the sale price.
 */
import { z } from 'zod';

import { isUuid } from './ids.ts';
import {
  APPAREL_SIZES,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  parsePriceValue,
  SORTS,
  WAIST_SIZES,
  type PriceRange,
} from './listing-options.ts';

const MAX_VALUES = 20;
const SIZES = [...APPAREL_SIZES, ...WAIST_SIZES] as const;

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

/** Every value of a filter that takes several: repeated keys and comma lists, flattened, blanks dropped. */
export function flattenValues(v: unknown): unknown {
  const list = typeof v === 'string' ? [v] : v;
  if (!Array.isArray(list)) return list;
  return list
    .flatMap((s) => (typeof s === 'string' ? s.split(',') : [s]))
    .flatMap((s) => {
      const t = typeof s === 'string' ? s.trim() : s;
      return t === '' ? [] : [t];
    });
}

const many = <T extends z.ZodType>(item: T) =>
  z.preprocess(flattenValues, z.array(item).max(MAX_VALUES, `At most ${MAX_VALUES} values`)).optional();

const categorySlug = z
  .string()
  .max(100, 'Unknown category')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'Unknown category')
  .transform((s) => s.toLowerCase());

const size = z
  .string()
  .max(10, 'Unknown size')
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(SIZES, { error: `size must be one of ${SIZES.join(', ')}` }));

const priceRange = z
  .string()
  .max(20)
  .transform((v, ctx): PriceRange => {
    const range = parsePriceValue(v);
    if (range) return range;
    ctx.addIssue({ code: 'custom', message: 'price must be rupee ranges like 1000-1999, -999 or 2000-' });
    return z.NEVER;
  });

export const listingQuerySchema = z
  .object({
    q: z.string().max(10_000, 'Search text is too long').optional(),
    category: many(categorySlug),
    gender: z.enum(['men', 'women', 'unisex'], { error: 'gender must be men, women or unisex' }).optional(),
    /** Products of one collection (listed in the collection's order unless sorted). */
    collection: z.string().refine(isUuid, 'collection must be a collection id').optional(),
    minPrice: optionalNumber('minPrice', 0, 10_000_000),
    maxPrice: optionalNumber('maxPrice', 0, 10_000_000),
    /** Any of these ranges (`min-max` in whole rupees, either end open). */
    price: many(priceRange),
    minRating: optionalNumber('minRating', 0, 5),
    minDiscount: optionalNumber('minDiscount', 0, 100, true),
    size: many(size),
    sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }).optional(),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(10_000, 'page must be 10000 or less')
      .default(1),
    /**
     * A listing's `nextCursor`: the next page starts after the last product of the one before (keyset pagination,
     * for infinite scroll); `page` still numbers it. Searches page by `page` alone.
     */
    cursor: z
      .string()
      .max(400, 'cursor must be a nextCursor of a listing')
      .regex(/^[A-Za-z0-9_-]+$/, 'cursor must be a nextCursor of a listing')
      .optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(MAX_PAGE_SIZE, `limit must be ${MAX_PAGE_SIZE} or less`)
      .default(PAGE_SIZE),
    /** API only: also answer the count of products for each filter value (`facets`). */
    facets: z
      .enum(['true', 'false', '1', '0'], { error: 'facets must be true or false' })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  })
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });

export type ListingQuery = z.infer<typeof listingQuerySchema>;

const MULTI = new Set(['category', 'price', 'size']);
const KEYS = Object.keys(listingQuerySchema.shape) as (keyof ListingQuery)[];

/**
 * A page URL's filters, by the same schema as the API. A value the schema refuses is dropped (one bad size leaves the
 * other sizes), and named in `ignored`, so a hand-edited or outdated link still shows a page, never an error.
 */
export function listingFromSearchParams(params: URLSearchParams): { query: ListingQuery; ignored: string[] } {
  const raw: Record<string, unknown> = {};
  for (const key of KEYS) {
    const values = params.getAll(key);
    if (values.length === 0) continue;
    raw[key] = MULTI.has(key) ? flattenValues(values) : values.find((v) => v.trim() !== '');
  }
  const ignored: string[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const parsed = listingQuerySchema.safeParse(raw);
    if (parsed.success) return { query: parsed.data, ignored };
    // Drop from the end, so the indexes of the issues still to drop stay right.
    const issues = [...parsed.error.issues].sort((a, b) => Number(b.path[1] ?? -1) - Number(a.path[1] ?? -1));
    for (const issue of issues) {
      const [key, index] = issue.path;
      const value = raw[String(key)];
      if (Array.isArray(value) && typeof index === 'number') {
        ignored.push(`${String(key)}=${String(value[index])}`);
        value.splice(index, 1);
      } else if (value !== undefined) {
        ignored.push(`${String(key)}=${String(value)}`);
        delete raw[String(key)];
      }
    }
  }
  return { query: listingQuerySchema.parse({}), ignored: [...params.keys()] };
}
