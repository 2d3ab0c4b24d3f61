import { lazy, Suspense, useEffect, useState } from 'react';
import type { ListingProduct } from '../lib/listing-product.ts';
import { recordView, viewedIds } from '../lib/recently-viewed.ts';
import { useNearScreen } from '../lib/use-near-screen.ts';

const loadRow = () => import('./recently-viewed-row.tsx');
const RecentlyViewedRow = lazy(loadRow);

/**
 * The place of the 'Recently viewed' row (product page: below everything else; empty cart: below its message). On a
 * product page it also records the view. It renders nothing on the server, since the list lives in the browser:
 * once the page has hydrated and the place comes near the screen, the row's code and its products (each product's
 * current name, price and stock) are loaded together. So it costs no first-load JavaScript, and arriving below what
 * is in view it shifts nothing.
 */
export function RecentlyViewed({ current }: { current?: string }) {
  const [ref, near] = useNearScreen('600px');
  const [products, setProducts] = useState<ListingProduct[]>([]);

  useEffect(() => {
    if (current) recordView(current);
  }, [current]);

  useEffect(() => {
    if (!near) return;
    const ids = viewedIds().filter((id) => id !== current);
    // Nothing else viewed yet: no row (the list only grows while a page is open).
    if (ids.length === 0) return;
    // The row's code loads while its products are asked for (not after they arrive): one round trip less.
    void loadRow().catch(() => {});
    const ctrl = new AbortController();
    fetch(`/api/products/by-ids?ids=${ids.join(',')}`, { headers: { accept: 'application/json' }, signal: ctrl.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ data: ListingProduct[] }>) : { data: [] }))
      .then((body) => setProducts(body.data))
      // Offline or aborted: no row.
      .catch(() => {});
    return () => ctrl.abort();
  }, [near, current]);

  return (
    <div ref={ref} data-testid="recently-viewed-slot">
      {products.length > 0 && (
        <Suspense fallback={null}>
          <RecentlyViewedRow products={products} />
        </Suspense>
      )}
    </div>
  );
}
