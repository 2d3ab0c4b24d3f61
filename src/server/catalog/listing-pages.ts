/**
 * The statements that find a listing's page: the ids of its products in order, from product_documents (one narrow
 * row per product on sale). The products themselves are read afterwards, by id.
 */
import { and, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { afterCursor, encodeCursor, keyTexts } from './listing-cursor.ts';
import { orderBy, type ListingOrder } from './listing-sql.ts';
import { listingCounts, productDocuments as docs } from './tables.ts';

/** A page: its products' ids in order, and the next page's cursor. */
export type PageIds = { ids: string[]; nextCursor?: string };

/** Where a page's rows are read: a table with a row per product matching (and that product's id column). */
export type PageSource = { table: PgTable; id: Column };

/** The documents: one narrow row per product on sale. */
export const documents: PageSource = { table: docs, id: docs.productId };

/**
 * The products matching `where`: a sum of listing_counts' rows when the filter is of gender and category alone
 * (`groups`, the same filter on those rows: listingConditions), else counted from the filter index alone when
 * `where` is on its columns.
 */
export async function countDocuments(db: Db, where: SQL, groups: SQL | null, source = documents): Promise<number> {
  const [row] = groups
    ? await db
        .select({ n: sql<number>`coalesce(sum(${listingCounts.products}), 0)` })
        .from(listingCounts)
        .where(groups)
    : await db
        .select({ n: sql<number>`count(*)` })
        .from(source.table)
        .where(where);
  return Number(row?.n ?? 0);
}

/**
 * A page: in an indexed order (newest, price, rating, collection) read from the order's index and stopped at the page;
 * by relevance, every match ranked with only the page kept in the sort (top-N). After the cursor's values when given
 * (keyset), else after `offset` products. One more product than the page is read, to know whether a next page exists
 * and (`keyset`) its cursor.
 */
export async function orderedPage(
  db: Db,
  where: SQL,
  order: ListingOrder,
  limit: number,
  from: { cursor: string[] } | { offset: number },
  opts: { keyset: boolean; source?: PageSource },
): Promise<PageIds> {
  const source = opts.source ?? documents;
  // The key values only when a cursor is wanted: in a ranked order they would be computed for every match.
  const rows: Array<{ id: string; keys?: string[] }> = await db
    .select({
      id: sql<string>`${source.id}`,
      ...(opts.keyset ? { keys: sql<string[]>`ARRAY[${sql.join(keyTexts(order), sql`, `)}]` } : {}),
    })
    .from(source.table)
    .where('cursor' in from ? and(where, afterCursor(order, from.cursor)) : where)
    .orderBy(...orderBy(order))
    .limit(limit + 1)
    .offset('offset' in from ? from.offset : 0);
  return toPage(rows, limit, order);
}

/** A page from up to `limit + 1` rows in order: the first `limit`, and the next page's cursor when there is one. */
function toPage(rows: Array<{ id: string; keys?: string[] | null }>, limit: number, order: ListingOrder): PageIds {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    ids: shown.map((r) => r.id),
    ...(rows.length > limit && last?.keys ? { nextCursor: encodeCursor(order, last.keys) } : {}),
  };
}

/**
 * A search's page and its total in one statement: the matches are found once (a search reads every match anyway, to
 * rank or to count them) and both the count and the page's top-N sort read that one set, where two statements would
 * each find, recheck and read every match again. For a search whose total is not yet known; a listing's total comes
 * from the filter index alone (`countDocuments`) and its page from the order's index, which this would not use.
 */
export async function pageWithTotal(
  db: Db,
  where: SQL,
  order: ListingOrder,
  limit: number,
  from: { cursor: string[] } | { offset: number },
  opts: { keyset: boolean },
): Promise<{ page: PageIds; total: number }> {
  // Each order key is computed once per match, in the scan; the page is sorted on the computed values, and the
  // page's rows are put in that order again on the way out (a join keeps no order of its own).
  const over = (table: string): ListingOrder => ({
    name: order.name,
    keys: order.keys.map((k, i) => ({ ...k, expr: sql.raw(`${table}.k${i}`) })),
  });
  const keyColumns = order.keys.map((k, i) => sql`${k.expr} AS ${sql.raw(`k${i}`)}`);
  const pageColumns = order.keys.map((_, i) => sql.raw(`m.k${i}`));
  const result = await db.execute<{ total: number; id: string | null; keys: string[] | null }>(sql`
    WITH m AS MATERIALIZED (
      SELECT ${docs.productId} AS id, ${sql.join(keyColumns, sql`, `)} FROM ${docs} WHERE ${where})
    SELECT t.total, p.id, p.keys
    FROM (SELECT count(*)::int AS total FROM m) AS t
    LEFT JOIN LATERAL (
      SELECT m.id, ${sql.join(pageColumns, sql`, `)},
        ${opts.keyset ? sql`ARRAY[${sql.join(keyTexts(over('m')), sql`, `)}]` : sql`NULL::text[]`} AS keys
      FROM m
      ${'cursor' in from ? sql`WHERE ${afterCursor(over('m'), from.cursor)}` : sql``}
      ORDER BY ${sql.join(orderBy(over('m')), sql`, `)}
      LIMIT ${limit + 1} OFFSET ${'offset' in from ? from.offset : 0}
    ) AS p ON TRUE
    ORDER BY ${sql.join(orderBy(over('p')), sql`, `)}`);
  const rows = result.rows.filter((r): r is { total: number; id: string; keys: string[] | null } => r.id !== null);
  return { total: Number(result.rows[0]?.total ?? 0), page: toPage(rows, limit, order) };
}
