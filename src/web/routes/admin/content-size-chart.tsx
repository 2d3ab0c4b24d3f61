import { useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { Link } from '../../components/link.tsx';
import { sizeChartFormSchema } from '../../../shop/admin/content.ts';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/content-size-chart.ts';
import { routeView } from '../../lib/route-view.ts';

/** Edits one category's size chart: its title, advice, and tables of sizes by measurements (inches). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const chart = await context
    .get(appContext)
    .services.contentAdmin.sizeChart(params.id)
    .catch((err: { status?: number; message?: string }) => {
      if (err.status === 404) throw data(err.message, { status: 404 });
      throw err;
    });
  return { chart };
}

/** A table while it is edited: measurements as typed (checked as numbers when saved). */
type Table = { title: string; sizeLabel: string; columns: string[]; rows: { size: string; values: string[] }[] };

const cell = 'w-full min-w-16 rounded border border-stone-300 px-2 py-1 text-sm';

export default routeView(function SizeChartEditor({ loaderData }: Route.ComponentProps) {
  const { chart } = loaderData;
  const { revalidate } = useRevalidator();
  const [title, setTitle] = useState(chart.title);
  const [intro, setIntro] = useState(chart.intro);
  const [tables, setTables] = useState<Table[]>(() =>
    chart.tables.map((t) => ({ ...t, rows: t.rows.map((r) => ({ size: r.size, values: r.values.map(String) })) })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (ti: number, change: (t: Table) => Table) =>
    setTables((all) => all.map((t, i) => (i === ti ? change(t) : t)));

  async function save() {
    const body = {
      title,
      intro,
      tables: tables.map((t) => ({
        ...t,
        rows: t.rows.map((r) => ({
          size: r.size,
          values: r.values.map((v) => (v.trim() === '' ? Number.NaN : Number(v))),
        })),
      })),
    };
    const parsed = sizeChartFormSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return setMessage({ ok: false, text: 'Please check the fields marked below.' });
    }
    setErrors({});
    setBusy(true);
    const res = await adminApi('PUT', `/api/admin/content/size-charts/${chart.id}`, parsed.data);
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setMessage({ ok: false, text: refusalText(res, 'Could not save this chart.') });
    }
    setMessage({ ok: true, text: 'Saved: the size guide shows it now.' });
    void revalidate();
  }

  const err = (path: string) => errors[path] && <span className={adminUi.fieldError}>{errors[path]}</span>;

  return (
    <div className="max-w-5xl space-y-4">
      <Link to="/admin/content" className="text-sm text-brand-700 underline">
        ← Content
      </Link>
      <h1 className={adminUi.h1}>Size chart: {chart.title}</h1>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}
        </p>
      )}
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className={`${adminUi.card} space-y-3`}>
          <label className={adminUi.label}>
            Title
            <input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              className={adminUi.input}
              aria-invalid={Boolean(errors.title)}
            />
            {err('title')}
          </label>
          <label className={adminUi.label}>
            Advice (one short paragraph)
            <textarea value={intro} onChange={(e) => setIntro(e.target.value)} rows={2} className={adminUi.input} />
            {err('intro')}
          </label>
        </div>
        {err('tables')}
        {tables.map((t, ti) => (
          <fieldset key={ti} className={`${adminUi.card} min-w-0 space-y-3`}>
            <legend className="px-1 text-sm font-semibold">Table {ti + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={adminUi.label}>
                What it covers
                <input
                  value={t.title}
                  onChange={(e) => edit(ti, (x) => ({ ...x, title: e.target.value }))}
                  className={adminUi.input}
                />
                {err(`tables.${ti}.title`)}
              </label>
              <label className={adminUi.label}>
                First column heading
                <input
                  value={t.sizeLabel}
                  onChange={(e) => edit(ti, (x) => ({ ...x, sizeLabel: e.target.value }))}
                  className={adminUi.input}
                />
                {err(`tables.${ti}.sizeLabel`)}
              </label>
            </div>
            <div className="overflow-x-auto">
              <table className="min-w-full text-sm">
                <caption className="sr-only">Measurements in inches, a row per size</caption>
                <thead>
                  <tr>
                    <th scope="col" className="p-1 text-left">
                      {t.sizeLabel || 'Size'}
                    </th>
                    {t.columns.map((c, ci) => (
                      <th key={ci} scope="col" className="p-1">
                        <input
                          aria-label={`Column ${ci + 1} heading`}
                          value={c}
                          onChange={(e) =>
                            edit(ti, (x) => ({
                              ...x,
                              columns: x.columns.map((v, i) => (i === ci ? e.target.value : v)),
                            }))
                          }
                          className={cell}
                        />
                        <button
                          type="button"
                          className="mt-1 text-xs text-red-800 underline"
                          onClick={() =>
                            edit(ti, (x) => ({
                              ...x,
                              columns: x.columns.filter((_, i) => i !== ci),
                              rows: x.rows.map((r) => ({ ...r, values: r.values.filter((_, i) => i !== ci) })),
                            }))
                          }
                        >
                          Remove column
                        </button>
                        {err(`tables.${ti}.columns.${ci}`)}
                      </th>
                    ))}
                    <th className="p-1">
                      <button
                        type="button"
                        className={adminUi.secondary}
                        onClick={() =>
                          edit(ti, (x) => ({
                            ...x,
                            columns: [...x.columns, ''],
                            rows: x.rows.map((r) => ({ ...r, values: [...r.values, ''] })),
                          }))
                        }
                      >
                        Add column
                      </button>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {t.rows.map((r, ri) => (
                    <tr key={ri}>
                      <td className="p-1">
                        <input
                          aria-label={`Size of row ${ri + 1}`}
                          value={r.size}
                          onChange={(e) =>
                            edit(ti, (x) => ({
                              ...x,
                              rows: x.rows.map((y, i) => (i === ri ? { ...y, size: e.target.value } : y)),
                            }))
                          }
                          className={cell}
                        />
                        {err(`tables.${ti}.rows.${ri}.size`)}
                      </td>
                      {t.columns.map((c, ci) => (
                        <td key={ci} className="p-1">
                          <input
                            inputMode="decimal"
                            aria-label={`${c || `Column ${ci + 1}`} for size ${r.size || ri + 1} (inches)`}
                            value={r.values[ci] ?? ''}
                            aria-invalid={Boolean(errors[`tables.${ti}.rows.${ri}.values.${ci}`])}
                            onChange={(e) =>
                              edit(ti, (x) => ({
                                ...x,
                                rows: x.rows.map((y, i) =>
                                  i === ri
                                    ? {
                                        ...y,
                                        values: x.columns.map((_, k) =>
                                          k === ci ? e.target.value : (y.values[k] ?? ''),
                                        ),
                                      }
                                    : y,
                                ),
                              }))
                            }
                            className={cell}
                          />
                          {err(`tables.${ti}.rows.${ri}.values.${ci}`)}
                        </td>
                      ))}
                      <td className="p-1">
                        <button
                          type="button"
                          className="text-xs text-red-800 underline"
                          onClick={() => edit(ti, (x) => ({ ...x, rows: x.rows.filter((_, i) => i !== ri) }))}
                        >
                          Remove size
                        </button>
                        {err(`tables.${ti}.rows.${ri}.values`)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {err(`tables.${ti}.rows`)}
            {err(`tables.${ti}.columns`)}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={adminUi.secondary}
                onClick={() =>
                  edit(ti, (x) => ({ ...x, rows: [...x.rows, { size: '', values: x.columns.map(() => '') }] }))
                }
              >
                Add size
              </button>
              <button
                type="button"
                className={adminUi.danger}
                onClick={() =>
                  window.confirm('Remove this table?') && setTables((all) => all.filter((_, i) => i !== ti))
                }
              >
                Remove table
              </button>
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={adminUi.secondary}
            onClick={() =>
              setTables((all) => [
                ...all,
                { title: '', sizeLabel: 'Size', columns: [''], rows: [{ size: '', values: [''] }] },
              ])
            }
          >
            Add a table
          </button>
          <button type="submit" className={adminUi.button} disabled={busy}>
            {busy ? 'Saving…' : 'Save chart'}
          </button>
          <a
            href={`/sizeguide#${chart.anchor}`}
            target="_blank"
            rel="noreferrer"
            className="self-center text-sm underline"
          >
            View on the store
          </a>
        </div>
      </form>
    </div>
  );
});
