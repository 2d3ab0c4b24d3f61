/**
 * The admin's banners, offer banners and stories (issue 11): list all (active or not), create, edit, switch on or
 * off, put in order, delete. Nothing else refers to these rows, so delete removes them (audited with what they
 * held); to take one off the home page for a while, switch it off. Images are keys made by the admin upload
 * (images.ts), checked to exist. The home page reads these tables on every request (no cache to clear).
 */
import { asc, eq, or, sql } from 'drizzle-orm';
import type { BannerInput, ImageFolder, MerchKind, OfferBannerInput, StoryInput } from '../../shop/admin/merch.ts';
import { isUuid } from '../../shop/ids.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import { banners, offerBanners, stories } from './tables.ts';

export type MerchItem = {
  id: string;
  title: string;
  subtitle: string | null;
  imageKey: string;
  link: string | null;
  video: string | null;
  productId: string | null;
  isActive: boolean;
  sortOrder: number;
};

type Inputs = { banners: BannerInput; 'offer-banners': OfferBannerInput; stories: StoryInput };
export type MerchInput<K extends MerchKind> = Inputs[K];

type BannerRow = typeof banners.$inferSelect;
type OfferRow = typeof offerBanners.$inferSelect;
type StoryRow = typeof stories.$inferSelect;

const ENTITY: Record<MerchKind, string> = { banners: 'banner', 'offer-banners': 'offer_banner', stories: 'story' };
const NOT_FOUND: Record<MerchKind, string> = {
  banners: 'No such banner.',
  'offer-banners': 'No such offer banner.',
  stories: 'No such story.',
};
export const PRODUCT_NOT_FOUND = 'That product is not in the catalogue. Choose one from the search.';
export const IMAGE_MISSING = 'That image is not uploaded. Please upload it again.';
export const REORDER_MISMATCH = 'The list changed meanwhile. Reload the page and order it again.';

const fromBanner = (r: BannerRow): MerchItem => ({
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  imageKey: r.image,
  link: r.link,
  video: null,
  productId: null,
  isActive: r.status === 'active',
  sortOrder: r.sortOrder,
});
const fromOffer = (r: OfferRow): MerchItem => ({
  id: r.id,
  title: r.title,
  subtitle: null,
  imageKey: r.image,
  link: r.link,
  video: null,
  productId: null,
  isActive: r.isActive,
  sortOrder: r.sortOrder,
});
const fromStory = (r: StoryRow): MerchItem => ({
  id: r.id,
  title: r.title,
  subtitle: null,
  imageKey: r.image,
  link: null,
  video: r.video,
  productId: r.productId,
  isActive: r.status === 'active',
  sortOrder: r.sortOrder,
});

/** The audited fields of an item (what its kind has). */
function audited(kind: MerchKind, i: MerchItem): Record<string, unknown> {
  const common = { title: i.title, image: i.imageKey, isActive: i.isActive, sortOrder: i.sortOrder };
  if (kind === 'banners') return { ...common, subtitle: i.subtitle, link: i.link };
  if (kind === 'offer-banners') return { ...common, link: i.link };
  return { ...common, video: i.video, productId: i.productId };
}

export function createMerchAdmin(deps: {
  db: Db;
  audit: AuditService;
  /** Whether an uploaded image key exists in storage. */
  imageExists: (key: string) => Promise<boolean>;
  /** Re-encodes and stores an upload (reviews/images.ts); answers its key. */
  storeImage: (data: Buffer, folder: ImageFolder) => Promise<string>;
  /** Whether a product exists (any state), from the catalogue service. */
  productExists: (id: string) => Promise<boolean>;
}) {
  const { db, audit } = deps;

  /** The per-kind table access, behind one shape. */
  const tables = {
    banners: {
      all: async (exec: Db | Tx) =>
        (await exec.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.createdAt))).map(fromBanner),
      lock: async (tx: Tx, id: string) =>
        (await tx.select().from(banners).where(eq(banners.id, id)).for('update')).map(fromBanner)[0],
      insert: async (tx: Tx, v: BannerInput, sortOrder: number) =>
        fromBanner(
          (
            await tx
              .insert(banners)
              .values({ ...fields('banners', v), sortOrder })
              .returning()
          )[0]!,
        ),
      update: async (tx: Tx, id: string, set: Partial<BannerRow>) =>
        fromBanner((await tx.update(banners).set(set).where(eq(banners.id, id)).returning())[0]!),
      remove: (tx: Tx, id: string) => tx.delete(banners).where(eq(banners.id, id)),
      setOrder: (tx: Tx, id: string, sortOrder: number) =>
        tx.update(banners).set({ sortOrder }).where(eq(banners.id, id)),
      active: (isActive: boolean) => ({ status: isActive ? ('active' as const) : ('inactive' as const) }),
      maxOrder: sql<number>`(SELECT coalesce(max(${banners.sortOrder}), -1) + 1 FROM ${banners})`,
    },
    'offer-banners': {
      all: async (exec: Db | Tx) =>
        (await exec.select().from(offerBanners).orderBy(asc(offerBanners.sortOrder), asc(offerBanners.createdAt))).map(
          fromOffer,
        ),
      lock: async (tx: Tx, id: string) =>
        (await tx.select().from(offerBanners).where(eq(offerBanners.id, id)).for('update')).map(fromOffer)[0],
      insert: async (tx: Tx, v: OfferBannerInput, sortOrder: number) =>
        fromOffer(
          (
            await tx
              .insert(offerBanners)
              .values({ ...fields('offer-banners', v), sortOrder })
              .returning()
          )[0]!,
        ),
      update: async (tx: Tx, id: string, set: Partial<OfferRow>) =>
        fromOffer((await tx.update(offerBanners).set(set).where(eq(offerBanners.id, id)).returning())[0]!),
      remove: (tx: Tx, id: string) => tx.delete(offerBanners).where(eq(offerBanners.id, id)),
      setOrder: (tx: Tx, id: string, sortOrder: number) =>
        tx.update(offerBanners).set({ sortOrder }).where(eq(offerBanners.id, id)),
      active: (isActive: boolean) => ({ isActive }),
      maxOrder: sql<number>`(SELECT coalesce(max(${offerBanners.sortOrder}), -1) + 1 FROM ${offerBanners})`,
    },
    stories: {
      all: async (exec: Db | Tx) =>
        (await exec.select().from(stories).orderBy(asc(stories.sortOrder), asc(stories.createdAt))).map(fromStory),
      lock: async (tx: Tx, id: string) =>
        (await tx.select().from(stories).where(eq(stories.id, id)).for('update')).map(fromStory)[0],
      insert: async (tx: Tx, v: StoryInput, sortOrder: number) =>
        fromStory(
          (
            await tx
              .insert(stories)
              .values({ ...fields('stories', v), sortOrder })
              .returning()
          )[0]!,
        ),
      update: async (tx: Tx, id: string, set: Partial<StoryRow>) =>
        fromStory((await tx.update(stories).set(set).where(eq(stories.id, id)).returning())[0]!),
      remove: (tx: Tx, id: string) => tx.delete(stories).where(eq(stories.id, id)),
      setOrder: (tx: Tx, id: string, sortOrder: number) =>
        tx.update(stories).set({ sortOrder }).where(eq(stories.id, id)),
      active: (isActive: boolean) => ({ status: isActive ? ('active' as const) : ('inactive' as const) }),
      maxOrder: sql<number>`(SELECT coalesce(max(${stories.sortOrder}), -1) + 1 FROM ${stories})`,
    },
  };

  /** The row's columns from an input. */
  function fields(kind: 'banners', v: BannerInput): Omit<BannerRow, 'id' | 'createdAt' | 'sortOrder'>;
  function fields(kind: 'offer-banners', v: OfferBannerInput): Omit<OfferRow, 'id' | 'createdAt' | 'sortOrder'>;
  function fields(kind: 'stories', v: StoryInput): Omit<StoryRow, 'id' | 'createdAt' | 'sortOrder'>;
  function fields(kind: MerchKind, v: BannerInput | OfferBannerInput | StoryInput) {
    const status = v.isActive ? ('active' as const) : ('inactive' as const);
    if (kind === 'banners') {
      const b = v as BannerInput;
      return { title: b.title, subtitle: b.subtitle, image: b.image, link: b.link, status };
    }
    if (kind === 'offer-banners') {
      const o = v as OfferBannerInput;
      return { title: o.title, image: o.image, link: o.link, isActive: o.isActive };
    }
    const s = v as StoryInput;
    return { title: s.title, image: s.image, video: s.video, productId: s.productId, status };
  }

  async function checkInput(kind: MerchKind, input: BannerInput | OfferBannerInput | StoryInput): Promise<void> {
    if (!(await deps.imageExists(input.image))) throw new Invalid(IMAGE_MISSING, { fields: { image: IMAGE_MISSING } });
    if (kind === 'stories') {
      const { productId } = input as StoryInput;
      if (productId && !(await deps.productExists(productId))) {
        throw new Invalid(PRODUCT_NOT_FOUND, { fields: { productId: PRODUCT_NOT_FOUND } });
      }
    }
  }

  async function locked(tx: Tx, kind: MerchKind, id: string): Promise<MerchItem> {
    const found = isUuid(id) ? await tables[kind].lock(tx, id) : undefined;
    if (!found) throw new NotFound(NOT_FOUND[kind]);
    return found;
  }

  /** Serialises writes to one kind's list, so an insert's place and a new order never interleave. */
  const lockList = (tx: Tx, kind: MerchKind) =>
    tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`merch:${kind}`}))`);

  const record = (
    tx: Tx,
    actor: Actor,
    kind: MerchKind,
    verb: string,
    id: string,
    before: MerchItem | null,
    after: MerchItem | null,
  ) =>
    audit.record(tx, {
      actor,
      action: `${ENTITY[kind]}.${verb}`,
      entity: ENTITY[kind],
      entityId: id,
      before: before && audited(kind, before),
      after: after && audited(kind, after),
    });

  return {
    /** Stores an uploaded image (any kind of the admin's merchandising, collections too); answers its key. */
    uploadImage(data: Buffer, folder: ImageFolder): Promise<string> {
      return deps.storeImage(data, folder);
    },

    /** Every item of a kind, active or not, in the home page's order. */
    list(kind: MerchKind): Promise<MerchItem[]> {
      return tables[kind].all(db);
    },

    async create<K extends MerchKind>(kind: K, input: MerchInput<K>, actor: Actor): Promise<MerchItem> {
      await checkInput(kind, input);
      return db.transaction(async (tx) => {
        await lockList(tx, kind);
        const [{ next } = { next: 0 }] = await tx
          .execute<{ next: number }>(sql`SELECT ${tables[kind].maxOrder} AS next`)
          .then((r) => r.rows);
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kind picks the matching input type
        const item = await tables[kind].insert(tx, input as any, Number(next));
        await record(tx, actor, kind, 'create', item.id, null, item);
        return item;
      });
    },

    async update<K extends MerchKind>(kind: K, id: string, input: MerchInput<K>, actor: Actor): Promise<MerchItem> {
      await checkInput(kind, input);
      return db.transaction(async (tx) => {
        const before = await locked(tx, kind, id);
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kind picks the matching input type
        const after = await tables[kind].update(tx, id, fields(kind as any, input as any));
        await record(tx, actor, kind, 'update', id, before, after);
        return after;
      });
    },

    async setActive(kind: MerchKind, id: string, isActive: boolean, actor: Actor): Promise<MerchItem> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, kind, id);
        const after = await tables[kind].update(tx, id, tables[kind].active(isActive));
        await record(tx, actor, kind, isActive ? 'activate' : 'deactivate', id, before, after);
        return after;
      });
    },

    async remove(kind: MerchKind, id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await locked(tx, kind, id);
        await tables[kind].remove(tx, id);
        await record(tx, actor, kind, 'delete', id, before, null);
      });
    },

    /** Puts the whole list in this order (every id exactly once); one audit entry with the old and new order. */
    async reorder(kind: MerchKind, ids: string[], actor: Actor): Promise<MerchItem[]> {
      return db.transaction(async (tx) => {
        await lockList(tx, kind);
        const current = await tables[kind].all(tx);
        const known = new Set(current.map((i) => i.id));
        if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
          throw new Conflict(REORDER_MISMATCH);
        }
        for (const [i, id] of ids.entries()) await tables[kind].setOrder(tx, id, i);
        await audit.record(tx, {
          actor,
          action: `${ENTITY[kind]}.reorder`,
          entity: ENTITY[kind],
          entityId: 'order',
          before: { order: current.map((i) => i.id) },
          after: { order: ids },
        });
        return tables[kind].all(tx);
      });
    },

    /** Titles of banners and offer banners that link to this page (a collection about to be deleted). */
    async linksTo(path: string): Promise<string[]> {
      const [b, o] = await Promise.all([
        db
          .select({ title: banners.title })
          .from(banners)
          .where(or(eq(banners.link, path), sql`${banners.link} LIKE ${`${path}?%`}`)),
        db
          .select({ title: offerBanners.title })
          .from(offerBanners)
          .where(or(eq(offerBanners.link, path), sql`${offerBanners.link} LIKE ${`${path}?%`}`)),
      ]);
      return [...b.map((r) => r.title), ...o.map((r) => r.title || 'an offer banner')];
    },
  };
}

export type MerchAdmin = ReturnType<typeof createMerchAdmin>;
