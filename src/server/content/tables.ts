/**
 * Blog posts and content pages. Owned by the content service.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SizeTable } from '../../shop/size-guide.ts';
import { id, createdAt, updatedAt } from '../db/columns.ts';
import { genderEnum } from '../db/enums.ts';

export const blogs = pgTable('blogs', {
  id: id(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  /** Sanitised HTML (sanitised on write and again on render). */
  content: text('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** A draft (false) is shown only in the admin. */
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  metaDescription: text('meta_description').notNull().default(''),
  /** Sanitised HTML body. */
  body: text('body').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The size guide: one chart per catalogue category (matched by the category's gender and slug), each with one or
 * more tables (a category selling jeans and jackets measures both). Content, edited like the pages above.
 */
export const sizeCharts = pgTable(
  'size_charts',
  {
    id: id(),
    gender: genderEnum('gender').notNull(),
    categorySlug: text('category_slug').notNull(),
    title: text('title').notNull(),
    /** One short paragraph of advice (plain text). */
    intro: text('intro').notNull().default(''),
    tables: jsonb('tables').$type<SizeTable[]>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('size_charts_category_uq').on(t.gender, t.categorySlug)],
);
