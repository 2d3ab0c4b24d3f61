/**
 * Reason codes: why the server refused a request, in the error envelope `{ success: false, error, reason, message,
 * fields }` (ADR 7). Pages switch on `reason`, never on the English `message` (the message is for people and may be
 * reworded). Pure and zod-free.
 */
import { COD_REASONS } from './cod.ts';

/** Refusals of the order lifecycle: cart, checkout, payment, cancel. */
export const ORDER_REASONS = [
  /** A size has less stock than asked for (the cart must be checked again). */
  'out_of_stock',
  /** A product or size is no longer sold. */
  'item_unavailable',
  /** More of one line than the per-line limit, or too many lines. */
  'quantity_limit',
  /** A price changed since the shopper saw it. */
  'price_changed',
  /** The coupon code does not exist, is inactive, or gives nothing. */
  'coupon_invalid',
  /** The coupon exists but this order or customer may not use it (first order only, minimum value, dates, uses). */
  'coupon_not_eligible',
  /** No delivery address was chosen. */
  'address_required',
  /** The delivery address is not a valid Indian address (state, PIN, mobile). */
  'address_invalid',
  /** The store does not deliver to the address's PIN (a delivery zone, or the courier, says so). */
  'not_serviceable',
  /** The payment was not completed, could not be verified, or the provider refused it. */
  'payment_failed',
  /** The payment arrived for an order already cancelled or given up, so it was refunded (never a success). */
  'payment_refunded',
  /** The order's stock hold ran out before it was paid: its items went back on sale (order them again). */
  'hold_expired',
  /** The order is paid already. */
  'already_paid',
  /** The order is cancelled already. */
  'already_cancelled',
  /** The order's status does not allow this step (e.g. cancelling a shipped order). */
  'invalid_transition',
  /** The Idempotency-Key was used before for a different request. */
  'idempotency_conflict',
  /** An item's HSN code has no GST rule in force, so no invoice could be issued (the owner must add a rule). */
  'gst_rule_missing',
  /** Cash on delivery refused (zone, customer flag, order value, open COD orders): src/shop/cod.ts. */
  ...COD_REASONS,
] as const;

/** Refusals of returns, exchanges and store credit (issue 13). */
export const RETURN_REASON_CODES = [
  /** The order is not delivered, or its return window (days from delivery) has closed. */
  'return_window_closed',
  /** The item cannot be returned: its category (innerwear, accessories), final sale, customised, or bought on sale. */
  'not_returnable',
  /** Every piece of the line is in a return or exchange request already. */
  'return_already_requested',
  /** The store credit balance is lower than the order used (it changed meanwhile). */
  'insufficient_credit',
] as const;

/** Refusals of the catalogue. */
export const CATALOG_REASONS = [
  /** "Notify me" for a size that is in stock: it can be bought now. */
  'in_stock',
] as const;

/** General refusals, one per kind of error; used when nothing more specific applies. */
export const GENERAL_REASONS = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unprocessable',
  'rate_limited',
  'upstream_failed',
  /** The store cannot answer now (its database is unreachable): try again after Retry-After. */
  'unavailable',
  'internal',
] as const;

/** Refusals of the admin (issue 11). */
export const ADMIN_REASONS = [
  /** The staff sign-in's second step ran out (10 minutes, 5 wrong codes): enter the password again. */
  'challenge_expired',
  /** The authenticator or recovery code is wrong (or was used already). */
  'wrong_code',
  /** Someone else saved this record since it was opened: reload it and make the change again. */
  'edit_conflict',
  /** Something still refers to this record (products in a category, a banner linking to a collection): not deleted. */
  'in_use',
] as const;

export const REASONS = [
  ...ORDER_REASONS,
  ...RETURN_REASON_CODES,
  ...CATALOG_REASONS,
  ...ADMIN_REASONS,
  ...GENERAL_REASONS,
] as const;
export type OrderReason = (typeof ORDER_REASONS)[number];
export type Reason = (typeof REASONS)[number];

const known = new Set<string>(REASONS);
export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && known.has(value);
}

/** A validation error of one of these top-level input fields is answered with this reason (not invalid_input). */
const FIELD_REASONS: Readonly<Record<string, Reason>> = {
  shippingAddress: 'address_invalid',
  addressId: 'address_invalid',
  couponCode: 'coupon_invalid',
};

/** The reason of a validation error, by the path of its first problem (e.g. 'shippingAddress.state'). */
export function reasonForField(path: string): Reason {
  return FIELD_REASONS[path.split('.')[0] ?? ''] ?? 'invalid_input';
}

/** Reasons after which the cart must be priced again (stock or availability changed under the shopper). */
export function needsRequote(reason: Reason | undefined): boolean {
  return reason === 'out_of_stock' || reason === 'item_unavailable' || reason === 'price_changed';
}

/** Reasons that mean the applied coupon code should be taken off the cart. */
export function isCouponRefusal(reason: Reason | undefined): boolean {
  return reason === 'coupon_invalid' || reason === 'coupon_not_eligible';
}

/** The error envelope every refusal is answered with (JSON). */
export type ErrorBody = {
  success: false;
  /** The kind of error (`invalid`, `not_found`, `conflict` ...), one per HTTP status family. */
  error: string;
  /** Why, precisely: switch on this. */
  reason: Reason;
  /** Safe to show to the shopper. */
  message: string;
  /** Per-field messages for forms, e.g. { pincode: 'Pincode must be 6 digits...' }. */
  fields?: Record<string, string>;
};
