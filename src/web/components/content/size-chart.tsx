/** A measurement table that scrolls sideways inside its own box when the screen is narrower than the table. */
export function SizeChart({
  id,
  caption,
  sizeLabel,
  columns,
  rows,
}: {
  id: string;
  caption: string;
  sizeLabel: string;
  columns: readonly string[];
  rows: readonly { size: string; values: readonly number[] }[];
}) {
  return (
    // Focusable so keyboard users can scroll it; named by its caption.
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto rounded-xl border border-gray-200">
      <table className="w-full min-w-[18rem] border-collapse text-left text-sm sm:text-base">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-ivory">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold whitespace-nowrap text-ink">
              {sizeLabel}
            </th>
            {columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-3 sm:px-4 font-semibold whitespace-nowrap text-ink">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.map((row) => (
            <tr key={row.size} className="hover:bg-brand-50/50">
              <th scope="row" className="px-3 py-3 sm:px-4 font-semibold text-brand-700">
                {row.size}
              </th>
              {row.values.map((v, i) => (
                <td key={columns[i]} className="px-3 py-3 sm:px-4 text-gray-800 tabular-nums">
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
