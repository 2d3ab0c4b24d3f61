import PackageOpen from '../components/icons/package-open.tsx';
import { useState } from 'react';
import { useNavigate, useRevalidator, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Link } from '../components/link.tsx';
import { AccountPage } from '../components/account/account-page.tsx';
import { cancelOrder, fetchTrackingUrl, isWebUrl, ORDER_MESSAGES } from '../components/orders/order-actions.ts';
import { toDocumentLinkView } from '../components/orders/document-links.tsx';
import {
  OrderCard,
  toOrderView,
  type OrderCardAction,
  type OrderView,
  type ReturnSummary,
} from '../components/orders/order-card.tsx';
import { appContext } from '../lib/app-context.ts';
import { requireUser } from '../lib/auth.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notify } from '../lib/toast.tsx';
import { statusLabel } from '../../shop/orders.ts';
import { confirmationPath } from '../lib/site.ts';
import { MESSAGES } from '../../shop/pricing.ts';
import { ORDER_AGAIN_MESSAGES, orderAgain, payAgain } from '../components/orders/pay-again.ts';
import type { Route } from './+types/profile-orders.ts';
import { routeView } from '../lib/route-view.ts';

export function meta() {
  return pageMeta('My Orders', 'View, track and cancel your orders.', { noindex: true });
}

/** The caller's orders only (the service filters by the signed-in customer), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { services } = context.get(appContext);
  const orders = await services.orders.listForUser(user.id, { limit: 200 });
  const [documents, requests] = await Promise.all([
    services.documents.links(orders.map((o) => o._id)),
    services.returns.forUser(user.id, 200),
  ]);
  const returns = new Map<string, ReturnSummary[]>();
  for (const r of [...requests].reverse()) {
    const list = returns.get(r.orderId) ?? [];
    list.push({ number: r.number, kind: r.kind, status: r.status, productName: r.productName });
    returns.set(r.orderId, list);
  }
  const now = new Date();
  return {
    orders: orders.map((o) =>
      toOrderView(o, now, (documents.get(o._id) ?? []).map(toDocumentLinkView), returns.get(o._id) ?? []),
    ),
  };
}

/** Switching tabs filters what is already here; other navigations (and revalidate()) load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** The spec's tabs: all orders, then one status each (labels from the lifecycle). */
const TABS = [
  { id: 'all', label: 'All' },
  ...(['processing', 'delivered', 'cancelled'] as const).map((id) => ({ id, label: statusLabel(id) })),
] as const;
type TabId = (typeof TABS)[number]['id'];

const tabClass =
  'block rounded-t-lg border-b-2 border-transparent px-2.5 py-2.5 sm:px-4 text-sm font-semibold whitespace-nowrap text-gray-700 hover:text-brand-700 aria-[selected=true]:border-brand-600 aria-[selected=true]:text-brand-700';

export default routeView(function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const wanted = params.get('tab');
  const tab: TabId = TABS.find((t) => t.id === wanted)?.id ?? 'all';
  const revalidator = useRevalidator();
  // Cancelled here, before the list has loaded again.
  const [cancelled, setCancelled] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<{ id: string; what: OrderCardAction } | null>(null);
  const navigate = useNavigate();

  const orders = loaderData.orders.map((o): OrderView =>
    cancelled.has(o._id) ? { ...o, status: 'cancelled', next: 'cancelled' } : o,
  );
  const shown = tab === 'all' ? orders : orders.filter((o) => o.status === tab);

  async function track(id: string) {
    if (busy) return;
    setBusy({ id, what: 'track' });
    const r = await fetchTrackingUrl(id);
    setBusy(null);
    if ('error' in r) return notify.error(r.error);
    if (!isWebUrl(r.url)) return notify.error(ORDER_MESSAGES.trackingUnavailable);
    window.open(r.url, '_blank', 'noopener,noreferrer');
  }

  async function cancel(o: OrderView) {
    if (busy) return;
    if (!window.confirm(`Cancel order #${o.orderId}? This cannot be undone.`)) return;
    setBusy({ id: o._id, what: 'cancel' });
    const r = await cancelOrder(o._id);
    setBusy(null);
    if (!r.ok) return notify.error(r.message);
    notify.success(r.message);
    setCancelled((prev) => new Set(prev).add(o._id));
    void revalidator.revalidate();
  }

  function retry(o: OrderView) {
    if (busy) return;
    setBusy({ id: o._id, what: 'retry' });
    void payAgain(o._id, {
      onPaid: () => {
        setBusy(null);
        notify.success(MESSAGES.paymentSuccessful);
        void navigate(confirmationPath(o._id));
      },
      onFailed: (message, reason) => {
        setBusy(null);
        notify.error(message);
        // The hold ran out meanwhile: the card now offers to order again.
        if (reason === 'hold_expired' || reason === 'already_paid') void revalidator.revalidate();
      },
      onDismiss: () => setBusy(null),
    });
  }

  async function again(o: OrderView) {
    if (busy) return;
    setBusy({ id: o._id, what: 'again' });
    const r = await orderAgain(o.items);
    setBusy(null);
    if ('error' in r) return notify.error(r.error);
    if (r.added === 0) return notify.error(ORDER_AGAIN_MESSAGES.unavailable);
    notify.success(ORDER_AGAIN_MESSAGES.added);
    void navigate('/cart');
  }

  return (
    <AccountPage title="My Orders" description="Track, view and cancel your orders.">
      <div
        role="tablist"
        aria-label="Orders by status"
        className="-mx-4 flex overflow-x-auto sm:gap-1 border-b border-gray-200 px-4 sm:mx-0 sm:px-0"
      >
        {TABS.map((t) => (
          <Link
            key={t.id}
            role="tab"
            id={`orders-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="orders-panel"
            to={t.id === 'all' ? '/profile/orders' : `?tab=${t.id}`}
            replace
            preventScrollReset
            className={tabClass}
          >
            {t.label}
          </Link>
        ))}
      </div>
      <div id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${tab}`} className="pt-6">
        {shown.length === 0 ? (
          <div className="rounded-xl bg-ivory px-4 py-12 text-center">
            <PackageOpen className="mx-auto size-8 text-brand-700" aria-hidden="true" />
            <p className="mt-3 text-gray-700">No orders found.</p>
            {orders.length === 0 && (
              <Link
                to="/shop"
                className="mt-5 inline-flex rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Start shopping
              </Link>
            )}
          </div>
        ) : (
          <ul className="space-y-4">
            {shown.map((o) => (
              <li key={o._id}>
                <OrderCard
                  order={o}
                  busy={busy?.id === o._id ? busy.what : null}
                  onTrack={() => void track(o._id)}
                  onCancel={() => void cancel(o)}
                  onRetry={() => retry(o)}
                  onOrderAgain={() => void again(o)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AccountPage>
  );
});

/** The list could not be loaded: the spec's text, inside the account frame. */
export function ErrorBoundary() {
  return (
    <AccountPage title="My Orders">
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800">
        Failed to fetch orders.
      </p>
    </AccountPage>
  );
}
