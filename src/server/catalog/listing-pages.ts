/**
 * The statements that find a listing's page: the ids of its products in order, from product_documents (one narrow
 * row per product on sale). The products themselves are read afterwards, by id.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { afterCursor, encodeCursor, keyTexts } from './listing-cursor.ts';
import { orderBy, type ListingOrder } from './listing-sql.ts';
import { productDocuments as docs } from './tables.ts';

/** A page: its products' ids in order; the count of all matches when the statement gave it; the next page's cursor. */
export type PageIds = { ids: string[]; total?: number; nextCursor?: string };

/** The products matching `where` (read from the filter index alone when `where` is on its columns). */
export async function countDocuments(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(docs)
    .where(where);
  return Number(row?.n ?? 0);
}

/**
 * A page of a search, and in the same statement the count of its matches: finding the page already reads every match
 * (to rank them, or to sort them by price), and the window count costs little more. The order's keys are computed in
 * the scan (OFFSET 0 keeps them there: otherwise they are computed after the window, which then holds every match's
 * search document), so only narrow rows (id and keys) pass through the count and the top-N sort.
 */
export async function countedPage(
  db: Db,
  where: SQL,
  order: ListingOrder,
  limit: number,
  offset: number,
  opts: { keyset: boolean },
): Promise<PageIds> {
  const keys = order.keys.map((k, i) => sql`${k.expr} AS ${sql.raw(`k${i}`)}`);
  const texts = order.keys.map((_, i) => sql.raw(`k${i}::text`));
  const sorted = order.keys.map((k, i) => sql.raw(`k${i} ${k.desc ? 'DESC' : 'ASC'}`));
  const result = await db.execute<{ id: string; total: number; keys: string[] }>(sql`
    SELECT id, total, ARRAY[${sql.join(texts, sql`, `)}] AS keys FROM (
      SELECT *, count(*) OVER () AS total
      FROM (SELECT ${docs.productId} AS id, ${sql.join(keys, sql`, `)} FROM ${docs} WHERE ${where} OFFSET 0) keyed
    ) matches
    ORDER BY ${sql.join(sorted, sql`, `)}
    LIMIT ${limit + 1} OFFSET ${offset}`);
  return {
    ...shownPage(order, result.rows, limit, opts.keyset),
    ...(result.rows[0] ? { total: Number(result.rows[0].total) } : {}),
  };
}

/** The page's ids, and the next page's cursor when one more row than the page was read. */
function shownPage(order: ListingOrder, rows: Array<{ id: string; keys: string[] }>, limit: number, keyset: boolean) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    ids: shown.map((r) => r.id),
    ...(keyset && rows.length > limit && last ? { nextCursor: encodeCursor(order, last.keys) } : {}),
  };
}

/**
 * A page in an indexed order (newest, price, rating, collection): read from the order's index and stopped at the page,
 * after the cursor's values when given (keyset), else after `offset` products. One more product than the page is
 * read, to know whether a next page exists, and (`keyset`) its cursor.
 */
export async function orderedPage(
  db: Db,
  where: SQL,
  order: ListingOrder,
  limit: number,
  from: { cursor: string[] } | { offset: number },
  opts: { keyset: boolean },
): Promise<PageIds> {
  const rows = await db
    .select({ id: docs.productId, keys: sql<string[]>`ARRAY[${sql.join(keyTexts(order), sql`, `)}]` })
    .from(docs)
    .where('cursor' in from ? and(where, afterCursor(order, from.cursor)) : where)
    .orderBy(...orderBy(order))
    .limit(limit + 1)
    .offset('offset' in from ? from.offset : 0);
  return shownPage(order, rows, limit, opts.keyset);
}
