/**
 * Bulk actions on the admin's product list (issue 11): activate, deactivate, set the category, or add to (or take
 * from) the stock of every size of up to 500 products at once. One transaction, the products locked; one
 * set-based statement per action; an audit entry per product changed; sizes back in stock announced.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ProductBulkInput } from '../../shop/admin/product-bulk.ts';
import type { Actor, AuditInput, AuditService } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { Invalid, NotFound } from '../errors.ts';
import type { CatalogService } from './service.ts';
import { categories, products, productVariants } from './tables.ts';

export type ProductBulkDeps = {
  db: Db;
  audit: Pick<AuditService, 'recordMany'>;
  catalog: Pick<CatalogService, 'announceRestocks'>;
};

export function createProductBulkActions(deps: ProductBulkDeps) {
  const { db } = deps;
  return {
    /** Applies one action to the chosen products; answers how many products changed. */
    async apply(input: ProductBulkInput, actor: Actor): Promise<{ updated: number }> {
      const ids = [...new Set(input.ids)];
      if (input.action === 'set_category') {
        const [category] = await db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, input.categoryId!))
          .limit(1);
        if (!category) {
          throw new Invalid('This category does not exist any more. Reload the page.', {
            fields: { categoryId: 'Unknown category' },
          });
        }
      }
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: products.id, isActive: products.isActive, categoryId: products.categoryId })
          .from(products)
          .where(inArray(products.id, ids))
          .orderBy(products.id)
          .for('update');
        if (found.length < ids.length) {
          const missing = ids.length - found.length;
          throw new NotFound(
            `${missing} of the chosen products ${missing > 1 ? 'do' : 'does'} not exist any more. Reload the list.`,
          );
        }
        const entries: AuditInput[] = [];
        const entry = (entityId: string, before: Record<string, unknown>, after: Record<string, unknown>) =>
          entries.push({ actor, action: `product.${input.action}`, entity: 'product', entityId, before, after });

        if (input.action === 'activate' || input.action === 'deactivate') {
          const isActive = input.action === 'activate';
          const changed = await tx
            .update(products)
            .set({ isActive, updatedAt: sql`now()`, version: sql`${products.version} + 1` })
            .where(and(inArray(products.id, ids), ne(products.isActive, isActive)))
            .returning({ id: products.id });
          for (const { id } of changed) entry(id, { isActive: !isActive }, { isActive });
          await deps.audit.recordMany(tx, entries);
          return { updated: changed.length };
        }

        if (input.action === 'set_category') {
          const categoryId = input.categoryId!;
          const changed = await tx
            .update(products)
            .set({ categoryId, updatedAt: sql`now()`, version: sql`${products.version} + 1` })
            .where(and(inArray(products.id, ids), ne(products.categoryId, categoryId)))
            .returning({ id: products.id });
          const before = new Map(found.map((p) => [p.id, p.categoryId]));
          for (const { id } of changed) entry(id, { categoryId: before.get(id) }, { categoryId });
          await deps.audit.recordMany(tx, entries);
          return { updated: changed.length };
        }

        // adjust_stock: every size of each product, never below 0; sizes already at 0 stay there on a decrease.
        const delta = input.stockDelta!;
        const list = sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        );
        const changed = await tx.execute<{
          id: string;
          productId: string;
          size: string;
          before: number;
          after: number;
        }>(sql`
          WITH old AS (
            SELECT id, stock FROM ${productVariants} WHERE product_id IN (${list}) ORDER BY id FOR UPDATE
          )
          UPDATE ${productVariants} v SET stock = greatest(0, old.stock + ${delta}::int)
          FROM old
          WHERE v.id = old.id AND greatest(0, old.stock + ${delta}::int) <> old.stock
          RETURNING v.id, v.product_id AS "productId", v.size, old.stock AS before, v.stock AS after`);
        const byProduct = new Map<string, { before: Record<string, number>; after: Record<string, number> }>();
        for (const r of changed.rows) {
          const p = byProduct.get(r.productId) ?? { before: {}, after: {} };
          p.before[r.size] = r.before;
          p.after[r.size] = r.after;
          byProduct.set(r.productId, p);
        }
        if (byProduct.size > 0) {
          await tx
            .update(products)
            .set({ updatedAt: sql`now()` })
            .where(inArray(products.id, [...byProduct.keys()]));
        }
        for (const [id, p] of byProduct)
          entry(id, { stock: p.before, stockDelta: null }, { stock: p.after, stockDelta: delta });
        await deps.catalog.announceRestocks(
          tx,
          changed.rows.filter((r) => r.before <= 0 && r.after > 0).map((r) => r.id),
        );
        await deps.audit.recordMany(tx, entries);
        return { updated: byProduct.size };
      });
    },
  };
}

export type ProductBulkActions = ReturnType<typeof createProductBulkActions>;
