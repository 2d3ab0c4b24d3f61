/**
 * The owner's cash-on-delivery settings (issue 13): fee, maximum order value, open COD orders per customer. One row
 * apart from the store settings (their forms save separately); DEFAULT_COD_RULES until the owner first saves. Reads
 * are cached for SETTINGS_CACHE_MS in this process; a save clears the cache; saves are audited (cod_settings.update).
 */
import { eq, sql } from 'drizzle-orm';
import type { CodSettingsValues } from '../../shop/admin/cod-settings.ts';
import { DEFAULT_COD_RULES, type CodRules } from '../../shop/cod.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { codSettings } from './tables.ts';
import { ttlCache } from './ttl-cache.ts';

export type CodSettings = CodRules & { updatedAt: string | null };

/** How long the COD settings are kept in each process (they are on no kept page; orders' quotes read them). */
export const SETTINGS_CACHE_MS = 5_000;

export function createCodSettings(deps: { db: Db; audit: Pick<AuditService, 'record'>; now?: () => number }) {
  const { db, audit } = deps;

  async function load(): Promise<CodSettings> {
    const [row] = await db.select().from(codSettings).where(eq(codSettings.id, 'store')).limit(1);
    if (!row) return { ...DEFAULT_COD_RULES, updatedAt: null };
    return {
      feePaise: row.feePaise,
      maxOrderPaise: row.maxOrderPaise,
      maxOpenOrders: row.maxOpenOrders,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  const cache = ttlCache(load, SETTINGS_CACHE_MS, deps.now);

  const service = {
    /** The COD rules in force (cached for SETTINGS_CACHE_MS in this process). */
    get: cache.get,

    /** The COD settings as saved, read from the database: what the owner edits (never this process's older copy). */
    current: load,

    /** The owner saves the COD settings; audited with what they replaced. */
    async save(input: CodSettingsValues, actor: Actor): Promise<CodSettings> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('cod_settings'))`);
        const [before] = await tx.select().from(codSettings).where(eq(codSettings.id, 'store')).for('update');
        const values = {
          feePaise: input.feePaise,
          maxOrderPaise: input.maxOrderPaise,
          maxOpenOrders: input.maxOpenOrders,
        };
        await tx
          .insert(codSettings)
          .values({ id: 'store', ...values })
          .onConflictDoUpdate({ target: codSettings.id, set: { ...values, updatedAt: new Date() } });
        const old = before
          ? { feePaise: before.feePaise, maxOrderPaise: before.maxOrderPaise, maxOpenOrders: before.maxOpenOrders }
          : { ...DEFAULT_COD_RULES };
        await audit.record(tx, {
          actor,
          action: 'cod_settings.update',
          entity: 'settings',
          entityId: 'cod',
          before: old,
          after: values,
        });
      });
      cache.clear();
      return service.get();
    },
  };
  return service;
}

export type CodSettingsService = ReturnType<typeof createCodSettings>;
