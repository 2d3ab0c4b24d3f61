/**
 * Reviews of a product: the list (5 a page, numbered page buttons) and "Write a review". The form opens only for a
 * signed-in customer; otherwise 'Please login to write a review.' and the login page, which comes back here.
 * After a review is sent the form closes, resets (rating back to 5) and the list reloads.
 */
import ImagePlus from '../icons/image-plus.tsx';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { Link } from '../link.tsx';
import type { ReviewDto } from '../../../shop/catalog-types.ts';
import { FIT_LABELS, FITS } from '../../../shop/review-fit.ts';
import { MAX_REVIEW_IMAGE_BYTES, MAX_REVIEW_LENGTH, REVIEWS_PER_PAGE } from '../../../shop/reviews.ts';
import { notify } from '../../lib/toast.tsx';
import type { loader as rootLoader } from '../../root.tsx';
import { FieldError, primaryButton, secondaryButton } from '../account/form-fields.tsx';
import { formatIndianDate } from '../../../shop/dates.ts';
import { Stars } from './stars.tsx';

export type ReviewPage = { reviews: ReviewDto[]; total: number; page: number; totalPages: number };

async function fetchReviews(productId: string, page: number): Promise<ReviewPage> {
  const res = await fetch(`/api/ratings/product/${encodeURIComponent(productId)}?page=${page}`, {
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`reviews: ${res.status}`);
  const body = (await res.json()) as {
    data: { data: ReviewDto[]; total?: number; page?: number; totalPages?: number };
  };
  const { data } = body;
  const total = data.total ?? data.data.length;
  return {
    reviews: data.data,
    total,
    page: data.page ?? page,
    totalPages: data.totalPages ?? Math.ceil(total / REVIEWS_PER_PAGE),
  };
}

export function ReviewSection({
  productId,
  data,
  heading = true,
  headingId = 'reviews-heading',
}: {
  productId: string;
  /**
   * The page of reviews from the route's loader (its `?reviews=N` search parameter picks the page): page links
   * then work without JavaScript and a new review reloads the route. Without it the section fetches the reviews.
   */
  data?: ReviewPage;
  /** Show the "Reviews (N)" heading (off when the page has its own). */
  heading?: boolean;
  headingId?: string;
}) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const signedIn = Boolean(root?.user);
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [page, setPage] = useState(1);
  const [fetched, setFetched] = useState<ReviewPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [reload, setReload] = useState(0);
  const [writing, setWriting] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const controlled = data !== undefined;

  useEffect(() => {
    if (controlled) return;
    let live = true;
    fetchReviews(productId, page)
      .then((r) => {
        if (live) {
          setFetched(r);
          setFailed(false);
        }
      })
      .catch(() => {
        // Failed fetches show the empty state (the spec's rule).
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [controlled, productId, page, reload]);

  const here = location.pathname + location.search;
  const pageHref = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n > 1) params.set('reviews', String(n));
    else params.delete('reviews');
    const q = params.toString();
    return `${location.pathname}${q ? `?${q}` : ''}#reviews`;
  };

  const loginHref = `/login?redirect=${encodeURIComponent(here)}`;

  function reviewed() {
    setWriting(false);
    // Back to the first page, where the new review is; the product's rating and counts changed too.
    if (controlled) {
      if (data.page === 1) void revalidator.revalidate();
      else navigate(pageHref(1), { preventScrollReset: true });
    } else {
      setPage(1);
      setReload((n) => n + 1);
      void revalidator.revalidate();
    }
  }

  const list = controlled ? data : failed ? null : fetched;
  const loading = !controlled && !fetched && !failed;
  const reviews = list?.reviews ?? [];
  const current = controlled ? data.page : page;
  const totalPages = list?.totalPages ?? 0;
  const pageButton =
    'flex size-10 items-center justify-center rounded-full border border-gray-300 text-sm font-semibold text-ink hover:border-brand-600 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white';

  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'Reviews'}
      className="space-y-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        {heading && (
          <h2 id={headingId} className="text-xl font-semibold text-ink">
            Reviews{list && list.total > 0 ? ` (${list.total})` : ''}
          </h2>
        )}
        {/* Signed out, it is a link to the login page (so it works before and without JavaScript too). */}
        {!signedIn ? (
          <Link
            to={loginHref}
            className={secondaryButton}
            onClick={() => notify.error('Please login to write a review.')}
          >
            Write a review
          </Link>
        ) : (
          !writing && (
            <button type="button" className={secondaryButton} onClick={() => setWriting(true)}>
              Write a review
            </button>
          )
        )}
      </div>

      {writing && (
        <ReviewForm
          productId={productId}
          onCancel={() => setWriting(false)}
          onDone={reviewed}
          onSignedOut={() => navigate(loginHref)}
        />
      )}

      <div ref={listRef} className="scroll-mt-24" aria-busy={loading}>
        {loading ? (
          <p className="text-sm text-gray-600">Loading reviews…</p>
        ) : reviews.length === 0 ? (
          <p className="rounded-lg bg-ivory px-4 py-6 text-center text-gray-700">No reviews yet.</p>
        ) : (
          <ul aria-label="Reviews" className="divide-y divide-gray-200">
            {reviews.map((r) => (
              <li key={r._id} className="py-5 first:pt-0">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
                  >
                    {r.userId.name.charAt(0).toUpperCase()}
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-ink">{r.userId.name}</p>
                    <time dateTime={r.createdAt} className="text-xs text-gray-600">
                      {formatIndianDate(r.createdAt)}
                    </time>
                  </div>
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Stars value={r.rating} />
                  {r.fit && <span className="text-xs font-medium text-gray-700">Fit: {FIT_LABELS[r.fit]}</span>}
                </div>
                {r.review && <p className="mt-2 text-sm leading-6 whitespace-pre-line text-gray-800">{r.review}</p>}
                {r.image && (
                  <a href={r.image} target="_blank" rel="noopener" className="mt-3 inline-block">
                    <img
                      src={r.image.replace(/-720\.webp$/, '-360.webp')}
                      alt={`Photo from ${r.userId.name}'s review`}
                      width={120}
                      height={150}
                      loading="lazy"
                      className="h-[150px] w-[120px] rounded-lg object-cover ring-1 ring-gray-200"
                    />
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      {totalPages > 1 && (
        <nav aria-label="Review pages">
          <ul className="flex flex-wrap gap-2">
            {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                {controlled ? (
                  <Link
                    to={pageHref(n)}
                    preventScrollReset
                    aria-current={n === current ? 'page' : undefined}
                    className={pageButton}
                  >
                    <span className="sr-only">Reviews page </span>
                    {n}
                  </Link>
                ) : (
                  <button
                    type="button"
                    onClick={() => {
                      setPage(n);
                      listRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                    }}
                    aria-current={n === current ? 'page' : undefined}
                    className={pageButton}
                  >
                    <span className="sr-only">Reviews page </span>
                    {n}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

function ReviewForm({
  productId,
  onCancel,
  onDone,
  onSignedOut,
}: {
  productId: string;
  onCancel: () => void;
  onDone: () => void;
  onSignedOut: () => void;
}) {
  const [rating, setRating] = useState(5);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => textRef.current?.focus(), []);

  function checkImage(file: File | undefined): string | null {
    if (!file || file.size === 0) return null;
    if (!file.type.startsWith('image/')) return 'Please choose an image file (JPEG, PNG, WebP, GIF, AVIF or HEIC).';
    if (file.size > MAX_REVIEW_IMAGE_BYTES) return 'The photo is larger than 5 MB. Please choose a smaller one.';
    return null;
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const file = body.get('image');
    const problem = checkImage(file instanceof File ? file : undefined);
    if (problem) {
      setImageError(problem);
      return;
    }
    if (file instanceof File && file.size === 0) body.delete('image');
    setBusy(true);
    setFormError(null);
    try {
      const res = await fetch(`/api/ratings/${encodeURIComponent(productId)}`, {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (res.status === 401) {
        notify.error('Please login to submit a review.');
        onSignedOut();
        return;
      }
      const answer = (await res.json().catch(() => null)) as {
        message?: string;
        fields?: Record<string, string>;
      } | null;
      if (!res.ok) {
        const message = answer?.message ?? 'Failed to submit review.';
        if (answer?.fields?.image) setImageError(answer.fields.image);
        setFormError(message);
        notify.error(message);
        return;
      }
      notify.success(answer?.message ?? 'Thank you for your review!');
      form.reset();
      setRating(5);
      setFileName(null);
      onDone();
    } catch {
      setFormError('Failed to submit review.');
      notify.error('Failed to submit review.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5 rounded-xl border border-gray-200 bg-white p-5 sm:p-6" noValidate>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Your rating</legend>
        <div className="mt-2 flex flex-row-reverse justify-end gap-1">
          {[5, 4, 3, 2, 1].map((n) => (
            <label key={n} className="cursor-pointer" title={`${n} star${n > 1 ? 's' : ''}`}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span className="sr-only">{`${n} star${n > 1 ? 's' : ''}`}</span>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className={`size-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${n <= rating ? 'fill-gold-400 text-gold-400' : 'fill-gray-200 text-gray-300'}`}
              >
                <path
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinejoin="round"
                  d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z"
                />
              </svg>
            </label>
          ))}
        </div>
        <p className="mt-1 text-sm text-gray-700">{rating} out of 5</p>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-ink">How did it fit? (optional)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {FITS.map((f) => (
            <label key={f} className="relative">
              <input type="radio" name="fit" value={f} className="peer sr-only" />
              <span className="flex h-10 cursor-pointer items-center rounded-full border border-gray-300 px-4 text-sm font-medium select-none peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600">
                {FIT_LABELS[f]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="review-text" className="block text-sm font-medium text-ink">
          Your review
        </label>
        <textarea
          ref={textRef}
          id="review-text"
          name="review"
          rows={4}
          maxLength={MAX_REVIEW_LENGTH}
          placeholder="How was the fit, the fabric, the colour?"
          className="mt-1.5 block w-full rounded-lg border border-gray-300 px-3.5 py-2.5 text-base focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
        />
      </div>
      <div>
        <span className="block text-sm font-medium text-ink">Photo (optional)</span>
        <label className="mt-1.5 inline-flex cursor-pointer items-center gap-2 rounded-full border border-dashed border-gray-400 px-4 py-2 text-sm text-gray-800 hover:border-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <ImagePlus className="size-4" aria-hidden="true" />
          {fileName ?? 'Add a photo'}
          <input
            type="file"
            name="image"
            accept="image/*"
            className="sr-only"
            aria-describedby="review-image-help"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              setFileName(file?.name ?? null);
              setImageError(checkImage(file));
            }}
          />
        </label>
        <p id="review-image-help" className="mt-1 text-xs text-gray-600">
          JPEG, PNG, WebP or HEIC, up to 5 MB.
        </p>
        <FieldError error={imageError ?? undefined} />
      </div>
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Sending…' : 'Submit review'}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
