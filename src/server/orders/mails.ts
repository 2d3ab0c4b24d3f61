/** The mails an order sends: placed and cancelled (SMTP or the outbox). Sent after the fact; a failure is logged. */
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/service.ts';
import { formatRupees, rupeesToPaise } from '../../shop/money.ts';
import type { Customer, OrderDto } from './service.ts';

type Log = { error: (obj: object, msg: string) => void };

function lines(order: OrderDto): string {
  return order.items
    .map(
      (i) =>
        `- ${i.product.name} (size ${i.size}) x ${i.quantity}: ${formatRupees(rupeesToPaise(i.product.salePrice * i.quantity))}`,
    )
    .join('\n');
}

export function orderMails(mailer: Mailer, config: Config, log: Log) {
  const send = (to: string, subject: string, text: string) =>
    void mailer.send({ to, subject, text }).catch((err: unknown) => log.error({ err }, 'order mail failed'));
  return {
    placed(customer: Customer, order: OrderDto) {
      const pay = order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online';
      send(
        customer.email,
        `Your order ${order.orderId} is placed`,
        `Hi ${customer.name},\n\nThank you for shopping with Bindass Bazaar. Your order ${order.orderId} is placed.\n\n${lines(order)}\n\nTotal: ${formatRupees(rupeesToPaise(order.totalAmount))} (${pay})\nWe dispatch within 24-48 business hours; delivery takes 7-10 business days.\n\nTrack it any time: ${config.publicUrl}/profile/orders\n`,
      );
    },
    cancelled(customer: Customer, order: OrderDto) {
      const refund =
        order.paymentMethod === 'razorpay' && order.paymentStatus !== 'pending'
          ? '\nYour payment will be refunded to the original method within 3-5 business days.\n'
          : '';
      send(
        customer.email,
        `Your order ${order.orderId} is cancelled`,
        `Hi ${customer.name},\n\nYour order ${order.orderId} has been cancelled.\n\n${lines(order)}\n${refund}\n${config.publicUrl}/profile/orders\n`,
      );
    },
  };
}
