/**
 * Text no part of the store can handle: a NUL byte (PostgreSQL refuses it in text and JSON) or a lone UTF-16
 * surrogate (not Unicode; PostgreSQL refuses its JSON escape). One hook checks every request's path parameters,
 * query string and parsed body (values and keys, however deep) before any schema or service sees them, and refuses
 * such input with a 400 in the error envelope (the HTML error page for a browser on a page path). Multipart fields
 * are read by their route, which calls `assertSafeInput` on them.
 */
import type { FastifyInstance } from 'fastify';
import { reasonForField } from '../../shop/reasons.ts';
import { Invalid } from '../errors.ts';

export const UNSAFE_TEXT_MESSAGE = 'The request contains characters that are not allowed.';

function isUnsafeText(s: string): boolean {
  return s.includes('\u0000') || !s.isWellFormed();
}

/**
 * The path of the first string (value or key) with unsafe text, e.g. 'shippingAddress.street', '' for the value
 * itself; null when everything is clean. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (isUnsafeText(v)) return at;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], at ? `${at}.${i}` : String(i)]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const key of Object.keys(v)) {
        const path = at ? `${at}.${key}` : key;
        if (isUnsafeText(key)) return at || '_';
        stack.push([(v as Record<string, unknown>)[key], path]);
      }
    }
  }
  return null;
}

/** Throws a 400 naming the field when `input` holds unsafe text. */
export function assertSafeInput(input: unknown): void {
  const at = findUnsafeText(input);
  if (at === null) return;
  const field = at || '_';
  throw new Invalid(UNSAFE_TEXT_MESSAGE, { reason: reasonForField(field), fields: { [field]: UNSAFE_TEXT_MESSAGE } });
}

/** Register before the routes: the hook then runs for every route, the page catch-all and the 404 handler. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertSafeInput(request.params);
    assertSafeInput(request.query);
    assertSafeInput(request.body);
  });
}
