/** The admin sign-in's inputs (issue 11): one schema per input, shared by /admin/login and /api/admin/auth/*. */
import { z } from 'zod';
import { EMAIL_PATTERN, MAX_PASSWORD_LENGTH } from '../accounts.ts';

export const STAFF_MIN_PASSWORD_LENGTH = 10;

export const staffEmailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is invalid')
  .regex(EMAIL_PATTERN, 'Email is invalid')
  .transform((e) => e.toLowerCase());

export const staffPasswordStepSchema = z.object({
  email: staffEmailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type StaffPasswordStepInput = z.infer<typeof staffPasswordStepSchema>;

const SIGN_IN_AGAIN = 'This sign-in has expired. Please enter your password again.';

export const staffCodeStepSchema = z.object({
  challenge: z.string({ error: SIGN_IN_AGAIN }).min(1, SIGN_IN_AGAIN).max(200, SIGN_IN_AGAIN),
  code: z
    .string({ error: 'Enter the 6-digit code from your authenticator app' })
    .trim()
    .min(1, 'Enter the 6-digit code from your authenticator app')
    .max(20, 'Enter the 6-digit code, or a recovery code')
    .regex(/^(\d{3}\s?\d{3}|[a-zA-Z0-9]{5}-?[a-zA-Z0-9]{5})$/, 'Enter the 6-digit code, or a recovery code'),
});
export type StaffCodeStepInput = z.infer<typeof staffCodeStepSchema>;

/** A staff password being chosen: longer than a shopper's. */
export const staffNewPasswordField = z
  .string({ error: 'Password is required' })
  .min(STAFF_MIN_PASSWORD_LENGTH, `Password must be at least ${STAFF_MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const staffRoleField = z.enum(['staff', 'owner'], { error: 'Choose staff or owner' });

/** The owner adds a member of staff: they sign in with this password and enrol their authenticator. */
export const newStaffSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long'),
  email: staffEmailField,
  phone: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  role: staffRoleField,
  password: staffNewPasswordField,
});
export type NewStaffInput = z.infer<typeof newStaffSchema>;

/** The owner changes a member of staff: role, or access (disabled ends every session at once). */
export const staffUpdateSchema = z
  .object({
    role: staffRoleField.optional(),
    disabled: z.boolean().optional(),
    resetSecondFactor: z.literal(true).optional(),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined || v.resetSecondFactor, 'Nothing to change');
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;
