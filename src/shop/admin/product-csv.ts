/**
 * The catalogue's CSV file (issue 11, bulk): one row per size, the same columns for the export and the import, so a
 * file exported, edited in a spreadsheet and imported again changes only what was edited. Shared by the import page
 * (which documents the columns from COLUMNS) and the server (export, and the per-row check of an import).
 */
import { z } from 'zod';
import { ALL_SIZES } from '../listing-options.ts';
import { SLUG_PATTERN } from '../slugs.ts';
import {
  countryOfOriginSchema,
  DEFAULT_COUNTRY_OF_ORIGIN,
  DEFAULT_HSN,
  hsnSchema,
  MAX_PRICE_RUPEES,
} from './product.ts';

/** Limits of one upload (the page says them; the server enforces them). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_STOCK = 100_000;

export type CsvColumn = { name: string; doc: string; example: string };

/**
 * The file's columns, in the export's order. Only `sku` (or `slug`, for a product without sizes) must be present: a
 * file from before a column existed (hsn, country_of_origin) imports as it did.
 */
export const COLUMNS = [
  {
    name: 'slug',
    doc: 'The product: its web address name, lower-case words joined by hyphens. Rows with the same slug are the sizes of one product. A new slug creates a product.',
    example: 'indigo-cotton-kurta',
  },
  { name: 'name', doc: 'Product name (needed for a new product).', example: 'Indigo Cotton Kurta' },
  { name: 'brand', doc: 'Brand (needed for a new product).', example: 'Rangmanch' },
  { name: 'gender', doc: 'men, women or unisex (needed for a new product).', example: 'women' },
  {
    name: 'category',
    doc: "The category's slug among the categories of the product's gender, or gender/slug for another gender's (needed for a new product).",
    example: 'kurtas',
  },
  { name: 'mrp', doc: 'MRP in rupees, e.g. 1999 or 1999.50 (needed for a new product).', example: '1999' },
  {
    name: 'sale_price',
    doc: 'Selling price in rupees, at most the MRP (needed for a new product).',
    example: '1299',
  },
  { name: 'description', doc: 'Description (plain text).', example: 'Hand block-printed kurta.' },
  { name: 'material', doc: 'Material.', example: '100% cotton' },
  { name: 'specification', doc: 'Specification (fit, care...).', example: 'Straight fit' },
  { name: 'featured', doc: 'yes or no (new products: no).', example: 'no' },
  { name: 'active', doc: 'yes or no: sold on the store (new products: yes).', example: 'yes' },
  { name: 'video', doc: 'Video address (https://...).', example: '' },
  {
    name: 'hsn',
    doc: `HSN code, 4, 6 or 8 digits; a GST rule must cover it (new products: ${DEFAULT_HSN}).`,
    example: '6211',
  },
  {
    name: 'country_of_origin',
    doc: `Country of origin, shown on the product page (new products: ${DEFAULT_COUNTRY_OF_ORIGIN}).`,
    example: 'India',
  },
  {
    name: 'size',
    doc: 'The size of this row (XS-XL, waist sizes 28-36, or your own); needed for a new SKU. Cannot change for an existing SKU.',
    example: 'M',
  },
  {
    name: 'sku',
    doc: "The size's stock-keeping unit, unique in the catalogue. An existing SKU updates that size; a new one adds the size. Empty (with an empty size) only on a row for a product without sizes.",
    example: 'RNG-KUR-0001-M',
  },
  { name: 'stock', doc: 'Pieces in stock for this size, a whole number, 0 or more (new sizes: 0).', example: '12' },
] as const satisfies readonly CsvColumn[];

export type ColumnName = (typeof COLUMNS)[number]['name'];
export const COLUMN_NAMES: readonly ColumnName[] = COLUMNS.map((c) => c.name);

/** Product fields a row may set (everything but size, sku and stock). */
export const PRODUCT_COLUMNS = COLUMN_NAMES.filter((c) => c !== 'size' && c !== 'sku' && c !== 'stock');

/** A header cell as the file may spell it ("Sale Price", " SKU ") -> its column name, or null. */
export function columnOf(header: string): ColumnName | null {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return (COLUMN_NAMES as readonly string[]).includes(key) ? (key as ColumnName) : null;
}

/**
 * CSV formula injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a
 * formula. The export writes such text with a leading apostrophe (shown as text, never run); the import takes it off.
 * A plain number ('-1250.50', in the GST exports) is written as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number ('-1250.50'): a spreadsheet reads it as a number, never runs it. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
export function escapeCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
export function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** Paise as the file writes rupees: 1999, 1999.5 -> "1999.50". */
export function rupeesCell(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');
export { yesNo as yesNoCell };

/** A cell's text: the formula escape removed, trimmed; an empty cell is "not given" (the current value stays). */
const cell = (v: unknown) => {
  if (typeof v !== 'string') return undefined;
  const t = unescapeCell(v.trim()).trim();
  return t === '' ? undefined : t;
};

const text = (label: string, max: number) =>
  z.preprocess(cell, z.string().max(max, `${label} must be at most ${max} characters`).optional());

const rupees = (label: string) =>
  z.preprocess(
    (v) =>
      cell(v)
        ?.replace(/^(₹|rs\.?|inr)\s*/i, '')
        .replace(/,/g, ''),
    z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/, `${label} must be an amount in rupees, like 1999 or 1999.50`)
      .transform((s) => Math.round(Number(s) * 100))
      .refine((p) => p > 0, `${label} must be more than ₹0`)
      .refine((p) => p <= MAX_PRICE_RUPEES * 100, `${label} must be at most ₹10,00,000`)
      .optional(),
  );

const yesNoField = z.preprocess(
  (v) => cell(v)?.toLowerCase(),
  z
    .enum(['yes', 'no', 'y', 'n', 'true', 'false', '1', '0'], { error: 'Use yes or no' })
    .transform((v) => ['yes', 'y', 'true', '1'].includes(v))
    .optional(),
);

/** One data row of an import, checked cell by cell (rules across rows and against the catalogue are the server's). */
export const csvRowSchema = z.object({
  slug: z.preprocess(
    (v) => cell(v)?.toLowerCase(),
    z
      .string()
      .max(200, 'Slug must be at most 200 characters')
      .regex(SLUG_PATTERN, 'Slug must be lower-case letters and digits joined by hyphens, like indigo-cotton-kurta')
      .optional(),
  ),
  name: text('Name', 200),
  brand: text('Brand', 100),
  gender: z.preprocess(
    (v) => cell(v)?.toLowerCase(),
    z.enum(['men', 'women', 'unisex'], { error: 'Gender must be men, women or unisex' }).optional(),
  ),
  category: z.preprocess((v) => cell(v)?.toLowerCase(), z.string().max(120, 'Unknown category').optional()),
  mrp: rupees('MRP'),
  sale_price: rupees('Sale price'),
  description: text('Description', 10_000),
  material: text('Material', 500),
  specification: text('Specification', 5_000),
  featured: yesNoField,
  active: yesNoField,
  video: z.preprocess(
    cell,
    z
      .string()
      .max(500, 'Video address must be at most 500 characters')
      .regex(/^https:\/\/\S+$/, 'Video must be an https:// address')
      .optional(),
  ),
  hsn: z.preprocess(cell, hsnSchema.optional()),
  country_of_origin: z.preprocess(cell, countryOfOriginSchema.optional()),
  size: z.preprocess((v) => {
    const s = cell(v);
    return s && ALL_SIZES.includes(s.toUpperCase()) ? s.toUpperCase() : s;
  }, z.string().max(20, 'Size must be at most 20 characters').optional()),
  sku: z.preprocess(
    cell,
    z
      .string()
      .max(80, 'SKU must be at most 80 characters')
      .regex(/^[^\s\p{Cc}]+$/u, 'SKU cannot contain spaces')
      .optional(),
  ),
  stock: z.preprocess(
    cell,
    z
      .string()
      .regex(/^[+-]?\d+$/, 'Stock must be a whole number, like 12')
      .transform(Number)
      .refine((n) => n >= 0, 'Stock cannot be negative')
      .refine((n) => n <= MAX_STOCK, `Stock must be at most ${MAX_STOCK.toLocaleString('en-IN')}`)
      .optional(),
  ),
});
export type CsvRow = z.infer<typeof csvRowSchema>;

/** One problem of an import: the spreadsheet row (the header is row 1), the column (absent: the whole row). */
export type ImportError = { row: number; column?: string; message: string };

export type ImportSummary = {
  /** Data rows read (blank rows left out). */
  rows: number;
  productsCreated: number;
  productsUpdated: number;
  sizesCreated: number;
  /** Existing sizes whose stock changes. */
  stockChanged: number;
  /** Rows that change nothing. */
  unchangedRows: number;
};

export type ImportResult = {
  dryRun: boolean;
  /** True when the changes were made (never on a dry run, never with errors). */
  applied: boolean;
  summary: ImportSummary;
  /** The first MAX_LISTED_ERRORS problems, in row order. */
  errors: ImportError[];
  errorCount: number;
  tookMs: number;
};

export const MAX_LISTED_ERRORS = 500;

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
});
