import { ALL_SIZES } from '../../shop/listing-options.ts';
import { ListingPage } from '../components/listing/listing-page.tsx';
import { appContext } from '../lib/app-context.ts';
import {
  DISCOUNT_FILTERS,
  RATING_FILTERS,
  SHOP_CATEGORIES,
  SHOP_PRICES,
  SORTS,
  type Facets,
} from '../lib/listing-facets.ts';
import { listingPath, pagedTitle } from '../lib/listing-meta.ts';
import { listingQueryFromUrl, loadListing } from '../lib/listing.server.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/shop.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.listing.page ?? 1;
  return pageMeta(
    pagedTitle('Shop All Products', page),
    'Browse every dress, top, kurta, denim and jacket for women and men. Prices in rupees, cash on delivery across India.',
    { url: absoluteUrl(matches, listingPath('/shop', page)) },
  );
}

/** Every product, with the home-page filter panel's filters (the spec's panel had no opener: it lives here). */
const FACETS: Facets = {
  categories: SHOP_CATEGORIES,
  prices: SHOP_PRICES,
  discounts: DISCOUNT_FILTERS,
  ratings: RATING_FILTERS,
  sizes: ALL_SIZES,
  sorts: SORTS,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const { query, active } = listingQueryFromUrl(new URL(request.url));
  return { listing: await loadListing(services, { ...query, q: undefined }), active };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <ListingPage heading="Shop All Products" listing={loaderData.listing} facets={FACETS} active={loaderData.active} />
  );
}
