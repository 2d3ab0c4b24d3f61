/**
 * Wishlists. Owned by the wishlist service.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';
import { users } from '../accounts/tables.ts';
import { products } from '../catalog/tables.ts';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
