/**
 * Pricing rules shared by browser and server: discount percentage, coupon arithmetic, order totals, checkout limits
 * and the spec's messages. Pure and zod-free. Amounts are integer paise.
 */
import { addPaise, maxPaise, paise, subtractPaise, timesQuantity, ZERO_PAISE, type Paise } from './money.ts';

/** Discount percentage = round((price - salePrice) / price * 100); 0 when there is no price. */
export function discountPercent(mrp: Paise, sale: Paise): number {
  if (mrp <= 0 || sale >= mrp) return 0;
  return Math.round(((mrp - sale) / mrp) * 100);
}

export const MESSAGES = {
  outOfStock: 'Some items are out of stock. Please update your cart.',
  invalidCoupon: 'Invalid or inactive coupon code',
  orderFailed: 'Order Failed',
  orderPlaced: 'Order Placed Successfully',
  paymentFailed: 'Payment Failed',
  paymentSuccessful: 'Payment Successful!',
  selectAddress: 'Please select a delivery address',
  cancelled: 'Order cancelled successfully!',
  trackingUnavailable: 'Tracking information not available.',
  holdExpired:
    'The time to pay for this order ran out, so its items were released. Add them to your bag to order them again.',
  notAwaitingPayment: 'This order is not waiting for a payment.',
  refundedCancelled:
    'This order was cancelled before your payment arrived, so your payment has been refunded. Refunds reach your account in 5-7 working days.',
  refundedExpired:
    'The time to pay for this order ran out before your payment arrived, so your payment has been refunded. Refunds reach your account in 5-7 working days.',
} as const;

/** Coupon codes match after trimming, case-insensitively. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toLowerCase();
}

/**
 * Coupon amount = round(percentage of the subtotal), rounded to whole rupees as the spec's client computed it
 * (10% of ₹1,998 is ₹200), and kept in paise.
 */
export function couponAmount(subtotal: Paise, percentage: number): Paise {
  if (percentage <= 0) return ZERO_PAISE;
  return paise(Math.round((subtotal * Math.min(percentage, 100)) / 100 / 100) * 100);
}

export type PricedLine = { mrp: Paise; unitPrice: Paise; quantity: number };
export type Totals = {
  mrpTotal: Paise;
  subtotal: Paise;
  discountOnMrp: Paise;
  couponDiscount: Paise;
  /** The delivery charge (0: free; the delivery zone decides it, src/shop/delivery.ts). */
  shipping: Paise;
  /** The cash-on-delivery fee (0 for an online order; the owner's COD settings, src/shop/cod.ts). */
  codFee: Paise;
  /** subtotal - coupon (never below 0) + shipping + COD fee; the platform fee is free. */
  total: Paise;
};

export function orderTotals(
  lines: PricedLine[],
  couponPercentage = 0,
  shipping: Paise = ZERO_PAISE,
  codFee: Paise = ZERO_PAISE,
): Totals {
  const mrpTotal = addPaise(...lines.map((l) => timesQuantity(l.mrp, l.quantity)));
  const subtotal = addPaise(...lines.map((l) => timesQuantity(l.unitPrice, l.quantity)));
  const couponDiscount = couponAmount(subtotal, couponPercentage);
  return {
    mrpTotal,
    subtotal,
    discountOnMrp: subtractPaise(mrpTotal, subtotal),
    couponDiscount,
    shipping,
    codFee,
    total: addPaise(maxPaise(ZERO_PAISE, subtractPaise(subtotal, couponDiscount)), shipping, codFee),
  };
}
