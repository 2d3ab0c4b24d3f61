/**
 * Product reviews. Owned by the review services (the product's rating totals belong to the catalog).
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../db/columns.ts';
import { reviewFitEnum } from '../db/enums.ts';
import { users } from '../accounts/tables.ts';
import { products } from '../catalog/tables.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    image: text('image'),
    /** "How did it fit?": optional (null when the reviewer did not say). */
    fit: reviewFitEnum('fit'),
    /** Hidden by the store's moderation (issue 11): not shown anywhere and not counted in the product's totals. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    check('reviews_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
