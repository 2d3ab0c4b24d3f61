/**
 * Messages sent through the contact form: each is a complaint ticket (src/shop/complaints.ts). Owned by the contact
 * service. Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../db/columns.ts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    /** The ticket's number (shown as BB-C-000123): consecutive, taken from the column's own sequence. */
    ticketSeq: integer('ticket_seq').notNull().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    comment: text('comment').notNull(),
    /** When a member of staff first opened it (null: unread). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Archived out of the inbox (kept, not deleted). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The deadlines of rule 4(5), worked out when the message came (complaintDeadlines). */
    ackDueAt: timestamp('ack_due_at', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    /** When the acknowledgement mail went to the sender (null: not yet). */
    ackSentAt: timestamp('ack_sent_at', { withTimezone: true }),
    /** When staff marked the complaint resolved (null: open). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    uniqueIndex('contact_messages_ticket_uq').on(t.ticketSeq),
  ],
);
