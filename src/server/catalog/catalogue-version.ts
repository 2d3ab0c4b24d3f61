/**
 * The catalogue version: a number raised, in the same transaction, by every committed change to what listings show,
 * count or search (any change to a product, a size coming into or going out of stock, categories, collections;
 * migration 0015's triggers). What is computed from those can be kept in memory for the version it was computed at;
 * only stock levels above 0 change without it, and listings always read those fresh.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogueVersions } from './tables.ts';

/**
 * Reads the current version, or null when its row is missing (then nothing may be kept). Every listing and search
 * reads it first: prepared once per connection (ADR 24).
 */
export function createCatalogueVersion(db: Db): () => Promise<number | null> {
  const read = db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.id, 1))
    .prepare('catalogue_version');
  return async () => {
    const [row] = await read.execute();
    return row ? Number(row.version) : null;
  };
}
