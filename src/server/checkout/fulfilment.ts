/**
 * The order's life after it is placed: cancelAndRefund (stock back once, a captured payment refunded), cancelLine
 * (part of one line: its stock back once, the totals lowered, that share refunded), ship (processing -> shipped,
 * with the courier and tracking), deliver (shipped -> delivered; a cash-on-delivery order is paid on delivery) and
 * markCodPaid (the courier's cash arrived). The lifecycle rules themselves are src/shop/orders.ts, enforced by the
 * order service. When the store's admin asks (`actor`), each change is audited in its own transaction.
 * Returns (from a delivered order, within the return window: canReturn) get their workflow with the returns issue.
 */
import { isTrackingUrl } from '../../shop/admin/orders.ts';
import { paise, type Paise } from '../../shop/money.ts';
import type { OrderResponse } from '../../shop/order-shapes.ts';
import { canCancelLine, canMarkCodPaid } from '../../shop/orders.ts';
import { orderTotals } from '../../shop/pricing.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import type { OrderItemRow, OrderRow, OrderService, StockLine } from '../orders/service.ts';
import type { DocumentSteps } from './documents.ts';
import type { OrderMails } from './mails.ts';
import type { PaymentWorkflows } from './payment-workflows.ts';
import { runWorkflow, type WorkflowLog } from './workflow.ts';

const ORDER_NOT_FOUND = 'Order not found.';

export type FulfilmentDeps = {
  db: Db;
  orders: OrderService;
  payments: Pick<PaymentWorkflows, 'refund' | 'refundPart' | 'restock'>;
  documents: Pick<DocumentSteps, 'cancelled' | 'lineCancelled'>;
  catalog: { releaseStock(tx: Tx, lines: StockLine[]): Promise<void> };
  mails: OrderMails;
  audit: Pick<AuditService, 'record'>;
  log: WorkflowLog;
};

export type Shipment = { courier?: string | null; trackingNumber?: string | null; trackingUrl?: string | null };

/** What a line cancellation did: the order after it, and the money refunded for it (paise). */
export type LineCancellation = {
  order: OrderResponse;
  /** The share of the total the cancelled pieces came to (0 for an order not paid online). */
  refundPaise: Paise;
  /** Whether the provider refunded it (false when nothing was due, or the refund failed and is left to retry). */
  refunded: boolean;
  /** The last pieces were cancelled, so the whole order was (cancelAndRefund). */
  orderCancelled: boolean;
};

/** The fields of an order the audit log keeps. */
function audited(row: OrderRow): Record<string, unknown> {
  return {
    status: row.status,
    paymentStatus: row.paymentStatus,
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    subtotal: row.subtotalPaise,
    couponDiscount: row.couponDiscountPaise,
    total: row.totalPaise,
  };
}

const piecesLeft = (l: OrderItemRow) => l.quantity - l.cancelledQuantity;

export function createFulfilment(deps: FulfilmentDeps) {
  const { db, orders } = deps;

  /** Locks the order (only the customer's own when `customerId` is given) or answers 404. */
  async function locked(tx: Tx, orderId: string, customerId?: string): Promise<OrderRow> {
    const row = await orders.lock(tx, orderId, customerId ? { userId: customerId } : {});
    if (!row) throw new NotFound(ORDER_NOT_FOUND);
    return row;
  }

  async function audit(
    tx: Tx,
    actor: Actor | undefined,
    action: string,
    before: OrderRow,
    after: Record<string, unknown>,
  ): Promise<void> {
    if (!actor) return;
    await deps.audit.record(tx, {
      actor,
      action,
      entity: 'order',
      entityId: before.id,
      before: { orderNumber: before.orderNumber, ...audited(before) },
      after: { orderNumber: before.orderNumber, ...after },
    });
  }

  type CancelCtx = { orderId: string; customerId: string | undefined; actor: Actor | undefined; refundDue: boolean };

  /**
   * Cancels an order that has not left the store (the customer's own when `customerId` is given): its stock comes
   * back exactly once and the customer's mail is queued (one transaction), then a captured online payment is refunded
   * through the provider (a failed refund is logged and left for the store to retry; the order stays cancelled).
   */
  async function cancelAndRefund(
    orderId: string,
    opts: { customerId?: string; actor?: Actor } = {},
  ): Promise<OrderResponse> {
    const ctx = await runWorkflow<CancelCtx>(
      'cancelAndRefund',
      { orderId, customerId: opts.customerId, actor: opts.actor, refundDue: false },
      [
        {
          name: 'cancel and restock',
          async run(c) {
            await db.transaction(async (tx) => {
              const row = await locked(tx, c.orderId, c.customerId);
              const cancelled = await orders.transition(tx, row, 'cancelled', { cancelledAt: new Date() });
              await deps.payments.restock(tx, row.id);
              await deps.mails.enqueue(tx, row.id, 'cancelled');
              await deps.documents.cancelled(tx, row.id);
              c.refundDue = row.paymentStatus === 'paid';
              await audit(tx, c.actor, 'order.cancel', row, { ...audited(cancelled), refundDue: c.refundDue });
            });
          },
        },
        {
          name: 'refund',
          async run(c) {
            if (c.refundDue) await deps.payments.refund(c.orderId, 'order cancelled');
          },
        },
      ],
      deps.log,
    );
    return (await orders.getById(ctx.orderId))!;
  }

  type LineCtx = {
    orderId: string;
    itemId: string;
    quantity: number | undefined;
    actor: Actor | undefined;
    wholeOrder: boolean;
    refundPaise: Paise;
    refunded: boolean;
  };

  return {
    cancelAndRefund,

    /**
     * Cancels `quantity` pieces (default: all that are left) of one line of an order being processed
     * (`canCancelLine`). In one transaction: the pieces are marked cancelled once (a repeat cancels nothing more),
     * their stock goes back, the order's totals are priced again from what is left with the order's own coupon
     * percentage (orderTotals: the coupon's share of the cancelled pieces goes with them, whole-rupee rounding as at
     * checkout; the coupon's minimum order value is not checked again), the customer's mail is queued and the change
     * audited. Then, for a paid online order, the difference of the totals is refunded through the provider.
     * Cancelling the last pieces of the order cancels the whole order (cancelAndRefund).
     */
    async cancelLine(
      orderId: string,
      itemId: string,
      opts: { quantity?: number; actor?: Actor } = {},
    ): Promise<LineCancellation> {
      const ctx = await runWorkflow<LineCtx>(
        'cancelLine',
        {
          orderId,
          itemId,
          quantity: opts.quantity,
          actor: opts.actor,
          wholeOrder: false,
          refundPaise: paise(0),
          refunded: false,
        },
        [
          {
            name: 'cancel pieces, restock, reprice',
            async run(c) {
              await db.transaction(async (tx) => {
                const row = await locked(tx, c.orderId);
                if (row.status === 'cancelled') {
                  throw new Conflict('This order is already cancelled.', { reason: 'already_cancelled' });
                }
                if (!canCancelLine(row.status)) {
                  throw new Conflict('Only an order being processed can have a line cancelled.', {
                    reason: 'invalid_transition',
                  });
                }
                const lines = await orders.lines(tx, row.id);
                const line = lines.find((l) => l.id === c.itemId);
                if (!line) throw new NotFound('Line not found.');
                const left = piecesLeft(line);
                if (left === 0) throw new Conflict('This line is cancelled already.', { reason: 'already_cancelled' });
                const quantity = c.quantity ?? left;
                if (quantity > left) {
                  const message = `Only ${left} ${left === 1 ? 'piece is' : 'pieces are'} left on this line.`;
                  throw new Invalid(message, { fields: { quantity: message } });
                }
                const piecesAfter = lines.reduce((n, l) => n + piecesLeft(l), 0) - quantity;
                if (piecesAfter === 0) {
                  c.wholeOrder = true;
                  return;
                }
                const cancelled = await orders.cancelLineQuantity(tx, row.id, line.id, quantity);
                if (!cancelled) throw new Conflict('This line is cancelled already.', { reason: 'already_cancelled' });
                await deps.catalog.releaseStock(tx, [{ variantId: line.variantId, quantity }]);
                const totals = orderTotals(
                  lines.map((l) => ({
                    mrp: l.mrpPaise,
                    unitPrice: l.unitPricePaise,
                    quantity: piecesLeft(l === line ? cancelled : l),
                  })),
                  row.couponPercentage,
                  row.shippingChargePaise,
                  row.codFeePaise,
                );
                const repriced = await orders.setTotals(tx, row.id, totals);
                const share = paise(Math.max(0, row.totalPaise - repriced.totalPaise));
                await deps.documents.lineCancelled(tx, row.id, line.id, quantity, share);
                const paidOnline = row.paymentMethod === 'razorpay' && row.paymentStatus === 'paid';
                c.refundPaise = paidOnline ? share : paise(0);
                await deps.mails.enqueue(tx, row.id, 'line_cancelled', {
                  itemId: line.id,
                  quantity,
                  refundPaise: c.refundPaise,
                });
                if (c.actor) {
                  const lineName = `${line.productName} (size ${line.size})`;
                  await deps.audit.record(tx, {
                    actor: c.actor,
                    action: 'order.cancel_line',
                    entity: 'order',
                    entityId: row.id,
                    before: {
                      orderNumber: row.orderNumber,
                      line: lineName,
                      piecesCancelled: line.cancelledQuantity,
                      ...audited(row),
                      refund: 0,
                    },
                    after: {
                      orderNumber: row.orderNumber,
                      line: lineName,
                      piecesCancelled: cancelled.cancelledQuantity,
                      ...audited(repriced),
                      refund: c.refundPaise,
                    },
                  });
                }
              });
            },
          },
          {
            name: 'refund the pieces',
            async run(c) {
              if (c.wholeOrder || c.refundPaise <= 0) return;
              c.refunded = await deps.payments.refundPart(c.orderId, c.refundPaise, 'line cancelled');
            },
          },
        ],
        deps.log,
      );
      if (ctx.wholeOrder) {
        const before = await orders.rowById(orderId);
        const order = await cancelAndRefund(orderId, { actor: opts.actor });
        const refunded = before?.paymentMethod === 'razorpay' && order.paymentStatus === 'refunded';
        return {
          order,
          refundPaise: refunded && before ? before.totalPaise : paise(0),
          refunded,
          orderCancelled: true,
        };
      }
      return {
        order: (await orders.getById(orderId))!,
        refundPaise: ctx.refundPaise,
        refunded: ctx.refunded,
        orderCancelled: false,
      };
    },

    /**
     * Hands a processing order to the courier: shipped, with the courier and its tracking number and/or tracking
     * page (http or https only; the customer's Track Order opens it).
     */
    async ship(orderId: string, shipment: Shipment, opts: { actor?: Actor } = {}): Promise<OrderResponse> {
      const trackingNumber = shipment.trackingNumber?.trim() || null;
      const trackingUrl = shipment.trackingUrl?.trim() || null;
      if (trackingUrl && !isTrackingUrl(trackingUrl)) {
        const message = 'Enter a web address starting with https://';
        throw new Invalid(message, { fields: { trackingUrl: message } });
      }
      if (!trackingNumber && !trackingUrl) {
        const message = 'Enter a tracking number or a tracking link';
        throw new Invalid(message, { fields: { trackingNumber: message } });
      }
      const row = await db.transaction(async (tx) => {
        const current = await locked(tx, orderId);
        const shipped = await orders.transition(tx, current, 'shipped', {
          shippedAt: new Date(),
          courier: shipment.courier?.trim() || null,
          trackingNumber,
          trackingUrl,
        });
        await deps.mails.enqueue(tx, orderId, 'shipped');
        await audit(tx, opts.actor, 'order.ship', current, audited(shipped));
        return shipped;
      });
      return orders.response(row);
    },

    /** A shipped order reached the customer; cash on delivery was collected, so its payment reads paid. */
    async deliver(orderId: string, opts: { actor?: Actor } = {}): Promise<OrderResponse> {
      const row = await db.transaction(async (tx) => {
        const current = await locked(tx, orderId);
        const delivered = await orders.transition(tx, current, 'delivered', {
          deliveredAt: new Date(),
          ...(current.paymentMethod === 'cod' ? { paymentStatus: 'paid' as const } : {}),
        });
        await deps.mails.enqueue(tx, orderId, 'delivered');
        await audit(tx, opts.actor, 'order.deliver', current, audited(delivered));
        return delivered;
      });
      return orders.response(row);
    },

    /** The courier's cash for a shipped or delivered cash-on-delivery order arrived (`canMarkCodPaid`). */
    async markCodPaid(orderId: string, opts: { actor?: Actor } = {}): Promise<OrderResponse> {
      const row = await db.transaction(async (tx) => {
        const current = await locked(tx, orderId);
        if (current.paymentStatus === 'paid') {
          throw new Conflict('This order is already paid.', { reason: 'already_paid' });
        }
        if (!canMarkCodPaid(current)) {
          throw new Conflict('Only a shipped or delivered cash-on-delivery order can be marked paid.', {
            reason: 'invalid_transition',
          });
        }
        const paid = await orders.markCodPaid(tx, current);
        await audit(tx, opts.actor, 'order.mark_cod_paid', current, audited(paid));
        return paid;
      });
      return orders.response(row);
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
