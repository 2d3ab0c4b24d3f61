/**
 * Suites place many cash-on-delivery orders as one customer, so every test database (support/db.ts) starts with
 * the COD settings allowing the most open COD orders the owner may (20). The cap itself, with the defaults, is tested
 * in src/server/checkout/cod-rules.test.ts (it saves its own settings).
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
