/**
 * The admin's categories (issue 11): list with their number of products, create, rename, put in order within
 * women's and men's menus, delete. A category that still has products is not deleted (every product needs one): the
 * refusal says how many to move first. The menus read categories on every request (no cache to clear). Audited.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CategoryInput } from '../../shop/admin/merch.ts';
import { isUuid } from '../../shop/ids.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, NotFound } from '../errors.ts';
import { categories, products } from './tables.ts';

export type AdminCategory = {
  id: string;
  name: string;
  slug: string;
  gender: 'women' | 'men';
  sortOrder: number;
  seoTitle: string | null;
  seoDescription: string | null;
  returnable: boolean;
  productCount: number;
};

export const CATEGORY_NOT_FOUND = 'No such category.';
export const CATEGORY_SLUG_TAKEN = 'Another category for the same gender has this slug.';
export const REORDER_MISMATCH = 'The list changed meanwhile. Reload the page and order it again.';

type Row = typeof categories.$inferSelect;
const audited = (c: Row) => ({
  name: c.name,
  slug: c.slug,
  gender: c.gender,
  sortOrder: c.sortOrder,
  seoTitle: c.seoTitle,
  seoDescription: c.seoDescription,
  returnable: c.returnable,
});

export function createCategoryAdmin(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  const serialise = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalog:categories'))`);

  async function lock(tx: Tx, id: string): Promise<Row> {
    if (!isUuid(id)) throw new NotFound(CATEGORY_NOT_FOUND);
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row || row.gender === 'unisex') throw new NotFound(CATEGORY_NOT_FOUND);
    return row;
  }

  async function slugFree(tx: Tx, input: CategoryInput, exceptId: string | null): Promise<void> {
    const same = and(eq(categories.gender, input.gender), eq(categories.slug, input.slug));
    const [taken] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(exceptId ? and(same, ne(categories.id, exceptId)) : same)
      .limit(1);
    if (taken) throw new Conflict(CATEGORY_SLUG_TAKEN, { fields: { slug: CATEGORY_SLUG_TAKEN } });
  }

  const service = {
    /** Women's then men's categories, each in menu order, with their number of products (any state). */
    async list(): Promise<AdminCategory[]> {
      const rows = await db
        .select({
          c: categories,
          // Qualified by hand: inside a subquery drizzle writes bare column names.
          n: sql<number>`(SELECT count(*)::int FROM products p WHERE p.category_id = categories.id)`,
        })
        .from(categories)
        .where(inArray(categories.gender, ['women', 'men']))
        .orderBy(sql`${categories.gender} = 'men'`, asc(categories.sortOrder), asc(categories.name));
      return rows.map(({ c, n }) => ({
        ...audited(c),
        id: c.id,
        gender: c.gender as 'women' | 'men',
        productCount: n,
      }));
    },

    async create(input: CategoryInput, actor: Actor): Promise<AdminCategory> {
      const created = await db.transaction(async (tx) => {
        await serialise(tx);
        await slugFree(tx, input, null);
        const [row] = await tx
          .insert(categories)
          .values({
            ...input,
            sortOrder: sql`(SELECT coalesce(max(${categories.sortOrder}), -1) + 1 FROM ${categories} WHERE ${categories.gender} = ${input.gender})`,
          })
          .returning();
        await audit.record(tx, {
          actor,
          action: 'category.create',
          entity: 'category',
          entityId: row!.id,
          before: null,
          after: audited(row!),
        });
        return row!;
      });
      return { ...audited(created), id: created.id, gender: input.gender, productCount: 0 };
    },

    async update(id: string, input: CategoryInput, actor: Actor): Promise<AdminCategory> {
      await db.transaction(async (tx) => {
        await serialise(tx);
        const before = await lock(tx, id);
        await slugFree(tx, input, id);
        const [after] = await tx.update(categories).set(input).where(eq(categories.id, id)).returning();
        await audit.record(tx, {
          actor,
          action: 'category.update',
          entity: 'category',
          entityId: id,
          before: audited(before),
          after: audited(after!),
        });
      });
      const found = (await service.list()).find((c) => c.id === id);
      if (!found) throw new NotFound(CATEGORY_NOT_FOUND);
      return found;
    },

    /** Deletes an empty category; one with products is refused (409) with how many to move first. */
    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        await serialise(tx);
        const before = await lock(tx, id);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(products)
          .where(eq(products.categoryId, id));
        const n = count?.n ?? 0;
        if (n > 0) {
          throw new Conflict(
            `${n} ${n === 1 ? 'product is' : 'products are'} in ${before.name}. Move ${n === 1 ? 'it' : 'them'} to another category first.`,
            { reason: 'in_use' },
          );
        }
        await tx.delete(categories).where(eq(categories.id, id));
        await audit.record(tx, {
          actor,
          action: 'category.delete',
          entity: 'category',
          entityId: id,
          before: audited(before),
          after: null,
        });
      });
    },

    /** Puts one gender's categories in this order (the menu's). */
    async reorder(gender: 'women' | 'men', ids: string[], actor: Actor): Promise<AdminCategory[]> {
      await db.transaction(async (tx) => {
        await serialise(tx);
        const current = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.gender, gender))
          .orderBy(asc(categories.sortOrder), asc(categories.name));
        const known = new Set(current.map((c) => c.id));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i))) {
          throw new Conflict(REORDER_MISMATCH);
        }
        for (const [i, id] of ids.entries()) {
          await tx.update(categories).set({ sortOrder: i }).where(eq(categories.id, id));
        }
        await audit.record(tx, {
          actor,
          action: 'category.reorder',
          entity: 'category',
          entityId: gender,
          before: { order: current.map((c) => c.id) },
          after: { order: ids },
        });
      });
      return service.list();
    },
  };
  return service;
}

export type CategoryAdmin = ReturnType<typeof createCategoryAdmin>;
