import type { LoggerOptions } from 'pino';

/**
 * Structured logs (pino). Nothing secret reaches a log at any level: credentials, cookies and personal fields are
 * redacted by path; every error, under any key, goes through one serializer that keeps only safe fields (never query
 * parameters, PostgreSQL's row details or client configuration); and every finished line is scrubbed once more of
 * password hashes, tokens, reset links and credentials in URLs, whatever code logged them.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.confirmPassword',
        '*.currentPassword',
        '*.newPassword',
        '*.authToken',
        '*.token',
        '*.passwordHash',
        'err.config',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Method, path and id only: headers (cookies, tokens) are never logged with a request.
      req: (req: { method?: string; url?: string; id?: string }) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactQuery(req.url) : undefined,
        id: req.id,
      }),
      err: serializeError,
      error: serializeError,
    },
    formatters: {
      // Errors logged under any other key (or one level down) get the same serializer.
      log: (obj) => scrubErrorsIn(obj) as Record<string, unknown>,
    },
    hooks: {
      streamWrite: scrubLine,
    },
  };
}

/** Drops secrets that can travel in query strings (reset tokens). */
function redactQuery(url: string): string {
  return url.replace(/([?&](?:token|key|signature)=)[^&]*/gi, '$1[redacted]');
}

const REDACTED = '[redacted]';

/** Error fields worth logging that never carry values: PostgreSQL's and Node's error codes and locations. */
const SAFE_ERROR_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'status',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'reason',
] as const;

/** Removes secrets from free text: error messages, stacks, log messages. */
export function scrubText(text: string): string {
  return (
    text
      // Drizzle's "Failed query: ...\nparams: <every value>" (also inside stacks, before the first frame).
      .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${REDACTED}`)
      // PostgreSQL's details: "Failing row contains (<the whole row>)", "Key (email)=(<value>) already exists".
      .replace(/Failing row contains \([\s\S]*?\)(?=\.?(?:\n|$))/g, `Failing row contains (${REDACTED})`)
      .replace(
        /(Key \((?:[^()]|\([^()]*\))*\))=\([\s\S]*?\)(?= (?:already exists|is not present|conflicts|is still referenced))/g,
        `$1=(${REDACTED})`,
      )
      .replace(/\$argon2(?:id|i|d)\$[\w+/=,$.-]*/g, REDACTED)
      .replace(/([?&](?:token|key|signature)=)[^&\s'"]*/gi, `$1${REDACTED}`)
      .replace(/(Bearer\s+)[\w.~+/=-]+/gi, `$1${REDACTED}`)
      .replace(/(bb_session=)[^;\s'"]*/g, `$1${REDACTED}`)
      // Credentials in connection strings (DATABASE_URL, REDIS_URL, SMTP_URL).
      .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/\s@'"]*:)[^@\s/'"]+@/gi, `$1${REDACTED}@`)
  );
}

type ErrorLike = Error & Record<string, unknown>;

/**
 * The one error serializer: type, message, stack and safe fields (codes, table, constraint), the query text of a
 * failed query (placeholders, no values) and the cause chain, all scrubbed. Never an error's own other fields
 * (query parameters, a client's config with its keys, a response with its headers).
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) {
    if (typeof err === 'string') return scrubText(err);
    if (err === null || typeof err !== 'object') return err;
    return {
      type: 'object',
      message:
        typeof (err as { message?: unknown }).message === 'string'
          ? scrubText((err as { message: string }).message)
          : undefined,
    };
  }
  const e = err as ErrorLike;
  const out: Record<string, unknown> = {
    type: e.constructor?.name || e.name || 'Error',
    message: scrubText(e.message ?? ''),
  };
  if (typeof e.stack === 'string') out.stack = scrubText(e.stack);
  for (const key of SAFE_ERROR_FIELDS) {
    const value = e[key];
    if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'string') out[key] = scrubText(value);
  }
  if (typeof e.query === 'string') out.query = scrubText(e.query);
  if (typeof e.detail === 'string') out.detail = scrubText(e.detail);
  if (depth < 4) {
    if (e.cause !== undefined) out.cause = serializeError(e.cause, depth + 1);
    if (err instanceof AggregateError) out.errors = err.errors.slice(0, 5).map((x) => serializeError(x, depth + 1));
  }
  return out;
}

/** Errors elsewhere in a log object (top level and one level down), serialized before the object is written. */
function scrubErrorsIn(obj: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(obj)) {
    if (key === 'err' || key === 'error') continue; // the serializers' own keys
    let next: unknown = value;
    if (value instanceof Error) next = serializeError(value);
    else if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.getPrototypeOf(value) === Object.prototype
    ) {
      const inner = value as Record<string, unknown>;
      if (Object.values(inner).some((v) => v instanceof Error)) {
        next = Object.fromEntries(
          Object.entries(inner).map(([k, v]) => [k, v instanceof Error ? serializeError(v) : v]),
        );
      }
    }
    if (next !== value) {
      copy ??= { ...obj };
      copy[key] = next;
    }
  }
  return copy ?? obj;
}

const MAY_HOLD_SECRETS =
  /argon2|params: |Failing row|Key \(|token=|key=|signature=|Bearer|bb_session=|:\/\/[^"\s]*@|secret_?access_?key/i;

/**
 * The last line of defence on every finished JSON line: the same patterns as scrubText, written for JSON-escaped
 * text (a newline is the two characters `\n`, a string ends at an unescaped quote).
 */
function scrubLine(line: string): string {
  if (!MAY_HOLD_SECRETS.test(line)) return line;
  return (
    line
      .replace(/\\nparams: (?!\[redacted\])(?:[^"\\]|\\.)*?(?="|\\n {4}at )/g, `\\nparams: ${REDACTED}`)
      .replace(
        /Failing row contains \((?!\[redacted\]\))(?:[^"\\]|\\.)*?(?="|\\n)/g,
        `Failing row contains (${REDACTED})`,
      )
      .replace(
        /(Key \((?:[^()"]|\([^()"]*\))*\))=\((?!\[redacted\]\))(?:[^"\\]|\\.)*?\)(?= (?:already exists|is not present|conflicts|is still referenced))/g,
        `$1=(${REDACTED})`,
      )
      .replace(/\$argon2(?:id|i|d)\$[\w+/=,$.-]*/g, REDACTED)
      .replace(/([?&](?:token|key|signature)=)[^&\s'"\\]*/gi, `$1${REDACTED}`)
      .replace(/(Bearer\s+)[\w.~+/=-]+/gi, `$1${REDACTED}`)
      .replace(/(bb_session=)[^;\s'"\\]*/g, `$1${REDACTED}`)
      // Object storage credentials (storage/settings.ts), under any key path or as NAME=value.
      .replace(/("(?:secretAccessKey|AWS_SECRET_ACCESS_KEY)":")(?:[^"\\]|\\.)*/g, `$1${REDACTED}`)
      .replace(/(SECRET_ACCESS_KEY=)[^\s'"\\]*/g, `$1${REDACTED}`)
      .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/\s@'"]*:)[^@\s/'"]+@/gi, `$1${REDACTED}@`)
  );
}
