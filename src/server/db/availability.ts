/**
 * Database outages. A query that fails because PostgreSQL cannot be reached (refused, cut off, shutting down,
 * starting up, out of connections) is marked as such by the pool (watchPool), so the error handler answers 503 with
 * Retry-After instead of a 500, and the pool itself reconnects once the database is back (no restart needed).
 * Work run inside watchDatabase() also learns whether any of its queries failed that way, even when a page swallowed
 * the error to show an empty block: the page router then answers 503 rather than an empty page with 200.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** How long clients are asked to wait before trying again (Retry-After, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 10;
/** What the shopper reads meanwhile (JSON `message`, and the page's text). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The store is briefly unavailable. Please try again in a minute.';

const UNAVAILABLE = Symbol('databaseUnavailable');

/** Node's network errors when connecting or talking to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's own codes for "not now": admin shutdown, crash shutdown, cannot connect now (starting up or shutting
 * down), too many connections, and the whole class 08 (connection exception).
 */
function isUnavailableSqlState(code: unknown): boolean {
  return (
    typeof code === 'string' &&
    (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || /^08[0-9A-Z]{3}$/.test(code))
  );
}

/** node-postgres' messages for a connection that failed or broke (they carry no code). */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|the database system is (?:starting up|shutting down|in recovery mode)/i;

type ErrorFields = { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown; [UNAVAILABLE]?: true };

function* chain(err: unknown): Generator<ErrorFields> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0 && seen.size < 10) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    yield e as ErrorFields;
    queue.push((e as { cause?: unknown }).cause);
    if (e instanceof AggregateError) queue.push(...e.errors);
  }
}

/** Whether an error (or one it wraps) says the connection to the database failed, rather than the query itself. */
function isConnectionFailure(err: unknown): boolean {
  for (const e of chain(err)) {
    if (e[UNAVAILABLE] === true) return true;
    const code = e.code;
    if (isUnavailableSqlState(code)) return true;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (code === 'ENOENT' && e.syscall === 'connect') return true; // a Unix socket that is gone
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * Whether the database could not be reached for this error: marked by the pool (so a payment provider's refused
 * connection is not taken for the database), or carrying one of PostgreSQL's own "not now" codes.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    if (e[UNAVAILABLE] === true || isUnavailableSqlState(e.code)) return true;
  }
  return false;
}

const scope = new AsyncLocalStorage<{ unavailable: boolean }>();

/** Runs `fn`, answering also whether any database query it made failed for lack of a database. */
export async function watchDatabase<T>(fn: () => Promise<T>): Promise<{ result: T; databaseUnavailable: boolean }> {
  const state = { unavailable: false };
  const result = await scope.run(state, fn);
  return { result, databaseUnavailable: state.unavailable };
}

function noteFailure(err: unknown): void {
  if (!isConnectionFailure(err)) return;
  if (err && typeof err === 'object') {
    try {
      Object.defineProperty(err, UNAVAILABLE, { value: true });
    } catch {
      // a frozen error: the SQL state or message still tells
    }
  }
  const state = scope.getStore();
  if (state) state.unavailable = true;
}

/** Wraps a promise-returning method so its failures are noted first (the caller still gets the same promise). */
function observe<T extends object, K extends keyof T>(target: T, key: K): void {
  const original = target[key] as unknown as (...args: unknown[]) => unknown;
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(undefined, noteFailure);
    }
    return result;
  };
  (target as Record<K, unknown>)[key] = wrapped;
}

/** Marks connection failures of every query through this pool (plain queries, and those of a transaction). */
export function watchPool(pool: pg.Pool): void {
  observe(pool, 'query');
  observe(pool, 'connect');
  pool.on('connect', (client) => observe(client, 'query'));
}
