/**
 * Store credit (the customer's wallet): what its ledger records and how much of it an order uses. Pure: the server's
 * wallet and checkout, the checkout page and the account page read the one copy.
 */
import { paise, type Paise } from './money.ts';
import type { PaymentMethod } from './orders.ts';

/** A returned item credited; credit spent on an order; credit of an order given back (cancelled, never paid). */
export const STORE_CREDIT_ENTRY_KINDS = ['return_credit', 'order_spend', 'order_refund'] as const;
export type StoreCreditEntryKind = (typeof STORE_CREDIT_ENTRY_KINDS)[number];

/** The provider's smallest payment (Razorpay: ₹1): an online order leaves at least this to pay online. */
export const MIN_ONLINE_PAYMENT_PAISE = paise(100);

/**
 * How much credit an order uses when the customer applies it: all of the balance up to the order's total; an online
 * order keeps at least MIN_ONLINE_PAYMENT_PAISE to pay through the provider (pay a fully covered order with
 * Cash on Delivery, which then owes nothing).
 */
export function creditToApply(balance: Paise, total: Paise, method: PaymentMethod): Paise {
  const cap = method === 'razorpay' ? total - MIN_ONLINE_PAYMENT_PAISE : total;
  return paise(Math.max(0, Math.min(balance, cap)));
}

export const STORE_CREDIT_MESSAGES = {
  insufficient: 'Your store credit balance changed. Please review your order and try again.',
} as const;

/** What is left to pay online or on delivery: the order's total less the store credit it used. */
export function amountDue(order: { totalPaise: number; storeCreditPaise: number }): Paise {
  return paise(Math.max(0, order.totalPaise - order.storeCreditPaise));
}
