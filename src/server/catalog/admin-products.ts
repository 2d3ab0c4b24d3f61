/**
 * The admin's products (issue 11): the list (search by name, brand, slug or SKU; filters; sort; server pages, fast at
 * 20,000 products), one product for the editor, create and update of every field with its size grid (per-size stock
 * and SKU) and images. Each save is one transaction: the product row is locked, the version the editor loaded is
 * checked (a stale one is refused with `edit_conflict`: no change is lost silently), the sizes are written in a few
 * statements whatever their number, sizes that come back in stock are announced (back-in-stock mails), and the audit
 * entry is written beside the change.
 */
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  EDIT_CONFLICT_MESSAGE,
  hsnNotCovered,
  LOW_STOCK,
  type ProductCreateInput,
  type ProductFields,
  type ProductListQuery,
  type ProductPatchInput,
  type ProductSizeInput,
  type StockState,
} from '../../shop/admin/product.ts';
import { paiseToRupees, rupeesToPaise, type Paise } from '../../shop/money.ts';
import { isUuid } from '../../shop/ids.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import type { FileStorage } from '../storage/storage.ts';
import { imageStored, storeProductImage } from './product-images.ts';
import type { CatalogService } from './service.ts';
import { categories, products, productVariants } from './tables.ts';

export type AdminProductRow = {
  id: string;
  name: string;
  slug: string;
  brand: string;
  image: string | null;
  categoryName: string;
  gender: 'men' | 'women' | 'unisex';
  mrp: number;
  sale: number;
  isActive: boolean;
  featured: boolean;
  sizeCount: number;
  totalStock: number;
  /** Sizes at LOW_STOCK or fewer (sold-out sizes included). */
  lowSizes: number;
  stockState: StockState;
  updatedAt: string;
};

export type AdminProductPage = {
  products: AdminProductRow[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
};

export type AdminSize = { id: string; size: string; sku: string; stock: number };

export type AdminProduct = {
  id: string;
  name: string;
  slug: string;
  brand: string;
  mrp: number;
  sale: number;
  description: string;
  material: string;
  specification: string;
  categoryId: string;
  gender: 'men' | 'women' | 'unisex';
  featured: boolean;
  isActive: boolean;
  /** Sold as final sale / made to order: no return or exchange. */
  finalSale: boolean;
  customised: boolean;
  /** HSN code (its GST rule) and country of origin (shown on the product page). */
  hsn: string;
  countryOfOrigin: string;
  video: string | null;
  images: string[];
  sizes: AdminSize[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type AdminCategory = { id: string; name: string; gender: 'men' | 'women' | 'unisex' };

export const SLUG_TAKEN = 'Another product already uses this slug. Choose a different one.';
export const CATEGORY_UNKNOWN = 'Choose a category';
export const IMAGE_MISSING = 'An image was not uploaded (or was removed). Upload it again.';

type Deps = {
  db: Db;
  catalog: Pick<CatalogService, 'announceRestocks'>;
  audit: AuditService;
  storage: FileStorage;
  /** Whether a GST rule in force today covers an HSN code (the invoices service's rules). */
  hsnCovered: (hsn: string) => Promise<boolean>;
};

const p = products;
const v = productVariants;

/**
 * Stock states, each read in one pass over the sizes (the index on product_id, stock): sold out = no size in stock;
 * low = some size in stock and some at LOW_STOCK or fewer; in stock = every size above LOW_STOCK.
 */
const STOCK_CONDITIONS: Record<StockState, SQL> = {
  sold_out: sql`NOT EXISTS (SELECT 1 FROM ${v} WHERE ${v.productId} = ${p.id} AND ${v.stock} > 0)`,
  low: sql`${p.id} IN (SELECT ${v.productId} FROM ${v} GROUP BY ${v.productId}
    HAVING max(${v.stock}) > 0 AND min(${v.stock}) <= ${LOW_STOCK})`,
  in_stock: sql`${p.id} IN (SELECT ${v.productId} FROM ${v} GROUP BY ${v.productId} HAVING min(${v.stock}) > ${LOW_STOCK})`,
};
/** A product's stock over all its sizes (for the page's own few rows). */
const totalStock = sql<number>`(SELECT coalesce(sum(${v.stock}), 0) FROM ${v} WHERE ${v.productId} = ${p.id})`;

/** `%text%` for ILIKE, with the pattern characters taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(f: ProductListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (f.q) {
    const pattern = containing(f.q);
    // Two indexed look-ups (trigram indexes), united: name, brand or slug; or one of its SKUs.
    where.push(
      sql`${p.id} IN (SELECT ${p.id} FROM ${p} WHERE (${p.name} || ' ' || ${p.brand} || ' ' || ${p.slug}) ILIKE ${pattern}
        UNION SELECT ${v.productId} FROM ${v} WHERE ${v.sku} ILIKE ${pattern})`,
    );
  }
  if (f.category) where.push(eq(p.categoryId, f.category));
  if (f.gender) where.push(eq(p.gender, f.gender));
  if (f.active) where.push(eq(p.isActive, f.active === 'active'));
  if (f.stock) where.push(STOCK_CONDITIONS[f.stock]);
  return where.length ? and(...where) : undefined;
}

function listOrder(sort: ProductListQuery['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(p.createdAt), asc(p.id)];
    case 'name':
      return [asc(p.name), asc(p.id)];
    case 'price-low':
      return [asc(p.salePaise), asc(p.id)];
    case 'price-high':
      return [desc(p.salePaise), asc(p.id)];
    case 'stock-low':
      return [asc(totalStock), asc(p.id)];
    case 'stock-high':
      return [desc(totalStock), asc(p.id)];
    default:
      return [desc(p.createdAt), desc(p.id)];
  }
}

function stockStateOf(sizes: number, total: number, low: number): StockState {
  if (sizes === 0 || total <= 0) return 'sold_out';
  return low > 0 ? 'low' : 'in_stock';
}

/** The audited fields of a product (rupees, as the editor shows them; sizes as the grid shows them). */
function audited(a: AdminProduct): Record<string, unknown> {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, sizes, ...fields } = a;
  return { ...fields, sizes: sizes.map((s) => ({ size: s.size, sku: s.sku, stock: s.stock })) };
}

const pgError = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return { code: e.cause?.code ?? e.code, constraint: e.cause?.constraint ?? e.constraint };
};

export function createProductAdmin(deps: Deps) {
  const { db, audit, storage } = deps;

  async function read(exec: Db | Tx, id: string, lock = false): Promise<AdminProduct | null> {
    const query = exec.select().from(p).where(eq(p.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return null;
    const sizeQuery = exec
      .select({ id: v.id, size: v.size, sku: v.sku, stock: v.stock })
      .from(v)
      .where(eq(v.productId, id))
      .orderBy(asc(v.sortOrder), asc(v.id));
    // Locked in id order, as orders lock them (reserveStock), so the two never deadlock.
    const sizes = lock ? await lockedSizes(exec, id) : await sizeQuery;
    return toAdmin(row, sizes);
  }

  function toAdmin(row: typeof p.$inferSelect, sizes: AdminSize[]): AdminProduct {
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      brand: row.brand,
      mrp: paiseToRupees(row.mrpPaise),
      sale: paiseToRupees(row.salePaise),
      description: row.description,
      material: row.material,
      specification: row.specification,
      categoryId: row.categoryId,
      gender: row.gender,
      featured: row.featured,
      isActive: row.isActive,
      finalSale: row.finalSale,
      customised: row.customised,
      hsn: row.hsn,
      countryOfOrigin: row.countryOfOrigin,
      video: row.video,
      images: row.images,
      sizes,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function lockedSizes(exec: Db | Tx, id: string): Promise<AdminSize[]> {
    const rows = await exec
      .select({ id: v.id, size: v.size, sku: v.sku, stock: v.stock, sortOrder: v.sortOrder })
      .from(v)
      .where(eq(v.productId, id))
      .orderBy(asc(v.id))
      .for('update');
    return rows
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id))
      .map(({ sortOrder: _s, ...size }) => size);
  }

  /** An HSN code no GST rule covers is refused (only a new or changed one is looked up). */
  async function checkHsn(before: AdminProduct | null, hsn: string | undefined) {
    if (hsn === undefined || hsn === before?.hsn || (await deps.hsnCovered(hsn))) return;
    const message = hsnNotCovered(hsn);
    throw new Invalid(message, { reason: 'gst_rule_missing', fields: { hsn: message } });
  }

  /** Field errors for a slug, category, images or SKUs that clash with the catalogue; throws the first. */
  async function checkAgainstCatalogue(tx: Tx, before: AdminProduct | null, f: ProductFields) {
    const productId = before?.id ?? null;
    const fields: Record<string, string> = {};
    // Only what changed is checked (a stock-only save asks the database nothing here).
    if (f.slug !== before?.slug) {
      const [slugOwner] = await tx
        .select({ id: p.id })
        .from(p)
        .where(productId ? and(eq(p.slug, f.slug), ne(p.id, productId)) : eq(p.slug, f.slug))
        .limit(1);
      if (slugOwner) fields.slug = SLUG_TAKEN;
    }
    if (f.categoryId !== before?.categoryId) {
      const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, f.categoryId));
      if (!category) fields.categoryId = CATEGORY_UNKNOWN;
    }
    const knownImages = before?.images ?? [];
    const fresh = f.images.filter((k) => !knownImages.includes(k));
    const stored = await Promise.all(fresh.map((k) => imageStored(storage, k)));
    if (stored.some((ok) => !ok)) fields.images = IMAGE_MISSING;
    const knownSkus = new Set(before?.sizes.map((s) => s.sku.toUpperCase()));
    const skus = f.sizes.map((s) => s.sku).filter((sku) => !knownSkus.has(sku.toUpperCase()));
    if (skus.length > 0) {
      const owners = await tx
        .select({ sku: v.sku, productId: v.productId, size: v.size, name: p.name })
        .from(v)
        .innerJoin(p, eq(p.id, v.productId))
        .where(
          productId
            ? and(
                inArray(
                  sql`upper(${v.sku})`,
                  skus.map((s) => s.toUpperCase()),
                ),
                ne(v.productId, productId),
              )
            : inArray(
                sql`upper(${v.sku})`,
                skus.map((s) => s.toUpperCase()),
              ),
        );
      for (const o of owners) {
        const i = f.sizes.findIndex((s) => s.sku.toUpperCase() === o.sku.toUpperCase());
        if (i >= 0) fields[`sizes.${i}.sku`] = `SKU ${o.sku} is already used by “${o.name}” (size ${o.size})`;
      }
    }
    const first = Object.values(fields)[0];
    if (first) throw new Conflict(first, { fields });
  }

  /**
   * Writes the size grid: removed sizes deleted, changed ones updated, new ones inserted, in a few statements. A
   * size's stock is written only when the editor changed it; if it also changed underneath (an order since the
   * editor opened), the save is refused rather than overwriting the sale. Answers the sizes that came back in stock.
   */
  async function writeSizes(
    tx: Tx,
    productId: string,
    current: AdminSize[],
    rows: ProductSizeInput[],
  ): Promise<{ restocked: string[]; sizes: AdminSize[] }> {
    const byId = new Map(current.map((s) => [s.id, s]));
    const fields: Record<string, string> = {};
    rows.forEach((r, i) => {
      if (!r.id) return;
      const was = byId.get(r.id);
      if (!was) fields[`sizes.${i}.size`] = 'This size was removed by someone else. Reload the product.';
      else if (r.stockWas !== undefined && r.stock !== r.stockWas && was.stock !== r.stockWas)
        fields[`sizes.${i}.stock`] =
          `Stock of size ${was.size} changed to ${was.stock} since you opened the product (an order or another admin). Check it and save again.`;
    });
    const firstConflict = Object.values(fields)[0];
    if (firstConflict) throw new Conflict(firstConflict, { reason: 'edit_conflict', fields });

    const keep = new Set(rows.map((r) => r.id).filter(Boolean));
    const removed = current.filter((s) => !keep.has(s.id));
    if (removed.length > 0) {
      try {
        await tx.delete(v).where(
          inArray(
            v.id,
            removed.map((s) => s.id),
          ),
        );
      } catch (err) {
        if (pgError(err).code !== '23503') throw err;
        throw new Conflict(
          `A removed size has orders, so it cannot be deleted: keep it with stock 0 instead (${removed.map((s) => s.size).join(', ')}).`,
          { fields: { sizes: 'A size with orders cannot be removed: set its stock to 0 instead' } },
        );
      }
    }
    const restocked: string[] = [];
    const updates = rows
      .map((r, order) => ({ r, order, was: r.id ? byId.get(r.id)! : null }))
      .filter((u): u is { r: ProductSizeInput & { id: string }; order: number; was: AdminSize } => u.was !== null);
    const changed = updates.filter(({ r, was }) => r.size !== was.size || r.sku !== was.sku);
    if (changed.length > 0) {
      // Renames first go to names no other row can hold, so sizes or SKUs swapped between rows never clash midway.
      await tx.execute(sql`UPDATE ${v} SET size = '~' || id::text, sku = '~' || id::text
        WHERE id IN (${sql.join(
          changed.map(({ r }) => sql`${r.id}::uuid`),
          sql`, `,
        )})`);
    }
    if (updates.length > 0) {
      const stockSet = updates.map(
        ({ r, was }) => r.stock !== was.stock && (r.stockWas === undefined || r.stock !== r.stockWas),
      );
      await tx.execute(sql`UPDATE ${v} AS t SET size = u.size, sku = u.sku, sort_order = u.ord,
          stock = CASE WHEN u.set_stock THEN u.stock ELSE t.stock END
        FROM unnest(
          ${`{${updates.map(({ r }) => r.id).join(',')}}`}::uuid[],
          ${pgTextArray(updates.map(({ r }) => r.size))}::text[],
          ${pgTextArray(updates.map(({ r }) => r.sku))}::text[],
          ${`{${updates.map(({ r }) => r.stock).join(',')}}`}::int[],
          ${`{${updates.map(({ order }) => order).join(',')}}`}::int[],
          ${`{${stockSet.join(',')}}`}::boolean[]
        ) AS u(id, size, sku, stock, ord, set_stock)
        WHERE t.id = u.id`);
      updates.forEach(({ r, was }, i) => {
        if (stockSet[i] && was.stock <= 0 && r.stock > 0) restocked.push(r.id);
      });
    }
    const added = rows.map((r, order) => ({ r, order })).filter(({ r }) => !r.id);
    const insertedIds = new Map<number, string>();
    if (added.length > 0) {
      const inserted = await tx
        .insert(v)
        .values(
          added.map(({ r, order }) => ({ productId, size: r.size, sku: r.sku, stock: r.stock, sortOrder: order })),
        )
        .returning({ id: v.id, sortOrder: v.sortOrder });
      for (const row of inserted) insertedIds.set(row.sortOrder, row.id);
    }
    // The grid as saved: a size whose stock the editor left alone keeps the (locked) stock it has.
    const sizes = rows.map((r, order) => {
      const was = r.id ? byId.get(r.id) : undefined;
      const keepStock = was && !(r.stock !== was.stock && (r.stockWas === undefined || r.stock !== r.stockWas));
      return { id: r.id ?? insertedIds.get(order)!, size: r.size, sku: r.sku, stock: keepStock ? was.stock : r.stock };
    });
    return { restocked, sizes };
  }

  /** Unique-index races (two saves at once taking one slug or SKU) as the same messages as the checks. */
  function clash(err: unknown): never {
    const { code, constraint } = pgError(err);
    if (code === '23505' && constraint === 'products_slug_unique')
      throw new Conflict(SLUG_TAKEN, { fields: { slug: SLUG_TAKEN } });
    if (code === '23505' && constraint === 'product_variants_sku_unique')
      throw new Conflict('An SKU is already used by another product.', { fields: { sizes: 'An SKU is already used' } });
    if (code === '23505' && constraint === 'variants_product_size_uq')
      throw new Conflict('A size is listed twice.', { fields: { sizes: 'A size is listed twice' } });
    throw err;
  }

  const columnsOf = (f: Partial<ProductFields>) => ({
    ...(f.name !== undefined && { name: f.name }),
    ...(f.slug !== undefined && { slug: f.slug }),
    ...(f.brand !== undefined && { brand: f.brand }),
    ...(f.mrp !== undefined && { mrpPaise: rupeesToPaise(f.mrp) as Paise }),
    ...(f.sale !== undefined && { salePaise: rupeesToPaise(f.sale) as Paise }),
    ...(f.description !== undefined && { description: f.description }),
    ...(f.material !== undefined && { material: f.material }),
    ...(f.specification !== undefined && { specification: f.specification }),
    ...(f.categoryId !== undefined && { categoryId: f.categoryId }),
    ...(f.gender !== undefined && { gender: f.gender }),
    ...(f.featured !== undefined && { featured: f.featured }),
    ...(f.isActive !== undefined && { isActive: f.isActive }),
    ...(f.finalSale !== undefined && { finalSale: f.finalSale }),
    ...(f.customised !== undefined && { customised: f.customised }),
    ...(f.hsn !== undefined && { hsn: f.hsn }),
    ...(f.countryOfOrigin !== undefined && { countryOfOrigin: f.countryOfOrigin }),
    ...(f.video !== undefined && { video: f.video }),
    ...(f.images !== undefined && { images: f.images }),
  });

  const service = {
    /** A page of products for the admin list (server-side search, filters, sort and paging; one count). */
    async list(f: ProductListQuery): Promise<AdminProductPage> {
      const where = listConditions(f);
      const byStock = f.sort === 'stock-low' || f.sort === 'stock-high';
      // Sorting by stock: every product's total in one grouped pass, not one look-up per product.
      const totals = db
        .select({ productId: v.productId, total: sql<number>`sum(${v.stock})`.as('total') })
        .from(v)
        .groupBy(v.productId)
        .as('totals');
      const stockKey = sql`coalesce(${totals.total}, 0)`;
      const ids = byStock
        ? db
            .select({ id: p.id })
            .from(p)
            .leftJoin(totals, eq(totals.productId, p.id))
            .where(where)
            .orderBy(f.sort === 'stock-low' ? asc(stockKey) : desc(stockKey), asc(p.id))
        : db
            .select({ id: p.id })
            .from(p)
            .where(where)
            .orderBy(...listOrder(f.sort));
      const page = ids
        .limit(f.perPage)
        .offset((f.page - 1) * f.perPage)
        .as('page');
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: p.id,
            name: p.name,
            slug: p.slug,
            brand: p.brand,
            image: sql<string | null>`${p.images}->>0`,
            categoryName: categories.name,
            gender: p.gender,
            mrpPaise: p.mrpPaise,
            salePaise: p.salePaise,
            isActive: p.isActive,
            featured: p.featured,
            createdAt: p.createdAt,
            updatedAt: p.updatedAt,
            stock: sql<{ n: number; total: number; low: number }>`(SELECT json_build_object('n', count(*),
              'total', coalesce(sum(${v.stock}), 0), 'low', count(*) FILTER (WHERE ${v.stock} <= ${LOW_STOCK}))
              FROM ${v} WHERE ${v.productId} = ${p.id})`,
          })
          .from(p)
          .innerJoin(page, eq(page.id, p.id))
          .innerJoin(categories, eq(categories.id, p.categoryId))
          .orderBy(...listOrder(f.sort)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(p)
          .where(where),
      ]);
      const total = count?.n ?? 0;
      return {
        products: rows.map((r) => ({
          id: r.id,
          name: r.name,
          slug: r.slug,
          brand: r.brand,
          image: r.image,
          categoryName: r.categoryName,
          gender: r.gender,
          mrp: paiseToRupees(r.mrpPaise),
          sale: paiseToRupees(r.salePaise),
          isActive: r.isActive,
          featured: r.featured,
          sizeCount: r.stock.n,
          totalStock: r.stock.total,
          lowSizes: r.stock.low,
          stockState: stockStateOf(r.stock.n, r.stock.total, r.stock.low),
          updatedAt: r.updatedAt.toISOString(),
        })),
        page: f.page,
        perPage: f.perPage,
        total,
        totalPages: Math.ceil(total / f.perPage),
      };
    },

    /** Every category (the editor's and the filter's choices), men's and women's together. */
    async categories(): Promise<AdminCategory[]> {
      return db
        .select({ id: categories.id, name: categories.name, gender: categories.gender })
        .from(categories)
        .orderBy(asc(categories.gender), asc(categories.sortOrder), asc(categories.name));
    },

    /** One product as the editor shows it (active or not). */
    async get(id: string): Promise<AdminProduct> {
      const found = isUuid(id) ? await read(db, id) : null;
      if (!found) throw new NotFound('Product not found.');
      return found;
    },

    async create(input: ProductCreateInput, actor: Actor): Promise<AdminProduct> {
      await checkHsn(null, input.hsn);
      try {
        return await db.transaction(async (tx) => {
          await checkAgainstCatalogue(tx, null, input);
          const [row] = await tx
            .insert(p)
            .values({
              ...columnsOf(input),
              name: input.name,
              slug: input.slug,
              brand: input.brand,
              mrpPaise: rupeesToPaise(input.mrp),
              salePaise: rupeesToPaise(input.sale),
              categoryId: input.categoryId,
              gender: input.gender,
            })
            .returning();
          const id = row!.id;
          const { sizes } = await writeSizes(tx, id, [], input.sizes);
          const created = toAdmin(row!, sizes);
          await audit.record(tx, {
            actor,
            action: 'product.create',
            entity: 'product',
            entityId: id,
            before: null,
            after: audited(created),
          });
          return created;
        });
      } catch (err) {
        return clash(err);
      }
    },

    /**
     * Saves changed fields (the whole editor, or a few from the list) against the version the editor loaded: a
     * stale version is refused with 409 edit_conflict and nothing is written.
     */
    async update(id: string, input: ProductPatchInput, actor: Actor): Promise<AdminProduct> {
      if (!isUuid(id)) throw new NotFound('Product not found.');
      try {
        return await db.transaction(async (tx) => {
          const before = await read(tx, id, true);
          if (!before) throw new NotFound('Product not found.');
          if (before.version !== input.version) throw new Conflict(EDIT_CONFLICT_MESSAGE, { reason: 'edit_conflict' });
          await checkHsn(before, input.hsn);
          const { version: _version, ...changes } = input;
          const merged: ProductFields = {
            ...audited(before),
            ...changes,
            sizes: changes.sizes ?? before.sizes.map((s) => ({ ...s, stockWas: s.stock })),
          } as ProductFields;
          if (merged.sale > merged.mrp)
            throw new Invalid('Sale price cannot be more than the MRP', {
              fields: { sale: 'Sale price cannot be more than the MRP' },
            });
          await checkAgainstCatalogue(tx, before, merged);
          const [row] = await tx
            .update(p)
            .set({ ...columnsOf(changes), version: sql`${p.version} + 1`, updatedAt: new Date() })
            .where(eq(p.id, id))
            .returning();
          const written = changes.sizes
            ? await writeSizes(tx, id, before.sizes, changes.sizes)
            : { restocked: [], sizes: before.sizes };
          const restocked = written.restocked;
          const after = toAdmin(row!, written.sizes);
          const onlyActive = Object.keys(changes).every((k) => k === 'isActive');
          await audit.record(tx, {
            actor,
            action:
              onlyActive && before.isActive !== after.isActive
                ? after.isActive
                  ? 'product.activate'
                  : 'product.deactivate'
                : 'product.update',
            entity: 'product',
            entityId: id,
            before: audited(before),
            after: audited(after),
          });
          // Sold-out sizes back in stock: their subscribers are mailed (queued in this transaction).
          await deps.catalog.announceRestocks(tx, restocked);
          return after;
        });
      } catch (err) {
        return clash(err);
      }
    },

    /** Re-encodes and stores uploaded photos (as review photos are); answers their keys, in the order given. */
    async uploadImages(files: Array<{ name: string; data: Buffer }>): Promise<string[]> {
      const keys: string[] = [];
      // One at a time: sharp already uses the cores for each photo's three widths.
      for (const f of files) keys.push(await storeProductImage(storage, f.data, f.name || 'image'));
      return keys;
    },
  };
  return service;
}

/** A PostgreSQL text[] literal ({"a","b"}), each element quoted. */
function pgTextArray(values: string[]): string {
  return `{${values.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export type ProductAdmin = ReturnType<typeof createProductAdmin>;
