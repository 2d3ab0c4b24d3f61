/**
 * Merchandising: banners, offer banners, coupons (offers) and stories. Owned by the merch service.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Paise } from '../../shop/money.ts';
import { id, createdAt } from '../db/columns.ts';
import { products } from '../catalog/tables.ts';

export const banners = pgTable('banners', {
  id: id(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  image: text('image').notNull(),
  link: text('link').notNull().default('/shop'),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const offerBanners = pgTable('offer_banners', {
  id: id(),
  title: text('title').notNull().default(''),
  image: text('image').notNull(),
  link: text('link').notNull().default('/shop'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Coupons. Codes match case-insensitively after trimming (unique on lower(code)). */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    title: text('title').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountPercentage: integer('discount_percentage').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The coupon's rules (src/shop/coupons.ts), checked at the cart and again in the order's transaction. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    maxUsesTotal: integer('max_uses_total'),
    minOrderPaise: integer('min_order_paise')
      .$type<Paise>()
      .notNull()
      .default(sql`0`),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offers_code_uq').on(sql`lower(${t.code})`),
    check('offers_pct_ck', sql`${t.discountPercentage} >= 0 AND ${t.discountPercentage} <= 100`),
    check('offers_uses_ck', sql`coalesce(${t.maxUsesPerCustomer}, 1) >= 1 AND coalesce(${t.maxUsesTotal}, 1) >= 1`),
    check('offers_min_ck', sql`${t.minOrderPaise} >= 0`),
  ],
);

export const stories = pgTable('stories', {
  id: id(),
  title: text('title').notNull().default(''),
  image: text('image').notNull(),
  video: text('video'),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});
