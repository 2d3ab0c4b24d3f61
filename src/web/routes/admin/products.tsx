import { useState } from 'react';
import { data, Form, useRevalidator, useSearchParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import {
  GENDER_LABELS,
  PRODUCT_GENDERS,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  STOCK_STATE_LABELS,
  STOCK_STATES,
  productListQuerySchema,
} from '../../../shop/admin/product.ts';
import { imageUrl } from '../../../shop/images.ts';
import { formatRupeeAmount } from '../../../shop/money.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/products.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * The products list: search (name, brand, slug, SKU), filters, sort and pages, all in the URL (coming back keeps
 * them), searched and paged on the server. Rows can be selected for the bulk actions.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const { productAdmin } = context.get(appContext).services;
  const parsed = productListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Check the filter', { status: 400 });
  const [page, categories] = await Promise.all([productAdmin.list(parsed.data), productAdmin.categories()]);
  return { ...page, categories };
}

type Row = Route.ComponentProps['loaderData']['products'][number];
type BulkAction = 'activate' | 'deactivate' | 'set_category' | 'adjust_stock';

const BADGE = {
  sold_out: 'bg-red-100 text-red-800',
  low: 'bg-amber-100 text-amber-900',
  in_stock: 'bg-green-50 text-green-800',
} as const;

export default routeView(function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { products, total, page, totalPages, perPage, categories } = loaderData;
  const [params] = useSearchParams();
  const { revalidate } = useRevalidator();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const [stockDelta, setStockDelta] = useState('');
  const [busy, setBusy] = useState(false);

  const filtered = ['category', 'gender', 'stock', 'active', 'sort'].some((k) => params.get(k));
  const onPage = products.map((p) => p.id);
  const allSelected = onPage.length > 0 && onPage.every((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function bulk(action: BulkAction) {
    const body: Record<string, unknown> = { ids: [...selected], action };
    if (action === 'set_category') {
      if (!categoryId) return setMessage({ ok: false, text: 'Choose the category to move the products to.' });
      body.categoryId = categoryId;
    }
    if (action === 'adjust_stock') {
      const delta = Number(stockDelta);
      if (!Number.isInteger(delta) || delta === 0)
        return setMessage({ ok: false, text: 'Enter a whole number of pieces to add (or, with a minus, remove).' });
      body.stockDelta = delta;
    }
    setBusy(true);
    const res = await adminApi<{ updated: number }>('POST', '/api/admin/products/bulk', body);
    setBusy(false);
    if (!res.ok) return setMessage({ ok: false, text: refusalText(res, 'The change could not be made.') });
    setMessage({ ok: true, text: `${res.body.updated} product${res.body.updated === 1 ? '' : 's'} updated.` });
    setSelected(new Set());
    void revalidate();
  }

  const pageLink = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `?${next}`;
  };

  const columns: ColumnDef<Row>[] = [
    {
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          aria-label="Select every product on this page"
          checked={allSelected}
          onChange={() =>
            setSelected((s) => {
              const next = new Set(s);
              for (const id of onPage) {
                if (allSelected) next.delete(id);
                else next.add(id);
              }
              return next;
            })
          }
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={`Select ${row.original.name}`}
          checked={selected.has(row.original.id)}
          onChange={() => toggle(row.original.id)}
        />
      ),
    },
    {
      id: 'product',
      header: 'Product',
      cell: ({ row }) => {
        const p = row.original;
        return (
          <div className="flex min-w-[14rem] items-start gap-3">
            {p.image ? (
              <img
                src={imageUrl(p.image, 360)}
                alt=""
                width={48}
                height={60}
                loading="lazy"
                className="h-[60px] w-12 shrink-0 rounded bg-stone-100 object-cover"
              />
            ) : (
              <span className="h-[60px] w-12 shrink-0 rounded bg-stone-100" aria-hidden="true" />
            )}
            <div>
              <Link to={`/admin/products/${p.id}`} className="font-medium text-brand-700 underline">
                {p.name}
              </Link>
              <div className="text-xs text-stone-500">
                {p.brand} · {p.slug}
              </div>
            </div>
          </div>
        );
      },
    },
    {
      id: 'category',
      header: 'Category',
      cell: ({ row }) => `${row.original.categoryName} (${GENDER_LABELS[row.original.gender]})`,
    },
    {
      id: 'price',
      header: 'Price',
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {formatRupeeAmount(row.original.sale)}
          {row.original.sale < row.original.mrp && (
            <del className="ml-1 text-xs text-stone-500">{formatRupeeAmount(row.original.mrp)}</del>
          )}
        </span>
      ),
    },
    {
      id: 'stock',
      header: 'Stock',
      cell: ({ row }) => {
        const p = row.original;
        return (
          <span className="whitespace-nowrap">
            {p.totalStock} in {p.sizeCount} size{p.sizeCount === 1 ? '' : 's'}
            {p.stockState !== 'in_stock' && (
              <span className={`ml-2 rounded px-1.5 py-0.5 text-xs font-semibold ${BADGE[p.stockState]}`}>
                {p.stockState === 'sold_out' ? 'Sold out' : `Low: ${p.lowSizes} size${p.lowSizes === 1 ? '' : 's'}`}
              </span>
            )}
          </span>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <span className={row.original.isActive ? 'text-green-800' : 'text-stone-500'}>
          {row.original.isActive ? 'Active' : 'Inactive'}
          {row.original.featured && ' · Featured'}
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className={adminUi.h1}>Products</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/products/import" className={adminUi.secondary}>
            Import / export CSV
          </Link>
          <Link to="/admin/products/new" className={adminUi.button}>
            New product
          </Link>
        </div>
      </div>

      <Form method="get" className={`${adminUi.card} space-y-3`} role="search">
        <div className="flex flex-wrap items-end gap-2">
          <label className={`${adminUi.label} min-w-0 flex-1 basis-56`}>
            Search name, brand, slug or SKU
            <input
              type="search"
              name="q"
              defaultValue={params.get('q') ?? ''}
              className={adminUi.input}
              maxLength={100}
            />
          </label>
          <button type="submit" className={adminUi.button}>
            Search
          </button>
          <Link to="/admin/products" className={adminUi.secondary}>
            Clear
          </Link>
        </div>
        {/* Open when a filter is on, so coming back shows what the list is filtered by. */}
        <details open={filtered} className="group">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">Filters and sort</summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <label className={adminUi.label}>
              Category
              <select name="category" defaultValue={params.get('category') ?? ''} className={adminUi.input}>
                <option value="">All</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name} ({GENDER_LABELS[c.gender]})
                  </option>
                ))}
              </select>
            </label>
            <label className={adminUi.label}>
              Gender
              <select name="gender" defaultValue={params.get('gender') ?? ''} className={adminUi.input}>
                <option value="">All</option>
                {PRODUCT_GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {GENDER_LABELS[g]}
                  </option>
                ))}
              </select>
            </label>
            <label className={adminUi.label}>
              Stock
              <select name="stock" defaultValue={params.get('stock') ?? ''} className={adminUi.input}>
                <option value="">Any</option>
                {STOCK_STATES.map((s) => (
                  <option key={s} value={s}>
                    {STOCK_STATE_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
            <label className={adminUi.label}>
              Status
              <select name="active" defaultValue={params.get('active') ?? ''} className={adminUi.input}>
                <option value="">Active and inactive</option>
                <option value="active">Active</option>
                <option value="inactive">Inactive</option>
              </select>
            </label>
            <label className={adminUi.label}>
              Sort
              <select name="sort" defaultValue={params.get('sort') ?? 'newest'} className={adminUi.input}>
                {PRODUCT_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {PRODUCT_SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
            <div className="flex items-end">
              <button type="submit" className={adminUi.button}>
                Apply
              </button>
            </div>
          </div>
        </details>
      </Form>

      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}
        </p>
      )}

      {selected.size > 0 && (
        <div
          role="region"
          aria-label="Bulk actions"
          className="sticky top-0 z-20 flex flex-wrap items-end gap-2 rounded border border-brand-200 bg-brand-50 p-3 text-sm"
        >
          <span className="font-semibold">{selected.size} selected</span>
          <button type="button" className={adminUi.secondary} disabled={busy} onClick={() => void bulk('activate')}>
            Activate
          </button>
          <button type="button" className={adminUi.secondary} disabled={busy} onClick={() => void bulk('deactivate')}>
            Deactivate
          </button>
          <label className="flex items-end gap-1">
            <span className="sr-only">Category to move the selected products to</span>
            <select
              value={categoryId}
              onChange={(e) => setCategoryId(e.target.value)}
              className="rounded border border-stone-300 bg-white px-2 py-1.5"
            >
              <option value="">Category…</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({GENDER_LABELS[c.gender]})
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={adminUi.secondary} disabled={busy} onClick={() => void bulk('set_category')}>
            Set category
          </button>
          <label className="flex items-end gap-1">
            <span className="sr-only">Pieces to add to every size (negative to remove)</span>
            <input
              value={stockDelta}
              onChange={(e) => setStockDelta(e.target.value)}
              inputMode="numeric"
              placeholder="+/- pieces"
              className="w-24 rounded border border-stone-300 bg-white px-2 py-1.5"
            />
          </label>
          <button type="button" className={adminUi.secondary} disabled={busy} onClick={() => void bulk('adjust_stock')}>
            Adjust stock
          </button>
          <button type="button" className="ml-auto underline" onClick={() => setSelected(new Set())}>
            Clear selection
          </button>
        </div>
      )}

      <p className="text-sm text-stone-600" aria-live="polite">
        {total.toLocaleString('en-IN')} product{total === 1 ? '' : 's'}
        {totalPages > 1 && ` · page ${page} of ${totalPages} (${perPage} a page)`}
      </p>
      <DataTable
        rows={products}
        columns={columns}
        caption="Products"
        empty="No products match. Clear the filters or add a product."
        rowKey={(p) => p.id}
      />
      {totalPages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
          {page > 1 && (
            <Link to={pageLink(page - 1)} className={adminUi.secondary}>
              Previous
            </Link>
          )}
          <span>
            Page {page} of {totalPages}
          </span>
          {page < totalPages && (
            <Link to={pageLink(page + 1)} className={adminUi.secondary}>
              Next
            </Link>
          )}
        </nav>
      )}
    </div>
  );
});
