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

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * ₹1,23,456 (lakh grouping); paise shown, as two digits, only when present (₹1,499.50). The same text as
 * Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }) (money.test.ts compares them), written out
 * because creating that formatter costs a phone about 60 ms of main thread on every page's first load (ICU's
 * locale data), a single long task that Lighthouse counted as blocking time on every page.
 */
export function formatRupees(amount: Paise): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const paisePart = abs % 100;
  return `${sign}₹${groupIndian(Math.floor(abs / 100))}${paisePart ? `.${String(paisePart).padStart(2, '0')}` : ''}`;
}

/** An API amount in rupees, formatted as formatRupees does. */
export function formatRupeeAmount(rupees: Rupees): string {
  return formatRupees(rupeesToPaise(rupees));
}
