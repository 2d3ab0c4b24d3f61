/**
 * The account inputs: one schema per input, used by the browser forms (for instant messages) and by the server
 * (API routes and page actions), so both give the spec's messages. Written with `zod/mini`, which keeps the
 * browser's share small; the server validates with the very same objects.
 */
import * as z from 'zod/mini';
import { MOBILE_PATTERN, normalizeMobile } from './india.ts';

export const MIN_PASSWORD_LENGTH = 6;
/** argon2 hashes any length, but a bound keeps hashing cheap and requests small. */
export const MAX_PASSWORD_LENGTH = 128;

/** x@y.z: something, an @, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: 'Email is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.maxLength(254, 'Email is invalid'),
    z.regex(EMAIL_PATTERN, 'Email is invalid'),
  );

/** A password being checked (login, current password): only required; the length rules apply to new ones. */
const enteredPassword = (message: string) =>
  z.string({ error: message }).check(z.minLength(1, message), z.maxLength(MAX_PASSWORD_LENGTH, 'Password is too long'));

/** A password being chosen. */
export const newPasswordField = (requiredMessage = 'Password is required') =>
  z
    .string({ error: requiredMessage })
    .check(
      z.minLength(1, requiredMessage),
      z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
      z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
    );

export const nameField = z
  .string({ error: 'Name is required' })
  .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Name must be at most 100 characters'));

/** 10 digits (a leading +91 or 0 and spaces are dropped first). */
export const phoneField = z.pipe(
  z.pipe(
    z.string({ error: 'Phone number is required' }).check(z.trim(), z.minLength(1, 'Phone number is required')),
    z.transform(normalizeMobile),
  ),
  z.string().check(z.regex(MOBILE_PATTERN, 'Invalid phone number')),
);

/** Form checkboxes send "on" (or nothing); API clients send booleans. */
export const checkbox = z._default(
  z.pipe(
    z.union([z.boolean(), z.enum(['on', 'true', 'false', '1', '0'])]),
    z.transform((v) => v === true || v === 'on' || v === 'true' || v === '1'),
  ),
  false,
);

// ---------------------------------------------------------------- login and sign-up

export const loginSchema = z.object({
  email: emailField,
  password: enteredPassword('Password is required'),
  /** Remember me: a 30-day session instead of one that ends with the browser. */
  rememberMe: checkbox,
});
export type LoginInput = z.output<typeof loginSchema>;

const signupFields = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: newPasswordField(),
  confirmPassword: z.string({ error: 'Passwords do not match' }),
});

export const signupSchema = signupFields.check(
  z.refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    // Compare as soon as both passwords are valid, even while other fields still have errors.
    when: (payload) => z.pick(signupFields, { password: true, confirmPassword: true }).safeParse(payload.value).success,
  }),
);
export type SignupInput = z.output<typeof signupSchema>;

// ---------------------------------------------------------------- profile and password

/** The email is read-only: it is not part of the input, so a sent `email` is ignored. */
export const profileSchema = z.object({ name: nameField, phone: phoneField });
export type ProfileInput = z.output<typeof profileSchema>;

const changePasswordFields = z.object({
  currentPassword: enteredPassword('Current password is required'),
  newPassword: newPasswordField('New password is required'),
  /** The form always sends it (required there); API clients may leave it out. */
  confirmPassword: z.optional(z.string().check(z.minLength(1, 'Please confirm the new password'))),
});

export const changePasswordSchema = changePasswordFields.check(
  z.refine((v) => v.confirmPassword === undefined || v.newPassword === v.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
    when: (payload) =>
      z.pick(changePasswordFields, { newPassword: true, confirmPassword: true }).safeParse(payload.value).success,
  }),
);
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

// ---------------------------------------------------------------- password reset

export const forgotPasswordSchema = z.object({ email: emailField });

const resetPasswordFields = z.object({
  token: z
    .string({ error: 'This reset link is invalid or has expired.' })
    .check(
      z.minLength(1, 'This reset link is invalid or has expired.'),
      z.maxLength(200, 'This reset link is invalid or has expired.'),
    ),
  password: newPasswordField('New password is required'),
  confirmPassword: z.optional(z.string().check(z.minLength(1, 'Please confirm the new password'))),
});

export const resetPasswordSchema = resetPasswordFields.check(
  z.refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    when: (payload) =>
      z.pick(resetPasswordFields, { password: true, confirmPassword: true }).safeParse(payload.value).success,
  }),
);
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
