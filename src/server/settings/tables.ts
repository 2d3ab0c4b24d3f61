/** Store settings (issue 11): one row, edited by the owner; owned by the settings service. */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
