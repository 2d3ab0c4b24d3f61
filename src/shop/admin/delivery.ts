/**
 * The owner's delivery zones and delivery settings (issue 13): one schema each, shared by /admin/delivery and
 * /api/admin/delivery. Forms send what was typed (rupees, lists as text); these schemas turn it into paise and lists.
 */
import { z } from 'zod';
import { MAX_DISPATCH_DAYS, MAX_TRANSIT_DAYS, ZONE_MATCHES, type Holiday } from '../delivery.ts';
import { canonicalState, PINCODE_PATTERN } from '../india.ts';
import { rupeesToPaise } from '../money.ts';

const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());
const blankToNull = (v: unknown) => (v === '' || v === undefined || v === null ? null : v);

const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be an amount in rupees` })
    .min(0, `${label} cannot be negative`)
    .max(1_00_000, `${label} must be at most ₹1,00,000`)
    .refine((r) => Math.abs(Math.round(r * 100) - r * 100) < 1e-6, 'Use at most 2 decimals (paise)');

const days = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number of days` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

/** A list typed as text (commas, spaces or new lines between items) or sent as an array. */
const list = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\n,;]+/) : v),
  z.array(z.string().trim()).transform((items) => [...new Set(items.filter((i) => i !== ''))]),
);

export const ZONE_VALUES_REQUIRED = 'List at least one PIN, PIN prefix or state';

export const zoneSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(80, 'Name must be at most 80 characters'),
    match: z.enum(ZONE_MATCHES, { error: 'Choose states, PIN prefixes or PINs' }),
    values: list,
    serviceable: checkbox.default(true),
    transitDays: z.preprocess(blankToNull, days('Transit days', MAX_TRANSIT_DAYS).nullable()).default(null),
    codAllowed: checkbox.default(true),
    shippingChargeRupees: z.preprocess((v) => blankToNull(v) ?? 0, rupees('Shipping charge')),
    freeAboveRupees: z.preprocess(blankToNull, rupees('Free above').nullable()).default(null),
    priority: z.preprocess(
      (v) => blankToNull(v) ?? 0,
      z.coerce
        .number({ error: 'Priority must be a whole number' })
        .int('Priority must be a whole number')
        .min(-1000)
        .max(1000),
    ),
  })
  .superRefine((z0, ctx) => {
    if (z0.values.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['values'], message: ZONE_VALUES_REQUIRED });
      return;
    }
    if (z0.values.length > 5000) ctx.addIssue({ code: 'custom', path: ['values'], message: 'At most 5,000 entries' });
    const bad = z0.values.filter((v) =>
      z0.match === 'pins'
        ? !PINCODE_PATTERN.test(v)
        : z0.match === 'prefixes'
          ? !/^[1-9]\d{0,4}$/.test(v)
          : canonicalState(v) === null,
    );
    if (bad.length > 0) {
      const what =
        z0.match === 'pins'
          ? 'Not a PIN (6 digits, not starting with 0)'
          : z0.match === 'prefixes'
            ? 'Not a PIN prefix (1 to 5 digits, not starting with 0)'
            : 'Not a state or union territory of India';
      ctx.addIssue({ code: 'custom', path: ['values'], message: `${what}: ${bad.slice(0, 5).join(', ')}` });
    }
  })
  .transform(({ shippingChargeRupees, freeAboveRupees, values, ...rest }) => ({
    ...rest,
    values: rest.match === 'states' ? values.map((v) => canonicalState(v)!) : values,
    shippingChargePaise: rupeesToPaise(shippingChargeRupees),
    freeAbovePaise: freeAboveRupees === null ? null : rupeesToPaise(freeAboveRupees),
  }));
export type ZoneInput = z.input<typeof zoneSchema>;
export type ZoneValues = z.output<typeof zoneSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (d: string) => DAY.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

/** Holidays as typed ("2026-11-08 Diwali", one a line) or sent as [{ date, name }]. */
const holidays = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => {
            const [date = '', ...name] = line.split(/\s+/);
            return { date, name: name.join(' ') };
          })
      : v,
  z
    .array(
      z.object({
        date: z.string().refine(realDay, 'Use dates like 2026-11-08'),
        name: z.string().trim().max(80, 'A holiday name must be at most 80 characters').default(''),
      }),
    )
    .max(400, 'At most 400 holidays')
    .transform((list): Holiday[] =>
      [...new Map(list.map((h) => [h.date, { date: h.date, name: h.name || 'Holiday' }])).values()].sort((a, b) =>
        a.date.localeCompare(b.date),
      ),
    ),
);

export const deliverySettingsSchema = z.object({
  pickupPin: z.preprocess(
    blankToNull,
    z.string().trim().regex(PINCODE_PATTERN, 'Pickup PIN must be 6 digits and cannot start with 0').nullable(),
  ),
  dispatchDays: days('Dispatch days', MAX_DISPATCH_DAYS),
  cutoffTime: z
    .string({ error: 'Cut-off time is required' })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 14:00 (24-hour, India time)'),
  defaultTransitDays: days('Default transit days', MAX_TRANSIT_DAYS),
  pieceWeightGrams: z.coerce
    .number({ error: 'Weight must be a whole number of grams' })
    .int('Weight must be a whole number of grams')
    .min(1, 'Weight must be at least 1 gram')
    .max(50_000, 'Weight must be at most 50,000 grams'),
  holidays,
});
export type DeliverySettingsInput = z.input<typeof deliverySettingsSchema>;
