import { addPaise, formatRupees, ZERO_PAISE, type Paise } from '../../../shop/money.ts';
import type { Totals } from './quote.ts';

const rupees = (amount: Paise) => formatRupees(amount);

/**
 * The price table of the cart and checkout: MRP total, discount on MRP, coupon discount, shipping (free, or the
 * delivery zone's charge once checkout knows the address), platform fee (free) and the total. Amounts in paise.
 */
export function OrderSummary({
  totals,
  couponCode,
  itemCount,
  checking = false,
  children,
}: {
  totals: Totals;
  couponCode?: string | null | undefined;
  itemCount: number;
  /** Shown quietly while the server re-checks the amounts. */
  checking?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="order-summary-title" className="text-lg font-semibold text-ink">
          Order Summary
        </h2>
        <span className="text-sm text-gray-700">
          {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </span>
      </div>
      <dl className="mt-4 space-y-2.5 text-sm" aria-busy={checking || undefined}>
        <Row label="Total MRP" value={rupees(totals.mrpTotal)} />
        <Row
          label="Discount on MRP"
          value={totals.discountOnMrp > 0 ? `−${rupees(totals.discountOnMrp)}` : rupees(ZERO_PAISE)}
          valueClass={totals.discountOnMrp > 0 ? 'text-emerald-700' : undefined}
        />
        <Row
          label={
            couponCode && totals.couponPercentage > 0
              ? `Coupon (${couponCode.toUpperCase()} · ${totals.couponPercentage}%)`
              : 'Coupon discount'
          }
          value={totals.couponAmount > 0 ? `−${rupees(totals.couponAmount)}` : rupees(ZERO_PAISE)}
          valueClass={totals.couponAmount > 0 ? 'text-emerald-700' : undefined}
          testId="coupon-discount"
        />
        {totals.shipping > 0 ? (
          <Row label="Shipping" value={rupees(totals.shipping)} testId="shipping-charge" />
        ) : (
          <Row label="Shipping" value="Free" valueClass="text-emerald-700" />
        )}
        {totals.codFee > 0 && <Row label="Cash on delivery charge" value={rupees(totals.codFee)} testId="cod-fee" />}
        <Row label="Platform fee" value="Free" valueClass="text-emerald-700" />
        <div className="flex items-baseline justify-between gap-4 border-t border-gray-200 pt-3 text-base font-semibold text-ink">
          <dt>Total</dt>
          <dd data-testid="order-total">{rupees(totals.total)}</dd>
        </div>
      </dl>
      {totals.discountOnMrp + totals.couponAmount > 0 && (
        <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          You save {rupees(addPaise(totals.discountOnMrp, totals.couponAmount))} on this order
        </p>
      )}
      <p className="mt-3 text-xs text-gray-600">Prices include all taxes.</p>
      {children}
    </section>
  );
}

function Row({
  label,
  value,
  valueClass,
  testId,
}: {
  label: string;
  value: string;
  valueClass?: string | undefined;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-gray-700">{label}</dt>
      <dd className={`font-medium whitespace-nowrap ${valueClass ?? 'text-ink'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
