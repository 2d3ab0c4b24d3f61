/**
 * Orders: the only code that touches the orders and order_items tables. It stores orders and moves them through the
 * lifecycle of src/shop/orders.ts (a move the lifecycle does not allow is refused here, whoever asks), and answers
 * the customer's reads in the API's shape. Work that spans domains (stock, payments, mail) is in src/server/checkout:
 * the steps there call these functions with their transaction.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { ShippingAddress } from '../../shop/address-types.ts';
import type { CouponUsage } from '../../shop/coupons.ts';
import { isUuid } from '../../shop/ids.ts';
import { ZERO_PAISE, type Paise } from '../../shop/money.ts';
import type { OrderResponse } from '../../shop/order-shapes.ts';
import {
  OPEN_COD_STATUSES,
  acceptsPayment,
  canTransition,
  initialStatus,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../shop/orders.ts';
import { MESSAGES } from '../../shop/pricing.ts';
import { afterCommit } from '../db/after-commit.ts';
import type { Db, Tx } from '../db/client.ts';
import { ordersPaid, ordersPlaced } from '../metrics/registry.ts';
import { Conflict, NotFound } from '../errors.ts';
import { toOrderResponse } from './response.ts';
import { orderItems, orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** Who an order is for (the signed-in customer). */
export type Customer = { id: string; name: string; email: string; phone: string };

/** A new order as the checkout workflow priced it. */
export type NewOrder = {
  userId: string;
  paymentMethod: PaymentMethod;
  mrpTotal: Paise;
  subtotal: Paise;
  coupon: { code: string; percentage: number } | null;
  couponDiscount: Paise;
  /** The delivery charge (part of `total`). */
  shippingCharge: Paise;
  /** The cash-on-delivery fee (part of `total`; 0 for an online order). */
  codFee: Paise;
  total: Paise;
  /** The day the order was promised to arrive by (India, YYYY-MM-DD); null when no date was promised. */
  promisedDeliveryDate: string | null;
  shippingAddress: ShippingAddress;
  idempotencyKey: string | null;
  requestHash: string;
  holdExpiresAt: Date | null;
  /** Store credit applied (paid from the customer's wallet; the rest is paid online or on delivery). */
  storeCredit?: Paise;
  /** A size exchange's ₹0 order starts paid (nothing is owed). */
  paymentStatus?: PaymentStatus;
  lines: Array<{
    productId: string;
    variantId: string;
    name: string;
    image: string | null;
    size: string;
    hsn: string | null;
    quantity: number;
    mrp: Paise;
    unitPrice: Paise;
    lineTotal: Paise;
  }>;
};

/** A line whose stock goes back to the shelf. */
export type StockLine = { variantId: string; quantity: number };

/** Slugs of products (the order keeps names and prices; links use the product's current slug). */
export type ProductSlugs = { slugsFor(productIds: string[]): Promise<Map<string, string>> };

const ORDER_NOT_FOUND = 'Order not found.';

/** What the customer is told when a move is not allowed, by the status wanted. */
const REFUSALS: Partial<Record<OrderStatus, string>> = {
  cancelled: 'This order can no longer be cancelled.',
  shipped: 'Only an order being processed can be shipped.',
  delivered: 'Only a shipped order can be marked delivered.',
};

/** Human-readable order number: BB-YYMMDD-XXXXX (Crockford-like alphabet, no 0/O/1/I). */
export function newOrderNumber(date = new Date()): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = crypto.randomBytes(5);
  const suffix = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  const ymd = date.toISOString().slice(2, 10).replace(/-/g, '');
  return `BB-${ymd}-${suffix}`;
}

/** A stable hash of a request body (key order does not matter), for idempotency. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/** Whether an error is the unique violation of the (customer, idempotency key) index: a concurrent twin won. */
export function isIdempotencyRace(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (e.cause?.code ?? e.code) === '23505' && (e.cause?.constraint ?? e.constraint) === 'orders_user_idem_uq';
}

export function createOrderService(deps: { db: Db; products: ProductSlugs }) {
  const { db } = deps;

  async function responses(rows: OrderRow[], tx: Tx | Db = db): Promise<OrderResponse[]> {
    if (rows.length === 0) return [];
    const items = await tx
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderItems.id));
    const slugs = await deps.products.slugsFor([...new Set(items.map((i) => i.productId))]);
    return rows.map((o) =>
      toOrderResponse(
        o,
        items.filter((i) => i.orderId === o.id),
        slugs,
      ),
    );
  }

  async function rowForUser(userId: string, orderId: string): Promise<OrderRow | null> {
    if (!isUuid(orderId)) return null;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Moves a locked order to another status, with the fields that go with the move. Refused (409) when the lifecycle
   * does not allow it: `already_cancelled` for a second cancel, `invalid_transition` otherwise.
   */
  async function transition(
    tx: Tx,
    row: OrderRow,
    to: OrderStatus,
    patch: Partial<
      Pick<
        OrderRow,
        | 'paymentStatus'
        | 'holdExpiresAt'
        | 'cancelledAt'
        | 'shippedAt'
        | 'deliveredAt'
        | 'courier'
        | 'trackingNumber'
        | 'trackingUrl'
      >
    > = {},
  ): Promise<OrderRow> {
    if (!canTransition(row.status, to)) {
      if (row.status === 'cancelled' && to === 'cancelled') {
        throw new Conflict('This order is already cancelled.', { reason: 'already_cancelled' });
      }
      throw new Conflict(REFUSALS[to] ?? 'This order cannot change that way.', { reason: 'invalid_transition' });
    }
    const [updated] = await tx
      .update(orders)
      .set({ ...patch, status: to, updatedAt: new Date() })
      .where(eq(orders.id, row.id))
      .returning();
    if (patch.paymentStatus === 'paid' && row.paymentStatus !== 'paid') countPaid(tx, row);
    return updated!;
  }

  /** The metrics' orders paid (online capture or cash collected), counted once the move commits. */
  function countPaid(tx: Tx, row: OrderRow): void {
    afterCommit(tx, () => ordersPaid.inc({ payment_method: row.paymentMethod }));
  }

  async function setPaymentStatus(tx: Tx | Db, orderId: string, status: PaymentStatus): Promise<void> {
    await tx.update(orders).set({ paymentStatus: status, updatedAt: new Date() }).where(eq(orders.id, orderId));
  }

  return {
    // ------------------------------------------------------------ reads (the API's shape)

    /** The customer's orders, newest first (only theirs). */
    async listForUser(userId: string, opts: { limit?: number } = {}): Promise<OrderResponse[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(Math.min(Math.max(opts.limit ?? 50, 1), 200));
      return responses(rows);
    },

    /** One of the customer's orders; another customer's order is a 404, as if it did not exist. */
    async getForUser(userId: string, orderId: string): Promise<OrderResponse> {
      const row = await rowForUser(userId, orderId);
      if (!row) throw new NotFound(ORDER_NOT_FOUND);
      return (await responses([row]))[0]!;
    },

    /** One of the customer's orders, or null (unknown id, or another customer's order). */
    async findResponseForUser(userId: string, orderId: string): Promise<OrderResponse | null> {
      const row = await rowForUser(userId, orderId);
      return row ? (await responses([row]))[0]! : null;
    },

    /** Whether the order is this customer's (false for an unknown id or another customer's order). */
    async belongsTo(userId: string, orderId: string): Promise<boolean> {
      return (await rowForUser(userId, orderId)) !== null;
    },

    /** Any order by id (for notifications and the store's own workflows). */
    async getById(orderId: string, tx: Tx | Db = db): Promise<OrderResponse | null> {
      if (!isUuid(orderId)) return null;
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row ? ((await responses([row], tx))[0] ?? null) : null;
    },

    /** Any order's stored row by id, or null (the order mails read its courier and tracking). */
    async rowById(orderId: string): Promise<OrderRow | null> {
      if (!isUuid(orderId)) return null;
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row ?? null;
    },

    async response(row: OrderRow, tx: Tx | Db = db): Promise<OrderResponse> {
      return (await responses([row], tx))[0]!;
    },

    async trackingUrl(userId: string, orderId: string): Promise<string> {
      const row = await rowForUser(userId, orderId);
      if (!row?.trackingUrl) throw new NotFound(MESSAGES.trackingUnavailable);
      return row.trackingUrl;
    },

    /** The customer's own order (null for an unknown id or another customer's order). */
    findForUser: rowForUser,

    async findByIdempotencyKey(userId: string, key: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    // ------------------------------------------------------------ writes (inside the caller's transaction)

    /** Stores a priced order and its lines, in the status the lifecycle starts it in. */
    async insert(tx: Tx, order: NewOrder): Promise<OrderRow> {
      const [row] = await tx
        .insert(orders)
        .values({
          orderNumber: newOrderNumber(),
          userId: order.userId,
          status: initialStatus(order.paymentMethod),
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus ?? 'pending',
          mrpTotalPaise: order.mrpTotal,
          subtotalPaise: order.subtotal,
          couponCode: order.coupon?.code ?? null,
          couponPercentage: order.coupon?.percentage ?? 0,
          couponDiscountPaise: order.couponDiscount,
          shippingChargePaise: order.shippingCharge,
          codFeePaise: order.codFee,
          totalPaise: order.total,
          storeCreditPaise: order.storeCredit ?? ZERO_PAISE,
          promisedDeliveryDate: order.promisedDeliveryDate,
          shippingAddress: order.shippingAddress,
          idempotencyKey: order.idempotencyKey,
          requestHash: order.requestHash,
          holdExpiresAt: order.holdExpiresAt,
        })
        .returning();
      await tx.insert(orderItems).values(
        order.lines.map((l) => ({
          orderId: row!.id,
          productId: l.productId,
          variantId: l.variantId,
          productName: l.name,
          productImage: l.image,
          size: l.size,
          hsn: l.hsn,
          quantity: l.quantity,
          mrpPaise: l.mrp,
          unitPricePaise: l.unitPrice,
          lineTotalPaise: l.lineTotal,
        })),
      );
      afterCommit(tx, () => ordersPlaced.inc({ payment_method: order.paymentMethod }));
      return row!;
    },

    /** Locks an order for a change (optionally only the customer's own); null when there is none. */
    async lock(tx: Tx, orderId: string, opts: { userId?: string } = {}): Promise<OrderRow | null> {
      if (!isUuid(orderId)) return null;
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), ...(opts.userId ? [eq(orders.userId, opts.userId)] : [])))
        .for('update');
      return row ?? null;
    },

    transition,

    /**
     * Claims the stock of an order for release, once: answers its lines the first time and nothing after
     * (`stock_released_at` guards), so a cancel racing a failed payment gives stock back once.
     */
    async claimStockRelease(tx: Tx, orderId: string): Promise<StockLine[]> {
      const [claimed] = await tx
        .update(orders)
        .set({ stockReleasedAt: new Date() })
        .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
        .returning({ id: orders.id });
      if (!claimed) return [];
      // What is still on the order: pieces the store cancelled earlier went back then (cancelLine).
      const items = await tx
        .select({
          variantId: orderItems.variantId,
          quantity: sql<number>`(${orderItems.quantity} - ${orderItems.cancelledQuantity})::int`,
        })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.quantity} > ${orderItems.cancelledQuantity}`));
      return items;
    },

    /** The lines of an order (in the caller's transaction), oldest first. */
    async lines(tx: Tx | Db, orderId: string): Promise<OrderItemRow[]> {
      return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    },

    /**
     * Cancels `quantity` more pieces of one line of a locked order, once: the update only applies while that many
     * are left (`quantity - cancelled_quantity >= q`), so a repeated or racing request cancels nothing more.
     * Answers the line after the change, or null when that many are not left.
     */
    async cancelLineQuantity(tx: Tx, orderId: string, itemId: string, quantity: number): Promise<OrderItemRow | null> {
      if (!isUuid(itemId) || !Number.isInteger(quantity) || quantity < 1) return null;
      const [row] = await tx
        .update(orderItems)
        .set({ cancelledQuantity: sql`${orderItems.cancelledQuantity} + ${quantity}` })
        .where(
          and(
            eq(orderItems.id, itemId),
            eq(orderItems.orderId, orderId),
            sql`${orderItems.quantity} - ${orderItems.cancelledQuantity} >= ${quantity}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** New totals of a locked order (after a line was cancelled). */
    async setTotals(
      tx: Tx,
      orderId: string,
      totals: { mrpTotal: Paise; subtotal: Paise; couponDiscount: Paise; total: Paise },
    ): Promise<OrderRow> {
      const [row] = await tx
        .update(orders)
        .set({
          mrpTotalPaise: totals.mrpTotal,
          subtotalPaise: totals.subtotal,
          couponDiscountPaise: totals.couponDiscount,
          totalPaise: totals.total,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    },

    /** A locked cash-on-delivery order's cash was collected: its payment reads paid (counted once). */
    async markCodPaid(tx: Tx, row: OrderRow): Promise<OrderRow> {
      const [updated] = await tx
        .update(orders)
        .set({ paymentStatus: 'paid', updatedAt: new Date() })
        .where(eq(orders.id, row.id))
        .returning();
      countPaid(tx, row);
      return updated!;
    },

    /**
     * A captured payment for an order: 'paid' when this call marked it (an order awaiting payment now processes),
     * 'already' when it was paid before, 'late' when the order had given its stock back (cancelled or expired), so
     * the money must be refunded.
     */
    async markPaid(tx: Tx, orderId: string): Promise<'paid' | 'already' | 'late'> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) throw new NotFound(ORDER_NOT_FOUND);
      if (row.paymentStatus === 'paid' || row.paymentStatus === 'refunded') return 'already';
      if (!acceptsPayment(row.status)) {
        await setPaymentStatus(tx, row.id, 'paid');
        return 'late';
      }
      if (row.status === 'awaiting_payment') {
        await transition(tx, row, 'processing', { paymentStatus: 'paid', holdExpiresAt: null });
      } else {
        await setPaymentStatus(tx, row.id, 'paid');
        countPaid(tx, row);
      }
      return 'paid';
    },

    /**
     * A failed payment attempt: an order still awaiting payment keeps its status and its stock hold (the customer may
     * pay again until the hold ends); only its payment reads 'failed'. Answers whether the order was marked.
     */
    async markAttemptFailed(tx: Tx, orderId: string): Promise<boolean> {
      const [row] = await tx
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment'), eq(orders.paymentStatus, 'pending')))
        .returning({ id: orders.id });
      return row !== undefined;
    },

    /** A failed payment: an order still awaiting payment fails. Answers the locked row when it moved, else null. */
    async markPaymentFailed(tx: Tx, orderId: string): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row || row.status !== 'awaiting_payment') return null;
      return transition(tx, row, 'payment_failed', { paymentStatus: 'failed', holdExpiresAt: null });
    },

    setPaymentStatus,

    /**
     * Serialises the order transactions of one customer (a transaction-scoped advisory lock), so the per-customer
     * rules (unpaid orders, quantities held, coupon uses) are checked and applied one order at a time.
     */
    async lockCustomer(tx: Tx, userId: string): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`orders:customer:${userId}`}, 0))`);
    },

    /**
     * The customer's open cash-on-delivery orders: placed, not yet delivered or cancelled, with cash still to collect
     * (an exchange's ₹0 order or an order paid with store credit is paid already). The COD cap counts them; under
     * lockCustomer the count cannot change before the new order is stored.
     */
    async openCodOrders(tx: Tx | Db, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.paymentMethod, 'cod'),
            inArray(orders.status, OPEN_COD_STATUSES),
            ne(orders.paymentStatus, 'paid'),
          ),
        );
      return row?.n ?? 0;
    },

    /** The customer's online orders still awaiting payment, oldest first, locked. */
    async unpaidOnline(tx: Tx, userId: string): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'awaiting_payment')))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .for('update');
    },

    /** Quantities of these sizes held by the customer's unpaid online orders, by variant id. */
    async heldUnpaid(tx: Tx, userId: string, variantIds: string[]): Promise<Map<string, number>> {
      if (variantIds.length === 0) return new Map();
      const rows = await tx
        .select({ variantId: orderItems.variantId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'awaiting_payment'),
            inArray(orderItems.variantId, variantIds),
          ),
        )
        .groupBy(orderItems.variantId);
      return new Map(rows.map((r) => [r.variantId, r.quantity]));
    },

    /**
     * How often a coupon has been used by orders that still stand (not cancelled, not a failed payment): in all,
     * and by this customer, with the customer's standing orders of any kind (for 'first order only').
     */
    async couponUsage(tx: Tx | Db, code: string, userId: string | null): Promise<CouponUsage> {
      const standing = notInArray(orders.status, ['cancelled', 'payment_failed']);
      const [row] = await tx
        .select({
          totalUses: sql<number>`count(*) FILTER (WHERE lower(${orders.couponCode}) = lower(${code}))::int`,
          customerUses: sql<number>`count(*) FILTER (WHERE lower(${orders.couponCode}) = lower(${code}) AND ${orders.userId} = ${userId})::int`,
          customerOrders: sql<number>`count(*) FILTER (WHERE ${orders.userId} = ${userId})::int`,
        })
        .from(orders)
        .where(
          and(
            standing,
            userId
              ? sql`(lower(${orders.couponCode}) = lower(${code}) OR ${orders.userId} = ${userId})`
              : sql`lower(${orders.couponCode}) = lower(${code})`,
          ),
        );
      return {
        totalUses: row?.totalUses ?? 0,
        customerUses: userId ? (row?.customerUses ?? 0) : null,
        customerOrders: userId ? (row?.customerOrders ?? 0) : null,
      };
    },

    /**
     * How often each coupon code has been used by orders that still stand (the admin's coupon list), keyed by the
     * lower-cased code; codes never used are absent. One grouped query on the coupon index.
     */
    async couponUseCounts(codes: string[]): Promise<Map<string, number>> {
      const wanted = [...new Set(codes.map((c) => c.toLowerCase()))];
      if (wanted.length === 0) return new Map();
      const rows = await db
        .select({ code: sql<string>`lower(${orders.couponCode})`, n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            notInArray(orders.status, ['cancelled', 'payment_failed']),
            inArray(sql`lower(${orders.couponCode})`, wanted),
          ),
        )
        .groupBy(sql`lower(${orders.couponCode})`);
      return new Map(rows.map((r) => [r.code, r.n]));
    },

    /** Unpaid online orders whose stock hold has run out, locked (skipping ones another process holds). */
    async lockExpiredHolds(tx: Tx, now: Date, limit = 100): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.holdExpiresAt, now)))
        .orderBy(asc(orders.holdExpiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
