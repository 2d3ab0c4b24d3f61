/**
 * Keeps the browser cart checked against the server while a page shows it: on open and after every change (debounced),
 * the lines get the server's prices, stock and limits (cart-store's applyServerQuote), and what changed is collected for
 * a notice. A refused coupon is reported once ('Invalid or inactive coupon code') and dropped, so the discount resets.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatRupeeAmount } from '../../../shop/money.ts';
import { applyServerQuote, getCart, setCartCoupon, type CartLine } from '../../lib/cart-store.ts';
import { notify } from '../../lib/toast.tsx';
import { fetchQuote, INVALID_COUPON, quoteItems, type Quote } from './quote.ts';

export type QuoteState = {
  quote: Quote | null;
  /** True while a quote is on its way. */
  checking: boolean;
  /** Why the cart could not be checked (network or server trouble), or null. */
  error: string | null;
  /** What changed since the shopper last looked (prices, stock, products no longer sold). */
  changes: string[];
  dismissChanges: () => void;
  /** Checks a coupon code with the server; keeps it when valid. Resolves to whether it applied. */
  applyCoupon: (code: string) => Promise<boolean>;
  removeCoupon: () => void;
  /** Checks the cart again now (e.g. after the server refused an order for stock). */
  refresh: () => void;
};

const keyOf = (lines: readonly CartLine[], coupon: string | null, pincode: string | null = null) =>
  JSON.stringify([quoteItems(lines), coupon?.toUpperCase() ?? null, pincode]);

/** Sentences the server may not have written: prices that differ from what the cart showed. */
function priceChanges(before: readonly CartLine[], quote: Quote): string[] {
  const out: string[] = [];
  for (const q of quote.lines) {
    const l = before.find((x) => x._id === q.product && x.size === q.size);
    if (l && q.available && l.salePrice !== q.salePrice) {
      out.push(`The price of ${q.name} changed to ${formatRupeeAmount(q.salePrice)}.`);
    }
  }
  return out;
}

/** `pincode`: where the order goes (checkout), so the quote adds its shipping charge; null on the cart page. */
export function useCartQuote(
  lines: readonly CartLine[],
  coupon: string | null,
  enabled = true,
  pincode: string | null = null,
): QuoteState {
  const [quote, setQuote] = useState<Quote | null>(null);
  /** The request (lines and coupon) the last answer was for; a differing key means a check is due. */
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changes, setChanges] = useState<string[]>([]);
  const seq = useRef(0);
  const first = useRef(true);

  /** Takes a quote in: updates the cart's lines and collects what changed. */
  const accept = useCallback((q: Quote, key: string) => {
    const before = getCart();
    const extra = priceChanges(before, q);
    applyServerQuote(q.lines);
    setSettledKey(key);
    setQuote(q);
    setError(null);
    const found = [...q.changes];
    // The server's own sentence about a price wins; add ours for products it did not mention.
    for (const s of extra) {
      const name = s.slice('The price of '.length, s.lastIndexOf(' changed to'));
      if (!found.some((c) => c.includes(name))) found.push(s);
    }
    if (found.length > 0) setChanges((prev) => [...prev, ...found.filter((c) => !prev.includes(c))]);
  }, []);

  const key = keyOf(lines, coupon, pincode);
  const empty = lines.length === 0;
  const due = enabled && !empty && key !== settledKey;

  useEffect(() => {
    if (!due) return;
    const ctrl = new AbortController();
    const id = ++seq.current;
    const delay = first.current ? 0 : 300;
    first.current = false;
    const timer = setTimeout(() => {
      fetchQuote(getCart(), coupon, ctrl.signal, pincode)
        .then((r) => {
          if (id !== seq.current) return;
          if (r.ok) return accept(r.quote, key);
          if (r.coupon) {
            notify.error(r.message || INVALID_COUPON);
            setCartCoupon(null);
            return;
          }
          setSettledKey(key);
          setError(r.message);
        })
        .catch(() => {
          // Aborted: a newer request replaces this one.
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [due, key, coupon, pincode, accept]);

  const applyCoupon = useCallback(
    async (code: string) => {
      const trimmed = code.trim();
      if (!trimmed) {
        notify.error(INVALID_COUPON);
        return false;
      }
      const id = ++seq.current;
      setApplying(true);
      const current = getCart();
      const r = await fetchQuote(current, trimmed, undefined, pincode);
      setApplying(false);
      const latest = id === seq.current;
      if (r.ok && r.quote.coupon) {
        if (latest) accept(r.quote, keyOf(current, trimmed, pincode));
        setCartCoupon(trimmed);
        notify.success(`Coupon ${r.quote.coupon.code} applied`);
        return true;
      }
      if (r.ok || r.coupon) {
        // The discount resets: no coupon is kept. A coupon's own rule (first order, minimum value ...) says why.
        notify.error(r.ok ? INVALID_COUPON : r.message);
        setCartCoupon(null);
        if (r.ok && latest) accept(r.quote, keyOf(current, null, pincode));
        return false;
      }
      notify.error(r.message);
      return false;
    },
    [accept, pincode],
  );

  const removeCoupon = useCallback(() => setCartCoupon(null), []);
  const dismissChanges = useCallback(() => setChanges([]), []);
  const refresh = useCallback(() => setSettledKey(null), []);

  return {
    quote,
    checking: due || applying,
    error,
    changes,
    dismissChanges,
    applyCoupon,
    removeCoupon,
    refresh,
  };
}
