/**
 * The statements that find a listing's page: the ids of its products in order, from product_documents (one narrow
 * row per product on sale). The products themselves are read afterwards, by id.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { afterCursor, encodeCursor, keyTexts } from './listing-cursor.ts';
import { orderBy, type ListingOrder } from './listing-sql.ts';
import { productDocuments as docs } from './tables.ts';

/** A page: its products' ids in order, and the next page's cursor. */
export type PageIds = { ids: string[]; nextCursor?: string };

/** The products matching `where` (read from the filter index alone when `where` is on its columns). */
export async function countDocuments(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(docs)
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
  opts: { keyset: boolean },
): Promise<PageIds> {
  // The key values only when a cursor is wanted: in a ranked order they would be computed for every match.
  const rows: Array<{ id: string; keys?: string[] }> = await db
    .select({
      id: docs.productId,
      ...(opts.keyset ? { keys: sql<string[]>`ARRAY[${sql.join(keyTexts(order), sql`, `)}]` } : {}),
    })
    .from(docs)
    .where('cursor' in from ? and(where, afterCursor(order, from.cursor)) : where)
    .orderBy(...orderBy(order))
    .limit(limit + 1)
    .offset('offset' in from ? from.offset : 0);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    ids: shown.map((r) => r.id),
    ...(rows.length > limit && last?.keys ? { nextCursor: encodeCursor(order, last.keys) } : {}),
  };
}
