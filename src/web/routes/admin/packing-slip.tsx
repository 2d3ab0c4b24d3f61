import { Link } from '../../components/link.tsx';
import { formatIndianDate } from '../../../shop/dates.ts';
import { STORE_NAME } from '../../../shop/store.ts';
import { adminOrderDetail } from '../../../server/admin/order-views.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/packing-slip.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * A printable packing slip for one order (issue 11), on its own page without the admin's frame so only the slip
 * prints. It carries no prices: it travels inside the parcel, which is often a gift, and the tax invoice is the
 * document with the amounts. It lists what is left to pack (cancelled pieces are left out).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const { services } = context.get(appContext);
  try {
    return { order: await adminOrderDetail(services, params.id) };
  } catch (err) {
    if ((err as { status?: number }).status === 404) throw new Response('Order not found.', { status: 404 });
    throw err;
  }
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  return [
    { title: data ? `Packing slip ${data.order.orderNumber}` : 'Packing slip' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default routeView(function PackingSlip({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const a = order.shippingAddress;
  const lines = order.items.filter((i) => i.quantity - i.cancelledQuantity > 0);
  const pieces = lines.reduce((n, i) => n + i.quantity - i.cancelledQuantity, 0);
  return (
    <div className="mx-auto max-w-2xl bg-white p-6 text-stone-900 print:max-w-none print:p-0">
      <div className="mb-4 flex gap-3 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded bg-brand-600 px-4 py-2 text-sm font-semibold text-white"
        >
          Print
        </button>
        <Link to={`/admin/orders/${order.id}`} className="rounded border border-stone-300 px-3 py-2 text-sm">
          Back to the order
        </Link>
      </div>
      <header className="flex items-start justify-between border-b-2 border-stone-900 pb-3">
        <div>
          <p className="text-xl font-bold">{STORE_NAME}</p>
          <p className="text-sm">Packing slip</p>
        </div>
        <div className="text-right text-sm">
          <p className="text-base font-semibold">{order.orderNumber}</p>
          <p>Ordered {formatIndianDate(order.createdAt)}</p>
          <p>{order.paymentMethod === 'cod' && order.paymentStatus !== 'paid' ? 'Cash on delivery' : 'Prepaid'}</p>
        </div>
      </header>
      <section className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <div>
          <h2 className="font-semibold uppercase">Ship to</h2>
          <address className="not-italic">
            {a.fullName}
            <br />
            {a.street}
            <br />
            {a.city}, {a.state} {a.pincode}
            <br />
            {a.country}
            <br />
            Mobile: {a.phone}
          </address>
        </div>
        {(order.courier || order.trackingNumber) && (
          <div>
            <h2 className="font-semibold uppercase">Courier</h2>
            <p>{order.courier}</p>
            {order.trackingNumber && <p>AWB / tracking: {order.trackingNumber}</p>}
          </div>
        )}
      </section>
      <table className="mt-6 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-stone-900">
            <th scope="col" className="py-1">
              Item
            </th>
            <th scope="col" className="py-1">
              Size
            </th>
            <th scope="col" className="py-1 text-right">
              Qty
            </th>
            <th scope="col" className="py-1 text-center">
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((i) => (
            <tr key={i.id} className="border-b border-stone-300">
              <td className="py-2">{i.name}</td>
              <td className="py-2">{i.size}</td>
              <td className="py-2 text-right">{i.quantity - i.cancelledQuantity}</td>
              <td className="py-2 text-center" aria-label="Tick when packed">
                ☐
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2} className="py-2 font-semibold">
              Pieces
            </td>
            <td className="py-2 text-right font-semibold">{pieces}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className="mt-8 text-sm">
        Thank you for shopping with {STORE_NAME}. Returns are accepted within 5 days of delivery.
      </p>
    </div>
  );
});
