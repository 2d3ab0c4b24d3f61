import TicketPercent from '../icons/ticket-percent.tsx';
import X from '../icons/x.tsx';
import { useId, useState } from 'react';

/** Coupon entry: apply a code (trimmed, any case), or remove the applied one. */
export function CouponForm({
  applied,
  percentage,
  busy,
  onApply,
  onRemove,
}: {
  applied: string | null;
  percentage: number;
  busy: boolean;
  onApply: (code: string) => Promise<boolean>;
  onRemove: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);

  if (applied) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-emerald-600 bg-emerald-50 px-4 py-3">
        <TicketPercent className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm text-emerald-900">
          <span className="font-semibold">{applied.toUpperCase()}</span> applied
          {percentage > 0 && <span>: {percentage}% off</span>}
        </p>
        <button
          type="button"
          onClick={onRemove}
          className="flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-emerald-900 hover:bg-emerald-100"
        >
          <X className="size-4" aria-hidden="true" />
          Remove<span className="sr-only"> coupon</span>
        </button>
      </div>
    );
  }

  return (
    <form
      className="rounded-xl border border-gray-200 bg-white p-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (sending) return;
        setSending(true);
        try {
          if (await onApply(code)) setCode('');
        } finally {
          setSending(false);
        }
      }}
    >
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <TicketPercent className="size-4 text-brand-700" aria-hidden="true" />
        Have a coupon code?
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          name="couponCode"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter code"
          className="min-w-0 flex-1 rounded-full border border-gray-300 px-4 py-2 text-base uppercase placeholder:normal-case focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
        />
        <button
          type="submit"
          disabled={sending || busy || code.trim() === ''}
          className="rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-black disabled:cursor-not-allowed disabled:opacity-50"
        >
          {sending ? 'Applying…' : 'Apply'}
        </button>
      </div>
    </form>
  );
}
