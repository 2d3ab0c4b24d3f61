/**
 * The product editor (/admin/products/new and /admin/products/:id): every field, the size grid (size, SKU, stock per
 * row; add, remove, reorder) and the photos (upload several, reorder by drag, remove). Checked in the browser with
 * the same zod schema as the API; the server's per-field messages (a slug or SKU in use, a stale version) land on
 * the same fields. Saving sends the version the editor loaded; someone else's save in between is reported, never
 * overwritten.
 */
import { useRef, useState, type ReactNode } from 'react';
import {
  DEFAULT_COUNTRY_OF_ORIGIN,
  DEFAULT_HSN,
  GENDER_LABELS,
  LOW_STOCK,
  MAX_IMAGES_PER_UPLOAD,
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  MAX_PRODUCT_SIZES,
  PRODUCT_GENDERS,
  productCreateSchema,
  productUpdateSchema,
} from '../../../shop/admin/product.ts';
import { slugify } from '../../../shop/slugs.ts';
import type { AdminProduct } from '../../../server/catalog/admin-products.ts';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { imageUrl } from '../../../shop/images.ts';
import { APPAREL_SIZES, WAIST_SIZES } from '../../../shop/listing-options.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { refusalText } from '../../lib/api-client.ts';
import { moveBy, SortableItem, SortableList } from './sortable-items.tsx';
import { adminUi } from './ui.ts';

export type EditorCategory = { id: string; name: string; gender: 'men' | 'women' | 'unisex' };
/** The product as the editor receives it from the loader (the service's shape, without its timestamps). */
export type EditorProduct = Omit<AdminProduct, 'createdAt' | 'updatedAt'>;

type SizeRow = { key: string; id?: string; size: string; sku: string; stock: string; stockWas?: number };
type Message = { ok: boolean; text: string; conflict?: boolean };

let rowCounter = 0;
const newKey = () => `new-${++rowCounter}`;

export function ProductEditor({
  product,
  categories,
  onSaved,
  onReload,
}: {
  product: EditorProduct | null;
  categories: EditorCategory[];
  onSaved: (saved: { id: string; version: number }) => void;
  onReload: () => void;
}) {
  const [form, setForm] = useState({
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    brand: product?.brand ?? '',
    mrp: product ? String(product.mrp) : '',
    sale: product ? String(product.sale) : '',
    description: product?.description ?? '',
    material: product?.material ?? '',
    specification: product?.specification ?? '',
    categoryId: product?.categoryId ?? '',
    gender: product?.gender ?? 'women',
    featured: product?.featured ?? false,
    isActive: product?.isActive ?? true,
    finalSale: product?.finalSale ?? false,
    customised: product?.customised ?? false,
    hsn: product?.hsn ?? DEFAULT_HSN,
    countryOfOrigin: product?.countryOfOrigin ?? DEFAULT_COUNTRY_OF_ORIGIN,
    video: product?.video ?? '',
  });
  const [slugTouched, setSlugTouched] = useState(Boolean(product));
  const [sizes, setSizes] = useState<SizeRow[]>(
    product?.sizes.map((s) => ({
      key: s.id,
      id: s.id,
      size: s.size,
      sku: s.sku,
      stock: String(s.stock),
      stockWas: s.stock,
    })) ?? [],
  );
  const [images, setImages] = useState<string[]>(product?.images ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<'saving' | 'uploading' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const set = (name: keyof typeof form, value: string | boolean) =>
    setForm((f) => {
      const next = { ...f, [name]: value };
      if (name === 'name' && !slugTouched) next.slug = slugify(String(value));
      if (name === 'categoryId') {
        const gender = categories.find((c) => c.id === value)?.gender;
        if (gender) next.gender = gender;
      }
      return next;
    });
  const setRow = (key: string, patch: Partial<SizeRow>) =>
    setSizes((rows) => rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const skuFor = (size: string) => `${(form.slug || slugify(form.name) || 'sku').toUpperCase().slice(0, 40)}-${size}`;
  function addSizes(list: readonly string[]) {
    setSizes((rows) => {
      const have = new Set(rows.map((r) => r.size.toUpperCase()));
      const added = list
        .filter((s) => !have.has(s.toUpperCase()))
        .map((s) => ({ key: newKey(), size: s, sku: skuFor(s), stock: '0' }));
      return [...rows, ...added].slice(0, MAX_PRODUCT_SIZES);
    });
  }

  async function upload(files: FileList | null) {
    if (!files || files.length === 0) return;
    const list = [...files];
    const tooBig = list.find((f) => f.size > MAX_PRODUCT_IMAGE_BYTES);
    if (tooBig)
      return setErrors({ images: `${tooBig.name} is larger than ${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB.` });
    if (images.length + list.length > MAX_PRODUCT_IMAGES)
      return setErrors({
        images: `A product can have at most ${MAX_PRODUCT_IMAGES} photos (it has ${images.length}).`,
      });
    setErrors((e) => ({ ...e, images: '' }));
    setBusy('uploading');
    try {
      for (let i = 0; i < list.length; i += MAX_IMAGES_PER_UPLOAD) {
        const body = new FormData();
        for (const f of list.slice(i, i + MAX_IMAGES_PER_UPLOAD)) body.append('images', f, f.name);
        const res = await fetch('/api/admin/products/images', {
          method: 'POST',
          body,
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
        }).catch(() => null);
        const json = (await res?.json().catch(() => null)) as {
          images?: Array<{ key: string }>;
          message?: string;
        } | null;
        if (!res?.ok || !json?.images) {
          setErrors((e) => ({ ...e, images: json?.message ?? 'The photos could not be uploaded. Please try again.' }));
          return;
        }
        const keys = json.images.map((x) => x.key);
        setImages((have) => [...have, ...keys.filter((k) => !have.includes(k))]);
      }
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function save() {
    const body = {
      ...form,
      sizes: sizes.map((r) => ({
        ...(r.id ? { id: r.id } : {}),
        size: r.size,
        sku: r.sku,
        stock: r.stock.trim() === '' ? Number.NaN : r.stock,
        ...(r.stockWas !== undefined ? { stockWas: r.stockWas } : {}),
      })),
      images,
      ...(product ? { version: product.version } : {}),
    };
    const parsed = (product ? productUpdateSchema : productCreateSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      setMessage({ ok: false, text: 'Please correct the fields marked below.' });
      return;
    }
    setErrors({});
    setMessage(null);
    setBusy('saving');
    const res = product
      ? await adminApi<{ product: EditorProduct }>('PUT', `/api/admin/products/${product.id}`, parsed.data)
      : await adminApi<{ product: EditorProduct }>('POST', '/api/admin/products', parsed.data);
    setBusy(null);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      setMessage({
        ok: false,
        text: refusalText(res, 'The product could not be saved. Please try again.'),
        conflict: res.reason === 'edit_conflict' && !Object.keys(res.fields ?? {}).some((k) => k.startsWith('sizes')),
      });
      return;
    }
    setMessage(null);
    onSaved({ id: res.body.product.id, version: res.body.product.version });
  }

  const err = (name: string) =>
    errors[name] ? (
      <span id={`${name}-error`} className={adminUi.fieldError}>
        {errors[name]}
      </span>
    ) : null;
  const input = (name: keyof typeof form, label: string, extra: Record<string, unknown> = {}) => (
    <label className={adminUi.label}>
      {label}
      <input
        name={name}
        value={String(form[name])}
        onChange={(e) => {
          if (name === 'slug') setSlugTouched(true);
          set(name, e.target.value);
        }}
        className={adminUi.input}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        {...extra}
      />
      {err(name)}
    </label>
  );
  const flag = (name: 'isActive' | 'featured' | 'finalSale' | 'customised', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} checked={form[name]} onChange={(e) => set(name, e.target.checked)} />
      {label}
    </label>
  );
  const area = (name: 'description' | 'material' | 'specification', label: string, rows: number) => (
    <label className={`${adminUi.label} md:col-span-2`}>
      {label}
      <textarea
        name={name}
        rows={rows}
        value={form[name]}
        onChange={(e) => set(name, e.target.value)}
        className={adminUi.input}
        aria-invalid={Boolean(errors[name])}
      />
      {err(name)}
    </label>
  );

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {message && (
        <div role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}{' '}
          {message.conflict && (
            <button type="button" className="ml-2 underline" onClick={onReload}>
              Reload the product
            </button>
          )}
        </div>
      )}

      <Section title="Details">
        <div className="grid gap-4 md:grid-cols-2">
          {input('name', 'Name', { maxLength: 200, required: true })}
          {input('slug', 'Slug (the product page address)', { maxLength: 200, spellCheck: false })}
          {input('brand', 'Brand', { maxLength: 100 })}
          <label className={adminUi.label}>
            Category
            <select
              name="categoryId"
              value={form.categoryId}
              onChange={(e) => set('categoryId', e.target.value)}
              className={adminUi.input}
              aria-invalid={Boolean(errors.categoryId)}
            >
              <option value="">Choose…</option>
              {PRODUCT_GENDERS.map((g) => {
                const list = categories.filter((c) => c.gender === g);
                return list.length === 0 ? null : (
                  <optgroup key={g} label={GENDER_LABELS[g]}>
                    {list.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name} ({GENDER_LABELS[c.gender]})
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </select>
            {err('categoryId')}
          </label>
          <label className={adminUi.label}>
            Gender
            <select
              name="gender"
              value={form.gender}
              onChange={(e) => set('gender', e.target.value)}
              className={adminUi.input}
            >
              {PRODUCT_GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </select>
            {err('gender')}
          </label>
          {input('video', 'Video URL (optional, https://)', { type: 'url', inputMode: 'url' })}
          {input('mrp', 'MRP (₹)', { inputMode: 'decimal' })}
          {input('sale', 'Sale price (₹, at most the MRP)', { inputMode: 'decimal' })}
          {input('hsn', 'HSN code (GST: 4, 6 or 8 digits)', { inputMode: 'numeric', maxLength: 12, spellCheck: false })}
          {input('countryOfOrigin', 'Country of origin', { maxLength: 60, autoComplete: 'off' })}
          {area('description', 'Description', 5)}
          {area('material', 'Material', 2)}
          {area('specification', 'Specification', 3)}
          <div className="flex flex-wrap gap-6 md:col-span-2">
            {flag('isActive', 'Active (on sale in the store)')}
            {flag('featured', 'Featured on the home page')}
            {flag('finalSale', 'Final sale (no returns or exchanges)')}
            {flag('customised', 'Customised (no returns or exchanges)')}
          </div>
        </div>
      </Section>

      <Section title="Sizes and stock">
        {errors.sizes && <p className={adminUi.alert}>{errors.sizes}</p>}
        {/* relative: the grid's visually hidden labels are clipped by this scroll box, not widening the page. */}
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm">
            <caption className="sr-only">Sizes, SKUs and stock</caption>
            <thead className="text-left text-xs text-stone-600 uppercase">
              <tr>
                <th scope="col" className="w-20 py-1">
                  <span className="sr-only">Order</span>
                </th>
                <th scope="col" className="py-1">
                  Size
                </th>
                <th scope="col" className="py-1">
                  SKU
                </th>
                <th scope="col" className="w-28 py-1">
                  Stock
                </th>
                <th scope="col" className="w-20 py-1">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <SortableList
                ids={sizes.map((r) => r.key)}
                onReorder={(keys) => setSizes(keys.map((k) => sizes.find((r) => r.key === k)!))}
              >
                {sizes.map((row, i) => (
                  <SortableItem
                    key={row.key}
                    id={row.key}
                    as="tr"
                    className="border-t border-stone-100 bg-white align-top"
                    render={(handle) => (
                      <>
                        <td className="py-1.5 whitespace-nowrap">
                          <button
                            type="button"
                            {...handle}
                            className="cursor-grab touch-none px-1 text-stone-500"
                            aria-label={`Drag size ${row.size || i + 1}`}
                          >
                            ⠿
                          </button>
                          <button
                            type="button"
                            className="px-1 text-stone-600 disabled:opacity-30"
                            aria-label={`Move size ${row.size || i + 1} up`}
                            disabled={i === 0}
                            onClick={() => setSizes((rows) => moveBy(rows, i, -1))}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className="px-1 text-stone-600 disabled:opacity-30"
                            aria-label={`Move size ${row.size || i + 1} down`}
                            disabled={i === sizes.length - 1}
                            onClick={() => setSizes((rows) => moveBy(rows, i, 1))}
                          >
                            ↓
                          </button>
                        </td>
                        <Cell error={errors[`sizes.${i}.size`]}>
                          <input
                            aria-label={`Size ${i + 1}`}
                            value={row.size}
                            maxLength={20}
                            onChange={(e) => setRow(row.key, { size: e.target.value })}
                            className={`${adminUi.input} mt-0`}
                            aria-invalid={Boolean(errors[`sizes.${i}.size`])}
                          />
                        </Cell>
                        <Cell error={errors[`sizes.${i}.sku`]}>
                          <input
                            aria-label={`SKU of size ${row.size || i + 1}`}
                            value={row.sku}
                            maxLength={64}
                            spellCheck={false}
                            onChange={(e) => setRow(row.key, { sku: e.target.value })}
                            className={`${adminUi.input} mt-0 font-mono`}
                            aria-invalid={Boolean(errors[`sizes.${i}.sku`])}
                          />
                        </Cell>
                        <Cell error={errors[`sizes.${i}.stock`]}>
                          <input
                            aria-label={`Stock of size ${row.size || i + 1}`}
                            value={row.stock}
                            inputMode="numeric"
                            onChange={(e) => setRow(row.key, { stock: e.target.value })}
                            className={`${adminUi.input} mt-0 ${Number(row.stock) === 0 ? 'border-red-300' : Number(row.stock) <= LOW_STOCK ? 'border-amber-400' : ''}`}
                            aria-invalid={Boolean(errors[`sizes.${i}.stock`])}
                          />
                        </Cell>
                        <td className="py-1.5 pl-2">
                          <button
                            type="button"
                            className={adminUi.danger}
                            aria-label={`Remove size ${row.size || i + 1}`}
                            onClick={() => setSizes((rows) => rows.filter((r) => r.key !== row.key))}
                          >
                            Remove
                          </button>
                        </td>
                      </>
                    )}
                  />
                ))}
              </SortableList>
            </tbody>
          </table>
        </div>
        {sizes.length === 0 && (
          <p className="text-sm text-stone-600">No sizes yet: a product without sizes is sold out.</p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={adminUi.secondary}
            disabled={sizes.length >= MAX_PRODUCT_SIZES}
            onClick={() => setSizes((rows) => [...rows, { key: newKey(), size: '', sku: '', stock: '0' }])}
          >
            Add a size
          </button>
          <button type="button" className={adminUi.secondary} onClick={() => addSizes(APPAREL_SIZES)}>
            Add XS–XL
          </button>
          <button type="button" className={adminUi.secondary} onClick={() => addSizes(WAIST_SIZES)}>
            Add waist 28–36
          </button>
        </div>
      </Section>

      <Section title="Photos">
        <p className="mb-2 text-sm text-stone-600">
          The first photo is the one listings show. Drag to reorder (or use the arrows). Up to {MAX_PRODUCT_IMAGES}{' '}
          photos of {MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB each; portrait 4:5 looks best.
        </p>
        <SortableList ids={images} onReorder={setImages} layout="grid">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Photos in order">
            {images.map((key, i) => (
              <SortableItem
                key={key}
                id={key}
                as="li"
                className="rounded border border-stone-200 bg-white p-2"
                render={(handle) => (
                  <>
                    <button
                      type="button"
                      {...handle}
                      className="block w-full cursor-grab touch-none"
                      aria-label={`Drag photo ${i + 1}`}
                    >
                      <img
                        src={imageUrl(key, 360)}
                        alt={`Photo ${i + 1}`}
                        className="aspect-[4/5] w-full rounded bg-stone-100 object-cover"
                        draggable={false}
                      />
                    </button>
                    <div className="mt-2 flex items-center justify-between gap-1 text-sm">
                      <span className="text-stone-600">{i === 0 ? 'Main' : `#${i + 1}`}</span>
                      <span className="flex gap-1">
                        <button
                          type="button"
                          className="px-1 disabled:opacity-30"
                          aria-label={`Move photo ${i + 1} earlier`}
                          disabled={i === 0}
                          onClick={() => setImages((list) => moveBy(list, i, -1))}
                        >
                          ←
                        </button>
                        <button
                          type="button"
                          className="px-1 disabled:opacity-30"
                          aria-label={`Move photo ${i + 1} later`}
                          disabled={i === images.length - 1}
                          onClick={() => setImages((list) => moveBy(list, i, 1))}
                        >
                          →
                        </button>
                        <button
                          type="button"
                          className="px-1 text-red-800"
                          aria-label={`Remove photo ${i + 1}`}
                          onClick={() => setImages((list) => list.filter((k) => k !== key))}
                        >
                          ✕
                        </button>
                      </span>
                    </div>
                  </>
                )}
              />
            ))}
          </ul>
        </SortableList>
        <label className={`${adminUi.label} mt-3`}>
          Add photos
          <input
            ref={fileInput}
            type="file"
            name="photos"
            accept="image/*"
            multiple
            disabled={busy === 'uploading' || images.length >= MAX_PRODUCT_IMAGES}
            onChange={(e) => void upload(e.target.files)}
            className="mt-1 block w-full text-sm"
            aria-invalid={Boolean(errors.images)}
          />
        </label>
        {busy === 'uploading' && (
          <p role="status" className="mt-1 text-sm text-stone-600">
            Uploading…
          </p>
        )}
        {err('images')}
      </Section>

      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-stone-50 py-3">
        <button type="submit" className={adminUi.button} disabled={busy !== null}>
          {busy === 'saving' ? 'Saving…' : product ? 'Save changes' : 'Create product'}
        </button>
        {product && form.isActive && (
          <a
            href={`/product/${product.slug}`}
            target="_blank"
            rel="noreferrer"
            className="text-sm text-brand-700 underline"
          >
            View on the store
          </a>
        )}
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={adminUi.card} aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Cell({ error, children }: { error: string | undefined; children: ReactNode }) {
  return (
    <td className="py-1.5 pr-2">
      {children}
      {error && <span className={adminUi.fieldError}>{error}</span>}
    </td>
  );
}
