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
import { GST_RULE_PAST, GST_RULE_TAKEN, type GstRuleValues } from '../../shop/admin/gst.ts';
import { indianDate } from '../../shop/dates.ts';
import { isUuid } from '../../shop/ids.ts';
import type { DocumentSummary, TaxDocumentView } from '../../shop/gst/document-view.ts';
import { documentNumber, financialYear } from '../../shop/gst/documents.ts';
import { monthBounds, type Gstr1Input } from '../../shop/gst/gstr1.ts';
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
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid } from '../errors.ts';
import { gstRules, taxDocumentLines, taxDocuments } from './tables.ts';

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
  /** The delivery charge within totalPaise (an invoice line of its own). */
  shippingChargePaise?: Paise;
  /** The cash-on-delivery fee within totalPaise (an invoice line of its own). */
  codFeePaise?: Paise;
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
  /** The supplier's details, read fresh (not from a process's cache) for each document issued. */
  settings: { fresh(tx: Tx): Promise<SupplierSettings> };
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function rules(tx: Tx | Db = db): Promise<GstRule[]> {
    return (await tx.select().from(gstRules)).map(toRule);
  }

  /**
   * Stores a document under the next number of its series in one statement: the counter row's increment, the
   * document and its lines (a CTE), so the row lock that orders concurrent issuers is held for one round trip and
   * the commit, not for three. The number is `documentNumber(series, year, sequence)` written in SQL.
   */
  async function store(
    tx: Tx,
    kind: 'invoice' | 'credit_note',
    order: Pick<OrderForInvoice, 'id' | 'orderNumber' | 'createdAt'>,
    draft: DraftDocument,
    extra: { invoiceId?: string; reason?: string } = {},
  ): Promise<DocumentSummary> {
    const issuedAt = now();
    const series = SERIES[kind][draft.taxInvoice ? 'tax' : 'plain'];
    const fy = financialYear(issuedAt);
    documentNumber(series, fy, 1); // refuses a series prefix that cannot make a valid number
    const lines = draft.lines.map((l, i) => ({
      position: i + 1,
      order_item_id: l.orderItemId,
      description: l.description,
      hsn: l.hsn,
      quantity: l.quantity,
      unit: l.unit,
      value_paise: l.value,
      taxable_paise: l.taxable,
      rate_bps: l.rateBps,
      cgst_paise: l.cgst,
      sgst_paise: l.sgst,
      igst_paise: l.igst,
    }));
    const t = draft.totals;
    const { rows } = await tx.execute<{ id: string; number: string }>(sql`
      WITH n AS (
        INSERT INTO document_counters (series, financial_year, last) VALUES (${series}, ${fy}, 1)
        ON CONFLICT (series, financial_year) DO UPDATE SET last = document_counters.last + 1
        RETURNING last
      ), d AS (
        INSERT INTO tax_documents (kind, tax_invoice, series, financial_year, sequence, number, order_id, order_number,
          order_date, invoice_id, reason, issued_at, supplier, buyer, place_of_supply, place_of_supply_code,
          intra_state, taxable_paise, cgst_paise, sgst_paise, igst_paise, round_off_paise, total_paise)
        SELECT ${kind}, ${draft.taxInvoice}, ${series}, ${fy}, n.last,
          ${`${series}/${fy}/`} || CASE WHEN n.last >= 1000000 THEN n.last::text ELSE lpad(n.last::text, 6, '0') END,
          ${order.id}::uuid, ${order.orderNumber}, ${order.createdAt.toISOString()}::timestamptz,
          ${extra.invoiceId ?? null}::uuid, ${extra.reason ?? null}, ${issuedAt.toISOString()}::timestamptz,
          ${JSON.stringify(draft.supplier)}::jsonb, ${JSON.stringify(draft.buyer)}::jsonb,
          ${draft.placeOfSupply.state}, ${draft.placeOfSupply.stateCode}, ${draft.intraState},
          ${t.taxable}, ${t.cgst}, ${t.sgst}, ${t.igst}, ${t.roundOff}, ${t.total}
        FROM n
        RETURNING id, number
      ), l AS (
        INSERT INTO tax_document_lines (document_id, position, order_item_id, description, hsn, quantity, unit,
          value_paise, taxable_paise, rate_bps, cgst_paise, sgst_paise, igst_paise)
        SELECT d.id, x.position, x.order_item_id, x.description, x.hsn, x.quantity, x.unit, x.value_paise,
          x.taxable_paise, x.rate_bps, x.cgst_paise, x.sgst_paise, x.igst_paise
        FROM d, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS x(position int, order_item_id uuid,
          description text, hsn text, quantity int, unit text, value_paise int, taxable_paise int, rate_bps int,
          cgst_paise int, sgst_paise int, igst_paise int)
      )
      SELECT id, number FROM d`);
    const doc = rows[0]!;
    return {
      id: doc.id,
      kind,
      taxInvoice: draft.taxInvoice,
      number: doc.number,
      issuedAt: issuedAt.toISOString(),
      total: t.total,
    };
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

  /** Every document issued in [from, to), in number order within each series: the GSTR-1 exports read these. */
  async function issuedBetween(from: Date, to: Date): Promise<TaxDocumentView[]> {
    const rows = await db
      .select()
      .from(taxDocuments)
      .where(and(gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
      .orderBy(asc(taxDocuments.series), asc(taxDocuments.financialYear), asc(taxDocuments.sequence));
    return views(db, rows);
  }

  /** The documents of each of these orders (one query), oldest first; orders without any are absent. */
  async function forOrders(orderIds: readonly string[]): Promise<Map<string, DocumentSummary[]>> {
    const ids = [...new Set(orderIds.filter(isUuid))];
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(taxDocuments)
      .where(inArray(taxDocuments.orderId, ids))
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
    return new Map([...Map.groupBy(rows, (r) => r.orderId)].map(([id, docs]) => [id, docs.map(summary)]));
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
     * The owner adds a rule (a new rate, threshold or HSN prefix) from a day no earlier than today in India, so it
     * applies to orders placed from then on and never changes the tax of an order already placed. Audited.
     */
    async addRule(input: GstRuleValues, actor: Actor) {
      if (input.validFrom < indianDate(now()))
        throw new Invalid(GST_RULE_PAST, { fields: { validFrom: GST_RULE_PAST } });
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(gstRules)
          .values({ ...input, createdBy: actor.id })
          .onConflictDoNothing({ target: [gstRules.hsnPrefix, gstRules.validFrom] })
          .returning();
        if (!row) throw new Conflict(GST_RULE_TAKEN, { fields: { validFrom: GST_RULE_TAKEN } });
        const { id, createdAt: _at, createdBy: _by, ...after } = row;
        await deps.audit.record(tx, {
          actor,
          action: 'gst_rule.create',
          entity: 'gst_rule',
          entityId: id,
          before: null,
          after,
        });
        return row;
      });
    },

    /**
     * The documents issued in a month of India's calendar (YYYY-MM) for the GSTR-1 exports, with the value of each
     * earlier invoice a credit note of the month is against (B2CS or B2CL is the invoice's).
     */
    async gstr1Month(month: string): Promise<Gstr1Input> {
      const { from, to } = monthBounds(month);
      const documents = await issuedBetween(from, to);
      const inMonth = new Set(documents.map((d) => d.id));
      const earlier = [
        ...new Set(documents.flatMap((d) => (d.against && !inMonth.has(d.against.id) ? [d.against.id] : []))),
      ];
      const totals = earlier.length
        ? await db
            .select({ id: taxDocuments.id, total: taxDocuments.totalPaise })
            .from(taxDocuments)
            .where(inArray(taxDocuments.id, earlier))
        : [];
      return { documents, earlierInvoiceTotals: new Map(totals.map((r) => [r.id, r.total])) };
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
        settings: await deps.settings.fresh(tx),
        shipping: order.shippingAddress,
        orderDate: order.createdAt,
        orderTotal: order.totalPaise,
        shippingCharge: order.shippingChargePaise ?? (0 as Paise),
        codFee: order.codFeePaise ?? (0 as Paise),
        lines: order.lines,
        rules: await rules(tx),
      });
      return store(tx, 'invoice', order, draft);
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
      return store(tx, 'credit_note', order, draft, { invoiceId: invoice.id, reason });
    },

    /** The documents of an order, oldest first (the invoice, then its credit notes). */
    async forOrder(orderId: string): Promise<DocumentSummary[]> {
      return (await forOrders([orderId])).get(orderId) ?? [];
    },

    forOrders,

    /** One document in full (null when there is none). */
    async view(documentId: string): Promise<TaxDocumentView | null> {
      if (!isUuid(documentId)) return null;
      const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, documentId)).limit(1);
      return row ? (await views(db, [row]))[0]! : null;
    },

    issuedBetween,
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
