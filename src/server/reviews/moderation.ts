/**
 * The store's review moderation (issue 11): list every review (hidden ones too), hide or show one, delete one. A
 * hidden review is not shown anywhere on the storefront (service.ts reads only shown ones) and does not count in
 * its product's rating totals, so hiding, showing and deleting move the totals in the same transaction as the
 * change, under the product's rating lock (the order submit-service.ts takes it in), with the audit entry.
 */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ReviewListQuery } from '../../shop/admin/reviews.ts';
import { isUuid } from '../../shop/ids.ts';
import { imageUrl } from '../../shop/images.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import type { RatingTotals } from './submit-service.ts';
import { reviews } from './tables.ts';

export type AdminReview = {
  id: string;
  productId: string;
  /** The product's slug (its page: /product/<slug>); null when the product is gone. */
  productSlug: string | null;
  userId: string;
  reviewer: string;
  rating: number;
  text: string;
  image: string | null;
  fit: string | null;
  hidden: boolean;
  createdAt: string;
};

type Row = typeof reviews.$inferSelect;

export const REVIEW_NOT_FOUND = 'No such review.';

/** The audited fields of a review. */
const audited = (r: Row) => ({
  productId: r.productId,
  userId: r.userId,
  rating: r.rating,
  text: r.text,
  image: r.image,
  hidden: r.hiddenAt !== null,
});

/** What a shown review adds to its product's totals (a hidden one adds nothing). */
const weight = (r: Pick<Row, 'rating'>, sign: 1 | -1) => ({
  ratingSum: sign * r.rating,
  ratingCount: sign,
  reviewCount: sign,
});

export function createReviewModeration(deps: {
  db: Db;
  audit: AuditService;
  catalog: RatingTotals & { slugsFor(productIds: string[]): Promise<Map<string, string>> };
  accounts: { displayNames(userIds: string[]): Promise<Map<string, string>> };
}) {
  const { db, audit } = deps;

  /** Locks the review's product (rating totals) and then the review; throws 404 when it is gone. */
  async function lockReview(tx: Tx, id: string): Promise<Row> {
    if (!isUuid(id)) throw new NotFound(REVIEW_NOT_FOUND);
    const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
    if (!found) throw new NotFound(REVIEW_NOT_FOUND);
    await deps.catalog.lockForRating(tx, found.productId);
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!row) throw new NotFound(REVIEW_NOT_FOUND);
    return row;
  }

  async function toAdmin(rows: Row[]): Promise<AdminReview[]> {
    const [slugs, names] = await Promise.all([
      deps.catalog.slugsFor([...new Set(rows.map((r) => r.productId))]),
      deps.accounts.displayNames([...new Set(rows.map((r) => r.userId))]),
    ]);
    return rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      productSlug: slugs.get(r.productId) ?? null,
      userId: r.userId,
      reviewer: names.get(r.userId) ?? '',
      rating: r.rating,
      text: r.text,
      image: r.image ? imageUrl(r.image, 360) : null,
      fit: r.fit ?? null,
      hidden: r.hiddenAt !== null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  return {
    /** Every review, newest first, filtered by product, rating, hidden or shown and photo, a page at a time. */
    async list(q: ReviewListQuery): Promise<{ reviews: AdminReview[]; total: number }> {
      const where: SQL[] = [];
      if (q.productId) where.push(eq(reviews.productId, q.productId));
      if (q.rating) where.push(eq(reviews.rating, q.rating));
      if (q.status === 'hidden') where.push(isNotNull(reviews.hiddenAt));
      if (q.status === 'shown') where.push(isNull(reviews.hiddenAt));
      if (q.photo) where.push(isNotNull(reviews.image));
      const cond = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(cond)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage),
        db.select({ n: count() }).from(reviews).where(cond),
      ]);
      return { reviews: await toAdmin(rows), total: total?.n ?? 0 };
    },

    /**
     * Hides a review from the store (its rating leaves the product's totals) or shows it again (it comes back).
     * Setting the state it already has changes nothing and records nothing.
     */
    async setHidden(id: string, hidden: boolean, actor: Actor): Promise<AdminReview> {
      const row = await db.transaction(async (tx) => {
        const before = await lockReview(tx, id);
        if ((before.hiddenAt !== null) === hidden) return before;
        const [after] = await tx
          .update(reviews)
          .set({ hiddenAt: hidden ? new Date() : null })
          .where(eq(reviews.id, id))
          .returning();
        await deps.catalog.adjustRatingTotals(tx, before.productId, weight(before, hidden ? -1 : 1));
        await audit.record(tx, {
          actor,
          action: hidden ? 'review.hide' : 'review.show',
          entity: 'review',
          entityId: id,
          before: { hidden: before.hiddenAt !== null },
          after: { hidden: after!.hiddenAt !== null },
        });
        return after!;
      });
      return (await toAdmin([row]))[0]!;
    },

    /** Deletes a review for good (a shown one leaves its product's totals); its stored photo files stay. */
    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockReview(tx, id);
        await tx.delete(reviews).where(eq(reviews.id, id));
        if (before.hiddenAt === null) await deps.catalog.adjustRatingTotals(tx, before.productId, weight(before, -1));
        await audit.record(tx, {
          actor,
          action: 'review.delete',
          entity: 'review',
          entityId: id,
          before: audited(before),
          after: null,
        });
      });
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
