/**
 * Placing an order from the browser: cash on delivery (`POST /api/orders/create`) or online payment
 * (`POST /api/payment/create-order`, the provider's checkout dialog, then `POST /api/payment/verify-payment`).
 * The page's code is the same whether the checkout script is Razorpay's own or the sandbox stand-in.
 */
import type { OrderPayloadInput } from '../../../shop/checkout.ts';
import type { CheckoutSession } from '../../../shop/order-shapes.ts';
import { MESSAGES } from '../../../shop/pricing.ts';
import type { Reason } from '../../../shop/reasons.ts';
import { checkoutDisplay, onPhone, type CheckoutDisplayConfig } from './checkout-display.ts';
import { callApi, refusalText } from '../../lib/api-client.ts';

export type OrderPayload = OrderPayloadInput;

/** The page's own text: the provider's checkout script did not load. */
export const SDK_FAILED = 'Razorpay SDK failed to load. Are you online?';

/** A refusal with the text to show and the server's reason; `status` 0 when the request never reached the server. */
export class PlaceOrderError extends Error {
  readonly status: number;
  readonly reason: Reason | undefined;
  constructor(message: string, status: number, reason?: Reason) {
    super(message);
    this.status = status;
    this.reason = reason;
  }
}

/** A random UUID (v4), also where crypto.randomUUID is missing (pages served over plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

async function postJson<T>(url: string, body: unknown, headers: Record<string, string>, fallback: string) {
  const r = await callApi<T>(url, { method: 'POST', body, headers });
  // The server's own text for refusals the shopper can act on (stock, coupon, sign-in); else the spec's text.
  if (!r.ok) throw new PlaceOrderError(refusalText(r, fallback), r.status, r.reason);
  return r.body;
}

export type PlacedOrder = { _id: string; orderId: string };

export async function createCodOrder(payload: OrderPayload, idempotencyKey: string) {
  return postJson<{ message?: string; order: PlacedOrder }>(
    '/api/orders/create',
    payload,
    { 'Idempotency-Key': idempotencyKey },
    MESSAGES.orderFailed,
  );
}

export type PaymentOrder = CheckoutSession;

export async function createPaymentOrder(payload: OrderPayload, idempotencyKey: string) {
  return postJson<PaymentOrder>(
    '/api/payment/create-order',
    { amount: payload.totalAmount, currency: 'INR', orderDetails: payload },
    { 'Idempotency-Key': idempotencyKey },
    MESSAGES.orderFailed,
  );
}

export type ProviderSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

export async function verifyPayment(resp: ProviderSuccess, orderId: string) {
  return postJson<{ message?: string; order?: PlacedOrder }>(
    '/api/payment/verify-payment',
    {
      razorpay_order_id: resp.razorpay_order_id,
      razorpay_payment_id: resp.razorpay_payment_id,
      razorpay_signature: resp.razorpay_signature,
      orderId,
    },
    {},
    MESSAGES.paymentFailed,
  );
}

// ---------------------------------------------------------------- the provider's checkout script

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color: string };
  config?: CheckoutDisplayConfig;
  handler: (resp: ProviderSuccess) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = { on(event: 'payment.failed', fn: (r: unknown) => void): void; open(): void };
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const scripts = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads the checkout script once (a <script> tag carrying the page's CSP nonce); rejects when it cannot load, so the
 * page can say 'Razorpay SDK failed to load. Are you online?'.
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      // Browsers hide nonce attributes from the DOM but keep the property: reuse the one React Router's scripts carry.
      const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
      if (nonce) script.nonce = nonce;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('no Razorpay')));
      script.onerror = () => {
        script.remove();
        reject(new Error('script failed'));
      };
      document.body.appendChild(script);
    });
    scripts.set(src, loading);
    // A failed load may succeed later (the shopper comes back online).
    loading.catch(() => scripts.delete(src));
  }
  return loading;
}

export type CheckoutEvents = {
  onPaid: (resp: ProviderSuccess) => void;
  /** A failed attempt. Razorpay's own dialog stays open for another try, so onPaid may still follow. */
  onFailed: (reason: string) => void;
  onDismiss: () => void;
};

/** Opens the provider's dialog for a payment order. */
export function openCheckout(Razorpay: RazorpayConstructor, order: PaymentOrder, events: CheckoutEvents): void {
  const display = checkoutDisplay(onPhone());
  const rzp = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.id,
    name: order.name,
    description: order.description,
    prefill: order.prefill,
    theme: { color: '#b4234a' },
    // UPI first on phones (config.display); Razorpay's own order on wider screens.
    ...(display ? { config: display } : {}),
    handler: events.onPaid,
    modal: { ondismiss: events.onDismiss },
  });
  rzp.on('payment.failed', (r) => {
    const e = (r as { error?: { description?: string } } | null)?.error;
    events.onFailed(e?.description ?? MESSAGES.paymentFailed);
  });
  rzp.open();
}
