import { Form, data, useSearchParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import { ORDER_SORTS, orderListQuerySchema } from '../../../shop/admin/orders.ts';
import { formatRupees } from '../../../shop/money.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../shop/orders.ts';
import { adminOrderList } from '../../../server/admin/order-views.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import {
  ORDER_STATUS_TEXT,
  PAYMENT_METHOD_TEXT,
  PAYMENT_STATUS_TEXT,
  StatusBadge,
} from '../../components/admin/order-bits.tsx';
import { Pager, queryOf, whenIst } from '../../components/admin/pager.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/orders.ts';
import { routeView } from '../../lib/route-view.ts';

/** The store's orders: filtered (status, payment, India dates, search) and paged on the server; the filter is the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const parsed = orderListQuerySchema.safeParse(queryOf(request));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Check the filter', { status: 400 });
  const { services } = context.get(appContext);
  const { orders, total } = await adminOrderList(services, parsed.data);
  return { orders, total, page: parsed.data.page, perPage: parsed.data.perPage };
}

type Row = Route.ComponentProps['loaderData']['orders'][number];

const SORT_TEXT: Record<(typeof ORDER_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  total_desc: 'Highest total',
  total_asc: 'Lowest total',
};

const columns: ColumnDef<Row>[] = [
  {
    header: 'Order',
    cell: ({ row }) => (
      <Link className="font-medium whitespace-nowrap text-brand-700 underline" to={`/admin/orders/${row.original.id}`}>
        {row.original.orderNumber}
      </Link>
    ),
  },
  {
    header: 'Placed (IST)',
    cell: ({ row }) => <span className="whitespace-nowrap">{whenIst(row.original.createdAt)}</span>,
  },
  {
    header: 'Customer',
    cell: ({ row }) => (
      <div>
        <div>{row.original.customer?.name ?? row.original.shipTo}</div>
        <div className="text-xs break-all text-stone-500">{row.original.customer?.email}</div>
      </div>
    ),
  },
  { header: 'Ship to', cell: ({ row }) => `${row.original.shipTo}, ${row.original.city}` },
  { header: 'Pieces', cell: ({ row }) => row.original.pieces },
  {
    header: 'Total',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatRupees(row.original.totalPaise)}</span>,
  },
  { header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  {
    header: 'Payment',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {PAYMENT_METHOD_TEXT[row.original.paymentMethod]} · {PAYMENT_STATUS_TEXT[row.original.paymentStatus]}
      </span>
    ),
  },
];

export default routeView(function OrdersPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { orders, total, page, perPage } = loaderData;
  const value = (name: string) => params.get(name) ?? '';
  return (
    <div className="space-y-4">
      <h1 className={adminUi.h1}>Orders</h1>
      <Form
        method="get"
        className={`${adminUi.card} grid gap-3 sm:grid-cols-2 lg:grid-cols-4`}
        aria-label="Filter orders"
      >
        <label className={`${adminUi.label} sm:col-span-2`}>
          Search
          <input
            type="search"
            name="q"
            defaultValue={value('q')}
            placeholder="Order number, customer email or phone"
            className={adminUi.input}
          />
        </label>
        <label className={adminUi.label}>
          Status
          <select name="status" defaultValue={value('status')} className={adminUi.input}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_TEXT[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={adminUi.label}>
          Payment method
          <select name="paymentMethod" defaultValue={value('paymentMethod')} className={adminUi.input}>
            <option value="">Any</option>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_TEXT[m]}
              </option>
            ))}
          </select>
        </label>
        <label className={adminUi.label}>
          Payment status
          <select name="paymentStatus" defaultValue={value('paymentStatus')} className={adminUi.input}>
            <option value="">Any</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PAYMENT_STATUS_TEXT[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={adminUi.label}>
          From (IST)
          <input type="date" name="from" defaultValue={value('from')} className={adminUi.input} />
        </label>
        <label className={adminUi.label}>
          To (IST)
          <input type="date" name="to" defaultValue={value('to')} className={adminUi.input} />
        </label>
        <label className={adminUi.label}>
          Sort
          <select name="sort" defaultValue={value('sort') || 'newest'} className={adminUi.input}>
            {ORDER_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_TEXT[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className={adminUi.button}>
            Filter
          </button>
          <Link to="/admin/orders" className={adminUi.secondary}>
            Clear
          </Link>
        </div>
      </Form>
      <p className="text-sm text-stone-600" aria-live="polite">
        {total} {total === 1 ? 'order' : 'orders'}
      </p>
      <DataTable rows={orders} columns={columns} caption="Orders" empty="No orders match." rowKey={(o) => o.id} />
      <Pager page={page} perPage={perPage} total={total} />
    </div>
  );
});
