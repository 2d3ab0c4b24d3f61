import { DISCOUNT_FILTERS, RATING_FILTERS, SHOP_PRICE_RANGES } from '../../shop/listing-options.ts';
import { ListingPage } from '../components/listing/listing-page.tsx';
import { appContext } from '../lib/app-context.ts';
import { listingPath, pagedTitle } from '../lib/listing-meta.ts';
import { listingQueryFromUrl, loadListing, type FacetPlan, cacheListingForVisitors } from '../lib/listing.server.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/shop.ts';
import { routeView } from '../lib/route-view.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.listing.page ?? 1;
  return pageMeta(
    pagedTitle('Shop All Products', page),
    'Browse every dress, top, kurta, denim and jacket for women and men. Prices in rupees, cash on delivery across India.',
    { url: absoluteUrl(matches, listingPath('/shop', page)) },
  );
}

/**
 * Every product, with the home-page filter panel's filters (the spec's panel had no opener: it lives here). The
 * categories and sizes are the catalogue's, counted for the current filters.
 */
const PLAN: FacetPlan = {
  category: true,
  size: true,
  price: SHOP_PRICE_RANGES,
  minDiscount: DISCOUNT_FILTERS,
  minRating: RATING_FILTERS,
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const { query, active } = listingQueryFromUrl(new URL(request.url));
  const loaded = await loadListing(services, { ...query, q: undefined }, PLAN, active);
  cacheListingForVisitors(context, loaded.listing);
  return { ...loaded, active };
}

export default routeView(function Shop({ loaderData }: Route.ComponentProps) {
  const { listing, facets, active } = loaderData;
  return <ListingPage heading="Shop All Products" listing={listing} facets={facets} active={active} />;
});
