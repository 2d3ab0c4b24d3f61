/**
 * 'You May Like Also' and 'Featured products' on the product page. They are asked for (one request,
 * GET /api/products/{id}/suggestions) once the page has hydrated and their place comes near the screen, not
 * rendered with the page: the two rows were a third of a product page's render and of its HTML, and every product
 * page showed the featured products, so a sale of any of them made every product page render again (ADR 22).
 * Until they arrive, card-shaped placeholders keep their place; a failed request shows the empty state. Keyed by
 * the product where used, so another product's page starts over.
 */
import { useEffect, useRef, useState } from 'react';
import type { ListingProduct } from '../../lib/listing-product.ts';
import { ProductShowcase } from '../home/product-showcase.tsx';
import { ProductGrid } from '../product-grid.tsx';

type Suggestions = { related: ListingProduct[]; featured: ListingProduct[] };

const NONE: Suggestions = { related: [], featured: [] };

export function ProductSuggestions({ productId }: { productId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [rows, setRows] = useState<Suggestions | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '800px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    const ctrl = new AbortController();
    fetch(`/api/products/${encodeURIComponent(productId)}/suggestions`, {
      headers: { accept: 'application/json' },
      signal: ctrl.signal,
    })
      .then((r) => (r.ok ? (r.json() as Promise<{ data: Suggestions }>) : { data: NONE }))
      .then((body) => setRows(body.data))
      .catch(() => {
        if (!ctrl.signal.aborted) setRows(NONE);
      });
    return () => ctrl.abort();
  }, [near, productId]);

  return (
    <div ref={ref} data-testid="product-suggestions" aria-busy={rows === null}>
      <section aria-labelledby="related-h" className="mt-14">
        <h2 id="related-h" className="mb-5 font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          You May Like Also
        </h2>
        {rows ? (
          <ProductGrid products={rows.related} eagerCount={0} empty="No related products found." />
        ) : (
          <CardPlaceholders className="grid grid-cols-2 gap-x-3 gap-y-8 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4" />
        )}
      </section>
      <div className="-mx-4 sm:-mx-6 lg:-mx-8">
        {rows ? (
          <ProductShowcase id="featured-h" eyebrow="Handpicked" title="Featured products" products={rows.featured} />
        ) : (
          <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
            <div className="mb-5 h-[3.25rem] sm:h-14" />
            <CardPlaceholders className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 lg:grid-cols-4" />
          </div>
        )}
      </div>
    </div>
  );
}

/** Four grey cards the size of product cards: a 4:5 picture, then brand, name and price (the name takes two lines
 * on a phone, one on wider screens). */
function CardPlaceholders({ className }: { className: string }) {
  return (
    <ul aria-hidden="true" className={className}>
      {[0, 1, 2, 3].map((i) => (
        <li key={i}>
          <div className="aspect-[4/5] rounded-lg bg-ivory" />
          <div className="mt-2.5 h-[5.0625rem] sm:h-[3.875rem]" />
        </li>
      ))}
    </ul>
  );
}
