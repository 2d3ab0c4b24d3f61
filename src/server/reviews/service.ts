/**
 * Reading reviews (product page, home page). The reviews table is this domain's; reviewers' names come from the
 * accounts service and products from the catalogue service (ADR 8), each in one batched call.
 */
import { and, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewDto, ReviewsPage } from '../../shop/catalog-types.ts';
import { isUuid } from '../../shop/ids.ts';
import { imageUrl } from '../../shop/images.ts';
import { FITS, summariseFit, type Fit } from '../../shop/review-fit.ts';
import { REVIEWS_PER_PAGE } from '../../shop/reviews.ts';
import type { ProductRef } from '../catalog/service.ts';
import type { Db } from '../db/client.ts';
import { reviews } from './tables.ts';

type ReviewRow = typeof reviews.$inferSelect;

/** What reading reviews needs from other domains. */
export type ReviewReadDeps = {
  db: Db;
  accounts: { displayNames(userIds: string[]): Promise<Map<string, string>> };
  catalog: { activeProductRefs(productIds: string[]): Promise<Map<string, ProductRef>> };
};

/** Reviews the storefront shows: those the store has not hidden (admin moderation). */
export const shown = isNull(reviews.hiddenAt);

/** The home page asks for at most this many more rows than it shows, to skip reviews of products no longer sold. */
const INACTIVE_MARGIN = 20;

export function toReviewDto(r: ReviewRow, userName: string, p?: ProductRef): ReviewDto {
  return {
    _id: r.id,
    rating: r.rating,
    review: r.text,
    image: r.image ? imageUrl(r.image, 720) : null,
    fit: r.fit ?? null,
    userId: { name: userName, image: null },
    ...(p ? { product: { _id: p.id, name: p.name, slug: p.slug } } : {}),
    createdAt: r.createdAt.toISOString(),
  };
}

export function createReviewReadService(deps: ReviewReadDeps) {
  const { db } = deps;

  const names = (rows: ReviewRow[]) => deps.accounts.displayNames([...new Set(rows.map((r) => r.userId))]);

  /**
   * One page of the product's shown reviews, newest first, each row carrying the count of all of them and of each fit
   * answer (window counts: taken before limit and offset). Every product page reads it: prepared once per
   * connection (ADR 24).
   */
  const shownPageQuery = db
    .select({
      review: reviews,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      ...(Object.fromEntries(
        FITS.map((f) => [f, sql<number>`count(*) filter (where ${reviews.fit} = ${f}) over ()`.mapWith(Number)]),
      ) as Record<Fit, SQL<number>>),
    })
    .from(reviews)
    .where(and(eq(reviews.productId, sql.placeholder('productId')), shown))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('reviews_shown_page');
  const shownPage = (productId: string, limit: number, offset: number) =>
    shownPageQuery.execute({ productId, limit, offset });

  return {
    /** A product's reviews, newest first, 5 a page, with its fit (unknown product: empty). */
    async forProduct(productId: string, page = 1, limit = REVIEWS_PER_PAGE): Promise<ReviewsPage> {
      if (!isUuid(productId)) return { reviews: [], total: 0, page, totalPages: 0, fit: null };
      // One statement for the page, the total and the fit counts; a page past the end has no row to carry the
      // counts, so the first review is read for them (only then).
      const found = await shownPage(productId, limit, (page - 1) * limit);
      const counts = found[0] ?? (page > 1 ? (await shownPage(productId, 1, 0))[0] : undefined);
      const rows = found.map((r) => r.review);
      const reviewers = await names(rows);
      const total = counts?.total ?? 0;
      const fit = counts ? summariseFit(counts) : null;
      return {
        reviews: rows.map((r) => toReviewDto(r, reviewers.get(r.userId) ?? '')),
        total,
        page,
        totalPages: Math.ceil(total / limit),
        fit,
      };
    },

    /**
     * The latest good reviews (4 stars and up) of products still sold, for the home page: a few more rows than
     * asked are read so reviews of inactive products can be skipped without a second round trip.
     */
    async latest(limit = 12): Promise<ReviewDto[]> {
      const rows = await db
        .select()
        .from(reviews)
        .where(and(gte(reviews.rating, 4), shown))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit + INACTIVE_MARGIN);
      const [products, reviewers] = await Promise.all([
        deps.catalog.activeProductRefs(rows.map((r) => r.productId)),
        names(rows),
      ]);
      return rows
        .filter((r) => products.has(r.productId))
        .slice(0, limit)
        .map((r) => toReviewDto(r, reviewers.get(r.userId) ?? '', products.get(r.productId)));
    },

    /** One review as the API answers it (after its author wrote it: shown to them even when hidden). */
    async byId(reviewId: string): Promise<ReviewDto | null> {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId)).limit(1);
      if (!row) return null;
      return toReviewDto(row, (await names([row])).get(row.userId) ?? '');
    },
  };
}

export type ReviewReadService = ReturnType<typeof createReviewReadService>;
