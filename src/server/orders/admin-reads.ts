/**
 * The store's own reads of orders (issue 11): the admin's filtered, paged order list, one order with its lines,
 * customers' order counts and totals, and the dashboard's figures. Each figure is one grouped query over the
 * orders indexes (created_at; status, created_at). Days are India's calendar days. Reads only: every change to an
 * order is a checkout workflow.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { indiaDayEnd, indiaDayStart, type OrderListQuery } from '../../shop/admin/orders.ts';
import type { Paise } from '../../shop/money.ts';
import { SALE_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../shop/orders.ts';
import type { Db } from '../db/client.ts';
import type { OrderItemRow, OrderRow } from './service.ts';
import { orderItems, orders } from './tables.ts';

export type AdminOrderRow = {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalPaise: Paise;
  pieces: number;
  userId: string;
  shipTo: string;
  city: string;
  phone: string;
};

export type CustomerOrderStats = { orders: number; spentPaise: Paise; lastOrderAt: string | null };

/** `%text%` for ILIKE, with the pattern's own characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const sale = inArray(orders.status, [...SALE_STATUSES]);
const piecesLeft = sql<number>`(${orderItems.quantity} - ${orderItems.cancelledQuantity})`;

function toRow(r: { o: OrderRow; pieces: number }): AdminOrderRow {
  return {
    id: r.o.id,
    orderNumber: r.o.orderNumber,
    createdAt: r.o.createdAt.toISOString(),
    status: r.o.status,
    paymentMethod: r.o.paymentMethod,
    paymentStatus: r.o.paymentStatus,
    totalPaise: r.o.totalPaise,
    pieces: r.pieces,
    userId: r.o.userId,
    shipTo: r.o.shippingAddress.fullName,
    city: r.o.shippingAddress.city,
    phone: r.o.shippingAddress.phone,
  };
}

export function createOrderAdminReads(db: Db) {
  /** Pieces still on each order (one grouped query). */
  async function piecesOf(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ orderId: orderItems.orderId, pieces: sql<number>`sum(${piecesLeft})::int` })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .groupBy(orderItems.orderId);
    return new Map(rows.map((r) => [r.orderId, r.pieces]));
  }

  return {
    /**
     * Orders matching the filter, a page at a time. `q` matches an order number (or part of one), the phone of the
     * delivery address, or the customers in `customerIds` (the accounts service found them by email or phone).
     */
    async list(query: OrderListQuery, customerIds: string[] = []): Promise<{ orders: AdminOrderRow[]; total: number }> {
      const where: SQL[] = [];
      if (query.status) where.push(eq(orders.status, query.status));
      if (query.paymentMethod) where.push(eq(orders.paymentMethod, query.paymentMethod));
      if (query.paymentStatus) where.push(eq(orders.paymentStatus, query.paymentStatus));
      if (query.from) where.push(gte(orders.createdAt, indiaDayStart(query.from)));
      if (query.to) where.push(lt(orders.createdAt, indiaDayEnd(query.to)));
      if (query.q) {
        const match: SQL[] = [ilike(orders.orderNumber, containsPattern(query.q))];
        const digits = query.q.replace(/\D/g, '');
        if (digits.length >= 4) {
          match.push(sql`${orders.shippingAddress}->>'phone' LIKE ${containsPattern(digits.slice(-10))}`);
        }
        if (customerIds.length > 0) match.push(inArray(orders.userId, customerIds));
        where.push(or(...match)!);
      }
      const cond = where.length ? and(...where) : undefined;
      const order = {
        newest: [desc(orders.createdAt), desc(orders.id)],
        oldest: [asc(orders.createdAt), asc(orders.id)],
        total_desc: [desc(orders.totalPaise), desc(orders.createdAt)],
        total_asc: [asc(orders.totalPaise), desc(orders.createdAt)],
      }[query.sort];
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(cond)
          .orderBy(...order)
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(cond),
      ]);
      const pieces = await piecesOf(rows.map((r) => r.id));
      return { total: count?.n ?? 0, orders: rows.map((o) => toRow({ o, pieces: pieces.get(o.id) ?? 0 })) };
    },

    /** One order's stored row and lines, or null. */
    async detail(orderId: string): Promise<{ row: OrderRow; items: OrderItemRow[] } | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!row) return null;
      const items = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id));
      return { row, items };
    },

    /** A customer's orders, newest first (bounded). */
    async forCustomer(userId: string, limit = 50): Promise<AdminOrderRow[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(Math.min(limit, 200));
      const pieces = await piecesOf(rows.map((r) => r.id));
      return rows.map((o) => toRow({ o, pieces: pieces.get(o.id) ?? 0 }));
    },

    /**
     * Per customer: orders placed (any status), and total spent: the totals of their orders that count as sales
     * (SALE_STATUSES: processing, shipped, delivered), one grouped query.
     */
    async customerStats(userIds: string[]): Promise<Map<string, CustomerOrderStats>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          userId: orders.userId,
          orders: sql<number>`count(*)::int`,
          spent: sql<number>`coalesce(sum(${orders.totalPaise}) FILTER (WHERE ${sale}), 0)::bigint`,
          last: sql<Date | null>`max(${orders.createdAt})`,
        })
        .from(orders)
        .where(inArray(orders.userId, userIds))
        .groupBy(orders.userId);
      return new Map(
        rows.map((r) => [
          r.userId,
          {
            orders: r.orders,
            spentPaise: Number(r.spent) as Paise,
            lastOrderAt: r.last ? new Date(r.last).toISOString() : null,
          },
        ]),
      );
    },

    /**
     * Orders and revenue (sales only) placed since each of the given instants: the dashboard's today and this month,
     * in one grouped query over the earlier range.
     */
    async salesSince(today: Date, month: Date): Promise<{ today: SalesFigure; month: SalesFigure }> {
      const start = today < month ? today : month;
      const [r] = await db
        .select({
          todayOrders: sql<number>`count(*) FILTER (WHERE ${orders.createdAt} >= ${today})::int`,
          todayRevenue: sql<string>`coalesce(sum(${orders.totalPaise}) FILTER (WHERE ${orders.createdAt} >= ${today}), 0)`,
          monthOrders: sql<number>`count(*) FILTER (WHERE ${orders.createdAt} >= ${month})::int`,
          monthRevenue: sql<string>`coalesce(sum(${orders.totalPaise}) FILTER (WHERE ${orders.createdAt} >= ${month}), 0)`,
        })
        .from(orders)
        .where(and(sale, gte(orders.createdAt, start)));
      return {
        today: { orders: r?.todayOrders ?? 0, revenuePaise: Number(r?.todayRevenue ?? 0) as Paise },
        month: { orders: r?.monthOrders ?? 0, revenuePaise: Number(r?.monthRevenue ?? 0) as Paise },
      };
    },

    /** Orders waiting to ship: paid (or cash on delivery) and processing. */
    async waitingToShip(): Promise<number> {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.status, 'processing'));
      return r?.n ?? 0;
    },

    /** Sales per India day since `from` (days without a sale are absent), oldest first. */
    async salesByDay(from: Date): Promise<Array<{ day: string } & SalesFigure>> {
      // Grouped by India's calendar date; the date becomes text once per day, not once per order.
      const date = sql`(${orders.createdAt} AT TIME ZONE 'Asia/Kolkata')::date`;
      const rows = await db
        .select({
          day: sql<string>`${date}::text`,
          orders: sql<number>`count(*)::int`,
          revenue: sql<string>`sum(${orders.totalPaise})`,
        })
        .from(orders)
        .where(and(sale, gte(orders.createdAt, from)))
        .groupBy(date)
        .orderBy(date);
      return rows.map((r) => ({ day: r.day, orders: r.orders, revenuePaise: Number(r.revenue) as Paise }));
    },
  };
}

export type SalesFigure = { orders: number; revenuePaise: Paise };
export type OrderAdminReads = ReturnType<typeof createOrderAdminReads>;
