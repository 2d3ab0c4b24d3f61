/**
 * What changed that kept pages may show (ADR 22): one row per tag (`product:<id>`, `site`, `reviews`) and changing
 * transaction, written by triggers in that transaction (migration 0020). Rows are only ever inserted (never a lock
 * on a shared row, so two orders cannot deadlock on them); a kept page is out of date once a row of one of its tags
 * exists that the snapshot taken before its render did not see. Rows older than any kept page are pruned.
 */
import { sql } from 'drizzle-orm';
import { customType, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (pg_current_xact_id()); read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

export const pageTagChanges = pgTable(
  'page_tag_changes',
  {
    tag: text('tag').notNull(),
    changedBy: xid8('changed_by')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.changedBy] }), index('page_tag_changes_at_idx').on(t.changedAt)],
);
