import { useState } from 'react';
import { data, Form, useRevalidator, useSearchParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import { blogListQuerySchema } from '../../../shop/admin/content.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { Pager, queryOf, whenIst } from '../../components/admin/pager.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/content.ts';
import { routeView } from '../../lib/route-view.ts';

/** Content: the blog (drafts and published posts), the editable pages, the FAQs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const parsed = blogListQuerySchema.safeParse(queryOf(request));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Check the filter', { status: 400 });
  const { contentAdmin } = context.get(appContext).services;
  const [{ posts, total }, pages, charts] = await Promise.all([
    contentAdmin.listBlogs(parsed.data),
    contentAdmin.pages(),
    contentAdmin.sizeCharts(),
  ]);
  return {
    posts,
    total,
    pages,
    charts: charts.map((c) => ({ id: c.id, title: c.title, updatedAt: c.updatedAt })),
    page: parsed.data.page,
    perPage: parsed.data.perPage,
  };
}

type Post = Route.ComponentProps['loaderData']['posts'][number];

export default routeView(function ContentPage({ loaderData }: Route.ComponentProps) {
  const { posts, total, pages, charts, page, perPage } = loaderData;
  const [params] = useSearchParams();
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function publish(p: Post) {
    const res = await adminApi('PATCH', `/api/admin/content/blogs/${p.id}`, { published: !p.published });
    setMessage(
      res.ok
        ? { ok: true, text: p.published ? `"${p.title}" is a draft again.` : `"${p.title}" is on the store.` }
        : { ok: false, text: refusalText(res, 'Could not change this post.') },
    );
    void revalidate();
  }

  const columns: ColumnDef<Post>[] = [
    {
      header: 'Post',
      cell: ({ row }) => (
        <div className="flex items-center gap-3">
          <img src={row.original.image} alt="" width={64} height={40} className="h-10 w-16 rounded object-cover" />
          <Link to={`/admin/content/blog/${row.original.id}`} className="text-brand-700 underline">
            {row.original.title}
          </Link>
        </div>
      ),
    },
    {
      header: 'Status',
      cell: ({ row }) =>
        row.original.published ? (
          <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Published</span>
        ) : (
          <span className="rounded bg-stone-200 px-2 py-0.5 text-xs font-semibold">Draft</span>
        ),
    },
    {
      header: 'Date (IST)',
      cell: ({ row }) => <span className="whitespace-nowrap">{whenIst(row.original.publishedAt)}</span>,
    },
    {
      header: 'Actions',
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <Link to={`/admin/content/blog/${row.original.id}`} className={adminUi.secondary}>
            Edit
          </Link>
          <button type="button" className={adminUi.secondary} onClick={() => publish(row.original)}>
            {row.original.published ? 'Unpublish' : 'Publish'}
          </button>
          {row.original.published && (
            <a
              href={`/Blogs/${row.original.slug}`}
              target="_blank"
              rel="noreferrer"
              className="self-center text-sm underline"
            >
              View
            </a>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-8">
      <h1 className={adminUi.h1}>Content</h1>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}
        </p>
      )}
      <section aria-labelledby="blog-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="blog-heading" className="text-lg font-semibold">
            Blog
          </h2>
          <Link to="/admin/content/blog/new" className={adminUi.button}>
            New post
          </Link>
        </div>
        <Form method="get" className={`${adminUi.card} grid gap-3 sm:grid-cols-3`}>
          <label className={adminUi.label}>
            Search
            <input
              type="search"
              name="q"
              defaultValue={params.get('q') ?? ''}
              placeholder="Title or slug"
              className={adminUi.input}
              maxLength={100}
            />
          </label>
          <label className={adminUi.label}>
            Status
            <select name="status" defaultValue={params.get('status') ?? 'all'} className={adminUi.input}>
              <option value="all">All</option>
              <option value="published">Published</option>
              <option value="draft">Drafts</option>
            </select>
          </label>
          <div className="flex items-end">
            <button type="submit" className={adminUi.button}>
              Filter
            </button>
          </div>
        </Form>
        <DataTable rows={posts} columns={columns} caption="Blog posts" empty="No posts match." rowKey={(p) => p.id} />
        <Pager page={page} perPage={perPage} total={total} />
      </section>
      <section aria-labelledby="pages-heading" className="space-y-3">
        <h2 id="pages-heading" className="text-lg font-semibold">
          Pages
        </h2>
        <ul className={`${adminUi.card} divide-y divide-stone-100`}>
          {pages.map((p) => (
            <li key={p.slug} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={p.slug === 'faqs' ? '/admin/content/faqs' : `/admin/content/pages/${p.slug}`}
                className="text-brand-700 underline"
              >
                {p.title}
              </Link>
              <span className="text-xs text-stone-600">
                {p.updatedAt ? `Changed ${whenIst(p.updatedAt)}` : 'Not written yet'}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="charts-heading" className="space-y-3">
        <h2 id="charts-heading" className="text-lg font-semibold">
          Size guide
        </h2>
        {charts.length === 0 ? (
          <p className="text-sm text-stone-600">No size charts yet.</p>
        ) : (
          <ul className={`${adminUi.card} divide-y divide-stone-100`}>
            {charts.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/admin/content/size-charts/${c.id}`} className="text-brand-700 underline">
                  {c.title}
                </Link>
                <span className="text-xs text-stone-600">Changed {whenIst(c.updatedAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
});
