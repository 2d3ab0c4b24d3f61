/** Small pieces the admin's order and customer pages share: status and payment labels and badges (dates and paging: pager.tsx). */
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../shop/orders.ts';

const STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_failed: 'Payment failed',
};
const STATUS_CLASS: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-stone-200 text-stone-800',
  payment_failed: 'bg-red-100 text-red-900',
};

export const ORDER_STATUS_TEXT = STATUS_TEXT;
export const PAYMENT_METHOD_TEXT: Record<PaymentMethod, string> = { cod: 'Cash on delivery', razorpay: 'Online' };
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_CLASS[status]}`}
    >
      {STATUS_TEXT[status]}
    </span>
  );
}
