/**
 * What a cached page depends on (ADR 22): the catalogue version (catalog/catalogue-version.ts: any product, size in
 * or out of stock, category or collection), the tag `site` (banners, content, settings: migration 0020's triggers)
 * and a tag per product whose data the page shows (`product:<id>`: the product, its sizes' stock, its reviews).
 * Versions only grow, so one number per page (the catalogue version and the sum of its tags' versions) says whether
 * anything it showed changed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export const SITE_TAG = 'site';
/** Any review of any product (the home page's latest reviews). */
export const REVIEWS_TAG = 'reviews';
export const productTag = (id: string) => `product:${id}`;

/** The page's dependencies as one comparable value, e.g. "812.4031". */
export type Fingerprint = string;

/** Taken before a render: what the render may have seen. */
export type RenderStart = { snapshot: string; catalogue: string };

export async function renderStart(db: Db): Promise<RenderStart> {
  const result = await db.execute<{ snapshot: string; catalogue: string | null }>(sql`
    SELECT pg_current_snapshot()::text AS snapshot,
      (SELECT version FROM catalogue_version WHERE id = 1)::text AS catalogue`);
  const row = result.rows[0]!;
  return { snapshot: row.snapshot, catalogue: row.catalogue ?? '0' };
}

/**
 * After a render: the fingerprint of its tags, or null when the catalogue or one of its tags changed in a transaction
 * the render may not have seen (it committed after the render began): then the page is sent but not kept.
 */
export async function fingerprintAfterRender(db: Db, tags: string[], start: RenderStart): Promise<Fingerprint | null> {
  const result = await db.execute<{ catalogue: string | null; sum: string; unseen: boolean | null }>(sql`
    SELECT (SELECT version FROM catalogue_version WHERE id = 1)::text AS catalogue,
      COALESCE(sum(version), 0)::text AS sum,
      bool_or(NOT pg_visible_in_snapshot(changed_by, ${start.snapshot}::pg_snapshot)) AS unseen
    FROM page_tags WHERE tag = ANY(${sql.param(tags)}::text[])`);
  const row = result.rows[0]!;
  if (row.unseen || (row.catalogue ?? '0') !== start.catalogue) return null;
  return `${start.catalogue}.${row.sum}`;
}

/** The fingerprint of these tags now (a cached page is served only while it is the one it was kept with). */
export async function currentFingerprint(db: Db, tags: string[]): Promise<Fingerprint> {
  const result = await db.execute<{ catalogue: string | null; sum: string }>(sql`
    SELECT (SELECT version FROM catalogue_version WHERE id = 1)::text AS catalogue,
      COALESCE(sum(version), 0)::text AS sum
    FROM page_tags WHERE tag = ANY(${sql.param(tags)}::text[])`);
  const row = result.rows[0]!;
  return `${row.catalogue ?? '0'}.${row.sum}`;
}
