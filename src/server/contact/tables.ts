/**
 * Messages sent through the contact form. Owned by the contact service.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../db/columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  comment: text('comment').notNull(),
  createdAt: createdAt(),
});
