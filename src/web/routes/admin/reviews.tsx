import { useState } from 'react';
import { data, Form, useRevalidator, useSearchParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import { reviewListQuerySchema } from '../../../shop/admin/reviews.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { Pager, queryOf, whenIst } from '../../components/admin/pager.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/reviews.ts';
import { routeView } from '../../lib/route-view.ts';

/** Review moderation: every review, newest first; hide (off the store and the rating), show again, or delete. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const parsed = reviewListQuerySchema.safeParse(queryOf(request));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Check the filter', { status: 400 });
  const { reviews, total } = await context.get(appContext).services.reviewModeration.list(parsed.data);
  return { reviews, total, page: parsed.data.page, perPage: parsed.data.perPage };
}

type Review = Route.ComponentProps['loaderData']['reviews'][number];

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

export default routeView(function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { reviews, total, page, perPage } = loaderData;
  const [params] = useSearchParams();
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const productId = params.get('productId');

  async function act(r: Review, method: 'PATCH' | 'DELETE', done: string) {
    if (
      method === 'DELETE' &&
      !window.confirm(`Delete ${r.reviewer || 'this'}'s review for good? This cannot be undone.`)
    )
      return;
    setBusy(r.id);
    const res = await adminApi(
      method,
      `/api/admin/reviews/${r.id}`,
      method === 'PATCH' ? { hidden: !r.hidden } : undefined,
    );
    setBusy(null);
    setMessage(
      res.ok ? { ok: true, text: done } : { ok: false, text: refusalText(res, 'Could not change this review.') },
    );
    void revalidate();
  }

  const columns: ColumnDef<Review>[] = [
    {
      header: 'Date (IST)',
      cell: ({ row }) => <span className="whitespace-nowrap">{whenIst(row.original.createdAt)}</span>,
    },
    {
      header: 'Product',
      cell: ({ row }) => {
        const r = row.original;
        return (
          <div className="space-y-1">
            {r.productSlug ? (
              <a
                className="text-brand-700 underline"
                href={`/product/${r.productSlug}`}
                target="_blank"
                rel="noreferrer"
              >
                {r.productSlug}
              </a>
            ) : (
              <span className="text-stone-500">Removed product</span>
            )}
            {productId !== r.productId && (
              <Link className="block text-xs text-stone-600 underline" to={`?productId=${r.productId}`}>
                Only this product
              </Link>
            )}
          </div>
        );
      },
    },
    { header: 'Reviewer', cell: ({ row }) => row.original.reviewer || '—' },
    {
      header: 'Rating',
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-amber-600" aria-label={`${row.original.rating} of 5 stars`}>
          {stars(row.original.rating)}
        </span>
      ),
    },
    {
      header: 'Review',
      cell: ({ row }) => (
        <div className="flex max-w-md gap-2">
          {row.original.image && (
            <a href={row.original.image} target="_blank" rel="noreferrer" className="shrink-0">
              <img
                src={row.original.image}
                alt="Reviewer's photo"
                width={56}
                height={56}
                className="size-14 rounded object-cover"
              />
            </a>
          )}
          <p className="break-words whitespace-pre-line">
            {row.original.text || <span className="text-stone-500">(no text)</span>}
          </p>
        </div>
      ),
    },
    {
      header: 'Status',
      cell: ({ row }) =>
        row.original.hidden ? (
          <span className="rounded bg-stone-200 px-2 py-0.5 text-xs font-semibold">Hidden</span>
        ) : (
          <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Shown</span>
        ),
    },
    {
      header: 'Actions',
      cell: ({ row }) => {
        const r = row.original;
        return (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={adminUi.secondary}
              disabled={busy === r.id}
              onClick={() =>
                act(r, 'PATCH', r.hidden ? 'The review is back on the store.' : 'The review is hidden from the store.')
              }
            >
              {r.hidden ? 'Show' : 'Hide'}
            </button>
            <button
              type="button"
              className={adminUi.danger}
              disabled={busy === r.id}
              onClick={() => act(r, 'DELETE', 'The review was deleted.')}
            >
              Delete
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-4">
      <h1 className={adminUi.h1}>Reviews</h1>
      <p className="text-sm text-stone-600">
        A hidden review leaves the store at once and no longer counts in its product&apos;s rating; showing it brings
        both back.
      </p>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}
        </p>
      )}
      <Form method="get" className={`${adminUi.card} grid gap-3 sm:grid-cols-2 lg:grid-cols-5`}>
        {productId && <input type="hidden" name="productId" value={productId} />}
        <label className={adminUi.label}>
          Rating
          <select name="rating" defaultValue={params.get('rating') ?? ''} className={adminUi.input}>
            <option value="">Any</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </label>
        <label className={adminUi.label}>
          Status
          <select name="status" defaultValue={params.get('status') ?? 'all'} className={adminUi.input}>
            <option value="all">All</option>
            <option value="shown">Shown</option>
            <option value="hidden">Hidden</option>
          </select>
        </label>
        <label className="flex items-end gap-2 text-sm font-medium text-stone-800">
          <input type="checkbox" name="photo" value="1" defaultChecked={params.has('photo')} className="size-4" />
          With a photo
        </label>
        <div className="flex items-end gap-3">
          <button type="submit" className={adminUi.button}>
            Filter
          </button>
          {productId && (
            <Link to="/admin/reviews" className="text-sm underline">
              All products
            </Link>
          )}
        </div>
      </Form>
      <p className="text-sm text-stone-600">
        {total} {total === 1 ? 'review' : 'reviews'}
        {productId ? ' of this product' : ''}
      </p>
      <DataTable rows={reviews} columns={columns} caption="Reviews" empty="No reviews match." rowKey={(r) => r.id} />
      <Pager page={page} perPage={perPage} total={total} />
    </div>
  );
});
