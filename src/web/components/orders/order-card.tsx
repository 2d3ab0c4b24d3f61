import Truck from 'lucide-react/icons/truck';
import XCircle from 'lucide-react/icons/circle-x';
import { Link } from 'react-router';
import { formatRupeeAmount } from '../../../shop/money.ts';
import type { OrderItemResponse, OrderResponse } from '../../../shop/order-shapes.ts';
import { canCancel, paymentLabel } from '../../../shop/orders.ts';
import { OrderStatusBadge } from '../account/account-page.tsx';

/** What the orders page shows of one order: the API's order, its lines trimmed to what the card shows. */
export type OrderView = Pick<
  OrderResponse,
  | '_id'
  | 'orderId'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'createdAt'
  | 'mrpTotal'
  | 'couponDiscount'
  | 'totalAmount'
> & {
  items: Array<
    Pick<OrderItemResponse, '_id' | 'size' | 'quantity'> & {
      name: string;
      slug: string | null;
      image: string | null;
      salePrice: number;
    }
  >;
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function OrderCard({
  order: o,
  busy,
  onTrack,
  onCancel,
}: {
  order: OrderView;
  busy: 'track' | 'cancel' | null;
  onTrack: () => void;
  onCancel: () => void;
}) {
  const rupees = formatRupeeAmount;
  return (
    <article
      aria-label={`Order ${o.orderId}`}
      className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-xs"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-gray-100 bg-ivory px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 className="font-semibold break-all text-ink">Order #{o.orderId}</h2>
          <p className="text-sm text-gray-700">
            Placed on <time dateTime={o.createdAt}>{dateFormat.format(new Date(o.createdAt))}</time> ·{' '}
            {paymentLabel(o.paymentMethod, o.paymentStatus)}
          </p>
        </div>
        <OrderStatusBadge status={o.status} />
      </header>

      <ul className="divide-y divide-gray-100 px-4 sm:px-5">
        {o.items.map((item) => {
          const name = item.slug ? (
            <Link to={`/product/${encodeURIComponent(item.slug)}`} className="hover:text-brand-700 hover:underline">
              {item.name}
            </Link>
          ) : (
            item.name
          );
          return (
            <li key={item._id} className="flex gap-3 py-3">
              <span className="aspect-[4/5] w-16 shrink-0 overflow-hidden rounded-md bg-gray-100">
                {item.image && (
                  <img
                    src={item.image}
                    alt=""
                    width={64}
                    height={80}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                )}
              </span>
              <div className="min-w-0 flex-1 text-sm">
                <p className="line-clamp-2 font-medium text-ink">{name}</p>
                <p className="mt-0.5 text-gray-700">
                  Size: {item.size} · Qty: {item.quantity}
                </p>
              </div>
              <p className="text-sm font-semibold text-ink">{rupees(item.salePrice)}</p>
            </li>
          );
        })}
      </ul>

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 px-4 py-3 sm:px-5">
        <p className="text-sm text-gray-700">
          Total: <span className="text-base font-semibold text-ink">{rupees(o.totalAmount)}</span>
          {o.couponDiscount > 0 && (
            <span className="ml-1 text-emerald-700">(saved {rupees(o.couponDiscount)} with a coupon)</span>
          )}
        </p>
        <div className="flex w-full gap-2 sm:w-auto">
          <button
            type="button"
            onClick={onTrack}
            disabled={busy !== null}
            className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-full border border-gray-300 px-4 sm:flex-none py-2 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700 disabled:opacity-60"
          >
            <Truck className="size-4" aria-hidden="true" />
            {busy === 'track' ? 'Opening…' : 'Track Order'}
          </button>
          {canCancel(o.status) && (
            <button
              type="button"
              onClick={onCancel}
              disabled={busy !== null}
              className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-full border border-red-200 px-4 sm:flex-none py-2 text-sm font-semibold text-red-700 hover:border-red-600 hover:bg-red-50 disabled:opacity-60"
            >
              <XCircle className="size-4" aria-hidden="true" />
              {busy === 'cancel' ? 'Cancelling…' : 'Cancel Order'}
            </button>
          )}
        </div>
      </footer>
    </article>
  );
}
