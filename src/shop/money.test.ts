import { describe, expect, it } from 'vitest';
import { formatRupees, paise, paiseToRupees, rupeesToPaise } from './money.ts';
import { discountPercent } from './pricing.ts';

describe('money', () => {
  it('formats rupees with lakh grouping', () => {
    expect(formatRupees(paise(12345600))).toBe('₹1,23,456');
    expect(formatRupees(paise(99900))).toBe('₹999');
    expect(formatRupees(paise(149950))).toBe('₹1,499.50');
  });

  it('converts between rupees and integer paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(paise(1999))).toBe(19.99);
  });
});

describe('discountPercent', () => {
  it('is round((price - sale) / price * 100)', () => {
    expect(discountPercent(paise(199900), paise(99900))).toBe(50);
    expect(discountPercent(paise(99900), paise(69900))).toBe(30);
    expect(discountPercent(paise(300), paise(200))).toBe(33);
    expect(discountPercent(paise(300), paise(100))).toBe(67);
  });

  it('is 0 without a discount or a price', () => {
    expect(discountPercent(paise(99900), paise(99900))).toBe(0);
    expect(discountPercent(paise(0), paise(0))).toBe(0);
  });
});
