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
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createVersionedCache } from '../versioned-cache.ts';

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
      return {
        query,
        strong: sql`to_tsquery('english', ${toTsQuery(alternatives, { weights: 'AB', join: '|' })})`,
        rank: (vector) => sql`ts_rank(${vector}, ${query})`,
        words,
        corrected: alternatives.flatMap((a) => a.slice(1)),
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
