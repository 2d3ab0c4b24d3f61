/**
 * The browser cart (the spec's "cart line (local)"): kept in localStorage under `cart`, one line per product and size,
 * saved after every change. Components read it with `useCart()` (empty while rendering on the server and during
 * hydration, then the stored lines); other tabs' changes arrive through the `storage` event.
 * The checkout issue extends this module (totals, coupon); keep it free of React components and heavy imports.
 */
import { useSyncExternalStore } from 'react';
import type { QuoteLineResponse } from '../../shop/cart-shapes.ts';
import { buyableQuantity, lineLimit } from '../../shop/orders.ts';
import { MESSAGES } from '../../shop/pricing.ts';

export type CartLine = {
  /** The product id. */
  _id: string;
  name: string;
  brand: string;
  /** Image URL (or key) shown in the cart. */
  image: string;
  /** MRP in rupees. */
  price: number;
  salePrice: number;
  quantity: number;
  size: string;
  /** The most of this line the cart accepts: min(10, stock of the size). */
  maxQuantity: number;
  /** Stock of the size when the line was last added. */
  stock: number;
  slug: string;
};

export const MAX_QUANTITY_MESSAGE = 'Maximum quantity limit reached for this item';

const KEY = 'cart';
/** Every empty cart's snapshot, the server's included (see `read`): frozen, as every reader shares it. */
const EMPTY = Object.freeze([]) as unknown as CartLine[];
let lines: CartLine[] | null = null;
const listeners = new Set<() => void>();

function isLine(v: unknown): v is CartLine {
  const l = v as CartLine;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l._id === 'string' &&
    typeof l.size === 'string' &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0
  );
}

/**
 * The stored lines; an empty cart is `EMPTY` itself, the server's snapshot: after hydration React compares the two
 * and, when they differ, renders every cart reader again at once, inside the task that ends hydration.
 */
function read(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    const found = Array.isArray(parsed) ? parsed.filter(isLine) : [];
    return found.length > 0 ? found : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The current lines (the same array until the cart changes). */
export function getCart(): CartLine[] {
  if (typeof window === 'undefined') return EMPTY;
  lines ??= read();
  return lines;
}

function write(next: CartLine[]): void {
  lines = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
  for (const l of listeners) l();
}

function onStorage(event: StorageEvent) {
  if (event.key !== KEY && event.key !== null) return;
  lines = read();
  for (const l of listeners) l();
}

export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribeCart, getCart, () => EMPTY);
}

/**
 * How much of a line the cart can sell now (what its totals price): nothing of a sold-out size, at most the stock.
 * The one rule for counting and totalling the browser cart (the server's quote prices the same).
 */
export function buyable(line: Pick<CartLine, 'quantity' | 'stock'>): number {
  return buyableQuantity(line.quantity, line.stock);
}

/**
 * The cart's item count, as the header badge, the cart heading and the order summary show it: the units its totals
 * include (a sold-out line is listed, so the shopper can remove it, but not counted).
 */
export function cartCount(list: readonly CartLine[]): number {
  return list.reduce((n, l) => n + buyable(l), 0);
}

const same = (l: CartLine, id: string, size: string) => l._id === id && l.size === size;

/** A cart line for a product in one size (its limit: lineLimit of the size's stock). */
export function lineFor(
  product: Pick<CartLine, '_id' | 'name' | 'brand' | 'price' | 'salePrice' | 'slug'>,
  variant: { size: string; stock: number },
  image: string,
): Omit<CartLine, 'quantity'> {
  return {
    _id: product._id,
    name: product.name,
    brand: product.brand,
    image,
    price: product.price,
    salePrice: product.salePrice,
    size: variant.size,
    maxQuantity: lineLimit(variant.stock),
    stock: variant.stock,
    slug: product.slug,
  };
}

export type AddResult = { ok: true; line: CartLine } | { ok: false; message: string };

/**
 * Adds `quantity` of a product in a size (merging with its line). Refuses, leaving the cart as it was, when the
 * line would pass its maximum (min(10, stock)).
 */
export function addToCart(item: Omit<CartLine, 'quantity'>, quantity = 1): AddResult {
  const current = getCart();
  const existing = current.find((l) => same(l, item._id, item.size));
  const max = lineLimit(item.maxQuantity);
  const total = (existing?.quantity ?? 0) + quantity;
  if (quantity < 1 || total > max) return { ok: false, message: MAX_QUANTITY_MESSAGE };
  const line: CartLine = { ...item, maxQuantity: max, quantity: total };
  write(existing ? current.map((l) => (l === existing ? line : l)) : [...current, line]);
  return { ok: true, line };
}

/** Sets a line's quantity, kept between 1 and its maxQuantity. */
export function setLineQuantity(id: string, size: string, quantity: number): void {
  write(
    getCart().map((l) =>
      same(l, id, size) ? { ...l, quantity: Math.max(1, Math.min(l.maxQuantity, Math.floor(quantity))) } : l,
    ),
  );
}

export function removeFromCart(id: string, size: string): void {
  write(getCart().filter((l) => !same(l, id, size)));
}

export function clearCart(): void {
  write([]);
}

/** What the server knows about one cart line (`POST /api/cart/quote`), as far as the cart keeps it. */
export type ServerLine = Omit<QuoteLineResponse, 'requestedQuantity'>;

/**
 * Brings the lines up to date with the server's answer: name, image, prices, stock and maxQuantity; a quantity the
 * shop can no longer fill is lowered to what is left (a line with nothing left keeps its quantity, so the cart shows
 * it as out of stock until the shopper removes it). Lines the server did not answer for are left as they are.
 */
export function applyServerQuote(server: readonly ServerLine[]): void {
  const current = getCart();
  let changed = false;
  const next = current.map((l) => {
    const s = server.find((x) => x.product === l._id && x.size === l.size);
    if (!s) return l;
    if (s.problem === 'unavailable') {
      // No longer sold: what the cart showed stays, with nothing left to buy.
      if (l.stock === 0 && l.maxQuantity === 0) return l;
      changed = true;
      return { ...l, stock: 0, maxQuantity: 0 };
    }
    const stock = s.available ? Math.max(0, s.stock) : 0;
    const maxQuantity = Math.min(lineLimit(s.maxQuantity), stock);
    const quantity = s.quantity > 0 && s.quantity < l.quantity ? s.quantity : l.quantity;
    const line: CartLine = {
      ...l,
      name: s.name || l.name,
      brand: s.brand || l.brand,
      slug: s.slug || l.slug,
      image: s.image || l.image,
      price: s.price,
      salePrice: s.salePrice,
      stock,
      maxQuantity,
      quantity,
    };
    const keys = Object.keys(line) as Array<keyof CartLine>;
    if (keys.some((k) => line[k] !== l[k])) {
      changed = true;
      return line;
    }
    return l;
  });
  if (changed) write(next);
}

export const OUT_OF_STOCK_MESSAGE = MESSAGES.outOfStock;

// ---------------------------------------------------------------- the applied coupon

/** The coupon code the shopper applied in the cart (localStorage `cartCoupon`), so checkout uses it too. */
const COUPON_KEY = 'cartCoupon';
let coupon: string | null | undefined;
const couponListeners = new Set<() => void>();

function readCoupon(): string | null {
  try {
    const v = localStorage.getItem(COUPON_KEY);
    return v && v.trim() ? v.trim() : null;
  } catch {
    return null;
  }
}

export function getCartCoupon(): string | null {
  if (typeof window === 'undefined') return null;
  if (coupon === undefined) coupon = readCoupon();
  return coupon;
}

/** Stores (or, with null, forgets) the applied coupon code. */
export function setCartCoupon(code: string | null): void {
  const next = code?.trim() ? code.trim() : null;
  if (next === getCartCoupon()) return;
  coupon = next;
  try {
    if (next) localStorage.setItem(COUPON_KEY, next);
    else localStorage.removeItem(COUPON_KEY);
  } catch {
    // Storage blocked: the coupon still applies for this page view.
  }
  for (const l of couponListeners) l();
}

function onCouponStorage(event: StorageEvent) {
  if (event.key !== COUPON_KEY && event.key !== null) return;
  coupon = readCoupon();
  for (const l of couponListeners) l();
}

function subscribeCoupon(listener: () => void): () => void {
  if (couponListeners.size === 0) window.addEventListener('storage', onCouponStorage);
  couponListeners.add(listener);
  return () => {
    couponListeners.delete(listener);
    if (couponListeners.size === 0) window.removeEventListener('storage', onCouponStorage);
  };
}

export function useCartCoupon(): string | null {
  return useSyncExternalStore(subscribeCoupon, getCartCoupon, () => null);
}
