import Banknote from 'lucide-react/icons/banknote';
import CreditCard from 'lucide-react/icons/credit-card';

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

/** Cash on delivery or online payment, as one radio group. */
export function PaymentMethods({
  value,
  onChange,
}: {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {METHODS.map(({ value: v, title, text, Icon }) => (
          <label
            key={v}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-xs transition hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className="mt-1 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2 font-semibold text-ink">
                <Icon className="size-5 text-brand-700" aria-hidden="true" />
                {title}
              </span>
              <span className="mt-1 block text-sm text-gray-700">{text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
