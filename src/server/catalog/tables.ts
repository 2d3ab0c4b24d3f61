/**
 * The catalogue: categories, products with per-size variants (stock), collections. Owned by the catalog service.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Paise } from '../../shop/money.ts';
import { DEFAULT_COUNTRY_OF_ORIGIN, DEFAULT_HSN } from '../../shop/admin/product.ts';
import { users } from '../accounts/tables.ts';
import { id, createdAt, updatedAt } from '../db/columns.ts';
import { genderEnum } from '../db/enums.ts';

/** Full-text search document, maintained by a trigger (see migrations 0001-0004 and 0015). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    gender: genderEnum('gender').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** Whether items of this category may be returned or exchanged (innerwear and accessories may not). */
    returnable: boolean('returnable').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_gender_slug_uq').on(t.gender, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    brand: text('brand').notNull(),
    description: text('description').notNull().default(''),
    material: text('material').notNull().default(''),
    specification: text('specification').notNull().default(''),
    mrpPaise: integer('mrp_paise').$type<Paise>().notNull(),
    salePaise: integer('sale_paise').$type<Paise>().notNull(),
    gender: genderEnum('gender').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    /** Image keys: each is served as /uploads/{key}-{width}.webp in every width of IMAGE_WIDTHS. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video'),
    /** HSN code of the goods (4-8 digits): the GST rule of its invoice lines (src/shop/gst/tax.ts). */
    hsn: text('hsn').notNull().default(DEFAULT_HSN),
    /** Legal Metrology: shown on the product page. */
    countryOfOrigin: text('country_of_origin').notNull().default(DEFAULT_COUNTRY_OF_ORIGIN),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Sold as final sale: no return or exchange (src/shop/returns.ts). */
    finalSale: boolean('final_sale').notNull().default(false),
    /** Made or altered to the customer's order: no return or exchange. */
    customised: boolean('customised').notNull().default(false),
    /** Kept in step with the reviews table by the reviews service. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** round((mrp - sale) / mrp * 100), kept by PostgreSQL for the discount filter. */
    discountPct: smallint('discount_pct').generatedAlwaysAs(sql`round((mrp_paise - sale_paise) * 100.0 / mrp_paise)`),
    ratingAvg: real('rating_avg').generatedAlwaysAs(
      sql`CASE WHEN rating_count > 0 THEN rating_sum::real / rating_count ELSE 0 END`,
    ),
    /** Bumped by every admin save: the editor sends the version it loaded, a stale one is refused (edit_conflict). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_rating_idx').on(t.ratingAvg),
    index('products_discount_idx').on(t.discountPct),
    index('products_category_idx').on(t.categoryId),
    index('products_gender_idx').on(t.gender),
    index('products_created_idx').on(t.createdAt),
    index('products_sale_idx').on(t.salePaise),
    // The admin list's search by name, brand or slug (ILIKE '%...%'); see admin-products.ts.
    index('products_admin_search_idx').using(
      'gin',
      sql`(${t.name} || ' ' || ${t.brand} || ' ' || ${t.slug}) gin_trgm_ops`,
    ),
    index('products_name_idx').on(t.name),
    check('products_prices_ck', sql`${t.mrpPaise} > 0 AND ${t.salePaise} > 0 AND ${t.salePaise} <= ${t.mrpPaise}`),
  ],
);

/** The documents' filter columns, in the order of their filter indexes (the unique product id last). */
const filterColumns = (t: {
  gender: AnyPgColumn;
  categoryId: AnyPgColumn;
  salePaise: AnyPgColumn;
  discountPct: AnyPgColumn;
  ratingAvg: AnyPgColumn;
  productId: AnyPgColumn;
}) => [t.gender, t.categoryId, t.salePaise, t.discountPct, t.ratingAvg, t.productId] as const;

/**
 * What listings and search read of each product on sale, one narrow row per active product (none for a withdrawn
 * one), kept by triggers on products and categories (migration 0015): the filter and sort columns, and the search
 * document. Listings, their counts and searches scan these rows and their indexes instead of the wide product rows
 * (descriptions, specifications, images), then read the page's products in full.
 */
export const productDocuments = pgTable(
  'product_documents',
  {
    productId: uuid('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    gender: genderEnum('gender').notNull(),
    categoryId: uuid('category_id').notNull(),
    salePaise: integer('sale_paise').$type<Paise>().notNull(),
    discountPct: smallint('discount_pct').notNull(),
    ratingAvg: real('rating_avg').notNull(),
    ratingCount: integer('rating_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Weighted: name (A), brand and category name (B), description and material (C). */
    searchVector: tsvector('search_vector').notNull(),
    /**
     * The sizes with stock, sorted (migration 0023: kept by statement triggers on product_variants), so the size
     * filter is a condition on this row, read from an index with the filter columns, not a semi-join over the sizes.
     */
    sizesInStock: text('sizes_in_stock')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('product_documents_search_idx').using('gin', t.searchVector),
    // The listing sorts, read in order and stopped at the page (newest, price, rating).
    index('product_documents_new_idx').on(t.createdAt.desc().nullsFirst(), t.productId),
    index('product_documents_price_idx').on(t.salePaise, t.createdAt.desc().nullsFirst(), t.productId),
    index('product_documents_rating_idx').on(
      t.ratingAvg.desc().nullsFirst(),
      t.ratingCount.desc().nullsFirst(),
      t.productId,
    ),
    // Every filter column: counts and facet counts read this index alone (an index-only scan).
    index('product_documents_filter_idx').on(...filterColumns(t)),
    // The same with the sizes in stock after the (unique) product id, for counts with the size filter and size
    // counts alone: in the index above, the arrays made every other count read an index twice as large.
    index('product_documents_filter_sizes_idx').on(...filterColumns(t), t.sizesInStock),
  ],
);

/**
 * How many products are on sale in each gender and category: product_documents' rows counted, kept by statement
 * triggers on product_documents (migration 0021), so the total of a listing filtered by gender and category alone
 * (the shop's menus) is a sum of a few rows instead of a count over the documents (ADR 27).
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    gender: genderEnum('gender').notNull(),
    categoryId: uuid('category_id').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gender, t.categoryId] })],
);

/** Per-size stock. Stock only ever changes through an atomic `stock = stock - q WHERE stock >= q`. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variants_product_size_uq').on(t.productId, t.size),
    // The admin list's search by SKU (ILIKE '%...%').
    index('variants_sku_trgm_idx').using('gin', sql`${t.sku} gin_trgm_ops`),
    // Stock per product read from the index alone (the admin list's stock state and stock sort).
    index('variants_product_stock_idx').on(t.productId, t.stock),
    check('variants_stock_ck', sql`${t.stock} >= 0`),
  ],
);

export const collections = pgTable('collections', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  modelImage: text('model_image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  /** The collection page's <title> and meta description (else "Collections By {name}" and the description). */
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  createdAt: createdAt(),
});

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

/**
 * "Notify me when back in stock": one row per subscriber and sold-out size. `notifiedAt` is set when the mail is
 * claimed (atomically, so one mail per row even with several app processes); a later subscription for the same
 * size and email after that is a new row. `failedAttempts` counts mails that failed (retried by the sweep).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Lower-case. Never logged. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
  },
  (t) => [
    // One waiting subscription per size and email: subscribing twice changes nothing.
    uniqueIndex('stock_alerts_waiting_uq')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
);

/**
 * One row: the catalogue version (catalogue-version.ts). Raised once per transaction that changes what listings show,
 * count or search, by deferred triggers on products (any change), product_variants (a size coming into or going out
 * of stock), categories, collections and collection_products (migration 0015): at commit, so the row is locked only
 * while the transaction commits.
 */
export const catalogueVersions = pgTable(
  'catalogue_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row_ck', sql`${t.id} = 1`)],
);
