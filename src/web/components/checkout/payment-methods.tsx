import Banknote from '../icons/banknote.tsx';
import CreditCard from '../icons/credit-card.tsx';
import type { QuoteCod } from '../../../shop/cart-shapes.ts';
import { formatRupeeAmount } from '../../../shop/money.ts';

export type PaymentMethod = 'cod' | 'razorpay';

const METHODS = [
  {
    value: 'cod',
    title: 'Cash on Delivery',
    text: 'Pay in cash or UPI when your order arrives.',
    Icon: Banknote,
  },
  {
    value: 'razorpay',
    title: 'Online Payment',
    text: 'UPI, cards, net banking and wallets, secured by Razorpay.',
    Icon: CreditCard,
  },
] as const;

/**
 * Cash on delivery or online payment, as one radio group. The server's quote says whether cash on delivery may be
 * used for this order (else the option is disabled with the reason) and its charge, before the shopper chooses.
 */
export function PaymentMethods({
  value,
  onChange,
  cod,
}: {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  /** Cash on delivery for this cart (null until the first quote). */
  cod: QuoteCod | null;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {METHODS.map(({ value: v, title, text, Icon }) => {
          const refused = v === 'cod' && cod !== null && !cod.available;
          const note =
            v !== 'cod' || !cod
              ? null
              : refused
                ? cod.message
                : cod.fee > 0
                  ? `A charge of ${formatRupeeAmount(cod.fee)} applies.`
                  : null;
          return (
            <label
              key={v}
              data-testid={`payment-${v}`}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-xs transition hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-gray-50 has-[:disabled]:hover:border-gray-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="paymentMethod"
                value={v}
                checked={value === v}
                disabled={refused}
                onChange={() => onChange(v)}
                {...(note ? { 'aria-describedby': `payment-${v}-note` } : {})}
                className="mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <Icon className="size-5 text-brand-700" aria-hidden="true" />
                  {title}
                </span>
                <span className="mt-1 block text-sm text-gray-700">{text}</span>
                {note && (
                  <span
                    id={`payment-${v}-note`}
                    className={`mt-2 block text-sm font-medium ${refused ? 'text-red-800' : 'text-ink'}`}
                  >
                    {note}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
