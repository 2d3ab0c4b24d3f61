/**
 * Who may see which GST document (issue 12): a customer the documents of their own orders (anyone else's order, or
 * an unknown one, is a 404 as if it did not exist), staff those of any order. A document is asked for under its
 * order: one of another order is a 404 too. The PDF is rendered from the stored document on each download
 * (pdf.ts: the same bytes every time), so nothing is cached that could go stale or leak. pdf.ts (pdfkit, fontkit,
 * about a second of module loading on a busy 2-core machine) is loaded on the first download, not at start. Since
 * each download is rendered on the spot, a customer may download at most `perHour` of them an hour (429 beyond);
 * staff downloads are not limited (the admin is behind its own sign-in).
 */
import { documentFileName, documentLink, type DocumentLink } from '../../shop/gst/document-links.ts';
import { NotFound } from '../errors.ts';
import type { OrderService } from '../orders/service.ts';
import type { RateLimits } from '../rate-limit/service.ts';
import type { InvoiceService } from './service.ts';

export const ORDER_NOT_FOUND = 'Order not found.';
export const DOCUMENT_NOT_FOUND = 'Document not found.';

export type DocumentPdf = { fileName: string; pdf: Buffer };

export function createDocumentDownloads(deps: {
  invoices: Pick<InvoiceService, 'forOrders' | 'view'>;
  orders: Pick<OrderService, 'belongsTo'>;
  rateLimits: RateLimits;
  /** PDFs a customer may download per hour. */
  perHour: number;
}) {
  const { invoices } = deps;
  const downloads = deps.rateLimits.limiter({
    name: 'document-pdf',
    points: deps.perHour,
    durationSeconds: 3600,
    message: 'Too many downloads. Please wait a while and try again.',
  });

  async function assertOwner(userId: string, orderId: string): Promise<void> {
    if (!(await deps.orders.belongsTo(userId, orderId))) throw new NotFound(ORDER_NOT_FOUND);
  }

  /** The document's PDF, when it belongs to this order. */
  async function pdf(orderId: string, documentId: string): Promise<DocumentPdf> {
    const doc = await invoices.view(documentId);
    if (!doc || doc.orderId !== orderId) throw new NotFound(DOCUMENT_NOT_FOUND);
    const { renderDocumentPdf } = await import('./pdf.ts');
    return { fileName: documentFileName(doc.number), pdf: await renderDocumentPdf(doc) };
  }

  /** The links of each of these orders' documents (one query), for pages listing orders. */
  async function links(orderIds: readonly string[]): Promise<Map<string, DocumentLink[]>> {
    const found = await invoices.forOrders(orderIds);
    return new Map([...found].map(([orderId, docs]) => [orderId, docs.map((d) => documentLink(orderId, d))]));
  }

  return {
    links,

    /** The documents of the customer's own order (404 for any other order). */
    async listForCustomer(userId: string, orderId: string): Promise<DocumentLink[]> {
      await assertOwner(userId, orderId);
      return (await links([orderId])).get(orderId) ?? [];
    },

    /** A document of the customer's own order as a PDF (404 for any other order or document). */
    async pdfForCustomer(userId: string, orderId: string, documentId: string): Promise<DocumentPdf> {
      await downloads.consume(`user:${userId}`);
      await assertOwner(userId, orderId);
      return pdf(orderId, documentId);
    },

    /** A document of any order as a PDF, for staff (the route checks the role). */
    pdfForStaff: pdf,
  };
}

export type DocumentDownloads = ReturnType<typeof createDocumentDownloads>;
