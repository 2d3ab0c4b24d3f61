import { data } from 'react-router';
import { APPAREL_SIZES, WAIST_SIZES } from '../../shop/listing-options.ts';
import { ListingPage } from '../components/listing/listing-page.tsx';
import { appContext } from '../lib/app-context.ts';
import { CATEGORY_PAGE_PRICES, RATING_FILTERS, SORTS, type Facets } from '../lib/listing-facets.ts';
import { listingPath, pagedTitle } from '../lib/listing-meta.ts';
import { listingQueryFromUrl, loadListing } from '../lib/listing.server.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import { categoryPath } from '../lib/site.ts';
import type { Route } from './+types/subcategory.ts';
import { STORE_NAME } from '../../shop/store.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData)
    return pageMeta('Page not found', 'The page you were looking for could not be found.', { noindex: true });
  const { name, genderLabel, listing, path } = loaderData;
  return pageMeta(
    pagedTitle(`${name} for ${genderLabel}`, listing.page),
    `Shop ${name.toLowerCase()} for ${genderLabel.toLowerCase()} at ${STORE_NAME}. Prices in rupees, cash on delivery across India.`,
    { url: absoluteUrl(matches, listingPath(path, listing.page)) },
  );
}

/** /category/{gender}/{slug}: a category of the catalogue (filters: size, price, rating; sorts), else a 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const gender = params.gender.toLowerCase();
  if (gender !== 'men' && gender !== 'women') throw data('Invalid gender route.', { status: 404 });
  const category = await services.catalog.findCategory(gender, params.name);
  if (!category) throw data('No such category.', { status: 404 });
  const { query, active } = listingQueryFromUrl(new URL(request.url));
  const listing = await loadListing(services, { ...query, q: undefined, gender, category: [category.slug] });
  // Bottoms are sized by waist, the rest XS to XL: offer the sizes the category's products use.
  const used = new Set(listing.products.flatMap((p) => p.variants.map((v) => v.size)));
  const sizes = [...APPAREL_SIZES, ...WAIST_SIZES].filter((s) => used.has(s) || active.size.includes(s));
  const facets: Facets = {
    sizes: sizes.length ? sizes : APPAREL_SIZES,
    prices: CATEGORY_PAGE_PRICES,
    ratings: RATING_FILTERS,
    sorts: SORTS,
  };
  return {
    name: category.name,
    genderLabel: gender === 'men' ? 'Men' : 'Women',
    path: categoryPath({ gender, slug: category.slug }),
    listing,
    active,
    facets,
  };
}

export default function Subcategory({ loaderData }: Route.ComponentProps) {
  const { name, genderLabel, listing, facets, active } = loaderData;
  return <ListingPage heading={`${name} for ${genderLabel}`} listing={listing} facets={facets} active={active} />;
}
