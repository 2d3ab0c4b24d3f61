/**
 * A month's GSTR-1 (the monthly return of outward supplies) from the documents the store issued in it: pure functions
 * over TaxDocumentView[] giving the tables as CSV records (header first) in the layouts of the GST offline tool, which
 * the accountant imports and uploads. Every buyer of this store is a consumer (unregistered), so the tables are:
 *
 * - B2CS (table 7): intra-State supplies, and inter-State ones with an invoice value up to ₹1,00,000, summed per
 *   place of supply and rate, net of the credit notes against them (credit notes to unregistered buyers against
 *   such invoices are netted here, they have no table of their own). Type 'OE' (not through an e-commerce
 *   operator: the store sells on its own site).
 * - B2CL (table 5): inter-State invoices to consumers with an invoice value above ₹1,00,000, one row per invoice and
 *   rate. The threshold was ₹2,50,000 until Notification 12/2024-Central Tax (10 July 2024) amended CGST Rule 59(4)
 *   from 1 August 2024 (GSTN advisory of 3 September 2024, quoted at
 *   https://cashflo.io/magazine/gst-alert-reduced-b2c-invoice-reporting-threshold-in-gstr-1). Credit notes against
 *   these go to CDNUR (type B2CL), which this store does not export yet: they are left out of B2CS and listed in the
 *   register.
 * - HSN summary (table 12, the B2C tab): per HSN and rate, quantities and values, credit notes subtracting.
 * - Documents issued (table 13): per series, the first and last number, how many, none cancelled (a cancelled order
 *   gets a credit note; an invoice is never cancelled).
 * - The register: every document, receipts too, for the accountant's books (credit notes negative).
 *
 * Column headers are the offline tool's CSV templates (b2cs.csv, b2cl.csv, hsn.csv, docs.csv in the tool's zip;
 * the same headers as Odoo's l10n_in GSTR-1 exports). Receipts and refund notes (the store had no GSTIN: not tax
 * documents) are left out of every tax table. Months and dates are India's (IST).
 */
import { z } from 'zod';
import { indianDate } from '../dates.ts';
import type { Paise } from '../money.ts';
import { documentTitle, type DocumentLine, type TaxDocumentView } from './document-view.ts';

/** Invoice value (tax included) above which an inter-State invoice to a consumer goes to B2CL (CGST Rule 59(4)). */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00 as Paise;

export const GSTR1_TABLES = ['b2cs', 'b2cl', 'hsn', 'docs', 'register'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

export const GSTR1_TABLE_LABELS: Record<Gstr1Table, string> = {
  b2cs: 'B2CS (table 7)',
  b2cl: 'B2CL (table 5)',
  hsn: 'HSN summary (table 12)',
  docs: 'Documents issued (table 13)',
  register: 'Register of documents',
};

export const B2CS_HEADER = [
  'Type',
  'Place Of Supply',
  'Rate',
  'Applicable % of Tax Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;
export const B2CL_HEADER = [
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;
export const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
] as const;
export const DOCS_HEADER = ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'] as const;
export const REGISTER_HEADER = [
  'Number',
  'Date',
  'Order number',
  'Kind',
  'Against invoice',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Round off',
  'Total',
] as const;

/** GSTR-1 unit quantity codes as the offline tool spells them. */
const UQC: Record<string, string> = { PCS: 'PCS-PIECES', OTH: 'OTH-OTHERS' };

const NATURE: Record<TaxDocumentView['kind'], string> = {
  invoice: 'Invoices for outward supply',
  credit_note: 'Credit Note',
};

// ---- Months ---------------------------------------------------------------------------------------------------

export const GST_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const gstMonthSchema = z
  .string({ error: 'Choose a month' })
  .trim()
  .regex(GST_MONTH_PATTERN, 'Choose a month (YYYY-MM)')
  .refine((m) => Number(m.slice(0, 4)) >= 2017, 'GST began in July 2017: choose a later month');

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The instants a month of India's calendar covers: [from, to). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, m - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, m, 1) - IST_OFFSET_MS),
  };
}

/** The month (YYYY-MM, India's calendar) an instant falls in. */
export function indianMonth(at: Date | string): string {
  return indianDate(at).slice(0, 7);
}

// ---- Cells ----------------------------------------------------------------------------------------------------

/** Paise as rupees with 2 decimals: 123456 -> '1234.56', -5 -> '-0.05'. */
export function rupees2(amount: number): string {
  const abs = Math.abs(amount);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return amount < 0 ? `-${text}` : text;
}

/** A rate in basis points as the tool writes it: 500 -> '5', 1250 -> '12.5'. */
export const rateCell = (bps: number) => String(bps / 100);

/** '29-Karnataka'. */
export const placeOfSupplyCell = (p: { state: string; stateCode: string }) => `${p.stateCode}-${p.state}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India's date as the offline tool reads it: '05-Nov-2026'. */
export function toolDate(at: string): string {
  const [y, m, d] = indianDate(at).split('-') as [string, string, string];
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

// ---- Tables ---------------------------------------------------------------------------------------------------

export type Gstr1Input = {
  /** The documents issued in the month (any order). */
  documents: readonly TaxDocumentView[];
  /**
   * The value (total) of each invoice a credit note of the month is against, when that invoice was issued in an
   * earlier month (the month's own invoices are read from `documents`): it decides B2CS or B2CL.
   */
  earlierInvoiceTotals?: ReadonlyMap<string, Paise>;
};

const sign = (d: TaxDocumentView) => (d.kind === 'credit_note' ? -1 : 1);

/** Whether an invoice (its value, tax included) is a B2C large one. */
const isLarge = (intraState: boolean, invoiceTotal: number) => !intraState && invoiceTotal > B2CL_THRESHOLD_PAISE;

/** B2CL or B2CS, for a tax document (a credit note by its invoice). */
function section(d: TaxDocumentView, input: Gstr1Input): 'b2cl' | 'b2cs' {
  if (d.kind === 'invoice') return isLarge(d.intraState, d.totals.total) ? 'b2cl' : 'b2cs';
  const invoiceId = d.against?.id ?? '';
  const total =
    input.documents.find((x) => x.id === invoiceId)?.totals.total ?? input.earlierInvoiceTotals?.get(invoiceId) ?? 0;
  return isLarge(d.intraState, total) ? 'b2cl' : 'b2cs';
}

const taxDocuments = (input: Gstr1Input) => input.documents.filter((d) => d.taxInvoice);

/** Lines of one document summed per rate, in rate order. */
function byRate(lines: readonly DocumentLine[]): Array<{ rateBps: number; taxable: number }> {
  const sums = new Map<number, number>();
  for (const l of lines) sums.set(l.rateBps, (sums.get(l.rateBps) ?? 0) + l.taxable);
  return [...sums].sort((a, b) => a[0] - b[0]).map(([rateBps, taxable]) => ({ rateBps, taxable }));
}

export type Csv = { header: readonly string[]; rows: string[][] };

export function b2csTable(input: Gstr1Input): Csv {
  const sums = new Map<string, { place: { state: string; stateCode: string }; rateBps: number; taxable: number }>();
  for (const d of taxDocuments(input)) {
    if (section(d, input) !== 'b2cs') continue;
    for (const l of d.lines) {
      const key = `${d.placeOfSupply.stateCode}|${String(l.rateBps).padStart(5, '0')}`;
      const row = sums.get(key) ?? { place: d.placeOfSupply, rateBps: l.rateBps, taxable: 0 };
      row.taxable += sign(d) * l.taxable;
      sums.set(key, row);
    }
  }
  const rows = [...sums]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, r]) => r)
    // Everything of a place and rate credited back in the month: nothing to report.
    .filter((r) => r.taxable !== 0)
    .map((r) => ['OE', placeOfSupplyCell(r.place), rateCell(r.rateBps), '', rupees2(r.taxable), '', '']);
  return { header: B2CS_HEADER, rows };
}

export function b2clTable(input: Gstr1Input): Csv {
  const rows: string[][] = [];
  for (const d of taxDocuments(input)) {
    if (d.kind !== 'invoice' || section(d, input) !== 'b2cl') continue;
    for (const r of byRate(d.lines)) {
      rows.push([
        d.number,
        toolDate(d.issuedAt),
        rupees2(d.totals.total),
        placeOfSupplyCell(d.placeOfSupply),
        '',
        rateCell(r.rateBps),
        rupees2(r.taxable),
        '',
        '',
      ]);
    }
  }
  return { header: B2CL_HEADER, rows };
}

export function hsnTable(input: Gstr1Input): Csv {
  type Sum = {
    hsn: string;
    unit: string;
    rateBps: number;
    qty: number;
    taxable: number;
    i: number;
    c: number;
    s: number;
  };
  const sums = new Map<string, Sum>();
  for (const d of taxDocuments(input)) {
    for (const l of d.lines) {
      const key = `${l.hsn}|${l.unit}|${String(l.rateBps).padStart(5, '0')}`;
      const row = sums.get(key) ?? {
        hsn: l.hsn,
        unit: l.unit,
        rateBps: l.rateBps,
        qty: 0,
        taxable: 0,
        i: 0,
        c: 0,
        s: 0,
      };
      const k = sign(d);
      row.qty += k * l.quantity;
      row.taxable += k * l.taxable;
      row.i += k * l.igst;
      row.c += k * l.cgst;
      row.s += k * l.sgst;
      sums.set(key, row);
    }
  }
  const rows = [...sums]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, r]) => r)
    .filter((r) => r.qty !== 0 || r.taxable !== 0)
    .map((r) => [
      r.hsn,
      '',
      UQC[r.unit] ?? r.unit,
      String(r.qty),
      // Total value: taxable value and tax (the paise of a document's round-off are not any HSN's).
      rupees2(r.taxable + r.i + r.c + r.s),
      rateCell(r.rateBps),
      rupees2(r.taxable),
      rupees2(r.i),
      rupees2(r.c),
      rupees2(r.s),
      '',
    ]);
  return { header: HSN_HEADER, rows };
}

/** A document's place in its series: its number ends with the sequence, '/000123'. */
const sequenceOf = (number: string) => Number(number.slice(number.lastIndexOf('/') + 1));

export function docsTable(input: Gstr1Input): Csv {
  const series = new Map<string, { kind: TaxDocumentView['kind']; numbers: string[] }>();
  for (const d of taxDocuments(input)) {
    // The series is the number without its sequence: 'BB/26-27'.
    const key = `${d.kind === 'invoice' ? 0 : 1}|${d.number.slice(0, d.number.lastIndexOf('/'))}`;
    const s = series.get(key) ?? { kind: d.kind, numbers: [] };
    s.numbers.push(d.number);
    series.set(key, s);
  }
  const rows = [...series]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, s]) => {
      const sorted = [...s.numbers].sort((a, b) => sequenceOf(a) - sequenceOf(b));
      return [NATURE[s.kind], sorted[0]!, sorted[sorted.length - 1]!, String(sorted.length), '0'];
    });
  return { header: DOCS_HEADER, rows };
}

export function registerTable(input: Gstr1Input): Csv {
  const rows = [...input.documents]
    .sort((a, b) => (a.issuedAt === b.issuedAt ? (a.number < b.number ? -1 : 1) : a.issuedAt < b.issuedAt ? -1 : 1))
    .map((d) => {
      const k = sign(d);
      const t = d.totals;
      return [
        d.number,
        toolDate(d.issuedAt),
        d.orderNumber,
        documentTitle(d),
        d.against?.number ?? '',
        placeOfSupplyCell(d.placeOfSupply),
        rupees2(k * t.taxable),
        rupees2(k * t.cgst),
        rupees2(k * t.sgst),
        rupees2(k * t.igst),
        rupees2(k * t.roundOff),
        rupees2(k * t.total),
      ];
    });
  return { header: REGISTER_HEADER, rows };
}

const TABLES: Record<Gstr1Table, (input: Gstr1Input) => Csv> = {
  b2cs: b2csTable,
  b2cl: b2clTable,
  hsn: hsnTable,
  docs: docsTable,
  register: registerTable,
};

/** One table as CSV records, header first. */
export function gstr1Records(table: Gstr1Table, input: Gstr1Input): string[][] {
  const csv = TABLES[table](input);
  return [[...csv.header], ...csv.rows];
}

export const gstr1FileName = (table: Gstr1Table, month: string) => `gstr1-${month}-${table}.csv`;

// ---- The month on the admin page ------------------------------------------------------------------------------

export type MonthDocument = {
  id: string;
  kind: TaxDocumentView['kind'];
  title: string;
  taxInvoice: boolean;
  number: string;
  issuedAt: string;
  orderId: string;
  orderNumber: string;
  against: string | null;
  placeOfSupply: string;
  taxable: Paise;
  tax: Paise;
  total: Paise;
};

export type MonthTotals = { invoices: number; creditNotes: number; taxable: Paise; tax: Paise; total: Paise };

/** The month's documents as the admin lists them (issue order), and their totals net of credit notes. */
export function monthSummary(documents: readonly TaxDocumentView[]): {
  documents: MonthDocument[];
  totals: MonthTotals;
} {
  const list = [...documents]
    .sort((a, b) => (a.issuedAt === b.issuedAt ? (a.number < b.number ? -1 : 1) : a.issuedAt < b.issuedAt ? -1 : 1))
    .map((d): MonthDocument => ({
      id: d.id,
      kind: d.kind,
      title: documentTitle(d),
      taxInvoice: d.taxInvoice,
      number: d.number,
      issuedAt: d.issuedAt,
      orderId: d.orderId,
      orderNumber: d.orderNumber,
      against: d.against?.number ?? null,
      placeOfSupply: placeOfSupplyCell(d.placeOfSupply),
      taxable: d.totals.taxable,
      tax: (d.totals.cgst + d.totals.sgst + d.totals.igst) as Paise,
      total: d.totals.total,
    }));
  const totals = { invoices: 0, creditNotes: 0, taxable: 0, tax: 0, total: 0 };
  for (const d of list) {
    const k = d.kind === 'credit_note' ? -1 : 1;
    if (d.kind === 'invoice') totals.invoices += 1;
    else totals.creditNotes += 1;
    totals.taxable += k * d.taxable;
    totals.tax += k * d.tax;
    totals.total += k * d.total;
  }
  return {
    documents: list,
    totals: { ...totals, taxable: totals.taxable as Paise, tax: totals.tax as Paise, total: totals.total as Paise },
  };
}
