/**
 * GST invoices and credit notes (issue 12, ADR 15). The checkout workflows call `issueInvoice` in the transaction
 * that confirms an order (cash on delivery: when it is placed; online: when its payment is captured) and
 * `issueCreditNote` in the transaction that cancels it (or part of it). Numbers come from one counter row per series
 * and financial year, incremented in that same transaction: a rolled-back order takes no number, two orders never
 * share one, and the numbers have no gaps (the row lock orders concurrent issuers, in any number of processes).
 * Issued documents are stored with their amounts and never changed (a database trigger refuses it).
 */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ShippingAddress } from '../../shop/address-types.ts';
import { indianDate } from '../../shop/dates.ts';
import { isUuid } from '../../shop/ids.ts';
import type { DocumentSummary, TaxDocumentView } from '../../shop/gst/document-view.ts';
import { documentNumber, financialYear } from '../../shop/gst/documents.ts';
import {
  documentTotals,
  draftCreditLines,
  draftInvoice,
  type DraftDocument,
  type InvoiceLineSource,
  type IssuedLine,
  type SupplierSettings,
} from '../../shop/gst/issue.ts';
import { NoGstRuleError, ruleFor, type GstRule } from '../../shop/gst/tax.ts';
import type { Paise } from '../../shop/money.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict } from '../errors.ts';
import { documentCounters, gstRules, taxDocumentLines, taxDocuments } from './tables.ts';

/** Series prefixes (at most 3 characters, so a number stays within 16): invoices, credit notes, and the same two
 * for a store without a GSTIN (receipts and refund notes, not tax documents). */
export const SERIES = {
  invoice: { tax: 'BB', plain: 'RC' },
  credit_note: { tax: 'CN', plain: 'RN' },
} as const;

export type OrderForInvoice = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  totalPaise: Paise;
  shippingAddress: ShippingAddress;
  lines: InvoiceLineSource[];
};

type DocRow = typeof taxDocuments.$inferSelect;
type LineRow = typeof taxDocumentLines.$inferSelect;

function toRule(r: typeof gstRules.$inferSelect): GstRule {
  return {
    validFrom: r.validFrom,
    hsnPrefix: r.hsnPrefix,
    thresholdPaise: r.thresholdPaise,
    rateBps: r.rateBps,
    rateAboveBps: r.rateAboveBps,
  };
}

function toIssuedLine(l: LineRow): IssuedLine {
  return {
    orderItemId: l.orderItemId,
    description: l.description,
    hsn: l.hsn,
    quantity: l.quantity,
    unit: l.unit,
    value: l.valuePaise,
    taxable: l.taxablePaise,
    rateBps: l.rateBps,
    cgst: l.cgstPaise,
    sgst: l.sgstPaise,
    igst: l.igstPaise,
  };
}

function summary(d: DocRow): DocumentSummary {
  return {
    id: d.id,
    kind: d.kind,
    taxInvoice: d.taxInvoice,
    number: d.number,
    issuedAt: d.issuedAt.toISOString(),
    total: d.totalPaise,
  };
}

export function createInvoiceService(deps: {
  db: Db;
  settings: { get(): Promise<SupplierSettings> };
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function rules(tx: Tx | Db = db): Promise<GstRule[]> {
    return (await tx.select().from(gstRules)).map(toRule);
  }

  /** The next number of a series in the financial year of `at`, taken under the counter row's lock. */
  async function nextNumber(tx: Tx, series: string, at: Date) {
    const fy = financialYear(at);
    const [row] = await tx
      .insert(documentCounters)
      .values({ series, financialYear: fy, last: 1 })
      .onConflictDoUpdate({
        target: [documentCounters.series, documentCounters.financialYear],
        set: { last: sql`${documentCounters.last} + 1` },
      })
      .returning({ last: documentCounters.last });
    return { financialYear: fy, sequence: row!.last, number: documentNumber(series, fy, row!.last) };
  }

  async function store(
    tx: Tx,
    kind: 'invoice' | 'credit_note',
    order: Pick<OrderForInvoice, 'id' | 'orderNumber' | 'createdAt'>,
    draft: DraftDocument,
    extra: { invoiceId?: string; reason?: string } = {},
  ): Promise<DocRow> {
    // The number is taken last, so the counter row stays locked for as short a time as possible.
    const issuedAt = now();
    const series = SERIES[kind][draft.taxInvoice ? 'tax' : 'plain'];
    const n = await nextNumber(tx, series, issuedAt);
    const [doc] = await tx
      .insert(taxDocuments)
      .values({
        kind,
        taxInvoice: draft.taxInvoice,
        series,
        financialYear: n.financialYear,
        sequence: n.sequence,
        number: n.number,
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderDate: order.createdAt,
        invoiceId: extra.invoiceId ?? null,
        reason: extra.reason ?? null,
        issuedAt,
        supplier: draft.supplier,
        buyer: draft.buyer,
        placeOfSupply: draft.placeOfSupply.state,
        placeOfSupplyCode: draft.placeOfSupply.stateCode,
        intraState: draft.intraState,
        taxablePaise: draft.totals.taxable,
        cgstPaise: draft.totals.cgst,
        sgstPaise: draft.totals.sgst,
        igstPaise: draft.totals.igst,
        roundOffPaise: draft.totals.roundOff,
        totalPaise: draft.totals.total,
      })
      .returning();
    await tx.insert(taxDocumentLines).values(
      draft.lines.map((l, i) => ({
        documentId: doc!.id,
        position: i + 1,
        orderItemId: l.orderItemId,
        description: l.description,
        hsn: l.hsn,
        quantity: l.quantity,
        unit: l.unit,
        valuePaise: l.value,
        taxablePaise: l.taxable,
        rateBps: l.rateBps,
        cgstPaise: l.cgst,
        sgstPaise: l.sgst,
        igstPaise: l.igst,
      })),
    );
    return doc!;
  }

  async function invoiceOf(tx: Tx | Db, orderId: string): Promise<DocRow | null> {
    const [row] = await tx
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')))
      .limit(1);
    return row ?? null;
  }

  async function linesOf(tx: Tx | Db, ids: string[]): Promise<Map<string, LineRow[]>> {
    const out = new Map<string, LineRow[]>();
    if (ids.length === 0) return out;
    const rows = await tx
      .select()
      .from(taxDocumentLines)
      .where(inArray(taxDocumentLines.documentId, ids))
      .orderBy(asc(taxDocumentLines.documentId), asc(taxDocumentLines.position));
    for (const r of rows) out.set(r.documentId, [...(out.get(r.documentId) ?? []), r]);
    return out;
  }

  async function views(tx: Tx | Db, docs: DocRow[]): Promise<TaxDocumentView[]> {
    const lines = await linesOf(
      tx,
      docs.map((d) => d.id),
    );
    const invoiceIds = [...new Set(docs.map((d) => d.invoiceId).filter((x): x is string => x !== null))];
    const invoices = invoiceIds.length
      ? await tx.select().from(taxDocuments).where(inArray(taxDocuments.id, invoiceIds))
      : [];
    const byId = new Map(invoices.map((i) => [i.id, i]));
    return docs.map((d) => {
      const against = d.invoiceId ? byId.get(d.invoiceId) : undefined;
      return {
        id: d.id,
        kind: d.kind,
        taxInvoice: d.taxInvoice,
        number: d.number,
        issuedAt: d.issuedAt.toISOString(),
        orderId: d.orderId,
        orderNumber: d.orderNumber,
        orderDate: d.orderDate.toISOString(),
        against: against ? { id: against.id, number: against.number, issuedAt: against.issuedAt.toISOString() } : null,
        reason: d.reason,
        supplier: d.supplier,
        buyer: d.buyer,
        placeOfSupply: { state: d.placeOfSupply, stateCode: d.placeOfSupplyCode },
        intraState: d.intraState,
        reverseCharge: false,
        lines: (lines.get(d.id) ?? []).map((l) => {
          const { orderItemId: _item, ...line } = toIssuedLine(l);
          return line;
        }),
        totals: {
          taxable: d.taxablePaise,
          cgst: d.cgstPaise,
          sgst: d.sgstPaise,
          igst: d.igstPaise,
          roundOff: d.roundOffPaise,
          total: d.totalPaise,
        },
      };
    });
  }

  return {
    /** The rules the owner sees (every version, newest first within each HSN prefix). */
    async listRules() {
      return db
        .select()
        .from(gstRules)
        .orderBy(asc(gstRules.hsnPrefix), sql`${gstRules.validFrom} DESC`);
    },

    /**
     * Refuses an order whose goods no GST rule covers on its date (the owner must add a rule first), so an
     * invoice can always be issued for an order the store accepted.
     */
    async assertTaxable(tx: Tx | Db, hsns: readonly string[], at: Date): Promise<void> {
      const all = await rules(tx);
      const date = indianDate(at);
      for (const hsn of hsns) {
        try {
          ruleFor(all, hsn, date);
        } catch (err) {
          if (!(err instanceof NoGstRuleError)) throw err;
          throw new Conflict(
            'This order cannot be placed right now: one of its items has no tax rule. Please contact us.',
            {
              reason: 'gst_rule_missing',
            },
          );
        }
      }
    },

    /** Whether a GST rule in force on `at` (today) covers an HSN code: the product editor's check. */
    async coveredHsn(hsn: string, at: Date = now()): Promise<boolean> {
      try {
        ruleFor(await rules(), hsn, indianDate(at));
        return true;
      } catch (err) {
        if (err instanceof NoGstRuleError) return false;
        throw err;
      }
    },

    /**
     * Issues the order's invoice (a receipt when the store has no GSTIN) in the caller's transaction; the order's
     * existing invoice when it has one. Takes the next number of the series last.
     */
    async issueInvoice(tx: Tx, order: OrderForInvoice): Promise<DocumentSummary> {
      const existing = await invoiceOf(tx, order.id);
      if (existing) return summary(existing);
      const draft = draftInvoice({
        settings: await deps.settings.get(),
        shipping: order.shippingAddress,
        orderDate: order.createdAt,
        orderTotal: order.totalPaise,
        lines: order.lines,
        rules: await rules(tx),
      });
      return summary(await store(tx, 'invoice', order, draft));
    },

    /**
     * Issues a credit note against the order's invoice in the caller's transaction: for the rest of the invoice (the
     * order cancelled) or for part of one line (pieces cancelled: `value` is what the customer is credited). Null
     * when the order has no invoice (an online order never paid) or nothing is left to credit.
     */
    async issueCreditNote(
      tx: Tx,
      orderId: string,
      part: 'rest' | { orderItemId: string; quantity: number; value: Paise },
      reason: string,
    ): Promise<DocumentSummary | null> {
      // The invoice's counter row is not needed: the order's own lock (held by the caller) orders its notes.
      const invoice = await invoiceOf(tx, orderId);
      if (!invoice) return null;
      const notes = await tx
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.invoiceId, invoice.id), eq(taxDocuments.kind, 'credit_note')));
      const lines = await linesOf(tx, [invoice.id, ...notes.map((n) => n.id)]);
      const credit = draftCreditLines(
        (lines.get(invoice.id) ?? []).map(toIssuedLine),
        notes.flatMap((n) => (lines.get(n.id) ?? []).map(toIssuedLine)),
        part,
        invoice.intraState,
      );
      if (credit.length === 0) return null;
      const draft: DraftDocument = {
        taxInvoice: invoice.taxInvoice,
        supplier: invoice.supplier,
        buyer: invoice.buyer,
        placeOfSupply: { state: invoice.placeOfSupply, stateCode: invoice.placeOfSupplyCode },
        intraState: invoice.intraState,
        lines: credit,
        totals: documentTotals(credit),
      };
      const order = { id: orderId, orderNumber: invoice.orderNumber, createdAt: invoice.orderDate };
      return summary(await store(tx, 'credit_note', order, draft, { invoiceId: invoice.id, reason }));
    },

    /** The documents of an order, oldest first (the invoice, then its credit notes). */
    async forOrder(orderId: string): Promise<DocumentSummary[]> {
      const rows = await db
        .select()
        .from(taxDocuments)
        .where(eq(taxDocuments.orderId, orderId))
        .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
      return rows.map(summary);
    },

    /** One document in full (null when there is none). */
    async view(documentId: string): Promise<TaxDocumentView | null> {
      if (!isUuid(documentId)) return null;
      const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, documentId)).limit(1);
      return row ? (await views(db, [row]))[0]! : null;
    },

    /** Every document issued in [from, to), in number order within each series: the GSTR-1 exports read these. */
    async issuedBetween(from: Date, to: Date): Promise<TaxDocumentView[]> {
      const rows = await db
        .select()
        .from(taxDocuments)
        .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
        .orderBy(asc(taxDocuments.series), asc(taxDocuments.financialYear), asc(taxDocuments.sequence));
      return views(db, rows);
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
