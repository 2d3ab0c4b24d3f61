import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { Link } from '../link.tsx';
import { SORT_LABELS } from '../../../shop/listing-options.ts';
import { activeCount, formSearch, type ActiveFilters, type ListingFacets } from '../../lib/listing-facets.ts';
import type { ListingData, ListingProduct } from '../../lib/listing-product.ts';
import { ProductGrid } from '../product-grid.tsx';
import { lazyIsland } from '../../lib/lazy-island.ts';

// A plain GET form until hydrated: its code is not part of first-load JavaScript (see filter-panel.tsx).
const FilterPanel = lazyIsland(() => import('./filter-panel.tsx'));
// Only empty listings show it.
const NoResults = lazyIsland(() => import('./no-results.tsx'));

export type ListingProps = {
  heading: string;
  /** Under the heading (e.g. the typo note of a search). */
  subheading?: React.ReactNode;
  /** After the grid (e.g. the women's page SEO text). */
  footer?: React.ReactNode;
  listing: ListingData;
  /** The filters, counted by the server for this URL. */
  facets?: ListingFacets;
  active?: ActiveFilters;
  /** Kept in the form (the search text). */
  hidden?: Record<string, string>;
  emptyText?: string;
};

const FORM_ID = 'listing-filters';
/**
 * A listing page: heading and count, the filter form (GET, so filters live in the URL), sort, and 12 products a page
 * with infinite scroll. The server renders a real "Next page" link (?page=N+1), so it works without JavaScript; with
 * JavaScript the next pages are appended as the link scrolls into view.
 */
export function ListingPage(props: ListingProps) {
  const location = useLocation();
  // A new URL (filters, sort, search) starts a fresh list and a fresh form.
  return <Listing key={location.pathname + location.search} {...props} />;
}

function Listing({ heading, subheading, footer, listing, facets, active, hidden = {}, emptyText }: ListingProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const clearHref = location.pathname + (hidden.q ? `?q=${encodeURIComponent(hidden.q)}` : '');

  /**
   * The form's non-empty values become the URL: a new history entry, so Back returns to the previous filters. A change
   * applied at once (sidebar, sort) keeps the scroll position; the phone panel's "Show N results" goes to the top.
   */
  function apply(form: HTMLFormElement, keepScroll = true) {
    const search = formSearch(form);
    void navigate(location.pathname + (search ? `?${search}` : ''), { preventScrollReset: keepScroll });
  }

  // Nothing to filter (an empty search, a failed listing): no form, no sort.
  const showSidebar = facets && active && facets.groups.length > 0;
  const filtered = active ? activeCount(active) > 0 : false;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="font-display text-2xl font-semibold tracking-tight break-words sm:text-4xl">{heading}</h1>
          {subheading}
          {!listing.error && (
            <p className="mt-1 text-sm text-gray-700">
              {listing.total} {listing.total === 1 ? 'product' : 'products'}
            </p>
          )}
        </div>
        {showSidebar && facets.sorts.length > 0 && (
          <div className="flex items-center gap-2">
            <label htmlFor="listing-sort" className="text-sm text-gray-700">
              Sort by
            </label>
            <select
              id="listing-sort"
              name="sort"
              form={FORM_ID}
              defaultValue={active.sort || (facets.defaultSort ? '' : 'newest')}
              onChange={(e) => e.currentTarget.form && apply(e.currentTarget.form)}
              className="h-10 rounded-full border border-gray-300 bg-white pr-8 pl-3 text-sm focus:border-brand-600"
            >
              {facets.defaultSort && <option value="">{facets.defaultSort}</option>}
              {facets.sorts.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" form={FORM_ID} className="h-10 rounded-full border border-gray-300 px-3 text-sm">
                Sort
              </button>
            </noscript>
          </div>
        )}
      </div>

      <div className={`mt-6 ${showSidebar ? 'lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10' : ''}`}>
        {showSidebar && (
          <form
            id={FORM_ID}
            method="get"
            action={location.pathname}
            onSubmit={(e) => {
              e.preventDefault();
              apply(e.currentTarget, false);
            }}
            className="mb-6 lg:mb-0"
            aria-label="Filters"
          >
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Suspense fallback={null}>
              <FilterPanel
                groups={facets.groups}
                active={active}
                total={listing.total}
                clearHref={clearHref}
                onApply={apply}
              />
            </Suspense>
          </form>
        )}
        <div className="min-w-0">
          {listing.error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-10 text-center text-red-800">
              {listing.error}
            </p>
          ) : listing.products.length === 0 ? (
            <Suspense fallback={null}>
              <NoResults
                text={filtered ? 'No products match these filters' : (emptyText ?? 'No products found')}
                clearHref={filtered ? clearHref : undefined}
                help={listing.help}
              />
            </Suspense>
          ) : (
            <Pages first={listing} />
          )}
        </div>
      </div>
      {footer}
    </div>
  );
}

function pageHref(search: string, pathname: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const s = params.toString();
  return pathname + (s ? `?${s}` : '');
}

/** The products of the first page and every page appended since, with the next-page link as the scroll sentinel. */
function Pages({ first }: { first: ListingData }) {
  const location = useLocation();
  const fetcher = useFetcher<{ listing: ListingData }>();
  const [products, setProducts] = useState<ListingProduct[]>(first.products);
  const [last, setLast] = useState(first.page);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [seen, setSeen] = useState<unknown>(null);
  const sentinel = useRef<HTMLAnchorElement>(null);

  // A page arrived: append it (once), skipping products already shown.
  const arrived = fetcher.data?.listing;
  if (arrived && arrived !== seen) {
    setSeen(arrived);
    if (!arrived.error && arrived.page > last) {
      const ids = new Set(products.map((p) => p._id));
      setProducts([...products, ...arrived.products.filter((p) => !ids.has(p._id))]);
      setLast(arrived.page);
      setCursor(arrived.nextCursor);
    }
  }
  const failed = arrived?.error !== undefined;
  const hasMore = last < first.totalPages;
  const nextHref = pageHref(location.search, location.pathname, last + 1);
  // Appended pages start where the last one ended (the listing's cursor); the link itself stays a page number.
  const fetchHref = cursor ? `${nextHref}${nextHref.includes('?') ? '&' : '?'}cursor=${cursor}` : nextHref;
  const loading = fetcher.state !== 'idle';

  function loadNext() {
    if (hasMore && !loading && !failed) void fetcher.load(fetchHref);
  }
  const onNearEnd = useEffectEvent(loadNext);

  // The next-page link is the sentinel: nearing it (800 px ahead) loads the next page.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !('IntersectionObserver' in window)) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onNearEnd(), {
      rootMargin: '800px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore]);

  return (
    <>
      <ProductGrid products={products} eagerCount={2} priorityFirst />
      <nav aria-label="Pages" className="mt-10 flex flex-col items-center gap-3">
        <p className="text-sm text-gray-700" aria-live="polite">
          {loading ? 'Loading more products...' : `Showing ${products.length} of ${first.total}`}
        </p>
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            Failed to fetch products
          </p>
        )}
        <div className="flex gap-3">
          {first.page > 1 && last === first.page && (
            <Link
              to={pageHref(location.search, location.pathname, first.page - 1)}
              rel="prev"
              className="rounded-full border border-gray-300 px-5 py-2.5 text-sm font-semibold hover:border-brand-600"
            >
              Previous page
            </Link>
          )}
          {hasMore && (
            <Link
              ref={sentinel}
              to={nextHref}
              rel="next"
              onClick={(e) => {
                e.preventDefault();
                if (failed) void fetcher.load(fetchHref);
                else loadNext();
              }}
              className="rounded-full border border-gray-300 px-5 py-2.5 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
            >
              {failed ? 'Try again' : <NextLabel />}
            </Link>
          )}
        </div>
      </nav>
    </>
  );
}

/**
 * 'Next page' (a link) until hydrated, then 'Load more'. Its own component: the switch after hydration re-renders this
 * label only, not the grid (a synchronous re-render of every card was a long main-thread task on phones).
 */
function NextLabel() {
  const hydrated = useHydrated();
  return hydrated ? 'Load more' : 'Next page';
}
