import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { CategoryDto, ProductDto, VariantDto } from '../../shop/catalog-types.ts';
import type { Db } from '../db/client.ts';
import { categories, products, productVariants } from '../db/schema.ts';
import { toProductDto } from './product-dto.ts';

export type ProductPage = { products: ProductDto[]; page: number; limit: number; total: number; totalPages: number };

export function createCatalogService(db: Db) {
  async function withDetails(rows: Array<{ p: typeof products.$inferSelect; c: { name: string; slug: string } }>) {
    const ids = rows.map((r) => r.p.id);
    const variants = ids.length
      ? await db
          .select()
          .from(productVariants)
          .where(inArray(productVariants.productId, ids))
          .orderBy(asc(productVariants.sortOrder))
      : [];
    const byProduct = new Map<string, VariantDto[]>();
    for (const v of variants) {
      const list = byProduct.get(v.productId) ?? [];
      list.push({ size: v.size, stock: v.stock, sku: v.sku });
      byProduct.set(v.productId, list);
    }
    return rows.map((r) => toProductDto(r.p, r.c, byProduct.get(r.p.id) ?? []));
  }

  return {
    async listCategories(): Promise<CategoryDto[]> {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.gender), asc(categories.sortOrder), asc(categories.name));
      return rows
        .filter((c) => c.gender !== 'unisex')
        .map((c) => ({ _id: c.id, name: c.name, slug: c.slug, gender: c.gender as CategoryDto['gender'] }));
    },

    /** Newest first, 12 a page by default. Filters and sorts arrive with the catalogue issue. */
    async listProducts(opts: { page: number; limit: number }): Promise<ProductPage> {
      const where = eq(products.isActive, true);
      const [totalRow] = await db.select({ n: count() }).from(products).where(where);
      const rows = await db
        .select({ p: products, c: { name: categories.name, slug: categories.slug } })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(where)
        .orderBy(desc(products.createdAt), asc(products.id))
        .limit(opts.limit)
        .offset((opts.page - 1) * opts.limit);
      const total = totalRow?.n ?? 0;
      return {
        products: await withDetails(rows),
        page: opts.page,
        limit: opts.limit,
        total,
        totalPages: Math.max(1, Math.ceil(total / opts.limit)),
      };
    },

    async featuredProducts(limit = 8): Promise<ProductDto[]> {
      const rows = await db
        .select({ p: products, c: { name: categories.name, slug: categories.slug } })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(products.isActive, true), eq(products.featured, true)))
        .orderBy(desc(products.createdAt))
        .limit(limit);
      return withDetails(rows);
    },
  };
}
