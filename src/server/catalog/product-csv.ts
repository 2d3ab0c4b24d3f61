/**
 * The catalogue as CSV (issue 11, bulk): the export, streamed a page of products at a time (UTF-8 with a BOM so
 * Excel reads ₹ and Hindi right, formula-like text escaped), and the reading of an uploaded file into rows (the
 * file-level checks: size, encoding, CSV syntax, the header). The import's rules are in product-import.ts.
 */
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import {
  COLUMN_NAMES,
  columnOf,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  rupeesCell,
  yesNoCell,
  type ColumnName,
} from '../../shop/admin/product-csv.ts';
import { csvStream } from '../csv.ts';
import type { Db } from '../db/client.ts';
import { Invalid, TooLarge } from '../errors.ts';
import { categories, products, productVariants } from './tables.ts';

/** Products read per query while exporting. */
const EXPORT_PAGE = 500;

export const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files and import them one after another.`;

/**
 * The category column of a product: its slug, or gender/slug when the category is another gender's (so the import,
 * which looks a plain slug up among the product's gender's categories first, finds the same one).
 */
export const categoryCell = (productGender: string, c: { gender: string; slug: string }) =>
  c.gender === productGender ? c.slug : `${c.gender}/${c.slug}`;

/** Every product (by slug) and size (in the store's order) as CSV records, header first. */
async function* exportRecords(db: Db): AsyncGenerator<string[]> {
  yield [...COLUMN_NAMES];
  let after = '';
  for (;;) {
    const page = await db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        brand: products.brand,
        gender: products.gender,
        mrpPaise: products.mrpPaise,
        salePaise: products.salePaise,
        description: products.description,
        material: products.material,
        specification: products.specification,
        featured: products.featured,
        isActive: products.isActive,
        video: products.video,
        hsn: products.hsn,
        countryOfOrigin: products.countryOfOrigin,
        catSlug: categories.slug,
        catGender: categories.gender,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(gt(products.slug, after))
      .orderBy(asc(products.slug))
      .limit(EXPORT_PAGE);
    if (page.length === 0) return;
    const sizes = await db
      .select({
        productId: productVariants.productId,
        size: productVariants.size,
        sku: productVariants.sku,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          page.map((p) => p.id),
        ),
      )
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.size));
    const byProduct = new Map<string, typeof sizes>();
    for (const s of sizes) {
      const list = byProduct.get(s.productId) ?? [];
      list.push(s);
      byProduct.set(s.productId, list);
    }
    for (const p of page) {
      const fields: Record<ColumnName, string> = {
        slug: p.slug,
        name: p.name,
        brand: p.brand,
        gender: p.gender,
        category: categoryCell(p.gender, { gender: p.catGender, slug: p.catSlug }),
        mrp: rupeesCell(p.mrpPaise),
        sale_price: rupeesCell(p.salePaise),
        description: p.description,
        material: p.material,
        specification: p.specification,
        featured: yesNoCell(p.featured),
        active: yesNoCell(p.isActive),
        video: p.video ?? '',
        hsn: p.hsn,
        country_of_origin: p.countryOfOrigin,
        size: '',
        sku: '',
        stock: '',
      };
      const list = byProduct.get(p.id) ?? [];
      // A product without sizes still gets its row (empty size and SKU), so it round-trips.
      for (const s of list.length ? list : [null]) {
        const row = s ? { ...fields, size: s.size, sku: s.sku, stock: String(s.stock) } : fields;
        yield COLUMN_NAMES.map((c) => row[c]);
      }
    }
    after = page[page.length - 1]!.slug;
  }
}

/** The export as a stream of CSV text (UTF-8, BOM first). */
export function exportCatalogueCsv(db: Db): Readable {
  return csvStream(exportRecords(db));
}

export type CsvFile = {
  /** Column names in the file's order (null: a column the import ignores, never: unknown columns are refused). */
  columns: ColumnName[];
  /** Data rows: the spreadsheet row number (the header is row 1) and the cells by column. */
  rows: Array<{ row: number; cells: Partial<Record<ColumnName, string>> }>;
  /** Rows whose number of cells differs from the header's. */
  ragged: number[];
};

/** Reads an uploaded file; throws Invalid (or TooLarge) with a message for people when it is not a usable CSV. */
export function readCsvFile(bytes: Buffer): CsvFile {
  if (bytes.length > MAX_IMPORT_BYTES) throw new TooLarge(TOO_LARGE_MESSAGE);
  if (bytes.length === 0) throw new Invalid('The file is empty. Export the catalogue to get a file to start from.');
  if (bytes.includes(0)) throw new Invalid('This is not a CSV file. Choose a .csv file (text, comma separated).');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Invalid(
      'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8 (Comma delimited)" and choose it again.',
    );
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (err) {
    const message = err instanceof Error ? err.message.replace(/\s+/g, ' ').slice(0, 200) : '';
    throw new Invalid(`The file is not valid CSV (${message}). Check the quotes around cells with commas.`);
  }
  const [header, ...data] = records;
  if (!header || header.every((h) => h.trim() === '')) throw new Invalid('The file has no header row.');
  if (header.length === 1 && header[0]!.includes(';')) {
    throw new Invalid('The file is separated by semicolons. Save it with commas (CSV UTF-8) and choose it again.');
  }
  const columns: ColumnName[] = [];
  const unknown: string[] = [];
  for (const h of header) {
    const column = columnOf(h);
    if (!column) unknown.push(h.trim() || '(empty)');
    else if (columns.includes(column)) throw new Invalid(`The column "${column}" appears twice in the header.`);
    else columns.push(column);
  }
  if (unknown.length) {
    throw new Invalid(
      `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}. The columns are: ${COLUMN_NAMES.join(', ')}.`,
    );
  }
  if (!columns.includes('sku') && !columns.includes('slug')) {
    throw new Invalid('The header has no "sku" column (nor "slug"). Export the catalogue to see the columns.');
  }
  const rows: CsvFile['rows'] = [];
  const ragged: number[] = [];
  for (const [i, record] of data.entries()) {
    if (record.every((c) => c.trim() === '')) continue; // blank rows are skipped, but still counted
    if (rows.length >= MAX_IMPORT_ROWS) {
      throw new Invalid(
        `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows. Split it into smaller files.`,
      );
    }
    const row = i + 2;
    if (record.length !== header.length) ragged.push(row);
    const cells: Partial<Record<ColumnName, string>> = {};
    columns.forEach((c, j) => {
      if (record[j] !== undefined) cells[c] = record[j];
    });
    rows.push({ row, cells });
  }
  if (rows.length === 0) throw new Invalid('The file has a header but no rows.');
  return { columns, rows, ragged };
}
