/**
 * A coupon's rules, in one place: first order only, uses per customer, total uses, minimum order value, valid
 * from/until. Pure: the cart quote asks it with what it knows (a signed-out shopper has no order history yet), and
 * the order's transaction asks it again with counts read under a lock, so two orders racing for the last use of a
 * coupon cannot both have it. Uses are counted from orders that still stand (not cancelled, not failed payment).
 */
import { formatIndianDate } from './dates.ts';
import { formatRupees, type Paise } from './money.ts';

export type CouponRules = {
  firstOrderOnly: boolean;
  maxUsesPerCustomer: number | null;
  maxUsesTotal: number | null;
  minOrderPaise: Paise;
  validFrom: Date | null;
  validUntil: Date | null;
};

/** How often the coupon, and the customer, have been used: null where unknown (a signed-out cart). */
export type CouponUsage = {
  totalUses: number;
  /** Orders of this customer that still stand (any coupon or none); null when signed out. */
  customerOrders: number | null;
  /** This customer's standing orders with this coupon; null when signed out. */
  customerUses: number | null;
};

/** Why this coupon cannot be used on this order, for the shopper; null when it can. */
export function couponRefusal(
  rules: CouponRules,
  order: { subtotal: Paise; now: Date },
  usage: CouponUsage,
): string | null {
  if (rules.validFrom && order.now < rules.validFrom) {
    return `This coupon can be used from ${formatIndianDate(rules.validFrom)}.`;
  }
  if (rules.validUntil && order.now > rules.validUntil) {
    return `This coupon expired on ${formatIndianDate(rules.validUntil)}.`;
  }
  if (order.subtotal < rules.minOrderPaise) {
    return `This coupon needs an order of at least ${formatRupees(rules.minOrderPaise)}.`;
  }
  if (rules.firstOrderOnly && usage.customerOrders !== null && usage.customerOrders > 0) {
    return 'This coupon is for your first order only.';
  }
  if (
    rules.maxUsesPerCustomer !== null &&
    usage.customerUses !== null &&
    usage.customerUses >= rules.maxUsesPerCustomer
  ) {
    return rules.maxUsesPerCustomer === 1
      ? 'You have already used this coupon.'
      : `You have already used this coupon ${rules.maxUsesPerCustomer} times, its limit per customer.`;
  }
  if (rules.maxUsesTotal !== null && usage.totalUses >= rules.maxUsesTotal) {
    return 'This coupon has been fully redeemed.';
  }
  return null;
}

/** A signed-out cart: only the coupon's own counts are known. */
export function anonymousUsage(totalUses: number): CouponUsage {
  return { totalUses, customerOrders: null, customerUses: null };
}
