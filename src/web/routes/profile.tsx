import Heart from '../components/icons/heart.tsx';
import MapPin from '../components/icons/map-pin.tsx';
import Package from '../components/icons/package.tsx';
import UserCog from '../components/icons/user-cog.tsx';
import { Link } from '../components/link.tsx';
import { formatRupeeAmount, formatRupees, paise } from '../../shop/money.ts';
import { LogoutButton } from '../components/account/account-menu.tsx';
import { AccountPage, OrderStatusBadge } from '../components/account/account-page.tsx';
import { secondaryButton } from '../components/account/form-fields.tsx';
import { appContext } from '../lib/app-context.ts';
import { requireUser } from '../lib/auth.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/profile.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { routeView } from '../lib/route-view.ts';

export function meta() {
  return pageMeta('My Account', `Your ${STORE_NAME} account: orders, wishlist, addresses and profile settings.`, {
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { services } = context.get(appContext);
  const [orders, storeCredit] = await Promise.all([
    services.orders.listForUser(user.id, { limit: 3 }),
    services.wallet.balance(user.id),
  ]);
  return { user: { name: user.name, email: user.email }, orders, storeCredit };
}

const CARDS = [
  { title: 'Profile settings', text: 'Name, phone and password', href: '/profile/settings', Icon: UserCog },
  { title: 'Orders', text: 'Track, view and cancel orders', href: '/profile/orders', Icon: Package },
  { title: 'Wishlist', text: 'Products you saved for later', href: '/profile/wishlist', Icon: Heart },
  { title: 'Addresses', text: 'Your delivery addresses', href: '/profile/addresses', Icon: MapPin },
] as const;

const orderDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export default routeView(function Profile({ loaderData }: Route.ComponentProps) {
  const { user, orders, storeCredit } = loaderData;
  return (
    <AccountPage
      title={`Hi, ${user.name}`}
      description={user.email}
      actions={<LogoutButton className={secondaryButton} />}
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map(({ title, text, href, Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className="flex h-full items-start gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-xs transition hover:border-brand-600 hover:shadow-sm"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-ink">{title}</span>
                <span className="mt-0.5 block text-sm text-gray-700">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <p className="mt-6 rounded-xl bg-ivory px-4 py-3 text-sm text-ink" data-testid="store-credit">
        Store credit: <strong className="font-semibold">{formatRupees(paise(storeCredit))}</strong>
        <span className="block text-gray-700">
          From returns refunded as credit; apply it at checkout to pay part or all of an order.
        </span>
      </p>

      <section aria-labelledby="recent-orders" className="mt-10">
        <div className="flex items-center justify-between gap-4">
          <h2 id="recent-orders" className="text-xl font-semibold text-ink">
            Recent Orders
          </h2>
          <Link
            to="/profile/orders"
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            View All
          </Link>
        </div>
        {orders.length === 0 ? (
          <p className="mt-4 rounded-xl bg-ivory px-4 py-8 text-center text-gray-700">No orders yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
            {orders.map((o) => (
              <li key={o._id} className="flex flex-wrap items-center gap-x-6 gap-y-3 p-4 sm:p-5">
                <div className="min-w-40 flex-1">
                  <p className="font-semibold text-ink">Order {o.orderId}</p>
                  <p className="text-sm text-gray-700">{orderDate.format(new Date(o.createdAt))}</p>
                </div>
                <ul className="flex -space-x-3" aria-label="Items">
                  {o.items.slice(0, 4).map((item) => (
                    <li key={item._id}>
                      {item.product.images[0] ? (
                        <img
                          src={item.product.images[0]}
                          alt={`${item.product.name}, size ${item.size}`}
                          width={48}
                          height={60}
                          loading="lazy"
                          className="h-15 w-12 rounded-md object-cover ring-2 ring-white"
                        />
                      ) : (
                        <span className="sr-only">{item.product.name}</span>
                      )}
                    </li>
                  ))}
                </ul>
                <OrderStatusBadge status={o.status} />
                <p className="w-24 text-right font-semibold text-ink">{formatRupeeAmount(o.totalAmount)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AccountPage>
  );
});
