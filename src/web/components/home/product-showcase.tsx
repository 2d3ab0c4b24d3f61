import { useId, useState } from 'react';
import type { ListingProduct } from '../../lib/listing-product.ts';
import { ProductCard } from '../product-card.tsx';
import { SectionHeading } from './scroll-row.tsx';

const SHOWN = 4;

/** A titled product list: 4 shown until 'View All'; 'Show Less' collapses (the button only with more than 4). */
export function ProductShowcase({
  id,
  eyebrow,
  title,
  products,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  products: readonly ListingProduct[];
}) {
  const [all, setAll] = useState(false);
  const listId = useId();
  if (products.length === 0) return null;
  const more = products.length > SHOWN;
  return (
    <section
      aria-labelledby={id}
      className="mx-auto max-w-7xl px-4 pt-12 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:px-6 lg:px-8"
    >
      <SectionHeading
        id={id}
        eyebrow={eyebrow}
        title={title}
        action={
          more && (
            <button
              type="button"
              aria-expanded={all}
              aria-controls={listId}
              onClick={() => setAll(!all)}
              className="shrink-0 rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
            >
              {all ? 'Show Less' : 'View All'}
            </button>
          )
        }
      />
      <ul id={listId} className="grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 lg:grid-cols-4">
        {/* The rest are rendered only when asked for (a lighter page). */}
        {(all ? products : products.slice(0, SHOWN)).map((p) => (
          <li key={p._id}>
            <ProductCard product={p} sizes="(min-width: 1280px) 290px, (min-width: 1024px) 25vw, calc(50vw - 1.5rem)" />
          </li>
        ))}
      </ul>
    </section>
  );
}
