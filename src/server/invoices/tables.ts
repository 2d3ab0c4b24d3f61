/**
 * GST documents (issue 12): the dated GST rules the owner can see, the per-series and per-financial-year counters,
 * and the issued tax invoices / credit notes with their lines. Owned by the invoice service. Issued documents are
 * immutable: their amounts are stored, never recomputed, and a trigger refuses UPDATE and DELETE (migration 0014).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Paise } from '../../shop/money.ts';
import type { DocumentBuyer, DocumentSupplier } from '../../shop/gst/document-view.ts';
import { users } from '../accounts/tables.ts';
import { createdAt, id } from '../db/columns.ts';
import { orderItems, orders } from '../orders/tables.ts';

export const gstRules = pgTable(
  'gst_rules',
  {
    id: id(),
    /** HSN code or its leading digits ('61', '62', '6211'): the longest matching prefix wins. */
    hsnPrefix: text('hsn_prefix').notNull(),
    /** First day (India) the rule applies to orders placed on or after it. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Taxable value per piece up to which `rate_bps` applies; null: always `rate_bps`. */
    thresholdPaise: integer('threshold_paise').$type<Paise>(),
    rateBps: integer('rate_bps').notNull(),
    rateAboveBps: integer('rate_above_bps'),
    /** Where the rule comes from (notification), for the owner. */
    source: text('source').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gst_rules_prefix_from_uq').on(t.hsnPrefix, t.validFrom),
    check('gst_rules_prefix_ck', sql`${t.hsnPrefix} ~ '^[0-9]{2,8}$'`),
    check('gst_rules_rate_ck', sql`${t.rateBps} BETWEEN 0 AND 10000`),
    check(
      'gst_rules_above_ck',
      sql`(${t.thresholdPaise} IS NULL) = (${t.rateAboveBps} IS NULL) AND (${t.rateAboveBps} IS NULL OR ${t.rateAboveBps} BETWEEN 0 AND 10000)`,
    ),
  ],
);

/** The last number taken in a series and financial year; incremented in the transaction that issues a document. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    /** 'invoice' or 'credit_note'. */
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    /** False: the store had no GSTIN when it was issued, so it is a receipt / note marked "not a tax invoice". */
    taxInvoice: boolean('tax_invoice').notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderNumber: text('order_number').notNull(),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull(),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    /** Why a credit note was issued ('Order cancelled', 'Line cancelled'). */
    reason: text('reason'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    supplier: jsonb('supplier').$type<DocumentSupplier>().notNull(),
    buyer: jsonb('buyer').$type<DocumentBuyer>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    intraState: boolean('intra_state').notNull(),
    taxablePaise: integer('taxable_paise').$type<Paise>().notNull(),
    cgstPaise: integer('cgst_paise').$type<Paise>().notNull(),
    sgstPaise: integer('sgst_paise').$type<Paise>().notNull(),
    igstPaise: integer('igst_paise').$type<Paise>().notNull(),
    roundOffPaise: integer('round_off_paise').$type<Paise>().notNull(),
    totalPaise: integer('total_paise').$type<Paise>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_series_seq_uq').on(t.series, t.financialYear, t.sequence),
    /** One invoice per order. */
    uniqueIndex('tax_documents_order_invoice_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_issued_idx').on(t.issuedAt),
    check('tax_documents_kind_ck', sql`${t.kind} IN ('invoice', 'credit_note')`),
    check('tax_documents_note_ck', sql`(${t.kind} = 'credit_note') = (${t.invoiceId} IS NOT NULL)`),
    check('tax_documents_number_ck', sql`${t.number} ~ '^[A-Za-z0-9/-]{1,16}$'`),
    check('tax_documents_total_ck', sql`${t.totalPaise} >= 0`),
  ],
);

export const taxDocumentLines = pgTable(
  'tax_document_lines',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => taxDocuments.id),
    position: integer('position').notNull(),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    description: text('description').notNull(),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit quantity code of GSTR-1 ('PCS'). */
    unit: text('unit').notNull(),
    /** What the customer paid for the line, tax included. */
    valuePaise: integer('value_paise').$type<Paise>().notNull(),
    taxablePaise: integer('taxable_paise').$type<Paise>().notNull(),
    rateBps: integer('rate_bps').notNull(),
    cgstPaise: integer('cgst_paise').$type<Paise>().notNull(),
    sgstPaise: integer('sgst_paise').$type<Paise>().notNull(),
    igstPaise: integer('igst_paise').$type<Paise>().notNull(),
  },
  (t) => [uniqueIndex('tax_document_lines_doc_pos_uq').on(t.documentId, t.position)],
);
