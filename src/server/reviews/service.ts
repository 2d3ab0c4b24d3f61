/** Reviews: reading them (product page, home page). Writing them belongs to the accounts issue. */
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { ReviewDto } from '../../shop/catalog-types.ts';
import { imageUrl } from '../../shop/images.ts';
import type { Db } from '../db/client.ts';
import { products } from '../catalog/tables.ts';
import { reviews } from './tables.ts';
import { users } from '../accounts/tables.ts';
import { isUuid } from '../catalog/service.ts';

export const REVIEWS_PAGE_SIZE = 5;

type ReviewRow = { r: typeof reviews.$inferSelect; userName: string; p?: { id: string; name: string; slug: string } };

function toReviewDto({ r, userName, p }: ReviewRow): ReviewDto {
  return {
    _id: r.id,
    rating: r.rating,
    review: r.text,
    image: r.image ? imageUrl(r.image, 720) : null,
    userId: { name: userName, image: null },
    ...(p ? { product: { _id: p.id, name: p.name, slug: p.slug } } : {}),
    createdAt: r.createdAt.toISOString(),
  };
}

export function createReviewReadService(db: Db) {
  return {
    /** A product's reviews, newest first, 5 a page (unknown product: empty). */
    async forProduct(productId: string, page = 1, limit = REVIEWS_PAGE_SIZE) {
      if (!isUuid(productId)) return { reviews: [] as ReviewDto[], total: 0, page, totalPages: 0 };
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ r: reviews, userName: users.name })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(eq(reviews.productId, productId))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(reviews).where(eq(reviews.productId, productId)),
      ]);
      const total = totalRow?.n ?? 0;
      return { reviews: rows.map(toReviewDto), total, page, totalPages: Math.ceil(total / limit) };
    },

    /** The latest good reviews across the store, for the home page. */
    async latest(limit = 12): Promise<ReviewDto[]> {
      const rows = await db
        .select({ r: reviews, userName: users.name, p: { id: products.id, name: products.name, slug: products.slug } })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(products, and(eq(products.id, reviews.productId), eq(products.isActive, true)))
        .where(gte(reviews.rating, 4))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
      return rows.map(toReviewDto);
    },
  };
}
