import { Suspense } from 'react';
import { data } from 'react-router';
import { ListingPage } from '../components/listing/listing-page.tsx';
import { appContext } from '../lib/app-context.ts';
import { CATEGORY_PRICE_RANGES, RATING_FILTERS } from '../../shop/listing-options.ts';
import { listingPath, pagedTitle } from '../lib/listing-meta.ts';
import { listingQueryFromUrl, loadListing, type FacetPlan, cacheListingForVisitors } from '../lib/listing.server.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/category.ts';
import { lazyIsland } from '../lib/lazy-island.ts';
import { routeView } from '../lib/route-view.ts';

/** The women's page's SEO text: below the fold, so rendered by the server and hydrated when its chunk arrives. */
const WomenSeoText = lazyIsland(() => import('../components/listing/women-seo-text.tsx'));

/** The two gender pages of the spec; any other /category/{x} is a real 404 ('Invalid gender route.'). */
const PAGES = {
  men: {
    gender: 'men',
    heading: "Men's Clothing",
    title: "Men's Clothing Online: Shirts, T-Shirts, Jeans & Jackets",
    description:
      'Shop western and Indo-western wear for men: shirts, t-shirts, jeans, jackets and kurtas. Cash on delivery across India.',
  },
  'Buy-Western-Dress-for-Women': {
    gender: 'women',
    heading: 'Western Dresses for Women',
    title: 'Buy Western Dresses for Women Online in India',
    description:
      'Shop western dresses, tops, co-ord sets, denim and jackets for women. Prices in rupees, cash on delivery across India.',
  },
} as const;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Page not found', 'Invalid gender route.', { noindex: true });
  const page = loaderData.listing.page;
  return pageMeta(pagedTitle(loaderData.title, page), loaderData.description, {
    url: absoluteUrl(matches, listingPath(location.pathname, page)),
  });
}

/** The spec's filters (category, price range, rating), with sizes too; categories are the gender's, counted. */
const PLAN: FacetPlan = { category: true, size: true, price: CATEGORY_PRICE_RANGES, minRating: RATING_FILTERS };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!Object.hasOwn(PAGES, params.gender)) throw data('Invalid gender route.', { status: 404 });
  const page = PAGES[params.gender as keyof typeof PAGES];
  const { services } = context.get(appContext);
  const { query, active } = listingQueryFromUrl(new URL(request.url));
  const { listing, facets } = await loadListing(
    services,
    { ...query, q: undefined, gender: page.gender },
    PLAN,
    active,
  );
  cacheListingForVisitors(context, listing);
  return { ...page, listing, active, facets };
}

export default routeView(function Category({ loaderData }: Route.ComponentProps) {
  const { heading, listing, facets, active, gender } = loaderData;
  return (
    <ListingPage
      heading={heading}
      listing={listing}
      facets={facets}
      active={active}
      footer={
        gender === 'women' ? (
          <Suspense fallback={null}>
            <WomenSeoText />
          </Suspense>
        ) : undefined
      }
    />
  );
});
