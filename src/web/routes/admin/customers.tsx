import { Form, data, useSearchParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import { customerListQuerySchema } from '../../../shop/admin/customers.ts';
import { formatRupees } from '../../../shop/money.ts';
import { adminCustomerList } from '../../../server/admin/order-views.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { Pager, queryOf, whenIst } from '../../components/admin/pager.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/customers.ts';
import { routeView } from '../../lib/route-view.ts';

/** The store's customers: search by name, email or phone, paged on the server, with orders and total spent. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const parsed = customerListQuerySchema.safeParse(queryOf(request));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Check the search', { status: 400 });
  const { customers, total } = await adminCustomerList(context.get(appContext).services, parsed.data);
  return { customers, total, page: parsed.data.page, perPage: parsed.data.perPage };
}

type Row = Route.ComponentProps['loaderData']['customers'][number];

const columns: ColumnDef<Row>[] = [
  {
    header: 'Name',
    cell: ({ row }) => (
      <Link to={`/admin/customers/${row.original.id}`} className="font-medium text-brand-700 underline">
        {row.original.name}
      </Link>
    ),
  },
  { header: 'Email', cell: ({ row }) => <span className="break-all">{row.original.email}</span> },
  { header: 'Phone', accessorKey: 'phone' },
  { header: 'Orders', accessorKey: 'orders' },
  { header: 'Total spent', cell: ({ row }) => formatRupees(row.original.spentPaise) },
  {
    header: 'Last order (IST)',
    cell: ({ row }) => (row.original.lastOrderAt ? whenIst(row.original.lastOrderAt) : '—'),
  },
  {
    header: 'Account',
    cell: ({ row }) =>
      row.original.disabled ? <span className="font-semibold text-red-800">Disabled</span> : 'Active',
  },
];

export default routeView(function CustomersPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { customers, total, page, perPage } = loaderData;
  return (
    <div className="space-y-4">
      <h1 className={adminUi.h1}>Customers</h1>
      <Form method="get" className={`${adminUi.card} grid gap-3 sm:grid-cols-3`} aria-label="Search customers">
        <label className={`${adminUi.label} sm:col-span-2`}>
          Search
          <input
            type="search"
            name="q"
            defaultValue={params.get('q') ?? ''}
            placeholder="Name, email or phone"
            className={adminUi.input}
          />
        </label>
        <label className={adminUi.label}>
          Account
          <select name="status" defaultValue={params.get('status') ?? ''} className={adminUi.input}>
            <option value="">Any</option>
            <option value="active">Active</option>
            <option value="disabled">Disabled</option>
          </select>
        </label>
        <div className="flex gap-2">
          <button type="submit" className={adminUi.button}>
            Search
          </button>
          <Link to="/admin/customers" className={adminUi.secondary}>
            Clear
          </Link>
        </div>
      </Form>
      <p className="text-sm text-stone-600" aria-live="polite">
        {total} {total === 1 ? 'customer' : 'customers'}
      </p>
      <DataTable
        rows={customers}
        columns={columns}
        caption="Customers"
        empty="No customers match."
        rowKey={(c) => c.id}
      />
      <Pager page={page} perPage={perPage} total={total} />
    </div>
  );
});
