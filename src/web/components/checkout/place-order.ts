/**
 * Placing an order from the browser: cash on delivery (`POST /api/orders/create`) or online payment
 * (`POST /api/payment/create-order`, the provider's checkout dialog, then `POST /api/payment/verify-payment`).
 * The page's code is the same whether the checkout script is Razorpay's own or the sandbox stand-in.
 */

export type OrderPayload = {
  items: Array<{ product: string; quantity: number; price: number; size: string }>;
  shippingAddress: {
    fullName: string;
    phone: string;
    street: string;
    city: string;
    state: string;
    pincode: string;
    country: string;
  };
  paymentMethod: 'cod' | 'razorpay';
  totalAmount: number;
  couponCode?: string;
  addressId?: string;
};

export const MESSAGES = {
  orderPlaced: 'Order Placed Successfully',
  orderFailed: 'Order Failed',
  paymentSuccessful: 'Payment Successful!',
  paymentFailed: 'Payment Failed',
  sdkFailed: 'Razorpay SDK failed to load. Are you online?',
  selectAddress: 'Please select a delivery address',
} as const;

/** A refusal with the text to show; `status` 0 when the request never reached the server. */
export class PlaceOrderError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
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

type ErrorBody = { success?: boolean; message?: string; error?: string };

async function postJson<T>(url: string, body: unknown, headers: Record<string, string>, fallback: string) {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch {
    throw new PlaceOrderError(fallback, 0);
  }
  const json = (await res.json().catch(() => null)) as (T & ErrorBody) | null;
  if (!res.ok || !json || json.success === false) {
    // The server's own text for refusals the shopper can act on (stock, coupon, sign-in); else the spec's text.
    const message = res.status >= 400 && res.status < 500 && json?.message ? json.message : fallback;
    throw new PlaceOrderError(message, res.status, json?.error);
  }
  return json;
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

export type PaymentOrder = {
  id: string;
  amount: number;
  currency: string;
  orderId: string;
  orderNumber?: string;
  key: string;
  checkoutScript: string;
  name?: string;
  prefill?: { name?: string; email?: string; contact?: string };
};

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
  const rzp = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    order_id: order.id,
    name: order.name ?? 'Bindass Bazaar',
    description: order.orderNumber ? `Order ${order.orderNumber}` : 'Your order',
    ...(order.prefill ? { prefill: order.prefill } : {}),
    theme: { color: '#b4234a' },
    handler: events.onPaid,
    modal: { ondismiss: events.onDismiss },
  });
  rzp.on('payment.failed', (r) => {
    const e = (r as { error?: { description?: string } } | null)?.error;
    events.onFailed(e?.description ?? MESSAGES.paymentFailed);
  });
  rzp.open();
}
