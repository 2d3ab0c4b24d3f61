/** The owner's store settings (issue 11): one schema shared by /admin/settings and PUT /api/admin/settings. */
import { z } from 'zod';
import { checkGstin, normaliseGstin } from '../gst/gstin.ts';
import { INDIAN_STATES_AND_UTS } from '../india.ts';

/** Optional text, trimmed: empty (or absent) means none (null). */
const blankAsNull = () =>
  z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

const optionalText = (max: number, tooLong: string) =>
  blankAsNull().refine((v) => v === null || v.length <= max, tooLong);

/** A phone number as shoppers should see it: digits with spaces, dashes, brackets and a leading +. */
export const PHONE_DISPLAY_PATTERN = /^\+?[\d\s()-]{8,20}$/;
const PHONE_MESSAGE = 'Enter a phone number such as +91 98765 43210';
const phoneDigitsOk = (p: string) => {
  const digits = p.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
};

/** An email address, lower-cased. */
const email = (invalid: string) =>
  z
    .string()
    .trim()
    .max(254, invalid)
    .email(invalid)
    .transform((e) => e.toLowerCase());

/** Optional: empty means none (null); otherwise a phone as shoppers see it. */
const optionalPhone = blankAsNull().refine(
  (p) => p === null || (PHONE_DISPLAY_PATTERN.test(p) && phoneDigitsOk(p)),
  PHONE_MESSAGE,
);

export const GRIEVANCE_FIELDS = ['grievanceName', 'grievanceEmail', 'grievancePhone'] as const;
const GRIEVANCE_REQUIRED: Record<(typeof GRIEVANCE_FIELDS)[number], string> = {
  grievanceName: "The grievance officer's name is required (or leave all three empty)",
  grievanceEmail: "The grievance officer's email is required (or leave all three empty)",
  grievancePhone: "The grievance officer's phone is required (or leave all three empty)",
};

/** The state of a valid GSTIN (its first two digits), or null. */
export function gstinState(gstin: string | null): string | null {
  if (!gstin) return null;
  const check = checkGstin(gstin);
  return check.ok ? check.state : null;
}

export const storeSettingsSchema = z
  .object({
    storeName: z
      .string({ error: 'Store name is required' })
      .trim()
      .min(1, 'Store name is required')
      .max(80, 'Store name must be at most 80 characters'),
    supportEmail: z
      .string({ error: 'Support email is required' })
      .trim()
      .min(1, 'Support email is required')
      .pipe(email('Support email is invalid')),
    supportPhone: z
      .string({ error: 'Support phone is required' })
      .trim()
      .min(1, 'Support phone is required')
      .regex(PHONE_DISPLAY_PATTERN, PHONE_MESSAGE)
      .refine(phoneDigitsOk, PHONE_MESSAGE),
    whatsappNumber: z
      .string({ error: 'WhatsApp number is required' })
      .trim()
      .min(1, 'WhatsApp number is required')
      .transform((n) => n.replace(/[\s+()-]/g, ''))
      // A 10-digit Indian mobile gets India's country code.
      .transform((n) => (/^[6-9]\d{9}$/.test(n) ? `91${n}` : n))
      .refine((n) => /^\d{11,15}$/.test(n), 'Enter the WhatsApp number with country code, e.g. 91 98765 43210'),
    businessHours: z
      .string({ error: 'Business hours are required' })
      .trim()
      .min(1, 'Business hours are required')
      .max(120, 'Business hours must be at most 120 characters'),
    /**
     * The grievance officer (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)): all three, or none (then
     * shoppers see the store's customer care team with the support email and phone: settings service).
     */
    grievanceName: optionalText(100, "The grievance officer's name must be at most 100 characters"),
    grievanceEmail: blankAsNull().pipe(email("The grievance officer's email is invalid").nullable()),
    grievancePhone: optionalPhone,
    /** For GST invoices: optional (without them the store issues receipts). */
    gstLegalName: optionalText(160, 'Legal name must be at most 160 characters'),
    gstAddress: optionalText(400, 'Address must be at most 400 characters'),
    /** Without a GSTIN: the state chosen. With one: the GSTIN's own state (a different choice is refused). */
    gstState: blankAsNull().refine(
      (v) => v === null || (INDIAN_STATES_AND_UTS as readonly string[]).includes(v),
      'Choose a state',
    ),
    gstin: z
      .string()
      .optional()
      .nullable()
      .transform((v) => (v ? normaliseGstin(v) || null : null))
      .superRefine((v, ctx) => {
        const check = v === null ? null : checkGstin(v);
        if (check && !check.ok) ctx.addIssue({ code: 'custom', message: check.message });
      }),
  })
  .superRefine((v, ctx) => {
    const given = GRIEVANCE_FIELDS.filter((f) => v[f] !== null);
    if (given.length > 0) {
      for (const f of GRIEVANCE_FIELDS) {
        if (v[f] === null) ctx.addIssue({ code: 'custom', path: [f], message: GRIEVANCE_REQUIRED[f] });
      }
    }
    const registered = gstinState(v.gstin);
    if (registered && v.gstState && v.gstState !== registered) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstState'],
        message: `The GSTIN is registered in ${registered}: choose ${registered} or leave the state empty`,
      });
    }
  })
  .transform((v) => ({ ...v, gstState: gstinState(v.gstin) ?? v.gstState }));
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;
export type StoreSettingsValues = z.output<typeof storeSettingsSchema>;
