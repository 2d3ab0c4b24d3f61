import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/link.tsx';
import { addressLine } from '../../../shop/address-types.ts';
import { formatRupees } from '../../../shop/money.ts';
import { adminCustomerDetail } from '../../../server/admin/order-views.ts';
import { CustomerCodFlag } from '../../components/admin/customer-cod-flag.tsx';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { PAYMENT_METHOD_TEXT, PAYMENT_STATUS_TEXT, StatusBadge } from '../../components/admin/order-bits.tsx';
import { whenIst } from '../../components/admin/pager.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/customer.ts';
import { routeView } from '../../lib/route-view.ts';

/** One customer: profile, addresses, orders, total spent; disable the account (its sessions end) or enable it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  try {
    return await adminCustomerDetail(context.get(appContext).services, params.id);
  } catch (err) {
    if ((err as { status?: number }).status === 404) throw new Response('Customer not found.', { status: 404 });
    throw err;
  }
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [{ title: data ? `${data.customer.name} | Customers | Admin` : 'Customer | Admin' }];
}

type Order = Route.ComponentProps['loaderData']['orders'][number];

const columns: ColumnDef<Order>[] = [
  {
    header: 'Order',
    cell: ({ row }) => (
      <Link to={`/admin/orders/${row.original.id}`} className="whitespace-nowrap text-brand-700 underline">
        {row.original.orderNumber}
      </Link>
    ),
  },
  { header: 'Placed (IST)', cell: ({ row }) => whenIst(row.original.createdAt) },
  { header: 'Total', cell: ({ row }) => formatRupees(row.original.totalPaise) },
  { header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  {
    header: 'Payment',
    cell: ({ row }) =>
      `${PAYMENT_METHOD_TEXT[row.original.paymentMethod]} · ${PAYMENT_STATUS_TEXT[row.original.paymentStatus]}`,
  },
];

export default routeView(function CustomerPage({ loaderData }: Route.ComponentProps) {
  const { customer, addresses, orders } = loaderData;
  const { revalidate } = useRevalidator();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    const disabling = !customer.disabled;
    if (
      disabling &&
      !window.confirm(`Disable ${customer.name}'s account? They are signed out everywhere now and cannot sign in.`)
    ) {
      return;
    }
    setBusy(true);
    const res = await adminApi('PATCH', `/api/admin/customers/${customer.id}`, { disabled: disabling });
    setBusy(false);
    setNotice(
      res.ok
        ? { ok: true, text: disabling ? 'Account disabled; its sessions have ended.' : 'Account enabled again.' }
        : { ok: false, text: refusalText(res, 'Could not change this account.') },
    );
    void revalidate();
  }

  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link to="/admin/customers" className="text-brand-700 underline">
          Customers
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className={adminUi.h1}>{customer.name}</h1>
          <p className="text-sm break-all text-stone-700">
            {customer.email} · {customer.phone}
          </p>
          <p className="text-sm text-stone-600">Customer since {whenIst(customer.createdAt)}</p>
        </div>
        <div className="flex items-center gap-2">
          {customer.disabled && <span className="font-semibold text-red-800">Disabled</span>}
          <button
            type="button"
            className={customer.disabled ? adminUi.secondary : adminUi.danger}
            disabled={busy}
            onClick={() => void toggle()}
          >
            {customer.disabled ? 'Enable account' : 'Disable account'}
          </button>
        </div>
      </div>
      {notice && (
        <p role="status" className={notice.ok ? adminUi.note : adminUi.alert}>
          {notice.text}
        </p>
      )}
      <dl className="grid grid-cols-3 gap-3">
        <div className={adminUi.card}>
          <dt className="text-xs text-stone-600 uppercase">Orders</dt>
          <dd className="text-xl font-semibold">{customer.orders}</dd>
        </div>
        <div className={adminUi.card}>
          <dt className="text-xs text-stone-600 uppercase">Total spent</dt>
          <dd className="text-xl font-semibold">{formatRupees(customer.spentPaise)}</dd>
        </div>
        <div className={adminUi.card}>
          <dt className="text-xs text-stone-600 uppercase">Last order</dt>
          <dd className="text-sm font-semibold">{customer.lastOrderAt ? whenIst(customer.lastOrderAt) : '—'}</dd>
        </div>
      </dl>
      <CustomerCodFlag customer={customer} />
      <section aria-labelledby="addresses-h" className={adminUi.card}>
        <h2 id="addresses-h" className="mb-2 font-semibold">
          Addresses
        </h2>
        {addresses.length === 0 ? (
          <p className="text-sm text-stone-600">No saved addresses.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {addresses.map((ad) => (
              <li key={ad._id}>
                {ad.fullName} · {addressLine(ad)} · {ad.phone}
                {ad.isDefault && <span className="ml-1 text-xs text-stone-500">(default)</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="orders-h" className="space-y-2">
        <h2 id="orders-h" className="font-semibold">
          Orders
        </h2>
        <DataTable rows={orders} columns={columns} caption="Orders" empty="No orders yet." rowKey={(o) => o.id} />
      </section>
    </div>
  );
});
