import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { deliverySettingsSchema, zoneSchema } from '../../../shop/admin/delivery.ts';
import type { DeliverySettings, DeliveryZone } from '../../../shop/delivery.ts';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { formatRupees, paiseToRupees } from '../../../shop/money.ts';
import { DataTable, type ColumnDef } from '../../components/admin/data-table.tsx';
import { adminFields } from '../../components/admin/form-field.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/delivery.ts';
import { routeView } from '../../lib/route-view.ts';

/**
 * Delivery (issue 13): where the store delivers, how long it takes and what it costs. Zones match PINs by state, PIN
 * prefix or PIN list (a PIN list beats a prefix, a longer prefix a shorter, a prefix a state; a PIN in no zone is
 * delivered free in the default transit days). Staff read; the owner edits (audited).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context, 'staff');
  const { delivery } = context.get(appContext).services;
  const [settings, zones] = await Promise.all([delivery.settings(), delivery.zones()]);
  return { isOwner: admin.role === 'owner', settings, zones, courier: delivery.courierName };
}

const MATCH_LABELS: Record<DeliveryZone['match'], string> = {
  pins: 'PINs',
  prefixes: 'PIN prefixes',
  states: 'States',
};

const columns: ColumnDef<DeliveryZone>[] = [
  { header: 'Zone', cell: ({ row }) => <span className="font-semibold">{row.original.name}</span> },
  {
    header: 'Matches',
    cell: ({ row }) => (
      <span>
        {MATCH_LABELS[row.original.match]}: {row.original.values.slice(0, 6).join(', ')}
        {row.original.values.length > 6 && ` and ${row.original.values.length - 6} more`}
      </span>
    ),
  },
  {
    header: 'Delivers',
    cell: ({ row }) =>
      row.original.serviceable
        ? `Yes, ${row.original.transitDays === null ? 'default' : row.original.transitDays} business days`
        : 'No',
  },
  { header: 'COD', cell: ({ row }) => (row.original.serviceable && row.original.codAllowed ? 'Allowed' : 'No') },
  {
    header: 'Shipping',
    cell: ({ row }) => {
      const z = row.original;
      if (z.shippingChargePaise === 0) return 'Free';
      return `${formatRupees(z.shippingChargePaise)}${z.freeAbovePaise === null ? '' : `, free from ${formatRupees(z.freeAbovePaise)}`}`;
    },
  },
  { header: 'Priority', cell: ({ row }) => row.original.priority },
];

export default routeView(function DeliveryPage({ loaderData }: Route.ComponentProps) {
  const { isOwner, settings, zones, courier } = loaderData;
  const [message, setMessage] = useState<string | null>(null);
  const [editing, setEditing] = useState<DeliveryZone | null>(null);
  return (
    <div className="space-y-8">
      <h1 className={adminUi.h1}>Delivery</h1>
      {message && (
        <p role="status" className={adminUi.note}>
          {message}
        </p>
      )}
      <p className="text-sm text-stone-600">
        {courier
          ? `Courier: ${courier}. A PIN is delivered to when its zone allows it and the courier serves it; cash on delivery needs both.`
          : 'No courier account is set up: the zones below decide alone (see README, Delivery).'}
      </p>

      <section className="space-y-3" aria-labelledby="zones-h">
        <h2 id="zones-h" className="text-lg font-semibold">
          Zones
        </h2>
        <p className="text-sm text-stone-600">
          A PIN list beats a PIN prefix, a longer prefix a shorter one, a prefix a state; among equals the higher
          priority wins. A PIN in no zone is delivered free, with cash on delivery, in {settings.defaultTransitDays}{' '}
          business days.
        </p>
        <DataTable
          rows={zones}
          columns={
            isOwner
              ? [
                  ...columns,
                  {
                    header: 'Edit',
                    cell: ({ row }) => (
                      <button type="button" className={adminUi.secondary} onClick={() => setEditing(row.original)}>
                        Edit
                      </button>
                    ),
                  },
                ]
              : columns
          }
          caption="Delivery zones"
          rowKey={(z) => z.id}
          empty="No zones: everything is delivered free, with cash on delivery, in the default transit days."
        />
        {isOwner && (
          <ZoneForm
            key={editing?.id ?? 'new'}
            zone={editing}
            onDone={(m) => {
              setEditing(null);
              setMessage(m);
            }}
          />
        )}
      </section>

      <SettingsForm settings={settings} isOwner={isOwner} onDone={setMessage} />
    </div>
  );
});

type Errors = Record<string, string>;

function useSave(onDone: (message: string) => void) {
  const { revalidate } = useRevalidator();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, values: unknown, done: string) {
    setErrors({});
    setFormError(null);
    setSaving(true);
    const res = await adminApi(method, url, values);
    setSaving(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      setFormError(refusalText(res, 'Could not save.'));
      return false;
    }
    onDone(done);
    void revalidate();
    return true;
  }
  return { errors, setErrors, formError, saving, send };
}

function Check({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="size-4" />
      {label}
    </label>
  );
}

const formValues = (form: HTMLFormElement, names: string[]) => {
  const data = new FormData(form);
  return Object.fromEntries(names.map((n) => [n, String(data.get(n) ?? '')]));
};

function ZoneForm({ zone, onDone }: { zone: DeliveryZone | null; onDone: (message: string) => void }) {
  const s = useSave(onDone);
  const { field, area } = adminFields(s.errors);
  async function save(form: HTMLFormElement) {
    const values = {
      ...formValues(form, [
        'name',
        'match',
        'values',
        'transitDays',
        'shippingChargeRupees',
        'freeAboveRupees',
        'priority',
      ]),
      serviceable: (form.elements.namedItem('serviceable') as HTMLInputElement).checked,
      codAllowed: (form.elements.namedItem('codAllowed') as HTMLInputElement).checked,
    };
    const parsed = zoneSchema.safeParse(values);
    if (!parsed.success) return s.setErrors(fieldErrors(parsed.error.issues));
    const ok = zone
      ? await s.send('PUT', `/api/admin/delivery/zones/${zone.id}`, values, `Zone ${parsed.data.name} saved.`)
      : await s.send('POST', '/api/admin/delivery/zones', values, `Zone ${parsed.data.name} added.`);
    if (ok && !zone) form.reset();
  }
  return (
    <form
      noValidate
      aria-label={zone ? `Edit zone ${zone.name}` : 'Add a zone'}
      className={`${adminUi.card} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}
      onSubmit={(e) => {
        e.preventDefault();
        void save(e.currentTarget);
      }}
    >
      <h3 className="font-semibold sm:col-span-2 lg:col-span-3">{zone ? `Edit ${zone.name}` : 'Add a zone'}</h3>
      {s.formError && (
        <p role="alert" className={`${adminUi.alert} sm:col-span-2 lg:col-span-3`}>
          {s.formError}
        </p>
      )}
      {field('name', 'Name', { defaultValue: zone?.name ?? '' })}
      <label className={adminUi.label}>
        Matches by
        <select name="match" className={adminUi.input} defaultValue={zone?.match ?? 'states'}>
          <option value="states">States</option>
          <option value="prefixes">PIN prefixes</option>
          <option value="pins">PINs</option>
        </select>
      </label>
      {area(
        'values',
        'States, PIN prefixes or PINs',
        { rows: 3, defaultValue: zone?.values.join('\n') ?? '' },
        'One a line or separated by commas: Assam, Meghalaya · 744, 682 · 110001',
        'sm:col-span-2 lg:col-span-3',
      )}
      {field(
        'transitDays',
        'Transit business days',
        { type: 'number', min: 0, defaultValue: zone?.transitDays ?? '' },
        "Empty: the courier's estimate, else the default",
      )}
      {field(
        'shippingChargeRupees',
        'Shipping charge (₹)',
        { type: 'number', min: 0, step: '0.01', defaultValue: zone ? paiseToRupees(zone.shippingChargePaise) : 0 },
        '0: free',
      )}
      {field(
        'freeAboveRupees',
        'Free from an order of (₹)',
        {
          type: 'number',
          min: 0,
          step: '0.01',
          defaultValue: zone?.freeAbovePaise == null ? '' : paiseToRupees(zone.freeAbovePaise),
        },
        'Empty: the charge always applies',
      )}
      {field('priority', 'Priority', { type: 'number', defaultValue: zone?.priority ?? 0 })}
      <div className="flex flex-col justify-center gap-2">
        <Check name="serviceable" label="We deliver here" defaultChecked={zone?.serviceable ?? true} />
        <Check name="codAllowed" label="Cash on delivery allowed" defaultChecked={zone?.codAllowed ?? true} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={adminUi.button} disabled={s.saving}>
          {s.saving ? 'Saving…' : zone ? 'Save zone' : 'Add zone'}
        </button>
        {zone && (
          <button
            type="button"
            className={adminUi.secondary}
            disabled={s.saving}
            onClick={() => {
              if (window.confirm(`Delete the zone ${zone.name}?`)) {
                void s.send('DELETE', `/api/admin/delivery/zones/${zone.id}`, undefined, `Zone ${zone.name} deleted.`);
              }
            }}
          >
            Delete zone
          </button>
        )}
      </div>
    </form>
  );
}

function SettingsForm({
  settings,
  isOwner,
  onDone,
}: {
  settings: DeliverySettings;
  isOwner: boolean;
  onDone: (message: string) => void;
}) {
  const s = useSave(onDone);
  const { field, area } = adminFields(s.errors);
  async function save(form: HTMLFormElement) {
    const values = formValues(form, [
      'pickupPin',
      'dispatchDays',
      'cutoffTime',
      'defaultTransitDays',
      'pieceWeightGrams',
      'holidays',
    ]);
    const parsed = deliverySettingsSchema.safeParse(values);
    if (!parsed.success) return s.setErrors(fieldErrors(parsed.error.issues));
    await s.send('PUT', '/api/admin/delivery/settings', values, 'Delivery settings saved.');
  }
  return (
    <form
      noValidate
      aria-labelledby="settings-h"
      className={`${adminUi.card} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}
      onSubmit={(e) => {
        e.preventDefault();
        void save(e.currentTarget);
      }}
    >
      <h2 id="settings-h" className="text-lg font-semibold sm:col-span-2 lg:col-span-3">
        Delivery settings
      </h2>
      {s.formError && (
        <p role="alert" className={`${adminUi.alert} sm:col-span-2 lg:col-span-3`}>
          {s.formError}
        </p>
      )}
      <fieldset disabled={!isOwner} className="contents">
        {field(
          'pickupPin',
          'Pickup PIN',
          { inputMode: 'numeric', maxLength: 6, defaultValue: settings.pickupPin ?? '' },
          'Where parcels leave from (the courier needs it)',
        )}
        {field('dispatchDays', 'Dispatch business days', {
          type: 'number',
          min: 0,
          defaultValue: settings.dispatchDays,
        })}
        {field(
          'cutoffTime',
          'Same-day cut-off (India time)',
          { type: 'time', defaultValue: settings.cutoffTime },
          'Orders after it count from the next business day',
        )}
        {field('defaultTransitDays', 'Default transit business days', {
          type: 'number',
          min: 0,
          defaultValue: settings.defaultTransitDays,
        })}
        {field('pieceWeightGrams', 'Weight of a piece (grams)', {
          type: 'number',
          min: 1,
          defaultValue: settings.pieceWeightGrams,
        })}
        {area(
          'holidays',
          'Holidays (no dispatch or delivery; Sundays always)',
          { rows: 5, defaultValue: settings.holidays.map((h) => `${h.date} ${h.name}`).join('\n') },
          'One a line: 2026-11-08 Diwali',
          'sm:col-span-2 lg:col-span-3',
        )}
        {isOwner && (
          <div className="sm:col-span-2 lg:col-span-3">
            <button type="submit" className={adminUi.button} disabled={s.saving}>
              {s.saving ? 'Saving…' : 'Save settings'}
            </button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
