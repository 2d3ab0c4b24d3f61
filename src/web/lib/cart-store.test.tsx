// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CartStore from './cart-store.ts';
import type { ServerLine } from './cart-store.ts';
import { isLineBlocked } from '../../shop/orders.ts';

let store: typeof CartStore;

const kurta = { _id: 'p1', name: 'Indigo Kurta', brand: 'Bindass', price: 1999, salePrice: 1499, slug: 'indigo-kurta' };
const line = (stock: number, size = 'M') => ({ ...kurta, image: '/k.webp', size, stock, maxQuantity: stock });
const server = (over: Partial<ServerLine> = {}): ServerLine => ({
  product: 'p1',
  size: 'M',
  quantity: 1,
  name: 'Indigo Kurta',
  brand: 'Bindass',
  slug: 'indigo-kurta',
  image: '/k.webp',
  price: 1999,
  salePrice: 1499,
  stock: 5,
  maxQuantity: 5,
  available: true,
  problem: null,
  ...over,
});

beforeEach(async () => {
  localStorage.clear();
  // A fresh module each test: the store caches the lines it read.
  vi.resetModules();
  store = await import('./cart-store.ts');
});

describe('adding to the cart', () => {
  it('adds a line, then merges the same product and size into it; another size is its own line', () => {
    expect(store.addToCart(line(5), 2).ok).toBe(true);
    expect(store.addToCart(line(5), 1).ok).toBe(true);
    expect(store.addToCart(line(3, 'L'), 1).ok).toBe(true);
    expect(store.getCart().map((l) => [l.size, l.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(2);
    expect(store.cartCount(store.getCart())).toBe(4);
  });

  it('counts what can be bought: a sold-out line is not counted, a line above its stock counts the stock', () => {
    store.addToCart(line(5), 2);
    store.addToCart(line(5, 'L'), 3);
    store.addToCart(line(5, 'S'), 1);
    // The server says L is sold out now and only 1 of S is left (the cart keeps a sold-out line's quantity).
    store.applyServerQuote([
      server({ size: 'L', quantity: 0, stock: 0, maxQuantity: 0, problem: 'out_of_stock' }),
      server({ size: 'S', quantity: 1, stock: 1, maxQuantity: 1 }),
    ]);
    expect(store.getCart().map((l) => [l.size, l.quantity])).toEqual([
      ['M', 2],
      ['L', 3],
      ['S', 1],
    ]);
    expect(store.cartCount(store.getCart())).toBe(3);
  });

  it('refuses to pass the line limit min(10, stock), leaving the cart as it was', () => {
    store.addToCart(line(3), 3);
    const refused = store.addToCart(line(3), 1);
    expect(refused).toEqual({ ok: false, message: store.MAX_QUANTITY_MESSAGE });
    expect(store.getCart()[0]!.quantity).toBe(3);
    expect(store.addToCart(line(50), 11)).toMatchObject({ ok: false });
    expect(store.lineFor(kurta, { size: 'S', stock: 40 }, '/k.webp').maxQuantity).toBe(10);
  });

  it('keeps a quantity between 1 and the line maximum; removes and clears', () => {
    store.addToCart(line(4), 1);
    store.setLineQuantity('p1', 'M', 9);
    expect(store.getCart()[0]!.quantity).toBe(4);
    store.setLineQuantity('p1', 'M', 0);
    expect(store.getCart()[0]!.quantity).toBe(1);
    store.removeFromCart('p1', 'M');
    expect(store.getCart()).toEqual([]);
    store.addToCart(line(4), 1);
    store.clearCart();
    expect(localStorage.getItem('cart')).toBe('[]');
  });

  it('ignores malformed stored lines', async () => {
    localStorage.setItem('cart', JSON.stringify([{ _id: 'x', size: 'M', quantity: 0 }, 'junk', line(2)]));
    vi.resetModules();
    store = await import('./cart-store.ts');
    expect(store.getCart()).toEqual([]);
    localStorage.setItem('cart', JSON.stringify([{ ...line(2), quantity: 1 }]));
    vi.resetModules();
    store = await import('./cart-store.ts');
    expect(store.getCart()).toHaveLength(1);
  });
});

describe("applying the server's quote", () => {
  it('lowers a quantity the shop can no longer fill and takes the new price and limit', () => {
    store.addToCart(line(8), 6);
    store.applyServerQuote([server({ quantity: 2, stock: 2, maxQuantity: 2, salePrice: 1299, problem: 'reduced' })]);
    expect(store.getCart()[0]).toMatchObject({ quantity: 2, stock: 2, maxQuantity: 2, salePrice: 1299 });
    expect(isLineBlocked(store.getCart()[0]!)).toBe(false);
  });

  it('marks a line no longer sold as having nothing left (kept until removed) and blocks checkout', () => {
    store.addToCart(line(5), 2);
    store.applyServerQuote([
      server({ quantity: 0, stock: 0, maxQuantity: 0, available: false, problem: 'unavailable' }),
    ]);
    const l = store.getCart()[0]!;
    expect(l).toMatchObject({ quantity: 2, stock: 0, maxQuantity: 0 });
    expect(isLineBlocked(l)).toBe(true);
  });

  it('leaves lines it has no answer for, and writes nothing when nothing changed', () => {
    store.addToCart(line(5), 1);
    const before = store.getCart();
    const listener = vi.fn();
    const stop = store.subscribeCart(listener);
    store.applyServerQuote([server({ product: 'other' })]);
    store.applyServerQuote([server()]);
    expect(store.getCart()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    stop();
  });
});

describe('the applied coupon and other tabs', () => {
  it('stores the trimmed coupon code and forgets it', () => {
    store.setCartCoupon('  BINDASS10 ');
    expect(store.getCartCoupon()).toBe('BINDASS10');
    expect(localStorage.getItem('cartCoupon')).toBe('BINDASS10');
    store.setCartCoupon(null);
    expect(store.getCartCoupon()).toBeNull();
    expect(localStorage.getItem('cartCoupon')).toBeNull();
  });

  it("follows another tab's change through the storage event", () => {
    const listener = vi.fn();
    const stop = store.subscribeCart(listener);
    localStorage.setItem('cart', JSON.stringify([{ ...line(3), quantity: 2 }]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getCart()[0]!.quantity).toBe(2);
    stop();
  });
});

describe('hydrating a page that shows the cart', () => {
  /** Renders a cart reader on the "server", hydrates it, and answers how often it rendered in the browser. */
  async function rendersWhileHydrating(): Promise<number> {
    let renders = 0;
    function Badge() {
      const lines = store.useCart();
      if (typeof window !== 'undefined') renders += 1;
      return <span>{store.cartCount(lines)}</span>;
    }
    const container = document.createElement('div');
    // The server's HTML: as on the server, the reader sees the server snapshot (an empty cart).
    container.innerHTML = renderToString(<Badge />);
    renders = 0;
    document.body.append(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Badge />, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    act(() => root.unmount());
    container.remove();
    expect(mismatches).toEqual([]);
    return renders;
  }

  it('renders an empty cart once: its snapshot is the server snapshot itself, so React has nothing to redo', async () => {
    expect(store.getCart()).toHaveLength(0);
    expect(await rendersWhileHydrating()).toBe(1);
  });

  it('renders a cart with lines again once hydrated (the control: the count differs from the server HTML)', async () => {
    localStorage.setItem('cart', JSON.stringify([{ ...line(3), quantity: 2 }]));
    expect(await rendersWhileHydrating()).toBe(2);
  });
});
