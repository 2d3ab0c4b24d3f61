import Briefcase from '../components/icons/briefcase.tsx';
import House from '../components/icons/house.tsx';
import MapPin from '../components/icons/map-pin.tsx';
import Plus from '../components/icons/plus.tsx';
import X from '../components/icons/x.tsx';
import { useEffect, useRef } from 'react';
import { data, Form, redirect, useLocation, useNavigate } from 'react-router';
import { Link } from '../components/link.tsx';
import type { AddressDto } from '../../shop/address-types.ts';
import { addressSchema } from '../../shop/addresses.ts';
import { fieldErrors, formValues } from '../../shop/form-errors.ts';
import { AccountPage } from '../components/account/account-page.tsx';
import { primaryButton } from '../components/account/form-fields.tsx';
import { AddressForm, type AddressFormValues } from '../components/address-form.tsx';
import { refusalOf, type ActionResult } from '../lib/account.server.ts';
import { appContext } from '../lib/app-context.ts';
import { requireUser } from '../lib/auth.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notify } from '../lib/toast.tsx';
import type { Route } from './+types/profile-addresses.ts';
import { routeView } from '../lib/route-view.ts';

const PATH = '/profile/addresses';

export function meta() {
  return pageMeta('My Addresses', 'Your saved delivery addresses.', { noindex: true });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const addresses = await context.get(appContext).services.addresses.list(user.id);
  return { addresses, owner: { name: user.name, phone: user.phone } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { addresses } = context.get(appContext).services;
  const values = formValues(await request.formData());
  const id = values.id ?? '';
  try {
    switch (values.intent) {
      case 'delete':
        await addresses.remove(user.id, id);
        return redirect(PATH);
      case 'default':
        await addresses.setDefault(user.id, id);
        return redirect(PATH);
      default: {
        const parsed = addressSchema.safeParse(values);
        if (!parsed.success) {
          return data<ActionResult>(
            { ok: false, formError: null, fieldErrors: fieldErrors(parsed.error.issues), values },
            { status: 400 },
          );
        }
        if (id) await addresses.update(user, id, parsed.data);
        else await addresses.create(user, parsed.data);
        return redirect(PATH);
      }
    }
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<ActionResult>(
      { ok: false, formError: r.message, ...(r.fields ? { fieldErrors: r.fields } : {}), values },
      { status: r.status },
    );
  }
}

const SUCCESS: Record<string, string> = {
  delete: 'Address deleted successfully',
  default: 'Default address updated',
  add: 'Address added successfully',
  edit: 'Address updated successfully',
};

/** In the browser: the spec's toasts ('Address added successfully', server message or 'Something went wrong'). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const intent = String(form.get('intent') ?? '');
  const kind = intent === 'save' ? (form.get('id') ? 'edit' : 'add') : intent;
  try {
    const result = await serverAction();
    if (!result.ok && (result.formError || !result.fieldErrors))
      notify.error(result.formError ?? 'Something went wrong');
    return result;
  } catch (err) {
    if (err instanceof Response && err.status >= 300 && err.status < 400) {
      if (SUCCESS[kind]) notify.success(SUCCESS[kind]);
      throw err;
    }
    notify.error('Something went wrong');
    return { ok: false, formError: 'Something went wrong' } satisfies ActionResult;
  }
}

export default routeView(function ProfileAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, owner } = loaderData;
  const location = useLocation();
  const url = new URLSearchParams(location.search);
  const editing = url.get('edit');
  const adding = url.has('add');
  const current = editing ? addresses.find((a) => a._id === editing) : undefined;
  const open = adding || Boolean(current);
  const failed = actionData && !actionData.ok ? actionData : undefined;

  return (
    <AccountPage
      title="My Addresses"
      description="Where we deliver your orders."
      actions={
        addresses.length > 0 && (
          <Link to="?add=1" preventScrollReset className={primaryButton}>
            <Plus className="size-4" aria-hidden="true" />
            Add New Address
          </Link>
        )
      }
    >
      {failed?.formError && !open && (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failed.formError}
        </p>
      )}
      {addresses.length === 0 ? (
        <div className="rounded-xl bg-ivory px-4 py-12 text-center">
          <MapPin className="mx-auto size-8 text-brand-700" aria-hidden="true" />
          <p className="mt-3 text-gray-700">No saved addresses yet.</p>
          <Link to="?add=1" preventScrollReset className={`${primaryButton} mt-6`}>
            <Plus className="size-4" aria-hidden="true" />
            Add New Address
          </Link>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {addresses.map((a) => (
            <li key={a._id}>
              <AddressCard address={a} />
            </li>
          ))}
        </ul>
      )}

      {open && (
        <AddressDialog title={current ? 'Edit Address' : 'Add New Address'}>
          <AddressForm
            key={current?._id ?? 'new'}
            values={
              failed?.values
                ? submitted(failed.values)
                : (current ?? { name: owner.name, phone: owner.phone, isDefault: addresses.length === 0 })
            }
            action={location.pathname + location.search}
            serverErrors={failed?.fieldErrors}
            hidden={{ intent: 'save', ...(current ? { id: current._id } : {}) }}
            submitLabel={current ? 'Save changes' : 'Save address'}
            defaultLocked={current?.isDefault ?? addresses.length === 0}
            {...(current ? {} : { defaultHint: 'Your first address becomes your default address.' })}
          />
        </AddressDialog>
      )}
    </AccountPage>
  );
});

/** What was typed, shown again after a refused post. */
function submitted(v: Record<string, string>): AddressFormValues {
  const type = v.type === 'work' || v.type === 'other' ? v.type : 'home';
  return { ...v, type, isDefault: v.isDefault === 'on' };
}

function AddressCard({ address: a }: { address: AddressDto }) {
  const TypeIcon = a.type === 'work' ? Briefcase : a.type === 'home' ? House : MapPin;
  return (
    <article
      className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-xs ${a.isDefault ? 'border-brand-600' : 'border-gray-200'}`}
    >
      <div className="flex items-center gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800 capitalize">
          <TypeIcon className="size-3.5" aria-hidden="true" />
          {a.type}
        </span>
        {a.isDefault && (
          <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">Default</span>
        )}
      </div>
      <h2 className="mt-3 font-semibold text-ink">{a.name}</h2>
      <address className="mt-1 text-sm leading-relaxed text-gray-800 not-italic">
        {a.street}
        <br />
        {a.city}, {a.state} {a.pincode}
        <br />
        {a.country}
      </address>
      <p className="mt-2 text-sm text-gray-800">
        Phone: <span className="font-medium">{a.phone}</span>
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-gray-100 pt-4 text-sm font-semibold">
        <Link
          to={`?edit=${a._id}`}
          preventScrollReset
          className="text-brand-700 underline-offset-4 hover:underline"
          aria-label={`Edit address of ${a.name}, ${a.city}`}
        >
          Edit
        </Link>
        <Form
          method="post"
          preventScrollReset
          onSubmit={(e) => {
            if (!window.confirm('Delete this address?')) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={a._id} />
          <button
            type="submit"
            className="text-red-700 underline-offset-4 hover:underline"
            aria-label={`Delete address of ${a.name}, ${a.city}`}
          >
            Delete
          </button>
        </Form>
        {!a.isDefault && (
          <Form method="post" preventScrollReset className="ml-auto">
            <input type="hidden" name="intent" value="default" />
            <input type="hidden" name="id" value={a._id} />
            <button type="submit" className="text-gray-700 underline-offset-4 hover:text-brand-700 hover:underline">
              Set as default
            </button>
          </Form>
        )}
      </div>
    </article>
  );
}

/** The add/edit form over the page. Escape, the close button or the backdrop return to the list. */
function AddressDialog({ title, children }: { title: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const close = () => navigate(PATH, { preventScrollReset: true, replace: true });

  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('input:not([type=hidden]):not(.sr-only), select');
    first?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  return (
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 sm:items-center sm:p-4"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <Link to={PATH} replace preventScrollReset className="absolute inset-0" aria-label="Close" tabIndex={-1} />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby="address-dialog-title"
        className="relative max-h-[92dvh] w-full max-w-2xl overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl sm:p-7"
      >
        <div className="mb-5 flex items-center justify-between gap-4">
          <h2 id="address-dialog-title" className="text-xl font-semibold text-ink">
            {title}
          </h2>
          <Link
            to={PATH}
            replace
            preventScrollReset
            className="flex size-9 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
