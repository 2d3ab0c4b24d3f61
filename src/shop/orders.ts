/**
 * The order lifecycle, as data: statuses, payment methods and states, the allowed transitions and the rules built on
 * them (what can be cancelled, shipped, delivered, returned), and the per-line quantity limit. Pure and zod-free, so
 * the server (database enum, API schemas, workflows), the pages and the coming admin all read the one copy.
 */

/** Every order status, in lifecycle order. The database enum `order_status` is built from this list. */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'payment_failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cod', 'razorpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where the money of an order (and of one provider payment) stands. The database enum `payment_status`. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The allowed moves. An online order waits for its payment (then processes, or fails and gives its stock back);
 * a cash-on-delivery order starts processing. Processing orders ship, shipped orders are delivered. Only orders
 * that have not left the store can be cancelled.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['processing', 'payment_failed', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  payment_failed: [],
};

/** A cash-on-delivery order in these statuses is open: its cash is still to come (the COD cap counts them). */
export const OPEN_COD_STATUSES = ['processing', 'shipped'] as const satisfies readonly OrderStatus[];

/** The status a new order starts in. */
export function initialStatus(method: PaymentMethod): OrderStatus {
  return method === 'razorpay' ? 'awaiting_payment' : 'processing';
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The customer (or the store) may cancel: the order has not left the store. */
export function canCancel(status: OrderStatus): boolean {
  return canTransition(status, 'cancelled');
}

export function canShip(status: OrderStatus): boolean {
  return canTransition(status, 'shipped');
}

export function canDeliver(status: OrderStatus): boolean {
  return canTransition(status, 'delivered');
}

/** Days after delivery in which a return can be asked for (the store's return policy: 5 days). */
export const RETURN_WINDOW_DAYS = 5;

/** A delivered order can be returned within the return window (counted from its delivery). */
export function canReturn(
  order: { status: OrderStatus; deliveredAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (order.status !== 'delivered' || !order.deliveredAt) return false;
  const delivered = new Date(order.deliveredAt).getTime();
  return now.getTime() - delivered <= RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

/** The order still holds stock for a payment that has not arrived yet. */
export function isAwaitingPayment(status: OrderStatus): boolean {
  return status === 'awaiting_payment';
}

/**
 * The customer may pay again for an online order whose payment did not complete (closed or failed in the dialog)
 * while it still holds its stock: a failed attempt keeps the hold, which ends at `holdExpiresAt` as for any unpaid
 * order. After that the items go back on sale, and the order can only be ordered again.
 */
export function canRetryPayment(
  order: { status: OrderStatus; paymentMethod: PaymentMethod; holdExpiresAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (order.paymentMethod !== 'razorpay' || order.status !== 'awaiting_payment' || !order.holdExpiresAt) return false;
  return new Date(order.holdExpiresAt).getTime() > now.getTime();
}

/** An online order that was never paid for: still waiting for its payment, or given up (its items released). */
export function isPaymentIncomplete(status: OrderStatus): boolean {
  return status === 'awaiting_payment' || status === 'payment_failed';
}

/** Tracking is for orders that went to the warehouse, never for one whose payment did not complete. */
export function canTrack(status: OrderStatus): boolean {
  return !isPaymentIncomplete(status);
}

/** What happens next with an order, for the confirmation page and the orders list (the page words each one). */
export type OrderNextStep =
  'pay_on_delivery' | 'paid' | 'complete_payment' | 'items_released' | 'shipped' | 'delivered' | 'cancelled';

export function nextStep(
  order: { status: OrderStatus; paymentMethod: PaymentMethod; holdExpiresAt: Date | string | null },
  now: Date = new Date(),
): OrderNextStep {
  switch (order.status) {
    case 'awaiting_payment':
      return canRetryPayment(order, now) ? 'complete_payment' : 'items_released';
    case 'payment_failed':
      return 'items_released';
    case 'processing':
      return order.paymentMethod === 'cod' ? 'pay_on_delivery' : 'paid';
    default:
      return order.status;
  }
}

/** A payment captured for an order in this status is kept; for any other it arrived too late and is refunded. */
export function acceptsPayment(status: OrderStatus): boolean {
  return status === 'awaiting_payment' || status === 'processing';
}

/**
 * Minutes an unpaid online order holds its stock, by default (`ORDER_HOLD_MINUTES`). The hold is set once, when the
 * order is placed, and never extended.
 */
export const DEFAULT_HOLD_MINUTES = 15;

/**
 * Unpaid online orders one customer may have at once. Starting another gives up the oldest (its payment is marked
 * failed and its stock goes back), so a shopper who closed the payment dialog can always try again, but nobody can
 * hold stock with a pile of unpaid orders.
 */
export const MAX_UNPAID_ONLINE_ORDERS = 2;

/** Units of one product size one customer's unpaid online orders may hold together. */
export const MAX_HELD_PER_SIZE = 10;

/** How many of a customer's unpaid online orders (oldest first) a new one gives up. */
export function unpaidToGiveUp(unpaidCount: number): number {
  return Math.max(0, unpaidCount - (MAX_UNPAID_ONLINE_ORDERS - 1));
}

// ---------------------------------------------------------------- cart lines

/** At most this many of one product in one size per order. */
export const MAX_QUANTITY_PER_LINE = 10;
/** At most this many different lines (product and size) per order. */
export const MAX_LINES_PER_ORDER = 50;

/** The most of one line a shopper can put in the cart or order now: min(10, stock of the size), never below 0. */
export function lineLimit(stock: number): number {
  return Math.max(0, Math.min(MAX_QUANTITY_PER_LINE, Math.floor(stock)));
}

/**
 * How much of a line can be bought now: min(quantity asked for, lineLimit(stock)); 0 when the size is sold out. The
 * cart's totals (the server's quote) price this much, and the cart's item count counts this much, so they agree.
 */
export function buyableQuantity(quantity: number, stock: number): number {
  return Math.max(0, Math.min(Math.floor(quantity), lineLimit(stock)));
}

/**
 * The most a shopper can choose of a product before adding it: the chosen size's lineLimit, or before a size is
 * chosen the largest any size allows. 0 when every size is sold out (the quantity cannot be changed then).
 */
export function quantityLimit(variants: readonly { size: string; stock: number }[], size?: string | null): number {
  const chosen = size ? variants.find((v) => v.size === size) : undefined;
  if (chosen) return lineLimit(chosen.stock);
  return variants.reduce((max, v) => Math.max(max, lineLimit(v.stock)), 0);
}

/** A line cannot be ordered as it stands: nothing left of the size, or more asked for than is left. */
export function isLineBlocked(line: { stock: number; quantity: number }): boolean {
  return line.stock <= 0 || line.quantity > line.stock;
}

/** Few enough left of a size to tell the shopper ('Only 3 left in this size'). */
export const LOW_STOCK = 5;

/** A cart line's key: one line per product and size. */
export function lineKey(productId: string, size: string): string {
  return `${productId}:${size}`;
}

/** Why a cart line cannot be bought as it stands (the quote reports one per line). */
export const LINE_PROBLEMS = ['unavailable', 'out_of_stock', 'reduced', 'price_changed'] as const;
export type LineProblem = (typeof LINE_PROBLEMS)[number];

// ---------------------------------------------------------------- labels for people

const STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Payment not completed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  payment_failed: 'Payment not completed',
};

export function statusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

/** How an order's payment reads on its card: 'Cash on Delivery', 'Paid online', 'Paid online · Refunded' ... */
export function paymentLabel(method: PaymentMethod, status: PaymentStatus): string {
  if (method === 'cod') return status === 'paid' ? 'Cash on Delivery · Paid' : 'Cash on Delivery';
  switch (status) {
    case 'paid':
      return 'Paid online';
    case 'refunded':
      return 'Paid online · Refunded';
    case 'failed':
      return 'Online payment failed';
    default:
      return 'Online payment pending';
  }
}

// ---------------------------------------------------------------- the store's own moves (admin)

/**
 * One line (or part of it) can be cancelled while the order is being processed: it has not left the store, and its
 * payment is settled (a paid online order, or cash on delivery). An online order still awaiting payment cannot: its
 * provider order is open for the whole amount (cancel the whole order instead).
 */
export function canCancelLine(status: OrderStatus): boolean {
  return status === 'processing';
}

/**
 * The store marks a cash-on-delivery order paid when the courier has collected the cash: once it has shipped
 * (shipped or delivered) and while its payment is still pending. Delivering a COD order marks it paid already; this
 * is for the courier's remittance arriving before the delivery is recorded, or an order delivered before that rule.
 */
export function canMarkCodPaid(order: {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}): boolean {
  return (
    order.paymentMethod === 'cod' &&
    order.paymentStatus === 'pending' &&
    (order.status === 'shipped' || order.status === 'delivered')
  );
}

/**
 * Orders that count as sales (the dashboard's orders and revenue, a customer's total spent): placed and standing,
 * i.e. processing, shipped or delivered. Unpaid, failed and cancelled orders do not count; a partly cancelled order
 * counts with its total after the cancellation.
 */
export const SALE_STATUSES = ['processing', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];

export function countsAsSale(status: OrderStatus): boolean {
  return (SALE_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Which of the store's actions an order offers now (the admin shows only these; the server checks them again). */
export type AdminOrderAction = 'ship' | 'deliver' | 'cancel' | 'cancel_line' | 'mark_cod_paid';

export function adminActions(order: {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}): AdminOrderAction[] {
  const actions: AdminOrderAction[] = [];
  if (canShip(order.status)) actions.push('ship');
  if (canDeliver(order.status)) actions.push('deliver');
  if (canCancel(order.status)) actions.push('cancel');
  if (canCancelLine(order.status)) actions.push('cancel_line');
  if (canMarkCodPaid(order)) actions.push('mark_cod_paid');
  return actions;
}
