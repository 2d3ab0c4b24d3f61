/**
 * The catalogue version: a number raised, in the same transaction, by every committed change to what listings show,
 * count or search (any change to a product, a size coming into or going out of stock, categories, collections;
 * migration 0015's triggers). What is computed from those can be kept in memory for the version it was computed at;
 * only stock levels above 0 change without it, and listings always read those fresh.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { catalogueVersions } from './tables.ts';

/** The current version, or null when its row is missing (then nothing may be kept). */
export async function catalogueVersion(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.id, 1));
  return row ? Number(row.version) : null;
}
