/**
 * Delivery (issue 13): the owner's delivery zones and the delivery settings (pickup PIN, dispatch days, cut-off,
 * default transit days, piece weight, holidays). Owned by the delivery service; the PIN directory is a file, not a
 * table (data/pin-directory.tsv.gz).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Holiday, ZoneMatch } from '../../shop/delivery.ts';
import { ZERO_PAISE, type Paise } from '../../shop/money.ts';
import { createdAt, id, updatedAt } from '../db/columns.ts';

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    name: text('name').notNull(),
    /** 'pins', 'prefixes' or 'states': how `values` are matched (src/shop/delivery.ts zoneFor). */
    match: text('match').$type<ZoneMatch>().notNull(),
    values: text('values').array().notNull(),
    serviceable: boolean('serviceable').notNull().default(true),
    /** Null: the default transit days (or the courier's estimate). */
    transitDays: integer('transit_days'),
    codAllowed: boolean('cod_allowed').notNull().default(true),
    shippingChargePaise: integer('shipping_charge_paise').$type<Paise>().notNull().default(ZERO_PAISE),
    freeAbovePaise: integer('free_above_paise').$type<Paise>(),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('delivery_zones_match_ck', sql`${t.match} IN ('pins', 'prefixes', 'states')`),
    check('delivery_zones_charge_ck', sql`${t.shippingChargePaise} >= 0 AND coalesce(${t.freeAbovePaise}, 0) >= 0`),
    check('delivery_zones_transit_ck', sql`${t.transitDays} IS NULL OR ${t.transitDays} BETWEEN 0 AND 60`),
  ],
);

export const deliverySettings = pgTable(
  'delivery_settings',
  {
    /** Always 'store': one row (absent until the owner first saves; DEFAULT_DELIVERY_SETTINGS apply until then). */
    id: text('id').primaryKey().default('store'),
    pickupPin: text('pickup_pin'),
    dispatchDays: integer('dispatch_days').notNull(),
    /** HH:MM, India time. */
    cutoffTime: text('cutoff_time').notNull(),
    defaultTransitDays: integer('default_transit_days').notNull(),
    pieceWeightGrams: integer('piece_weight_grams').notNull(),
    holidays: jsonb('holidays').$type<Holiday[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [check('delivery_settings_one_row_ck', sql`${t.id} = 'store'`)],
);
