/**
 * The GST documents of an order's life, as steps the workflows run inside their own transactions: the invoice when
 * an order is confirmed (cash on delivery placed, online payment captured) and a credit note when it, or part of
 * it, is cancelled. See src/server/invoices/service.ts for numbering and docs/decisions/0015-gst-invoices.md.
 */
import type { Paise } from '../../shop/money.ts';
import type { Tx } from '../db/client.ts';
import type { InvoiceService } from '../invoices/service.ts';
import type { OrderRow, OrderService } from '../orders/service.ts';

export type DocumentDeps = {
  orders: Pick<OrderService, 'lines'>;
  invoices: Pick<InvoiceService, 'issueInvoice' | 'issueCreditNote' | 'assertTaxable'>;
};

export function createDocumentSteps(deps: DocumentDeps) {
  return {
    /** Refuses an order whose goods have no GST rule on this date (before anything is stored). */
    assertTaxable: (tx: Tx, hsns: string[], at: Date) => deps.invoices.assertTaxable(tx, hsns, at),

    /** Issues the order's invoice (or receipt) in the caller's transaction; once per order. */
    async invoice(tx: Tx, row: OrderRow) {
      // Lines in a stable order a reader can follow: by product, then size.
      const lines = (await deps.orders.lines(tx, row.id)).sort(
        (x, y) => x.productName.localeCompare(y.productName) || x.size.localeCompare(y.size),
      );
      return deps.invoices.issueInvoice(tx, {
        id: row.id,
        orderNumber: row.orderNumber,
        createdAt: row.createdAt,
        totalPaise: row.totalPaise,
        shippingChargePaise: row.shippingChargePaise,
        codFeePaise: row.codFeePaise,
        shippingAddress: row.shippingAddress,
        lines: lines.map((l) => ({
          orderItemId: l.id,
          productName: l.productName,
          size: l.size,
          hsn: l.hsn,
          quantity: l.quantity - l.cancelledQuantity,
          unitPrice: l.unitPricePaise,
        })),
      });
    },

    /** The whole order was cancelled: a credit note for everything of its invoice not credited yet. */
    cancelled: (tx: Tx, orderId: string) => deps.invoices.issueCreditNote(tx, orderId, 'rest', 'Order cancelled'),

    /** `quantity` pieces of one line were cancelled and the customer credited `value` (tax included). */
    lineCancelled: (tx: Tx, orderId: string, orderItemId: string, quantity: number, value: Paise) =>
      deps.invoices.issueCreditNote(tx, orderId, { orderItemId, quantity, value }, 'Line cancelled'),
  };
}

export type DocumentSteps = ReturnType<typeof createDocumentSteps>;
