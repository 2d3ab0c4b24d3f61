/**
 * The search vocabulary (typo correction). Owned by the search service; the products' search documents
 * (product_documents.search_vector) and this vocabulary are kept by triggers (migrations 0001-0004, 0015).
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Every word of product names, brands and categories: the vocabulary that corrects typos in searches (pg_trgm). */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    /** How many product documents used the word: a typo corrects to the more common of equally close words. */
    hits: integer('hits').notNull().default(1),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);
