/**
 * Provider payments and handled webhook events. Owned by the payment service.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ZERO_PAISE, type Paise } from '../../shop/money.ts';
import { id, createdAt, updatedAt } from '../db/columns.ts';
import { paymentStatusEnum } from '../db/enums.ts';
import { orders } from '../orders/tables.ts';

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
    amountPaise: integer('amount_paise').$type<Paise>().notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatusEnum('status').notNull().default('pending'),
    refundId: text('refund_id'),
    refundedPaise: integer('refunded_paise').$type<Paise>().notNull().default(ZERO_PAISE),
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
