/**
 * Writing reviews (reading them is service.ts): one review per customer and product, a second one updates the
 * first, with an optional photo. The product's rating totals (rating_sum, rating_count, review_count) change in
 * the same transaction as the review, so averages and counts never drift.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ReviewDto } from '../../shop/catalog-types.ts';
import { imageUrl } from '../../shop/images.ts';
import type { ReviewInput } from '../../shop/review-input.ts';
import type { Db } from '../db/client.ts';
import { products } from '../catalog/tables.ts';
import { reviews } from './tables.ts';
import { users } from '../accounts/tables.ts';
import { NotFound } from '../errors.ts';
import type { ProductLookup } from '../wishlist/service.ts';
import { storeReviewImage } from './images.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createReviewSubmitService(deps: { db: Db; uploadsDir: string; catalog: ProductLookup }) {
  const { db } = deps;

  return {
    /**
     * Saves the customer's review of a product (by id): a new one, or an update of theirs (a new photo replaces
     * the old one; without one the old photo stays). 404 for an unknown product or one no longer sold. The photo
     * is checked and stored before the transaction (422 when it is not an image).
     */
    async submit(userId: string, productId: string, input: ReviewInput, photo: Buffer | null): Promise<ReviewDto> {
      if (!GUID.test(productId)) throw new NotFound('Product not found.');
      const pid = (await deps.catalog.getProduct(productId))._id;
      const imageKey = photo ? await storeReviewImage(deps.uploadsDir, photo) : null;
      const savedId = await db.transaction(async (tx) => {
        // Lock the product row: its totals change below, and concurrent reviews of it queue here.
        await tx.execute(sql`SELECT 1 FROM ${products} WHERE ${products.id} = ${pid} FOR UPDATE`);
        const [existing] = await tx
          .select({ id: reviews.id, rating: reviews.rating })
          .from(reviews)
          .where(and(eq(reviews.productId, pid), eq(reviews.userId, userId)))
          .limit(1);
        if (existing) {
          await tx
            .update(reviews)
            .set({
              rating: input.rating,
              text: input.review,
              ...(imageKey ? { image: imageKey } : {}),
              updatedAt: new Date(),
            })
            .where(eq(reviews.id, existing.id));
          await tx
            .update(products)
            .set({ ratingSum: sql`${products.ratingSum} + ${input.rating - existing.rating}` })
            .where(eq(products.id, pid));
          return existing.id;
        }
        const [row] = await tx
          .insert(reviews)
          .values({ productId: pid, userId, rating: input.rating, text: input.review, image: imageKey })
          .returning({ id: reviews.id });
        await tx
          .update(products)
          .set({
            ratingSum: sql`${products.ratingSum} + ${input.rating}`,
            ratingCount: sql`${products.ratingCount} + 1`,
            reviewCount: sql`${products.reviewCount} + 1`,
          })
          .where(eq(products.id, pid));
        return row!.id;
      });
      const [row] = await db
        .select({ r: reviews, name: users.name })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.id, savedId))
        .limit(1);
      const { r, name } = row!;
      return {
        _id: r.id,
        rating: r.rating,
        review: r.text,
        image: r.image ? imageUrl(r.image, 720) : null,
        userId: { name, image: null },
        createdAt: r.createdAt.toISOString(),
      };
    },
  };
}

export type ReviewSubmitService = ReturnType<typeof createReviewSubmitService>;
