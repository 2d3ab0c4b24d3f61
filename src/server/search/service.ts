/**
 * Product search: PostgreSQL full text (weighted tsvector kept by a trigger, GIN index, ts_rank_cd) with typo
 * correction against a vocabulary of product, brand and category words (pg_trgm). Everything search-specific lives
 * here, behind `match()`, so a search server could replace it without touching the listing code.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export type SearchMatch = { where: SQL; rank: SQL; words: string[]; corrected: string[] };

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
 */
export function toTsQuery(alternatives: string[][]): string {
  return alternatives
    .map((alts, i) => {
      const last = i === alternatives.length - 1;
      const terms = [...new Set(alts)].map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
      return `(${terms.map((w) => (last ? `${w}:*` : w)).join(' | ')})`;
    })
    .join(' & ');
}

export function createSearchService(db: Db) {
  /** For each word: itself, plus the closest vocabulary word when the word itself is not a known term. */
  async function corrections(words: string[]): Promise<string[][]> {
    const result = await db.execute<{ word: string; fix: string | null }>(sql`
      SELECT w AS word,
        CASE WHEN length(w) < 3 OR EXISTS (SELECT 1 FROM search_terms WHERE term = w) THEN NULL
        ELSE (SELECT term FROM search_terms WHERE term % w ORDER BY similarity(term, w) DESC, hits DESC, length(term), term LIMIT 1)
        END AS fix
      FROM unnest(${sql.param(words)}::text[]) AS w`);
    const fixes = new Map(result.rows.map((r) => [r.word, r.fix]));
    return words.map((w) => {
      const fix = fixes.get(w);
      return fix ? [w, fix] : [w];
    });
  }

  return {
    searchWords,

    /** The condition and rank for a search text, or null when it has no searchable word. */
    async match(q: string): Promise<SearchMatch | null> {
      const words = searchWords(q);
      if (words.length === 0) return null;
      const alternatives = await corrections(words);
      const query = sql`to_tsquery('english', ${toTsQuery(alternatives)})`;
      return {
        where: sql`products.search_vector @@ ${query}`,
        rank: sql`ts_rank_cd(products.search_vector, ${query})`,
        words,
        corrected: alternatives.flatMap((a) => a.slice(1)),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
