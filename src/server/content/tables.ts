/**
 * Blog posts and content pages. Owned by the content service.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../db/columns.ts';

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
