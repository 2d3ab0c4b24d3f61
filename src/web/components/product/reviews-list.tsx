import { Link, useLocation } from 'react-router';
import type { ReviewDto } from '../../../shop/catalog-types.ts';
import { Stars } from './stars.tsx';

export type ReviewsPage = { reviews: ReviewDto[]; total: number; page: number; totalPages: number };

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** A product's reviews, 5 a page with numbered page links (?reviews=N, so they work without JavaScript too). */
export function ReviewsList({ data }: { data: ReviewsPage }) {
  const location = useLocation();
  if (data.total === 0) return <p className="rounded-lg bg-ivory px-4 py-6 text-gray-700">No reviews yet.</p>;
  const href = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n > 1) params.set('reviews', String(n));
    else params.delete('reviews');
    const s = params.toString();
    return `${location.pathname}${s ? `?${s}` : ''}#reviews`;
  };
  return (
    <>
      <ul className="divide-y divide-gray-200">
        {data.reviews.map((r) => (
          <li key={r._id} className="py-5">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
              >
                {r.userId.name.charAt(0).toUpperCase()}
              </span>
              <div>
                <p className="text-sm font-semibold">{r.userId.name}</p>
                <p className="text-xs text-gray-600">{dateFormat.format(new Date(r.createdAt))}</p>
              </div>
            </div>
            <div className="mt-2">
              <Stars rating={r.rating} />
            </div>
            {r.review && <p className="mt-2 text-sm leading-6 text-gray-800">{r.review}</p>}
            {r.image && (
              <img
                src={r.image}
                alt="Photo from the review"
                width={120}
                height={150}
                loading="lazy"
                className="mt-3 h-[150px] w-[120px] rounded-lg object-cover"
              />
            )}
          </li>
        ))}
      </ul>
      {data.totalPages > 1 && (
        <nav aria-label="Review pages" className="mt-4 flex flex-wrap gap-2">
          {Array.from({ length: data.totalPages }, (_, i) => i + 1).map((n) => (
            <Link
              key={n}
              to={href(n)}
              preventScrollReset
              aria-current={n === data.page ? 'page' : undefined}
              className="flex size-10 items-center justify-center rounded-full border border-gray-300 text-sm font-medium hover:border-brand-600 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
            >
              <span className="sr-only">Reviews page </span>
              {n}
            </Link>
          ))}
        </nav>
      )}
    </>
  );
}
