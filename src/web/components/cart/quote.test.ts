// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartCount, type CartLine } from '../../lib/cart-store.ts';
import { fetchQuote, sameLines, totalsOf, type Quote } from './quote.ts';

const cartLine = (over: Partial<CartLine> = {}): CartLine => ({
  _id: 'p1',
  name: 'Indigo Kurta',
  brand: 'Bindass',
  image: '',
  price: 1999,
  salePrice: 999,
  quantity: 2,
  size: 'M',
  maxQuantity: 5,
  stock: 5,
  slug: 'indigo-kurta',
  ...over,
});

const quote = (over: Partial<Quote> = {}): Quote => ({
  lines: [
    {
      product: 'p1',
      size: 'M',
      quantity: 2,
      requestedQuantity: 2,
      name: 'Indigo Kurta',
      brand: 'Bindass',
      slug: 'indigo-kurta',
      image: null,
      price: 1999,
      salePrice: 899,
      stock: 5,
      maxQuantity: 5,
      available: true,
      problem: 'price_changed',
    },
  ],
  changes: ['The price of Indigo Kurta changed to ₹899.'],
  mrpTotal: 3998,
  subtotal: 1798,
  discountOnMrp: 2200,
  coupon: { code: 'BINDASS10', title: '10% off', discountPercentage: 10, amount: 180 },
  total: 1618,
  shipping: 0,
  platformFee: 0,
  delivery: null,
  cod: { available: true, reason: null, message: null, fee: 0, total: 1618 },
  ...over,
});

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('totalsOf', () => {
  it("uses the server's amounts (in paise) when the quote is for exactly these lines", () => {
    expect(totalsOf([cartLine()], quote())).toEqual({
      mrpTotal: 399800,
      discountOnMrp: 220000,
      subtotal: 179800,
      couponPercentage: 10,
      couponAmount: 18000,
      shipping: 0,
      codFee: 0,
      total: 161800,
    });
  });

  it("paying on delivery: the server's COD fee and its total with the fee; the same fee on lines not quoted yet", () => {
    const cod = { available: true, reason: null, message: null, fee: 49, total: 1667 };
    expect(totalsOf([cartLine()], quote({ cod }), true)).toMatchObject({ codFee: 4900, total: 166700 });
    expect(totalsOf([cartLine()], quote({ cod }), false)).toMatchObject({ codFee: 0, total: 161800 });
    expect(totalsOf([cartLine({ quantity: 3 })], quote({ cod }), true)).toMatchObject({ codFee: 4900, total: 274600 });
  });

  it('otherwise prices the lines as they stand with the same arithmetic, keeping the coupon percentage', () => {
    const t = totalsOf([cartLine({ quantity: 3 })], quote());
    expect(t).toEqual({
      mrpTotal: 599700,
      discountOnMrp: 300000,
      subtotal: 299700,
      couponPercentage: 10,
      couponAmount: 30000, // 10% of ₹2,997 = ₹299.70 -> ₹300
      shipping: 0,
      codFee: 0,
      total: 269700,
    });
    expect(totalsOf([cartLine()], null).couponAmount).toBe(0);
  });

  it('a sold-out line is listed but neither priced nor counted; a line above its stock counts what is left', () => {
    const lines = [
      cartLine({ quantity: 2 }),
      cartLine({ _id: 'p2', quantity: 1, stock: 0, maxQuantity: 0 }),
      cartLine({ _id: 'p3', quantity: 4, stock: 3, maxQuantity: 3, salePrice: 500, price: 500 }),
    ];
    const t = totalsOf(lines, null);
    expect(t.subtotal).toBe(2 * 99900 + 3 * 50000);
    // The count is of the same units the total prices: 2 + 0 + 3.
    expect(cartCount(lines)).toBe(5);
  });

  it('sameLines compares products, sizes and quantities', () => {
    expect(sameLines([cartLine()], quote())).toBe(true);
    expect(sameLines([cartLine({ size: 'L' })], quote())).toBe(false);
    expect(sameLines([cartLine(), cartLine({ size: 'L' })], quote())).toBe(false);
  });
});

describe('fetchQuote', () => {
  it('posts the lines, the coupon and the prices the shopper saw; answers the quote', async () => {
    const fetch = answer(200, { success: true, data: quote() });
    vi.stubGlobal('fetch', fetch);
    const r = await fetchQuote([cartLine()], 'BINDASS10');
    expect(r).toEqual({ ok: true, quote: quote() });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cart/quote');
    expect(JSON.parse(init.body as string)).toEqual({
      items: [{ product: 'p1', size: 'M', quantity: 2 }],
      couponCode: 'BINDASS10',
      knownPrices: { 'p1:M': 999 },
    });
  });

  it('a coupon refusal is recognised by its reason code, whatever the message says', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { success: false, error: 'invalid', reason: 'coupon_invalid', message: 'Nope, reworded' }),
    );
    expect(await fetchQuote([cartLine()], 'NOPE')).toEqual({ ok: false, message: 'Nope, reworded', coupon: true });
    vi.stubGlobal(
      'fetch',
      answer(400, { success: false, error: 'invalid', reason: 'invalid_input', message: 'Invalid coupon text' }),
    );
    expect(await fetchQuote([cartLine()], 'NOPE')).toMatchObject({ ok: false, coupon: false });
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await fetchQuote([cartLine()], null)).toEqual({
      ok: false,
      message: 'Could not check your cart just now. Please check your connection.',
      coupon: false,
    });
  });
});
