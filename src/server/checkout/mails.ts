/**
 * The mails of an order's life: placed, cancelled, shipped, delivered (SMTP or the outbox). Sent after the change
 * has committed, in the background; a failure is logged and never undoes the change.
 */
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/service.ts';
import { formatRupeeAmount } from '../../shop/money.ts';
import type { OrderResponse } from '../../shop/order-shapes.ts';

type Log = { error: (obj: object, msg: string) => void };
type Recipient = { name: string; email: string };

function lines(order: OrderResponse): string {
  return order.items
    .map(
      (i) =>
        `- ${i.product.name} (size ${i.size}) x ${i.quantity}: ${formatRupeeAmount(i.product.salePrice * i.quantity)}`,
    )
    .join('\n');
}

export function orderMails(deps: {
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'> & { storeName: string };
  log: Log;
  /** The customer an order belongs to. */
  recipient: (userId: string) => Promise<Recipient>;
}) {
  const { config } = deps;
  const ordersUrl = `${config.publicUrl}/profile/orders`;
  /** Sends in the background; the recipient is looked up unless the caller already has them. */
  const send = (order: OrderResponse, subject: string, body: (to: Recipient) => string, known?: Recipient) =>
    void (async () => {
      const to = known ?? (await deps.recipient(order.customer._id));
      await deps.mailer.send({ to: to.email, subject, text: body(to) });
    })().catch((err: unknown) => deps.log.error({ err, orderId: order._id }, 'order mail failed'));

  return {
    placed(order: OrderResponse, customer?: Recipient) {
      const pay = order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online';
      send(
        order,
        `Your order ${order.orderId} is placed`,
        (to) =>
          `Hi ${to.name},\n\nThank you for shopping with ${config.storeName}. Your order ${order.orderId} is placed.\n\n${lines(order)}\n\nTotal: ${formatRupeeAmount(order.totalAmount)} (${pay})\nWe dispatch within 24-48 business hours; delivery takes 7-10 business days.\n\nTrack it any time: ${ordersUrl}\n`,
        customer,
      );
    },
    cancelled(order: OrderResponse) {
      const refund =
        order.paymentMethod === 'razorpay' && order.paymentStatus !== 'pending'
          ? '\nYour payment will be refunded to the original method within 3-5 business days.\n'
          : '';
      send(
        order,
        `Your order ${order.orderId} is cancelled`,
        (to) =>
          `Hi ${to.name},\n\nYour order ${order.orderId} has been cancelled.\n\n${lines(order)}\n${refund}\n${ordersUrl}\n`,
      );
    },
    shipped(order: OrderResponse, tracking: { courier: string | null; trackingUrl: string | null }) {
      const via = tracking.courier ? ` with ${tracking.courier}` : '';
      const track = tracking.trackingUrl ? `Track it here: ${tracking.trackingUrl}\n` : `Track it from ${ordersUrl}\n`;
      send(
        order,
        `Your order ${order.orderId} has shipped`,
        (to) => `Hi ${to.name},\n\nYour order ${order.orderId} is on its way${via}.\n\n${lines(order)}\n\n${track}`,
      );
    },
    delivered(order: OrderResponse) {
      send(
        order,
        `Your order ${order.orderId} is delivered`,
        (to) =>
          `Hi ${to.name},\n\nYour order ${order.orderId} has been delivered. We hope you love it!\n\nSomething not right? You can ask for a return within 5 days of delivery: ${ordersUrl}\n`,
      );
    },
  };
}

export type OrderMails = ReturnType<typeof orderMails>;
