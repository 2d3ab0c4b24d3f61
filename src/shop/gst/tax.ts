/**
 * GST on an order, from prices that include it (the store shows MRP inclusive of all taxes).
 *
 * - Each line's value is what the customer pays for it: the sale price times the quantity, less the line's share of
 *   the coupon (shared in proportion to the lines' values, to the paisa, so the shares add up to the coupon).
 * - The rate comes from the rules in force on the order's date (data, not code: a table with `valid_from`), chosen by
 *   the product's HSN code (the longest matching prefix) and the value per piece: for readymade garments (HSN 61, 62)
 *   5% when the taxable value per piece is at most ₹2,500, 18% above it. The value per piece is taken before tax at the
 *   lower rate (see docs/decisions/0015-gst-invoices.md for why, and the worked examples in tax.test.ts).
 * - Taxable value = value × 100 / (100 + rate), rounded to the paisa per line; tax is computed on the taxable value
 *   per line: CGST and SGST at half the rate each when the place of supply (the delivery state) is the store's own
 *   state, IGST at the full rate otherwise. A 'round off' line makes the invoice total equal what was paid.
 *
 * Rates are in basis points (500 = 5%) so every step stays in integers.
 */
import { addPaise, paise, type Paise, ZERO_PAISE } from '../money.ts';

export type GstRule = {
  /** First day (India's calendar date, YYYY-MM-DD) the rule applies to orders. */
  validFrom: string;
  /** HSN codes or their leading digits this rule covers (e.g. '61', '62', '6211'). */
  hsnPrefix: string;
  /** Taxable value per piece up to which the lower rate applies; null: always `rateBps`. */
  thresholdPaise: Paise | null;
  /** Rate at or below the threshold (or the only rate). */
  rateBps: number;
  /** Rate above the threshold. */
  rateAboveBps: number | null;
};

export type TaxLineInput = {
  description: string;
  hsn: string;
  quantity: number;
  /** What the customer pays for the whole line, tax included, after the sale price and the line's coupon share. */
  value: Paise;
};

export type TaxedLine = TaxLineInput & {
  rateBps: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
};

export type TaxSummary = {
  intraState: boolean;
  lines: TaxedLine[];
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** What was paid minus (taxable + taxes): a few paise either way, from rounding per line. */
  roundOff: Paise;
  /** What was paid: the invoice total. */
  total: Paise;
};

export class NoGstRuleError extends Error {
  readonly hsn: string;
  constructor(hsn: string) {
    super(`No GST rule covers HSN ${hsn || '(none)'} on this date`);
    this.hsn = hsn;
  }
}

/** The rule for an HSN code on a date: the longest matching prefix, and of its versions the latest in force. */
export function ruleFor(rules: readonly GstRule[], hsn: string, date: string): GstRule {
  let best: GstRule | null = null;
  for (const rule of rules) {
    if (!hsn.startsWith(rule.hsnPrefix) || rule.validFrom > date) continue;
    if (
      !best ||
      rule.hsnPrefix.length > best.hsnPrefix.length ||
      (rule.hsnPrefix.length === best.hsnPrefix.length && rule.validFrom > best.validFrom)
    )
      best = rule;
  }
  if (!best) throw new NoGstRuleError(hsn);
  return best;
}

const BPS = 10_000;

/** The rate for a line under its rule: the value per piece before tax at the lower rate decides the slab. */
export function rateFor(rule: GstRule, value: Paise, quantity: number): number {
  if (rule.thresholdPaise === null || rule.rateAboveBps === null) return rule.rateBps;
  const perPieceBeforeTax = (value * BPS) / (BPS + rule.rateBps) / quantity;
  return perPieceBeforeTax <= rule.thresholdPaise ? rule.rateBps : rule.rateAboveBps;
}

/** Shares `discount` across `values` in proportion, to the paisa (largest remainders), adding up to `discount`. */
export function shareDiscount(values: readonly Paise[], discount: Paise): Paise[] {
  const total = values.reduce((s, v) => s + v, 0);
  if (discount <= 0 || total <= 0) return values.map(() => ZERO_PAISE);
  const exact = values.map((v) => (v * Math.min(discount, total)) / total);
  const shares = exact.map(Math.floor);
  let left = Math.min(discount, total) - shares.reduce((s, v) => s + v, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares.map((s) => paise(s));
}

/** A line taxed at `rateBps`: taxable value from the tax-inclusive value, then CGST+SGST or IGST, to the paisa. */
export function taxLineAt<L extends TaxLineInput>(line: L, rateBps: number, intraState: boolean): L & TaxedLine {
  const taxable = paise(Math.round((line.value * BPS) / (BPS + rateBps)));
  const half = paise(Math.round((taxable * rateBps) / 2 / BPS));
  const full = paise(Math.round((taxable * rateBps) / BPS));
  return {
    ...line,
    rateBps,
    taxable,
    cgst: intraState ? half : ZERO_PAISE,
    sgst: intraState ? half : ZERO_PAISE,
    igst: intraState ? ZERO_PAISE : full,
  };
}

/**
 * The principal supply of an order (the line of the highest value; the first of equals): a charge for delivering the
 * goods is part of a composite supply (CGST Act s. 2(30), s. 8(a)) and is taxed at the principal supply's rate, under
 * its HSN code.
 */
export function principalSupply<L extends { value: Paise }>(lines: readonly L[]): L | undefined {
  return lines.reduce<L | undefined>((best, l) => (!best || l.value > best.value ? l : best), undefined);
}

export function taxOrder(input: {
  lines: readonly TaxLineInput[];
  rules: readonly GstRule[];
  /** India's calendar date of the order (YYYY-MM-DD): the rules in force then apply. */
  date: string;
  storeStateCode: string;
  placeOfSupplyStateCode: string;
}): TaxSummary {
  const intraState = input.storeStateCode === input.placeOfSupplyStateCode;
  const lines = input.lines.map((line): TaxedLine => {
    const rateBps = rateFor(ruleFor(input.rules, line.hsn, input.date), line.value, line.quantity);
    return taxLineAt(line, rateBps, intraState);
  });
  const sum = (key: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'value') => addPaise(...lines.map((l) => l[key]));
  const total = sum('value');
  const taxable = sum('taxable');
  const cgst = sum('cgst');
  const sgst = sum('sgst');
  const igst = sum('igst');
  return {
    intraState,
    lines,
    taxable,
    cgst,
    sgst,
    igst,
    roundOff: paise(total - taxable - cgst - sgst - igst),
    total,
  };
}

/**
 * The rules the store starts with (the demo seed and new databases copy them into the owner's table): apparel from
 * 22 September 2025 (GST Council, 56th meeting; CBIC notification 9/2025-Central Tax (Rate)): HSN chapters 61 and 62
 * and made-up textiles 63 at 5% up to ₹2,500 per piece, 18% above.
 */
export const DEFAULT_GST_RULES: readonly GstRule[] = ['61', '62', '63'].map((hsnPrefix) => ({
  validFrom: '2025-09-22',
  hsnPrefix,
  thresholdPaise: paise(2_500_00),
  rateBps: 500,
  rateAboveBps: 1800,
}));
