import { Link } from '../../components/link.tsx';
import { formatRupees, type Paise } from '../../../shop/money.ts';
import { SalesChart } from '../../components/admin/sales-chart.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { whenIst } from '../../components/admin/pager.tsx';
import { requireAdmin } from '../../lib/admin.server.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/dashboard.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * The admin's home (issue 11): today's and this month's orders and revenue (India time), orders waiting to ship,
 * low-stock sizes, new contact messages, the latest reviews and the last 30 days' sales (uPlot, loaded only here).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  return { figures: await context.get(appContext).services.dashboard.figures() };
}

const rupees = (p: number) => formatRupees(p as Paise);

function Figure({ label, value, sub, to }: { label: string; value: string | number; sub?: string; to?: string }) {
  const body = (
    <>
      <dt className="text-xs tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
      {sub && <dd className="text-sm text-stone-600">{sub}</dd>}
    </>
  );
  return (
    <div className={adminUi.card}>
      {to ? (
        <Link to={to} className="block hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </div>
  );
}

export default routeView(function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const f = loaderData.figures;
  const month = new Date(`${f.today}T12:00:00+05:30`).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return (
    <div className="space-y-4">
      <h1 className={adminUi.h1}>Dashboard</h1>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label="Today"
          value={rupees(f.todaySales.revenuePaise)}
          sub={`${f.todaySales.orders} ${f.todaySales.orders === 1 ? 'order' : 'orders'}`}
          to={`/admin/orders?from=${f.today}&to=${f.today}`}
        />
        <Figure
          label={month}
          value={rupees(f.monthSales.revenuePaise)}
          sub={`${f.monthSales.orders} ${f.monthSales.orders === 1 ? 'order' : 'orders'}`}
          to={`/admin/orders?from=${f.today.slice(0, 8)}01&to=${f.today}`}
        />
        <Figure label="Waiting to ship" value={f.waitingToShip} to="/admin/orders?status=processing&sort=oldest" />
        <Figure label="Low-stock sizes" value={f.lowStock.total} sub="5 or fewer left" />
        <Figure label="New messages" value={f.newMessages} sub="unread" to="/admin/messages" />
        <Figure
          label="Overdue complaints"
          value={f.overdueComplaints}
          sub="past 48 h or one month"
          to="/admin/messages?status=overdue"
        />
      </dl>

      <section aria-labelledby="sales-h" className={adminUi.card}>
        <h2 id="sales-h" className="mb-2 font-semibold">
          Sales, last 30 days
        </h2>
        <SalesChart days={f.salesByDay} />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="stock-h" className={adminUi.card}>
          <h2 id="stock-h" className="mb-2 font-semibold">
            Low stock
          </h2>
          {f.lowStock.sizes.length === 0 ? (
            <p className="text-sm text-stone-600">Every size has more than 5 left.</p>
          ) : (
            <ul className="divide-y divide-stone-100 text-sm">
              {f.lowStock.sizes.map((s) => (
                <li key={s.sku} className="flex justify-between gap-2 py-1.5">
                  <span>
                    <Link to={`/product/${s.slug}`} className="underline">
                      {s.name}
                    </Link>{' '}
                    · size {s.size}
                  </span>
                  <span className={s.stock === 0 ? 'font-semibold text-red-800' : ''}>
                    {s.stock === 0 ? 'Sold out' : `${s.stock} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="reviews-h" className={adminUi.card}>
          <h2 id="reviews-h" className="mb-2 font-semibold">
            Latest reviews
          </h2>
          {f.latestReviews.length === 0 ? (
            <p className="text-sm text-stone-600">No reviews yet.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {f.latestReviews.map((r) => (
                <li key={r.id}>
                  <span aria-label={`${r.rating} out of 5 stars`}>
                    {'★'.repeat(r.rating)}
                    {'☆'.repeat(5 - r.rating)}
                  </span>{' '}
                  {r.product?.name ?? 'A product no longer on sale'} · {r.reviewer}
                  <span className="block text-stone-600">
                    {r.text || '(no text)'} · {whenIst(r.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
});
