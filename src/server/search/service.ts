/**
 * Product search: PostgreSQL full text (weighted tsvector kept by a trigger, GIN index, ts_rank) with typo
 * correction against a vocabulary of product, brand and category words (pg_trgm). Everything search-specific lives
 * here, behind `match()`, so a search server could replace it without touching the listing code.
 *
 * Relevance: a product whose name, brand or category (weights A and B) holds a searched word is a strong match; one
 * that only mentions the words in its description or material (C) is weak. When any strong match exists, weak ones
 * are left out ("kurta" finds kurtas, not the jeans whose copy says "pairs well with kurtas"); when none does, the
 * weak matches are the answer (a search for "jhumkas" still finds). Results rank by ts_rank: how often the words
 * occur, weighted name > brand and category > description (and, for several words, how near each other they stand).
 * ts_rank_cd (cover density) ranked the same on the relevance tests but cost a third more PostgreSQL time per broad
 * search, since every match is ranked (ADR 19).
 *
 * A one-word search that reaches a single lexeme of the catalogue also comes with that lexeme's postings
 * (`SearchMatch.postings`, ADR 28): the same matches, rank order and total, read from indexes in order.
 */
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createVersionedCache } from '../versioned-cache.ts';
import { searchLexemes, searchPostings } from './tables.ts';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export type SearchMatch = {
  /** tsquery: every word (or its correction) anywhere in the product's document. */
  query: SQL;
  /** tsquery: some word in the name, brand or category: with `query`, a strong match. */
  strong: SQL;
  /** Relevance of a product's search vector: the higher, the better the match. */
  rank: (vector: SQLWrapper) => SQL;
  words: string[];
  corrected: string[];
  /**
   * The same matches as rows of search_postings, when they are all there (ADR 28): the search is one word, every
   * spelling of it (the word, its correction) reaches the same single lexeme of the catalogue, and some product has
   * that lexeme in its name, brand or category (so the matches are exactly the strong ones: that lexeme's postings).
   * Null otherwise: the documents' GIN index answers.
   */
  postings: SearchPostings | null;
};

/** A one-lexeme search's matches, read from search_postings (one row per match, in the indexes' orders). */
export type SearchPostings = {
  table: typeof searchPostings;
  /** The matches' rows. */
  where: SQL;
  /** How many products match. */
  total: number;
  /** `relevance` orders as the search's rank does (ts_rank divided by the same factor for every match). */
  columns: {
    productId: typeof searchPostings.productId;
    salePaise: typeof searchPostings.salePaise;
    createdAt: typeof searchPostings.createdAt;
    relevance: typeof searchPostings.score;
  };
};

/** Lower-case words of letters and digits; everything else (quotes, %, NUL, operators) is a separator. */
export function searchWords(q: string): string[] {
  const words = q
    .slice(0, 1000)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w.length <= MAX_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * `(blue) & (kurtha | kurta:*)`: every word (or its correction) must match; the last word also matches as a prefix,
 * so a half-typed word finds (suggestions as you type). Words are letters and digits only: no tsquery syntax passes.
 * `weights` limits every term to those parts of the document (`AB`: name, brand, category); `join: '|'` asks for
 * any word instead of every word.
 */
export function toTsQuery(alternatives: string[][], opts: { weights?: 'AB'; join?: '&' | '|' } = {}): string {
  const weights = opts.weights ?? '';
  return alternatives
    .map((alts, i) => {
      const last = i === alternatives.length - 1;
      const terms = [...new Set(alts)].map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
      return `(${terms.map((w) => (last ? `${w}:*${weights}` : weights ? `${w}:${weights}` : w)).join(' | ')})`;
    })
    .join(` ${opts.join ?? '&'} `);
}

/** Corrections kept in memory: each word searched (and its correction, or none) for the current catalogue version. */
const CACHED_WORDS = 10_000;

export function createSearchService(db: Db) {
  const cachedFixes = createVersionedCache<{ fix: string | null }>(CACHED_WORDS);
  /** Each word and its closest vocabulary word when it is not a known term: prepared once per connection (ADR 24). */
  const correctionsQuery = db
    .select({
      word: sql<string>`w`,
      fix: sql<string | null>`CASE WHEN length(w) < 3 OR EXISTS (SELECT 1 FROM search_terms WHERE term = w) THEN NULL
        ELSE (SELECT term FROM search_terms WHERE term % w ORDER BY similarity(term, w) DESC, hits DESC, length(term), term LIMIT 1)
        END`,
    })
    .from(sql`unnest(${sql.placeholder('words')}::text[]) AS w`)
    .prepare('search_corrections');

  /**
   * For a one-word search's spellings: how many spellings are not one lexeme (a stop word is none), how many lexemes
   * of the catalogue they reach as prefixes (counted up to 2: only "exactly one" matters), and that lexeme with the
   * products holding it in a name, brand or category. A prefix range on the lexemes' bytes (`COLLATE "C"`, indexed);
   * the range's end leaves out only lexemes with U+10FFFF (not a character of any text) right after the prefix.
   */
  const lexemeQuery = db
    .select({
      unclear: sql<number>`count(*) FILTER (WHERE cardinality(s.prefixes) <> 1)::int`,
      lexemes: sql<number>`count(DISTINCT l.term)::int`,
      term: sql<string | null>`min(l.term)`,
      products: sql<number | null>`min(l.strong_products)`,
    })
    .from(
      sql`(SELECT w, tsvector_to_array(to_tsvector('english', w)) AS prefixes
          FROM unnest(${sql.placeholder('words')}::text[]) AS w) AS s
        LEFT JOIN LATERAL (
          SELECT ${searchLexemes.term} AS term, ${searchLexemes.strongProducts} AS strong_products FROM ${searchLexemes}
          WHERE cardinality(s.prefixes) = 1 AND ${searchLexemes.term} COLLATE "C" >= s.prefixes[1]
            AND ${searchLexemes.term} COLLATE "C" < s.prefixes[1] || chr(1114111)
            AND starts_with(${searchLexemes.term}, s.prefixes[1])
          LIMIT 2) AS l ON TRUE`,
    )
    .prepare('search_lexeme');
  const cachedLexemes = createVersionedCache<{ found: { term: string; products: number } | null }>(CACHED_WORDS);

  /** The single lexeme a one-word search's spellings reach, with its strong products; null when not exactly one. */
  async function oneLexeme(spellings: string[], version?: number): Promise<{ term: string; products: number } | null> {
    const key = spellings.join('\u0000');
    const kept = version === undefined ? undefined : cachedLexemes.get(version, key);
    if (kept) return kept.found;
    const [row] = await lexemeQuery.execute({ words: spellings });
    const found =
      row && row.unclear === 0 && row.lexemes === 1 && row.term !== null && Number(row.products) > 0
        ? { term: row.term, products: Number(row.products) }
        : null;
    if (version !== undefined) cachedLexemes.set(version, key, { found });
    return found;
  }

  /**
   * For each word: itself, plus the closest vocabulary word when the word itself is not a known term. Only words not
   * answered from memory reach PostgreSQL; the vocabulary changes only with the catalogue, so with the catalogue
   * `version` the caller read, an answer stays right until the next change.
   */
  async function corrections(words: string[], version?: number): Promise<string[][]> {
    const fixes = new Map<string, string | null>();
    for (const w of words) {
      const cached = version === undefined ? undefined : cachedFixes.get(version, w);
      if (cached) fixes.set(w, cached.fix);
    }
    const asked = words.filter((w) => !fixes.has(w));
    if (asked.length > 0) {
      for (const r of await correctionsQuery.execute({ words: asked })) {
        fixes.set(r.word, r.fix);
        if (version !== undefined) cachedFixes.set(version, r.word, { fix: r.fix });
      }
    }
    return words.map((w) => {
      const fix = fixes.get(w);
      return fix ? [w, fix] : [w];
    });
  }

  return {
    searchWords,

    /**
     * The tsqueries and relevance order for a search text, or null when it has no searchable word. `version`: the
     * catalogue version the caller read (catalogue-version.ts), so corrections can be answered from memory.
     */
    async match(q: string, opts: { version?: number } = {}): Promise<SearchMatch | null> {
      const words = searchWords(q);
      if (words.length === 0) return null;
      const alternatives = await corrections(words, opts.version);
      const query = sql`to_tsquery('english', ${toTsQuery(alternatives)})`;
      const lexeme = alternatives.length === 1 ? await oneLexeme(alternatives[0]!, opts.version) : null;
      return {
        query,
        strong: sql`to_tsquery('english', ${toTsQuery(alternatives, { weights: 'AB', join: '|' })})`,
        rank: (vector) => sql`ts_rank(${vector}, ${query})`,
        words,
        corrected: alternatives.flatMap((a) => a.slice(1)),
        postings: lexeme && {
          table: searchPostings,
          where: eq(searchPostings.term, lexeme.term),
          total: lexeme.products,
          columns: {
            productId: searchPostings.productId,
            salePaise: searchPostings.salePaise,
            createdAt: searchPostings.createdAt,
            relevance: searchPostings.score,
          },
        },
      };
    },

    /**
     * Other ways to spell a search that found nothing, best first: every word replaced by its closest vocabulary word
     * (words with none left out), then each of those words alone. The caller keeps those that find something.
     */
    async spellings(q: string): Promise<string[]> {
      const words = searchWords(q).filter((w) => w.length >= 3);
      if (words.length === 0) return [];
      const result = await db.execute<{ word: string; term: string | null }>(sql`
        SELECT w AS word,
          (SELECT term FROM search_terms WHERE term = w OR term % w
            ORDER BY term = w DESC, similarity(term, w) DESC, hits DESC, length(term), term LIMIT 1) AS term
        FROM unnest(${sql.param(words)}::text[]) AS w`);
      const fixed = result.rows.map((r) => r.term).filter((t): t is string => t !== null);
      const original = searchWords(q).join(' ');
      const candidates = [fixed.join(' '), ...(fixed.length > 1 ? fixed : [])];
      return [...new Set(candidates)].filter((c) => c !== '' && c !== original).slice(0, 4);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
