import { describe, expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money.ts';
import { discountPercent } from './pricing.ts';

describe('money', () => {
  it('formats rupees with lakh grouping', () => {
    expect(formatRupees(12345600)).toBe('₹1,23,456');
    expect(formatRupees(99900)).toBe('₹999');
    expect(formatRupees(149950)).toBe('₹1,499.50');
  });

  it('converts between rupees and integer paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(1999)).toBe(19.99);
  });
});

describe('discountPercent', () => {
  it('is round((price - sale) / price * 100)', () => {
    expect(discountPercent(199900, 99900)).toBe(50);
    expect(discountPercent(99900, 69900)).toBe(30);
    expect(discountPercent(300, 200)).toBe(33);
    expect(discountPercent(300, 100)).toBe(67);
  });

  it('is 0 without a discount or a price', () => {
    expect(discountPercent(99900, 99900)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
