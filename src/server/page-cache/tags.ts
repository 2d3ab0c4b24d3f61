/**
 * What a kept page depends on (ADR 22): the catalogue version (catalog/catalogue-version.ts: any product, size in or
 * out of stock, category or collection), the tag `site` (banners, content, settings), the tag per product whose data
 * the page shows (`product:<id>`: the product, its sizes' stock, its reviews) and `reviews` (the home page's latest).
 * Triggers note each change of a tag in the changing transaction (migration 0020, page_tag_changes). A page carries
 * the snapshot taken before its render and the catalogue version then; it is out of date once the catalogue version
 * moved or a committed note of one of its tags exists that this snapshot did not see.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export const SITE_TAG = 'site';
/** Any review of any product (the home page's latest reviews). */
export const REVIEWS_TAG = 'reviews';
export const productTag = (id: string) => `product:${id}`;

/** Notes older than this are pruned: no kept page is older (the stores keep a page an hour at most). */
export const CHANGES_KEPT_FOR = '2 hours';

/** Taken before a render: what the render may have seen. */
export type RenderStart = { snapshot: string; catalogue: string };

/**
 * The checks every kept page and answer runs, prepared once per connection and pool (ADR 24): the snapshot and
 * catalogue version now (`start`), whether tags changed since a snapshot (`changed`), and both at once.
 */
function prepareChecks(db: Db) {
  const snapshot = sql<string>`pg_current_snapshot()::text`;
  const catalogue = sql<string | null>`(catalogue_version.version)::text`;
  const changed = sql<boolean>`EXISTS (
    SELECT 1 FROM page_tag_changes
    WHERE tag = ANY(${sql.placeholder('tags')}::text[])
      AND NOT pg_visible_in_snapshot(changed_by, ${sql.placeholder('snapshot')}::pg_snapshot))`;
  // One row whether or not the version's row exists (none: version 0, as before any change).
  const from = sql`(SELECT 1) AS one LEFT JOIN catalogue_version ON catalogue_version.id = 1`;
  return {
    start: db.select({ snapshot, catalogue }).from(from).prepare('page_render_start'),
    changed: db.select({ catalogue, changed }).from(from).prepare('page_tags_changed'),
    both: db.select({ snapshot, catalogue, changed }).from(from).prepare('page_check_and_start'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareChecks>>();
const checks = (db: Db) => {
  let c = prepared.get(db);
  if (!c) prepared.set(db, (c = prepareChecks(db)));
  return c;
};

export async function renderStart(db: Db): Promise<RenderStart> {
  const [row] = await checks(db).start.execute();
  return { snapshot: row!.snapshot, catalogue: row!.catalogue ?? '0' };
}

/**
 * Whether anything these tags stand for changed in a transaction the render that began at `start` did not see
 * (committed after it began, or still running then): one query, by the notes' primary key. With `catalogue: false`
 * a new catalogue version alone is no change (for reads that no product, size or stock level shows).
 */
export async function changedSince(
  db: Db,
  tags: string[],
  start: RenderStart,
  { catalogue = true }: { catalogue?: boolean } = {},
): Promise<boolean> {
  const [row] = await checks(db).changed.execute({ tags, snapshot: start.snapshot });
  return row!.changed || (catalogue && (row!.catalogue ?? '0') !== start.catalogue);
}

/**
 * One statement for a kept answer's check and, when it is out of date, the start of the answer computed instead: the
 * snapshot and catalogue version now, and whether any of `tags` changed since `kept` began (as changedSince).
 */
export async function checkAndStart(
  db: Db,
  tags: string[],
  kept: RenderStart,
): Promise<{ current: boolean; start: RenderStart }> {
  const [row] = await checks(db).both.execute({ tags, snapshot: kept.snapshot });
  const start = { snapshot: row!.snapshot, catalogue: row!.catalogue ?? '0' };
  return { current: !row!.changed && start.catalogue === kept.catalogue, start };
}

/** Removes the notes older than any kept page; answers how many. */
export async function pruneChanges(db: Db): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM page_tag_changes WHERE changed_at < now() - ${CHANGES_KEPT_FOR}::interval`,
  );
  return result.rowCount ?? 0;
}
