/** Small pieces the admin's order and customer pages share: India-time dates, status and payment badges, paging. */
import { Link, useSearchParams } from 'react-router';
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

/** 25 Nov 2026, 3:05 pm (India time, the same on the server and in any browser). */
export function indiaDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
}

/** Previous / next links that keep the rest of the URL's filter. */
export function Pager({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  const link = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `?${next}`;
  };
  return (
    <nav aria-label="Pages" className="flex items-center gap-4 text-sm">
      {page > 1 && (
        <Link className="text-brand-700 underline" to={link(page - 1)}>
          Previous
        </Link>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link className="text-brand-700 underline" to={link(page + 1)}>
          Next
        </Link>
      )}
    </nav>
  );
}

/** A loader's query parsed with the shared schema: the URL's non-empty parameters. */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''));
}
