/**
 * The admin's collections (issue 11): list all (active or not), create and edit with their products in order,
 * switch on or off, put in order, delete. A collection that a banner or offer banner links to is not deleted (the
 * banner would lead nowhere): the refusal names the banners; switch the collection off or change the banners first.
 * The store's collection reads (service.ts) are not cached, so a change shows at once. Audited.
 */
import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { CollectionInput } from '../../shop/admin/merch.ts';
import { isUuid } from '../../shop/ids.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import { collectionProducts, collections, products } from './tables.ts';

export type AdminCollection = {
  id: string;
  name: string;
  slug: string;
  description: string;
  imageKey: string;
  isActive: boolean;
  sortOrder: number;
  seoTitle: string | null;
  seoDescription: string | null;
  productCount: number;
};
export type PickedProduct = { id: string; name: string; imageKey: string | null; isActive: boolean };
export type AdminCollectionDetail = AdminCollection & { products: PickedProduct[] };

export const COLLECTION_NOT_FOUND = 'No such collection.';
export const COLLECTION_SLUG_TAKEN = 'Another collection has this slug.';
export const UNKNOWN_PRODUCTS = 'Some of these products are no longer in the catalogue. Reload and pick again.';
export const IMAGE_MISSING = 'That image is not uploaded. Please upload it again.';
export const REORDER_MISMATCH = 'The list changed meanwhile. Reload the page and order it again.';

type Row = typeof collections.$inferSelect;
const toAdmin = (c: Row, productCount: number): AdminCollection => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  imageKey: c.modelImage,
  isActive: c.isActive,
  sortOrder: c.sortOrder,
  seoTitle: c.seoTitle,
  seoDescription: c.seoDescription,
  productCount,
});
const audited = (c: Row, productIds: string[]) => ({
  name: c.name,
  slug: c.slug,
  description: c.description,
  image: c.modelImage,
  isActive: c.isActive,
  seoTitle: c.seoTitle,
  seoDescription: c.seoDescription,
  productIds,
});

export function createCollectionAdmin(deps: {
  db: Db;
  audit: AuditService;
  imageExists: (key: string) => Promise<boolean>;
  /** Titles of banners that link to a page (merch service): a linked collection is not deleted. */
  linksTo: (path: string) => Promise<string[]>;
}) {
  const { db, audit } = deps;

  async function productIdsOf(exec: Db | Tx, id: string): Promise<string[]> {
    const rows = await exec
      .select({ id: collectionProducts.productId })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, id))
      .orderBy(asc(collectionProducts.position));
    return rows.map((r) => r.id);
  }

  async function lock(tx: Tx, id: string): Promise<Row> {
    if (!isUuid(id)) throw new NotFound(COLLECTION_NOT_FOUND);
    const [row] = await tx.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!row) throw new NotFound(COLLECTION_NOT_FOUND);
    return row;
  }

  async function check(tx: Tx, input: CollectionInput, exceptId: string | null): Promise<void> {
    if (!(await deps.imageExists(input.image))) throw new Invalid(IMAGE_MISSING, { fields: { image: IMAGE_MISSING } });
    const [taken] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(
        exceptId
          ? and(eq(collections.slug, input.slug), ne(collections.id, exceptId))
          : eq(collections.slug, input.slug),
      )
      .limit(1);
    if (taken) throw new Conflict(COLLECTION_SLUG_TAKEN, { fields: { slug: COLLECTION_SLUG_TAKEN } });
    if (input.productIds.length > 0) {
      const [found] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(inArray(products.id, input.productIds));
      if ((found?.n ?? 0) !== input.productIds.length) {
        throw new Invalid(UNKNOWN_PRODUCTS, { fields: { productIds: UNKNOWN_PRODUCTS } });
      }
    }
  }

  async function setProducts(tx: Tx, id: string, productIds: string[]): Promise<void> {
    await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, id));
    if (productIds.length > 0) {
      await tx
        .insert(collectionProducts)
        .values(productIds.map((productId, position) => ({ collectionId: id, productId, position })));
    }
  }

  const columns = (input: CollectionInput) => ({
    name: input.name,
    slug: input.slug,
    description: input.description,
    modelImage: input.image,
    isActive: input.isActive,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
  });

  const service = {
    /** Every collection, in the store's order, with its number of products. */
    async list(): Promise<AdminCollection[]> {
      const rows = await db
        .select({ c: collections, n: sql<number>`count(${collectionProducts.productId})::int` })
        .from(collections)
        .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
        .groupBy(collections.id)
        .orderBy(asc(collections.sortOrder), asc(collections.name));
      return rows.map((r) => toAdmin(r.c, r.n));
    },

    async get(id: string): Promise<AdminCollectionDetail> {
      if (!isUuid(id)) throw new NotFound(COLLECTION_NOT_FOUND);
      const [row] = await db.select().from(collections).where(eq(collections.id, id)).limit(1);
      if (!row) throw new NotFound(COLLECTION_NOT_FOUND);
      const picked = await db
        .select({ id: products.id, name: products.name, images: products.images, isActive: products.isActive })
        .from(collectionProducts)
        .innerJoin(products, eq(products.id, collectionProducts.productId))
        .where(eq(collectionProducts.collectionId, id))
        .orderBy(asc(collectionProducts.position));
      return {
        ...toAdmin(row, picked.length),
        products: picked.map((p) => ({ id: p.id, name: p.name, imageKey: p.images[0] ?? null, isActive: p.isActive })),
      };
    },

    async create(input: CollectionInput, actor: Actor): Promise<AdminCollectionDetail> {
      const id = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalog:collections'))`);
        await check(tx, input, null);
        const [created] = await tx
          .insert(collections)
          .values({
            ...columns(input),
            sortOrder: sql`(SELECT coalesce(max(${collections.sortOrder}), -1) + 1 FROM ${collections})`,
          })
          .returning();
        await setProducts(tx, created!.id, input.productIds);
        await audit.record(tx, {
          actor,
          action: 'collection.create',
          entity: 'collection',
          entityId: created!.id,
          before: null,
          after: audited(created!, input.productIds),
        });
        return created!.id;
      });
      return service.get(id);
    },

    async update(id: string, input: CollectionInput, actor: Actor): Promise<AdminCollectionDetail> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalog:collections'))`);
        const before = await lock(tx, id);
        await check(tx, input, id);
        const beforeIds = await productIdsOf(tx, id);
        const [after] = await tx.update(collections).set(columns(input)).where(eq(collections.id, id)).returning();
        await setProducts(tx, id, input.productIds);
        await audit.record(tx, {
          actor,
          action: 'collection.update',
          entity: 'collection',
          entityId: id,
          before: audited(before, beforeIds),
          after: audited(after!, input.productIds),
        });
      });
      return service.get(id);
    },

    async setActive(id: string, isActive: boolean, actor: Actor): Promise<AdminCollectionDetail> {
      await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        await tx.update(collections).set({ isActive }).where(eq(collections.id, id));
        await audit.record(tx, {
          actor,
          action: isActive ? 'collection.activate' : 'collection.deactivate',
          entity: 'collection',
          entityId: id,
          before: { isActive: before.isActive },
          after: { isActive },
        });
      });
      return service.get(id);
    },

    /** Deletes a collection no banner links to (its product list goes with it); else a 409 naming the banners. */
    async remove(id: string, actor: Actor): Promise<void> {
      if (!isUuid(id)) throw new NotFound(COLLECTION_NOT_FOUND);
      const linked = await deps.linksTo(`/collections/${id}`);
      if (linked.length > 0) {
        throw new Conflict(
          `Banners link to this collection (${linked.slice(0, 3).join(', ')}${linked.length > 3 ? ', …' : ''}). ` +
            'Change their links first, or switch the collection off instead.',
          { reason: 'in_use' },
        );
      }
      await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        const beforeIds = await productIdsOf(tx, id);
        await tx.delete(collections).where(eq(collections.id, id));
        await audit.record(tx, {
          actor,
          action: 'collection.delete',
          entity: 'collection',
          entityId: id,
          before: audited(before, beforeIds),
          after: null,
        });
      });
    },

    /** Puts every collection in this order. */
    async reorder(ids: string[], actor: Actor): Promise<AdminCollection[]> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalog:collections'))`);
        const current = await tx
          .select({ id: collections.id })
          .from(collections)
          .orderBy(asc(collections.sortOrder), asc(collections.name));
        const known = new Set(current.map((c) => c.id));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i))) {
          throw new Conflict(REORDER_MISMATCH);
        }
        for (const [i, id] of ids.entries()) {
          await tx.update(collections).set({ sortOrder: i }).where(eq(collections.id, id));
        }
        await audit.record(tx, {
          actor,
          action: 'collection.reorder',
          entity: 'collection',
          entityId: 'order',
          before: { order: current.map((c) => c.id) },
          after: { order: ids },
        });
      });
      return service.list();
    },

    /** Products whose name contains the words typed (any state), for picking into a collection or a story. */
    async searchProducts(q: string, limit = 12): Promise<PickedProduct[]> {
      const like = `%${q.replace(/[%_\\]/g, '').trim()}%`;
      const rows = await db
        .select({ id: products.id, name: products.name, images: products.images, isActive: products.isActive })
        .from(products)
        .where(ilike(products.name, like))
        .orderBy(sql`${products.isActive} DESC`, asc(products.name))
        .limit(Math.min(limit, 50));
      return rows.map((p) => ({ id: p.id, name: p.name, imageKey: p.images[0] ?? null, isActive: p.isActive }));
    },

    /** Whether a product exists (any state): a story may link to it. */
    async productExists(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
      return Boolean(row);
    },
  };
  return service;
}

export type CollectionAdmin = ReturnType<typeof createCollectionAdmin>;
