import { useState } from 'react';
import { data, useNavigate } from 'react-router';
import { Link } from '../../components/link.tsx';
import { collectionInputSchema, MERCH_SLUG_MAX } from '../../../shop/admin/merch.ts';
import { slugify } from '../../../shop/slugs.ts';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { isUuid } from '../../../shop/ids.ts';
import { imageUrl } from '../../../shop/images.ts';
import { ImageField } from '../../components/admin/image-field.tsx';
import { moved } from '../../components/admin/order-buttons.tsx';
import { ProductPicker, type PickedProduct } from '../../components/admin/product-picker.tsx';
import { SortableList } from '../../components/admin/sortable-list.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/collection-edit.ts';
import { routeView } from '../../lib/route-view.ts';

/** A collection (new or existing): its facts, image and products in the order the store shows them (drag or ↑/↓). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  if (params.id === 'new') return { collection: null };
  if (!isUuid(params.id)) throw data('No such collection.', { status: 404 });
  const collection = await context
    .get(appContext)
    .services.collectionAdmin.get(params.id)
    .catch(() => null);
  if (!collection) throw data('No such collection.', { status: 404 });
  return { collection };
}

export default routeView(function CollectionEdit({ loaderData }: Route.ComponentProps) {
  const { collection } = loaderData;
  const navigate = useNavigate();
  const [products, setProducts] = useState<PickedProduct[]>(collection?.products ?? []);
  const [slug, setSlug] = useState(collection?.slug ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(form: HTMLFormElement) {
    const fd = new FormData(form);
    const values = {
      name: String(fd.get('name') ?? ''),
      slug: String(fd.get('slug') ?? ''),
      description: String(fd.get('description') ?? ''),
      image: String(fd.get('image') ?? ''),
      isActive: fd.get('isActive') === 'on',
      seoTitle: String(fd.get('seoTitle') ?? ''),
      seoDescription: String(fd.get('seoDescription') ?? ''),
      productIds: products.map((p) => p.id),
    };
    const parsed = collectionInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return setFormError('Please check the highlighted fields.');
    }
    setErrors({});
    setSaving(true);
    const res = collection
      ? await adminApi('PUT', `/api/admin/merch/collections/${collection.id}`, values)
      : await adminApi('POST', '/api/admin/merch/collections', values);
    setSaving(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setFormError(refusalText(res, 'Could not save this collection.'));
    }
    void navigate('/admin/merchandising?tab=collections');
  }

  const err = (name: string) => errors[name] && <span className={adminUi.fieldError}>{errors[name]}</span>;
  return (
    <div className="max-w-4xl space-y-6">
      <p>
        <Link className="text-sm text-brand-700 underline" to="/admin/merchandising?tab=collections">
          ← Collections
        </Link>
      </p>
      <h1 className={adminUi.h1}>{collection ? collection.name : 'New collection'}</h1>
      {formError && (
        <p role="alert" className={adminUi.alert}>
          {formError}
        </p>
      )}
      <form
        noValidate
        className="space-y-6"
        onSubmit={(e) => {
          e.preventDefault();
          void save(e.currentTarget);
        }}
      >
        <div className={`${adminUi.card} grid gap-4 sm:grid-cols-2`}>
          <label className={adminUi.label}>
            Name
            <input
              name="name"
              defaultValue={collection?.name ?? ''}
              className={adminUi.input}
              aria-invalid={Boolean(errors.name)}
              onChange={(e) => {
                if (!collection) setSlug(slugify(e.currentTarget.value, MERCH_SLUG_MAX));
              }}
            />
            {err('name')}
          </label>
          <label className={adminUi.label}>
            Slug
            <input
              name="slug"
              value={slug}
              onChange={(e) => setSlug(e.currentTarget.value)}
              className={adminUi.input}
              aria-invalid={Boolean(errors.slug)}
            />
            {err('slug')}
          </label>
          <label className={`${adminUi.label} sm:col-span-2`}>
            Description
            <textarea
              name="description"
              rows={3}
              defaultValue={collection?.description ?? ''}
              className={adminUi.input}
              aria-invalid={Boolean(errors.description)}
            />
            {err('description')}
          </label>
          <div className="sm:col-span-2">
            <ImageField
              label="Model image (portrait)"
              folder="collections"
              initialKey={collection?.imageKey ?? null}
              error={errors.image}
            />
          </div>
          <label className={adminUi.label}>
            SEO title (optional)
            <input name="seoTitle" defaultValue={collection?.seoTitle ?? ''} className={adminUi.input} />
            {err('seoTitle')}
          </label>
          <label className={adminUi.label}>
            SEO description (optional)
            <input name="seoDescription" defaultValue={collection?.seoDescription ?? ''} className={adminUi.input} />
            {err('seoDescription')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="isActive" defaultChecked={collection?.isActive ?? true} /> Shown on the store
          </label>
        </div>

        <section className={`${adminUi.card} space-y-3`} aria-labelledby="products-h">
          <h2 id="products-h" className="text-lg font-semibold">
            Products ({products.length})
          </h2>
          <ProductPicker
            label="Add a product"
            exclude={products.map((p) => p.id)}
            onPick={(p) => setProducts((list) => [...list, p])}
          />
          {err('productIds')}
          <SortableList
            className="divide-y divide-stone-100"
            items={products}
            labelOf={(p) => p.name}
            onOrder={setProducts}
            row={(p, index, handle) => (
              <div className="flex items-center gap-3 py-2">
                {handle}
                <span className="w-6 text-right text-sm text-stone-500">{index + 1}</span>
                {p.imageKey ? (
                  <img src={imageUrl(p.imageKey, 360)} alt="" className="h-12 w-10 rounded object-cover" />
                ) : (
                  <span className="h-12 w-10 rounded bg-stone-100" />
                )}
                <span className="min-w-0 flex-1 text-sm">
                  {p.name}
                  {!p.isActive && <span className="text-xs text-stone-500"> (not on sale)</span>}
                </span>
                <button
                  type="button"
                  className={adminUi.secondary}
                  disabled={index === 0}
                  aria-label={`Move ${p.name} up`}
                  onClick={() => setProducts((list) => reorder(list, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={adminUi.secondary}
                  disabled={index === products.length - 1}
                  aria-label={`Move ${p.name} down`}
                  onClick={() => setProducts((list) => reorder(list, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={adminUi.danger}
                  aria-label={`Remove ${p.name}`}
                  onClick={() => setProducts((list) => list.filter((x) => x.id !== p.id))}
                >
                  Remove
                </button>
              </div>
            )}
          />
        </section>
        <button type="submit" className={adminUi.button} disabled={saving}>
          {saving ? 'Saving…' : 'Save collection'}
        </button>
      </form>
    </div>
  );
});

function reorder(list: PickedProduct[], index: number, step: -1 | 1): PickedProduct[] {
  const ids = moved(
    list.map((p) => p.id),
    index,
    step,
  );
  return ids.map((id) => list.find((p) => p.id === id)!);
}
