/** Store settings (issue 11): one row, edited by the owner; owned by the settings service. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Paise } from '../../shop/money.ts';
import { updatedAt } from '../db/columns.ts';

export const storeSettings = pgTable(
  'store_settings',
  {
    /** Always 'store': the table holds one row (absent until the owner first saves; defaults apply until then). */
    id: text('id').primaryKey().default('store'),
    storeName: text('store_name').notNull(),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull(),
    /** Digits with country code, e.g. 919876543210 (wa.me links). */
    whatsappNumber: text('whatsapp_number').notNull(),
    businessHours: text('business_hours').notNull(),
    /** The grievance officer (all three, or none: then the customer care team is shown). */
    grievanceName: text('grievance_name'),
    grievanceEmail: text('grievance_email'),
    grievancePhone: text('grievance_phone'),
    gstLegalName: text('gst_legal_name'),
    gstAddress: text('gst_address'),
    gstState: text('gst_state'),
    gstin: text('gstin'),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [check('store_settings_one_row_ck', sql`${t.id} = 'store'`)],
);

/**
 * Cash-on-delivery settings (issue 13): one row, edited by the owner (absent until first saved: DEFAULT_COD_RULES in
 * src/shop/cod.ts apply). The checks repeat the shared schema's bounds so no other writer can store an unlawful
 * maximum (cash of ₹2,00,000 or more).
 */
export const codSettings = pgTable(
  'cod_settings',
  {
    id: text('id').primaryKey().default('store'),
    feePaise: integer('fee_paise').$type<Paise>().notNull(),
    maxOrderPaise: integer('max_order_paise').$type<Paise>().notNull(),
    maxOpenOrders: integer('max_open_orders').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cod_settings_one_row_ck', sql`${t.id} = 'store'`),
    check('cod_settings_fee_ck', sql`${t.feePaise} >= 0`),
    check('cod_settings_max_ck', sql`${t.maxOrderPaise} > 0 AND ${t.maxOrderPaise} < 20000000`),
    check('cod_settings_open_ck', sql`${t.maxOpenOrders} >= 1`),
  ],
);
