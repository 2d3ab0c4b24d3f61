/**
 * The orders page's payment recovery (browser only): "Retry payment" opens the provider's checkout again for an
 * unpaid online order that still holds its stock (`POST /api/payment/retry`), and "Order again" puts the items of a
 * released order back in the bag, as the store can sell them now (`POST /api/cart/quote`).
 */
import type { QuoteResponse } from '../../../shop/cart-shapes.ts';
import type { CheckoutSession } from '../../../shop/order-shapes.ts';
import { MESSAGES } from '../../../shop/pricing.ts';
import type { Reason } from '../../../shop/reasons.ts';
import { callApi, refusalText } from '../../lib/api-client.ts';
import { addToCart, lineFor } from '../../lib/cart-store.ts';
import {
  loadCheckoutScript,
  openCheckout,
  PlaceOrderError,
  SDK_FAILED,
  verifyPayment,
} from '../checkout/place-order.ts';

export type PayAgainEvents = {
  /** The payment was verified: the order is paid. */
  onPaid: () => void;
  /** Refused or failed, with the text to show (Razorpay's own dialog stays open after a failed attempt). */
  onFailed: (message: string, reason?: Reason) => void;
  onDismiss: () => void;
};

export async function payAgain(orderId: string, events: PayAgainEvents): Promise<void> {
  const r = await callApi<CheckoutSession>('/api/payment/retry', { method: 'POST', body: { orderId } });
  if (!r.ok) return events.onFailed(refusalText(r, MESSAGES.paymentFailed), r.reason);
  let Razorpay;
  try {
    Razorpay = await loadCheckoutScript(r.body.checkoutScript);
  } catch {
    return events.onFailed(SDK_FAILED);
  }
  openCheckout(Razorpay, r.body, {
    onPaid: (resp) => {
      verifyPayment(resp, orderId).then(
        () => events.onPaid(),
        (err: unknown) =>
          err instanceof PlaceOrderError
            ? events.onFailed(err.message, err.reason)
            : events.onFailed(MESSAGES.paymentFailed),
      );
    },
    onFailed: (message) => events.onFailed(message || MESSAGES.paymentFailed),
    onDismiss: events.onDismiss,
  });
}

export const ORDER_AGAIN_MESSAGES = {
  added: 'Added to your bag.',
  unavailable: 'These items are no longer available.',
  failed: 'Could not add the items to your bag.',
} as const;

/** Adds an order's lines to the bag at today's prices and stock; answers how many lines went in. */
export async function orderAgain(
  items: ReadonlyArray<{ productId: string; size: string; quantity: number }>,
): Promise<{ added: number } | { error: string }> {
  const r = await callApi<{ data?: QuoteResponse }>('/api/cart/quote', {
    method: 'POST',
    body: { items: items.map((i) => ({ product: i.productId, size: i.size, quantity: i.quantity })) },
  });
  if (!r.ok || !r.body.data)
    return { error: r.ok ? ORDER_AGAIN_MESSAGES.failed : refusalText(r, ORDER_AGAIN_MESSAGES.failed) };
  let added = 0;
  for (const l of r.body.data.lines) {
    if (!l.available || l.quantity <= 0) continue;
    const product = {
      _id: l.product,
      name: l.name,
      brand: l.brand,
      price: l.price,
      salePrice: l.salePrice,
      slug: l.slug,
    };
    if (addToCart(lineFor(product, { size: l.size, stock: l.stock }, l.image ?? ''), l.quantity).ok) added += 1;
  }
  return { added };
}
