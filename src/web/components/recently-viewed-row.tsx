/**
 * The 'Recently viewed' row: the browser's list of viewed products (less the one on screen), with each product's
 * current name, price and stock from the server. Products no longer sold are left out; nothing shows when none is left.
 * Loaded lazily by recently-viewed.tsx.
 */
import { useEffect, useState } from 'react';
import type { ListingProduct } from '../lib/listing-product.ts';
import { viewedIds } from '../lib/recently-viewed.ts';
import { ScrollRow } from './home/scroll-row.tsx';
import { ProductCard } from './product-card.tsx';

export default function RecentlyViewedRow({ exclude }: { exclude?: string | undefined }) {
  const [products, setProducts] = useState<ListingProduct[]>([]);

  useEffect(() => {
    const ids = viewedIds().filter((id) => id !== exclude);
    // Nothing else viewed yet: no row (the list only grows while a page is open).
    if (ids.length === 0) return;
    const ctrl = new AbortController();
    fetch(`/api/products/by-ids?ids=${ids.join(',')}`, {
      headers: { accept: 'application/json' },
      signal: ctrl.signal,
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ data: ListingProduct[] }>) : { data: [] }))
      .then((body) => setProducts(body.data))
      // Offline or aborted: no row.
      .catch(() => {});
    return () => ctrl.abort();
  }, [exclude]);

  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-h" className="mt-14">
      <ScrollRow id="recently-viewed-h" title="Recently viewed" step={0.8}>
        {products.map((p) => (
          <li key={p._id} className="w-36 shrink-0 snap-start sm:w-44">
            <ProductCard product={p} sizes="(min-width: 640px) 176px, 144px" />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
