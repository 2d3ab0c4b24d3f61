/**
 * The database schema. Money is always integer paise (`*_paise` columns); the API shows rupees.
 * Each domain service owns its tables; see docs/architecture notes in README.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Full-text search document, maintained by a trigger (see migration 0001_search.sql). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const genderEnum = pgEnum('gender', ['men', 'women', 'unisex']);
export const roleEnum = pgEnum('user_role', ['customer', 'admin']);
export const addressTypeEnum = pgEnum('address_type', ['home', 'work', 'other']);
export const orderStatusEnum = pgEnum('order_status', [
  'awaiting_payment',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'payment_failed',
]);
export const paymentMethodEnum = pgEnum('payment_method', ['cod', 'razorpay']);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'paid', 'failed', 'refunded']);

// ---------------------------------------------------------------- catalogue

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
    mrpPaise: integer('mrp_paise').notNull(),
    salePaise: integer('sale_paise').notNull(),
    gender: genderEnum('gender').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    /** Image keys: each is served as /uploads/{key}-{width}.webp in every width of IMAGE_WIDTHS. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video'),
    featured: boolean('featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Kept in step with the reviews table by the reviews service. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** round((mrp - sale) / mrp * 100), kept by PostgreSQL for the discount filter. */
    discountPct: smallint('discount_pct').generatedAlwaysAs(sql`round((mrp_paise - sale_paise) * 100.0 / mrp_paise)`),
    ratingAvg: real('rating_avg').generatedAlwaysAs(
      sql`CASE WHEN rating_count > 0 THEN rating_sum::real / rating_count ELSE 0 END`,
    ),
    /** Weighted: name (A), brand and category (B), description and material (C). Set by trigger. */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_search_idx').using('gin', t.searchVector),
    index('products_rating_idx').on(t.ratingAvg),
    index('products_discount_idx').on(t.discountPct),
    index('products_category_idx').on(t.categoryId),
    index('products_gender_idx').on(t.gender),
    index('products_created_idx').on(t.createdAt),
    index('products_sale_idx').on(t.salePaise),
    check('products_prices_ck', sql`${t.mrpPaise} > 0 AND ${t.salePaise} > 0 AND ${t.salePaise} <= ${t.mrpPaise}`),
  ],
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
    check('variants_stock_ck', sql`${t.stock} >= 0`),
  ],
);

/** Every word of product names, brands and categories: the vocabulary that corrects typos in searches (pg_trgm). */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /** How many product documents used the word: a typo corrects to the more common of equally close words. */
    hits: integer('hits').notNull().default(1),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

export const collections = pgTable('collections', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  modelImage: text('model_image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
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

// ---------------------------------------------------------------- merchandising

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offers_code_uq').on(sql`lower(${t.code})`),
    check('offers_pct_ck', sql`${t.discountPercentage} >= 0 AND ${t.discountPercentage} <= 100`),
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

// ---------------------------------------------------------------- customers

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('customer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

/** Session tokens are stored as SHA-256 hashes; the raw token only ever lives in the client. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: addressTypeEnum('type').notNull().default('home'),
    fullName: text('full_name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    country: text('country').notNull().default('India'),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

// ---------------------------------------------------------------- orders and payments

export type ShippingAddress = {
  fullName?: string;
  phone?: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
};

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Human-readable order number shown to the customer, e.g. BB-20261121-7K3Q9. */
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: orderStatusEnum('status').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    couponCode: text('coupon_code'),
    couponPercentage: integer('coupon_percentage').notNull().default(0),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** Stock held for an unpaid online order is released after this time. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_user_idem_uq').on(t.userId, t.idempotencyKey),
    check('orders_total_ck', sql`${t.totalPaise} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    productName: text('product_name').notNull(),
    productImage: text('product_image'),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_qty_ck', sql`${t.quantity} > 0`)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('razorpay'),
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatusEnum('status').notNull().default('pending'),
    refundId: text('refund_id'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Webhook events already handled, so a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- content

export const blogs = pgTable('blogs', {
  id: id(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  /** Sanitised HTML (sanitised on write and again on render). */
  content: text('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  metaDescription: text('meta_description').notNull().default(''),
  /** Sanitised HTML body. */
  body: text('body').notNull(),
  updatedAt: updatedAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  comment: text('comment').notNull(),
  createdAt: createdAt(),
});
