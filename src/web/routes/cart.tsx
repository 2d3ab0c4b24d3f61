import ArrowRight from '../components/icons/arrow-right.tsx';
import ShieldCheck from '../components/icons/shield-check.tsx';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { CartLineItem } from '../components/cart/cart-line-item.tsx';
import { ChangesNotice } from '../components/cart/changes-notice.tsx';
import { CouponForm } from '../components/cart/coupon-form.tsx';
import { OrderSummary } from '../components/cart/order-summary.tsx';
import { totalsOf } from '../components/cart/quote.ts';
import { useCartQuote } from '../components/cart/use-cart-quote.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { isLineBlocked } from '../../shop/orders.ts';
import { cartCount, OUT_OF_STOCK_MESSAGE, useCart, useCartCoupon } from '../lib/cart-store.ts';
import { pageMeta } from '../lib/meta.ts';
import { SAME_FOR_VISITORS } from '../lib/page-cache.ts';
import { notify } from '../lib/toast.tsx';
import type { loader as rootLoader } from '../root.tsx';
import { CART_MIN_HEIGHT, EmptyCart } from '../components/cart/empty-cart.tsx';
import { BarTotal, StickyActionBar } from '../components/sticky-action-bar.tsx';
import { routeView } from '../lib/route-view.ts';

/**
 * Shown only on the empty cart, after hydration. Not in the page's first-load JavaScript (no preload in the HTML),
 * but asked for as soon as this page's code runs in the browser, not once React renders the empty cart: the row
 * (often the empty cart's largest paint) comes a round trip sooner. A full cart fetches the small chunk unused.
 */
const loadRecentlyViewed = () => import('../components/recently-viewed.tsx');
if (typeof document !== 'undefined') void loadRecentlyViewed().catch(() => {});
const RecentlyViewed = lazy(() => loadRecentlyViewed().then((m) => ({ default: m.RecentlyViewed })));

/** The same page for every signed-out visitor (the lines are filled in by the browser): it may be kept. */
export const handle = SAME_FOR_VISITORS;

export function meta() {
  return pageMeta('Your Cart', 'Review the items in your bag, apply a coupon and check out.', { noindex: true });
}

/** The browser cart: open to visitors; checking out needs an account (the checkout pages ask for one). */
export default routeView(function Cart() {
  const hydrated = useHydrated();
  const lines = useCart();
  const coupon = useCartCoupon();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const signedIn = Boolean(root?.user);
  const navigate = useNavigate();
  const q = useCartQuote(lines, coupon, hydrated);
  const [blockedShown, setBlockedShown] = useState(false);

  if (!hydrated) {
    return (
      <Frame>
        <p className={`flex items-center justify-center text-center text-gray-700 ${CART_MIN_HEIGHT}`} aria-busy="true">
          Loading your cart…
        </p>
        <noscript>
          <p className="-mt-10 pb-16 text-center text-gray-700">
            Your cart is kept in this browser and needs JavaScript: please turn it on to see your cart and check out.
          </p>
        </noscript>
      </Frame>
    );
  }

  if (lines.length === 0) {
    return (
      <Frame>
        <EmptyCart />
        <Suspense fallback={null}>
          <RecentlyViewed />
        </Suspense>
      </Frame>
    );
  }

  const totals = totalsOf(lines, q.quote);
  const blocked = lines.some(isLineBlocked);
  const count = cartCount(lines);
  const problemOf = (id: string, size: string) =>
    q.quote?.lines.find((l) => l.product === id && l.size === size)?.problem;

  function checkout() {
    if (blocked) {
      setBlockedShown(true);
      notify.error(OUT_OF_STOCK_MESSAGE);
      return;
    }
    if (signedIn) {
      void navigate('/checkout/address');
      return;
    }
    try {
      localStorage.setItem('redirectAfterLogin', '/cart');
    } catch {
      // The ?redirect= parameter carries it anyway.
    }
    void navigate(`/login?redirect=${encodeURIComponent('/cart')}`);
  }

  return (
    <Frame count={count}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
        <div className="min-w-0 space-y-4">
          <ChangesNotice changes={q.changes} onDismiss={q.dismissChanges} />
          {blocked && blockedShown && (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {OUT_OF_STOCK_MESSAGE}
            </p>
          )}
          {q.error && (
            <p className="rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 text-sm text-gray-800">{q.error}</p>
          )}
          <ul className="divide-y divide-gray-200 border-y border-gray-200" aria-label="Items in your cart">
            {lines.map((l) => (
              <li key={`${l._id}:${l.size}`}>
                <CartLineItem line={l} problem={problemOf(l._id, l.size)} />
              </li>
            ))}
          </ul>
          <Link
            to="/shop"
            className="inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Continue shopping
          </Link>
        </div>

        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <CouponForm
            applied={coupon}
            percentage={totals.couponPercentage}
            busy={false}
            onApply={q.applyCoupon}
            onRemove={q.removeCoupon}
          />
          <OrderSummary totals={totals} couponCode={coupon} itemCount={count} checking={q.checking}>
            <StickyActionBar className="flex items-center gap-4 md:mt-5 md:block">
              <BarTotal total={totals.total} />
              <button
                type="button"
                onClick={checkout}
                aria-describedby={blocked ? 'cart-blocked' : undefined}
                className="flex h-12 flex-1 items-center justify-center gap-2 rounded-full bg-brand-600 font-semibold text-white hover:bg-brand-700 md:w-full"
              >
                Checkout
                <ArrowRight className="size-4" aria-hidden="true" />
              </button>
            </StickyActionBar>
            {blocked && (
              <p id="cart-blocked" className="mt-2 text-center text-sm text-red-700">
                Remove or reduce the items marked out of stock to continue.
              </p>
            )}
            {!signedIn && !blocked && (
              <p className="mt-2 text-center text-sm text-gray-700">You will be asked to log in to place the order.</p>
            )}
            <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-gray-600">
              <ShieldCheck className="size-4" aria-hidden="true" />
              Cash on delivery and secure online payment
            </p>
          </OrderSummary>
        </aside>
      </div>
    </Frame>
  );
});

/**
 * The page is at least one screen tall, so the footer starts below the first screen: what appears once the cart is
 * read from the browser (the empty cart's 'Recently viewed' row, the lines) moves nothing the shopper sees (layout
 * shift: the footer jumped 0.14 when the row came in under a short empty cart).
 */
function Frame({ children, count }: { children: React.ReactNode; count?: number }) {
  return (
    <div className="mx-auto min-h-dvh max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        Your Cart
        {count ? (
          <span className="ml-2 align-middle font-sans text-base font-normal text-gray-700">
            ({count} {count === 1 ? 'item' : 'items'})
          </span>
        ) : null}
      </h1>
      <div className="mt-6">{children}</div>
    </div>
  );
}
