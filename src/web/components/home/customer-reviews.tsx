import { Link } from '../link.tsx';
import type { ReviewDto } from '../../../shop/catalog-types.ts';
import { Stars } from '../product/stars.tsx';
import { ScrollRow } from './scroll-row.tsx';

export type HomeReview = Pick<ReviewDto, '_id' | 'rating' | 'review' | 'userId' | 'product'>;

/** Shown when the store has no reviews yet (the spec's "sample reviews when absent"). */
export const SAMPLE_REVIEWS: HomeReview[] = [
  {
    _id: 'sample-1',
    rating: 5,
    review: 'The kurta fits beautifully and the fabric is so soft. Delivered in four days with cash on delivery.',
    userId: { name: 'Ananya S.', image: null },
  },
  {
    _id: 'sample-2',
    rating: 5,
    review: 'Loved the midi dress! Exactly like the pictures, and the size guide was spot on.',
    userId: { name: 'Priya R.', image: null },
  },
  {
    _id: 'sample-3',
    rating: 4,
    review: 'Good quality denim for the price. Exchange for a bigger size was quick and easy.',
    userId: { name: 'Rahul M.', image: null },
  },
];

/** Customer reviews: a strip of the latest good reviews; the buttons scroll 330 px. */
export function CustomerReviews({ reviews }: { reviews: readonly HomeReview[] }) {
  const list = reviews.length > 0 ? reviews : SAMPLE_REVIEWS;
  return (
    <section
      aria-labelledby="reviews-h"
      className="mx-auto max-w-7xl px-4 pt-14 [contain-intrinsic-size:auto_320px] [content-visibility:auto] sm:px-6 lg:px-8"
    >
      <ScrollRow id="reviews-h" eyebrow="Loved across India" title="What our customers say" step={330}>
        {list.map((r) => (
          <li key={r._id} className="w-[300px] shrink-0 snap-start">
            <figure className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5">
              <Stars rating={r.rating} />
              <blockquote className="line-clamp-5 flex-1 text-sm leading-6 text-gray-800">“{r.review}”</blockquote>
              <figcaption className="flex items-center gap-3 text-sm">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                >
                  {r.userId.name.charAt(0).toUpperCase()}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold">{r.userId.name}</span>
                  {r.product && (
                    <Link
                      to={`/product/${encodeURIComponent(r.product.slug)}`}
                      className="block truncate text-xs text-gray-700 hover:text-brand-700 hover:underline"
                    >
                      {r.product.name}
                    </Link>
                  )}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
