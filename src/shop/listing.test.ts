import { describe, expect, it } from 'vitest';
import { listingFromSearchParams, listingQuerySchema } from './listing.ts';
import {
  CATEGORY_PRICE_RANGES,
  parsePriceValue,
  priceLabel,
  priceValue,
  SHOP_PRICE_RANGES,
} from './listing-options.ts';

const page = (search: string) => listingFromSearchParams(new URLSearchParams(search));

describe('the listing filters schema', () => {
  it('takes several values as repeated keys (a GET form) or comma lists (the API)', () => {
    const repeated = listingQuerySchema.parse({
      category: ['kurtas', 'Jeans'],
      size: ['m', 'S'],
      price: ['-999', '2000-'],
    });
    const commas = listingQuerySchema.parse({ category: 'kurtas, jeans', size: 'M,S', price: '-999,2000-' });
    for (const q of [repeated, commas]) {
      expect(q.category).toEqual(['kurtas', 'jeans']);
      expect(q.size).toEqual(['M', 'S']);
      expect(q.price).toEqual([{ max: 999 }, { min: 2000 }]);
    }
  });

  it.each([
    [{ size: 'XXXL' }, /size must be one of/],
    [{ category: 'kurtas;drop' }, /Unknown category/],
    [{ price: 'cheap' }, /price must be rupee ranges/],
    [{ price: '2000-1000' }, /price must be rupee ranges/],
    [{ price: '-' }, /price must be rupee ranges/],
    [{ size: Array.from({ length: 21 }, () => 'M') }, /At most 20 values/],
    [{ collection: 'abc' }, /collection must be a collection id/],
    [{ facets: 'maybe' }, /facets must be true or false/],
  ])('refuses %o with a message', (input, message) => {
    const result = listingQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join(' ')).toMatch(message);
  });
});

describe('a listing page URL', () => {
  it('keeps the good values of a filter and drops only the bad ones, naming them', () => {
    const { query, ignored } = page('size=M&size=XXXL&size=l&category=kurtas&price=abc&price=1000-1999&sort=cheapest');
    expect(query.size).toEqual(['M', 'L']);
    expect(query.category).toEqual(['kurtas']);
    expect(query.price).toEqual([{ min: 1000, max: 1999 }]);
    expect(query.sort).toBeUndefined();
    expect(ignored.sort()).toEqual(['price=abc', 'size=XXXL', 'sort=cheapest']);
  });

  it('drops a bad single value and keeps the rest (never throws)', () => {
    expect(page('page=0&minRating=9&minPrice=3000&maxPrice=10&q=kurta').query).toMatchObject({
      page: 1,
      q: 'kurta',
      maxPrice: 10,
    });
    expect(page('page=0&minRating=9').query.minRating).toBeUndefined();
    expect(page('size=%00&category=' + 'x'.repeat(500)).query).toMatchObject({ size: [], category: [] });
    expect(page('').query).toMatchObject({ page: 1, limit: 12 });
  });
});

describe('price ranges', () => {
  it('round-trip through their URL value and read as shoppers expect', () => {
    for (const r of [...SHOP_PRICE_RANGES, ...CATEGORY_PRICE_RANGES]) expect(parsePriceValue(priceValue(r))).toEqual(r);
    expect(CATEGORY_PRICE_RANGES.map(priceLabel)).toEqual(['Under ₹1,000', '₹1,000 – ₹1,999', '₹2,000 and above']);
    expect(SHOP_PRICE_RANGES.map(priceLabel)[0]).toBe('Under ₹500');
  });

  it('meet without gaps: each range starts one rupee after the one before it ends', () => {
    for (const list of [SHOP_PRICE_RANGES, CATEGORY_PRICE_RANGES]) {
      for (let i = 1; i < list.length; i++) expect(list[i]!.min).toBe(list[i - 1]!.max! + 1);
    }
  });
});
