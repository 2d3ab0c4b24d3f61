import { data } from 'react-router';
import { CATEGORY_PRICE_RANGES, RATING_FILTERS } from '../../shop/listing-options.ts';
import { ListingPage } from '../components/listing/listing-page.tsx';
import { appContext } from '../lib/app-context.ts';
import { listingPath, pagedTitle } from '../lib/listing-meta.ts';
import { listingQueryFromUrl, loadListing, type FacetPlan, cacheListingForVisitors } from '../lib/listing.server.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import { categoryPath } from '../lib/site.ts';
import type { Route } from './+types/subcategory.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { routeView } from '../lib/route-view.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta('Page not found', 'The page you were looking for could not be found.', { noindex: true });
  const { name, genderLabel, listing, path, seoTitle, seoDescription } = loaderData;
  return pageMeta(
    pagedTitle(seoTitle ?? `${name} for ${genderLabel}`, listing.page),
    seoDescription ??
      `Shop ${name.toLowerCase()} for ${genderLabel.toLowerCase()} at ${STORE_NAME}. Prices in rupees, cash on delivery across India.`,
    { url: absoluteUrl(matches, listingPath(path, listing.page)) },
  );
}

/** Filters: the sizes the category's products have in stock, price, rating; sorts. */
const PLAN: FacetPlan = { size: true, price: CATEGORY_PRICE_RANGES, minRating: RATING_FILTERS };

/** /category/{gender}/{slug}: a category of the catalogue, else a 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const gender = params.gender.toLowerCase();
  if (gender !== 'men' && gender !== 'women') throw data('Invalid gender route.', { status: 404 });
  const category = await services.catalog.findCategory(gender, params.name);
  if (!category) throw data('No such category.', { status: 404 });
  const { query, active } = listingQueryFromUrl(new URL(request.url));
  const scope = { ...query, q: undefined, gender: category.gender, category: [category.slug] };
  const { listing, facets } = await loadListing(services, scope, PLAN, active);
  cacheListingForVisitors(context, listing);
  return {
    name: category.name,
    seoTitle: category.seoTitle,
    seoDescription: category.seoDescription,
    genderLabel: gender === 'men' ? 'Men' : 'Women',
    path: categoryPath({ gender, slug: category.slug }),
    listing,
    active,
    facets,
  };
}

export default routeView(function Subcategory({ loaderData }: Route.ComponentProps) {
  const { name, genderLabel, listing, facets, active } = loaderData;
  return <ListingPage heading={`${name} for ${genderLabel}`} listing={listing} facets={facets} active={active} />;
});
