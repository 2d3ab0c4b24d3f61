/**
 * The request's logger for code that is not handed the request (services): while a request runs, its pino child
 * logger (which carries the request id) sits in an AsyncLocalStorage, so a service's log line names the request it
 * served; outside a request (start, timers) the process logger is used.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type LogFn = (obj: object, msg?: string) => void;
export type Log = { info: LogFn; warn: LogFn; error: LogFn };

const current = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs every request (its hooks, handler and what they await) with its own logger as the current one. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => current.run(request.log, done));
}

/** A logger that writes through the current request's logger when there is one, else through `base`. */
export function requestAwareLog(base: Log): Log {
  const pick = (): Log => current.getStore() ?? base;
  return {
    info: (obj, msg) => pick().info(obj, msg),
    warn: (obj, msg) => pick().warn(obj, msg),
    error: (obj, msg) => pick().error(obj, msg),
  };
}
