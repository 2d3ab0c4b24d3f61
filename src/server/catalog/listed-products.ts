/**
 * The products of a listing page, in full. A product's row and category are kept in memory per catalogue version
 * (every change to a product or a category raises it: migration 0015); its sizes and their stock are read fresh each
 * time, so a card always shows the stock there is now.
 */
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ProductDto, VariantDto } from '../../shop/catalog-types.ts';
import type { Db } from '../db/client.ts';
import { createVersionedCache } from '../versioned-cache.ts';
import { toProductDto, type ProductRow } from './product-dto.ts';
import { categories, products, productVariants } from './tables.ts';

/** Products kept in memory (about a kilobyte each). */
const CACHED_PRODUCTS = 5000;

type Listed = { p: ProductRow; c: { name: string; slug: string } };

export function createListedProducts(db: Db) {
  const cached = createVersionedCache<Listed>(CACHED_PRODUCTS);
  // Every listing and search page reads these: prepared once per connection (ADR 24), with the ids as one array.
  const rowsByIds = db
    .select({ p: getTableColumns(products), c: { name: categories.name, slug: categories.slug } })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare('listed_products');
  const sizesByIds = db
    .select({
      productId: productVariants.productId,
      size: productVariants.size,
      stock: productVariants.stock,
      sku: productVariants.sku,
    })
    .from(productVariants)
    .where(sql`${productVariants.productId} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(productVariants.productId), asc(productVariants.sortOrder))
    .prepare('listed_product_sizes');

  /** The products with these ids that are still in the catalogue, in this order. */
  return async function listedProducts(ids: string[], version: number | null): Promise<ProductDto[]> {
    if (ids.length === 0) return [];
    const known = new Map<string, Listed>();
    for (const id of ids) {
      const hit = version === null ? undefined : cached.get(version, id);
      if (hit) known.set(id, hit);
    }
    const missing = ids.filter((id) => !known.has(id));
    const [rows, sizes] = await Promise.all([
      missing.length === 0 ? [] : rowsByIds.execute({ ids: missing }),
      sizesByIds.execute({ ids }),
    ]);
    for (const r of rows) {
      known.set(r.p.id, r);
      if (version !== null) cached.set(version, r.p.id, r);
    }
    const variants = new Map<string, VariantDto[]>();
    for (const { productId, ...v } of sizes)
      (variants.get(productId) ?? variants.set(productId, []).get(productId)!).push(v);
    return ids.flatMap((id) => {
      const r = known.get(id);
      return r ? [toProductDto(r.p, r.c, variants.get(id) ?? [])] : [];
    });
  };
}
