/**
 * Money is integer paise everywhere inside the store; the API and pages show rupees (the spec's amounts).
 * `Paise` is a branded number, so a rupee amount cannot be passed where paise are expected (or added to them) without
 * going through `rupeesToPaise`. The conversions happen once, at the edges: the API's response mappers on the
 * server, and where a page reads an API amount.
 */
declare const paiseBrand: unique symbol;
export type Paise = number & { readonly [paiseBrand]: true };

/** Rupees as the API and the spec show them (may carry paise as decimals, e.g. 1499.5). */
export type Rupees = number;

export const ZERO_PAISE = 0 as Paise;

/** An integer amount of paise (throws on fractions: paise never have them). */
export function paise(amount: number): Paise {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Not a whole number of paise: ${amount}`);
  return amount as Paise;
}

export function rupeesToPaise(rupees: Rupees): Paise {
  return Math.round(rupees * 100) as Paise;
}

export function paiseToRupees(amount: Paise): Rupees {
  return amount / 100;
}

export function addPaise(...amounts: Paise[]): Paise {
  return amounts.reduce((sum, a) => sum + a, 0) as Paise;
}

export function subtractPaise(from: Paise, amount: Paise): Paise {
  return (from - amount) as Paise;
}

/** Unit price × quantity. */
export function timesQuantity(unit: Paise, quantity: number): Paise {
  return paise(unit * quantity);
}

export function maxPaise(a: Paise, b: Paise): Paise {
  return (a > b ? a : b) as Paise;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹1,23,456 (lakh grouping); paise shown, as two digits, only when present (₹1,499.50). */
export function formatRupees(amount: Paise): string {
  return amount % 100 === 0 ? wholeRupees.format(amount / 100) : withPaise.format(amount / 100);
}

/** An API amount in rupees, formatted as formatRupees does. */
export function formatRupeeAmount(rupees: Rupees): string {
  return formatRupees(rupeesToPaise(rupees));
}
