import { Link } from './link.tsx';
import { SearchForm } from './search-form.tsx';

/** The 404 view: shown by the root error boundary, the /404 page and unknown paths. */
export function NotFoundView() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p className="font-display text-6xl font-semibold text-brand-600">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-gray-700">
        We could not find that page. It may have moved, or the link may be mistyped. Try a search, or start again from
        the shop.
      </p>
      <SearchForm className="mx-auto mt-8 max-w-sm" />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Go to the home page
        </Link>
        <Link
          to="/shop"
          className="rounded-full border border-gray-300 px-5 py-2.5 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700"
        >
          Browse the shop
        </Link>
      </div>
    </div>
  );
}

/** Any other error: a friendly message; details only in development (never sent to visitors in production). */
export function ErrorView({ status, details }: { status?: number; details?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Something went wrong</h1>
      <p className="mt-3 text-gray-700">
        {status === undefined || status >= 500
          ? 'Sorry, we could not load this page. Please try again in a moment.'
          : 'Sorry, we could not complete that request.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Go to the home page
        </Link>
      </div>
      {details && (
        <pre className="mt-10 overflow-x-auto rounded-lg bg-gray-100 p-4 text-left text-xs text-gray-800">
          {details}
        </pre>
      )}
    </div>
  );
}
