import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { codSettingsSchema } from '../../../shop/admin/cod-settings.ts';
import { fieldErrors, formValues } from '../../../shop/form-errors.ts';
import type { CodRules } from '../../../shop/cod.ts';
import { paiseToRupees } from '../../../shop/money.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { refusalText } from '../../lib/api-client.ts';
import { adminUi } from './ui.ts';

export type CodSettingsView = CodRules;

const INPUTS = [
  ['feeRupees', 'COD fee (₹)', 'Added to a cash-on-delivery order; 0 for none', '0.01'],
  ['maxOrderRupees', 'Maximum order value for COD (₹)', 'Cash collected, fee included; below ₹2,00,000', '0.01'],
  ['maxOpenOrders', 'Open COD orders per customer', 'Not yet delivered or cancelled', '1'],
] as const;

/** The owner's cash-on-delivery settings: a form of its own on the settings page (PUT /api/admin/settings/cod). */
export function CodSettingsForm({ cod }: { cod: CodSettingsView }) {
  const { revalidate } = useRevalidator();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const shown: Record<string, number> = {
    feeRupees: paiseToRupees(cod.feePaise),
    maxOrderRupees: paiseToRupees(cod.maxOrderPaise),
    maxOpenOrders: cod.maxOpenOrders,
  };

  async function save(form: HTMLFormElement) {
    const values = formValues(new FormData(form));
    const parsed = codSettingsSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return setMessage({ ok: false, text: 'Please check the highlighted fields.' });
    }
    setErrors({});
    setSaving(true);
    const res = await adminApi('PUT', '/api/admin/settings/cod', values);
    setSaving(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setMessage({ ok: false, text: refusalText(res, 'Could not save the COD settings.') });
    }
    setMessage({ ok: true, text: 'Saved. Checkout applies the new COD rules now.' });
    void revalidate();
  }

  return (
    <form
      noValidate
      aria-labelledby="cod-settings"
      className={`${adminUi.card} space-y-4`}
      onSubmit={(e) => {
        e.preventDefault();
        void save(e.currentTarget);
      }}
    >
      <h2 id="cod-settings" className="text-lg font-semibold">
        Cash on delivery
      </h2>
      <p className="text-sm text-stone-600">
        Zones without COD are set under Delivery; a customer&apos;s COD is turned off on their page.
      </p>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {INPUTS.map(([name, label, hint, step]) => (
          <label key={name} className={adminUi.label}>
            {label}
            <input
              name={name}
              type="number"
              min={0}
              step={step}
              defaultValue={shown[name]}
              className={adminUi.input}
              aria-invalid={Boolean(errors[name])}
              aria-describedby={`${name}-hint`}
            />
            <span id={`${name}-hint`} className="mt-1 block text-xs font-normal text-stone-500">
              {hint}
            </span>
            {errors[name] && <span className={adminUi.fieldError}>{errors[name]}</span>}
          </label>
        ))}
      </div>
      <button type="submit" className={adminUi.button} disabled={saving}>
        {saving ? 'Saving…' : 'Save COD settings'}
      </button>
    </form>
  );
}
