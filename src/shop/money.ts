/** Money is integer paise everywhere inside the store; the API and pages show rupees. */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** ₹1,23,456 (lakh grouping); paise shown only when present. */
export function formatRupees(paise: Paise): string {
  return inr.format(paise / 100);
}
