/**
 * The return and size-exchange workflows (issue 13): requestReturn (the customer, from a delivered order, within
 * the window and for eligible lines: src/shop/returns.ts), cancelReturn (the customer, while only requested), and
 * the store's approve (an exchange takes the new size's stock and opens its linked ₹0 order now), reject (an
 * exchange's order is cancelled and its stock comes back), recordPickup, markReceived, refundReturn (to the original
 * online payment through the provider, or as store credit; with a GST credit note for the pieces; once) and
 * completeExchange. Every step queues the customer's mail and, for the store, an audit entry in its transaction.
 * See docs/decisions/0021-returns-exchanges-store-credit.md.
 */
import { paise, ZERO_PAISE, type Paise } from '../../shop/money.ts';
import type { ReturnOptions, ReturnRequestInput, ReturnResponse } from '../../shop/returns-input.ts';
import {
  canMoveReturn,
  refundMethodsFor,
  returnEligibility,
  returnRefundPaise,
  returnWindowEnds,
  RETURN_MESSAGES,
  type RefundMethod,
  type ReturnStatus,
} from '../../shop/returns.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { SellableVariant } from '../catalog/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import type { InvoiceService } from '../invoices/service.ts';
import type { Customer, OrderRow, OrderService, StockLine } from '../orders/service.ts';
import { requestHash } from '../orders/service.ts';
import { toReturnResponse, type ReturnRow, type ReturnService } from '../returns/service.ts';
import type { WalletService } from '../wallet/service.ts';
import type { ReturnMails } from './return-mails.ts';
import type { WorkflowLog } from './workflow.ts';

export type ReturnWorkflowDeps = {
  db: Db;
  orders: OrderService;
  returns: ReturnService;
  wallet: Pick<WalletService, 'creditReturn'>;
  catalog: {
    returnFlags(
      productIds: string[],
      tx?: Tx | Db,
    ): Promise<Map<string, { categoryReturnable: boolean; finalSale: boolean; customised: boolean }>>;
    variantsFor(pairs: Array<{ productId: string; size: string }>, tx?: Tx | Db): Promise<Map<string, SellableVariant>>;
    reserveStock(tx: Tx, lines: StockLine[]): Promise<string[]>;
    releaseStock(tx: Tx, lines: StockLine[]): Promise<void>;
  };
  payments: { refundPart(orderId: string, amount: Paise, reason: string): Promise<boolean> };
  /** The order's provider payment: what is left of it to refund. */
  paymentRecords: {
    forOrder(orderId: string): Promise<{ amountPaise: number; refundedPaise: number; status: string } | null>;
  };
  invoices: Pick<InvoiceService, 'issueCreditNote'>;
  returnMails: Pick<ReturnMails, 'enqueue'>;
  audit: Pick<AuditService, 'record'>;
  /** Whether an uploaded photo's key is stored (a request may only name photos uploaded before). */
  photoExists: (key: string) => Promise<boolean>;
  log: WorkflowLog;
};

const NOT_FOUND = 'Return request not found.';
/** A provider refund that has not succeeded this long after its claim is taken as failed and may be retried. */
const REFUND_RETRY_AFTER_MS = 2 * 60_000;
const variantKey = (productId: string, size: string) => `${productId}:${size}`;

const invalidMove = (r: ReturnRow, to: ReturnStatus) =>
  new Conflict(`This request is ${r.status.replace('_', ' ')}: it cannot be ${to.replace('_', ' ')} now.`, {
    reason: 'invalid_transition',
  });

export function createReturnWorkflows(deps: ReturnWorkflowDeps) {
  const { db, orders, returns } = deps;

  async function lockPair(tx: Tx, returnId: string, userId?: string): Promise<{ r: ReturnRow; order: OrderRow }> {
    const found = await returns.get(returnId);
    if (!found || (userId && found.userId !== userId)) throw new NotFound(NOT_FOUND);
    // The order first (every workflow of an order locks it first), then the request.
    const order = await orders.lock(tx, found.orderId);
    const r = await returns.lock(tx, returnId);
    if (!order || !r) throw new NotFound(NOT_FOUND);
    return { r, order };
  }

  async function audit(tx: Tx, actor: Actor | undefined, action: string, before: ReturnRow, after: ReturnRow) {
    if (!actor) return;
    const shape = (r: ReturnRow) => ({
      number: r.number,
      orderNumber: r.orderNumber,
      status: r.status,
      storeNote: r.storeNote,
      courier: r.courier,
      trackingNumber: r.trackingNumber,
      refund: r.refundPaise,
      refundMethod: r.refundMethod,
      exchangeOrderId: r.exchangeOrderId,
    });
    await deps.audit.record(tx, {
      actor,
      action,
      entity: 'return',
      entityId: before.id,
      before: shape(before),
      after: shape(after),
    });
  }

  /** Moves a request one step (checked against RETURN_TRANSITIONS), mails the customer and audits the store. */
  async function step(
    returnId: string,
    to: ReturnStatus,
    opts: { actor?: Actor; userId?: string; action: string },
    patch: (tx: Tx, r: ReturnRow, order: OrderRow) => Promise<Partial<ReturnRow>> = async () => ({}),
  ): Promise<ReturnResponse> {
    const row = await db.transaction(async (tx) => {
      const { r, order } = await lockPair(tx, returnId, opts.userId);
      if (r.status === to) return r; // a repeated click changes nothing
      if (!canMoveReturn(r.status, to)) throw invalidMove(r, to);
      const changes = await patch(tx, r, order);
      const moved = await returns.update(tx, r.id, { ...changes, status: to });
      await deps.returnMails.enqueue(tx, r.id, to);
      await audit(tx, opts.actor, opts.action, r, moved);
      return moved;
    });
    return toReturnResponse(row);
  }

  /** Gives an exchange's held stock back by cancelling its linked ₹0 order (refused once it has shipped). */
  async function releaseExchange(tx: Tx, r: ReturnRow): Promise<void> {
    if (!r.exchangeOrderId) return;
    const ex = await orders.lock(tx, r.exchangeOrderId);
    if (!ex || ex.status === 'cancelled') return;
    if (ex.status !== 'processing') {
      throw new Conflict('The exchange order has shipped: its stock can no longer be released.', {
        reason: 'invalid_transition',
      });
    }
    await orders.transition(tx, ex, 'cancelled', { cancelledAt: new Date() });
    await deps.catalog.releaseStock(tx, await orders.claimStockRelease(tx, ex.id));
  }

  return {
    /**
     * The customer asks to return (refund) or exchange (another size) pieces of one line of their delivered order.
     * Refused with the rule's message and reason (409) when the window has closed or the item is excluded, and
     * when the pieces are already requested; a quantity above what is left, an unknown size or photo is a 400.
     */
    async requestReturn(customer: Customer, orderId: string, input: ReturnRequestInput, now = new Date()) {
      for (const key of input.photos) {
        if (!(await deps.photoExists(key))) {
          throw new Invalid('Upload the photo again.', { fields: { photos: 'Upload the photo again.' } });
        }
      }
      const row = await db.transaction(async (tx) => {
        const order = await orders.lock(tx, orderId, { userId: customer.id });
        if (!order) throw new NotFound('Order not found.');
        const line = (await orders.lines(tx, order.id)).find((l) => l.id === input.orderItemId);
        if (!line) throw new NotFound('Item not found in this order.');
        const flags = (await deps.catalog.returnFlags([line.productId], tx)).get(line.productId) ?? {
          categoryReturnable: true,
          finalSale: false,
          customised: false,
        };
        const requested = (await returns.requestedQuantities(tx, order.id)).get(line.id) ?? 0;
        const verdict = returnEligibility(
          order,
          {
            quantity: line.quantity - line.cancelledQuantity,
            mrpPaise: line.mrpPaise,
            unitPricePaise: line.unitPricePaise,
            ...flags,
            requestedQuantity: requested,
          },
          now,
        );
        if (!verdict.ok) throw new Conflict(verdict.message, { reason: verdict.reason });
        if (input.quantity > verdict.returnableQuantity) {
          const message = RETURN_MESSAGES.quantity(verdict.returnableQuantity);
          throw new Invalid(message, { fields: { quantity: message } });
        }
        let exchangeVariantId: string | null = null;
        let refundMethod: RefundMethod | null = null;
        if (input.kind === 'exchange') {
          const size = input.exchangeSize!;
          if (size === line.size) {
            const message = 'Choose a size other than the one you bought';
            throw new Invalid(message, { fields: { exchangeSize: message } });
          }
          const v = (await deps.catalog.variantsFor([{ productId: line.productId, size }], tx)).get(
            variantKey(line.productId, size),
          );
          if (!v || !v.isActive) {
            const message = 'This size is not available for exchange';
            throw new Invalid(message, { fields: { exchangeSize: message } });
          }
          if (v.stock < input.quantity) {
            const message = `Size ${size} is out of stock. Choose another size, or ask for a return instead.`;
            throw new Conflict(message, { reason: 'out_of_stock', fields: { exchangeSize: message } });
          }
          exchangeVariantId = v.variantId;
        } else {
          const allowed = refundMethodsFor(order.paymentMethod);
          refundMethod = input.refundMethod ?? allowed[0]!;
          if (!allowed.includes(refundMethod)) {
            const message = 'A cash-on-delivery order is refunded as store credit';
            throw new Invalid(message, { fields: { refundMethod: message } });
          }
        }
        const created = await returns.insert(tx, {
          orderId: order.id,
          orderItemId: line.id,
          userId: customer.id,
          orderNumber: order.orderNumber,
          productName: line.productName,
          size: line.size,
          kind: input.kind,
          quantity: input.quantity,
          reason: input.reason,
          comment: input.comment || null,
          photos: input.photos,
          exchangeSize: input.kind === 'exchange' ? input.exchangeSize! : null,
          exchangeVariantId,
          refundMethod,
        });
        await deps.returnMails.enqueue(tx, created.id, 'requested');
        return created;
      });
      return toReturnResponse(row);
    },

    /** The customer withdraws a request the store has not acted on yet. */
    cancelReturn: (customer: Customer, returnId: string) =>
      step(returnId, 'cancelled', { userId: customer.id, action: 'return.cancel' }),

    /**
     * The store approves. An exchange takes the new size's stock now (atomically: `stock >= q`, or 409
     * out_of_stock) and opens its linked ₹0 order (paid, processing) that the store ships as any order.
     */
    approve: (returnId: string, opts: { note?: string | undefined; actor?: Actor } = {}) =>
      step(returnId, 'approved', { ...opts, action: 'return.approve' }, async (tx, r, order) => {
        const patch: Partial<ReturnRow> = { approvedAt: new Date(), storeNote: opts.note?.trim() || null };
        if (r.kind !== 'exchange' || !r.exchangeVariantId) return patch;
        const line = (await orders.lines(tx, order.id)).find((l) => l.id === r.orderItemId)!;
        const v = (await deps.catalog.variantsFor([{ productId: line.productId, size: r.exchangeSize! }], tx)).get(
          variantKey(line.productId, r.exchangeSize!),
        );
        if (!v) throw new Conflict('The new size is no longer sold.', { reason: 'item_unavailable' });
        const exchange = await orders.insert(tx, {
          userId: order.userId,
          paymentMethod: 'cod',
          paymentStatus: 'paid',
          mrpTotal: paise(line.mrpPaise * r.quantity),
          subtotal: ZERO_PAISE,
          coupon: null,
          couponDiscount: ZERO_PAISE,
          shippingCharge: ZERO_PAISE,
          codFee: ZERO_PAISE,
          total: ZERO_PAISE,
          promisedDeliveryDate: null,
          shippingAddress: order.shippingAddress,
          idempotencyKey: `exchange:${r.id}`,
          requestHash: requestHash({ exchange: r.id }),
          holdExpiresAt: null,
          lines: [
            {
              productId: line.productId,
              variantId: v.variantId,
              name: line.productName,
              image: line.productImage,
              size: v.size,
              hsn: line.hsn,
              quantity: r.quantity,
              mrp: line.mrpPaise,
              unitPrice: ZERO_PAISE,
              lineTotal: ZERO_PAISE,
            },
          ],
        });
        const short = await deps.catalog.reserveStock(tx, [{ variantId: v.variantId, quantity: r.quantity }]);
        if (short.length > 0) {
          throw new Conflict(`Size ${v.size} is out of stock: the exchange cannot be approved now.`, {
            reason: 'out_of_stock',
          });
        }
        return { ...patch, exchangeOrderId: exchange.id };
      }),

    /** The store rejects (with a note for the customer); an exchange's held stock goes back. */
    reject: (returnId: string, opts: { note: string; actor?: Actor }) =>
      step(returnId, 'rejected', { ...opts, action: 'return.reject' }, async (tx, r) => {
        await releaseExchange(tx, r);
        return { storeNote: opts.note.trim(), closedAt: new Date() };
      }),

    /** The reverse pickup: the courier and its tracking number. */
    recordPickup: (
      returnId: string,
      pickup: { courier: string; trackingNumber: string },
      opts: { actor?: Actor } = {},
    ) =>
      step(returnId, 'picked_up', { ...opts, action: 'return.pickup' }, async () => ({
        courier: pickup.courier.trim(),
        trackingNumber: pickup.trackingNumber.trim(),
        pickedUpAt: new Date(),
      })),

    /** The returned pieces reached the store. */
    markReceived: (returnId: string, opts: { actor?: Actor } = {}) =>
      step(returnId, 'received', { ...opts, action: 'return.receive' }, async () => ({ receivedAt: new Date() })),

    /** A received exchange is done: its new size ships as the linked order. */
    completeExchange: (returnId: string, opts: { actor?: Actor } = {}) =>
      step(returnId, 'completed', { ...opts, action: 'return.complete' }, async (_tx, r) => {
        if (r.kind !== 'exchange')
          throw new Conflict('Only an exchange is completed; refund a return.', { reason: 'invalid_transition' });
        return { closedAt: new Date() };
      }),

    /**
     * Settles a received return, once. In one transaction: the amount is computed (the pieces with their share of
     * the order's coupon, returnRefundPaise), claimed on the request (a repeat or a racing call claims nothing and
     * refunds nothing), a credit note is issued for the pieces, and store credit is added (store_credit). Then, for
     * the original payment, the provider refunds that amount; a provider failure leaves the request received and
     * claimed, and calling again retries the provider only.
     */
    async refundReturn(returnId: string, opts: { method?: RefundMethod; actor?: Actor } = {}): Promise<ReturnResponse> {
      const claimed = await db.transaction(async (tx) => {
        const { r, order } = await lockPair(tx, returnId);
        if (r.kind !== 'return') {
          throw new Conflict('An exchange is not refunded; complete it instead.', { reason: 'invalid_transition' });
        }
        if (r.refundClaimedAt) return { r, order, fresh: false };
        if (r.status !== 'received') throw invalidMove(r, 'refunded');
        const allowed = refundMethodsFor(order.paymentMethod);
        const method = opts.method ?? r.refundMethod ?? allowed[0]!;
        if (!allowed.includes(method)) {
          const message = 'A cash-on-delivery order is refunded as store credit';
          throw new Invalid(message, { fields: { method: message } });
        }
        const lines = (await orders.lines(tx, order.id)).map((l) => ({
          id: l.id,
          mrpPaise: l.mrpPaise,
          unitPricePaise: l.unitPricePaise,
          quantity: l.quantity - l.cancelledQuantity,
        }));
        const settled = await returns.settledQuantities(tx, order.id);
        const amount = returnRefundPaise(lines, order.couponPercentage, settled, r.orderItemId, r.quantity);
        const row = await returns.claimRefund(tx, r.id, amount, method);
        if (!row) return { r, order, fresh: false };
        const note = await deps.invoices.issueCreditNote(
          tx,
          order.id,
          { orderItemId: r.orderItemId, quantity: r.quantity, value: amount },
          `Goods returned (${r.number})`,
        );
        // Money goes back the way it came: to the online payment as far as it has any left (less refunds of other
        // returns still in flight), the rest (paid with store credit) as store credit.
        let online = paise(0);
        if (method === 'original_payment') {
          const payment = await deps.paymentRecords.forOrder(order.id);
          const pending = await returns.pendingOnlineRefunds(tx, order.id);
          const left = payment?.status === 'paid' ? payment.amountPaise - payment.refundedPaise - pending : 0;
          online = paise(Math.max(0, Math.min(amount, left)));
        }
        let done = await returns.update(tx, r.id, { creditNoteId: note?.id ?? null, refundOnlinePaise: online });
        if (amount - online > 0) {
          const credit = paise(amount - online);
          const why = online > 0 ? `Return ${r.number} (the part paid with store credit)` : `Return ${r.number}`;
          await deps.wallet.creditReturn(tx, r.userId, r.id, credit, why);
        }
        if (online === 0) {
          done = await returns.update(tx, r.id, { status: 'credited', refundedAt: new Date(), closedAt: new Date() });
          await deps.returnMails.enqueue(tx, r.id, 'credited');
        }
        await audit(tx, opts.actor, 'return.refund', r, done);
        return { r: done, order, fresh: true };
      });
      let { r } = claimed;
      if (r.refundMethod !== 'original_payment' || r.refundedAt || r.status !== 'received') return toReturnResponse(r);
      if (!claimed.fresh) {
        // A repeat: only a refund whose attempt failed (claimed a while ago, never refunded) is tried again, and only
        // by the one call that claims the retry, so two clicks never refund twice.
        const retry = await returns.claimRetry(r.id, REFUND_RETRY_AFTER_MS);
        if (!retry) return toReturnResponse(r);
        r = retry;
      }
      const amount = paise(r.refundOnlinePaise ?? 0);
      const refunded = amount === 0 || (await deps.payments.refundPart(r.orderId, amount, `return ${r.number}`));
      if (!refunded) {
        deps.log.error({ returnId: r.id, amount }, 'return refund failed: left for the store to retry');
        return toReturnResponse(r);
      }
      const row = await db.transaction(async (tx) => {
        const current = (await returns.lock(tx, r.id))!;
        if (current.refundedAt) return current;
        const done = await returns.update(tx, r.id, {
          status: 'refunded',
          refundedAt: new Date(),
          closedAt: new Date(),
        });
        await deps.returnMails.enqueue(tx, r.id, 'refunded');
        return done;
      });
      return toReturnResponse(row);
    },

    /**
     * The order page's returns: the customer's requests for one of their orders (oldest first) and, per line, what
     * the rule says now (eligible with how many pieces, or why not), the sizes an exchange can go to and how a
     * return would be refunded.
     */
    async forOrder(userId: string, orderId: string, now = new Date()): Promise<ReturnOptions> {
      const order = await orders.rowById(orderId);
      if (!order || order.userId !== userId) throw new NotFound('Order not found.');
      const lines = await orders.lines(db, order.id);
      const flags = await deps.catalog.returnFlags(lines.map((l) => l.productId));
      const requested = await returns.requestedQuantities(db, order.id);
      const variants = await deps.catalog.variantsFor(lines.map((l) => ({ productId: l.productId, size: l.size })));
      const sizesOf = (productId: string, bought: string) =>
        [...variants.values()]
          .filter((v) => v.productId === productId && v.size !== bought && v.isActive && v.stock > 0)
          .map((v) => v.size);
      return {
        returns: (await returns.forOrder(order.id)).map(toReturnResponse),
        refundMethods: refundMethodsFor(order.paymentMethod),
        windowEndsAt: returnWindowEnds(order.deliveredAt)?.toISOString() ?? null,
        lines: lines
          .filter((l) => l.quantity - l.cancelledQuantity > 0)
          .map((l) => {
            const verdict = returnEligibility(
              order,
              {
                quantity: l.quantity - l.cancelledQuantity,
                mrpPaise: l.mrpPaise,
                unitPricePaise: l.unitPricePaise,
                ...(flags.get(l.productId) ?? { categoryReturnable: true, finalSale: false, customised: false }),
                requestedQuantity: requested.get(l.id) ?? 0,
              },
              now,
            );
            return {
              orderItemId: l.id,
              productName: l.productName,
              size: l.size,
              eligible: verdict.ok,
              returnableQuantity: verdict.ok ? verdict.returnableQuantity : 0,
              message: verdict.ok ? null : verdict.message,
              exchangeSizes: verdict.ok ? sizesOf(l.productId, l.size) : [],
            };
          }),
      };
    },
  };
}

export type ReturnWorkflows = ReturnType<typeof createReturnWorkflows>;
