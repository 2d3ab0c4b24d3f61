import { useState } from 'react';
import { data, Form, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import { couponListQuerySchema, couponSchema } from '../../../shop/admin/coupons.ts';
import { formatIndianDate, indianDate } from '../../../shop/dates.ts';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { formatRupees, paiseToRupees, type Paise } from '../../../shop/money.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { adminFields } from '../../components/admin/form-field.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/coupons.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * Coupons: staff see them (with how often each was used) and switch them on or off; the owner creates them and
 * changes their rules. The filter and page are in the URL; `?edit=<id>` or `?edit=new` opens the owner's form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context, 'staff');
  const { services } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const raw = Object.fromEntries([...params].filter(([k, v]) => v !== '' && k !== 'edit'));
  const parsed = couponListQuerySchema.safeParse(raw);
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? 'Check the filter', { status: 400 });
  const editId = params.get('edit');
  const isOwner = admin.role === 'owner';
  const [{ coupons, total }, editing] = await Promise.all([
    services.coupons.list(parsed.data),
    isOwner && editId && editId !== 'new' ? services.coupons.get(editId).catch(() => null) : Promise.resolve(null),
  ]);
  return { coupons, total, query: parsed.data, isOwner, editing, creating: isOwner && editId === 'new' };
}

type Coupon = Route.ComponentProps['loaderData']['coupons'][number];

function rules(c: Coupon): string {
  const parts: string[] = [];
  if (c.minOrderPaise > 0) parts.push(`min ${formatRupees(c.minOrderPaise as Paise)}`);
  if (c.firstOrderOnly) parts.push('first order only');
  if (c.maxUsesPerCustomer !== null) parts.push(`${c.maxUsesPerCustomer} per customer`);
  if (c.maxUsesTotal !== null) parts.push(`${c.maxUsesTotal} in all`);
  return parts.join(' · ') || 'No limits';
}

function validity(c: Coupon): string {
  if (!c.validFrom && !c.validUntil) return 'Always';
  const from = c.validFrom ? formatIndianDate(c.validFrom) : 'now';
  const until = c.validUntil ? formatIndianDate(c.validUntil) : 'no end';
  return `${from} – ${until}`;
}

export default routeView(function CouponsPage({ loaderData }: Route.ComponentProps) {
  const { coupons, total, query, isOwner, editing, creating } = loaderData;
  const { revalidate } = useRevalidator();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const pages = Math.max(1, Math.ceil(total / query.perPage));

  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    return `?${next.toString()}`;
  };

  async function toggle(c: Coupon) {
    const res = await adminApi('PATCH', `/api/admin/coupons/${c.id}/status`, { isActive: !c.isActive });
    setMessage(
      res.ok
        ? { ok: true, text: `${c.code} is now ${c.isActive ? 'off' : 'on'}.` }
        : { ok: false, text: refusalText(res, 'Could not change this coupon.') },
    );
    void revalidate();
  }

  const columns: ColumnDef<Coupon>[] = [
    {
      header: 'Code',
      cell: ({ row }) => (
        <div>
          <code className="font-semibold">{row.original.code}</code>
          <div className="text-xs text-stone-500">{row.original.title}</div>
        </div>
      ),
    },
    { header: 'Off', cell: ({ row }) => `${row.original.discountPercentage}%` },
    { header: 'Rules', cell: ({ row }) => rules(row.original) },
    { header: 'Valid (IST)', cell: ({ row }) => <span className="whitespace-nowrap">{validity(row.original)}</span> },
    { header: 'Used', cell: ({ row }) => row.original.uses },
    {
      header: 'Active',
      cell: ({ row }) => (
        <button
          type="button"
          className={row.original.isActive ? adminUi.secondary : adminUi.danger}
          aria-pressed={row.original.isActive}
          aria-label={`${row.original.code}: ${row.original.isActive ? 'on, switch off' : 'off, switch on'}`}
          onClick={() => void toggle(row.original)}
        >
          {row.original.isActive ? 'On' : 'Off'}
        </button>
      ),
    },
    ...(isOwner
      ? [
          {
            header: 'Edit',
            cell: ({ row }: { row: { original: Coupon } }) => (
              <Link className="text-brand-700 underline" to={withParams({ edit: row.original.id })}>
                Edit<span className="sr-only"> {row.original.code}</span>
              </Link>
            ),
          } satisfies ColumnDef<Coupon>,
        ]
      : []),
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className={adminUi.h1}>Coupons</h1>
        {isOwner && (
          <Link className={adminUi.button} to={withParams({ edit: 'new' })}>
            New coupon
          </Link>
        )}
      </div>
      {!isOwner && (
        <p className="text-sm text-stone-600">You can switch coupons on or off; the owner sets their rules.</p>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}
        </p>
      )}
      {(creating || editing) && (
        <CouponForm
          key={editing?.id ?? 'new'}
          coupon={editing}
          onDone={(text) => {
            setMessage({ ok: true, text });
            void navigate(withParams({ edit: null }), { replace: true });
          }}
          onCancel={() => void navigate(withParams({ edit: null }), { replace: true })}
        />
      )}
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <label className={adminUi.label}>
          Search code or title
          <input name="q" defaultValue={query.q ?? ''} className={adminUi.input} />
        </label>
        <label className={adminUi.label}>
          Status
          <select name="status" defaultValue={query.status} className={adminUi.input}>
            <option value="all">All</option>
            <option value="active">On</option>
            <option value="inactive">Off</option>
          </select>
        </label>
        <button type="submit" className={adminUi.secondary}>
          Filter
        </button>
      </Form>
      <DataTable rows={coupons} columns={columns} caption="Coupons" rowKey={(c) => c.id} empty="No coupons match." />
      <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
        <span>
          Page {query.page} of {pages} ({total} coupons)
        </span>
        {query.page > 1 && (
          <Link className={adminUi.secondary} to={withParams({ page: String(query.page - 1) })}>
            Previous
          </Link>
        )}
        {query.page < pages && (
          <Link className={adminUi.secondary} to={withParams({ page: String(query.page + 1) })}>
            Next
          </Link>
        )}
      </nav>
    </div>
  );
});

function CouponForm({
  coupon,
  onDone,
  onCancel,
}: {
  coupon: Coupon | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(form: HTMLFormElement) {
    const fd = new FormData(form);
    const values = {
      code: String(fd.get('code') ?? ''),
      title: String(fd.get('title') ?? ''),
      description: String(fd.get('description') ?? ''),
      discountPercentage: String(fd.get('discountPercentage') ?? ''),
      isActive: fd.get('isActive') === 'on',
      firstOrderOnly: fd.get('firstOrderOnly') === 'on',
      maxUsesPerCustomer: String(fd.get('maxUsesPerCustomer') ?? ''),
      maxUsesTotal: String(fd.get('maxUsesTotal') ?? ''),
      minOrderRupees: String(fd.get('minOrderRupees') ?? ''),
      validFrom: String(fd.get('validFrom') ?? ''),
      validUntil: String(fd.get('validUntil') ?? ''),
    };
    const parsed = couponSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setSaving(true);
    const res = coupon
      ? await adminApi('PUT', `/api/admin/coupons/${coupon.id}`, values)
      : await adminApi('POST', '/api/admin/coupons', values);
    setSaving(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setFormError(refusalText(res, 'Could not save this coupon.'));
    }
    onDone(coupon ? `${parsed.data.code} saved.` : `${parsed.data.code} created.`);
  }

  const { field } = adminFields(errors);

  return (
    <form
      noValidate
      className={`${adminUi.card} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}
      onSubmit={(e) => {
        e.preventDefault();
        void save(e.currentTarget);
      }}
    >
      <h2 className="text-lg font-semibold sm:col-span-2 lg:col-span-3">
        {coupon ? `Edit ${coupon.code}` : 'New coupon'}
      </h2>
      {formError && (
        <p role="alert" className={`${adminUi.alert} sm:col-span-2 lg:col-span-3`}>
          {formError}
        </p>
      )}
      {field(
        'code',
        'Code',
        { defaultValue: coupon?.code ?? '', autoCapitalize: 'characters' },
        'Letters and digits; shoppers may type it in any case',
      )}
      {field('title', 'Title', { defaultValue: coupon?.title ?? '' })}
      {field('discountPercentage', 'Percentage off', {
        type: 'number',
        min: 1,
        max: 100,
        inputMode: 'numeric',
        defaultValue: coupon?.discountPercentage ?? '',
      })}
      {field('description', 'Description (shown on product pages)', { defaultValue: coupon?.description ?? '' })}
      {field(
        'minOrderRupees',
        'Minimum order (₹)',
        {
          type: 'number',
          min: 0,
          step: '0.01',
          inputMode: 'decimal',
          defaultValue: coupon ? paiseToRupees(coupon.minOrderPaise as Paise) : '',
        },
        'Empty or 0: any order',
      )}
      {field(
        'maxUsesPerCustomer',
        'Uses per customer',
        { type: 'number', min: 1, inputMode: 'numeric', defaultValue: coupon?.maxUsesPerCustomer ?? '' },
        'Empty: no limit',
      )}
      {field(
        'maxUsesTotal',
        'Total uses',
        { type: 'number', min: 1, inputMode: 'numeric', defaultValue: coupon?.maxUsesTotal ?? '' },
        'Empty: no limit',
      )}
      {field(
        'validFrom',
        'First day (India time)',
        { type: 'date', defaultValue: coupon?.validFrom ? indianDate(coupon.validFrom) : '' },
        'From 00:00 IST; empty: from now',
      )}
      {field(
        'validUntil',
        'Last day (India time)',
        { type: 'date', defaultValue: coupon?.validUntil ? indianDate(coupon.validUntil) : '' },
        'Until 23:59 IST; empty: no end',
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isActive" defaultChecked={coupon?.isActive ?? true} /> Active
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="firstOrderOnly" defaultChecked={coupon?.firstOrderOnly ?? false} /> First order
        only
      </label>
      <div className="flex gap-3 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={adminUi.button} disabled={saving}>
          {saving ? 'Saving…' : coupon ? 'Save coupon' : 'Create coupon'}
        </button>
        <button type="button" className={adminUi.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
