/**
 * The online payment workflows: startPayment (an order awaiting payment holds its stock, then the provider order is
 * opened for the server's total), retryPayment (the same order paid again while it holds its stock), capturePayment (from the checkout handler or a webhook: the payment and the order
 * are marked paid together, once; money for an order that gave up its stock is refunded), failPayment (a failed
 * attempt keeps the hold) and the release of expired holds (stock back once).
 */
import type { OrderPayload } from '../../shop/checkout.ts';
import { rupeesToPaise, type Paise } from '../../shop/money.ts';
import { amountDue } from '../../shop/store-credit.ts';
import { acceptsPayment, canRetryPayment, isPaymentIncomplete } from '../../shop/orders.ts';
import type { CheckoutSession, OrderResponse } from '../../shop/order-shapes.ts';
import { MESSAGES } from '../../shop/pricing.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import type { Customer, OrderRow, OrderService, StockLine } from '../orders/service.ts';
import type { PaymentRow, PaymentService } from '../payments/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { DocumentSteps } from './documents.ts';
import type { OrderMails } from './mails.ts';
import type { PlacedOrder, PlaceOrder } from './place-order.ts';
import { runWorkflow, type WorkflowLog } from './workflow.ts';

export type PaymentWorkflowDeps = {
  db: Db;
  orders: OrderService;
  payments: PaymentService;
  catalog: { releaseStock(tx: Tx, lines: StockLine[]): Promise<void> };
  placeOrder: PlaceOrder;
  documents: Pick<DocumentSteps, 'invoice'>;
  wallet: Pick<WalletService, 'returnOrderSpend'>;
  mails: OrderMails;
  storeName: string;
  log: WorkflowLog & { warn: (obj: object, msg: string) => void };
};

const paymentFailed = () => new Invalid(MESSAGES.paymentFailed, { reason: 'payment_failed' });

export function createPaymentWorkflows(deps: PaymentWorkflowDeps) {
  const { db, orders, payments } = deps;

  /** Gives an order's stock back, once, and the store credit it spent (inside the caller's transaction). */
  async function restock(tx: Tx, orderId: string): Promise<void> {
    await deps.catalog.releaseStock(tx, await orders.claimStockRelease(tx, orderId));
    await deps.wallet.returnOrderSpend(tx, orderId);
  }

  /** An order still awaiting payment fails and gives its stock back. */
  async function failAwaitingOrder(tx: Tx, orderId: string): Promise<boolean> {
    const failed = await orders.markPaymentFailed(tx, orderId);
    if (failed) await restock(tx, orderId);
    return failed !== null;
  }

  /** Refunds an order's captured payment through the provider; the order's payment then reads 'refunded'. */
  async function refund(orderId: string, reason: string): Promise<void> {
    if (await payments.refund(orderId, reason)) await orders.setPaymentStatus(db, orderId, 'refunded');
  }

  /**
   * A captured payment (verified by the caller): the payment and its order are marked paid in one transaction,
   * once. Answers 'paid' (this call marked it), 'already' (marked before), 'late' (the order had given up its stock:
   * the money is refunded), or 'unknown' / 'wrong_amount' (nothing changed).
   */
  async function capturePayment(
    providerOrderId: string,
    providerPaymentId: string,
    amount: number,
  ): Promise<'paid' | 'already' | 'late' | 'unknown' | 'wrong_amount'> {
    const outcome = await db.transaction(async (tx) => {
      const record = await payments.recordCapture(tx, providerOrderId, providerPaymentId, amount);
      if (record.kind !== 'recorded') return { kind: record.kind };
      const kind = await orders.markPaid(tx, record.orderId);
      if (kind === 'paid') {
        await deps.mails.enqueue(tx, record.orderId, 'placed');
        // The online order is confirmed by its captured payment: its invoice is issued now.
        await deps.documents.invoice(tx, (await orders.lock(tx, record.orderId))!);
      }
      return { kind, orderId: record.orderId };
    });
    // The money arrived after the order had given up its stock (cancelled or expired): it goes back.
    if (outcome.kind === 'late') await refund(outcome.orderId, 'order cancelled');
    return outcome.kind;
  }

  /**
   * A payment the provider reports failed: the attempt is recorded, and its order, still awaiting payment, keeps its
   * stock until its hold ends, so the customer can pay again (`retryPayment`); the hold's end gives the stock back.
   */
  async function failPayment(providerOrderId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const orderId = await payments.recordFailure(tx, providerOrderId);
      if (!orderId) return false;
      await orders.markAttemptFailed(tx, orderId);
      return true;
    });
  }

  /** Ends the hold of one unpaid order whose time ran out (as the sweeper would): it fails, its stock goes back. */
  async function releaseIfExpired(orderId: string, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await orders.lock(tx, orderId);
      if (!row || row.status !== 'awaiting_payment' || !row.holdExpiresAt || row.holdExpiresAt > now) return;
      await orders.transition(tx, row, 'payment_failed', { paymentStatus: 'failed', holdExpiresAt: null });
      await restock(tx, row.id);
    });
  }

  /** What the page needs to open the provider's checkout for an order and its provider order. */
  function sessionFor(customer: Customer, row: OrderRow, payment: PaymentRow): CheckoutSession {
    return {
      id: payment.providerOrderId,
      amount: amountDue(row),
      currency: 'INR',
      orderId: row.id,
      orderNumber: row.orderNumber,
      key: payments.keyId,
      checkoutScript: payments.checkoutScript,
      name: deps.storeName,
      description: `Order ${row.orderNumber}`,
      prefill: { name: customer.name, email: customer.email, contact: customer.phone },
    };
  }

  /** The customer's own payment (by the provider's order id), or null. */
  async function ownPayment(customer: Customer, providerOrderId: string): Promise<PaymentRow | null> {
    const payment = await payments.byProviderOrder(providerOrderId);
    if (!payment) return null;
    return (await orders.findForUser(customer.id, payment.orderId)) ? payment : null;
  }

  type StartCtx = {
    customer: Customer;
    body: { amount: number; orderDetails: OrderPayload };
    key: string | undefined;
    placed: PlacedOrder | null;
    payment: PaymentRow | null;
  };

  return {
    capturePayment,
    failPayment,

    /**
     * `POST /api/payment/create-order`: places (or, for the same idempotency key, finds) the order awaiting payment,
     * then opens the provider order for the server's total. If the provider refuses, the new order fails and its
     * stock goes back (the compensation of the first step).
     */
    async startPayment(
      customer: Customer,
      body: { amount: number; orderDetails: OrderPayload },
      idempotencyKey?: string,
    ): Promise<CheckoutSession> {
      const ctx = await runWorkflow<StartCtx>(
        'startPayment',
        { customer, body, key: idempotencyKey, placed: null, payment: null },
        [
          {
            name: 'place order awaiting payment',
            async run(c) {
              c.placed = await deps.placeOrder(
                c.customer,
                { ...c.body.orderDetails, paymentMethod: 'razorpay' },
                { idempotencyKey: c.key },
              );
            },
            async compensate(c) {
              if (c.placed?.created) await db.transaction((tx) => failAwaitingOrder(tx, c.placed!.row.id));
            },
          },
          {
            name: 'check the order can be paid',
            run(c) {
              const { order, row } = c.placed!;
              if (order.paymentStatus === 'paid') {
                throw new Conflict('This order is already paid.', { reason: 'already_paid' });
              }
              if (order.status !== 'awaiting_payment') {
                throw new Conflict(MESSAGES.paymentFailed, { reason: 'payment_failed' });
              }
              if (rupeesToPaise(c.body.amount) !== amountDue(row)) {
                deps.log.warn(
                  { orderId: row.id },
                  'client amount differs from the server total; charging the server total',
                );
              }
            },
          },
          {
            name: 'open provider order',
            async run(c) {
              const { row } = c.placed!;
              c.payment =
                (await payments.forOrder(row.id)) ??
                (await payments.open({ id: row.id, number: row.orderNumber, amount: amountDue(row) }));
            },
          },
        ],
        deps.log,
      );
      return sessionFor(customer, ctx.placed!.row, ctx.payment!);
    },

    /**
     * `POST /api/payment/retry`: pays again for the customer's own online order whose payment did not complete, while
     * it still holds its stock (`canRetryPayment`): the same provider order opens again (Razorpay takes several
     * attempts at one order). A paid order is `already_paid`; an order whose hold ran out is `hold_expired` (and is
     * released now if the sweeper has not done it yet); any other order is `invalid_transition`.
     */
    async retryPayment(customer: Customer, orderId: string, now = new Date()): Promise<CheckoutSession> {
      const row = await orders.findForUser(customer.id, orderId);
      if (!row) throw new NotFound('Order not found.');
      if (row.paymentStatus === 'paid') throw new Conflict('This order is already paid.', { reason: 'already_paid' });
      if (!canRetryPayment(row, now)) {
        if (isPaymentIncomplete(row.status) && row.paymentMethod === 'razorpay') {
          await releaseIfExpired(row.id, now);
          throw new Conflict(MESSAGES.holdExpired, { reason: 'hold_expired' });
        }
        throw new Conflict(MESSAGES.notAwaitingPayment, { reason: 'invalid_transition' });
      }
      const payment =
        (await payments.forOrder(row.id)) ??
        (await payments.open({ id: row.id, number: row.orderNumber, amount: amountDue(row) }));
      return sessionFor(customer, row, payment);
    },

    /**
     * `POST /api/payment/verify-payment`: the checkout handler's answer for the customer's own payment; signature
     * and provider confirmation (payments service), then the capture. Anything else: 'Payment Failed'.
     */
    async verifyPayment(
      customer: Customer,
      body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ): Promise<OrderResponse> {
      const payment = await ownPayment(customer, body.razorpay_order_id);
      if (!payment) throw paymentFailed();
      const confirmed = await payments.confirm(payment, body.razorpay_payment_id, body.razorpay_signature);
      const outcome = await capturePayment(payment.providerOrderId, confirmed.id, confirmed.amount);
      if (outcome === 'unknown' || outcome === 'wrong_amount') throw paymentFailed();
      const order = await orders.getForUser(customer.id, payment.orderId);
      // The money came for an order already cancelled or given up (here, or by the webhook first): it is refunded,
      // and the shopper is told so, never 'Payment Successful!'.
      if (!acceptsPayment(order.status)) {
        const message = order.status === 'cancelled' ? MESSAGES.refundedCancelled : MESSAGES.refundedExpired;
        throw new Conflict(message, { reason: 'payment_refunded' });
      }
      return order;
    },

    /** `POST /api/payment/webhook`: signed, once per event id; captured and failed payments change their orders. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined) {
      const event = await payments.readWebhook(rawBody, signature, eventId);
      if (event.kind === 'duplicate') return { duplicate: true };
      if (event.kind === 'captured') {
        await capturePayment(event.providerOrderId, event.providerPaymentId, event.amount);
      }
      if (event.kind === 'failed') await failPayment(event.providerOrderId);
      return { duplicate: false };
    },

    /** Unpaid online orders past their hold fail and give their stock back. Returns how many were released. */
    async releaseExpiredHolds(now = new Date()): Promise<number> {
      return db.transaction(async (tx) => {
        const expired: OrderRow[] = await orders.lockExpiredHolds(tx, now);
        for (const row of expired) {
          await orders.transition(tx, row, 'payment_failed', { paymentStatus: 'failed', holdExpiresAt: null });
          await restock(tx, row.id);
        }
        return expired.length;
      });
    },

    /** Sandbox mode only: the stand-in checkout's Pay / Fail buttons, for the customer's own payment. */
    async sandboxPay(customer: Customer, body: { order_id: string; outcome: 'success' | 'fail' }) {
      if (payments.mode !== 'sandbox') throw new NotFound('Not found.');
      if (!(await ownPayment(customer, body.order_id))) throw new NotFound('Payment not found.');
      return payments.relaySandbox(body);
    },

    refund,
    /** Refunds part of an order's captured payment (a cancelled line); the order's payment still reads paid. */
    refundPart: (orderId: string, amount: Paise, reason: string) => payments.refundPart(orderId, amount, reason),
    restock,
  };
}

export type PaymentWorkflows = ReturnType<typeof createPaymentWorkflows>;
