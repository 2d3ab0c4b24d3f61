import { Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { AppLoadContext, AppContextKey } from '../../web/lib/app-context.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  watchDatabase,
} from '../db/availability.ts';
import { ServiceUnavailable, TooLarge } from '../errors.ts';
import { markCacheable, newPageMarks, type PageCache, type PageMarks } from '../page-cache/service.ts';
import type { CachedPage } from '../page-cache/store.ts';
import type { RenderStart } from '../page-cache/tags.ts';
import { assertSameSiteWrite } from './csrf.ts';
import { assertSafeInput } from './input-guard.ts';
import { acceptsGzip, COMPRESS_FROM_BYTES, gzipAsync, RENDERED_GZIP_LEVEL } from './compression.ts';
import { PAGE_VARY, PRIVATE_PAGE_CACHE_CONTROL, sendKeptPage, VISITOR_PAGE_CACHE_CONTROL } from './kept-pages.ts';

export type SsrOptions = {
  mode: 'production' | 'development';
  getBuild: () => Promise<ServerBuild>;
  /** The per-request values handed to loaders and actions (error reporting is added here). */
  loadContext: (request: FastifyRequest, reply: FastifyReply) => Omit<AppLoadContext, 'reportError'>;
  bodyLimit: number;
  /** The store's public address: writes (React Router actions) must come from it or from the request's own origin. */
  publicUrl: string;
  /** Signed-out visitors' pages (ADR 22); production builds only. */
  pageCache?: PageCache;
  /** Part of every kept page's key: the server code and the configuration pages show. */
  release?: string;
};

/** A render whose page may be kept: what its loaders said, and what it may have seen. */
type Keeping = {
  key: string;
  marks: PageMarks;
  start: RenderStart;
  cache: PageCache;
  /** Ends this request's claim on rendering the page (others for it wait meanwhile). */
  done: (kept?: boolean) => void;
};

/**
 * The catch-all: every request that no /api route, static file or upload answered is handed to React Router.
 * The services reach loaders through RouterContextProvider, under the key the server build itself exports
 * (dev and production load the build separately, so only the build's own key object is the right one).
 */
export async function registerSsr(app: FastifyInstance, opts: SsrOptions): Promise<void> {
  await app.register(async (scope) => {
    // Actions read the raw body themselves.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));

    // One handler per build (production: one; development: a new one after each rebuild).
    const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
    scope.all('/*', async (request, reply) => {
      // Actions change data: a cookie-authenticated post from another site is refused before React Router runs.
      assertSameSiteWrite(request, opts.publicUrl);
      const build = await opts.getBuild();
      let handler = handlers.get(build);
      if (!handler) {
        handler = createRequestHandler(build, opts.mode);
        handlers.set(build, handler);
      }
      const keeping =
        opts.mode === 'production'
          ? await keptOrKeeping(request, reply, `${opts.release ?? ''}.${build.assets.version}`, opts.pageCache)
          : null;
      if (keeping === 'sent') return reply;
      let keepStarted = false;
      // Whatever happens to this render (a failure, the visitor leaving), requests waiting for it go on.
      if (keeping) reply.raw.once('close', () => keepStarted || keeping.done());
      const contextKey = (build.entry.module as unknown as { appContext: AppContextKey }).appContext;
      const context = new RouterContextProvider();
      const load = opts.loadContext(request, reply);
      context.set(contextKey, {
        ...load,
        pageCache: keeping
          ? {
              cacheable: (shows) => markCacheable(keeping.marks, shows),
              personal: () => (keeping.marks.doNotKeep = true),
            }
          : undefined,
        // Failures of loaders, actions and rendering go to the store's log, which keeps secrets out of it.
        reportError: (error, what = 'page failed') => {
          if (keeping) keeping.marks.doNotKeep = true;
          request.log[isDatabaseUnavailable(error) ? 'warn' : 'error']({ err: error }, what);
        },
      });
      const webRequest = await refuseUnsafeForm(toWebRequest(request, reply, opts.bodyLimit));
      const { result: response, databaseUnavailable } = await watchDatabase(() => handler(webRequest, context));
      // A query failed for lack of a database, even where the page showed an empty block (or a redirect) instead:
      // a friendly 503 page with Retry-After, never an empty store with 200.
      if (databaseUnavailable) {
        await response.body?.cancel().catch(() => {});
        throw new ServiceUnavailable(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS);
      }
      const cacheable = keeping?.marks.cacheable === true;
      if (!response.headers.has('cache-control') || response.headers.get('cache-control') === 'no-cache') {
        response.headers.set('cache-control', cacheable ? VISITOR_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL);
      }
      response.headers.set('vary', PAGE_VARY);
      const keep =
        keeping && cacheable && response.status === 200 && response.headers.getSetCookie().length === 0
          ? (body: Buffer) => {
              keepStarted = true;
              return keeping.cache
                .keep(
                  keeping.key,
                  { contentType: response.headers.get('content-type') ?? 'text/html', body, nonce: load.nonce },
                  keeping.marks,
                  keeping.start,
                )
                .then(
                  (kept) => keeping.done(kept),
                  (err: unknown) => {
                    keeping.done(false);
                    request.log.warn({ err }, 'page cache: the page was not kept');
                  },
                );
            }
          : undefined;
      if (keeping && !keep) keeping.done(false);
      return sendWebResponse(request, reply, response, keep);
    });
  });
}

/**
 * Answers from the page cache when it holds this request's page, still current ('sent'); otherwise, when the page may
 * be kept once rendered, what the render needs for it; null when the cache has no part in this request.
 */
async function keptOrKeeping(
  request: FastifyRequest,
  reply: FastifyReply,
  release: string,
  cache: PageCache | undefined,
): Promise<Keeping | 'sent' | null> {
  const key = cache?.keyOf(request, release);
  if (!cache || !key) return null;
  let claim: ReturnType<PageCache['claimRender']> | null = null;
  try {
    const serve = async (page: CachedPage) => {
      reply.header('x-page-cache', 'hit');
      await sendKeptPage(request, reply, page);
      return 'sent' as const;
    };
    const kept = await cache.lookup(key);
    if (kept) return await serve(kept);
    claim = cache.rendersAlone(key) ? null : cache.claimRender(key);
    if (claim && 'wait' in claim) {
      // Another request of this process is rendering this page: once it is kept, it answers this one too.
      await claim.wait;
      claim = null;
      const now = await cache.lookup(key);
      if (now) return await serve(now);
    }
    reply.header('x-page-cache', 'miss');
    const done = claim && 'render' in claim ? claim.render : () => {};
    return { key, marks: newPageMarks(), start: await cache.begin(), cache, done };
  } catch (err) {
    if (claim && 'render' in claim) claim.render();
    // Without the database the page's own render answers (its 503 page); a store failure is a miss.
    request.log.warn({ err }, 'page cache: not consulted');
    return null;
  }
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, bodyLimit: number): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > bodyLimit) throw new TooLarge('The request is too large.');
    init.body = Readable.toWeb(request.raw.pipe(limitBytes(bodyLimit))) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * A page form post (urlencoded) is read here once and checked as the API's input hook checks JSON (no NUL byte in
 * any name or value), then handed on with the same body: actions read the raw body, which that hook never sees.
 */
async function refuseUnsafeForm(req: Request): Promise<Request> {
  const type = req.headers.get('content-type') ?? '';
  if (!req.body || !type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return req;
  const text = await req.text();
  for (const [name, value] of new URLSearchParams(text)) assertSafeInput({ [name]: value });
  return new Request(req, { body: text });
}

function limitBytes(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      cb(seen > limit ? new TooLarge('The request is too large.') : null, chunk);
    },
  });
}

/**
 * The page as one buffer (entry.server.tsx writes it whole): sent, then handed to `keep`. A part that failed after
 * the shell still answers 200 (the browser renders that part again), but its failure went through `reportError`,
 * which marks the render `doNotKeep`: the page cache refuses it (page-cache/service.ts).
 *
 * An HTML page is gzipped here in one call on the thread pool (ADR 24): through @fastify/compress it went through a
 * stream pipeline, whose stream machinery cost the event loop about 4 % of a rendered page. Other answers (data
 * requests, resource routes) are left to @fastify/compress; a body already encoded goes as it is.
 */
async function sendWebResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  keep?: (body: Buffer) => unknown,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const body = Buffer.from(await response.arrayBuffer());
  const html = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  const sent =
    html &&
    body.length >= COMPRESS_FROM_BYTES &&
    !response.headers.has('content-encoding') &&
    acceptsGzip(request.headers['accept-encoding'])
      ? reply.header('content-encoding', 'gzip').send(await gzipAsync(body, { level: RENDERED_GZIP_LEVEL }))
      : reply.send(body);
  keep?.(body);
  return sent;
}
