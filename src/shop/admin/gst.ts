/**
 * The owner's GST inputs (issue 12), shared by /admin/gst and /api/admin/gst: a new dated GST rule (rates and the
 * per-piece threshold as data, see src/shop/gst/tax.ts) and the month of the GSTR-1 exports. The form sends what was
 * typed (percentages, rupees, an India date); gstRuleSchema turns it into basis points and paise. That a rule starts
 * no earlier than today (a rule never changes the tax of past orders) is the invoice service's check: it knows the
 * clock.
 */
import { z } from 'zod';
import { GSTR1_TABLES, gstMonthSchema } from '../gst/gstr1.ts';
import { paise } from '../money.ts';

export const GST_RULE_TAKEN = 'A rule for this HSN prefix from this date already exists.';
export const GST_RULE_PAST =
  'A rule cannot start before today (India): it would change the tax of orders already placed.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (d: string) => DAY.test(d) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

const blankToNull = (v: unknown) => (v === '' || v === undefined || v === null ? null : v);
const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

const percent = (label: string) =>
  z.coerce
    .number({ error: `${label}: enter a percentage from 0 to 28` })
    .min(0, `${label}: enter a percentage from 0 to 28`)
    .max(28, `${label}: enter a percentage from 0 to 28`)
    .refine(twoDecimals, `${label}: use at most 2 decimals`)
    .transform((r) => Math.round(r * 100));

export const gstRuleSchema = z
  .object({
    hsnPrefix: z
      .string({ error: 'HSN prefix is required' })
      .trim()
      .regex(/^\d{2,8}$/, 'Enter 2 to 8 digits of the HSN code (61, 6211, 62034200)'),
    validFrom: z.string({ error: 'Choose the first day' }).trim().refine(validDay, 'Choose the first day (a date)'),
    /** The rate (%) up to the threshold, or the only rate. */
    ratePercent: percent('Rate'),
    /** Taxable value per piece (₹) up to which the rate applies; empty: one rate. */
    thresholdRupees: z.preprocess(
      blankToNull,
      z.coerce
        .number({ error: 'Threshold must be an amount in rupees' })
        .positive('Threshold must be more than ₹0')
        .max(10_00_000, 'Threshold must be at most ₹10,00,000')
        .refine(twoDecimals, 'Threshold: use at most 2 decimals (paise)')
        .transform((r) => paise(Math.round(r * 100)))
        .nullable(),
    ),
    /** The rate (%) above the threshold. */
    rateAbovePercent: z.preprocess(blankToNull, percent('Rate above the threshold').nullable()),
    source: z.string().trim().max(200, 'Source must be at most 200 characters').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.thresholdRupees !== null && v.rateAbovePercent === null)
      ctx.addIssue({ code: 'custom', path: ['rateAbovePercent'], message: 'Enter the rate above the threshold' });
    if (v.thresholdRupees === null && v.rateAbovePercent !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['thresholdRupees'],
        message: 'Enter the threshold the higher rate is above',
      });
  })
  .transform((v) => ({
    hsnPrefix: v.hsnPrefix,
    validFrom: v.validFrom,
    rateBps: v.ratePercent,
    thresholdPaise: v.thresholdRupees,
    rateAboveBps: v.rateAbovePercent,
    source: v.source,
  }));
export type GstRuleInput = z.input<typeof gstRuleSchema>;
export type GstRuleValues = z.output<typeof gstRuleSchema>;

export const gstMonthQuerySchema = z.object({ month: gstMonthSchema });
export const gstExportQuerySchema = z.object({
  month: gstMonthSchema,
  table: z.enum(GSTR1_TABLES, { error: `Choose a table: ${GSTR1_TABLES.join(', ')}` }),
});
