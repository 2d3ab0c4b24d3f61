import CreditCard from '../icons/credit-card.tsx';
import RotateCcw from '../icons/rotate-ccw.tsx';
import Truck from '../icons/truck.tsx';
import XCircle from '../icons/circle-x.tsx';
import { Link } from '../link.tsx';
import { deliveryByText, promiseStands } from '../../../shop/delivery.ts';
import { formatRupeeAmount } from '../../../shop/money.ts';
import type { OrderItemResponse, OrderResponse } from '../../../shop/order-shapes.ts';
import { canCancel, canTrack, nextStep, paymentLabel, type OrderNextStep } from '../../../shop/orders.ts';
import { OrderStatusBadge } from '../account/account-page.tsx';
import { DocumentLinks, type DocumentLinkView } from './document-links.tsx';
import { returnKindLabel, returnStatusLabel } from '../../../shop/returns.ts';
import type { ReturnResponse } from '../../../shop/returns-input.ts';

/** What an order card shows of one return or exchange request. */
export type ReturnSummary = Pick<ReturnResponse, 'number' | 'kind' | 'status' | 'productName'>;

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
  | 'holdExpiresAt'
  | 'deliveryDate'
> & {
  /** What happens next (src/shop/orders.ts `nextStep`, decided by the loader when the page was made). */
  next: OrderNextStep;
  /** Its GST documents to download (invoice or receipt, credit notes), oldest first. */
  documents: DocumentLinkView[];
  /** Its return and exchange requests, oldest first (each links to the order's returns page). */
  returns: ReturnSummary[];
  items: Array<
    Pick<OrderItemResponse, '_id' | 'size' | 'quantity' | 'cancelledQuantity'> & {
      productId: string;
      name: string;
      slug: string | null;
      image: string | null;
      salePrice: number;
    }
  >;
};

/** The card's view of an API order; `now` decides what happens next (the page's loader passes its own clock). */
export function toOrderView(
  o: OrderResponse,
  now: Date,
  documents: DocumentLinkView[] = [],
  returns: ReturnSummary[] = [],
): OrderView {
  return {
    documents,
    returns,
    _id: o._id,
    orderId: o.orderId,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    createdAt: o.createdAt,
    holdExpiresAt: o.holdExpiresAt,
    next: nextStep(o, now),
    items: o.items.map((i) => ({
      _id: i._id,
      productId: i.product._id,
      name: i.product.name,
      slug: i.product.slug,
      image: i.product.images[0] ?? null,
      size: i.size,
      quantity: i.quantity,
      cancelledQuantity: i.cancelledQuantity,
      salePrice: i.product.salePrice,
    })),
    mrpTotal: o.mrpTotal,
    couponDiscount: o.couponDiscount,
    totalAmount: o.totalAmount,
    deliveryDate: o.deliveryDate,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
/** The store's time (the same on the server and in the browser, so the page hydrates as it was rendered). */
export const holdTimeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export type OrderCardAction = 'track' | 'cancel' | 'retry' | 'again';

export function OrderCard({
  order: o,
  busy,
  onTrack,
  onCancel,
  onRetry,
  onOrderAgain,
}: {
  order: OrderView;
  busy: OrderCardAction | null;
  onTrack: () => void;
  onCancel: () => void;
  onRetry: () => void;
  onOrderAgain: () => void;
}) {
  const rupees = formatRupeeAmount;
  const button =
    'inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold sm:flex-none sm:px-4 disabled:opacity-60';
  return (
    <article
      id={`order-${o._id}`}
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
        {promiseStands(o.status, o.deliveryDate) && (
          <p className="w-full text-sm font-medium text-emerald-800" data-testid="order-delivery-date">
            {deliveryByText(o.deliveryDate)}
          </p>
        )}
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
                {item.cancelledQuantity > 0 && (
                  <p className="mt-0.5 text-red-700">{item.cancelledQuantity} cancelled by the store</p>
                )}
              </div>
              <p className="text-sm font-semibold text-ink">{rupees(item.salePrice)}</p>
            </li>
          );
        })}
      </ul>

      <DocumentLinks documents={o.documents} className="border-t border-gray-100 px-4 py-3 sm:px-5" />

      {o.returns.length > 0 && (
        <ul className="border-t border-gray-100 px-4 py-3 text-sm sm:px-5" aria-label="Returns and exchanges">
          {o.returns.map((r) => (
            <li key={r.number}>
              <Link to={`/order/${o._id}/returns`} className="text-brand-700 underline-offset-2 hover:underline">
                {returnKindLabel(r.kind)} {r.number}
              </Link>{' '}
              · {r.productName}: <span className="font-medium">{returnStatusLabel(r.status)}</span>
            </li>
          ))}
        </ul>
      )}

      {o.next === 'complete_payment' && (
        <p className="mx-4 mb-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:mx-5">
          Your payment did not go through.{' '}
          {o.holdExpiresAt && (
            <>
              We are holding these items for you until{' '}
              <time dateTime={o.holdExpiresAt}>{holdTimeFormat.format(new Date(o.holdExpiresAt))}</time>.{' '}
            </>
          )}
          Pay now to keep them.
        </p>
      )}
      {o.next === 'items_released' && (
        <p className="mx-4 mb-1 rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-800 sm:mx-5">
          The payment was not completed in time, so these items were released. You can add them to your bag and order
          again.
        </p>
      )}

      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 px-4 py-3 sm:px-5">
        <p className="text-sm text-gray-700">
          Total: <span className="text-base font-semibold text-ink">{rupees(o.totalAmount)}</span>
          {o.couponDiscount > 0 && (
            <span className="ml-1 text-emerald-700">(saved {rupees(o.couponDiscount)} with a coupon)</span>
          )}
        </p>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          {o.next === 'complete_payment' && (
            <button
              type="button"
              onClick={onRetry}
              disabled={busy !== null}
              className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
            >
              <CreditCard className="size-4" aria-hidden="true" />
              {busy === 'retry' ? 'Opening…' : 'Retry payment'}
            </button>
          )}
          {o.next === 'items_released' && (
            <button
              type="button"
              onClick={onOrderAgain}
              disabled={busy !== null}
              className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              {busy === 'again' ? 'Adding…' : 'Order again'}
            </button>
          )}
          {canTrack(o.status) && (
            <button
              type="button"
              onClick={onTrack}
              disabled={busy !== null}
              className={`${button} border border-gray-300 text-ink hover:border-brand-600 hover:text-brand-700`}
            >
              <Truck className="size-4" aria-hidden="true" />
              {busy === 'track' ? 'Opening…' : 'Track Order'}
            </button>
          )}
          {o.status === 'delivered' && (
            <Link
              to={`/order/${o._id}/returns`}
              className={`${button} border border-gray-300 text-ink hover:border-brand-600 hover:text-brand-700`}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              Return or exchange
            </Link>
          )}
          {canCancel(o.status) && (
            <button
              type="button"
              onClick={onCancel}
              disabled={busy !== null}
              className={`${button} border border-red-200 text-red-700 hover:border-red-600 hover:bg-red-50`}
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
