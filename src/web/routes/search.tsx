import { redirect } from 'react-router';
import { ALL_SIZES } from '../../shop/listing-options.ts';
import { searchText } from '../../shop/search-text.ts';
import { ListingPage } from '../components/listing/listing-page.tsx';
import { appContext } from '../lib/app-context.ts';
import { CATEGORY_PAGE_PRICES, RATING_FILTERS, SORTS, type Facets } from '../lib/listing-facets.ts';
import { listingPath } from '../lib/listing-meta.ts';
import { listingQueryFromUrl, loadListing } from '../lib/listing.server.ts';
import { absoluteUrl, pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/search.ts';
import { STORE_NAME } from '../../shop/store.ts';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const q = loaderData?.q ?? '';
  return pageMeta(
    q ? `Search Results for: ${q}` : 'Search',
    `Search kurtas, dresses, tops, denim and more at ${STORE_NAME}.`,
    { noindex: true, url: absoluteUrl(matches, listingPath('/search', 1, q ? { q } : {})) },
  );
}

/**
 * /search?q=: ranked search with typo correction, and the category page filters. Untrimmed text (a search form sent
 * without JavaScript) is redirected to its trimmed search; blank text to the empty search page.
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
  const [listing, categories] = await Promise.all([
    q
      ? loadListing(services, { ...query, q })
      : Promise.resolve({ products: [], page: 1, totalPages: 0, total: 0, corrected: [] }),
    services.catalog.listCategories(),
  ]);
  const seen = new Set<string>();
  const facets: Facets = {
    // Category slugs are shared by both genders (jackets, kurtas): one box each.
    categories: categories
      .filter((c) => !seen.has(c.slug) && seen.add(c.slug))
      .map((c) => ({ value: c.slug, label: c.name })),
    prices: CATEGORY_PAGE_PRICES,
    ratings: RATING_FILTERS,
    sizes: ALL_SIZES,
    sorts: SORTS,
    relevance: true,
  };
  return { q, listing, active, facets };
}

export default function Search({ loaderData }: Route.ComponentProps) {
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
      facets={q ? facets : undefined}
      active={q ? active : undefined}
      hidden={{ q }}
      emptyText={q ? `No products found for “${q}”` : 'Type what you are looking for in the search box.'}
    />
  );
}
