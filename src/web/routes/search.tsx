import { redirect } from 'react-router';
import { CATEGORY_PRICE_RANGES, RATING_FILTERS } from '../../shop/listing-options.ts';
import { searchText } from '../../shop/search-text.ts';
import { ListingPage } from '../components/listing/listing-page.tsx';
import { appContext } from '../lib/app-context.ts';
import { listingPath } from '../lib/listing-meta.ts';
import { listingQueryFromUrl, loadListing, type FacetPlan, cacheListingForVisitors } from '../lib/listing.server.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/search.ts';
import { STORE_NAME } from '../../shop/store.ts';
import { routeView } from '../lib/route-view.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const q = loaderData?.q ?? '';
  return pageMeta(
    q ? `Search Results for: ${q}` : 'Search',
    `Search kurtas, dresses, tops, denim and more at ${STORE_NAME}.`,
    { noindex: true, url: absoluteUrl(matches, listingPath('/search', 1, q ? { q } : {})) },
  );
}

/**
 * The category page filters, counted for the results: the categories and sizes of the products found (a category
 * slug shared by both genders, such as kurtas, is one value).
 */
const PLAN: FacetPlan = {
  category: true,
  size: true,
  price: CATEGORY_PRICE_RANGES,
  minRating: RATING_FILTERS,
  defaultSort: 'Relevance',
};

/**
 * /search?q=: ranked search with typo correction, and the filters. Untrimmed text (a search form sent without
 * JavaScript) is redirected to its trimmed search; blank text to the empty search page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  const raw = url.searchParams.get('q');
  if (raw !== null && raw !== searchText(raw)) {
    const clean = searchText(raw);
    if (clean) url.searchParams.set('q', clean);
    else url.searchParams.delete('q');
    throw redirect(`${url.pathname}${url.search}`);
  }
  const { query, active } = listingQueryFromUrl(url);
  const q = searchText(query.q);
  if (!q) {
    const listing = { products: [], page: 1, totalPages: 0, total: 0, corrected: [] };
    cacheListingForVisitors(context, listing);
    return { q, listing, active, facets: undefined };
  }
  const loaded = await loadListing(services, { ...query, q }, PLAN, active);
  cacheListingForVisitors(context, loaded.listing);
  return { q, active, ...loaded };
}

export default routeView(function Search({ loaderData }: Route.ComponentProps) {
  const { q, listing, facets, active } = loaderData;
  const corrected = listing.corrected;
  return (
    <ListingPage
      heading={q ? `Search Results for: ${q}` : 'Search'}
      subheading={
        corrected.length > 0 && listing.total > 0 ? (
          <p className="mt-1 text-sm text-gray-700">
            Showing results for <strong className="font-semibold text-ink">{corrected.join(' ')}</strong>
          </p>
        ) : undefined
      }
      listing={listing}
      facets={facets}
      active={q ? active : undefined}
      hidden={{ q }}
      emptyText={q ? `No products found for “${q}”` : 'Type what you are looking for in the search box.'}
    />
  );
});
