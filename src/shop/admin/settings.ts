/** The owner's store settings (issue 11): one schema shared by /admin/settings and PUT /api/admin/settings. */
import { z } from 'zod';
import { INDIAN_STATES_AND_UTS } from '../india.ts';

/** Optional text: empty means none (null). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A phone number as shoppers should see it: digits with spaces, dashes, brackets and a leading +. */
export const PHONE_DISPLAY_PATTERN = /^\+?[\d\s()-]{8,20}$/;

export const storeSettingsSchema = z.object({
  storeName: z
    .string({ error: 'Store name is required' })
    .trim()
    .min(1, 'Store name is required')
    .max(80, 'Store name must be at most 80 characters'),
  supportEmail: z
    .string({ error: 'Support email is required' })
    .trim()
    .min(1, 'Support email is required')
    .max(254, 'Support email is invalid')
    .email('Support email is invalid')
    .transform((e) => e.toLowerCase()),
  supportPhone: z
    .string({ error: 'Support phone is required' })
    .trim()
    .min(1, 'Support phone is required')
    .regex(PHONE_DISPLAY_PATTERN, 'Enter a phone number such as +91 98765 43210')
    .refine((p) => {
      const digits = p.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 15;
    }, 'Enter a phone number such as +91 98765 43210'),
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
  /** For GST invoices later: optional now. */
  gstLegalName: optionalText(160, 'Legal name must be at most 160 characters'),
  gstAddress: optionalText(400, 'Address must be at most 400 characters'),
  gstState: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (INDIAN_STATES_AND_UTS as readonly string[]).includes(v), 'Choose a state'),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || GSTIN_PATTERN.test(v), 'Enter a 15-character GSTIN, e.g. 27ABCDE1234F1Z5'),
});
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;
export type StoreSettingsValues = z.output<typeof storeSettingsSchema>;
