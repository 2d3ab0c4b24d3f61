/**
 * Typed domain errors. Services throw these; src/server/http/error-handler.ts maps them to HTTP status codes in one
 * place. `message` is safe to show to the shopper; `reason` is the code pages switch on (src/shop/reasons.ts);
 * `fields` carries per-field validation messages.
 */
import type { Reason } from '../shop/reasons.ts';

export type FieldErrors = Record<string, string>;
export type ErrorDetails = { reason?: Reason; fields?: FieldErrors };

export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  /** The reason when the thrower gave none. */
  protected abstract readonly defaultReason: Reason;
  readonly fields?: FieldErrors;
  readonly #reason: Reason | undefined;
  constructor(message: string, details: ErrorDetails = {}) {
    super(message);
    this.name = new.target.name;
    if (details.fields) this.fields = details.fields;
    this.#reason = details.reason;
  }
  get reason(): Reason {
    return this.#reason ?? this.defaultReason;
  }
}

/** 400: the input is malformed or fails validation. */
export class Invalid extends DomainError {
  readonly status = 400;
  readonly code = 'invalid';
  protected readonly defaultReason = 'invalid_input';
}
/** 401: no valid session, or wrong credentials. */
export class Unauthorized extends DomainError {
  readonly status = 401;
  readonly code = 'unauthorized';
  protected readonly defaultReason = 'unauthenticated';
}
/** 403: signed in, but not allowed. */
export class Forbidden extends DomainError {
  readonly status = 403;
  readonly code = 'forbidden';
  protected readonly defaultReason = 'forbidden';
}
/** 404: no such record, or not the caller's. */
export class NotFound extends DomainError {
  readonly status = 404;
  readonly code = 'not_found';
  protected readonly defaultReason = 'not_found';
}
/** 409: conflicts with the current state (taken email, reused idempotency key, out of stock). */
export class Conflict extends DomainError {
  readonly status = 409;
  readonly code = 'conflict';
  protected readonly defaultReason = 'conflict';
}
/** 413: the payload is too large. */
export class TooLarge extends DomainError {
  readonly status = 413;
  readonly code = 'too_large';
  protected readonly defaultReason = 'too_large';
}
/** 422: well-formed but cannot be processed (e.g. an image that does not decode). */
export class Unprocessable extends DomainError {
  readonly status = 422;
  readonly code = 'unprocessable';
  protected readonly defaultReason = 'unprocessable';
}
/** 429: too many attempts. */
export class TooManyRequests extends DomainError {
  readonly status = 429;
  readonly code = 'rate_limited';
  protected readonly defaultReason = 'rate_limited';
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds = 60) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 503: the store cannot serve this now (the database is unreachable); clients may retry after `retryAfterSeconds`. */
export class ServiceUnavailable extends DomainError {
  readonly status = 503;
  readonly code = 'unavailable';
  protected readonly defaultReason = 'unavailable';
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds = 10) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 502: a service we depend on (the payment provider) failed; the shopper may try again. */
export class Upstream extends DomainError {
  readonly status = 502;
  readonly code = 'upstream';
  protected readonly defaultReason = 'upstream_failed';
}
