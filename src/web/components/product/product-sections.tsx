/**
 * The product page below the fold: video, 'You May Like Also', reviews, then featured products (the two rows asked
 * for by the browser: product-suggestions.tsx). The route loads this module lazily and keys it by the product: the
 * server renders the rest in full, the browser hydrates it when its chunk arrives (not first-load JS).
 */
import { FitSummaryBar } from '../reviews/fit-summary.tsx';
import { ReviewSection } from '../reviews/review-section.tsx';
import type { ReviewsPage } from '../../../shop/catalog-types.ts';
import { FeaturedProducts, RelatedProducts, useProductSuggestions } from './product-suggestions.tsx';
import { Stars } from './stars.tsx';

export type ProductSectionsProps = {
  productId: string;
  name: string;
  video: string | null;
  averageRating: number;
  ratingCount: number;
  reviews: ReviewsPage;
};

export default function ProductSections(props: ProductSectionsProps) {
  const { reviews } = props;
  const suggestions = useProductSuggestions(props.productId);
  return (
    <>
      {props.video && (
        <section aria-label="Product video" className="mt-12">
          <video
            src={props.video}
            muted
            playsInline
            loop
            autoPlay
            preload="metadata"
            className="mx-auto aspect-video w-full max-w-3xl rounded-xl bg-ink"
          />
        </section>
      )}

      <RelatedProducts slot={suggestions.ref} rows={suggestions.rows} />

      <section
        id="reviews"
        aria-labelledby="reviews-h"
        className="mt-14 scroll-mt-24 [contain-intrinsic-size:auto_900px] [content-visibility:auto]"
      >
        <h2 id="reviews-h" className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          Customer reviews
        </h2>
        {props.ratingCount > 0 && (
          <div className="mt-3 flex items-center gap-3">
            <span className="text-3xl font-semibold">{props.averageRating.toFixed(1)}</span>
            <div>
              <Stars rating={props.averageRating} />
              <p className="text-sm text-gray-700">
                Based on {props.ratingCount} {props.ratingCount === 1 ? 'rating' : 'ratings'}
              </p>
            </div>
          </div>
        )}
        {reviews.fit && (
          <div className="mt-4">
            <FitSummaryBar fit={reviews.fit} />
          </div>
        )}
        <div className="mt-4 max-w-3xl">
          <ReviewSection productId={props.productId} data={reviews} heading={false} />
        </div>
      </section>

      <FeaturedProducts rows={suggestions.rows} />
    </>
  );
}
