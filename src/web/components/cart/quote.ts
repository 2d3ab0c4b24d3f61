/**
 * The cart checked against the server (`POST /api/cart/quote`): current prices, stock per size, whether each product
 * is still sold, the coupon and every amount. Shared by the cart and checkout pages; browser only, no heavy imports.
 */
import type { QuoteLineResponse, QuoteResponse } from '../../../shop/cart-shapes.ts';
import { rupeesToPaise, type Paise } from '../../../shop/money.ts';
import type { LineProblem } from '../../../shop/orders.ts';
import { MESSAGES, orderTotals } from '../../../shop/pricing.ts';
import { isCouponRefusal } from '../../../shop/reasons.ts';
import { callApi } from '../../lib/api-client.ts';
import { buyable, type CartLine } from '../../lib/cart-store.ts';

export type QuoteProblem = LineProblem | null;
export type QuoteLine = QuoteLineResponse;
export type Quote = QuoteResponse;

export const INVALID_COUPON = MESSAGES.invalidCoupon;

export type QuoteResult =
  | { ok: true; quote: Quote }
  /** `coupon`: the server refused the coupon code (everything else was fine). */
  | { ok: false; message: string; coupon: boolean };

export function quoteItems(lines: readonly CartLine[]) {
  return lines.map((l) => ({ product: l._id, size: l.size, quantity: l.quantity }));
}

export async function fetchQuote(
  lines: readonly CartLine[],
  couponCode: string | null,
  signal?: AbortSignal,
  pincode?: string | null,
): Promise<QuoteResult> {
  const r = await callApi<{ data?: Quote }>('/api/cart/quote', {
    method: 'POST',
    body: {
      items: quoteItems(lines),
      ...(couponCode ? { couponCode } : {}),
      // Checkout knows where it goes: the quote then adds the shipping charge and the delivery date.
      ...(pincode ? { pincode } : {}),
      // The prices the shopper last saw, so the server can say which ones changed.
      knownPrices: Object.fromEntries(lines.map((l) => [`${l._id}:${l.size}`, l.salePrice])),
    },
    ...(signal ? { signal } : {}),
  });
  if (r.ok && r.body.data) return { ok: true, quote: r.body.data };
  if (!r.ok && r.status === 0) {
    return { ok: false, message: 'Could not check your cart just now. Please check your connection.', coupon: false };
  }
  const message = (!r.ok && r.message) || 'Could not check your cart just now.';
  const coupon = Boolean(couponCode) && !r.ok && isCouponRefusal(r.reason);
  return { ok: false, message: coupon ? message || INVALID_COUPON : message, coupon };
}

/** Paise amounts of an order summary. */
export type Totals = {
  mrpTotal: Paise;
  discountOnMrp: Paise;
  subtotal: Paise;
  couponPercentage: number;
  couponAmount: Paise;
  shipping: Paise;
  /** The cash-on-delivery fee (0 unless paying on delivery). */
  codFee: Paise;
  total: Paise;
};

/**
 * The summary of the cart as it stands in the browser: the server's quote when it was made for exactly these lines,
 * else the same arithmetic on the lines (so a quantity change shows at once; the next quote confirms it).
 */
export function totalsOf(lines: readonly CartLine[], quote: Quote | null, paidOnDelivery = false): Totals {
  // The server's COD fee, and its total with the fee, when paying on delivery (never added here).
  const codFee = paidOnDelivery ? rupeesToPaise(quote?.cod.fee ?? 0) : rupeesToPaise(0);
  if (quote && sameLines(lines, quote)) {
    return {
      mrpTotal: rupeesToPaise(quote.mrpTotal),
      discountOnMrp: rupeesToPaise(quote.discountOnMrp),
      subtotal: rupeesToPaise(quote.subtotal),
      couponPercentage: quote.coupon?.discountPercentage ?? 0,
      couponAmount: rupeesToPaise(quote.coupon?.amount ?? 0),
      shipping: rupeesToPaise(quote.shipping),
      codFee,
      total: rupeesToPaise(paidOnDelivery ? quote.cod.total : quote.total),
    };
  }
  const couponPercentage = quote?.coupon?.discountPercentage ?? 0;
  // The last quote's shipping charge holds until the next quote says otherwise (it depends on the address).
  const shipping = rupeesToPaise(quote?.shipping ?? 0);
  // The same arithmetic as the server (src/shop/pricing.ts).
  const t = orderTotals(
    lines.map((l) => ({
      mrp: rupeesToPaise(Math.max(l.price, l.salePrice)),
      unitPrice: rupeesToPaise(l.salePrice),
      quantity: buyable(l),
    })),
    couponPercentage,
    shipping,
    codFee,
  );
  return {
    mrpTotal: t.mrpTotal,
    discountOnMrp: t.discountOnMrp,
    subtotal: t.subtotal,
    couponPercentage,
    couponAmount: t.couponDiscount,
    shipping: t.shipping,
    codFee: t.codFee,
    total: t.total,
  };
}

/** Whether a quote was made for these lines (same products, sizes and quantities). */
export function sameLines(lines: readonly CartLine[], quote: Quote): boolean {
  if (lines.length !== quote.lines.length) return false;
  return lines.every((l) =>
    quote.lines.some((q) => q.product === l._id && q.size === l.size && q.requestedQuantity === l.quantity),
  );
}
