import { Link } from '../link.tsx';
import type { NoResultsHelp } from '../../lib/listing-product.ts';
import { searchPath } from '../../lib/site.ts';
import { ProductGrid } from '../product-grid.tsx';

/**
 * An empty listing or search: what happened, a way back (clear the filters), and where to go instead: other spellings
 * of the search that find products, the catalogue's categories and the newest arrivals.
 */
export default function NoResults({
  text,
  clearHref,
  help,
}: {
  text: string;
  clearHref?: string;
  help?: NoResultsHelp;
}) {
  return (
    <div className="space-y-10">
      <div className="rounded-lg bg-ivory px-4 py-10 text-center">
        <p className="font-semibold">{text}</p>
        {help && help.spellings.length > 0 && (
          <p className="mt-2 text-sm text-gray-800">
            Did you mean{' '}
            {help.spellings.map((s, i) => (
              <span key={s}>
                {i > 0 && (i === help.spellings.length - 1 ? ' or ' : ', ')}
                <Link to={searchPath(s)} className="font-semibold text-brand-700 underline">
                  {s}
                </Link>
              </span>
            ))}
            ?
          </p>
        )}
        {clearHref && (
          <>
            <p className="mt-1 text-sm text-gray-700">Try removing a filter.</p>
            <Link to={clearHref} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline">
              Clear filters
            </Link>
          </>
        )}
      </div>
      {help && help.categories.length > 0 && (
        <section aria-labelledby="no-results-categories">
          <h2 id="no-results-categories" className="font-display text-xl font-semibold">
            Shop by category
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {help.categories.map((c) => (
              <li key={c.href}>
                <Link
                  to={c.href}
                  className="inline-flex min-h-10 items-center rounded-full border border-gray-300 px-4 text-sm hover:border-brand-600 hover:text-brand-700"
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {help && help.newArrivals.length > 0 && (
        <section aria-labelledby="no-results-new">
          <h2 id="no-results-new" className="mb-4 font-display text-xl font-semibold">
            New arrivals
          </h2>
          <ProductGrid products={help.newArrivals} eagerCount={0} />
        </section>
      )}
    </div>
  );
}
