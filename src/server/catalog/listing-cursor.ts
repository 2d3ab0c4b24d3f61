/**
 * Keyset pagination of listings: a cursor carries the order's name and the last product's values of the order's keys,
 * and the next page is the products after those values. The database starts at the cursor in the order's index
 * instead of reading and skipping every product before it (OFFSET), and a product added or sold out meanwhile does
 * not shift the pages. A cursor that is not this order's, or not well formed, is ignored (the page number applies).
 */
import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../shop/ids.ts';
import type { ListingOrder, OrderKey } from './listing-sql.ts';

const VALID: Record<OrderKey['type'], (v: string) => boolean> = {
  timestamptz: (v) => /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:?\d\d){0,2}|Z)?$/.test(v),
  integer: (v) => /^-?\d{1,10}$/.test(v),
  real: (v) => /^-?(\d+(\.\d+)?(e[+-]?\d+)?|Infinity)$/i.test(v),
  uuid: isUuid,
};

/** Each key's value as text, exactly as PostgreSQL prints it (timestamps to the microsecond), for the cursor. */
export const keyTexts = (order: ListingOrder): SQL[] => order.keys.map((k) => sql<string>`(${k.expr})::text`);

export function encodeCursor(order: ListingOrder, values: string[]): string {
  return Buffer.from(JSON.stringify([order.name, ...values])).toString('base64url');
}

/** The key values a cursor carries, or null when it is not a cursor of this order. */
export function decodeCursor(order: ListingOrder, cursor: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed[0] !== order.name || parsed.length !== order.keys.length + 1) return null;
  const values = parsed.slice(1);
  const ok = values.every((v, i) => typeof v === 'string' && v.length <= 64 && VALID[order.keys[i]!.type](v));
  return ok ? (values as string[]) : null;
}

/**
 * The products after the cursor's values in this order: (k1 after v1) OR (k1 = v1 AND (k2 after v2 OR ...)), with
 * `k1 >= v1` (or `<=`) beside it so the first key's index can start at the cursor.
 */
export function afterCursor(order: ListingOrder, values: string[]): SQL {
  const value = (i: number) => sql`${values[i]}::${sql.raw(order.keys[i]!.type)}`;
  const after = (i: number) => sql`${order.keys[i]!.expr} ${sql.raw(order.keys[i]!.desc ? '<' : '>')} ${value(i)}`;
  const last = order.keys.length - 1;
  let condition = after(last);
  for (let i = last - 1; i >= 0; i--) {
    condition = sql`(${after(i)} OR (${order.keys[i]!.expr} = ${value(i)} AND ${condition}))`;
  }
  const first = order.keys[0]!;
  return sql`${first.expr} ${sql.raw(first.desc ? '<=' : '>=')} ${value(0)} AND ${condition}`;
}
