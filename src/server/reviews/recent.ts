/**
 * The latest reviews of any rating, for the admin's dashboard (issue 11): the storefront's `latest` shows only the
 * good ones of products on sale; the store wants to see every new review. Reviewers' names and products come from
 * their services, each in one batched call.
 */
import { desc } from 'drizzle-orm';
import type { ProductRef } from '../catalog/service.ts';
import type { Db } from '../db/client.ts';
import { reviews } from './tables.ts';

export type RecentReview = {
  id: string;
  rating: number;
  text: string;
  reviewer: string;
  product: { id: string; name: string; slug: string } | null;
  createdAt: string;
};

export function createRecentReviews(deps: {
  db: Db;
  accounts: { displayNames(userIds: string[]): Promise<Map<string, string>> };
  catalog: { activeProductRefs(productIds: string[]): Promise<Map<string, ProductRef>> };
}) {
  return {
    async recent(limit = 5): Promise<RecentReview[]> {
      const rows = await deps.db
        .select()
        .from(reviews)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(Math.min(Math.max(limit, 1), 50));
      const [names, products] = await Promise.all([
        deps.accounts.displayNames([...new Set(rows.map((r) => r.userId))]),
        deps.catalog.activeProductRefs([...new Set(rows.map((r) => r.productId))]),
      ]);
      return rows.map((r) => {
        const p = products.get(r.productId);
        return {
          id: r.id,
          rating: r.rating,
          text: r.text.slice(0, 200),
          reviewer: names.get(r.userId) ?? '',
          product: p ? { id: p.id, name: p.name, slug: p.slug } : null,
          createdAt: r.createdAt.toISOString(),
        };
      });
    },
  };
}

export type RecentReviews = ReturnType<typeof createRecentReviews>;
