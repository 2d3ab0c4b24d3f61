/**
 * The admin's tables: @tanstack/react-table (headless) over rows the server already filtered, sorted and paged.
 * Columns are tanstack column definitions; `empty` is shown when there are no rows.
 */
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';

export type { ColumnDef };

export function DataTable<T>({
  rows,
  columns,
  empty = 'Nothing here yet.',
  caption,
  rowKey,
  rowClassName,
}: {
  rows: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  empty?: string;
  caption?: string;
  rowKey?: (row: T) => string;
  /** Extra classes of a row (e.g. to highlight it). */
  rowClassName?: (row: T) => string;
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props on every render
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    ...(rowKey ? { getRowId: (row: T) => rowKey(row) } : {}),
  });
  return (
    // relative: visually hidden text inside (the caption) is clipped by this scroll box instead of widening the page.
    <div className="relative overflow-x-auto rounded border border-stone-200 bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-stone-100 text-xs tracking-wide text-stone-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-semibold">
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-stone-500">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={`border-t border-stone-100 align-top ${rowClassName?.(row.original) ?? ''}`}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
