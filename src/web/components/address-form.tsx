/**
 * The address form: type (home/work/other), name, street, city, state (every Indian state and union territory),
 * 6-digit PIN, country (India), phone and "default address". Validates with the shared schema before sending and
 * shows the server's messages after; each message clears when its field is edited. Typing a PIN fills the city and
 * the state from India Post's directory (use-pin-fill.ts). Used by /profile/addresses and by checkout (pass `action`
 * and `hidden` fields to post it elsewhere).
 */
import { Form, useNavigation } from 'react-router';
import { ADDRESS_TYPES, DEFAULT_COUNTRY, type AddressDto } from '../../shop/address-types.ts';
import type { FieldErrors } from '../../shop/form-errors.ts';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '../../shop/india.ts';
import { FieldError, inputClass, primaryButton, secondaryButton, TextField } from './account/form-fields.tsx';
import { useFormErrors } from './account/use-form-errors.ts';
import { usePinFill } from './use-pin-fill.ts';

export type AddressFormValues = Partial<
  Pick<AddressDto, 'type' | 'name' | 'street' | 'city' | 'state' | 'pincode' | 'country' | 'phone' | 'isDefault'>
>;

const TYPE_LABELS: Record<(typeof ADDRESS_TYPES)[number], string> = { home: 'Home', work: 'Work', other: 'Other' };

const loadAddressSchema = () => import('../../shop/addresses.ts').then((m) => m.addressSchema);

export function AddressForm({
  values = {},
  serverErrors,
  submitLabel = 'Save address',
  action,
  hidden = {},
  onCancel,
  defaultLocked = false,
  defaultHint = 'This is your default address. Choose another one as default to change it.',
}: {
  /** Starting values (an address being edited, or the account's name and phone for a new one). */
  values?: AddressFormValues;
  /** Messages from the action after a refused post. */
  serverErrors?: FieldErrors | undefined;
  submitLabel?: string;
  /** Where to post (default: the current route's action). */
  action?: string;
  /** Extra hidden fields, e.g. { intent: 'save', id }. */
  hidden?: Record<string, string>;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** The address is (or, as the first one, will be) the default: it stays so until another one is chosen. */
  defaultLocked?: boolean;
  /** Why the default box cannot be unticked. */
  defaultHint?: string;
}) {
  const form = useFormErrors(serverErrors, loadAddressSchema);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === (hidden.intent ?? null);
  const e = form.errors;
  const pin = usePinFill();

  return (
    <Form
      method="post"
      {...(action ? { action } : {})}
      noValidate={form.hydrated}
      onChange={form.clearEdited}
      onSubmit={form.check}
      className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}

      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-ink">Address type</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((t) => (
            <label
              key={t}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-300 px-4 py-2 text-sm font-medium has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="type"
                value={t}
                defaultChecked={(values.type ?? 'home') === t}
                className="sr-only"
              />
              {TYPE_LABELS[t]}
            </label>
          ))}
        </div>
        <FieldError error={e.type} />
      </fieldset>

      <TextField name="name" label="Full name" autoComplete="name" required defaultValue={values.name} error={e.name} />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        required
        placeholder="10-digit mobile number"
        defaultValue={values.phone}
        error={e.phone}
      />
      <TextField
        name="street"
        label="Street address"
        autoComplete="street-address"
        required
        placeholder="House no., building, street, area"
        defaultValue={values.street}
        error={e.street}
        className="sm:col-span-2"
      />
      <TextField
        name="pincode"
        label="PIN code"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
        required
        placeholder="6 digits"
        defaultValue={values.pincode}
        onInput={pin.onInput}
        error={e.pincode ?? pin.message ?? undefined}
        hint={pin.place ?? 'City and state are filled in from the PIN.'}
      />
      <TextField
        name="city"
        label="City"
        autoComplete="address-level2"
        required
        defaultValue={values.city}
        error={e.city}
      />
      <StateSelect value={values.state} error={e.state} />
      <TextField
        name="country"
        label="Country"
        autoComplete="country-name"
        readOnly
        defaultValue={values.country ?? DEFAULT_COUNTRY}
        hint="We deliver only within India."
        error={e.country}
      />

      <div className="sm:col-span-2">
        <label className="flex items-center gap-2.5 text-sm text-gray-800">
          {defaultLocked && <input type="hidden" name="isDefault" value="on" />}
          <input
            type="checkbox"
            name="isDefault"
            defaultChecked={values.isDefault ?? false}
            disabled={defaultLocked}
            className="size-4 rounded border-gray-400 accent-brand-600"
          />
          Make this my default address
        </label>
        {defaultLocked && <p className="mt-1 text-xs text-gray-600">{defaultHint}</p>}
      </div>

      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </Form>
  );
}

function StateSelect({ value, error }: { value: string | undefined; error: string | undefined }) {
  const errorId = 'address-state-error';
  return (
    <div>
      <label htmlFor="address-state" className="block text-sm font-medium text-ink">
        State / union territory
      </label>
      <select
        id="address-state"
        name="state"
        required
        autoComplete="address-level1"
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
      >
        <option value="" disabled>
          Select a state
        </option>
        <optgroup label="States">
          {INDIAN_STATES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </optgroup>
        <optgroup label="Union territories">
          {INDIAN_UNION_TERRITORIES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </optgroup>
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
