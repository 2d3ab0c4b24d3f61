/**
 * The product page below the fold: video, 'You May Like Also', featured products and reviews. The route loads this
 * module lazily: the server renders it in full, the browser hydrates it when its chunk arrives (not first-load JS).
 */
import type { ListingProduct } from '../../lib/listing-product.ts';
import { ProductShowcase } from '../home/product-showcase.tsx';
import { ProductGrid } from '../product-grid.tsx';
import { FitSummaryBar } from '../reviews/fit-summary.tsx';
import { ReviewSection } from '../reviews/review-section.tsx';
import type { ReviewsPage } from '../../../shop/catalog-types.ts';
import { Stars } from './stars.tsx';

export type ProductSectionsProps = {
  productId: string;
  name: string;
  video: string | null;
  averageRating: number;
  ratingCount: number;
  related: ListingProduct[];
  featured: ListingProduct[];
  reviews: ReviewsPage;
};

export default function ProductSections(props: ProductSectionsProps) {
  const { reviews } = props;
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

      <section
        aria-labelledby="related-h"
        className="mt-14 [contain-intrinsic-size:auto_900px] [content-visibility:auto]"
      >
        <h2 id="related-h" className="mb-5 font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          You May Like Also
        </h2>
        <ProductGrid products={props.related} eagerCount={0} empty="No related products found." />
      </section>

      <div className="-mx-4 sm:-mx-6 lg:-mx-8">
        <ProductShowcase id="featured-h" eyebrow="Handpicked" title="Featured products" products={props.featured} />
      </div>

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
    </>
  );
}
