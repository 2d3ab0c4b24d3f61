import { deliveryByText, promiseStands } from '../../../shop/delivery.ts';
import { formatRupeeAmount } from '../../../shop/money.ts';
import type { OrderResponse } from '../../../shop/order-shapes.ts';
import type { OrderNextStep } from '../../../shop/orders.ts';

/** The confirmation page's words for each next step (the step itself is decided by `nextStep` in src/shop). */
export const NEXT_STEP_TEXT: Record<
  OrderNextStep,
  { title: string; body: (amount: string, holdUntil: string | null) => string }
> = {
  pay_on_delivery: {
    title: 'Thank you! Your order is placed',
    body: (amount) =>
      `We are packing your order now and will email you when it ships. Pay ${amount} in cash when it arrives: keep the exact amount handy.`,
  },
  paid: {
    title: 'Thank you! Your payment is received',
    body: (amount) =>
      `${amount} was paid online. We are packing your order now and will email you when it ships. Nothing more to pay.`,
  },
  complete_payment: {
    title: 'Your payment is not completed yet',
    body: (_amount, until) =>
      `We are holding your items${until ? ` until ${until}` : ''}. Pay from My Orders to keep them; after that they go back on sale.`,
  },
  items_released: {
    title: 'Payment not completed',
    body: () =>
      'The time to pay ran out, so the items were released and nothing was charged. You can order them again from My Orders.',
  },
  shipped: {
    title: 'Your order is on its way',
    body: () => 'Your order has shipped. Track it from My Orders.',
  },
  delivered: {
    title: 'Your order was delivered',
    body: () => 'We hope you love it. Not quite right? You can ask for a return from My Orders.',
  },
  cancelled: {
    title: 'This order was cancelled',
    body: () => 'Nothing will be delivered. Any online payment is refunded to where it came from.',
  },
};

/** Items, amounts, payment and delivery address of an order, as the confirmation page shows them. */
export function ConfirmationDetails({ order, payment }: { order: OrderResponse; payment: string }) {
  const rupees = formatRupeeAmount;
  const a = order.shippingAddress;
  return (
    <div className="mt-8 grid gap-6 sm:grid-cols-2">
      <section aria-labelledby="items-h" className="rounded-2xl border border-gray-200 bg-white p-5 sm:col-span-2">
        <h2 id="items-h" className="text-lg font-semibold text-ink">
          Items
        </h2>
        <ul className="mt-2 divide-y divide-gray-100">
          {order.items.map((item) => (
            <li key={item._id} className="flex gap-3 py-3">
              <span className="aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-md bg-gray-100">
                {item.product.images[0] && (
                  <img src={item.product.images[0]} alt="" width={56} height={70} className="size-full object-cover" />
                )}
              </span>
              <div className="min-w-0 flex-1 text-sm">
                <p className="line-clamp-2 font-medium text-ink">{item.product.name}</p>
                <p className="mt-0.5 text-gray-700">
                  Size: {item.size} · Qty: {item.quantity}
                </p>
              </div>
              <p className="text-sm font-semibold text-ink">{rupees(item.product.salePrice * item.quantity)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-2 space-y-1 border-t border-gray-100 pt-3 text-sm">
          <div className="flex justify-between">
            <dt className="text-gray-700">Subtotal</dt>
            <dd>{rupees(order.subtotal)}</dd>
          </div>
          {order.couponDiscount > 0 && (
            <div className="flex justify-between text-emerald-700">
              <dt>Coupon {order.couponCode}</dt>
              <dd>−{rupees(order.couponDiscount)}</dd>
            </div>
          )}
          {order.shippingCharge > 0 && (
            <div className="flex justify-between">
              <dt className="text-gray-700">Shipping</dt>
              <dd>{rupees(order.shippingCharge)}</dd>
            </div>
          )}
          {order.codFee > 0 && (
            <div className="flex justify-between">
              <dt className="text-gray-700">Cash on delivery charge</dt>
              <dd data-testid="confirmation-cod-fee">{rupees(order.codFee)}</dd>
            </div>
          )}
          <div className="flex justify-between text-base font-semibold text-ink">
            <dt>Total</dt>
            <dd data-testid="confirmation-total">{rupees(order.totalAmount)}</dd>
          </div>
          {order.storeCredit > 0 && (
            <div className="flex justify-between">
              <dt className="text-gray-700">Paid with store credit</dt>
              <dd>−{rupees(order.storeCredit)}</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby="payment-h" className="rounded-2xl border border-gray-200 bg-white p-5">
        <h2 id="payment-h" className="text-lg font-semibold text-ink">
          Payment
        </h2>
        <p className="mt-2 text-sm text-gray-800">{payment}</p>
      </section>

      <section aria-labelledby="address-h" className="rounded-2xl border border-gray-200 bg-white p-5">
        <h2 id="address-h" className="text-lg font-semibold text-ink">
          Delivery address
        </h2>
        <address className="mt-2 text-sm leading-relaxed text-gray-800 not-italic">
          <span className="font-medium text-ink">{a.fullName}</span>
          <br />
          {a.street}
          <br />
          {a.city}, {a.state} {a.pincode}
          <br />
          {a.country} · {a.phone}
        </address>
        {promiseStands(order.status, order.deliveryDate) && (
          <p className="mt-3 text-sm font-semibold text-emerald-800" data-testid="confirmation-delivery-date">
            {deliveryByText(order.deliveryDate)}
          </p>
        )}
      </section>
    </div>
  );
}
