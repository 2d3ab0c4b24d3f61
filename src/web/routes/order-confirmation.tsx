import CircleCheck from '../components/icons/circle-check.tsx';
import Clock from '../components/icons/clock.tsx';
import { data } from 'react-router';
import { Link } from '../components/link.tsx';
import { formatRupeeAmount } from '../../shop/money.ts';
import { nextStep, paymentLabel } from '../../shop/orders.ts';
import { ConfirmationDetails, NEXT_STEP_TEXT } from '../components/orders/confirmation-details.tsx';
import { DocumentLinks, toDocumentLinkView } from '../components/orders/document-links.tsx';
import { holdTimeFormat } from '../components/orders/order-card.tsx';
import { appContext } from '../lib/app-context.ts';
import { requireUser } from '../lib/auth.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/order-confirmation.ts';
import { routeView } from '../lib/route-view.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(
    loaderData ? `Order ${loaderData.order.orderId}` : 'Order not found',
    'Your order at a glance: items, total, payment, delivery address and what happens next.',
    { noindex: true },
  );
}

/** Only the customer's own order: any other id (another customer's too) is a 404, as if it did not exist. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { services } = context.get(appContext);
  const order = await services.orders.findResponseForUser(user.id, params.orderId);
  if (!order) throw data('Order not found.', { status: 404 });
  const documents = (await services.documents.links([order._id])).get(order._id) ?? [];
  return { order, next: nextStep(order, new Date()), documents: documents.map(toDocumentLinkView) };
}

export default routeView(function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { order, next, documents } = loaderData;
  const text = NEXT_STEP_TEXT[next];
  const done = next === 'pay_on_delivery' || next === 'paid';
  const Icon = done ? CircleCheck : Clock;
  const amount = formatRupeeAmount(order.totalAmount);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="text-center">
        <Icon className={`mx-auto size-12 ${done ? 'text-emerald-600' : 'text-amber-600'}`} aria-hidden="true" />
        <h1 className="mt-3 font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{text.title}</h1>
        <p className="mt-2 text-gray-700">
          Order number <strong className="font-semibold break-all text-ink">{order.orderId}</strong>
        </p>
      </div>

      <section aria-labelledby="next-h" className="mt-8 rounded-2xl bg-brand-50 p-5 sm:p-6">
        <h2 id="next-h" className="text-lg font-semibold text-ink">
          What happens next
        </h2>
        <p className="mt-1 text-gray-800" data-testid="next-step">
          {text.body(amount, order.holdExpiresAt ? holdTimeFormat.format(new Date(order.holdExpiresAt)) : null)}
        </p>
      </section>

      <ConfirmationDetails order={order} payment={paymentLabel(order.paymentMethod, order.paymentStatus)} />

      <DocumentLinks documents={documents} className="mt-6 justify-center" />

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link
          to={`/profile/orders#order-${order._id}`}
          className="inline-flex justify-center rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {next === 'complete_payment' ? 'Pay from My Orders' : 'View your order'}
        </Link>
        <Link
          to="/shop"
          className="inline-flex justify-center rounded-full border border-gray-300 px-6 py-3 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700"
        >
          Continue shopping
        </Link>
      </div>
    </div>
  );
});
