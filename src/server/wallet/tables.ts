/**
 * Store credit: one balance row per customer (never negative: a check and conditional updates) and its ledger, one
 * entry per change. Owned by the wallet service. A return credits once (unique per return); an order spends once
 * and gets it back once when it is cancelled or never paid (unique per order and kind).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Paise } from '../../shop/money.ts';
import { STORE_CREDIT_ENTRY_KINDS } from '../../shop/store-credit.ts';
import { users } from '../accounts/tables.ts';
import { id, createdAt } from '../db/columns.ts';
import { orders } from '../orders/tables.ts';
import { returnRequests } from '../returns/tables.ts';

export const storeCreditKindEnum = pgEnum('store_credit_kind', STORE_CREDIT_ENTRY_KINDS);

export const storeCreditAccounts = pgTable(
  'store_credit_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    balancePaise: integer('balance_paise')
      .$type<Paise>()
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_credit_balance_ck', sql`${t.balancePaise} >= 0`)],
);

export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: storeCreditKindEnum('kind').notNull(),
    /** Signed: credits are positive, spending negative. */
    amountPaise: integer('amount_paise').$type<Paise>().notNull(),
    balanceAfterPaise: integer('balance_after_paise').$type<Paise>().notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    returnId: uuid('return_id').references(() => returnRequests.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_credit_entries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('store_credit_entries_return_uq')
      .on(t.returnId)
      .where(sql`${t.returnId} IS NOT NULL`),
    uniqueIndex('store_credit_entries_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} IS NOT NULL`),
    check('store_credit_entries_amount_ck', sql`${t.amountPaise} <> 0`),
  ],
);
