/**
 * Everything on the home page below the banner carousel. The route loads this module lazily: the server renders it
 * in full (search engines and first paint see everything), and the browser hydrates it as soon as its chunk arrives,
 * so it is not part of the page's first-load JavaScript.
 */
import type { ListingProduct } from '../../lib/listing-product.ts';
import { CollectionsStrip, type CollectionTile } from './collections-strip.tsx';
import { CustomerReviews, type HomeReview } from './customer-reviews.tsx';
import { ExpandableDescription } from './expandable-description.tsx';
import { OfferBanners, type OfferBanner } from './offer-banners.tsx';
import { ProductShowcase } from './product-showcase.tsx';
import { StoriesStrip, type Story } from './stories-strip.tsx';

export type HomeSectionsProps = {
  collections: CollectionTile[];
  offerBanners: OfferBanner[];
  latest: ListingProduct[];
  featured: ListingProduct[];
  stories: Story[];
  reviews: HomeReview[];
  showFullContent: boolean;
};

export default function HomeSections(props: HomeSectionsProps) {
  return (
    <>
      <CollectionsStrip collections={props.collections} />
      <OfferBanners banners={props.offerBanners} />
      <ProductShowcase id="new-h" eyebrow="Just in" title="New arrivals" products={props.latest} />
      <ProductShowcase id="featured-h" eyebrow="Handpicked" title="Featured products" products={props.featured} />
      <div className="mx-auto max-w-7xl px-4 pt-16 text-center sm:px-6 lg:px-8">
        <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">Shop Bold Shop Bindass</h1>
        <p className="mx-auto mt-3 max-w-xl text-sm text-gray-700 sm:text-base">
          Western and Indo-western styles for every day and every celebration, delivered across India.
        </p>
      </div>
      <StoriesStrip stories={props.stories} />
      <CustomerReviews reviews={props.reviews} />
      <ExpandableDescription initiallyOpen={props.showFullContent} />
    </>
  );
}
