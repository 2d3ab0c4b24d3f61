import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { reasonForField, type ErrorBody, type Reason } from '../../shop/reasons.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/availability.ts';
import { DomainError, ServiceUnavailable, TooManyRequests } from '../errors.ts';
import { STORE_NAME } from '../../shop/store.ts';

export type { ErrorBody };

function body(code: string, reason: Reason, message: string, fields?: Record<string, string>): ErrorBody {
  return fields
    ? { success: false, error: code, reason, message, fields }
    : { success: false, error: code, reason, message };
}

/** The kind (ADR 7) of a framework 4xx by status; any other 4xx is `invalid`. */
const kindByStatus: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  429: 'rate_limited',
};

/** The general reason of a framework 4xx by status. */
const reasonByStatus: Record<number, Reason> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'too_large',
  429: 'rate_limited',
};

/** Field path -> first message, e.g. { email: 'Email is invalid' }. */
function fieldsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

const clientErrorMessages: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please log in to continue.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please wait a minute and try again.',
};

/**
 * The one place that turns errors into HTTP answers. Domain errors and validation errors carry their own safe
 * message; framework 4xx errors get a fixed message; anything else is a 500 whose details are logged, never sent.
 */
export function mapError(err: unknown, request: FastifyRequest): { status: number; payload: ErrorBody } {
  if (err instanceof DomainError) {
    return { status: err.status, payload: body(err.code, err.reason, err.message, err.fields) };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields = fieldsOf(
      err.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      })),
    );
    const [path, first] = Object.entries(fields)[0] ?? ['_', 'The request is not valid.'];
    return { status: 400, payload: body('invalid', reasonForField(path), first, fields) };
  }
  if (err instanceof ZodError) {
    const fields = fieldsOf(err.issues);
    const [path, first] = Object.entries(fields)[0] ?? ['_', 'Invalid input'];
    return { status: 400, payload: body('invalid', reasonForField(path), first, fields) };
  }
  const fe = err as Partial<FastifyError>;
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    const message =
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : (clientErrorMessages[status] ?? 'The request could not be handled.');
    return {
      status,
      payload: body(kindByStatus[status] ?? 'invalid', reasonByStatus[status] ?? 'invalid_input', message),
    };
  }
  if (isDatabaseUnavailable(err)) {
    // An outage, not a bug: 503 with Retry-After (sendError); the pool reconnects when the database is back.
    request.log.warn({ err }, 'database unavailable');
    return { status: 503, payload: body('unavailable', 'unavailable', DATABASE_UNAVAILABLE_MESSAGE) };
  }
  request.log.error({ err }, 'unhandled error');
  return { status: 500, payload: body('internal', 'internal', 'Something went wrong. Please try again.') };
}

/** Page requests (not /api) that fail before reaching the page router, e.g. a malformed URL, get a small HTML page. */
function wantsHtml(request: FastifyRequest): boolean {
  return !request.url.startsWith('/api') && (request.headers.accept ?? '').includes('text/html');
}

function htmlPage(status: number, message: string): string {
  const escaped = message.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status} | ${STORE_NAME}</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>${status === 404 ? 'Page not found' : status === 503 ? 'We will be back shortly' : 'Sorry, we could not open that page'}</h1><p>${escaped}</p><p><a href="/">Back to the home page</a></p></body></html>`;
}

/** Sends the mapped error: JSON under /api and for API clients, a small HTML page for browsers on page paths. */
export function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, payload } = mapError(err, request);
  if (err instanceof TooManyRequests || err instanceof ServiceUnavailable) {
    reply.header('retry-after', String(err.retryAfterSeconds));
  } else if (status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  if (status < 500) request.log.info({ status, code: payload.error, url: request.url }, 'request refused');
  if (wantsHtml(request))
    return reply.status(status).type('text/html; charset=utf-8').send(htmlPage(status, payload.message));
  return reply.status(status).type('application/json; charset=utf-8').send(payload);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => sendError(err, request, reply));
}
