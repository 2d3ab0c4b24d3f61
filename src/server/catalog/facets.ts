/**
 * Facet counts of a listing in one SQL statement: for each value of each filter, how many products the listing would
 * show with that value, under the usual faceted-search rule: a facet's counts apply every OTHER facet's choices (and
 * the scope: search, gender, collection) but not its own, so picking a second size or category shows what it adds.
 * The values themselves come from the catalogue (categories and in-stock sizes of the products in scope); price
 * ranges and rating/discount steps are the page's.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ALL_SIZES, priceLabel, priceValue, type PriceRange } from '../../shop/listing-options.ts';
import type { Db } from '../db/client.ts';
import { FACETS, priceRangeCondition, stepCondition, type FacetName, type ListingConditions } from './listing-sql.ts';
import { categories, productDocuments as docs } from './tables.ts';

/** Which facets to count. */
export type FacetRequest = {
  category?: boolean;
  size?: boolean;
  price?: readonly PriceRange[];
  minRating?: readonly number[];
  minDiscount?: readonly number[];
};

export type FacetCount = { value: string; label: string; count: number };
export type FacetCounts = { total: number } & Partial<Record<FacetName, FacetCount[]>>;

const flag = (name: FacetName) => sql.raw(`m_${name}`);
const allBut = (except: FacetName | null) => sql.join(FACETS.filter((n) => n !== except).map(flag), sql` AND `);

export async function countFacets(db: Db, c: ListingConditions, ask: FacetRequest): Promise<FacetCounts> {
  // Price ranges and steps: a flag per value in the scan, counted in one pass (one row, unpivoted).
  const options: { facet: FacetName; value: string; condition: SQL }[] = [
    ...(ask.price ?? []).map((r) => ({
      facet: 'price' as const,
      value: priceValue(r),
      condition: priceRangeCondition(r),
    })),
    ...(['minRating', 'minDiscount'] as const).flatMap((facet) =>
      (ask[facet] ?? []).map((v) => ({ facet, value: String(v), condition: stepCondition(facet, v) })),
    ),
  ];
  const option = (i: number) => sql.raw(`o_${i}`);
  const counted = options.map(
    (o, i) => sql`count(*) FILTER (WHERE ${allBut(o.facet)} AND ${option(i)}) AS ${sql.raw(`n_${i}`)}`,
  );
  const unpivot = options.map((o, i) => sql`(${o.facet}, ${o.value}, ${i}, ${sql.raw(`a.n_${i}`)})`);
  const parts: SQL[] = [
    sql`SELECT u.facet::text, u.value::text, ''::text AS label, u.position::int, u.n::bigint
      FROM (SELECT count(*) FILTER (WHERE ${allBut(null)}) AS total${sql.join([sql``, ...counted], sql`, `)} FROM base) a
      CROSS JOIN LATERAL (VALUES ${sql.join([sql`('total', '', 0, a.total)`, ...unpivot], sql`, `)}) AS u(facet, value, position, n)`,
  ];
  if (ask.category) {
    // Counted per category, then named: one slug names a category of each gender.
    parts.push(sql`SELECT 'category', c.slug, min(c.name), min(c.sort_order), sum(x.n)::bigint
      FROM (SELECT category_id, count(*) FILTER (WHERE ${allBut('category')}) AS n FROM base GROUP BY category_id) x
      JOIN ${categories} c ON c.id = x.category_id GROUP BY c.slug`);
  }
  if (ask.size) {
    parts.push(sql`SELECT 'size', s.size, s.size, 0, count(*) FILTER (WHERE ${allBut('size')})
      FROM base CROSS JOIN LATERAL unnest(base.sizes) AS s(size) GROUP BY s.size`);
  }

  const flags = [
    ...FACETS.map((name) => sql`${c.facets[name] ?? sql`TRUE`} AS ${flag(name)}`),
    ...options.map((o, i) => sql`${o.condition} AS ${option(i)}`),
  ];
  const result = await db.execute<{ facet: string; value: string; label: string; position: number; n: string }>(sql`
    WITH base AS MATERIALIZED (
      SELECT ${docs.productId} AS id, ${docs.categoryId} AS category_id,
        ${ask.size ? sql`${docs.sizesInStock} AS sizes, ` : sql``}${sql.join(flags, sql`, `)}
      FROM ${docs}
      WHERE ${c.scope.length > 0 ? sql.join(c.scope, sql` AND `) : sql`TRUE`}
    )
    ${sql.join(parts, sql` UNION ALL `)}`);

  const priceLabels = new Map((ask.price ?? []).map((r) => [priceValue(r), priceLabel(r)]));
  const counts: FacetCounts = { total: 0 };
  const rows = result.rows.map((r) => ({ ...r, position: Number(r.position), count: Number(r.n) }));
  for (const r of rows) {
    if (r.facet === 'total') {
      counts.total = r.count;
      continue;
    }
    const name = r.facet as FacetName;
    const label = name === 'price' ? (priceLabels.get(r.value) ?? r.value) : r.label;
    (counts[name] ??= []).push({ value: r.value, label, count: r.count });
  }
  const order = new Map(rows.map((r) => [`${r.facet}:${r.value}`, r.position]));
  const byPosition = (name: FacetName) => (a: FacetCount, b: FacetCount) =>
    (order.get(`${name}:${a.value}`) ?? 0) - (order.get(`${name}:${b.value}`) ?? 0) || a.label.localeCompare(b.label);
  for (const name of FACETS) {
    if (name === 'size')
      counts.size?.sort((a, b) => sizeRank(a.value) - sizeRank(b.value) || a.value.localeCompare(b.value));
    else counts[name]?.sort(byPosition(name));
  }
  return counts;
}

/** Sizes in the order shoppers read them (XS to XL, then waists); any other size after those. */
function sizeRank(size: string): number {
  const i = ALL_SIZES.indexOf(size);
  return i === -1 ? ALL_SIZES.length : i;
}
