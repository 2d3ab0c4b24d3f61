/**
 * The heart toggle for the product page and product cards. Signed out, it leads to /login and back. Signed in, it
 * saves or removes the product at once (optimistically, through the API) and says so; without JavaScript it is a
 * form posting to the wishlist page's action, which comes back to this page.
 */
import Heart from './icons/heart.tsx';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { Link } from './link.tsx';
import type { loader as rootLoader } from '../root.tsx';
import { notify } from '../lib/toast.tsx';

// ---------------------------------------------------------------- which products the customer saved

let saved: { owner: string; ids: ReadonlySet<string> } | null = null;
let loading: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function load(owner: string) {
  if (saved?.owner === owner || loading === owner) return;
  loading = owner;
  fetch('/api/customer/wishlist/ids', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<{ productIds: string[] }>) : { productIds: [] }))
    .then((d) => {
      if (loading === owner) saved = { owner, ids: new Set(d.productIds) };
    })
    .catch(() => {})
    .finally(() => {
      if (loading === owner) loading = null;
      emit();
    });
}

function mark(owner: string, productId: string, on: boolean) {
  if (saved?.owner !== owner) return;
  const ids = new Set(saved.ids);
  if (on) ids.add(productId);
  else ids.delete(productId);
  saved = { owner, ids };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of the signed-in customer's saved products (fetched once per page load and shared), or null. */
function useSavedIds(owner: string | null): ReadonlySet<string> | null {
  useEffect(() => {
    if (owner) load(owner);
  }, [owner]);
  return useSyncExternalStore(
    subscribe,
    () => (owner && saved?.owner === owner ? saved.ids : null),
    () => null,
  );
}

// ---------------------------------------------------------------- the button

export function WishlistButton({
  productId,
  productName,
  saved: savedProp,
  className = 'flex size-10 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm ring-1 ring-gray-200 hover:text-brand-700',
  withLabel = false,
}: {
  productId: string;
  /** For the button's accessible name ("Add Indigo Kurta to wishlist"). */
  productName?: string;
  /** Known by the page (e.g. its loader); otherwise the button asks the API once per page load. */
  saved?: boolean;
  className?: string;
  /** Show "Wishlist"/"Wishlisted" beside the heart. */
  withLabel?: boolean;
}) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const owner = root?.user?.name ?? null;
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;
  const ids = useSavedIds(savedProp === undefined ? owner : null);
  const [local, setLocal] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const isSaved = local ?? savedProp ?? ids?.has(productId) ?? false;
  const what = productName ?? 'this product';
  const label = isSaved ? `Remove ${what} from wishlist` : `Add ${what} to wishlist`;
  const icon = (
    <>
      <Heart className={`size-5 ${isSaved ? 'fill-brand-600 text-brand-600' : ''}`} aria-hidden="true" />
      {withLabel && <span>{isSaved ? 'Wishlisted' : 'Wishlist'}</span>}
    </>
  );

  if (!owner) {
    return (
      <Link to={`/login?redirect=${encodeURIComponent(here)}`} className={className} aria-label={label}>
        {icon}
      </Link>
    );
  }

  async function toggle(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const next = !isSaved;
    setLocal(next);
    setBusy(true);
    try {
      const res = await fetch(
        next ? '/api/customer/wishlist' : `/api/customer/wishlist/${encodeURIComponent(productId)}`,
        {
          method: next ? 'POST' : 'DELETE',
          credentials: 'same-origin',
          headers: next ? { 'content-type': 'application/json' } : {},
          ...(next ? { body: JSON.stringify({ productId }) } : {}),
        },
      );
      if (res.status === 401) {
        setLocal(!next);
        notify.error('Please login to use your wishlist.');
        navigate(`/login?redirect=${encodeURIComponent(here)}`);
        return;
      }
      // Removing something already gone is still "not saved".
      if (!res.ok && !(res.status === 404 && !next)) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? 'Something went wrong');
      }
      mark(owner!, productId, next);
      // The shared list now says it (so every heart for this product agrees); a page-given state keeps ours.
      if (ids) setLocal(null);
      notify.success(next ? 'Added to wishlist' : 'Removed from wishlist');
    } catch (err) {
      setLocal(!next);
      notify.error(err instanceof Error ? err.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action="/profile/wishlist" onSubmit={toggle} className="contents">
      <input type="hidden" name="intent" value={isSaved ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={here} />
      <button type="submit" className={className} aria-label={label} disabled={busy}>
        {icon}
      </button>
    </form>
  );
}
