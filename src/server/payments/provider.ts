/**
 * The payment provider behind an interface. The Razorpay adapter speaks Razorpay's HTTP API (Orders, Payments,
 * Refunds) at RAZORPAY_API_URL; in sandbox mode that URL is the loopback sandbox (src/server/payments/sandbox).
 */
export type ProviderOrder = { id: string; amount: number; currency: string; receipt: string; status: string };
export type ProviderPayment = { id: string; order_id: string; amount: number; currency: string; status: string };
export type ProviderRefund = { id: string; payment_id: string; amount: number; status: string };

export interface PaymentProvider {
  readonly mode: 'live' | 'sandbox';
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  /** The checkout script the page loads (Razorpay's, or the sandbox's stand-in). */
  readonly checkoutScript: string;
  createOrder(input: {
    amountPaise: number;
    currency: 'INR';
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<ProviderOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  refund(paymentId: string, amountPaise: number, notes?: Record<string, string>): Promise<ProviderRefund>;
}

export class ProviderError extends Error {
  override name = 'ProviderError';
  readonly status: number;
  constructor(message: string, status = 0) {
    super(message);
    this.status = status;
  }
}

export function createRazorpayProvider(opts: {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  checkoutScript: string;
  mode: 'live' | 'sandbox';
  timeoutMs?: number;
}): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
  const base = opts.apiUrl.replace(/\/$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new ProviderError(`payment provider unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      let description = text.slice(0, 200);
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {
        // not JSON
      }
      throw new ProviderError(`payment provider answered ${res.status}: ${description}`, res.status);
    }
    return JSON.parse(text) as T;
  }

  return {
    mode: opts.mode,
    keyId: opts.keyId,
    keySecret: opts.keySecret,
    webhookSecret: opts.webhookSecret,
    checkoutScript: opts.checkoutScript,
    createOrder: (input) =>
      call<ProviderOrder>('POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes ?? {},
      }),
    fetchPayment: (paymentId) => call<ProviderPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`),
    refund: (paymentId, amountPaise, notes) =>
      call<ProviderRefund>('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountPaise,
        notes: notes ?? {},
      }),
  };
}
