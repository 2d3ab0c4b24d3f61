/**
 * Orders and their lines. Owned by the order service; workflows in src/server/checkout change them with other domains.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ZERO_PAISE, type Paise } from '../../shop/money.ts';
import { id, createdAt, updatedAt } from '../db/columns.ts';
import { orderStatusEnum, paymentMethodEnum, paymentStatusEnum } from '../db/enums.ts';
import { users } from '../accounts/tables.ts';
import { products, productVariants } from '../catalog/tables.ts';
import type { ShippingAddress } from '../../shop/address-types.ts';

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
    mrpTotalPaise: integer('mrp_total_paise').$type<Paise>().notNull(),
    subtotalPaise: integer('subtotal_paise').$type<Paise>().notNull(),
    couponCode: text('coupon_code'),
    couponPercentage: integer('coupon_percentage').notNull().default(0),
    couponDiscountPaise: integer('coupon_discount_paise').$type<Paise>().notNull().default(ZERO_PAISE),
    /** What delivery costs (part of total_paise; 0: free). */
    shippingChargePaise: integer('shipping_charge_paise').$type<Paise>().notNull().default(ZERO_PAISE),
    /** The cash-on-delivery fee (part of total_paise; 0 for online orders and free COD). */
    codFeePaise: integer('cod_fee_paise').$type<Paise>().notNull().default(ZERO_PAISE),
    totalPaise: integer('total_paise').$type<Paise>().notNull(),
    /** Store credit the customer applied (part of total_paise paid from the wallet; the rest is paid online or COD). */
    storeCreditPaise: integer('store_credit_paise').$type<Paise>().notNull().default(ZERO_PAISE),
    /** The day (India) the order was promised to arrive by when it was placed; null on older orders. */
    promisedDeliveryDate: date('promised_delivery_date', { mode: 'string' }),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** Set when the order ships (the ship workflow). */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Stock held for an unpaid online order is released after this time. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    /** The admin's order list (newest first, by status) and the dashboard's figures by day. */
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    /** Coupon uses are counted per code (src/shop/coupons.ts rules). */
    index('orders_coupon_idx')
      .on(sql`lower(${t.couponCode})`)
      .where(sql`${t.couponCode} IS NOT NULL`),
    uniqueIndex('orders_user_idem_uq').on(t.userId, t.idempotencyKey),
    check('orders_total_ck', sql`${t.totalPaise} >= 0`),
    check('orders_shipping_ck', sql`${t.shippingChargePaise} >= 0`),
    check('orders_cod_fee_ck', sql`${t.codFeePaise} >= 0`),
    check('orders_store_credit_ck', sql`${t.storeCreditPaise} >= 0`),
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
    /** The product's HSN code when the order was placed (its invoice line's GST rule); null on older orders. */
    hsn: text('hsn'),
    quantity: integer('quantity').notNull(),
    /** How many of `quantity` the store cancelled (a partial cancel: stock back and the totals lowered once). */
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    mrpPaise: integer('mrp_paise').$type<Paise>().notNull(),
    unitPricePaise: integer('unit_price_paise').$type<Paise>().notNull(),
    lineTotalPaise: integer('line_total_paise').$type<Paise>().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_ck', sql`${t.quantity} > 0`),
    check('order_items_cancelled_ck', sql`${t.cancelledQuantity} >= 0 AND ${t.cancelledQuantity} <= ${t.quantity}`),
  ],
);
