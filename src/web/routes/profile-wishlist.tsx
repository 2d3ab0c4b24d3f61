import Heart from '../components/icons/heart.tsx';
import ShoppingBag from '../components/icons/shopping-bag.tsx';
import X from '../components/icons/x.tsx';
import { lazy, Suspense, useState } from 'react';
import { data, Form, redirect } from 'react-router';
import { Link } from '../components/link.tsx';
import { imageSrcSet, imageUrl } from '../../shop/images.ts';
import { formatRupeeAmount } from '../../shop/money.ts';
import { wishlistAddSchema } from '../../shop/wishlist.ts';
import { AccountPage } from '../components/account/account-page.tsx';
import { primaryButton } from '../components/account/form-fields.tsx';
import { refusalOf, type ActionResult } from '../lib/account.server.ts';
import { appContext } from '../lib/app-context.ts';
import { requireUser } from '../lib/auth.server.ts';
import { addToCart, lineFor } from '../lib/cart-store.ts';
import { pageMeta } from '../lib/meta.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { notify } from '../lib/toast.tsx';
import type { Route } from './+types/profile-wishlist.ts';
import { routeView } from '../lib/route-view.ts';

/** The size question before adding to the cart: loaded when first wanted. */
const loadSizeDialog = () => import('../components/size-choice-dialog.tsx');
const SizeChoiceDialog = lazy(loadSizeDialog);

export function meta() {
  return pageMeta('My Wishlist', 'The products you saved for later.', { noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { wishlist: await context.get(appContext).services.wishlist.list(user.id) };
}

/**
 * Adds or removes a product. Also the no-JavaScript path of the heart buttons elsewhere (they post here with
 * `redirectTo`, and come back).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { wishlist } = context.get(appContext).services;
  const form = await request.formData();
  const intent = form.get('intent') === 'add' ? 'add' : 'remove';
  const parsed = wishlistAddSchema.safeParse({ productId: form.get('productId') ?? undefined });
  if (!parsed.success) return data<ActionResult>({ ok: false, formError: 'Product not found.' }, { status: 400 });
  try {
    if (intent === 'add') await wishlist.add(user.id, parsed.data.productId);
    else await wishlist.remove(user.id, parsed.data.productId);
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<ActionResult>({ ok: false, formError: r.message }, { status: r.status });
  }
  const back = form.get('redirectTo');
  if (typeof back === 'string' && back) return redirect(safeRedirect(back, '/profile/wishlist'));
  return { ok: true, message: intent === 'add' ? 'Added to wishlist' : 'Removed from wishlist' } satisfies ActionResult;
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  const result = await serverAction();
  if (result.ok) notify.success(result.message);
  else notify.error(result.formError ?? 'Something went wrong');
  return result;
}

export default routeView(function ProfileWishlist({ loaderData }: Route.ComponentProps) {
  const { wishlist } = loaderData;
  return (
    <AccountPage
      title="My Wishlist"
      description={wishlist.length === 1 ? '1 saved product' : `${wishlist.length} saved products`}
    >
      {wishlist.length === 0 ? (
        <div className="rounded-xl bg-ivory px-4 py-12 text-center">
          <Heart className="mx-auto size-8 text-brand-700" aria-hidden="true" />
          <p className="mt-3 text-gray-700">Your wishlist is empty.</p>
          <p className="mt-1 text-sm text-gray-600">Tap the heart on a product to save it here.</p>
          <Link to="/shop" className={`${primaryButton} mt-6`}>
            Browse the shop
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4">
          {wishlist.map((p, i) => (
            <li key={p._id}>
              <WishlistCard product={p} eager={i < 4} />
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  );
});

type WishlistProduct = Route.ComponentProps['loaderData']['wishlist'][number];

function WishlistCard({ product: p, eager }: { product: WishlistProduct; eager: boolean }) {
  const [choosing, setChoosing] = useState(false);
  const outOfStock = p.stock <= 0 || p.variants.every((v) => v.stock <= 0);
  const href = `/product/${encodeURIComponent(p.slug)}`;
  const key = p.imageKeys[0];

  /** Adds one in the size the shopper chose; answers why not, or null. */
  function add(size: string): string | null {
    const variant = p.variants.find((v) => v.size === size && v.stock > 0);
    if (!variant) return 'Please select a size';
    const result = addToCart(lineFor(p, variant, p.images[0] ?? ''));
    if (!result.ok) return result.message;
    notify.success(`Added to cart (size ${size})`);
    return null;
  }

  return (
    <article className="flex h-full flex-col">
      <div className="relative aspect-[4/5] overflow-hidden rounded-lg bg-ivory">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          {key ? (
            <img
              src={imageUrl(key, 720)}
              srcSet={imageSrcSet(key)}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              width={720}
              height={900}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              className={`size-full object-cover ${outOfStock ? 'opacity-60' : ''}`}
            />
          ) : null}
        </Link>
        <Form method="post" preventScrollReset className="absolute top-2 right-2">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={p._id} />
          <button
            type="submit"
            className="flex size-9 items-center justify-center rounded-full bg-white/95 text-gray-800 shadow hover:text-brand-700"
            aria-label={`Remove ${p.name} from wishlist`}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </Form>
        {p.discount > 0 && (
          <span className="absolute top-2 left-2 rounded-full bg-brand-600 px-2 py-0.5 text-[11px] font-semibold text-white">
            {p.discount}% OFF
          </span>
        )}
      </div>
      <p className="mt-2.5 text-[11px] font-semibold tracking-widest text-gray-600 uppercase">{p.brand}</p>
      <h2 className="line-clamp-2 text-sm leading-snug text-ink">
        <Link to={href} className="hover:text-brand-700">
          {p.name}
        </Link>
      </h2>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-ink">
          <span className="sr-only">Price </span>
          {formatRupeeAmount(p.salePrice)}
        </span>
        {p.discount > 0 && (
          <>
            <s className="text-xs text-gray-600">
              <span className="sr-only">Original price </span>
              {formatRupeeAmount(p.originalPrice)}
            </s>
            <span className="text-xs font-semibold text-emerald-700">{p.discount}% off</span>
          </>
        )}
      </p>
      <div className="mt-auto flex gap-2 pt-3">
        <button
          type="button"
          disabled={outOfStock}
          aria-haspopup="dialog"
          onClick={() => setChoosing(true)}
          onPointerEnter={() => void loadSizeDialog()}
          onFocus={() => void loadSizeDialog()}
          className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-full bg-ink px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700"
        >
          {outOfStock ? (
            'Out of Stock'
          ) : (
            <>
              <ShoppingBag className="size-4" aria-hidden="true" />
              Add to Cart
            </>
          )}
        </button>
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <SizeChoiceDialog
            productName={p.name}
            variants={p.variants}
            confirmLabel="Add to Cart"
            onConfirm={add}
            onClose={() => setChoosing(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
