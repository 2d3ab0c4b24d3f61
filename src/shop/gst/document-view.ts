/**
 * A tax invoice or credit note as issued (CGST Rule 46 / Rule 53 contents): what the PDF, the pages and the exports
 * read. Amounts are integer paise, stored when the document was issued and never recomputed.
 */
import type { Paise } from '../money.ts';

export type DocumentKind = 'invoice' | 'credit_note';

/** The store as it stood when the document was issued (store settings). */
export type DocumentSupplier = {
  legalName: string;
  /** Postal address, lines separated by newlines. */
  address: string;
  /** Null: the store had no GSTIN, the document is marked "not a tax invoice". */
  gstin: string | null;
  state: string;
  stateCode: string | null;
};

export type DocumentBuyer = {
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  stateCode: string | null;
  pincode: string;
  country: string;
};

export type DocumentLine = {
  description: string;
  hsn: string;
  quantity: number;
  /** GSTR-1 unit quantity code, 'PCS'. */
  unit: string;
  value: Paise;
  taxable: Paise;
  rateBps: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
};

export type TaxDocumentView = {
  id: string;
  kind: DocumentKind;
  /** False: a receipt (or a note against one) marked "not a tax invoice": the store had no GSTIN. */
  taxInvoice: boolean;
  number: string;
  /** ISO instant. */
  issuedAt: string;
  orderId: string;
  orderNumber: string;
  orderDate: string;
  /** A credit note's invoice. */
  against: { id: string; number: string; issuedAt: string } | null;
  reason: string | null;
  supplier: DocumentSupplier;
  buyer: DocumentBuyer;
  placeOfSupply: { state: string; stateCode: string };
  intraState: boolean;
  /** Tax payable on reverse charge: never, for a store selling to consumers. */
  reverseCharge: false;
  lines: DocumentLine[];
  totals: { taxable: Paise; cgst: Paise; sgst: Paise; igst: Paise; roundOff: Paise; total: Paise };
};

/** What an order page lists. */
export type DocumentSummary = {
  id: string;
  kind: DocumentKind;
  taxInvoice: boolean;
  number: string;
  issuedAt: string;
  total: Paise;
};

/** The title a document carries. */
export function documentTitle(doc: Pick<TaxDocumentView, 'kind' | 'taxInvoice'>): string {
  if (doc.kind === 'invoice') return doc.taxInvoice ? 'Tax Invoice' : 'Order Receipt';
  return doc.taxInvoice ? 'Credit Note' : 'Refund Note';
}

/** What a document is called in a sentence: "invoice", "receipt", "credit note", "refund note". */
export function documentNoun(doc: Pick<TaxDocumentView, 'kind' | 'taxInvoice'>): string {
  if (doc.kind === 'invoice') return doc.taxInvoice ? 'invoice' : 'receipt';
  return doc.taxInvoice ? 'credit note' : 'refund note';
}

/** The GSTR-1 unit quantity code for pieces. */
export const UNIT_PIECES = 'PCS';
/** The GSTR-1 unit quantity code for what is not counted in pieces (the delivery charge). */
export const UNIT_OTHERS = 'OTH';
