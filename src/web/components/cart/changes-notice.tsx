import Info from '../icons/info.tsx';
import X from '../icons/x.tsx';

/** What changed in the cart since the shopper last saw it (prices, stock, products no longer sold). */
export function ChangesNotice({ changes, onDismiss }: { changes: string[]; onDismiss: () => void }) {
  if (changes.length === 0) return null;
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <Info className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Your cart was updated</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          {changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-amber-100"
        aria-label="Dismiss cart updates"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
