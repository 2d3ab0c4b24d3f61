/**
 * The order's life after it is placed: cancelAndRefund (stock back once, a captured payment refunded), ship
 * (processing -> shipped, with the courier and tracking), deliver (shipped -> delivered; a cash-on-delivery order is
 * paid on delivery). The lifecycle rules themselves are src/shop/orders.ts, enforced by the order service.
 * Returns (from a delivered order, within the return window: canReturn) get their workflow with the returns issue.
 */
import type { OrderResponse } from '../../shop/order-shapes.ts';
import type { Db, Tx } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import type { OrderRow, OrderService } from '../orders/service.ts';
import type { OrderMails } from './mails.ts';
import type { PaymentWorkflows } from './payment-workflows.ts';
import { runWorkflow, type WorkflowLog } from './workflow.ts';

const ORDER_NOT_FOUND = 'Order not found.';

export type FulfilmentDeps = {
  db: Db;
  orders: OrderService;
  payments: Pick<PaymentWorkflows, 'refund' | 'restock'>;
  mails: OrderMails;
  log: WorkflowLog;
};

export type Shipment = { courier?: string | null; trackingNumber: string; trackingUrl?: string | null };

export function createFulfilment(deps: FulfilmentDeps) {
  const { db, orders } = deps;

  /** Locks the order (only the customer's own when `customerId` is given) or answers 404. */
  async function locked(tx: Tx, orderId: string, customerId?: string): Promise<OrderRow> {
    const row = await orders.lock(tx, orderId, customerId ? { userId: customerId } : {});
    if (!row) throw new NotFound(ORDER_NOT_FOUND);
    return row;
  }

  type CancelCtx = { orderId: string; customerId: string | undefined; refundDue: boolean };

  return {
    /**
     * Cancels an order that has not left the store (the customer's own when `customerId` is given): its stock comes
     * back exactly once and the customer's mail is queued (one transaction), then a captured online payment is refunded
     * through the provider (a failed refund is logged and left for the store to retry; the order stays cancelled).
     */
    async cancelAndRefund(orderId: string, opts: { customerId?: string } = {}): Promise<OrderResponse> {
      const ctx = await runWorkflow<CancelCtx>(
        'cancelAndRefund',
        { orderId, customerId: opts.customerId, refundDue: false },
        [
          {
            name: 'cancel and restock',
            async run(c) {
              await db.transaction(async (tx) => {
                const row = await locked(tx, c.orderId, c.customerId);
                await orders.transition(tx, row, 'cancelled', { cancelledAt: new Date() });
                await deps.payments.restock(tx, row.id);
                await deps.mails.enqueue(tx, row.id, 'cancelled');
                c.refundDue = row.paymentStatus === 'paid';
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
    },

    /** Hands a processing order to the courier: shipped, with its tracking (the customer's Track Order opens it). */
    async ship(orderId: string, shipment: Shipment): Promise<OrderResponse> {
      const row = await db.transaction(async (tx) => {
        const shipped = await orders.transition(tx, await locked(tx, orderId), 'shipped', {
          shippedAt: new Date(),
          courier: shipment.courier ?? null,
          trackingNumber: shipment.trackingNumber,
          trackingUrl: shipment.trackingUrl ?? null,
        });
        await deps.mails.enqueue(tx, orderId, 'shipped');
        return shipped;
      });
      return orders.response(row);
    },

    /** A shipped order reached the customer; cash on delivery was collected, so its payment reads paid. */
    async deliver(orderId: string): Promise<OrderResponse> {
      const row = await db.transaction(async (tx) => {
        const current = await locked(tx, orderId);
        const delivered = await orders.transition(tx, current, 'delivered', {
          deliveredAt: new Date(),
          ...(current.paymentMethod === 'cod' ? { paymentStatus: 'paid' as const } : {}),
        });
        await deps.mails.enqueue(tx, orderId, 'delivered');
        return delivered;
      });
      return orders.response(row);
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
