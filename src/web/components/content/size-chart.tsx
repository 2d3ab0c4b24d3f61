import type { SizeTable } from '../../../shop/size-guide.ts';

/**
 * A measurement table that scrolls sideways inside its own box when the screen is narrower than the table. Its title
 * is shown above it and names it for assistive technology.
 */
export function SizeChart({ id, table }: { id: string; table: SizeTable }) {
  return (
    <div>
      <p id={id} className="mb-2 text-sm font-semibold text-gray-700">
        {table.title} <span className="font-normal text-gray-600">(inches)</span>
      </p>
      {/* Focusable so keyboard users can scroll it; named by its title. */}
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-gray-200"
      >
        <table aria-labelledby={id} className="w-full min-w-[18rem] border-collapse text-left text-sm sm:text-base">
          <thead className="bg-ivory">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold whitespace-nowrap text-ink sm:px-4">
                {table.sizeLabel}
              </th>
              {table.columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap text-ink sm:px-4">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {table.rows.map((row) => (
              <tr key={row.size} className="hover:bg-brand-50/50">
                <th scope="row" className="px-3 py-3 font-semibold text-brand-700 sm:px-4">
                  {row.size}
                </th>
                {row.values.map((v, i) => (
                  <td key={table.columns[i]} className="px-3 py-3 text-gray-800 tabular-nums sm:px-4">
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A category's chart: its advice and its tables (the size guide page and the product page's dialog). */
export function SizeChartTables({ chart }: { chart: { anchor: string; intro: string; tables: readonly SizeTable[] } }) {
  return (
    <>
      {chart.intro && <p className="text-sm leading-6 text-gray-700">{chart.intro}</p>}
      <div className="mt-4 space-y-6">
        {chart.tables.map((t, i) => (
          <SizeChart key={t.title} id={`${chart.anchor}-t${i}`} table={t} />
        ))}
      </div>
    </>
  );
}
