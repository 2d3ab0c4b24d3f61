import { data, useSearchParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import { returnListQuerySchema } from '../../../shop/returns-input.ts';
import { RETURN_STATUSES, returnKindLabel, returnStatusLabel } from '../../../shop/returns.ts';
import { queryOf, whenIst } from '../../components/admin/pager.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { appContext } from '../../lib/app-context.ts';
import { toReturnResponse } from '../../../server/returns/service.ts';
import type { Route } from './+types/returns.ts';
import { routeView } from '../../lib/route-view.ts';

/** Return and exchange requests, newest first, by status (requested first to act on). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const parsed = returnListQuerySchema.safeParse(queryOf(request));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Check the filter', { status: 400 });
  const { returns } = context.get(appContext).services;
  const rows = parsed.data.orderId
    ? await returns.forOrder(parsed.data.orderId)
    : await returns.list({ status: parsed.data.status, limit: 100 });
  return { returns: rows.map(toReturnResponse), status: parsed.data.status ?? null };
}

export default routeView(function ReturnsPage({ loaderData }: Route.ComponentProps) {
  const { returns, status } = loaderData;
  const [params, setParams] = useSearchParams();
  return (
    <div className="space-y-4">
      <h1 className={adminUi.h1}>Returns &amp; exchanges</h1>
      <label className={`${adminUi.label} max-w-xs`}>
        Status
        <select
          className={adminUi.input}
          value={status ?? ''}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.currentTarget.value) next.set('status', e.currentTarget.value);
            else next.delete('status');
            next.delete('orderId');
            setParams(next);
          }}
        >
          <option value="">All</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {returnStatusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      {returns.length === 0 ? (
        <p className="text-sm text-stone-600">No requests.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded border border-stone-200 bg-white">
          {returns.map((r) => (
            <li key={r._id} className="flex flex-wrap items-baseline justify-between gap-2 p-3 text-sm">
              <span>
                <Link to={`/admin/returns/${r._id}`} className="font-mono text-brand-700 underline">
                  {r.number}
                </Link>{' '}
                · {returnKindLabel(r.kind)} · {r.quantity} x {r.productName} ({r.size}
                {r.exchangeSize ? ` → ${r.exchangeSize}` : ''}) · order{' '}
                <Link to={`/admin/orders/${r.orderId}`} className="underline">
                  {r.orderNumber}
                </Link>
              </span>
              <span className="whitespace-nowrap">
                <span className="rounded bg-stone-100 px-2 py-0.5">{returnStatusLabel(r.status)}</span>{' '}
                <span className="text-stone-600">{whenIst(r.createdAt)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
