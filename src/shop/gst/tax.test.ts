import { describe, expect, it } from 'vitest';
import { couponAmount } from '../pricing.ts';
import { paise, type Paise } from '../money.ts';
import { DEFAULT_GST_RULES, NoGstRuleError, shareDiscount, taxOrder, type GstRule, type TaxLineInput } from './tax.ts';

const MAHARASHTRA = '27';
const KARNATAKA = '29';
const DATE = '2026-11-24';

const line = (value: number, quantity = 1, hsn = '6109'): TaxLineInput => ({
  description: 'Cotton T-shirt',
  hsn,
  quantity,
  value: paise(value),
});
const tax = (lines: TaxLineInput[], to = MAHARASHTRA, rules: readonly GstRule[] = DEFAULT_GST_RULES, date = DATE) =>
  taxOrder({ lines, rules, date, storeStateCode: MAHARASHTRA, placeOfSupplyStateCode: to });

describe('GST on apparel, prices inclusive of tax', () => {
  it('a piece whose taxable value is ₹2,499 is taxed at 5%: CGST + SGST within the state, with a rounding line', () => {
    const t = tax([line(2_623_95)]); // ₹2,623.95 = ₹2,499 + 5%
    expect(t.intraState).toBe(true);
    expect(t.lines[0]).toMatchObject({ rateBps: 500, taxable: 2_499_00, cgst: 62_48, sgst: 62_48, igst: 0 });
    // 2,499.00 + 62.48 + 62.48 = 2,623.96: one paisa more than paid, so the invoice rounds off -0.01.
    expect(t).toMatchObject({ taxable: 2_499_00, cgst: 62_48, sgst: 62_48, igst: 0, roundOff: -1, total: 2_623_95 });
  });

  it('a piece whose taxable value would be ₹2,501 is taxed at 18%: IGST to another state', () => {
    const t = tax([line(2_626_05)], KARNATAKA); // ₹2,501 + 5% = ₹2,626.05: above ₹2,500 before tax
    expect(t.intraState).toBe(false);
    expect(t.lines[0]).toMatchObject({ rateBps: 1800, taxable: 2_225_47, cgst: 0, sgst: 0, igst: 400_58 });
    expect(t.roundOff).toBe(0);
    expect(t.total).toBe(2_626_05);
  });

  it('exactly ₹2,500 before tax is still 5%', () => {
    expect(tax([line(2_625_00)]).lines[0]!.rateBps).toBe(500);
    expect(tax([line(2_625_01)]).lines[0]!.rateBps).toBe(1800);
  });

  it('a coupon pulls a ₹2,600 piece under the threshold: the rate follows what the customer pays', () => {
    const price = paise(2_730_00); // ₹2,600 before tax at 5%
    expect(tax([line(price)]).lines[0]!.rateBps).toBe(1800);
    const coupon = couponAmount(price, 10); // ₹273
    const [share] = shareDiscount([price], coupon);
    const t = tax([line(price - share!)]);
    expect(t.lines[0]).toMatchObject({ value: 2_457_00, rateBps: 500, taxable: 2_340_00, cgst: 58_50, sgst: 58_50 });
    expect(t.roundOff).toBe(0);
  });

  it('decides the slab by the value per piece, not per line', () => {
    // Three ₹999 T-shirts: ₹2,997 for the line, ₹951.43 a piece before tax.
    const three = tax([line(2_997_00, 3)], KARNATAKA);
    expect(three.lines[0]).toMatchObject({ rateBps: 500, taxable: 2_854_29, igst: 142_71 });
    expect(three.roundOff).toBe(0);
    // Two ₹2,700 jackets: ₹2,571 a piece before tax at 5%, so 18%.
    expect(tax([line(5_400_00, 2, '6201')]).lines[0]).toMatchObject({ rateBps: 1800, taxable: 4_576_27 });
  });

  it('adds lines up and rounds per line', () => {
    const t = tax([line(999_00), line(2_626_05, 1, '6204'), line(2_998_00, 2, '6211')]);
    expect(t.lines.map((l) => l.rateBps)).toEqual([500, 1800, 500]);
    expect(t.taxable).toBe(t.lines.reduce((s, l) => s + l.taxable, 0));
    expect(t.cgst).toBe(t.sgst);
    expect(t.total).toBe(999_00 + 2_626_05 + 2_998_00);
    expect(t.taxable + t.cgst + t.sgst + t.igst + t.roundOff).toBe(t.total);
    expect(Math.abs(t.roundOff)).toBeLessThanOrEqual(3);
  });

  it('applies a rule change only to orders on or after its valid_from date', () => {
    const rules: GstRule[] = [
      ...DEFAULT_GST_RULES,
      { validFrom: '2027-04-01', hsnPrefix: '61', thresholdPaise: null, rateBps: 1200, rateAboveBps: null },
    ];
    expect(tax([line(999_00)], MAHARASHTRA, rules, '2027-03-31').lines[0]!.rateBps).toBe(500);
    expect(tax([line(999_00)], MAHARASHTRA, rules, '2027-04-01').lines[0]!.rateBps).toBe(1200);
    // Woven garments (62) keep the old rule.
    expect(tax([line(999_00, 1, '6205')], MAHARASHTRA, rules, '2027-04-01').lines[0]!.rateBps).toBe(500);
    // Before any rule was in force there is nothing to apply.
    expect(() => tax([line(999_00)], MAHARASHTRA, rules, '2025-09-21')).toThrow(NoGstRuleError);
  });

  it('refuses a product whose HSN code no rule covers', () => {
    expect(() => tax([line(999_00, 1, '4202')])).toThrow('No GST rule covers HSN 4202');
  });
});

describe('a coupon shared across lines', () => {
  it('is shared in proportion, to the paisa, adding up to the coupon', () => {
    expect(shareDiscount([100, 200, 300].map(paise), paise(100))).toEqual([17, 33, 50]);
    const values = [999_00, 2_499_00, 1_499_00].map(paise);
    const shares = shareDiscount(values, paise(749_00));
    expect(shares.reduce((s, v) => s + v, 0)).toBe(749_00);
    expect(shareDiscount(values, paise(0))).toEqual([0, 0, 0]);
    // Never more than the lines are worth.
    expect(shareDiscount([paise(500)] as Paise[], paise(900))).toEqual([500]);
  });
});
