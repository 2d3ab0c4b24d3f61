import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { storeSettingsSchema } from '../../../shop/admin/settings.ts';
import { fieldErrors, formValues } from '../../../shop/form-errors.ts';
import { INDIAN_STATES_AND_UTS } from '../../../shop/india.ts';
import { CodSettingsForm } from '../../components/admin/cod-settings-form.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/settings.ts';
import { routeView } from '../../lib/route-view.ts';

/** The owner's store settings: the name, customer care, grievance officer and GST details the store shows. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'owner');
  const { settings, codSettings } = context.get(appContext).services;
  const [values, contact, cod] = await Promise.all([settings.get(), settings.contact(), codSettings.current()]);
  return { settings: values, shown: contact.grievanceOfficer, cod };
}

const FIELDS = [
  ['storeName', 'Store name', 'text', 'Shown in the header, footer, page titles of mails'],
  ['supportEmail', 'Support email', 'email', 'Where shoppers write; contact-form messages go here'],
  ['supportPhone', 'Support phone', 'tel', 'As shoppers should see it, e.g. +91 98765 43210'],
  ['whatsappNumber', 'WhatsApp number', 'tel', 'With country code, e.g. 91 98765 43210'],
  ['businessHours', 'Business hours', 'text', 'e.g. 10:00 AM to 7:00 PM, every day'],
] as const;

const GRIEVANCE_INPUTS = [
  ['grievanceName', 'Name', 'text', 'A person (or a team) who answers complaints'],
  ['grievanceEmail', 'Email', 'email', undefined],
  ['grievancePhone', 'Phone', 'tel', 'e.g. +91 98765 43210'],
] as const;

const GST_FIELDS = [
  ['gstLegalName', 'Legal name', 'text'],
  ['gstin', 'GSTIN', 'text'],
] as const;

export default routeView(function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { settings, shown, cod } = loaderData;
  const { revalidate } = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(form: HTMLFormElement) {
    const values = formValues(new FormData(form));
    const parsed = storeSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return setMessage({ ok: false, text: 'Please check the highlighted fields.' });
    }
    setErrors({});
    setSaving(true);
    const res = await adminApi('PUT', '/api/admin/settings', values);
    setSaving(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setMessage({ ok: false, text: refusalText(res, 'Could not save the settings.') });
    }
    setMessage({ ok: true, text: 'Saved. The store shows the new details now.' });
    void revalidate();
  }

  const input = (name: string, label: string, type: string, hint?: string) => (
    <label key={name} className={adminUi.label}>
      {label}
      <input
        name={name}
        type={type}
        defaultValue={(settings as Record<string, unknown>)[name]?.toString() ?? ''}
        className={adminUi.input}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={hint ? `${name}-hint` : undefined}
      />
      {hint && (
        <span id={`${name}-hint`} className="mt-1 block text-xs font-normal text-stone-500">
          {hint}
        </span>
      )}
      {errors[name] && <span className={adminUi.fieldError}>{errors[name]}</span>}
    </label>
  );

  return (
    <div className="max-w-3xl space-y-6">
      <h1 className={adminUi.h1}>Store settings</h1>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}
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
        <fieldset className={`${adminUi.card} grid gap-4 sm:grid-cols-2`}>
          <legend className="px-1 text-lg font-semibold">Store and customer care</legend>
          {FIELDS.map(([name, label, type, hint]) => input(name, label, type, hint))}
        </fieldset>
        <fieldset className={`${adminUi.card} grid gap-4 sm:grid-cols-2`}>
          <legend className="px-1 text-lg font-semibold">Grievance officer</legend>
          <p className="text-sm text-stone-600 sm:col-span-2">
            Shown in the footer and on Contact Us (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)). Fill all
            three, or leave all three empty to show customer care. Shoppers now see: {shown.name}, {shown.email},{' '}
            {shown.phone}.
          </p>
          {GRIEVANCE_INPUTS.map(([name, label, type, hint]) => input(name, label, type, hint))}
        </fieldset>
        <fieldset className={`${adminUi.card} grid gap-4 sm:grid-cols-2`}>
          <legend className="px-1 text-lg font-semibold">GST details (optional, for invoices)</legend>
          {GST_FIELDS.map(([name, label, type]) => input(name, label, type))}
          <label className={adminUi.label}>
            State of registration
            <select
              name="gstState"
              defaultValue={settings.gstState ?? ''}
              className={adminUi.input}
              aria-invalid={Boolean(errors.gstState)}
              aria-describedby="gstState-hint"
            >
              <option value="">Not set</option>
              {INDIAN_STATES_AND_UTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <span id="gstState-hint" className="mt-1 block text-xs font-normal text-stone-500">
              With a GSTIN, its state (the first two digits) is used
            </span>
            {errors.gstState && <span className={adminUi.fieldError}>{errors.gstState}</span>}
          </label>
          <label className={`${adminUi.label} sm:col-span-2`}>
            Registered address
            <textarea
              name="gstAddress"
              rows={3}
              defaultValue={settings.gstAddress ?? ''}
              className={adminUi.input}
              aria-invalid={Boolean(errors.gstAddress)}
            />
            {errors.gstAddress && <span className={adminUi.fieldError}>{errors.gstAddress}</span>}
          </label>
        </fieldset>
        <div className="flex items-center gap-3">
          <button type="submit" className={adminUi.button} disabled={saving}>
            {saving ? 'Saving…' : 'Save settings'}
          </button>
          {settings.updatedAt === null && (
            <span className="text-sm text-stone-500">Showing the defaults: nothing saved yet.</span>
          )}
        </div>
      </form>
      <CodSettingsForm cod={cod} />
    </div>
  );
});
