/**
 * Where a GST document is downloaded, and what a page or a mail calls the link: the customer's route (their own
 * orders only), the staff's route, and the file name (the number with its slashes as dashes).
 */
import { paiseToRupees, type Rupees } from '../money.ts';
import { documentNoun, documentTitle, type DocumentKind, type DocumentSummary } from './document-view.ts';

export const customerDocumentPath = (orderId: string, documentId: string) =>
  `/api/orders/${orderId}/documents/${documentId}/pdf`;

/** The page address of the same download, for mails: a signed-out customer is sent to sign in and comes back. */
export const customerDocumentPagePath = (orderId: string, documentId: string) =>
  `/order/${orderId}/documents/${documentId}`;

export const adminDocumentPath = (orderId: string, documentId: string) =>
  `/api/admin/orders/${orderId}/documents/${documentId}/pdf`;

/** BB/26-27/000001 -> BB-26-27-000001.pdf */
export const documentFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/** A document as an order page and the API list it: amounts in rupees, with the customer's download address. */
export type DocumentLink = {
  id: string;
  kind: DocumentKind;
  taxInvoice: boolean;
  title: string;
  /** "Download invoice", "Download receipt", "Download credit note", "Download refund note". */
  label: string;
  number: string;
  issuedAt: string;
  total: Rupees;
  url: string;
};

export function documentLink(orderId: string, doc: DocumentSummary): DocumentLink {
  return {
    id: doc.id,
    kind: doc.kind,
    taxInvoice: doc.taxInvoice,
    title: documentTitle(doc),
    label: `Download ${documentNoun(doc)}`,
    number: doc.number,
    issuedAt: doc.issuedAt,
    total: paiseToRupees(doc.total),
    url: customerDocumentPath(orderId, doc.id),
  };
}
