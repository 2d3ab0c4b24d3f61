import { useState } from 'react';
import { data, useNavigate, useRevalidator } from 'react-router';
import { Link } from '../../components/link.tsx';
import {
  bannerInputSchema,
  categoryInputSchema,
  MERCH_KINDS,
  offerBannerInputSchema,
  MERCH_SLUG_MAX,
  storyInputSchema,
  type ImageFolder,
  type MerchKind,
} from '../../../shop/admin/merch.ts';
import { fieldErrors, formValues } from '../../../shop/form-errors.ts';
import { slugify } from '../../../shop/slugs.ts';
import { imageUrl } from '../../../shop/images.ts';
import { ImageField } from '../../components/admin/image-field.tsx';
import { OrderButtons } from '../../components/admin/order-buttons.tsx';
import { ProductPicker, type PickedProduct } from '../../components/admin/product-picker.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/merchandising.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * Merchandising (staff): the home page's collections, banners, offer banners and stories, and the menus'
 * categories. One tab at a time (`?tab=`); `&edit=<id>` or `&edit=new` opens a form. Changes show on the store at once.
 */
const TABS = ['collections', 'categories', ...MERCH_KINDS] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  collections: 'Collections',
  categories: 'Categories',
  banners: 'Banners',
  'offer-banners': 'Offer banners',
  stories: 'Stories',
};
const FOLDERS: Record<MerchKind, ImageFolder> = {
  banners: 'banners',
  'offer-banners': 'offerbanners',
  stories: 'stories',
};
const SCHEMAS = { banners: bannerInputSchema, 'offer-banners': offerBannerInputSchema, stories: storyInputSchema };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  const { services } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const tab = (params.get('tab') ?? 'collections') as Tab;
  if (!TABS.includes(tab)) throw data('Unknown section.', { status: 404 });
  const edit = params.get('edit');
  if (tab === 'collections') {
    return { tab, edit, collections: await services.collectionAdmin.list(), categories: [], items: [], products: {} };
  }
  if (tab === 'categories') {
    return { tab, edit, collections: [], categories: await services.categoryAdmin.list(), items: [], products: {} };
  }
  const items = await services.merchAdmin.list(tab);
  const refs = await services.catalog.activeProductRefs(items.flatMap((i) => (i.productId ? [i.productId] : [])));
  const products: Record<string, string> = Object.fromEntries([...refs].map(([id, p]) => [id, p.name]));
  return { tab, edit, collections: [], categories: [], items, products };
}

type Data = Route.ComponentProps['loaderData'];
type Item = Data['items'][number];
type Category = Data['categories'][number];
type Notice = { ok: boolean; text: string } | null;

export default routeView(function MerchandisingPage({ loaderData }: Route.ComponentProps) {
  const { tab } = loaderData;
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <div className="space-y-6">
      <h1 className={adminUi.h1}>Collections & banners</h1>
      <nav aria-label="Sections" className="flex flex-wrap gap-2 border-b border-stone-200 pb-2">
        {TABS.map((t) => (
          <Link
            key={t}
            to={`?tab=${t}`}
            aria-current={t === tab ? 'page' : undefined}
            className={`rounded px-3 py-1.5 text-sm ${t === tab ? 'bg-stone-800 text-white' : 'bg-white text-stone-700 hover:bg-stone-100'}`}
            onClick={() => setNotice(null)}
          >
            {TAB_LABELS[t]}
          </Link>
        ))}
      </nav>
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? adminUi.note : adminUi.alert}>
          {notice.text}
        </p>
      )}
      {tab === 'collections' && <CollectionsTab data={loaderData} onNotice={setNotice} />}
      {tab === 'categories' && <CategoriesTab data={loaderData} onNotice={setNotice} />}
      {(MERCH_KINDS as readonly string[]).includes(tab) && (
        <ItemsTab key={tab} kind={tab as MerchKind} data={loaderData} onNotice={setNotice} />
      )}
    </div>
  );
});

/** A call whose outcome is shown as the page's notice, then the page's data reloaded. */
function useAct(onNotice: (n: Notice) => void) {
  const { revalidate } = useRevalidator();
  return async (call: Promise<{ ok: boolean } & object>, done: string, failed: string) => {
    const res = await call;
    onNotice(res.ok ? { ok: true, text: done } : { ok: false, text: refusalText(res as never, failed) });
    void revalidate();
    return res.ok;
  };
}

function ActiveButton({ active, label, onToggle }: { active: boolean; label: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={active ? adminUi.secondary : adminUi.danger}
      aria-pressed={active}
      aria-label={`${label}: ${active ? 'shown, hide it' : 'hidden, show it'}`}
      onClick={onToggle}
    >
      {active ? 'Shown' : 'Hidden'}
    </button>
  );
}

function ItemsTab({ kind, data: d, onNotice }: { kind: MerchKind; data: Data; onNotice: (n: Notice) => void }) {
  const act = useAct(onNotice);
  const navigate = useNavigate();
  const base = `/api/admin/merch/${kind}`;
  const ids = d.items.map((i) => i.id);
  const editing = d.edit === 'new' ? null : (d.items.find((i) => i.id === d.edit) ?? null);
  const name = (i: Item) => i.title || (kind === 'offer-banners' ? 'Offer banner' : 'Untitled');
  return (
    <section className="space-y-4" aria-label={TAB_LABELS[kind]}>
      <div className="flex justify-between gap-3">
        <p className="text-sm text-stone-600">Shown on the home page in this order; hidden ones are kept for later.</p>
        <Link className={adminUi.button} to={`?tab=${kind}&edit=new`}>
          Add
        </Link>
      </div>
      {d.edit && (
        <ItemForm
          key={d.edit}
          kind={kind}
          item={editing}
          productName={editing?.productId ? (d.products as Record<string, string>)[editing.productId] : undefined}
          onDone={(text) => {
            onNotice({ ok: true, text });
            void navigate(`?tab=${kind}`, { replace: true });
          }}
          onCancel={() => void navigate(`?tab=${kind}`, { replace: true })}
        />
      )}
      {d.items.length === 0 ? (
        <p className="text-stone-500">Nothing here yet.</p>
      ) : (
        <ol className="space-y-2">
          {d.items.map((i, index) => (
            <li key={i.id} className={`${adminUi.card} flex flex-wrap items-center gap-3`}>
              <img src={imageUrl(i.imageKey, 360)} alt="" className="h-16 w-28 rounded object-cover" />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{name(i)}</p>
                <p className="truncate text-xs text-stone-500">
                  {i.link ??
                    (i.productId
                      ? `Product: ${(d.products as Record<string, string>)[i.productId] ?? 'not on sale'}`
                      : '')}
                  {i.video ? ' · video' : ''}
                </p>
              </div>
              <OrderButtons
                ids={ids}
                index={index}
                label={name(i)}
                onOrder={(order) =>
                  void act(adminApi('PUT', `${base}/order`, { ids: order }), 'Order saved.', 'Could not reorder.')
                }
              />
              <ActiveButton
                active={i.isActive}
                label={name(i)}
                onToggle={() =>
                  void act(
                    adminApi('PATCH', `${base}/${i.id}/status`, { isActive: !i.isActive }),
                    i.isActive ? `${name(i)} hidden.` : `${name(i)} shown.`,
                    'Could not change it.',
                  )
                }
              />
              <Link className={adminUi.secondary} to={`?tab=${kind}&edit=${i.id}`}>
                Edit<span className="sr-only"> {name(i)}</span>
              </Link>
              <button
                type="button"
                className={adminUi.danger}
                onClick={() => {
                  if (window.confirm(`Delete ${name(i)}? To keep it for later, hide it instead.`)) {
                    void act(adminApi('DELETE', `${base}/${i.id}`), `${name(i)} deleted.`, 'Could not delete it.');
                  }
                }}
              >
                Delete<span className="sr-only"> {name(i)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ItemForm({
  kind,
  item,
  productName,
  onDone,
  onCancel,
}: {
  kind: MerchKind;
  item: Item | null;
  productName: string | undefined;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [product, setProduct] = useState<{ id: string; name: string } | null>(
    item?.productId ? { id: item.productId, name: productName ?? 'A product not on sale' } : null,
  );

  async function save(form: HTMLFormElement) {
    const fd = new FormData(form);
    const values: Record<string, unknown> = { ...formValues(fd), isActive: fd.get('isActive') === 'on' };
    if (kind === 'stories') values.productId = product?.id ?? null;
    const parsed = SCHEMAS[kind].safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    const url = `/api/admin/merch/${kind}${item ? `/${item.id}` : ''}`;
    const res = await adminApi(item ? 'PUT' : 'POST', url, values);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setFormError(refusalText(res, 'Could not save.'));
    }
    onDone(item ? 'Saved.' : 'Added at the end of the list.');
  }

  const text = (name: string, label: string, value: string | null | undefined) => (
    <label className={adminUi.label}>
      {label}
      <input name={name} defaultValue={value ?? ''} className={adminUi.input} aria-invalid={Boolean(errors[name])} />
      {errors[name] && <span className={adminUi.fieldError}>{errors[name]}</span>}
    </label>
  );

  return (
    <form
      noValidate
      className={`${adminUi.card} grid gap-4 sm:grid-cols-2`}
      onSubmit={(e) => {
        e.preventDefault();
        void save(e.currentTarget);
      }}
    >
      <h2 className="text-lg font-semibold sm:col-span-2">{item ? 'Edit' : 'Add'}</h2>
      {formError && (
        <p role="alert" className={`${adminUi.alert} sm:col-span-2`}>
          {formError}
        </p>
      )}
      {text('title', kind === 'banners' ? 'Title' : 'Title (optional)', item?.title)}
      {kind === 'banners' && text('subtitle', 'Subtitle (optional)', item?.subtitle)}
      {kind !== 'stories' && text('link', 'Link (a page such as /shop or /collections/…)', item?.link ?? '/shop')}
      {kind === 'stories' && text('video', 'Video address (optional)', item?.video)}
      <div className="sm:col-span-2">
        <ImageField label="Image" folder={FOLDERS[kind]} initialKey={item?.imageKey ?? null} error={errors.image} />
      </div>
      {kind === 'stories' && (
        <div className="sm:col-span-2">
          {product ? (
            <p className="text-sm">
              Product: <strong>{product.name}</strong>{' '}
              <button type="button" className={adminUi.secondary} onClick={() => setProduct(null)}>
                Remove
              </button>
            </p>
          ) : (
            <ProductPicker
              label="Product shown with the story (optional)"
              onPick={(p: PickedProduct) => setProduct({ id: p.id, name: p.name })}
            />
          )}
          {errors.productId && <span className={adminUi.fieldError}>{errors.productId}</span>}
        </div>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isActive" defaultChecked={item?.isActive ?? true} /> Shown on the store
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" className={adminUi.button}>
          Save
        </button>
        <button type="button" className={adminUi.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function CollectionsTab({ data: d, onNotice }: { data: Data; onNotice: (n: Notice) => void }) {
  const act = useAct(onNotice);
  const ids = d.collections.map((c) => c.id);
  return (
    <section className="space-y-4" aria-label="Collections">
      <div className="flex justify-between gap-3">
        <p className="text-sm text-stone-600">The home page's collections, in this order.</p>
        <Link className={adminUi.button} to="/admin/merchandising/collections/new">
          New collection
        </Link>
      </div>
      <ol className="space-y-2">
        {d.collections.map((c, index) => (
          <li key={c.id} className={`${adminUi.card} flex flex-wrap items-center gap-3`}>
            <img src={imageUrl(c.imageKey, 360)} alt="" className="h-16 w-14 rounded object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{c.name}</p>
              <p className="text-xs text-stone-500">
                /{c.slug} · {c.productCount} products
              </p>
            </div>
            <OrderButtons
              ids={ids}
              index={index}
              label={c.name}
              onOrder={(order) =>
                void act(
                  adminApi('PUT', '/api/admin/merch/collections/order', { ids: order }),
                  'Order saved.',
                  'Could not reorder.',
                )
              }
            />
            <ActiveButton
              active={c.isActive}
              label={c.name}
              onToggle={() =>
                void act(
                  adminApi('PATCH', `/api/admin/merch/collections/${c.id}/status`, { isActive: !c.isActive }),
                  c.isActive ? `${c.name} hidden.` : `${c.name} shown.`,
                  'Could not change it.',
                )
              }
            />
            <Link className={adminUi.secondary} to={`/admin/merchandising/collections/${c.id}`}>
              Edit<span className="sr-only"> {c.name}</span>
            </Link>
            <button
              type="button"
              className={adminUi.danger}
              onClick={() => {
                if (window.confirm(`Delete the collection ${c.name}? Its products stay in the catalogue.`)) {
                  void act(
                    adminApi('DELETE', `/api/admin/merch/collections/${c.id}`),
                    `${c.name} deleted.`,
                    'Could not delete it.',
                  );
                }
              }}
            >
              Delete<span className="sr-only"> {c.name}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function CategoriesTab({ data: d, onNotice }: { data: Data; onNotice: (n: Notice) => void }) {
  const act = useAct(onNotice);
  const navigate = useNavigate();
  const editing = d.edit === 'new' ? null : (d.categories.find((c) => c.id === d.edit) ?? null);
  return (
    <section className="space-y-4" aria-label="Categories">
      <div className="flex justify-between gap-3">
        <p className="text-sm text-stone-600">The menus' categories. One with products cannot be deleted.</p>
        <Link className={adminUi.button} to="?tab=categories&edit=new">
          New category
        </Link>
      </div>
      {d.edit && (
        <CategoryForm
          key={d.edit}
          category={editing}
          onDone={(text) => {
            onNotice({ ok: true, text });
            void navigate('?tab=categories', { replace: true });
          }}
          onCancel={() => void navigate('?tab=categories', { replace: true })}
        />
      )}
      {(['women', 'men'] as const).map((gender) => {
        const list = d.categories.filter((c) => c.gender === gender);
        const ids = list.map((c) => c.id);
        return (
          <div key={gender}>
            <h2 className="mb-2 text-lg font-semibold">{gender === 'women' ? 'Women' : 'Men'}</h2>
            <ol className="space-y-2">
              {list.map((c, index) => (
                <li key={c.id} className={`${adminUi.card} flex flex-wrap items-center gap-3`}>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{c.name}</p>
                    <p className="text-xs text-stone-500">
                      /{c.slug} · {c.productCount} products
                    </p>
                  </div>
                  <OrderButtons
                    ids={ids}
                    index={index}
                    label={c.name}
                    onOrder={(order) =>
                      void act(
                        adminApi('PUT', '/api/admin/merch/categories/order', { gender, ids: order }),
                        'Order saved.',
                        'Could not reorder.',
                      )
                    }
                  />
                  <Link className={adminUi.secondary} to={`?tab=categories&edit=${c.id}`}>
                    Edit<span className="sr-only"> {c.name}</span>
                  </Link>
                  <button
                    type="button"
                    className={adminUi.danger}
                    onClick={() => {
                      if (window.confirm(`Delete the category ${c.name}?`)) {
                        void act(
                          adminApi('DELETE', `/api/admin/merch/categories/${c.id}`),
                          `${c.name} deleted.`,
                          'Could not delete it.',
                        );
                      }
                    }}
                  >
                    Delete<span className="sr-only"> {c.name}</span>
                  </button>
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}

function CategoryForm({
  category,
  onDone,
  onCancel,
}: {
  category: Category | null;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [slug, setSlug] = useState(category?.slug ?? '');

  async function save(form: HTMLFormElement) {
    const values = formValues(new FormData(form));
    const parsed = categoryInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    const res = category
      ? await adminApi('PUT', `/api/admin/merch/categories/${category.id}`, values)
      : await adminApi('POST', '/api/admin/merch/categories', values);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setFormError(refusalText(res, 'Could not save this category.'));
    }
    onDone(category ? `${parsed.data.name} saved.` : `${parsed.data.name} added to the menu.`);
  }

  const err = (name: string) => errors[name] && <span className={adminUi.fieldError}>{errors[name]}</span>;
  return (
    <form
      noValidate
      className={`${adminUi.card} grid gap-4 sm:grid-cols-2`}
      onSubmit={(e) => {
        e.preventDefault();
        void save(e.currentTarget);
      }}
    >
      <h2 className="text-lg font-semibold sm:col-span-2">{category ? `Edit ${category.name}` : 'New category'}</h2>
      {formError && (
        <p role="alert" className={`${adminUi.alert} sm:col-span-2`}>
          {formError}
        </p>
      )}
      <label className={adminUi.label}>
        Name
        <input
          name="name"
          defaultValue={category?.name ?? ''}
          className={adminUi.input}
          aria-invalid={Boolean(errors.name)}
          onChange={(e) => {
            if (!category) setSlug(slugify(e.currentTarget.value, MERCH_SLUG_MAX));
          }}
        />
        {err('name')}
      </label>
      <label className={adminUi.label}>
        Slug (in the address)
        <input
          name="slug"
          value={slug}
          onChange={(e) => setSlug(e.currentTarget.value)}
          className={adminUi.input}
          aria-invalid={Boolean(errors.slug)}
        />
        {err('slug')}
      </label>
      <label className={adminUi.label}>
        For
        <select name="gender" defaultValue={category?.gender ?? 'women'} className={adminUi.input}>
          <option value="women">Women</option>
          <option value="men">Men</option>
        </select>
        {err('gender')}
      </label>
      <label className={adminUi.label}>
        SEO title (optional)
        <input name="seoTitle" defaultValue={category?.seoTitle ?? ''} className={adminUi.input} />
        {err('seoTitle')}
      </label>
      <label className={`${adminUi.label} sm:col-span-2`}>
        SEO description (optional)
        <input name="seoDescription" defaultValue={category?.seoDescription ?? ''} className={adminUi.input} />
        {err('seoDescription')}
      </label>
      <label className={adminUi.label}>
        Returns and exchanges
        <select
          name="returnable"
          defaultValue={category?.returnable === false ? 'false' : 'true'}
          className={adminUi.input}
        >
          <option value="true">Accepted (within 5 days of delivery)</option>
          <option value="false">Not accepted (e.g. innerwear, accessories)</option>
        </select>
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" className={adminUi.button}>
          Save
        </button>
        <button type="button" className={adminUi.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
