/**
 * Cash-on-delivery rules (issue 13): the owner's COD settings (fee, maximum order value, open COD orders per
 * customer), their defaults, and the one rule deciding whether an order may be paid on delivery, with a reason code
 * and a message per refusal. Pure and zod-free: priceCart (the quote and placing an order) and the checkout page
 * read it. See docs/decisions/0020-cash-on-delivery-rules.md.
 */
import { addPaise, formatRupees, paise, ZERO_PAISE, type Paise } from './money.ts';

/**
 * Cash may not be accepted for ₹2,00,000 or more in one transaction (Income-tax Act s. 269ST): the COD maximum must
 * stay below it.
 */
export const LEGAL_CASH_LIMIT_PAISE = paise(2_00_000_00);
/** Most open COD orders the owner may allow per customer. */
export const MAX_OPEN_COD_ORDERS_SETTING = 20;

export type CodRules = {
  /** Added to a cash-on-delivery order's total (0: no charge). */
  feePaise: Paise;
  /** The most cash collected on delivery for one order (its total with the fee). */
  maxOrderPaise: Paise;
  /** Cash-on-delivery orders a customer may have open (not yet delivered or cancelled) at once. */
  maxOpenOrders: number;
};

export const DEFAULT_COD_RULES: CodRules = {
  feePaise: ZERO_PAISE,
  maxOrderPaise: paise(10_000_00),
  maxOpenOrders: 2,
};

/** Why cash on delivery is refused: the reason codes of the API (src/shop/reasons.ts holds them all). */
export const COD_REASONS = ['cod_not_available_here', 'cod_blocked', 'cod_over_limit', 'cod_open_orders'] as const;
export type CodReason = (typeof COD_REASONS)[number];

export type CodFacts = {
  /** The order's total before the COD fee (goods after the coupon, plus delivery). */
  total: Paise;
  /** The delivery PIN, when known. */
  pin: string | null;
  /** Whether the delivery zone (and courier) allows COD at the PIN; null when no PIN is known yet. */
  codAllowedHere: boolean | null;
  /** The store turned COD off for this customer; null for a shopper not signed in. */
  blocked: boolean | null;
  /** The customer's open COD orders; null for a shopper not signed in. */
  openOrders: number | null;
};

export type CodRefusal = { reason: CodReason; message: string };

export const COD_MESSAGES = {
  notAvailableHere: (pin: string | null) =>
    `Cash on delivery is not available${pin ? ` for PIN ${pin}` : ' here'}. Please pay online.`,
  blocked: 'Cash on delivery is not available on your account. Please pay online.',
  overLimit: (max: Paise) => `Cash on delivery is available for orders up to ${formatRupees(max)}. Please pay online.`,
  openOrders: (max: number) =>
    `You already have ${max} cash-on-delivery ${max === 1 ? 'order' : 'orders'} on the way. Please pay online, or wait until one is delivered.`,
} as const;

/** What a COD order costs: its total with the fee. */
export function codTotal(total: Paise, rules: Pick<CodRules, 'feePaise'>): Paise {
  return addPaise(total, rules.feePaise);
}

/**
 * Whether an order may be paid on delivery (null) or why not. The first rule that refuses answers, in this order:
 * the delivery zone, the customer's flag, the order value (cash collected, fee included), the open COD orders.
 */
export function codRefusal(facts: CodFacts, rules: CodRules): CodRefusal | null {
  if (facts.codAllowedHere === false) {
    return { reason: 'cod_not_available_here', message: COD_MESSAGES.notAvailableHere(facts.pin) };
  }
  if (facts.blocked) return { reason: 'cod_blocked', message: COD_MESSAGES.blocked };
  if (codTotal(facts.total, rules) > rules.maxOrderPaise) {
    return { reason: 'cod_over_limit', message: COD_MESSAGES.overLimit(rules.maxOrderPaise) };
  }
  if (facts.openOrders !== null && facts.openOrders >= rules.maxOpenOrders) {
    return { reason: 'cod_open_orders', message: COD_MESSAGES.openOrders(rules.maxOpenOrders) };
  }
  return null;
}
