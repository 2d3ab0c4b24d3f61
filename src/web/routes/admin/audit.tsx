import { Form, useSearchParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import { data } from 'react-router';
import { auditQuerySchema } from '../../../shop/admin/audit.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { Pager, queryOf, whenIst } from '../../components/admin/pager.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/audit.ts';
import { routeView } from '../../lib/route-view.ts';

/** The owner's audit log: every admin write, who and when, with the changed fields before and after. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'owner');
  const { services } = context.get(appContext);
  const parsed = auditQuerySchema.safeParse(queryOf(request));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Check the filter', { status: 400 });
  const [{ entries, total }, vocabulary, staff] = await Promise.all([
    services.audit.list(parsed.data),
    services.audit.vocabulary(),
    services.staff.list(),
  ]);
  return {
    entries,
    total,
    page: parsed.data.page,
    perPage: parsed.data.perPage,
    vocabulary,
    staff: staff.map((s) => ({ id: s.id, name: s.name })),
  };
}

type Entry = Route.ComponentProps['loaderData']['entries'][number];

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

const columns: ColumnDef<Entry>[] = [
  { header: 'When (IST)', cell: ({ row }) => <span className="whitespace-nowrap">{whenIst(row.original.at)}</span> },
  { header: 'Who', cell: ({ row }) => `${row.original.actorEmail} (${row.original.actorRole})` },
  { header: 'What', cell: ({ row }) => <code>{row.original.action}</code> },
  {
    header: 'Record',
    cell: ({ row }) => (
      <Link
        className="text-brand-700 underline"
        to={`?entity=${encodeURIComponent(row.original.entity)}&entityId=${encodeURIComponent(row.original.entityId)}`}
      >
        {row.original.entity} {row.original.entityId.slice(0, 8)}
      </Link>
    ),
  },
  {
    header: 'Changes',
    cell: ({ row }) => (
      <dl className="space-y-0.5">
        {Object.entries(row.original.changes).map(([field, c]) => (
          <div key={field}>
            <dt className="inline font-medium">{field}: </dt>
            <dd className="inline break-all">
              <del className="text-red-800">{show(c.before)}</del> →{' '}
              <ins className="text-green-800 no-underline">{show(c.after)}</ins>
            </dd>
          </div>
        ))}
      </dl>
    ),
  },
];

export default routeView(function AuditPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { entries, total, page, perPage, vocabulary, staff } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className={adminUi.h1}>Audit log</h1>
      <Form method="get" className={`${adminUi.card} grid gap-3 sm:grid-cols-3 lg:grid-cols-6`}>
        <label className={adminUi.label}>
          Record type
          <select name="entity" defaultValue={params.get('entity') ?? ''} className={adminUi.input}>
            <option value="">All</option>
            {vocabulary.entities.map((e) => (
              <option key={e}>{e}</option>
            ))}
          </select>
        </label>
        <label className={adminUi.label}>
          Action
          <select name="action" defaultValue={params.get('action') ?? ''} className={adminUi.input}>
            <option value="">All</option>
            {vocabulary.actions.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label className={adminUi.label}>
          Who
          <select name="actorId" defaultValue={params.get('actorId') ?? ''} className={adminUi.input}>
            <option value="">Anyone</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className={adminUi.label}>
          From
          <input type="date" name="from" defaultValue={params.get('from') ?? ''} className={adminUi.input} />
        </label>
        <label className={adminUi.label}>
          To
          <input type="date" name="to" defaultValue={params.get('to') ?? ''} className={adminUi.input} />
        </label>
        <input type="hidden" name="entityId" value={params.get('entityId') ?? ''} />
        <div className="flex items-end">
          <button type="submit" className={adminUi.button}>
            Filter
          </button>
        </div>
      </Form>
      <p className="text-sm text-stone-600">
        {total} {total === 1 ? 'entry' : 'entries'}
      </p>
      <DataTable
        rows={entries}
        columns={columns}
        caption="Audit entries"
        empty="No admin changes match."
        rowKey={(e) => e.id}
      />
      <Pager page={page} perPage={perPage} total={total} />
    </div>
  );
});
