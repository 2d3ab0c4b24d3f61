import { data } from 'react-router';
import { imageUrl } from '../../shop/images.ts';
import { CATEGORY_PRICE_RANGES } from '../../shop/listing-options.ts';
import { ListingPage } from '../components/listing/listing-page.tsx';
import { appContext } from '../lib/app-context.ts';
import { listingPath, pagedTitle } from '../lib/listing-meta.ts';
import { listingQueryFromUrl, loadListing, type FacetPlan, cacheListingForVisitors } from '../lib/listing.server.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/collection.ts';
import { routeView } from '../lib/route-view.ts';

/** The collection's own title and description (set per collection), else "Collections By {name}" and its blurb. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) {
    return pageMeta('Collection not found', 'The collection you were looking for could not be found.', {
      noindex: true,
    });
  }
  const { name, description, seoTitle, seoDescription, id, image, listing } = loaderData;
  return pageMeta(
    pagedTitle(seoTitle || `Collections By ${name}`, listing.page),
    seoDescription || description || `Shop the ${name} collection.`,
    {
      url: absoluteUrl(matches, listingPath(`/collections/${id}`, listing.page)),
      image: image ? absoluteUrl(matches, image) : undefined,
    },
  );
}

/** A collection mixes categories: filter by category, size and price; the collection's own order unless sorted. */
const PLAN: FacetPlan = { category: true, size: true, price: CATEGORY_PRICE_RANGES, defaultSort: 'Featured' };

/** /collections/{id}: the collection's products, 12 a page, with filters; unknown collections are a 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const collection = await services.catalog.findCollection(params.collectionId).catch((err: { status?: number }) => {
    if (err.status === 404) throw data('No such collection.', { status: 404 });
    throw err;
  });
  const { query, active } = listingQueryFromUrl(new URL(request.url));
  const scope = { ...query, q: undefined, collection: collection.id };
  const { listing, facets } = await loadListing(services, scope, PLAN, active);
  cacheListingForVisitors(context, listing);
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    seoTitle: collection.seoTitle,
    seoDescription: collection.seoDescription,
    image: collection.modelImageKey ? imageUrl(collection.modelImageKey, 1080) : null,
    listing,
    facets,
    active,
  };
}

export default routeView(function Collection({ loaderData }: Route.ComponentProps) {
  const { name, description, listing, facets, active } = loaderData;
  return (
    <ListingPage
      heading={`Collections By ${name}`}
      subheading={description ? <p className="mt-2 max-w-2xl text-sm text-gray-700">{description}</p> : undefined}
      listing={listing}
      facets={facets}
      active={active}
      emptyText="No products in this collection yet"
    />
  );
});
