/**
 * The admin's coupon inputs (issue 11), shared by /admin/coupons and /api/admin/coupons. Only the owner creates a
 * coupon or changes its money rules (couponSchema); staff may only switch one on or off (couponStatusSchema).
 * The form sends what was typed (rupees, India dates); these schemas turn it into paise and instants.
 */
import { z } from 'zod';
import { rupeesToPaise } from '../money.ts';

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists.';
export const COUPON_CODE_USED = 'This coupon has been used in orders, so its code cannot change. Create a new coupon.';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (d: string) => DAY.test(d) && !Number.isNaN(new Date(`${d}T00:00:00+05:30`).getTime());

/** '' or absent: none. */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const optionalDay = (message: string) => z.preprocess(blankToNull, z.string().refine(validDay, message).nullable());

const optionalUses = (message: string) =>
  z.preprocess(
    blankToNull,
    z.coerce.number({ error: message }).int(message).min(1, message).max(1_000_000, message).nullable(),
  );

const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());

export const couponSchema = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .min(1, 'Code is required')
      .regex(COUPON_CODE_PATTERN, 'Use 3 to 30 letters, digits, - or _')
      .transform((c) => c.toUpperCase()),
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(80, 'Title must be at most 80 characters'),
    description: z.string().trim().max(300, 'Description must be at most 300 characters').default(''),
    discountPercentage: z.coerce
      .number({ error: 'Enter a percentage from 1 to 100' })
      .int('Enter a whole percentage')
      .min(1, 'Enter a percentage from 1 to 100')
      .max(100, 'Enter a percentage from 1 to 100'),
    isActive: checkbox.default(true),
    firstOrderOnly: checkbox.default(false),
    maxUsesPerCustomer: optionalUses('Uses per customer must be a whole number, 1 or more (or empty for no limit)'),
    maxUsesTotal: optionalUses('Total uses must be a whole number, 1 or more (or empty for no limit)'),
    /** Rupees, as typed. */
    minOrderRupees: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? 0 : v),
      z.coerce
        .number({ error: 'Minimum order must be an amount in rupees' })
        .min(0, 'Minimum order cannot be negative')
        .max(10_00_000, 'Minimum order must be at most ₹10,00,000')
        .refine((r) => Math.abs(Math.round(r * 100) - r * 100) < 1e-6, 'Use at most 2 decimals (paise)'),
    ),
    /** India dates (YYYY-MM-DD): valid from the start of the first day to the end of the last (India time). */
    validFrom: optionalDay('Use a date like 2026-11-25'),
    validUntil: optionalDay('Use a date like 2026-12-31'),
  })
  .refine((c) => !c.validFrom || !c.validUntil || c.validFrom <= c.validUntil, {
    path: ['validUntil'],
    message: 'The last day must be on or after the first day',
  })
  .transform(({ minOrderRupees, validFrom, validUntil, ...rest }) => ({
    ...rest,
    minOrderPaise: rupeesToPaise(minOrderRupees),
    validFrom: validFrom ? new Date(`${validFrom}T00:00:00+05:30`) : null,
    validUntil: validUntil ? new Date(`${validUntil}T23:59:59.999+05:30`) : null,
  }));
export type CouponInput = z.input<typeof couponSchema>;
export type CouponValues = z.output<typeof couponSchema>;

export const couponStatusSchema = z.object({
  isActive: z.boolean({ error: 'Choose active or inactive' }),
});

export const couponListQuerySchema = z.object({
  q: z.string().trim().max(40).optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;
