/**
 * The search's own tables. Owned by the search service; the products' search documents
 * (product_documents.search_vector) and these are kept by triggers (migrations 0001-0004, 0015, 0022).
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Every lexeme of the products' search documents (any part: name, brand, category, description, material), with how
 * many documents hold it and how many hold it in their name, brand or category (strong). A search word is a prefix of
 * lexemes: this says which lexemes it reaches, and how many products a one-lexeme search finds (ADR 28).
 */
export const searchLexemes = pgTable(
  'search_lexemes',
  {
    term: text('term').primaryKey(),
    products: integer('products').notNull(),
    strongProducts: integer('strong_products').notNull(),
  },
  // Prefix ranges compare bytes, whatever the database's collation.
  (t) => [index('search_lexemes_prefix_idx').on(sql`${t.term} COLLATE "C"`)],
);

/**
 * One row per product and lexeme of its name, brand or category (a strong match), with the lexeme's ts_rank in that
 * product's document and the columns searches sort and filter by: a one-lexeme search reads its page and its count
 * from these indexes alone, in order, where the GIN index would visit every match's document (ADR 28).
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    term: text('term').notNull(),
    productId: uuid('product_id').notNull(),
    /** ts_rank(the document, this lexeme): a one-lexeme search's relevance, up to a factor the same for all. */
    score: real('score').notNull(),
    salePaise: integer('sale_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.term] }),
    // Relevance, then newest: the search's default order.
    index('search_postings_rank_idx').on(
      t.term,
      t.score.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.productId,
    ),
    // Price (and a price range), then newest.
    index('search_postings_price_idx').on(t.term, t.salePaise, t.createdAt.desc().nullsFirst(), t.productId),
  ],
);
