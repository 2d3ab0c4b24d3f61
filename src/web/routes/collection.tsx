import { data } from 'react-router';
import { imageUrl } from '../../shop/images.ts';
import { PAGE_SIZE } from '../../shop/listing-options.ts';
import { ListingPage } from '../components/listing/listing-page.tsx';
import { appContext } from '../lib/app-context.ts';
import { listingPath, pagedTitle } from '../lib/listing-meta.ts';
import { toListingProduct } from '../lib/listing-product.ts';
import { sliceListing } from '../lib/listing.server.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/collection.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) {
    return pageMeta('Collection not found', 'The collection you were looking for could not be found.', {
      noindex: true,
    });
  }
  const { name, description, id, image, listing } = loaderData;
  return pageMeta(pagedTitle(`Collections By ${name}`, listing.page), description || `Shop the ${name} collection.`, {
    url: absoluteUrl(matches, listingPath(`/collections/${id}`, listing.page)),
    image: image ? absoluteUrl(matches, image) : undefined,
  });
}

/** /collections/{id}: the collection's products, 12 a page; unknown collections are a 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const collection = await services.catalog.getCollection(params.collectionId).catch((err: { status?: number }) => {
    if (err.status === 404) throw data('No such collection.', { status: 404 });
    throw err;
  });
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1') || 1),
  );
  return {
    id: collection._id,
    name: collection.name,
    description: collection.description,
    image: collection.modelImageKey ? imageUrl(collection.modelImageKey, 1080) : null,
    listing: sliceListing(collection.products.map(toListingProduct), page, PAGE_SIZE),
  };
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { name, description, listing } = loaderData;
  return (
    <ListingPage
      heading={`Collections By ${name}`}
      subheading={description ? <p className="mt-2 max-w-2xl text-sm text-gray-700">{description}</p> : undefined}
      listing={listing}
      emptyText="No products in this collection yet"
    />
  );
}
