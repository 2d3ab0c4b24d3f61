/**
 * A Razorpay-compatible sandbox for development, tests and the demo: Orders, Payments and Refunds over HTTP with
 * Basic auth, and signed webhooks. It listens on 127.0.0.1 only. A simulated checkout (`POST /sandbox/pay`) stands
 * for the customer paying or failing in Razorpay's dialog: it answers what Razorpay's checkout hands the page
 * (payment id, order id, signature) and sends the webhooks Razorpay would send.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { paymentSignature, webhookSignature } from '../signatures.ts';

type SandboxOrder = {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
  created_at: number;
};
type SandboxPayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  amount_refunded: number;
  created_at: number;
};
type SandboxRefund = { id: string; payment_id: string; amount: number; status: 'processed'; created_at: number };

export type Sandbox = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where webhooks go (the store's /api/payment/webhook); null sends none. */
  setWebhookUrl(url: string | null): void;
  /** Resolves when every webhook sent so far has been delivered (tests). */
  webhooksSettled(): Promise<void>;
  close(): Promise<void>;
  app: FastifyInstance;
};

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

function apiError(description: string) {
  return { error: { code: 'BAD_REQUEST_ERROR', description } };
}

export async function startSandbox(
  opts: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<Sandbox> {
  const keyId = opts.keyId ?? `rzp_test_${crypto.randomBytes(7).toString('hex')}`;
  const keySecret = opts.keySecret ?? crypto.randomBytes(18).toString('base64url');
  const webhookSecret = opts.webhookSecret ?? crypto.randomBytes(18).toString('base64url');
  const orders = new Map<string, SandboxOrder>();
  const payments = new Map<string, SandboxPayment>();
  let webhookUrl: string | null = null;
  const deliveries = new Set<Promise<void>>();

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/v1/') && req.headers.authorization !== expectedAuth) {
      return reply.status(401).send(apiError('Authentication failed'));
    }
  });

  function sendWebhook(event: string, payload: Record<string, unknown>): void {
    if (!webhookUrl) return;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    const eventId = newId('evt');
    const target = webhookUrl;
    const delivery = (async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const res = await fetch(target, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': webhookSignature(webhookSecret, body),
              'x-razorpay-event-id': eventId,
            },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          await res.arrayBuffer();
          if (res.ok) return;
        } catch {
          // retried below
        }
        await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
      }
    })();
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  }

  app.post('/v1/orders', async (req, reply) => {
    const b = (req.body ?? {}) as {
      amount?: unknown;
      currency?: unknown;
      receipt?: unknown;
      notes?: Record<string, string>;
    };
    if (!Number.isInteger(b.amount) || (b.amount as number) < 100)
      return reply.status(400).send(apiError('The amount must be atleast INR 1.00'));
    if (b.currency !== 'INR') return reply.status(400).send(apiError('Currency is not supported'));
    const order: SandboxOrder = {
      id: newId('order'),
      amount: b.amount as number,
      currency: 'INR',
      receipt: String(b.receipt ?? ''),
      status: 'created',
      notes: b.notes ?? {},
      created_at: now(),
    };
    orders.set(order.id, order);
    return { entity: 'order', amount_paid: 0, amount_due: order.amount, attempts: 0, ...order };
  });

  app.get('/v1/orders/:id', async (req, reply) => {
    const order = orders.get((req.params as { id: string }).id);
    if (!order) return reply.status(400).send(apiError('The id provided does not exist'));
    return { entity: 'order', ...order };
  });

  app.get('/v1/payments/:id', async (req, reply) => {
    const payment = payments.get((req.params as { id: string }).id);
    if (!payment) return reply.status(400).send(apiError('The id provided does not exist'));
    return { entity: 'payment', method: 'card', captured: payment.status === 'captured', ...payment };
  });

  app.post('/v1/payments/:id/refund', async (req, reply) => {
    const payment = payments.get((req.params as { id: string }).id);
    if (!payment || payment.status !== 'captured')
      return reply.status(400).send(apiError('The payment has not been captured'));
    const amount = Number(
      (req.body as { amount?: unknown } | undefined)?.amount ?? payment.amount - payment.amount_refunded,
    );
    if (!Number.isInteger(amount) || amount <= 0 || amount > payment.amount - payment.amount_refunded) {
      return reply.status(400).send(apiError('The refund amount provided is greater than amount captured'));
    }
    payment.amount_refunded += amount;
    const refund: SandboxRefund = {
      id: newId('rfnd'),
      payment_id: payment.id,
      amount,
      status: 'processed',
      created_at: now(),
    };
    sendWebhook('refund.processed', { refund: { entity: refund }, payment: { entity: payment } });
    return { entity: 'refund', currency: 'INR', ...refund };
  });

  /** The customer's action in the checkout dialog: pay, or fail. */
  app.post('/sandbox/pay', async (req, reply) => {
    const b = (req.body ?? {}) as { order_id?: unknown; outcome?: unknown };
    const order = typeof b.order_id === 'string' ? orders.get(b.order_id) : undefined;
    if (!order) return reply.status(400).send(apiError('The id provided does not exist'));
    if (order.status === 'paid') return reply.status(400).send(apiError('Order already paid'));
    const payment: SandboxPayment = {
      id: newId('pay'),
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      status: b.outcome === 'success' ? 'captured' : 'failed',
      amount_refunded: 0,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    if (payment.status === 'failed') {
      order.status = 'attempted';
      sendWebhook('payment.failed', { payment: { entity: { ...payment, error_description: 'Payment failed' } } });
      return reply.status(400).send({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          reason: 'payment_failed',
          metadata: { payment_id: payment.id, order_id: order.id },
        },
      });
    }
    order.status = 'paid';
    sendWebhook('payment.captured', { payment: { entity: payment } });
    sendWebhook('order.paid', {
      payment: { entity: payment },
      order: { entity: { ...order, amount_paid: order.amount, amount_due: 0 } },
    });
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: paymentSignature(keySecret, order.id, payment.id),
    };
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    keyId,
    keySecret,
    webhookSecret,
    app,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    webhooksSettled: async () => {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
    close: async () => {
      await Promise.allSettled([...deliveries]);
      await app.close();
    },
  };
}
