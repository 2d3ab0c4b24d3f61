/** Helpers for the account pages' actions (server only). */
import { data } from 'react-router';
import type { FieldErrors } from '../../shop/form-errors.ts';

/** What account actions answer when they do not redirect. */
export type ActionResult =
  | { ok: true; message: string }
  | { ok: false; formError: string | null; fieldErrors?: FieldErrors; values?: Record<string, string> };

/** Session cookies are Secure when the page was requested over https. */
export function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

type Refusal = { status: number; message: string; fields?: FieldErrors };

/**
 * A refusal from a service (its typed errors carry a 4xx status and a message for the shopper), or null for
 * anything else (a bug or an outage: rethrown to the error boundary and logged).
 */
export function refusalOf(err: unknown): Refusal | null {
  const e = err as { status?: unknown; message?: unknown; fields?: unknown };
  if (
    err instanceof Error &&
    typeof e.status === 'number' &&
    e.status >= 400 &&
    e.status < 500 &&
    typeof e.message === 'string'
  ) {
    return {
      status: e.status,
      message: e.message,
      ...(e.fields && typeof e.fields === 'object' ? { fields: e.fields as FieldErrors } : {}),
    };
  }
  return null;
}

/** Answers a service refusal as form data (status kept), rethrowing anything unexpected. */
export function refused(err: unknown, values?: Record<string, string>) {
  const r = refusalOf(err);
  if (!r) throw err;
  return data<ActionResult>(
    { ok: false, formError: r.message, ...(r.fields ? { fieldErrors: r.fields } : {}), ...(values ? { values } : {}) },
    { status: r.status },
  );
}

/** Validation messages as form data (400). */
export function invalid(fieldErrors: FieldErrors, values?: Record<string, string>) {
  return data<ActionResult>(
    { ok: false, formError: null, fieldErrors, ...(values ? { values } : {}) },
    { status: 400 },
  );
}
