/**
 * The check of a catalogue CSV import (issue 11, bulk): each row on its own (csvRowSchema), across rows (duplicate
 * SKUs, rows of one product that disagree) and against the catalogue (unknown category, sale above MRP, a SKU of
 * another product, a size the product has under another SKU), with one query per kind of record whatever the number
 * of rows. The answer is every problem by row and column, and the plan of what would change (product-import.ts
 * writes it).
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_COUNTRY_OF_ORIGIN, DEFAULT_HSN, hsnNotCovered } from '../../shop/admin/product.ts';
import {
  csvRowSchema,
  PRODUCT_COLUMNS,
  unescapeCell,
  type ColumnName,
  type CsvRow,
  type ImportError,
  type ImportSummary,
} from '../../shop/admin/product-csv.ts';
import { formatRupees, type Paise } from '../../shop/money.ts';
import type { Db, Tx } from '../db/client.ts';
import { categoryCell, type CsvFile } from './product-csv.ts';
import { categories, products, productVariants } from './tables.ts';

type Gender = 'men' | 'women' | 'unisex';

/** A product's fields as the import sets them. */
export type Fields = {
  name: string;
  brand: string;
  gender: Gender;
  categoryId: string;
  mrpPaise: number;
  salePaise: number;
  description: string;
  material: string;
  specification: string;
  featured: boolean;
  isActive: boolean;
  video: string | null;
  hsn: string;
  countryOfOrigin: string;
};
const FIELD_KEYS = Object.keys({
  name: 0,
  brand: 0,
  gender: 0,
  categoryId: 0,
  mrpPaise: 0,
  salePaise: 0,
  description: 0,
  material: 0,
  specification: 0,
  featured: 0,
  isActive: 0,
  video: 0,
  hsn: 0,
  countryOfOrigin: 0,
} satisfies Record<keyof Fields, 0>) as Array<keyof Fields>;

type ExistingProduct = Fields & { id: string; slug: string };
type ExistingSize = { id: string; productId: string; size: string; sku: string; stock: number; sortOrder: number };

type NewSize = { size: string; sku: string; stock: number; sortOrder: number };
export type ProductPlan = {
  slug: string;
  existing: ExistingProduct | null;
  fields: Fields;
  /** Fields that change (existing products). */
  changed: Array<keyof Fields>;
  newSizes: NewSize[];
  stock: Array<{ variant: ExistingSize; stock: number }>;
};
export type Plan = { errors: ImportError[]; products: ProductPlan[]; summary: ImportSummary };

const LABELS: Record<ColumnName, string> = {
  slug: 'Slug',
  name: 'Name',
  brand: 'Brand',
  gender: 'Gender',
  category: 'Category',
  mrp: 'MRP',
  sale_price: 'Sale price',
  description: 'Description',
  material: 'Material',
  specification: 'Specification',
  featured: 'Featured',
  active: 'Active',
  video: 'Video',
  hsn: 'HSN',
  country_of_origin: 'Country of origin',
  size: 'Size',
  sku: 'SKU',
  stock: 'Stock',
};
const REQUIRED_FOR_NEW: ColumnName[] = ['name', 'brand', 'gender', 'category', 'mrp', 'sale_price'];

/** A JSON document as one query parameter (rows for jsonb_to_recordset, lists for jsonb_array_elements_text). */
export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const textList = (values: string[]) => sql`(SELECT jsonb_array_elements_text(${json(values)}))`;
export const uuidList = (values: string[]) => sql`(SELECT jsonb_array_elements_text(${json(values)})::uuid)`;

/**
 * Everything the file would change, and every problem found; `lock` locks the rows concerned (apply).
 * `hsnCovered` tells whether a GST rule covers an HSN code the file gives (each code asked once).
 */
export async function planImport(
  exec: Db | Tx,
  file: CsvFile,
  lock: boolean,
  hsnCovered: (hsn: string) => Promise<boolean>,
): Promise<Plan> {
  const covered = new Map<string, Promise<boolean>>();
  const isCovered = (hsn: string) => {
    if (!covered.has(hsn)) covered.set(hsn, hsnCovered(hsn));
    return covered.get(hsn)!;
  };
  const errors: ImportError[] = [];
  const fail = (row: number, column: ColumnName | undefined, message: string) =>
    errors.push(column ? { row, column, message } : { row, message });

  for (const row of file.ragged) fail(row, undefined, 'This row has a different number of cells than the header.');

  // 1. Each row on its own; a SKU twice in the file is an error even on a row with other errors.
  const rows: Array<{ row: number; v: CsvRow }> = [];
  const skuRow = new Map<string, number>();
  for (const { row, cells } of file.rows) {
    const rawSku = cells.sku === undefined ? '' : unescapeCell(cells.sku.trim()).trim();
    const first = rawSku ? skuRow.get(rawSku) : undefined;
    if (first !== undefined) fail(row, 'sku', `Duplicate SKU: ${rawSku} is also on row ${first}.`);
    else if (rawSku) skuRow.set(rawSku, row);
    const parsed = csvRowSchema.safeParse(cells);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '') as ColumnName;
        if (seen.has(column)) continue;
        seen.add(column);
        fail(row, column || undefined, issue.message);
      }
      continue;
    }
    if (first !== undefined) continue;
    const v = parsed.data;
    if (!v.sku && v.size) fail(row, 'sku', 'SKU is required for a size.');
    else if (!v.sku && !v.slug) fail(row, 'sku', 'Each row needs a SKU (or, for a product without sizes, a slug).');
    else rows.push({ row, v });
  }
  // 3. What the catalogue holds for these SKUs and slugs (one query each; locked when applying).
  const forUpdate = lock ? sql`FOR UPDATE` : sql``;
  const bySku = new Map<string, ExistingSize & { slug: string }>();
  if (skuRow.size > 0) {
    const found = await exec.execute<ExistingSize & { slug: string }>(sql`
      SELECT v.id, v.product_id AS "productId", v.size, v.sku, v.stock, v.sort_order AS "sortOrder", p.slug
      FROM ${productVariants} v JOIN ${products} p ON p.id = v.product_id
      WHERE v.sku IN ${textList([...skuRow.keys()])} ORDER BY v.id ${lock ? sql`FOR UPDATE OF v` : sql``}`);
    for (const r of found.rows) bySku.set(r.sku, r);
  }
  const slugs = new Set<string>();
  for (const { v } of rows) slugs.add(v.sku && bySku.has(v.sku) ? bySku.get(v.sku)!.slug : v.slug!);
  const bySlug = new Map<string, ExistingProduct>();
  const sizesOf = new Map<string, ExistingSize[]>();
  if (slugs.size > 0) {
    const found = await exec.execute<ExistingProduct>(sql`
      SELECT id, slug, name, brand, gender, category_id AS "categoryId", mrp_paise AS "mrpPaise",
        sale_paise AS "salePaise", description, material, specification, featured, is_active AS "isActive", video,
        hsn, country_of_origin AS "countryOfOrigin"
      FROM ${products} WHERE slug IN ${textList([...slugs])} ORDER BY id ${forUpdate}`);
    for (const r of found.rows) bySlug.set(r.slug, r);
    const ids = found.rows.map((r) => r.id);
    if (ids.length > 0) {
      const sizes = await exec.execute<ExistingSize>(sql`
        SELECT id, product_id AS "productId", size, sku, stock, sort_order AS "sortOrder"
        FROM ${productVariants} WHERE product_id IN ${uuidList(ids)} ORDER BY id ${forUpdate}`);
      for (const s of sizes.rows) sizesOf.set(s.productId, [...(sizesOf.get(s.productId) ?? []), s]);
    }
  }
  const cats = await exec
    .select({ id: categories.id, slug: categories.slug, gender: categories.gender })
    .from(categories);

  // 4. Rows by product: existing SKUs keep their product and size.
  const groups = new Map<string, Array<{ row: number; v: CsvRow }>>();
  for (const r of rows) {
    const { row, v } = r;
    const known = v.sku ? bySku.get(v.sku) : undefined;
    if (known && v.slug && v.slug !== known.slug) {
      fail(row, 'slug', `SKU ${v.sku} belongs to the product ${known.slug}; a size cannot move to another product.`);
      continue;
    }
    if (known && v.size && v.size !== known.size) {
      fail(row, 'size', `SKU ${v.sku} is size ${known.size}; the size of a SKU cannot change.`);
      continue;
    }
    if (v.sku && !known && !v.slug) {
      fail(row, 'slug', `SKU ${v.sku} is new: give the slug of its product.`);
      continue;
    }
    if (v.sku && !known && !v.size) {
      fail(row, 'size', `SKU ${v.sku} is new: give its size.`);
      continue;
    }
    const key = known ? known.slug : v.slug!;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }

  const plans: ProductPlan[] = [];
  let unchangedRows = 0;
  for (const [slug, group] of groups) {
    const existing = bySlug.get(slug) ?? null;
    // Product fields: the first row that gives a value; another row giving a different one is an error.
    const given: Partial<Record<ColumnName, { value: unknown; row: number }>> = {};
    let consistent = true;
    for (const { row, v } of group) {
      for (const column of PRODUCT_COLUMNS) {
        if (column === 'slug') continue;
        const value = v[column as keyof CsvRow];
        if (value === undefined) continue;
        const first = given[column];
        if (!first) given[column] = { value, row };
        else if (first.value !== value) {
          consistent = false;
          fail(
            row,
            column,
            `${LABELS[column]} differs from row ${first.row} of the same product (${slug}): the rows of one product must agree, or leave the cell empty.`,
          );
        }
      }
    }
    // The product's own problems are listed with its sizes' problems (the product is then left out).
    let productOk = consistent;
    const firstRow = group[0]!.row;
    if (!existing) {
      const missing = REQUIRED_FOR_NEW.filter((c) => !given[c]);
      for (const c of missing) fail(firstRow, c, `${LABELS[c]} is required for a new product (${slug}).`);
      if (missing.length) productOk = false;
    }
    const val = <T>(column: ColumnName) => given[column]?.value as T | undefined;
    const gender = val<Gender>('gender') ?? existing?.gender ?? 'unisex';
    let categoryId = existing?.categoryId;
    const categoryText = val<string>('category');
    if (categoryText !== undefined && productOk) {
      const [g, s] = categoryText.includes('/') ? categoryText.split('/', 2) : [null, categoryText];
      const match =
        cats.find((c) => c.slug === s && c.gender === (g ?? gender)) ??
        (g ? undefined : cats.find((c) => c.slug === s && c.gender === 'unisex'));
      if (match) categoryId = match.id;
      else {
        const choices = cats
          .filter((c) => c.gender === gender)
          .map((c) => categoryCell(gender, c))
          .slice(0, 12);
        fail(
          given.category!.row,
          'category',
          `Unknown category "${categoryText}" for ${gender}.${choices.length ? ` Categories: ${choices.join(', ')}.` : ''}`,
        );
        productOk = false;
      }
    }
    const mrpPaise = val<number>('mrp') ?? existing?.mrpPaise ?? 0;
    const salePaise = val<number>('sale_price') ?? existing?.salePaise ?? 0;
    if (productOk && salePaise > mrpPaise) {
      fail(
        (given.sale_price ?? given.mrp)!.row,
        given.sale_price ? 'sale_price' : 'mrp',
        `Sale price (${formatRupees(salePaise as Paise)}) is more than the MRP (${formatRupees(mrpPaise as Paise)}).`,
      );
      productOk = false;
    }
    const hsnGiven = given.hsn;
    if (productOk && hsnGiven && hsnGiven.value !== existing?.hsn && !(await isCovered(hsnGiven.value as string))) {
      fail(hsnGiven.row, 'hsn', hsnNotCovered(hsnGiven.value as string));
      productOk = false;
    }
    const fields: Fields = {
      name: val<string>('name') ?? existing?.name ?? '',
      brand: val<string>('brand') ?? existing?.brand ?? '',
      gender,
      categoryId: categoryId ?? '',
      mrpPaise,
      salePaise,
      description: val<string>('description') ?? existing?.description ?? '',
      material: val<string>('material') ?? existing?.material ?? '',
      specification: val<string>('specification') ?? existing?.specification ?? '',
      featured: val<boolean>('featured') ?? existing?.featured ?? false,
      isActive: val<boolean>('active') ?? existing?.isActive ?? true,
      video: val<string>('video') ?? existing?.video ?? null,
      hsn: val<string>('hsn') ?? existing?.hsn ?? DEFAULT_HSN,
      countryOfOrigin: val<string>('country_of_origin') ?? existing?.countryOfOrigin ?? DEFAULT_COUNTRY_OF_ORIGIN,
    };
    const changed = existing ? FIELD_KEYS.filter((k) => fields[k] !== existing[k]) : [];

    // Sizes: new SKUs are added after the product's sizes; existing ones may change their stock.
    const current = existing ? (sizesOf.get(existing.id) ?? []) : [];
    let nextOrder = current.reduce((m, s) => Math.max(m, s.sortOrder + 1), 0);
    const sizeRow = new Map<string, number>();
    const p: ProductPlan = { slug, existing, fields, changed, newSizes: [], stock: [] };
    let groupOk = productOk;
    let unchanged = 0;
    for (const { row, v } of group) {
      if (!v.sku) {
        if (existing && changed.length === 0) unchanged += 1;
        continue;
      }
      const known = bySku.get(v.sku);
      if (known) {
        if (v.stock !== undefined && v.stock !== known.stock) p.stock.push({ variant: known, stock: v.stock });
        else if (changed.length === 0) unchanged += 1;
        continue;
      }
      const size = v.size!;
      const taken = current.find((s) => s.size === size);
      if (taken) {
        fail(
          row,
          'size',
          `${slug} already has size ${size} (SKU ${taken.sku}): use that SKU to change its stock, or another size.`,
        );
        groupOk = false;
        continue;
      }
      const other = sizeRow.get(size);
      if (other !== undefined) {
        fail(row, 'size', `Size ${size} of ${slug} is also on row ${other}.`);
        groupOk = false;
        continue;
      }
      sizeRow.set(size, row);
      p.newSizes.push({ size, sku: v.sku, stock: v.stock ?? 0, sortOrder: nextOrder++ });
    }
    if (!groupOk) continue;
    unchangedRows += unchanged;
    if (!existing || changed.length || p.newSizes.length || p.stock.length) plans.push(p);
  }

  errors.sort((a, b) => a.row - b.row);
  return {
    errors,
    products: plans,
    summary: {
      rows: file.rows.length,
      productsCreated: plans.filter((p) => !p.existing).length,
      productsUpdated: plans.filter((p) => p.existing).length,
      sizesCreated: plans.reduce((n, p) => n + p.newSizes.length, 0),
      stockChanged: plans.reduce((n, p) => n + p.stock.length, 0),
      unchangedRows,
    },
  };
}
