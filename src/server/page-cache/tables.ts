/**
 * What each cached page depends on (ADR 22): one row per tag (`product:<id>`, `site`), its version raised by triggers
 * in the same transaction as the change (migration 0020), and the transaction that last raised it, so a render can
 * tell whether a change committed while it ran.
 */
import { sql } from 'drizzle-orm';
import { bigint, customType, pgTable, text } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (pg_current_xact_id()); read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const pageTags = pgTable('page_tags', {
  tag: text('tag').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedBy: xid8('changed_by')
    .notNull()
    .default(sql`pg_current_xact_id()`),
});
