import type { Paise } from './money.ts';

/** Discount percentage = round((price - salePrice) / price * 100); 0 when there is no price. */
export function discountPercent(mrp: Paise, sale: Paise): number {
  if (mrp <= 0 || sale >= mrp) return 0;
  return Math.round(((mrp - sale) / mrp) * 100);
}
