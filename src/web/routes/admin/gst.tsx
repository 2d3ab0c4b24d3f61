import { useState } from 'react';
import { data, Form, useRevalidator } from 'react-router';
import { Link } from '../../components/link.tsx';
import { gstMonthQuerySchema, gstRuleSchema } from '../../../shop/admin/gst.ts';
import { formatIndianDate, indianDate } from '../../../shop/dates.ts';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { GSTR1_TABLE_LABELS, GSTR1_TABLES, indianMonth, monthSummary } from '../../../shop/gst/gstr1.ts';
import { formatRupees, type Paise } from '../../../shop/money.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { queryOf } from '../../components/admin/pager.tsx';
import { adminFields } from '../../components/admin/form-field.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/gst.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * GST (issue 12): the dated rules every order is taxed by (staff see them; the owner adds one), and for the owner a
 * month's invoices and credit notes with their totals and the GSTR-1 exports (CSV for the GST offline tool). The
 * month is in the URL (`?month=YYYY-MM`, India's calendar; this month when absent).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context, 'staff');
  const { services } = context.get(appContext);
  const isOwner = admin.role === 'owner';
  const parsed = gstMonthQuerySchema.safeParse({ month: indianMonth(new Date()), ...queryOf(request) });
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Choose a month', { status: 400 });
  const { month } = parsed.data;
  const [rules, input] = await Promise.all([
    services.invoices.listRules(),
    isOwner ? services.invoices.gstr1Month(month) : Promise.resolve(null),
  ]);
  return {
    isOwner,
    today: indianDate(new Date()),
    month,
    rules: rules.map(({ createdBy: _by, createdAt, ...r }) => ({ ...r, createdAt: createdAt.toISOString() })),
    summary: input ? monthSummary(input.documents) : null,
  };
}

type Rule = Route.ComponentProps['loaderData']['rules'][number];
type Doc = NonNullable<Route.ComponentProps['loaderData']['summary']>['documents'][number];

const percent = (bps: number) => `${bps / 100}%`;
const money = (p: number) => formatRupees(p as Paise);
/** A credit note takes away: shown negative. */
const signed = (d: Doc, p: number) => money(d.kind === 'credit_note' ? -p : p);

function rates(r: Rule): string {
  if (r.thresholdPaise === null || r.rateAboveBps === null) return percent(r.rateBps);
  return `${percent(r.rateBps)}, ${percent(r.rateAboveBps)} above`;
}

const ruleColumns: ColumnDef<Rule>[] = [
  { header: 'HSN prefix', cell: ({ row }) => <code className="font-semibold">{row.original.hsnPrefix}</code> },
  {
    header: 'Valid from',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatIndianDate(row.original.validFrom)}</span>,
  },
  {
    header: 'Threshold',
    cell: ({ row }) => (row.original.thresholdPaise === null ? '—' : `${money(row.original.thresholdPaise)} a piece`),
  },
  { header: 'Rates', cell: ({ row }) => rates(row.original) },
  { header: 'Source', cell: ({ row }) => row.original.source || '—' },
];

const docColumns: ColumnDef<Doc>[] = [
  { header: 'Number', cell: ({ row }) => <span className="whitespace-nowrap">{row.original.number}</span> },
  {
    header: 'Date',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatIndianDate(row.original.issuedAt)}</span>,
  },
  {
    header: 'Order',
    cell: ({ row }) => (
      <Link className="whitespace-nowrap text-brand-700 underline" to={`/admin/orders/${row.original.orderId}`}>
        {row.original.orderNumber}
      </Link>
    ),
  },
  {
    header: 'Kind',
    cell: ({ row }) => (
      <span>
        {row.original.title}
        {row.original.against && <span className="block text-xs text-stone-500">against {row.original.against}</span>}
      </span>
    ),
  },
  { header: 'Place of supply', cell: ({ row }) => row.original.placeOfSupply },
  { header: 'Taxable', cell: ({ row }) => signed(row.original, row.original.taxable) },
  { header: 'Tax', cell: ({ row }) => signed(row.original, row.original.tax) },
  { header: 'Total', cell: ({ row }) => signed(row.original, row.original.total) },
];

export default routeView(function GstPage({ loaderData }: Route.ComponentProps) {
  const { isOwner, rules, month, summary, today } = loaderData;
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="space-y-8">
      <h1 className={adminUi.h1}>GST</h1>
      {message && (
        <p role="status" className={adminUi.note}>
          {message}
        </p>
      )}
      <section className="space-y-3" aria-labelledby="gst-rules">
        <h2 id="gst-rules" className="text-lg font-semibold">
          Tax rules
        </h2>
        <p className="text-sm text-stone-600">
          Each order is taxed by the rules in force on the day it was placed: for an HSN code, the rule with the longest
          matching prefix, and of its versions the latest that has started. A new rule applies from its first day on.
        </p>
        <DataTable rows={rules} columns={ruleColumns} caption="GST rules" rowKey={(r) => r.id} empty="No rules." />
        {isOwner ? (
          <RuleForm today={today} onDone={setMessage} />
        ) : (
          <p className="text-sm text-stone-600">The owner adds rules.</p>
        )}
      </section>
      {summary && (
        <section className="space-y-3" aria-labelledby="gst-month">
          <h2 id="gst-month" className="text-lg font-semibold">
            Invoices and credit notes
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <label className={adminUi.label}>
              Month (India time)
              <input type="month" name="month" defaultValue={month} className={adminUi.input} />
            </label>
            <button type="submit" className={adminUi.secondary}>
              Show
            </button>
          </Form>
          <DataTable
            rows={summary.documents}
            columns={docColumns}
            caption={`Documents issued in ${month}`}
            rowKey={(d) => d.id}
            empty="No invoices or credit notes this month."
          />
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-5" aria-label="Month totals">
            <div>
              <dt className="text-stone-500">Invoices</dt>
              <dd className="font-semibold">{summary.totals.invoices}</dd>
            </div>
            <div>
              <dt className="text-stone-500">Credit notes</dt>
              <dd className="font-semibold">{summary.totals.creditNotes}</dd>
            </div>
            <div>
              <dt className="text-stone-500">Taxable (net)</dt>
              <dd className="font-semibold">{money(summary.totals.taxable)}</dd>
            </div>
            <div>
              <dt className="text-stone-500">Tax (net)</dt>
              <dd className="font-semibold">{money(summary.totals.tax)}</dd>
            </div>
            <div>
              <dt className="text-stone-500">Total (net)</dt>
              <dd className="font-semibold">{money(summary.totals.total)}</dd>
            </div>
          </dl>
          <div className="space-y-2">
            <h3 className="font-semibold">GSTR-1 exports for {month}</h3>
            <p className="text-sm text-stone-600">
              CSV files in the GST offline tool&apos;s layout for your accountant; the register lists every document.
            </p>
            <div className="flex flex-wrap gap-2">
              {GSTR1_TABLES.map((table) => (
                <a
                  key={table}
                  className={adminUi.secondary}
                  href={`/api/admin/gst/export?month=${month}&table=${table}`}
                  download
                >
                  {GSTR1_TABLE_LABELS[table]}
                </a>
              ))}
            </div>
          </div>
        </section>
      )}
    </div>
  );
});

function RuleForm({ today, onDone }: { today: string; onDone: (message: string) => void }) {
  const { revalidate } = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(form: HTMLFormElement) {
    const values = Object.fromEntries(
      ['hsnPrefix', 'validFrom', 'ratePercent', 'thresholdRupees', 'rateAbovePercent', 'source'].map((k) => [
        k,
        String(new FormData(form).get(k) ?? ''),
      ]),
    );
    const parsed = gstRuleSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setFormError(null);
    setSaving(true);
    const res = await adminApi('POST', '/api/admin/gst/rules', values);
    setSaving(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setFormError(refusalText(res, 'Could not add this rule.'));
    }
    form.reset();
    onDone(`Rule for HSN ${parsed.data.hsnPrefix} from ${formatIndianDate(parsed.data.validFrom)} added.`);
    void revalidate();
  }

  const { field } = adminFields(errors);

  return (
    <form
      noValidate
      aria-label="Add a rule"
      className={`${adminUi.card} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}
      onSubmit={(e) => {
        e.preventDefault();
        void save(e.currentTarget);
      }}
    >
      <h3 className="font-semibold sm:col-span-2 lg:col-span-3">Add a rule</h3>
      {formError && (
        <p role="alert" className={`${adminUi.alert} sm:col-span-2 lg:col-span-3`}>
          {formError}
        </p>
      )}
      {field('hsnPrefix', 'HSN prefix', { inputMode: 'numeric' }, '2 to 8 digits: 61, 6211')}
      {field('validFrom', 'First day (India time)', { type: 'date', min: today }, 'Today or later')}
      {field('ratePercent', 'Rate (%)', { type: 'number', min: 0, max: 28, step: '0.01', inputMode: 'decimal' })}
      {field(
        'thresholdRupees',
        'Threshold per piece (₹)',
        { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' },
        'Empty: one rate for every price',
      )}
      {field(
        'rateAbovePercent',
        'Rate above the threshold (%)',
        { type: 'number', min: 0, max: 28, step: '0.01', inputMode: 'decimal' },
        'Only with a threshold',
      )}
      {field('source', 'Source', {}, 'The notification, for the record')}
      <div className="sm:col-span-2 lg:col-span-3">
        <button type="submit" className={adminUi.button} disabled={saving}>
          {saving ? 'Adding…' : 'Add rule'}
        </button>
      </div>
    </form>
  );
}
