/**
 * Orders: placing one (prices, coupon and totals from the database; stock taken atomically in the same transaction
 * as the order), reading the caller's orders, tracking, cancelling (stock restored exactly once), and the payment
 * state changes the payments service asks for. Only this service touches the orders and order_items tables.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { OrderPayload } from '../../shop/checkout.ts';
import { MAX_QUANTITY_PER_LINE, MESSAGES, orderTotals } from '../../shop/pricing.ts';
import { imageUrl } from '../../shop/images.ts';
import { paiseToRupees } from '../../shop/money.ts';
import type { AddressDto } from '../../shop/address-types.ts';
import { isUuid, variantKey, type CatalogService, type Tx } from '../catalog/service.ts';
import type { Db } from '../db/client.ts';
import type { ShippingAddress } from '../../shop/address-types.ts';
import { orderItems, orders } from './tables.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import type { Coupon } from '../merch/service.ts';

export type OrderStatus = (typeof orders.$inferSelect)['status'];
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export type OrderDto = {
  _id: string;
  /** The order number the customer sees, e.g. BB-261121-7K3Q9. */
  orderId: string;
  status: OrderStatus;
  paymentMethod: 'cod' | 'razorpay';
  paymentStatus: 'pending' | 'paid' | 'failed' | 'refunded';
  createdAt: string;
  customer: { _id: string };
  items: Array<{
    _id: string;
    product: { _id: string; name: string; slug: string | null; images: string[]; salePrice: number; price: number };
    size: string;
    quantity: number;
  }>;
  shippingAddress: ShippingAddress;
  couponCode: string | null;
  /** Rupees. */
  mrpTotal: number;
  subtotal: number;
  couponDiscount: number;
  totalAmount: number;
};

export type Customer = { id: string; name: string; email: string; phone: string };
export type PlacedOrder = { order: OrderDto; row: OrderRow; created: boolean };

type Deps = {
  db: Db;
  catalog: CatalogService;
  merch: { couponFor(code: string): Promise<Coupon> };
  addresses: { get(userId: string, id: string): Promise<AddressDto> };
  holdMinutes: number;
  onPlaced?: (customer: Customer, order: OrderDto) => void;
  onCancelled?: (customer: Customer, order: OrderDto) => void;
};

const CANCELLABLE: OrderStatus[] = ['processing', 'awaiting_payment'];
const ORDER_NOT_FOUND = 'Order not found.';

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

function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.cause?.code ?? e.code;
  const name = e.cause?.constraint ?? e.constraint;
  return code === '23505' && name === constraint;
}

function toDto(o: OrderRow, items: ItemRow[], slugs: Map<string, string>): OrderDto {
  return {
    _id: o.id,
    orderId: o.orderNumber,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    createdAt: o.createdAt.toISOString(),
    customer: { _id: o.userId },
    items: items.map((i) => ({
      _id: i.id,
      product: {
        _id: i.productId,
        name: i.productName,
        slug: slugs.get(i.productId) ?? null,
        images: i.productImage ? [imageUrl(i.productImage, 360)] : [],
        salePrice: paiseToRupees(i.unitPricePaise),
        price: paiseToRupees(i.mrpPaise),
      },
      size: i.size,
      quantity: i.quantity,
    })),
    shippingAddress: o.shippingAddress,
    couponCode: o.couponCode,
    mrpTotal: paiseToRupees(o.mrpTotalPaise),
    subtotal: paiseToRupees(o.subtotalPaise),
    couponDiscount: paiseToRupees(o.couponDiscountPaise),
    totalAmount: paiseToRupees(o.totalPaise),
  };
}

export function createOrderService(deps: Deps) {
  const { db, catalog } = deps;

  async function hydrate(rows: OrderRow[], tx: Tx | Db = db): Promise<OrderDto[]> {
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
    const variants = await catalog.variantsFor(items.map((i) => ({ productId: i.productId, size: i.size })));
    const slugs = new Map([...variants.values()].map((v) => [v.productId, v.slug]));
    return rows.map((o) =>
      toDto(
        o,
        items.filter((i) => i.orderId === o.id),
        slugs,
      ),
    );
  }

  async function findByKey(userId: string, key: string): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row ?? null;
  }

  async function replay(userId: string, key: string, hash: string): Promise<PlacedOrder | null> {
    const existing = await findByKey(userId, key);
    if (!existing) return null;
    if (existing.requestHash !== hash) {
      throw new Conflict('This Idempotency-Key was already used for a different order.');
    }
    const [order] = await hydrate([existing]);
    return { order: order!, row: existing, created: false };
  }

  async function shippingFor(userId: string, payload: OrderPayload): Promise<ShippingAddress> {
    if (payload.addressId) {
      const a = await deps.addresses.get(userId, payload.addressId);
      return {
        fullName: a.fullName,
        phone: a.phone,
        street: a.street,
        city: a.city,
        state: a.state,
        pincode: a.pincode,
        country: a.country,
      };
    }
    const s = payload.shippingAddress;
    const street = s?.street ?? s?.address;
    if (!s || !street) throw new Invalid(MESSAGES.selectAddress, { shippingAddress: MESSAGES.selectAddress });
    if (s.country && s.country.toLowerCase() !== 'india') {
      throw new Invalid('We ship only within India.', { 'shippingAddress.country': 'We ship only within India.' });
    }
    const fullName = s.fullName ?? s.name;
    const phone = s.phone ?? s.mobileNumber;
    return {
      ...(fullName ? { fullName } : {}),
      ...(phone ? { phone } : {}),
      street,
      city: s.city,
      state: s.state,
      pincode: s.pincode,
      country: 'India',
    };
  }

  /** Releases the stock of an order once (stock_released_at guards against a second release). */
  async function releaseOnce(tx: Tx, order: OrderRow): Promise<void> {
    const [claimed] = await tx
      .update(orders)
      .set({ stockReleasedAt: new Date() })
      .where(and(eq(orders.id, order.id), isNull(orders.stockReleasedAt)))
      .returning({ id: orders.id });
    if (!claimed) return;
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await catalog.releaseStock(
      tx,
      items.map((i) => ({ variantId: i.variantId, quantity: i.quantity })),
    );
  }

  const service = {
    /** The customer's orders, newest first (only theirs). */
    async listForUser(userId: string, opts: { limit?: number } = {}): Promise<OrderDto[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(Math.min(Math.max(opts.limit ?? 50, 1), 200));
      return hydrate(rows);
    },

    /** One of the customer's orders; another customer's order is a 404, as if it did not exist. */
    async getForUser(userId: string, orderId: string): Promise<OrderDto> {
      if (!isUuid(orderId)) throw new NotFound(ORDER_NOT_FOUND);
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .limit(1);
      if (!row) throw new NotFound(ORDER_NOT_FOUND);
      const [dto] = await hydrate([row]);
      return dto!;
    },

    /** Any order by id, for notifications (callers that act for a customer use getForUser). */
    async getById(orderId: string): Promise<OrderDto | null> {
      if (!isUuid(orderId)) return null;
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row ? ((await hydrate([row]))[0] ?? null) : null;
    },

    async trackingUrl(userId: string, orderId: string): Promise<string> {
      if (!isUuid(orderId)) throw new NotFound(MESSAGES.trackingUnavailable);
      const [row] = await db
        .select({ trackingUrl: orders.trackingUrl })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .limit(1);
      if (!row?.trackingUrl) throw new NotFound(MESSAGES.trackingUnavailable);
      return row.trackingUrl;
    },

    /**
     * Places an order. Everything is priced from the database; the client's prices and totals are ignored. In one
     * transaction: the order, its lines, and the stock of every size taken with `stock >= q` (all or nothing).
     * The same idempotency key and body returns the first order; the same key with another body is a 409.
     */
    async place(
      customer: Customer,
      payload: OrderPayload,
      opts: { idempotencyKey?: string } = {},
    ): Promise<PlacedOrder> {
      const key = opts.idempotencyKey;
      const hash = requestHash(payload);
      if (key) {
        const again = await replay(customer.id, key, hash);
        if (again) return again;
      }
      const shipping = await shippingFor(customer.id, payload);

      // One line per product and size.
      const merged = new Map<string, { product: string; size: string; quantity: number }>();
      for (const item of payload.items) {
        const k = variantKey(item.product, item.size);
        const line = merged.get(k) ?? { product: item.product, size: item.size, quantity: 0 };
        line.quantity += item.quantity;
        if (line.quantity > MAX_QUANTITY_PER_LINE) {
          throw new Invalid(`At most ${MAX_QUANTITY_PER_LINE} of an item per order.`, {
            items: 'Too many of one item',
          });
        }
        merged.set(k, line);
      }

      const coupon = payload.couponCode?.trim() ? await deps.merch.couponFor(payload.couponCode) : null;
      const variants = await catalog.variantsFor(
        [...merged.values()].map((l) => ({ productId: l.product, size: l.size })),
      );
      const lines = [...merged.values()].map((l) => {
        const v = variants.get(variantKey(l.product, l.size));
        if (!v || !v.isActive)
          throw new Conflict(MESSAGES.outOfStock, { items: `${v?.name ?? 'An item'} is no longer sold` });
        return { ...l, v };
      });
      const totals = orderTotals(
        lines.map((l) => ({ mrp: l.v.mrpPaise, unitPrice: l.v.salePaise, quantity: l.quantity })),
        coupon?.discountPercentage ?? 0,
      );
      const online = payload.paymentMethod === 'razorpay';

      try {
        const row = await db.transaction(async (tx) => {
          const [order] = await tx
            .insert(orders)
            .values({
              orderNumber: newOrderNumber(),
              userId: customer.id,
              status: online ? 'awaiting_payment' : 'processing',
              paymentMethod: payload.paymentMethod,
              paymentStatus: 'pending',
              mrpTotalPaise: totals.mrpTotal,
              subtotalPaise: totals.subtotal,
              couponCode: coupon?.code ?? null,
              couponPercentage: coupon?.discountPercentage ?? 0,
              couponDiscountPaise: totals.couponDiscount,
              totalPaise: totals.total,
              shippingAddress: shipping,
              idempotencyKey: key ?? null,
              requestHash: hash,
              holdExpiresAt: online ? new Date(Date.now() + deps.holdMinutes * 60_000) : null,
            })
            .returning();
          await tx.insert(orderItems).values(
            lines.map((l) => ({
              orderId: order!.id,
              productId: l.v.productId,
              variantId: l.v.variantId,
              productName: l.v.name,
              productImage: l.v.image,
              size: l.v.size,
              quantity: l.quantity,
              mrpPaise: l.v.mrpPaise,
              unitPricePaise: l.v.salePaise,
              lineTotalPaise: l.v.salePaise * l.quantity,
            })),
          );
          const short = await catalog.reserveStock(
            tx,
            lines.map((l) => ({ variantId: l.v.variantId, quantity: l.quantity })),
          );
          if (short.length > 0) {
            const names = lines.filter((l) => short.includes(l.v.variantId)).map((l) => `${l.v.name} (${l.v.size})`);
            throw new Conflict(MESSAGES.outOfStock, { items: `Not enough stock: ${names.join(', ')}` });
          }
          return order!;
        });
        const [order] = await hydrate([row]);
        if (!online) deps.onPlaced?.(customer, order!);
        return { order: order!, row, created: true };
      } catch (err) {
        // A concurrent request with the same key won the race: answer with its order.
        if (key && isUniqueViolation(err, 'orders_user_idem_uq')) {
          const again = await replay(customer.id, key, hash);
          if (again) return again;
        }
        throw err;
      }
    },

    /**
     * Cancels one of the customer's orders while it is processing (or awaiting payment): stock comes back exactly
     * once. Answers whether a captured online payment must now be refunded.
     */
    async cancel(customer: Customer, orderId: string): Promise<{ order: OrderDto; refundDue: boolean }> {
      if (!isUuid(orderId)) throw new NotFound(ORDER_NOT_FOUND);
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, customer.id)))
          .for('update');
        if (!row) throw new NotFound(ORDER_NOT_FOUND);
        if (row.status === 'cancelled') throw new Conflict('This order is already cancelled.');
        if (!CANCELLABLE.includes(row.status)) throw new Conflict('This order can no longer be cancelled.');
        const [updated] = await tx
          .update(orders)
          .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
          .where(eq(orders.id, row.id))
          .returning();
        await releaseOnce(tx, row);
        const [dto] = await hydrate([updated!], tx);
        return { order: dto!, refundDue: row.paymentStatus === 'paid' };
      });
      deps.onCancelled?.(customer, result.order);
      return result;
    },

    /**
     * A captured payment for an order (called inside the payments service's transaction). Answers 'paid' when this
     * call marked it, 'already' when it was paid before, and 'late' when the order had already given its stock
     * back (cancelled or expired): that money must be refunded.
     */
    async markPaid(tx: Tx, orderId: string): Promise<'paid' | 'already' | 'late'> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) throw new NotFound(ORDER_NOT_FOUND);
      if (row.paymentStatus === 'paid' || row.paymentStatus === 'refunded') return 'already';
      if (row.status !== 'awaiting_payment' && row.status !== 'processing') {
        await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: new Date() }).where(eq(orders.id, row.id));
        return 'late';
      }
      await tx
        .update(orders)
        .set({ status: 'processing', paymentStatus: 'paid', holdExpiresAt: null, updatedAt: new Date() })
        .where(eq(orders.id, row.id));
      return 'paid';
    },

    /** A failed payment: an order still awaiting payment fails and gives its stock back. */
    async markPaymentFailed(tx: Tx, orderId: string): Promise<boolean> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row || row.status !== 'awaiting_payment') return false;
      await tx
        .update(orders)
        .set({ status: 'payment_failed', paymentStatus: 'failed', holdExpiresAt: null, updatedAt: new Date() })
        .where(eq(orders.id, row.id));
      await releaseOnce(tx, row);
      return true;
    },

    async markRefunded(orderId: string): Promise<void> {
      await db.update(orders).set({ paymentStatus: 'refunded', updatedAt: new Date() }).where(eq(orders.id, orderId));
    },

    /** Unpaid online orders past their hold give their stock back. Returns how many were released. */
    async releaseExpiredHolds(now = new Date()): Promise<number> {
      return db.transaction(async (tx) => {
        const expired = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.holdExpiresAt, now)))
          .orderBy(asc(orders.holdExpiresAt))
          .limit(100)
          .for('update', { skipLocked: true });
        for (const row of expired) {
          await tx
            .update(orders)
            .set({ status: 'payment_failed', paymentStatus: 'failed', holdExpiresAt: null, updatedAt: new Date() })
            .where(eq(orders.id, row.id));
          await releaseOnce(tx, row);
        }
        return expired.length;
      });
    },

    /** Test and admin helper: where a shipped order can be tracked. */
    async setTracking(orderId: string, trackingNumber: string, trackingUrl: string): Promise<void> {
      await db
        .update(orders)
        .set({ trackingNumber, trackingUrl, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },
  };
  return service;
}

export type OrderService = ReturnType<typeof createOrderService>;
