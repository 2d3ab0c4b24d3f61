import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, paise, paiseToRupees, rupeesToPaise } from './money.ts';
import { discountPercent } from './pricing.ts';

describe('money', () => {
  it('formats rupees with lakh grouping', () => {
    expect(formatRupees(paise(12345600))).toBe('₹1,23,456');
    expect(formatRupees(paise(99900))).toBe('₹999');
    expect(formatRupees(paise(149950))).toBe('₹1,499.50');
    expect(formatRupees(paise(5))).toBe('₹0.05');
    expect(formatRupees(paise(-149950))).toBe('-₹1,499.50');
    expect(formatRupees(paise(12_34_56_789_00))).toBe('₹12,34,56,789');
  });

  // Up to ₹1 lakh crore: beyond it Intl itself rounds (it formats paise / 100, a float).
  it("writes exactly what Intl's en-IN rupee format writes, for any amount", () => {
    const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const fraction = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    const intl = (p: number) => (p % 100 === 0 ? whole.format(p / 100) : fraction.format(p / 100));
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1e13, max: 1e13 })),
        (p) => {
          if (Object.is(p, -0)) return;
          expect(formatRupees(paise(p))).toBe(intl(p));
        },
      ),
      { numRuns: 2000 },
    );
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
