/**
 * Typed domain errors. Services throw these; src/server/http/error-handler.ts maps them to HTTP status codes in one
 * place. `message` is safe to show to the shopper; `fields` carries per-field validation messages.
 */
export type FieldErrors = Record<string, string>;

export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  readonly fields?: FieldErrors;
  constructor(message: string, fields?: FieldErrors) {
    super(message);
    this.name = new.target.name;
    if (fields) this.fields = fields;
  }
}

/** 400: the input is malformed or fails validation. */
export class Invalid extends DomainError {
  readonly status = 400;
  readonly code = 'invalid';
}
/** 401: no valid session, or wrong credentials. */
export class Unauthorized extends DomainError {
  readonly status = 401;
  readonly code = 'unauthorized';
}
/** 403: signed in, but not allowed. */
export class Forbidden extends DomainError {
  readonly status = 403;
  readonly code = 'forbidden';
}
/** 404: no such record, or not the caller's. */
export class NotFound extends DomainError {
  readonly status = 404;
  readonly code = 'not_found';
}
/** 409: conflicts with the current state (taken email, reused idempotency key, out of stock). */
export class Conflict extends DomainError {
  readonly status = 409;
  readonly code = 'conflict';
}
/** 413: the payload is too large. */
export class TooLarge extends DomainError {
  readonly status = 413;
  readonly code = 'too_large';
}
/** 422: well-formed but cannot be processed (e.g. an image that does not decode). */
export class Unprocessable extends DomainError {
  readonly status = 422;
  readonly code = 'unprocessable';
}
/** 429: too many attempts. */
export class TooManyRequests extends DomainError {
  readonly status = 429;
  readonly code = 'rate_limited';
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds = 60) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 502: a service we depend on (the payment provider) failed; the shopper may try again. */
export class Upstream extends DomainError {
  readonly status = 502;
  readonly code = 'upstream';
}
