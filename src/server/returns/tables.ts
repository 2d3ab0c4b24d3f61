/**
 * Return and size-exchange requests, one per line and request. Owned by the returns service; the checkout's return
 * workflows (src/server/checkout/returns.ts) change them together with orders, stock, payments and store credit.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Paise } from '../../shop/money.ts';
import { REFUND_METHODS, RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES } from '../../shop/returns.ts';
import { users } from '../accounts/tables.ts';
import { productVariants } from '../catalog/tables.ts';
import { id, createdAt, updatedAt } from '../db/columns.ts';
import { orderItems, orders } from '../orders/tables.ts';

export const returnKindEnum = pgEnum('return_kind', RETURN_KINDS);
export const returnReasonEnum = pgEnum('return_reason', RETURN_REASONS);
export const returnStatusEnum = pgEnum('return_status', RETURN_STATUSES);
export const refundMethodEnum = pgEnum('refund_method', REFUND_METHODS);

export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    /** Shown to the customer and the store, e.g. RT-20261127-4K7Q2. */
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** What the request is about, as the order had it (the list and the mails show these without a join). */
    orderNumber: text('order_number').notNull(),
    productName: text('product_name').notNull(),
    size: text('size').notNull(),
    kind: returnKindEnum('kind').notNull(),
    quantity: integer('quantity').notNull(),
    reason: returnReasonEnum('reason').notNull(),
    comment: text('comment'),
    /** Image keys (returns/<hash>), stored by the review-photo code. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** An exchange's new size, its variant (stock held at approval) and the linked ₹0 order that ships it. */
    exchangeSize: text('exchange_size'),
    exchangeVariantId: uuid('exchange_variant_id').references(() => productVariants.id),
    exchangeOrderId: uuid('exchange_order_id').references(() => orders.id),
    /** How a return is (to be) settled: chosen by the customer, settled by the store. */
    refundMethod: refundMethodEnum('refund_method'),
    status: returnStatusEnum('status').notNull().default('requested'),
    /** The store's note to the customer (approval or rejection). */
    storeNote: text('store_note'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** Set once, by the first settle call that claims it (a repeat changes nothing and refunds nothing). */
    refundPaise: integer('refund_paise').$type<Paise>(),
    /** Of refund_paise, what goes back to the online payment (the rest, paid with store credit, is credited). */
    refundOnlinePaise: integer('refund_online_paise').$type<Paise>(),
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    /** Whether the provider refunded it (false: the store retries). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    creditNoteId: uuid('credit_note_id'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    check('return_requests_qty_ck', sql`${t.quantity} > 0`),
    check('return_requests_refund_ck', sql`${t.refundPaise} IS NULL OR ${t.refundPaise} >= 0`),
  ],
);
