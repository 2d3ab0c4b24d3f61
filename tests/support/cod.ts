/**
 * Suites that place many cash-on-delivery orders as one customer: the COD settings row with the most open COD
 * orders the owner may allow (20), unless the settings were saved already. The cap itself, with the defaults, is
 * tested in src/server/checkout/cod-rules.test.ts.
 */
import { DEFAULT_COD_RULES, MAX_OPEN_COD_ORDERS_SETTING } from '../../src/shop/cod.ts';
import type { Db } from '../../src/server/db/client.ts';
import { codSettings } from '../../src/server/settings/tables.ts';

export async function allowManyCodOrders(db: Db): Promise<void> {
  await db
    .insert(codSettings)
    .values({ ...DEFAULT_COD_RULES, maxOpenOrders: MAX_OPEN_COD_ORDERS_SETTING })
    .onConflictDoNothing();
}
