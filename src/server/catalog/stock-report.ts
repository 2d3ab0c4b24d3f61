/**
 * The catalogue's stock report for the admin's dashboard (issue 11): sizes of products on sale that are running
 * low (at most LOW_STOCK left, the same line the shop's 'Only 3 left' uses), lowest first, and how many there are,
 * in one query (a window count).
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { LOW_STOCK } from '../../shop/orders.ts';
import type { Db } from '../db/client.ts';
import { products, productVariants } from './tables.ts';

export type LowStockSize = {
  productId: string;
  name: string;
  slug: string;
  size: string;
  sku: string;
  stock: number;
};

export function createStockReport(db: Db) {
  return {
    /** Sizes with at most `threshold` pieces left, of active products, lowest stock first (bounded), with the count. */
    async lowStock(limit = 10, threshold = LOW_STOCK): Promise<{ sizes: LowStockSize[]; total: number }> {
      const rows = await db
        .select({
          productId: products.id,
          name: products.name,
          slug: products.slug,
          size: productVariants.size,
          sku: productVariants.sku,
          stock: productVariants.stock,
          total: sql<number>`(count(*) OVER ())::int`,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(eq(products.isActive, true), lte(productVariants.stock, threshold)))
        .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.sortOrder))
        .limit(Math.min(Math.max(limit, 1), 100));
      return { sizes: rows.map(({ total: _, ...r }) => r), total: rows[0]?.total ?? 0 };
    },
  };
}

export type StockReport = ReturnType<typeof createStockReport>;
