/**
 * Returns and size exchanges, as data and rules: the request's kinds, reasons and statuses, the moves between them,
 * which line of a delivered order may be returned (the one eligibility rule: the window from delivery, the category,
 * the product's final-sale and customised flags, a line bought at a sale price) and what a returned line refunds
 * (its pieces with their share of the order's coupon, to the paisa). Pure and zod-free: the server's workflows, the
 * order page and the admin read the one copy. See docs/decisions/0021-returns-exchanges-store-credit.md.
 */
import { paise, subtractPaise, type Paise } from './money.ts';
import { canReturn, RETURN_WINDOW_DAYS, type OrderStatus } from './orders.ts';
import { orderTotals } from './pricing.ts';

export const RETURN_KINDS = ['return', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** The fixed list of reasons a customer chooses from. */
export const RETURN_REASONS = [
  'size_too_small',
  'size_too_large',
  'damaged',
  'wrong_item',
  'not_as_described',
  'changed_mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  size_too_small: 'Size too small',
  size_too_large: 'Size too large',
  damaged: 'Damaged or defective',
  wrong_item: 'Wrong item received',
  not_as_described: 'Not as described',
  changed_mind: 'Changed my mind',
};

/**
 * A request's life: requested -> approved (an exchange holds the new size's stock and its ₹0 order now) ->
 * picked_up (the courier collected it) -> received (back at the store) -> refunded / credited (a return) or
 * completed (an exchange: its new piece ships as the linked order). The store may reject it until it is received
 * (with a note; an exchange's held stock goes back), and the customer may cancel it while it is only requested.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'picked_up',
  'received',
  'refunded',
  'credited',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected', 'cancelled'],
  approved: ['picked_up', 'rejected'],
  picked_up: ['received', 'rejected'],
  received: ['refunded', 'credited', 'completed', 'rejected'],
  refunded: [],
  credited: [],
  completed: [],
  rejected: [],
  cancelled: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

/** A request still counts against its line (a rejected or cancelled one frees the pieces for a new request). */
export function isOpenOrDone(status: ReturnStatus): boolean {
  return status !== 'rejected' && status !== 'cancelled';
}

/** How a received return is settled: money back to the online payment, or the customer's store credit. */
export const REFUND_METHODS = ['original_payment', 'store_credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A cash-on-delivery order has no online payment to refund to: its returns are settled in store credit. */
export function refundMethodsFor(paymentMethod: 'cod' | 'razorpay'): RefundMethod[] {
  return paymentMethod === 'razorpay' ? ['original_payment', 'store_credit'] : ['store_credit'];
}

/** What the store may do with a request now (the admin shows only these; the workflows check them again). */
export type ReturnAction = 'approve' | 'reject' | 'pickup' | 'receive' | 'refund' | 'complete';

export function returnActions(r: { status: ReturnStatus; kind: ReturnKind }): ReturnAction[] {
  const actions: ReturnAction[] = [];
  if (canMoveReturn(r.status, 'approved')) actions.push('approve');
  if (canMoveReturn(r.status, 'rejected')) actions.push('reject');
  if (canMoveReturn(r.status, 'picked_up')) actions.push('pickup');
  if (canMoveReturn(r.status, 'received')) actions.push('receive');
  if (r.status === 'received') actions.push(r.kind === 'return' ? 'refund' : 'complete');
  return actions;
}

// ---------------------------------------------------------------- eligibility (the one rule)

export type ReturnRefusal = 'return_window_closed' | 'not_returnable';

export type ReturnEligibility =
  | { ok: true; returnableQuantity: number }
  | { ok: false; reason: ReturnRefusal | 'return_already_requested'; message: string };

/** What the rule reads of a line: its pieces, prices, product flags and category, and what is already requested. */
export type ReturnLine = {
  /** Pieces the customer got (ordered less any the store cancelled). */
  quantity: number;
  mrpPaise: number;
  unitPricePaise: number;
  /** The category takes returns (innerwear and accessories do not). */
  categoryReturnable: boolean;
  finalSale: boolean;
  customised: boolean;
  /** Pieces of the line in requests that are open or done (rejected and cancelled ones do not count). */
  requestedQuantity: number;
};

export const RETURN_MESSAGES = {
  notDelivered: 'Only a delivered order can be returned.',
  windowClosed: `Returns are accepted within ${RETURN_WINDOW_DAYS} days of delivery; this order's return window has closed.`,
  category: 'Items of this category (innerwear, accessories) cannot be returned.',
  finalSale: 'This item was a final sale and cannot be returned.',
  customised: 'Customised items cannot be returned.',
  sale: 'Items bought at a sale price cannot be returned.',
  alreadyRequested: 'A return or exchange has already been requested for this item.',
  quantity: (left: number) => `You can return at most ${left} ${left === 1 ? 'piece' : 'pieces'} of this item.`,
} as const;

/**
 * Whether (and how many pieces of) a line of an order may be returned or exchanged now: the order is delivered and
 * within RETURN_WINDOW_DAYS of its delivery (canReturn), the category takes returns, the product is neither final
 * sale nor customised, the line was not bought at a sale price (below its MRP), and pieces are left that no open or
 * completed request holds.
 */
export function returnEligibility(
  order: { status: OrderStatus; deliveredAt: Date | string | null },
  line: ReturnLine,
  now: Date = new Date(),
): ReturnEligibility {
  if (order.status !== 'delivered' || !order.deliveredAt) {
    return { ok: false, reason: 'return_window_closed', message: RETURN_MESSAGES.notDelivered };
  }
  if (!canReturn(order, now))
    return { ok: false, reason: 'return_window_closed', message: RETURN_MESSAGES.windowClosed };
  if (!line.categoryReturnable) return { ok: false, reason: 'not_returnable', message: RETURN_MESSAGES.category };
  if (line.finalSale) return { ok: false, reason: 'not_returnable', message: RETURN_MESSAGES.finalSale };
  if (line.customised) return { ok: false, reason: 'not_returnable', message: RETURN_MESSAGES.customised };
  if (line.unitPricePaise < line.mrpPaise)
    return { ok: false, reason: 'not_returnable', message: RETURN_MESSAGES.sale };
  const left = line.quantity - line.requestedQuantity;
  if (left <= 0) return { ok: false, reason: 'return_already_requested', message: RETURN_MESSAGES.alreadyRequested };
  return { ok: true, returnableQuantity: left };
}

/** The last moment a return can be asked for (delivery + the window), or null for an undelivered order. */
export function returnWindowEnds(deliveredAt: Date | string | null): Date | null {
  if (!deliveredAt) return null;
  return new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

// ---------------------------------------------------------------- money

export type RefundLine = { id: string; mrpPaise: number; unitPricePaise: number; quantity: number };

/**
 * What `quantity` pieces of one line refund: the order's goods total (after its coupon, without delivery) with the
 * pieces still kept, less the same with these pieces taken out too. `returned` holds pieces already refunded or
 * credited by earlier returns of the order, so the refunds of all its returns add up to what was paid for them,
 * to the paisa (the coupon's whole-rupee rounding included), and no piece is refunded twice.
 */
export function returnRefundPaise(
  lines: readonly RefundLine[],
  couponPercentage: number,
  returned: ReadonlyMap<string, number>,
  itemId: string,
  quantity: number,
): Paise {
  const kept = (extra: number) =>
    orderTotals(
      lines.map((l) => ({
        mrp: paise(l.mrpPaise),
        unitPrice: paise(l.unitPricePaise),
        quantity: Math.max(0, l.quantity - (returned.get(l.id) ?? 0) - (l.id === itemId ? extra : 0)),
      })),
      couponPercentage,
    ).total;
  return subtractPaise(kept(0), kept(quantity));
}

// ---------------------------------------------------------------- labels for people

const STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved: awaiting pickup',
  picked_up: 'Picked up',
  received: 'Received at our store',
  refunded: 'Refunded',
  credited: 'Refunded as store credit',
  completed: 'Exchange shipped',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export function returnStatusLabel(status: ReturnStatus): string {
  return STATUS_LABELS[status];
}

export function returnKindLabel(kind: ReturnKind): string {
  return kind === 'return' ? 'Return' : 'Size exchange';
}
