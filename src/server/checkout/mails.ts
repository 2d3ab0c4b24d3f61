/**
 * The mails of an order's life: placed, cancelled, shipped, delivered (SMTP or the outbox). The workflows enqueue a
 * job for each in the transaction of the change (`enqueue`), so a committed change always mails and a rolled-back
 * one never does; the job (`send`) reads the order as it stands when it runs and builds the mail. A failed send
 * throws, and the queue retries it with backoff (ADR 12).
 */
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { enqueue, type JobPayload } from '../jobs/queue.ts';
import type { Mailer } from '../mail/service.ts';
import type { OrderRow } from '../orders/service.ts';
import { deliveryByText } from '../../shop/delivery.ts';
import { customerDocumentPagePath } from '../../shop/gst/document-links.ts';
import { documentNoun, type DocumentKind, type DocumentSummary } from '../../shop/gst/document-view.ts';
import { formatRupeeAmount, formatRupees, type Paise } from '../../shop/money.ts';
import type { OrderResponse } from '../../shop/order-shapes.ts';
import type { StoreContact } from '../settings/service.ts';

type Recipient = { name: string; email: string };
export type OrderMailKind = JobPayload<'order-mail'>['kind'];
export type CancelledLine = NonNullable<JobPayload<'order-mail'>['line']>;

function lines(order: OrderResponse): string {
  return order.items
    .filter((i) => i.quantity > 0)
    .map(
      (i) =>
        `- ${i.product.name} (size ${i.size}) x ${i.quantity}: ${formatRupeeAmount(i.product.salePrice * i.quantity)}`,
    )
    .join('\n');
}

/** The GST document a mail links to: the invoice (or receipt) of a placed order, the credit note of a cancel. */
const MAIL_DOCUMENT: Partial<Record<OrderMailKind, DocumentKind>> = {
  placed: 'invoice',
  cancelled: 'credit_note',
  line_cancelled: 'credit_note',
};

export function orderMails(deps: {
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /** The store's name and support contacts (the owner's settings), read when a mail is built. */
  store: () => Promise<Pick<StoreContact, 'storeName' | 'supportEmail' | 'supportPhone'>>;
  orders: { rowById(orderId: string): Promise<OrderRow | null>; response(row: OrderRow): Promise<OrderResponse> };
  /** The order's GST documents, oldest first. */
  documents: (orderId: string) => Promise<DocumentSummary[]>;
  /** The customer an order belongs to. */
  recipient: (userId: string) => Promise<Recipient>;
}) {
  const { config } = deps;
  const ordersUrl = `${config.publicUrl}/profile/orders`;

  /** The download link of the newest document of the kind this mail is about (the customer signs in to open it). */
  async function documentLink(kind: OrderMailKind, orderId: string): Promise<string> {
    const wanted = MAIL_DOCUMENT[kind];
    const doc = wanted ? (await deps.documents(orderId)).filter((d) => d.kind === wanted).at(-1) : undefined;
    if (!doc) return '';
    const url = `${config.publicUrl}${customerDocumentPagePath(orderId, doc.id)}`;
    return `\nYour ${documentNoun(doc)} ${doc.number} (PDF): ${url}\n`;
  }

  /** The charges within the total, one a line ('' when there are none). */
  const charges = (order: OrderResponse) =>
    [
      order.shippingCharge > 0 ? `Delivery charge: ${formatRupeeAmount(order.shippingCharge)}\n` : '',
      order.codFee > 0 ? `Cash on delivery charge: ${formatRupeeAmount(order.codFee)}\n` : '',
    ].join('');

  /** When it arrives: the date promised at checkout (older orders: the policy's dispatch and delivery times). */
  const promise = (order: OrderResponse) =>
    order.deliveryDate
      ? `${deliveryByText(order.deliveryDate)}.`
      : 'We dispatch within 24-48 business hours; delivery takes 7-10 business days.';

  const mails: Record<
    OrderMailKind,
    (
      order: OrderResponse,
      row: OrderRow,
      store: { storeName: string },
      line: CancelledLine | undefined,
    ) => { subject: string; body: (to: Recipient) => string }
  > = {
    placed(order, _row, store) {
      const pay = order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online';
      return {
        subject: `Your order ${order.orderId} is placed`,
        body: (to) =>
          `Hi ${to.name},\n\nThank you for shopping with ${store.storeName}. Your order ${order.orderId} is placed.\n\n${lines(order)}\n\n${charges(order)}Total: ${formatRupeeAmount(order.totalAmount)} (${pay})\n${promise(order)}\n\nTrack it any time: ${ordersUrl}\n`,
      };
    },
    cancelled(order) {
      const refund =
        order.paymentMethod === 'razorpay' && order.paymentStatus !== 'pending'
          ? '\nYour payment will be refunded to the original method within 3-5 business days.\n'
          : '';
      return {
        subject: `Your order ${order.orderId} is cancelled`,
        body: (to) =>
          `Hi ${to.name},\n\nYour order ${order.orderId} has been cancelled.\n\n${lines(order)}\n${refund}\n${ordersUrl}\n`,
      };
    },
    shipped(order, row) {
      const via = row.courier ? ` with ${row.courier}` : '';
      const number = row.trackingNumber ? `Tracking number: ${row.trackingNumber}\n` : '';
      const track = `${number}${row.trackingUrl ? `Track it here: ${row.trackingUrl}\n` : `Track it from ${ordersUrl}\n`}`;
      return {
        subject: `Your order ${order.orderId} has shipped`,
        body: (to) =>
          `Hi ${to.name},\n\nYour order ${order.orderId} is on its way${via}.\n\n${lines(order)}\n\n${track}`,
      };
    },
    line_cancelled(order, _row, _store, line) {
      const item = order.items.find((i) => i._id === line?.itemId);
      const what = item ? `${line!.quantity} x ${item.product.name} (size ${item.size})` : 'an item';
      const refund =
        line && line.refundPaise > 0
          ? `\n${formatRupees(line.refundPaise as Paise)} will be refunded to the original payment method within 3-5 business days.\n`
          : '';
      const rest = order.items.some((i) => i.quantity > 0) ? `\nThe rest of your order:\n${lines(order)}\n` : '';
      return {
        subject: `An item of your order ${order.orderId} is cancelled`,
        body: (to) =>
          `Hi ${to.name},\n\nWe are sorry: we had to cancel ${what} from your order ${order.orderId}.\n${refund}${rest}\nNew total: ${formatRupeeAmount(order.totalAmount)}\n\n${ordersUrl}\n`,
      };
    },
    delivered(order) {
      return {
        subject: `Your order ${order.orderId} is delivered`,
        body: (to) =>
          `Hi ${to.name},\n\nYour order ${order.orderId} has been delivered. We hope you love it!\n\nSomething not right? You can ask for a return within 5 days of delivery: ${ordersUrl}\n`,
      };
    },
  };

  return {
    /** Queues the mail of `kind` for an order, in the transaction that made the change. */
    enqueue(tx: Tx | Db, orderId: string, kind: OrderMailKind, line?: CancelledLine): Promise<void> {
      return enqueue(tx, 'order-mail', line ? { orderId, kind, line } : { orderId, kind });
    },

    /** The job: builds the mail from the order as it stands now and sends it (throws when sending fails). */
    async send({ orderId, kind, line }: JobPayload<'order-mail'>): Promise<void> {
      const row = await deps.orders.rowById(orderId);
      if (!row) return; // nothing to tell about an order that is gone
      const order = await deps.orders.response(row);
      const store = await deps.store();
      const mail = mails[kind](order, row, store, line);
      const document = await documentLink(kind, orderId);
      const to = await deps.recipient(order.customer._id);
      // Every order mail ends with the store's name and how to reach customer care (the store settings).
      const signature = `\n${store.storeName}\nQuestions? ${store.supportEmail} · ${store.supportPhone}\n`;
      await deps.mailer.send({ to: to.email, subject: mail.subject, text: mail.body(to) + document + signature });
    },
  };
}

export type OrderMails = ReturnType<typeof orderMails>;
