/**
 * Online payments (Razorpay Orders + Checkout). The server prices the order itself, holds its stock in an order
 * awaiting payment, creates the provider order for that total in paise, and marks the order paid only after a valid
 * signature and a provider-confirmed amount (checkout handler), or a signed webhook. No database transaction is held
 * open across a call to the provider. Only this service touches the payments and payment_events tables.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderPayload } from '../../shop/checkout.ts';
import { MESSAGES } from '../../shop/pricing.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../orders/tables.ts';
import { paymentEvents, payments } from './tables.ts';
import { Conflict, Invalid, NotFound, Unauthorized, Upstream } from '../errors.ts';
import type { Customer, OrderDto, OrderService } from '../orders/service.ts';
import type { PaymentProvider } from './provider.ts';
import { paymentSignature, safeEqualHex, webhookSignature } from './signatures.ts';
import type { Sandbox } from './sandbox/server.ts';

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

export type CheckoutSession = {
  id: string;
  amount: number;
  currency: 'INR';
  orderId: string;
  orderNumber: string;
  key: string;
  checkoutScript: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
};

type WebhookEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    order?: { entity?: { id?: string } };
  };
};

export function createPaymentService(deps: {
  db: Db;
  orders: OrderService;
  provider: PaymentProvider;
  sandbox: Sandbox | null;
  storeName: string;
  log: Log;
  /** Called once when an online order's payment is captured (the order-placed mail). */
  onPaid?: (orderId: string) => void;
}) {
  const { db, orders: orderService, provider } = deps;

  async function paymentByProviderOrder(providerOrderId: string) {
    const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).limit(1);
    return row ?? null;
  }

  /** Marks a payment captured and its order paid, once; refunds money that arrived for an order already given up. */
  async function capture(providerOrderId: string, providerPaymentId: string, amountPaise: number): Promise<boolean> {
    const outcome = await db.transaction(async (tx) => {
      const [p] = await tx.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).for('update');
      if (!p) return 'unknown' as const;
      if (amountPaise !== p.amountPaise) return 'wrong_amount' as const;
      if (p.status === 'paid' || p.status === 'refunded') return 'already' as const;
      await tx
        .update(payments)
        .set({ status: 'paid', providerPaymentId, updatedAt: new Date() })
        .where(eq(payments.id, p.id));
      return orderService.markPaid(tx, p.orderId);
    });
    if (outcome === 'paid') {
      const p = await paymentByProviderOrder(providerOrderId);
      if (p) deps.onPaid?.(p.orderId);
    }
    if (outcome === 'late') {
      const p = await paymentByProviderOrder(providerOrderId);
      if (p) await refund(p.orderId);
    }
    if (outcome === 'wrong_amount') {
      deps.log.error({ providerOrderId }, 'payment amount differs from the order: not marked paid');
    }
    return outcome === 'paid' || outcome === 'already' || outcome === 'late';
  }

  /** Refunds the captured payment of an order through the provider, and records it. */
  async function refund(orderId: string): Promise<void> {
    const [p] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .limit(1);
    if (!p?.providerPaymentId) return;
    try {
      const r = await provider.refund(p.providerPaymentId, p.amountPaise, { reason: 'order cancelled' });
      await db
        .update(payments)
        .set({ status: 'refunded', refundId: r.id, refundedPaise: r.amount, updatedAt: new Date() })
        .where(eq(payments.id, p.id));
      await orderService.markRefunded(orderId);
    } catch (err) {
      // The order stays cancelled; the payment stays 'paid' so the refund can be retried from the admin.
      deps.log.error({ err, orderId }, 'refund failed');
    }
  }

  return {
    mode: provider.mode,

    /**
     * `POST /api/payment/create-order`: places (or, for the same idempotency key, finds) the order awaiting payment,
     * then creates the provider order for the server's total.
     */
    async createCheckout(
      customer: Customer,
      body: { amount: number; currency: string; orderDetails: OrderPayload },
      idempotencyKey?: string,
    ): Promise<CheckoutSession> {
      if (body.currency !== 'INR') throw new Invalid('Only INR payments are accepted.', { currency: 'Must be INR' });
      const { order } = await orderService.place(
        customer,
        { ...body.orderDetails, paymentMethod: 'razorpay' },
        { idempotencyKey },
      );
      if (order.paymentStatus === 'paid') throw new Conflict('This order is already paid.');
      if (order.status !== 'awaiting_payment') throw new Conflict(MESSAGES.paymentFailed);
      const totalPaise = Math.round(order.totalAmount * 100);
      if (Math.round(body.amount * 100) !== totalPaise) {
        deps.log.warn({ orderId: order._id }, 'client amount differs from the server total; charging the server total');
      }
      const session = (providerOrderId: string): CheckoutSession => ({
        id: providerOrderId,
        amount: totalPaise,
        currency: 'INR',
        orderId: order._id,
        orderNumber: order.orderId,
        key: provider.keyId,
        checkoutScript: provider.checkoutScript,
        name: deps.storeName,
        description: `Order ${order.orderId}`,
        prefill: { name: customer.name, email: customer.email, contact: customer.phone },
      });
      const [existing] = await db.select().from(payments).where(eq(payments.orderId, order._id)).limit(1);
      if (existing) return session(existing.providerOrderId);

      let providerOrder;
      try {
        providerOrder = await provider.createOrder({
          amountPaise: totalPaise,
          currency: 'INR',
          receipt: order.orderId,
          notes: { orderId: order._id },
        });
      } catch (err) {
        deps.log.error({ err, orderId: order._id }, 'payment provider refused the order');
        await db.transaction((tx) => orderService.markPaymentFailed(tx, order._id));
        throw new Upstream(MESSAGES.paymentFailed);
      }
      await db.insert(payments).values({
        orderId: order._id,
        providerOrderId: providerOrder.id,
        amountPaise: totalPaise,
        currency: 'INR',
        status: 'pending',
      });
      return session(providerOrder.id);
    },

    /**
     * `POST /api/payment/verify-payment`: the checkout handler's answer. The signature is HMAC-SHA256 of
     * `stored provider order id | payment id` with the key secret (timing-safe); the provider must confirm the
     * payment is captured for that order and amount. Anything else: 'Payment Failed', and nothing is marked paid.
     */
    async verify(
      customer: Customer,
      body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ): Promise<OrderDto> {
      const fail = () => new Invalid(MESSAGES.paymentFailed);
      const [p] = await db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.providerOrderId, body.razorpay_order_id), eq(orders.userId, customer.id)))
        .limit(1);
      if (!p) throw fail();
      const expected = paymentSignature(provider.keySecret, p.payment.providerOrderId, body.razorpay_payment_id);
      if (!safeEqualHex(expected, body.razorpay_signature)) throw fail();
      let confirmed;
      try {
        confirmed = await provider.fetchPayment(body.razorpay_payment_id);
      } catch {
        throw new Upstream(MESSAGES.paymentFailed);
      }
      if (
        confirmed.order_id !== p.payment.providerOrderId ||
        confirmed.amount !== p.payment.amountPaise ||
        !['captured', 'authorized'].includes(confirmed.status)
      ) {
        throw fail();
      }
      if (!(await capture(p.payment.providerOrderId, confirmed.id, confirmed.amount))) throw fail();
      return orderService.getForUser(customer.id, p.payment.orderId);
    },

    /**
     * `POST /api/payment/webhook`: verified over the raw body with the webhook secret; each event id is handled
     * once (a replay changes nothing).
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
      if (!safeEqualHex(webhookSignature(provider.webhookSecret, rawBody), signature)) {
        throw new Unauthorized('Invalid webhook signature.');
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
      } catch {
        throw new Invalid('The webhook body is not valid JSON.');
      }
      const eventId = eventIdHeader?.slice(0, 200) || crypto.createHash('sha256').update(rawBody).digest('hex');
      const [fresh] = await db
        .insert(paymentEvents)
        .values({ eventId, type: String(event.event ?? 'unknown').slice(0, 100) })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return { handled: false, duplicate: true };

      const payment = event.payload?.payment?.entity;
      const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
      if (!providerOrderId) return { handled: false, duplicate: false };
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment?.id && payment.amount) {
        return { handled: await capture(providerOrderId, payment.id, payment.amount), duplicate: false };
      }
      if (event.event === 'payment.failed') {
        const p = await paymentByProviderOrder(providerOrderId);
        if (!p || p.status !== 'pending') return { handled: false, duplicate: false };
        await db.transaction(async (tx) => {
          await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.id, p.id));
          await orderService.markPaymentFailed(tx, p.orderId);
        });
        return { handled: true, duplicate: false };
      }
      return { handled: false, duplicate: false };
    },

    /** `PUT /api/orders/{id}/cancel`: cancels (stock back once) and refunds a captured online payment. */
    async cancelOrder(customer: Customer, orderId: string): Promise<OrderDto> {
      const { order, refundDue } = await orderService.cancel(customer, orderId);
      if (!refundDue) return order;
      await refund(order._id);
      return orderService.getForUser(customer.id, order._id);
    },

    /** Sandbox mode only: the stand-in checkout's Pay / Fail buttons, relayed to the sandbox for the caller's order. */
    async sandboxPay(customer: Customer, body: { order_id: string; outcome: 'success' | 'fail' }) {
      if (!deps.sandbox) throw new NotFound('Not found.');
      const [p] = await db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.providerOrderId, body.order_id), eq(orders.userId, customer.id)))
        .limit(1);
      if (!p) throw new NotFound('Payment not found.');
      const res = await fetch(`${deps.sandbox.url}/sandbox/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
