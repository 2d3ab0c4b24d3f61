/**
 * Return and exchange requests: the only code that touches the return_requests table. The checkout's return
 * workflows decide and call these inside their transactions; the lists and the API shape live here.
 */
import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../shop/ids.ts';
import { imageUrl } from '../../shop/images.ts';
import { paiseToRupees, type Paise } from '../../shop/money.ts';
import type { ReturnResponse } from '../../shop/returns-input.ts';
import { RETURN_STATUSES, type RefundMethod, type ReturnStatus } from '../../shop/returns.ts';
import type { Db, Tx } from '../db/client.ts';
import { returnRequests } from './tables.ts';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type NewReturn = typeof returnRequests.$inferInsert;

/** Statuses whose pieces count against their line (everything but rejected and cancelled). */
const COUNTED = RETURN_STATUSES.filter((s) => s !== 'rejected' && s !== 'cancelled');
/** Statuses whose pieces were given back as money or credit. */
const SETTLED: ReturnStatus[] = ['refunded', 'credited'];

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newReturnNumber(date = new Date()): string {
  const day = date.toISOString().slice(0, 10).replace(/-/g, '');
  const bytes = crypto.randomBytes(5);
  const tail = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `RT-${day}-${tail}`;
}

export function toReturnResponse(r: ReturnRow): ReturnResponse {
  return {
    _id: r.id,
    number: r.number,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    orderItemId: r.orderItemId,
    productName: r.productName,
    size: r.size,
    kind: r.kind,
    quantity: r.quantity,
    reason: r.reason,
    comment: r.comment,
    photos: r.photos.map((key) => imageUrl(key, 360)),
    exchangeSize: r.exchangeSize,
    exchangeOrderId: r.exchangeOrderId,
    refundMethod: r.refundMethod,
    status: r.status,
    storeNote: r.storeNote,
    courier: r.courier,
    trackingNumber: r.trackingNumber,
    refundAmount: r.refundPaise === null ? null : paiseToRupees(r.refundPaise),
    creditNoteId: r.creditNoteId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Pieces of each line of an order in the requests that match `which`. */
async function piecesByLine(tx: Tx | Db, orderId: string, which: SQL): Promise<Map<string, number>> {
  const rows = await tx
    .select({ itemId: returnRequests.orderItemId, q: sql<number>`sum(${returnRequests.quantity})::int` })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), which))
    .groupBy(returnRequests.orderItemId);
  return new Map(rows.map((r) => [r.itemId, r.q]));
}

export function createReturnService(db: Db) {
  return {
    async insert(tx: Tx, values: Omit<NewReturn, 'number'>): Promise<ReturnRow> {
      const [row] = await tx
        .insert(returnRequests)
        .values({ ...values, number: newReturnNumber() })
        .returning();
      return row!;
    },

    /** Locks a request for a change (only the customer's own when `userId` is given); null when there is none. */
    async lock(tx: Tx, id: string, opts: { userId?: string } = {}): Promise<ReturnRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx
        .select()
        .from(returnRequests)
        .where(and(eq(returnRequests.id, id), ...(opts.userId ? [eq(returnRequests.userId, opts.userId)] : [])))
        .for('update');
      return row ?? null;
    },

    async get(id: string): Promise<ReturnRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
      return row ?? null;
    },

    /** Moves a request (the caller checked the move) and sets the fields of that step. */
    async update(tx: Tx, id: string, patch: Partial<NewReturn>): Promise<ReturnRow> {
      const [row] = await tx
        .update(returnRequests)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(returnRequests.id, id))
        .returning();
      return row!;
    },

    /**
     * Claims the settlement of a received return, once: the first call records the amount and method and answers
     * the row; a repeat (or a race) answers null and settles nothing.
     */
    async claimRefund(tx: Tx, id: string, amount: Paise, method: RefundMethod): Promise<ReturnRow | null> {
      const [row] = await tx
        .update(returnRequests)
        .set({ refundPaise: amount, refundMethod: method, refundClaimedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(returnRequests.id, id), isNull(returnRequests.refundClaimedAt)))
        .returning();
      return row ?? null;
    },

    /**
     * Claims a retry of a provider refund that was claimed more than `afterMs` ago and never completed (the first
     * attempt failed); one caller wins, a concurrent or early repeat gets null.
     */
    async claimRetry(id: string, afterMs: number): Promise<ReturnRow | null> {
      const [row] = await db
        .update(returnRequests)
        .set({ refundClaimedAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(returnRequests.id, id),
            isNull(returnRequests.refundedAt),
            lt(returnRequests.refundClaimedAt, new Date(Date.now() - afterMs)),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Pieces of each line held by requests that are open or done (the caller holds the order's lock). */
    requestedQuantities: (tx: Tx | Db, orderId: string) =>
      piecesByLine(tx, orderId, inArray(returnRequests.status, COUNTED)),

    /** Pieces of each line already refunded or credited by settled returns (claimed, so a settle in flight counts). */
    settledQuantities: (tx: Tx | Db, orderId: string) =>
      piecesByLine(
        tx,
        orderId,
        or(inArray(returnRequests.status, SETTLED), sql`${returnRequests.refundClaimedAt} IS NOT NULL`)!,
      ),

    /** Online refunds of an order's returns claimed but not yet made (the provider call runs after the commit). */
    async pendingOnlineRefunds(tx: Tx | Db, orderId: string): Promise<number> {
      const [row] = await tx
        .select({ sum: sql<number>`coalesce(sum(${returnRequests.refundOnlinePaise}), 0)::int` })
        .from(returnRequests)
        .where(and(eq(returnRequests.orderId, orderId), isNull(returnRequests.refundedAt)));
      return row?.sum ?? 0;
    },

    async forOrder(orderId: string): Promise<ReturnRow[]> {
      if (!isUuid(orderId)) return [];
      return db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.orderId, orderId))
        .orderBy(returnRequests.createdAt);
    },

    async forUser(userId: string, limit = 50): Promise<ReturnRow[]> {
      return db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.userId, userId))
        .orderBy(desc(returnRequests.createdAt))
        .limit(limit);
    },

    /** The admin's list: newest first, optionally by status, keyset-paged by creation time. */
    async list(opts: { status?: ReturnStatus; before?: Date; limit?: number } = {}): Promise<ReturnRow[]> {
      return db
        .select()
        .from(returnRequests)
        .where(
          and(
            ...(opts.status ? [eq(returnRequests.status, opts.status)] : []),
            ...(opts.before ? [lt(returnRequests.createdAt, opts.before)] : []),
          ),
        )
        .orderBy(desc(returnRequests.createdAt))
        .limit(opts.limit ?? 50);
    },
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;
