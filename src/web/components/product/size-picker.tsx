/**
 * The size choice: one radio per size (native keyboard and screen-reader behaviour), sold-out sizes disabled and
 * struck through.
 */
export function SizePicker({
  variants,
  value,
  onChange,
  name,
  invalid = false,
  describedBy,
}: {
  variants: readonly { size: string; stock: number }[];
  value: string;
  onChange: (size: string) => void;
  name: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-ink">Select size</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {variants.map((v) => {
          const soldOut = v.stock <= 0;
          return (
            <label key={v.size} className="relative">
              <input
                type="radio"
                name={name}
                value={v.size}
                checked={value === v.size}
                disabled={soldOut}
                aria-invalid={invalid || undefined}
                onChange={() => onChange(v.size)}
                className="peer sr-only"
              />
              <span
                className={`flex h-11 min-w-11 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-medium transition select-none peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:border-gray-200 peer-disabled:bg-gray-50 peer-disabled:text-gray-500 peer-disabled:line-through ${invalid ? 'border-red-600' : 'border-gray-300 hover:border-brand-600'}`}
              >
                {v.size}
              </span>
              {soldOut && <span className="sr-only"> (sold out)</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
