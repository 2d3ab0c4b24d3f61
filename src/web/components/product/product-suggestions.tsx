/**
 * 'You May Like Also' and 'Featured products' on the product page (ADR 23). They are asked for (one request,
 * GET /api/products/{id}/suggestions) once the page has hydrated and the related row comes near the screen, not
 * rendered with the page: the two rows were a third of a product page's render and of its HTML, and every product
 * page showed the featured products, so a sale of any of them made every product page render again (ADR 22).
 * - The related row keeps its place with card-sized placeholders until they arrive; a failed request shows the empty
 *   state. Without JavaScript the row is not shown at all (`noscript:`), rather than grey cards forever.
 * - Featured products come after the reviews, with no placeholder: a store with none (or only the product on screen)
 *   shows nothing, and nothing above the reviews changes height when the answer arrives.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { ListingProduct } from '../../lib/listing-product.ts';
import { useNearScreen } from '../../lib/use-near-screen.ts';
import { ProductShowcase } from '../home/product-showcase.tsx';
import { ProductGrid } from '../product-grid.tsx';

export type Suggestions = { related: ListingProduct[]; featured: ListingProduct[] };

const NONE: Suggestions = { related: [], featured: [] };

function suggestionsOf(body: unknown): Suggestions {
  const data = (body as { data?: Partial<Suggestions> } | null)?.data;
  return Array.isArray(data?.related) && Array.isArray(data?.featured)
    ? { related: data.related, featured: data.featured }
    : NONE;
}

/**
 * The rows' products, asked for once `ref`'s element comes within 800 px of the screen; null until they arrive.
 * Use it under a component keyed by the product, so another product's page starts over.
 */
export function useProductSuggestions(productId: string): {
  ref: RefObject<HTMLDivElement | null>;
  rows: Suggestions | null;
} {
  const [ref, near] = useNearScreen('800px');
  const [rows, setRows] = useState<Suggestions | null>(null);

  useEffect(() => {
    if (!near) return;
    const ctrl = new AbortController();
    fetch(`/api/products/${encodeURIComponent(productId)}/suggestions`, {
      headers: { accept: 'application/json' },
      signal: ctrl.signal,
    })
      .then((r) => (r.ok ? r.json() : null))
      .then((body) => setRows(suggestionsOf(body)))
      .catch(() => {
        if (!ctrl.signal.aborted) setRows(NONE);
      });
    return () => ctrl.abort();
  }, [near, productId]);

  return { ref, rows };
}

/** 'You May Like Also': placeholders until the products arrive. */
export function RelatedProducts({ slot, rows }: { slot: RefObject<HTMLDivElement | null>; rows: Suggestions | null }) {
  return (
    <div
      ref={slot}
      data-testid="product-suggestions"
      data-state={rows ? 'loaded' : 'loading'}
      className="noscript:hidden"
    >
      <section aria-labelledby="related-h" className="mt-14">
        <h2 id="related-h" className="mb-5 font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          You May Like Also
        </h2>
        {rows ? (
          <ProductGrid products={rows.related} eagerCount={0} empty="No related products found." />
        ) : (
          <CardPlaceholders />
        )}
      </section>
    </div>
  );
}

/** 'Featured products', once they arrived (none: nothing). */
export function FeaturedProducts({ rows }: { rows: Suggestions | null }) {
  if (!rows || rows.featured.length === 0) return null;
  return (
    <div className="-mx-4 sm:-mx-6 lg:-mx-8">
      <ProductShowcase id="featured-h" eyebrow="Handpicked" title="Featured products" products={rows.featured} />
    </div>
  );
}

/**
 * Four grey cards the size of product cards: a 4:5 picture, then brand, name and price (the name takes two lines
 * on a phone, one on wider screens).
 */
function CardPlaceholders() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-x-3 gap-y-8 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4">
      {[0, 1, 2, 3].map((i) => (
        <li key={i}>
          <div className="aspect-[4/5] rounded-lg bg-ivory" />
          <div className="mt-2.5 h-[5.0625rem] sm:h-[3.875rem]" />
        </li>
      ))}
    </ul>
  );
}
