/** Previous / next links for a server-paged admin list; the other filters in the URL are kept. */
import { useSearchParams } from 'react-router';
import { Link } from '../link.tsx';

export function Pager({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  const to = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `?${next}`;
  };
  return (
    <nav aria-label="Pages" className="flex items-center gap-4 text-sm">
      {page > 1 && (
        <Link className="text-brand-700 underline" to={to(page - 1)}>
          Previous
        </Link>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link className="text-brand-700 underline" to={to(page + 1)}>
          Next
        </Link>
      )}
    </nav>
  );
}

/** The URL's query as an object for a zod schema (empty fields dropped, so defaults apply). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''));
}

/** A date and time in India, short. */
export const whenIst = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
