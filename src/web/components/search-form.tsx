import SearchIcon from './icons/search.tsx';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_MAX_LENGTH, searchText } from '../../shop/search-text.ts';
import { searchPath } from '../lib/site.ts';

// Suggestions as you type: loaded on the box's first focus, so they cost no first-load JavaScript.
const SearchSuggestions = lazy(() => import('./search-suggestions.tsx'));

/**
 * The header search: a real GET form to /search (works before JavaScript loads; the /search loader trims the text by
 * the same rule and turns blank text into an empty search). With JavaScript, Enter or the button goes to
 * /search?q=<trimmed text>, and does nothing when the trimmed text is empty.
 */
export function SearchForm({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const current = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = searchText(String(new FormData(event.currentTarget).get('q') ?? ''));
    if (q) void navigate(searchPath(q));
  }

  return (
    <form action="/search" method="get" role="search" onSubmit={onSubmit} className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        // A new search page shows its query; other pages start empty.
        key={current}
        id={inputId}
        name="q"
        type="search"
        defaultValue={current}
        placeholder="Search kurtas, dresses, denim..."
        autoComplete="off"
        enterKeyHint="search"
        ref={inputRef}
        onFocus={() => setInput(inputRef.current)}
        maxLength={SEARCH_MAX_LENGTH}
        className="h-10 w-full rounded-full border border-gray-300 bg-gray-50 pr-12 pl-4 text-sm text-ink placeholder:text-gray-500 focus:border-brand-600 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <SearchIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">Search</span>
      </button>
      {input && (
        <Suspense fallback={null}>
          <SearchSuggestions key={input.id + current} input={input} />
        </Suspense>
      )}
    </form>
  );
}
