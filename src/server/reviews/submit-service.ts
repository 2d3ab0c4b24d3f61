/**
 * Writing reviews (reading them is service.ts): one review per customer and product, a second one updates the
 * first, with an optional photo. The product's rating totals (rating_sum, rating_count, review_count) change in
 * the same transaction as the review, so averages and counts never drift.
 */
import { and, eq } from 'drizzle-orm';
import type { ReviewDto } from '../../shop/catalog-types.ts';
import { isUuid } from '../../shop/ids.ts';
import type { ReviewInput } from '../../shop/review-input.ts';
import type { Db, Tx } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { ProductLookup } from '../wishlist/service.ts';
import { storeReviewImage } from './images.ts';
import type { ReviewReadService } from './service.ts';
import { reviews } from './tables.ts';

/** The catalogue keeps each product's rating totals; reviews move them in their own transaction. */
export type RatingTotals = {
  lockForRating(tx: Tx, productId: string): Promise<void>;
  adjustRatingTotals(
    tx: Tx,
    productId: string,
    delta: { ratingSum: number; ratingCount: number; reviewCount: number },
  ): Promise<void>;
};

export function createReviewSubmitService(deps: {
  db: Db;
  storage: FileStorage;
  catalog: ProductLookup & RatingTotals;
  read: Pick<ReviewReadService, 'byId'>;
}) {
  const { db } = deps;

  return {
    /**
     * Saves the customer's review of a product (by id): a new one, or an update of theirs (a new photo replaces
     * the old one; without one the old photo stays; the fit is the new review's, none when it says none). 404 for
     * an unknown product or one no longer sold. The photo is checked and stored before the transaction (422 when it
     * is not an image).
     */
    async submit(userId: string, productId: string, input: ReviewInput, photo: Buffer | null): Promise<ReviewDto> {
      if (!isUuid(productId)) throw new NotFound('Product not found.');
      const pid = (await deps.catalog.getProduct(productId))._id;
      const imageKey = photo ? await storeReviewImage(deps.storage, photo) : null;
      const savedId = await db.transaction(async (tx) => {
        // Lock the product row: its totals change below, and concurrent reviews of it queue here.
        await deps.catalog.lockForRating(tx, pid);
        const [existing] = await tx
          .select({ id: reviews.id, rating: reviews.rating, hiddenAt: reviews.hiddenAt })
          .from(reviews)
          .where(and(eq(reviews.productId, pid), eq(reviews.userId, userId)))
          .limit(1);
        if (existing) {
          await tx
            .update(reviews)
            .set({
              rating: input.rating,
              text: input.review,
              fit: input.fit ?? null,
              ...(imageKey ? { image: imageKey } : {}),
              updatedAt: new Date(),
            })
            .where(eq(reviews.id, existing.id));
          // A review the store hid stays hidden (and out of the totals) when its author edits it.
          if (!existing.hiddenAt) {
            await deps.catalog.adjustRatingTotals(tx, pid, {
              ratingSum: input.rating - existing.rating,
              ratingCount: 0,
              reviewCount: 0,
            });
          }
          return existing.id;
        }
        const [row] = await tx
          .insert(reviews)
          .values({
            productId: pid,
            userId,
            rating: input.rating,
            text: input.review,
            fit: input.fit ?? null,
            image: imageKey,
          })
          .returning({ id: reviews.id });
        await deps.catalog.adjustRatingTotals(tx, pid, { ratingSum: input.rating, ratingCount: 1, reviewCount: 1 });
        return row!.id;
      });
      return (await deps.read.byId(savedId))!;
    },
  };
}

export type ReviewSubmitService = ReturnType<typeof createReviewSubmitService>;
