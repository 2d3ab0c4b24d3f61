/**
 * The admin's product inputs (issue 11): one schema per input, shared by the editor (/admin/products/new and
 * /admin/products/:id), the list page's filter and the /api/admin/products routes. Prices are rupees here (what the
 * owner types); the service turns them into paise.
 */
import { z } from 'zod';
import { SLUG_PATTERN } from '../slugs.ts';

export const MAX_PRODUCT_IMAGES = 12;
export const MAX_PRODUCT_SIZES = 40;
/** One uploaded photo, before re-encoding. */
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024;
/** Photos in one upload request. */
export const MAX_IMAGES_PER_UPLOAD = 6;
export const MAX_PRICE_RUPEES = 10_00_000;
export const LOW_STOCK = 5;

export const PRODUCT_GENDERS = ['women', 'men', 'unisex'] as const;
export const GENDER_LABELS: Record<(typeof PRODUCT_GENDERS)[number], string> = {
  women: 'Women',
  men: 'Men',
  unisex: 'Unisex',
};

export const STOCK_STATES = ['in_stock', 'low', 'sold_out'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const STOCK_STATE_LABELS: Record<StockState, string> = {
  in_stock: 'In stock',
  low: `Low (a size at ${LOW_STOCK} or fewer)`,
  sold_out: 'Sold out',
};

export const PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name',
  'price-low',
  'price-high',
  'stock-low',
  'stock-high',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A–Z',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  'stock-low': 'Stock: lowest first',
  'stock-high': 'Stock: highest first',
};

/**
 * HSN code (the goods' GST classification; the dated GST rules match it by prefix): 4, 6 or 8 digits. A new
 * product without one gets DEFAULT_HSN (readymade garments, other: the database's default too).
 */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;
export const HSN_MESSAGE = 'HSN code must be 4, 6 or 8 digits, like 6204';
export const DEFAULT_HSN = '6211';
/** Legal Metrology (Packaged Commodities) Rules, 2011: the product page shows it. */
export const DEFAULT_COUNTRY_OF_ORIGIN = 'India';
const COUNTRY_NAME = /^\p{L}[\p{L}\p{M} .,'()&-]*$/u;

/** The refusal of an HSN code no GST rule covers today (editor and import): an order of it could not be invoiced. */
export const hsnNotCovered = (hsn: string) =>
  `No GST rule covers HSN ${hsn}, so this product could not be ordered. Use the garment's HSN code (the GST page lists the rules), or ask the owner to add a rule for it.`;

/** '6204', '6204 42' or '6204.42.90' (spaces and dots as people write them are left out). */
export const hsnSchema = z
  .string({ error: HSN_MESSAGE })
  .trim()
  .transform((s) => s.replace(/[\s.]/g, ''))
  .pipe(z.string().regex(HSN_PATTERN, HSN_MESSAGE));

export const countryOfOriginSchema = z
  .string({ error: 'Country of origin is required' })
  .trim()
  .min(1, 'Country of origin is required')
  .max(60, 'Country of origin must be at most 60 characters')
  .regex(COUNTRY_NAME, 'Country of origin must be the name of a country, like India')
  .transform((s) => s.replace(/\s+/g, ' '));

/** Image keys the upload answered: `products/<hash>` (each served in every width of IMAGE_WIDTHS). */
export const PRODUCT_IMAGE_KEY = /^products\/[a-z0-9][a-z0-9-]{0,120}$/;

const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of rupees` })
    .refine((n) => Number.isFinite(n), `${label} must be a number of rupees`)
    .refine((n) => n > 0, `${label} must be more than ₹0`)
    .refine((n) => n <= MAX_PRICE_RUPEES, `${label} must be at most ₹10,00,000`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} can have at most 2 decimals (paise)`);

/** One row of the size grid. `id` for an existing size; `stockWas` is the stock the editor loaded (see the service). */
export const productSizeSchema = z.object({
  id: z.uuid('Unknown size').optional(),
  size: required('Size', 20),
  sku: required('SKU', 64).regex(SKU, 'SKU may use letters, digits and . _ / - only'),
  stock: z.coerce
    .number({ error: 'Stock must be a whole number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock must be at most 10,00,000'),
  stockWas: z.number().int().min(0).optional(),
});
export type ProductSizeInput = z.infer<typeof productSizeSchema>;

const sizesSchema = z
  .array(productSizeSchema, { error: 'Sizes must be a list' })
  .max(MAX_PRODUCT_SIZES, `At most ${MAX_PRODUCT_SIZES} sizes`)
  .superRefine((rows, ctx) => {
    const seenSize = new Map<string, number>();
    const seenSku = new Map<string, number>();
    rows.forEach((row, i) => {
      const size = row.size.toUpperCase();
      const sku = row.sku.toUpperCase();
      if (seenSize.has(size))
        ctx.addIssue({ code: 'custom', path: [i, 'size'], message: `Size ${row.size} is listed twice` });
      else seenSize.set(size, i);
      if (seenSku.has(sku))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'sku'],
          message: `SKU ${row.sku} is also used by size ${rows[seenSku.get(sku)!]!.size}`,
        });
      else seenSku.set(sku, i);
    });
  });

/** Every editable field of a product, none defaulted (a PATCH changes only the fields it names). */
const fieldShape = {
  name: required('Name', 200),
  slug: required('Slug', 200).regex(SLUG_PATTERN, 'Slug may use lower-case letters, digits and single hyphens only'),
  brand: required('Brand', 100),
  mrp: rupees('MRP'),
  sale: rupees('Sale price'),
  description: text('Description', 10_000),
  material: text('Material', 500),
  specification: text('Specification', 5_000),
  categoryId: z.uuid('Choose a category'),
  gender: z.enum(PRODUCT_GENDERS, { error: 'Choose women, men or unisex' }),
  featured: z.boolean({ error: 'Featured must be yes or no' }),
  isActive: z.boolean({ error: 'Active must be yes or no' }),
  /** No return or exchange (src/shop/returns.ts). */
  finalSale: z.boolean({ error: 'Final sale must be yes or no' }),
  customised: z.boolean({ error: 'Customised must be yes or no' }),
  hsn: hsnSchema,
  countryOfOrigin: countryOfOriginSchema,
  video: z.union([
    z.literal('').transform(() => null),
    z.null(),
    z
      .string()
      .trim()
      .max(500, 'Video URL must be at most 500 characters')
      .regex(/^https:\/\/\S+$/, 'Video must be an https:// link'),
  ]),
  sizes: sizesSchema,
  images: z
    .array(z.string().regex(PRODUCT_IMAGE_KEY, 'Unknown image'), { error: 'Images must be a list' })
    .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images per product`)
    .refine((keys) => new Set(keys).size === keys.length, 'An image is listed twice'),
};

/** The editor's form and the body of POST / PUT: optional fields default to empty, active, not featured. */
export const productFieldsSchema = z.object({
  ...fieldShape,
  description: fieldShape.description.default(''),
  material: fieldShape.material.default(''),
  specification: fieldShape.specification.default(''),
  featured: fieldShape.featured.default(false),
  isActive: fieldShape.isActive.default(true),
  finalSale: fieldShape.finalSale.default(false),
  customised: fieldShape.customised.default(false),
  hsn: fieldShape.hsn.default(DEFAULT_HSN),
  countryOfOrigin: fieldShape.countryOfOrigin.default(DEFAULT_COUNTRY_OF_ORIGIN),
  video: fieldShape.video.default(null),
  sizes: fieldShape.sizes.default([]),
  images: fieldShape.images.default([]),
});

const saleWithinMrp = (v: { mrp?: number; sale?: number }) =>
  v.mrp === undefined || v.sale === undefined || v.sale <= v.mrp;
const SALE_ABOVE_MRP = { message: 'Sale price cannot be more than the MRP', path: ['sale'] };

/** A new product. */
export const productCreateSchema = productFieldsSchema.refine(saleWithinMrp, SALE_ABOVE_MRP);
export type ProductCreateInput = z.infer<typeof productCreateSchema>;
export type ProductFields = z.infer<typeof productFieldsSchema>;

const versionField = z.coerce
  .number({ error: 'Reload the product: its version is missing' })
  .int('Reload the product: its version is missing')
  .min(1, 'Reload the product: its version is missing');

/** The whole editor saved (PUT): every field, and the version the editor loaded (optimistic concurrency). */
export const productUpdateSchema = productFieldsSchema
  .extend({ version: versionField })
  .refine(saleWithinMrp, SALE_ABOVE_MRP);
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

/** Some fields changed (PATCH), e.g. activate from the list; the sale/MRP rule is checked against the stored prices. */
export const productPatchSchema = z
  .object(fieldShape)
  .partial()
  .extend({ version: versionField })
  .refine(saleWithinMrp, SALE_ABOVE_MRP)
  .refine((v) => Object.keys(v).some((k) => k !== 'version'), 'Nothing to change');
export type ProductPatchInput = z.infer<typeof productPatchSchema>;

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The list's search, filters, sort and page (also the /admin/products URL query). */
export const productListQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'Search must be at most 100 characters').optional()),
  category: z.preprocess(emptyToUndefined, z.uuid('Unknown category').optional()),
  gender: z.preprocess(emptyToUndefined, z.enum(PRODUCT_GENDERS, { error: 'Unknown gender' }).optional()),
  stock: z.preprocess(emptyToUndefined, z.enum(STOCK_STATES, { error: 'Unknown stock state' }).optional()),
  active: z.preprocess(
    emptyToUndefined,
    z.enum(['active', 'inactive'], { error: 'Choose active or inactive' }).optional(),
  ),
  sort: z.preprocess(emptyToUndefined, z.enum(PRODUCT_SORTS, { error: 'Unknown sort' }).default('newest')),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000).default(1),
  ),
  perPage: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(10, 'At least 10 a page').max(100, 'At most 100 a page').default(25),
  ),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** The editor's message when another admin saved the product first. */
export const EDIT_CONFLICT_MESSAGE =
  'Someone else saved this product since you opened it. Reload it to see their changes, then make yours again.';
