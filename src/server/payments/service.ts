/**
 * Online payments (Razorpay Orders + Checkout): the only code that touches the payments and payment_events tables
 * and talks to the provider. It creates provider orders, checks signatures (the checkout handler's and the
 * webhook's), confirms captured payments with the provider, records captures, failures and refunds, and relays the
 * sandbox's stand-in checkout. What a payment does to an order (and its stock) is decided by the checkout workflows.
 * No database transaction is ever held open across a call to the provider.
 */
import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Paise } from '../../shop/money.ts';
import { MESSAGES } from '../../shop/pricing.ts';
import type { Db, Tx } from '../db/client.ts';
import { Invalid, NotFound, Unauthorized, Upstream } from '../errors.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';
import { paymentSignature, safeEqualHex, webhookSignature } from './signatures.ts';
import { paymentEvents, payments } from './tables.ts';

type Log = { error: (obj: object, msg: string) => void };

export type PaymentRow = typeof payments.$inferSelect;

/** A webhook event the store acts on, once per event id. */
export type WebhookEvent =
  | { kind: 'captured'; providerOrderId: string; providerPaymentId: string; amount: Paise }
  | { kind: 'failed'; providerOrderId: string }
  | { kind: 'ignored' }
  | { kind: 'duplicate' };

type RawEvent = {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    order?: { entity?: { id?: string } };
  };
};

/** The outcome of recording a captured payment. */
export type CaptureRecord = { kind: 'recorded'; orderId: string } | { kind: 'unknown' | 'wrong_amount' | 'already' };

const paymentFailed = () => new Invalid(MESSAGES.paymentFailed, { reason: 'payment_failed' });

export function createPaymentService(deps: {
  db: Db;
  provider: PaymentProvider;
  /** The sandbox's address in sandbox mode (the stand-in checkout's buttons are relayed there). */
  sandboxUrl: string | null;
  log: Log;
}) {
  const { db, provider } = deps;

  /** Refunds `amount` (null: all that is left) of an order's captured payment; see refund / refundPart. */
  async function refundAmount(orderId: string, amount: Paise | null, reason: string): Promise<boolean> {
    const [p] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
      .limit(1);
    if (!p?.providerPaymentId) return false;
    const left = p.amountPaise - p.refundedPaise;
    const due = amount === null ? left : Math.min(amount, left);
    if (due <= 0) return false;
    try {
      const r = await provider.refund(p.providerPaymentId, due, { reason });
      const refunded = sql`${payments.refundedPaise} + ${r.amount}`;
      await db
        .update(payments)
        .set({
          status: sql`CASE WHEN ${refunded} >= ${payments.amountPaise} THEN 'refunded'::payment_status ELSE ${payments.status} END`,
          refundId: r.id,
          refundedPaise: refunded,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, p.id));
      return true;
    } catch (err) {
      deps.log.error({ err, orderId }, 'refund failed');
      return false;
    }
  }

  return {
    mode: provider.mode,
    keyId: provider.keyId,
    checkoutScript: provider.checkoutScript,

    async byProviderOrder(providerOrderId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).limit(1);
      return row ?? null;
    },

    async forOrder(orderId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
      return row ?? null;
    },

    /** Creates the provider's order for an amount in paise (receipt = our order number) and records it as pending. */
    async open(order: { id: string; number: string; amount: Paise }): Promise<PaymentRow> {
      let providerOrder;
      try {
        providerOrder = await provider.createOrder({
          amountPaise: order.amount,
          currency: 'INR',
          receipt: order.number,
          notes: { orderId: order.id },
        });
      } catch (err) {
        deps.log.error({ err, orderId: order.id }, 'payment provider refused the order');
        throw new Upstream(MESSAGES.paymentFailed, { reason: 'payment_failed' });
      }
      const [row] = await db
        .insert(payments)
        .values({
          orderId: order.id,
          providerOrderId: providerOrder.id,
          amountPaise: order.amount,
          currency: 'INR',
          status: 'pending',
        })
        .returning();
      return row!;
    },

    /**
     * The checkout handler's answer: the signature is HMAC-SHA256 of `stored provider order id | payment id` with the
     * key secret (timing-safe), and the provider must confirm the payment is captured (or authorized) for that order
     * and amount. Anything else is 'Payment Failed' (reason payment_failed).
     */
    async confirm(payment: PaymentRow, paymentId: string, signature: string): Promise<ProviderPayment> {
      const expected = paymentSignature(provider.keySecret, payment.providerOrderId, paymentId);
      if (!safeEqualHex(expected, signature)) throw paymentFailed();
      let confirmed: ProviderPayment;
      try {
        confirmed = await provider.fetchPayment(paymentId);
      } catch {
        throw new Upstream(MESSAGES.paymentFailed, { reason: 'payment_failed' });
      }
      if (
        confirmed.order_id !== payment.providerOrderId ||
        confirmed.amount !== payment.amountPaise ||
        !['captured', 'authorized'].includes(confirmed.status)
      ) {
        throw paymentFailed();
      }
      return confirmed;
    },

    /** Records a captured payment once (same amount as the order's, else nothing changes). */
    async recordCapture(
      tx: Tx,
      providerOrderId: string,
      providerPaymentId: string,
      amount: number,
    ): Promise<CaptureRecord> {
      const [p] = await tx.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).for('update');
      if (!p) return { kind: 'unknown' };
      if (amount !== p.amountPaise) {
        deps.log.error({ providerOrderId }, 'payment amount differs from the order: not marked paid');
        return { kind: 'wrong_amount' };
      }
      if (p.status === 'paid' || p.status === 'refunded') return { kind: 'already' };
      await tx
        .update(payments)
        .set({ status: 'paid', providerPaymentId, updatedAt: new Date() })
        .where(eq(payments.id, p.id));
      return { kind: 'recorded', orderId: p.orderId };
    },

    /** A pending payment failed; answers its order id when this call marked it, else null. */
    async recordFailure(tx: Tx, providerOrderId: string): Promise<string | null> {
      const [p] = await tx.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).for('update');
      if (!p || p.status !== 'pending') return null;
      await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.id, p.id));
      return p.orderId;
    },

    /**
     * Refunds what is left of the captured payment of an order (all of it, less any part refunded before) through
     * the provider and records it; the payment then reads 'refunded'. Answers whether money went back; a provider
     * failure is logged and the payment stays 'paid', so the refund can be retried.
     */
    async refund(orderId: string, reason: string): Promise<boolean> {
      return refundAmount(orderId, null, reason);
    },

    /**
     * Refunds part of the captured payment of an order (a cancelled line), through the provider, and adds it to
     * what was refunded; the payment stays 'paid' until all of it has gone back. Answers whether money went back.
     */
    async refundPart(orderId: string, amount: Paise, reason: string): Promise<boolean> {
      if (!Number.isInteger(amount) || amount <= 0) return false;
      return refundAmount(orderId, amount, reason);
    },

    /** The provider payments of an order, oldest first (the admin's order page). */
    async listForOrder(orderId: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
    },

    /**
     * A webhook, verified over the raw body with the webhook secret and handled once per event id (a replay is
     * answered as a duplicate and changes nothing). Answers what the event asks the store to do.
     */
    async readWebhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
      // Never verify under an empty secret (config refuses live keys without one; this guards any other path).
      if (!provider.webhookSecret) throw new Unauthorized('Invalid webhook signature.');
      if (!safeEqualHex(webhookSignature(provider.webhookSecret, rawBody), signature)) {
        throw new Unauthorized('Invalid webhook signature.');
      }
      let event: RawEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as RawEvent;
      } catch {
        throw new Invalid('The webhook body is not valid JSON.');
      }
      const eventId = eventIdHeader?.slice(0, 200) || crypto.createHash('sha256').update(rawBody).digest('hex');
      const [fresh] = await db
        .insert(paymentEvents)
        .values({ eventId, type: String(event.event ?? 'unknown').slice(0, 100) })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return { kind: 'duplicate' } satisfies WebhookEvent;
      const payment = event.payload?.payment?.entity;
      const providerOrderId = payment?.order_id ?? event.payload?.order?.entity?.id;
      if (!providerOrderId) return { kind: 'ignored' } satisfies WebhookEvent;
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment?.id && payment.amount) {
        return {
          kind: 'captured',
          providerOrderId,
          providerPaymentId: payment.id,
          amount: payment.amount as Paise,
        } satisfies WebhookEvent;
      }
      if (event.event === 'payment.failed') return { kind: 'failed', providerOrderId } satisfies WebhookEvent;
      return { kind: 'ignored' } satisfies WebhookEvent;
    },

    /** Sandbox mode only: the stand-in checkout's Pay / Fail buttons, relayed to the sandbox. */
    async relaySandbox(body: { order_id: string; outcome: 'success' | 'fail' }) {
      if (!deps.sandboxUrl) throw new NotFound('Not found.');
      const res = await fetch(`${deps.sandboxUrl}/sandbox/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
