import { useRef, useState } from 'react';
import { Link } from '../../components/link.tsx';
import {
  COLUMNS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  MAX_LISTED_ERRORS,
  type ImportError,
  type ImportResult,
} from '../../../shop/admin/product-csv.ts';
import { isReason } from '../../../shop/reasons.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import type { Route } from './+types/product-import.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * The catalogue in bulk (issue 11): download the catalogue as CSV, edit it in a spreadsheet, upload it; a dry run
 * lists every row's problems and what would change; Apply makes all the changes at once, or none.
 */
export function meta() {
  return [{ title: 'Import and export products | Admin' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  return null;
}

const MB = MAX_IMPORT_BYTES / 1024 / 1024;

/** Sends the file itself as the body (text/csv), as POST /api/admin/products/import takes it. */
async function sendCsv(file: File, dryRun: boolean): Promise<ApiResult<ImportResult>> {
  let res: Response;
  try {
    res = await fetch(`/api/admin/products/import?dryRun=${dryRun}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'text/csv', accept: 'application/json' },
      body: file,
    });
  } catch {
    return { ok: false, status: 0, reason: undefined, message: undefined, fields: undefined };
  }
  const json = (await res.json().catch(() => null)) as
    (ImportResult & { success?: boolean; reason?: unknown; message?: unknown; fields?: unknown }) | null;
  if (res.ok && json && json.success !== false) return { ok: true, status: res.status, body: json };
  return {
    ok: false,
    status: res.status,
    reason: isReason(json?.reason) ? json.reason : undefined,
    message: typeof json?.message === 'string' ? json.message : undefined,
    fields: json?.fields && typeof json.fields === 'object' ? (json.fields as Record<string, string>) : undefined,
  };
}

const errorColumns: ColumnDef<ImportError>[] = [
  { header: 'Row', accessorKey: 'row' },
  { header: 'Column', cell: ({ row }) => row.original.column ?? '(whole row)' },
  { header: 'Problem', accessorKey: 'message' },
];

const docColumns: ColumnDef<(typeof COLUMNS)[number]>[] = [
  { header: 'Column', cell: ({ row }) => <code className="font-semibold">{row.original.name}</code> },
  { header: 'What it holds', accessorKey: 'doc' },
  { header: 'Example', cell: ({ row }) => <code>{row.original.example || '—'}</code> },
];

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

export default routeView(function ProductImportPage() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'check' | 'apply' | null>(null);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string; details?: string[] } | null>(null);

  async function check(chosen: File | null) {
    setChecked(null);
    setMessage(null);
    setFile(chosen);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) {
      return setMessage({ ok: false, text: `The file is larger than ${MB} MB. Split it into smaller files.` });
    }
    setBusy('check');
    const res = await sendCsv(chosen, true);
    setBusy(null);
    if (!res.ok) {
      return setMessage({
        ok: false,
        text:
          res.status >= 400 && res.status < 500 && res.message ? res.message : 'Could not check the file. Try again.',
      });
    }
    setChecked(res.body);
  }

  async function apply() {
    if (!file) return;
    setBusy('apply');
    const res = await sendCsv(file, false);
    setBusy(null);
    if (!res.ok) {
      setMessage({
        ok: false,
        text:
          res.status >= 400 && res.status < 500 && res.message
            ? res.message
            : 'Could not import the file. Nothing was changed.',
        ...(res.fields ? { details: Object.entries(res.fields).map(([k, v]) => `${k}: ${v}`) } : {}),
      });
      return;
    }
    const s = res.body.summary;
    setChecked(null);
    setFile(null);
    if (input.current) input.current.value = '';
    setMessage({
      ok: true,
      text: `Imported in ${(res.body.tookMs / 1000).toFixed(1)} s: ${plural(s.productsCreated, 'product')} created, ${plural(s.productsUpdated, 'product')} updated, ${plural(s.sizesCreated, 'new size')}, ${plural(s.stockChanged, "size's stock", "sizes' stock")} changed. The store shows the changes now.`,
    });
  }

  const s = checked?.summary;
  const changes = s ? s.productsCreated + s.productsUpdated : 0;

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/admin/products" className="underline">
            Products
          </Link>{' '}
          / Import and export
        </p>
        <h1 className={adminUi.h1}>Import and export products</h1>
      </div>

      <section className={`${adminUi.card} space-y-3`} aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-lg font-semibold">
          1. Download the catalogue
        </h2>
        <p className="text-sm text-stone-700">
          One row per size: the product&apos;s fields, then its size, SKU and stock. Prices are in rupees. Open it in
          Excel or Google Sheets, change what you need, add rows for new products or sizes, and save it as{' '}
          <strong>CSV UTF-8</strong>.
        </p>
        <a href="/api/admin/products/export.csv" download className={`${adminUi.button} inline-block`}>
          Download catalogue (CSV)
        </a>
      </section>

      <section className={`${adminUi.card} space-y-3`} aria-labelledby="import-heading">
        <h2 id="import-heading" className="text-lg font-semibold">
          2. Upload a file and check it
        </h2>
        <p className="text-sm text-stone-700">
          Nothing changes yet: the file is checked and every problem is listed by row. Up to {MB} MB and{' '}
          {MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows per file.
        </p>
        <label className={adminUi.label}>
          CSV file
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            className={adminUi.input}
            disabled={busy !== null}
            onChange={(e) => void check(e.currentTarget.files?.[0] ?? null)}
          />
        </label>
        {busy === 'check' && (
          <p role="status" className="text-sm">
            Checking {file?.name}…
          </p>
        )}
        {message && (
          <div role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
            <p>{message.text}</p>
            {message.details && (
              <ul className="mt-2 list-disc pl-5">
                {message.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        {checked && s && (
          <div className="space-y-3">
            <h3 className="font-semibold">Check of {file?.name}</h3>
            <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="What the import would change">
              <li>{plural(s.rows, 'row')} read</li>
              <li>{plural(s.productsCreated, 'product')} to create</li>
              <li>{plural(s.productsUpdated, 'product')} to update</li>
              <li>{plural(s.sizesCreated, 'new size')}</li>
              <li>{plural(s.stockChanged, "size's stock", "sizes' stock")} to change</li>
              <li>{plural(s.unchangedRows, 'row')} without changes</li>
            </ul>
            {checked.errorCount > 0 ? (
              <>
                <p role="alert" className={adminUi.alert}>
                  {plural(checked.errorCount, 'problem')} found: correct the file and choose it again. Nothing is
                  imported while a row is wrong.
                  {checked.errorCount > MAX_LISTED_ERRORS && ` The first ${MAX_LISTED_ERRORS} are listed.`}
                </p>
                <DataTable
                  rows={checked.errors}
                  columns={errorColumns}
                  caption="Problems found in the file, by row"
                  rowKey={(e) => `${e.row}:${e.column ?? ''}:${e.message}`}
                />
              </>
            ) : changes === 0 ? (
              <p role="status" className={adminUi.note}>
                The file matches the catalogue: nothing to change.
              </p>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <p role="status" className={adminUi.note}>
                  No problems found.
                </p>
                <button type="button" className={adminUi.button} disabled={busy !== null} onClick={() => void apply()}>
                  {busy === 'apply' ? 'Importing…' : 'Apply the changes'}
                </button>
              </div>
            )}
          </div>
        )}
      </section>

      <section className={`${adminUi.card} space-y-3`} aria-labelledby="columns-heading">
        <h2 id="columns-heading" className="text-lg font-semibold">
          The file&apos;s columns
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
          <li>
            The first row names the columns, in any order. Only <code>sku</code> is needed to change a size&apos;s stock
            (<code>sku,stock</code> is a whole file); <code>slug</code> and <code>size</code> too for a new size; a new
            product needs its name, brand, gender, category, MRP and sale price.
          </li>
          <li>
            A row whose SKU exists updates that size (and its product&apos;s fields); a new SKU adds the size, and a new
            slug creates the product. Products and sizes are never deleted by an import.
          </li>
          <li>
            An empty cell keeps the current value. The rows of one product must agree on its fields (or leave them
            empty).
          </li>
          <li>
            Row numbers are the spreadsheet&apos;s: the header is row 1. Text starting with = + - or @ is written with
            an apostrophe in front so a spreadsheet shows it instead of running it; the import takes it off.
          </li>
        </ul>
        <DataTable
          rows={[...COLUMNS]}
          columns={docColumns}
          caption="Columns of the catalogue file"
          rowKey={(c) => c.name}
        />
      </section>
    </div>
  );
});
