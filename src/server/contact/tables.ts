/**
 * Messages sent through the contact form. Owned by the contact service.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../db/columns.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    comment: text('comment').notNull(),
    /** When a member of staff first opened it (null: unread). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Archived out of the inbox (kept, not deleted). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
