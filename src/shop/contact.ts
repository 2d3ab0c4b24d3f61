/**
 * The contact form: one schema for the browser form, the page action and `POST /api/contact`, so every side shows the
 * same messages. Built with `zod/mini` (about 7 KB gzip in the browser instead of about 22 KB for classic zod), which
 * the page loads only once the visitor starts on the form; fastify-type-provider-zod reads it like any zod 4 schema.
 */
import { z } from 'zod/mini';
import { CONTACT_LIMITS, type ContactErrors, type ContactField } from './contact-fields.ts';

export { CONTACT_LIMITS, CONTACT_THANKS, type ContactErrors, type ContactField } from './contact-fields.ts';

/**
 * Looks like x@y.z, without characters that would make it more than one address (commas, angle brackets, spaces),
 * so it is safe as a Reply-To address. The browser's own rule for type="email", with a dot required in the domain.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A trimmed, required text of at most `max` characters; a missing or non-text value is "required" too. */
function text(required: string, label: string, max: number) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, { error: `${label} must be ${max} characters or fewer`, abort: true }),
    );
}

export const contactSchema = z.object(
  {
    name: text('Name is required', 'Name', CONTACT_LIMITS.name),
    email: text('Email is required', 'Email', CONTACT_LIMITS.email).check(z.regex(EMAIL, 'Email is invalid')),
    subject: text('Subject is required', 'Subject', CONTACT_LIMITS.subject),
    comment: text('Message is required', 'Message', CONTACT_LIMITS.comment),
  },
  { error: 'Please fill in your name, email, subject and message.' },
);

export type ContactInput = z.infer<typeof contactSchema>;

/** Parses a submission: the clean values, or the first message for each field. */
export function parseContact(
  input: unknown,
): { ok: true; value: ContactInput } | { ok: false; errors: ContactErrors; message: string } {
  const result = z.safeParse(contactSchema, input);
  if (result.success) return { ok: true, value: result.data };
  const errors: ContactErrors = {};
  let message = '';
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    message ||= issue.message;
    if (typeof field === 'string' && field in CONTACT_LIMITS) errors[field as ContactField] ??= issue.message;
  }
  return { ok: false, errors, message };
}
