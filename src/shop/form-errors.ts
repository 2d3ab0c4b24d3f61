/** Turning validation issues and form posts into per-field messages. Zod-free, so forms can import it cheaply. */

export type FieldErrors = Record<string, string>;

/** The first message of each field, e.g. { email: 'Email is invalid' } ('form' for the whole input). */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}

/** FormData as a plain object of strings (files are left out; the first of repeated names wins). */
export function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && !(key in out)) out[key] = value;
  return out;
}
