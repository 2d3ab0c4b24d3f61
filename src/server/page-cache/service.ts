/**
 * The page cache for signed-out visitors (ADR 22). A request without a session may be answered from a kept page
 * (`lookup`), checked first against the database: a page is served only while the catalogue, the site and the
 * products it shows are unchanged since it was rendered, so a sale, a price edit or a review is on the very next
 * request through any process. A page is kept (`keep`) only when its loader marked it cacheable, it answered 200
 * without a cookie, and nothing it depends on changed while it rendered.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE } from '../accounts/sessions.ts';
import type { Db } from '../db/client.ts';
import { pageVariant } from '../../web/lib/page-cookies.ts';
import { pageLookups, pagesKept } from './metrics.ts';
import type { CachedPage, PageStore } from './store.ts';
import {
  changedSince,
  checkAndStart,
  productTag,
  pruneChanges,
  renderStart,
  REVIEWS_TAG,
  SITE_TAG,
  type RenderStart,
} from './tags.ts';

/** How often a process prunes old change notes (on its way to keeping a page). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Compressed off the event loop (the thread pool): a page is gzipped once, when kept. */
const gzipAsync = promisify(gzip);

/** A page larger than this is sent, never kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

type RequestLike = { method: string; url: string; headers: Record<string, string | string[] | undefined> };

/** What a render tells the cache, collected while its loaders run. */
export type PageMarks = {
  cacheable: boolean;
  tags: Set<string>;
  /** Never keep this render: a block failed (shown empty), or it found a signed-in visitor. */
  doNotKeep: boolean;
};

export function newPageMarks(): PageMarks {
  return { cacheable: false, tags: new Set([SITE_TAG]), doNotKeep: false };
}

export function markCacheable(marks: PageMarks, shows: { productIds?: Iterable<string>; latestReviews?: boolean }) {
  marks.cacheable = true;
  for (const id of shows.productIds ?? []) marks.tags.add(productTag(id));
  if (shows.latestReviews) marks.tags.add(REVIEWS_TAG);
}

export function createPageCache(deps: { db: Db; store: PageStore | null }) {
  const { db, store } = deps;
  /** Pages being kept (after their answer has gone out). */
  const keeping = new Set<Promise<boolean>>();
  /** Keys this process is rendering now, each with the promise that settles when that render is done (kept or not). */
  const rendering = new Map<string, Promise<void>>();
  /** Keys whose last render was not kept (not marked, not a 200...): their requests never wait for each other. */
  const notKept = new LRUCache<string, true>({ max: 10_000 });
  let prunedAt = 0;

  async function keepPage(
    key: string,
    rendered: { contentType: string; body: Buffer; nonce: string },
    marks: PageMarks,
    start: RenderStart,
  ): Promise<boolean> {
    if (!store || !marks.cacheable) return false;
    const tags = [...marks.tags].sort();
    if (marks.doNotKeep || rendered.body.length > MAX_PAGE_BYTES || (await changedSince(db, tags, start))) {
      pagesKept.inc({ result: 'not_kept' });
      return false;
    }
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      void pruneChanges(db).catch(() => {});
    }
    const html = rendered.contentType.startsWith('text/html');
    const body =
      html && rendered.nonce
        ? Buffer.from(rendered.body.toString('utf8').replaceAll(` nonce="${rendered.nonce}"`, ''))
        : rendered.body;
    await store.set(key, {
      contentType: rendered.contentType,
      body,
      gzip: await gzipAsync(body, { level: 9 }),
      etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      scriptHashes: html ? inlineScriptHashes(rendered.body.toString('utf8'), rendered.nonce) : [],
      tags,
      start,
    });
    pagesKept.inc({ result: 'kept' });
    return true;
  }

  return {
    enabled: store !== null,
    storeKind: store?.kind ?? 'off',

    /**
     * The key a request's page is kept under, or null when the cache must not answer it: not a GET or HEAD, a
     * signed-in visitor (the session cookie or a Bearer token), or the cache is off. The release is part of it (the
     * server and client code and the configuration pages show: a new release never serves the last one's pages), and
     * the cookies that change a public page.
     */
    keyOf(request: RequestLike, release: string): string | null {
      if (!store || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
      // Any Authorization header, or anything in the cookies that looks like the session cookie (however it is
      // spelt: the session service trims more than the cookie parser): never answered from the cache.
      const cookie = Array.isArray(request.headers.cookie) ? request.headers.cookie.join('; ') : request.headers.cookie;
      if (request.headers.authorization || cookie?.includes(SESSION_COOKIE)) return null;
      return `${release}|${request.url}|${pageVariant(cookie ?? null)}`;
    },

    /** The kept page for this key if it is still what a render would give. */
    async lookup(key: string): Promise<CachedPage | undefined> {
      const page = await store?.get(key);
      if (!page) {
        pageLookups.inc({ result: 'miss' });
        return undefined;
      }
      const current = !(await changedSince(db, page.tags, page.start));
      pageLookups.inc({ result: current ? 'hit' : 'stale' });
      return current ? page : undefined;
    },

    /**
     * For an answer kept with `keep` whose computing takes no claim (the JSON reads: cheap, and never rendered by
     * several requests at once for long): the kept answer when it is current, else the start to compute it from. One
     * statement either way (the check and the start together).
     */
    async lookupOrBegin(key: string): Promise<{ page: CachedPage } | { start: RenderStart }> {
      const page = await store?.get(key);
      if (!page) {
        pageLookups.inc({ result: 'miss' });
        return { start: await renderStart(db) };
      }
      const { current, start } = await checkAndStart(db, page.tags, page.start);
      pageLookups.inc({ result: current ? 'hit' : 'stale' });
      return current ? { page } : { start };
    },

    /**
     * One render per page at a time in this process: the first request for a page that is not kept renders it, and
     * requests for it meanwhile wait (at most `waitMs`) and then look the page up again, which checks it against the
     * database as any hit does. Answers `wait` (another request is rendering it: await it, then look up again) or
     * `render` with the function that ends this render (idempotent; `kept` says whether the page was kept, undefined
     * when the render was abandoned, e.g. the visitor left).
     */
    claimRender(key: string, waitMs = 2000): { wait: Promise<void> } | { render: (kept?: boolean) => void } {
      const pending = rendering.get(key);
      if (pending) {
        return { wait: Promise.race([pending, new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref())]) };
      }
      let done!: () => void;
      rendering.set(key, new Promise<void>((resolve) => (done = resolve)));
      let ended = false;
      return {
        render: (kept) => {
          if (ended) return;
          ended = true;
          if (kept === true) notKept.delete(key);
          else if (kept === false) notKept.set(key, true);
          rendering.delete(key);
          done();
        },
      };
    },

    /** Whether requests for this key render at once (its last render was not kept). */
    rendersAlone: (key: string) => notKept.has(key),

    /** Taken before a render whose page may be kept. */
    begin: (): Promise<RenderStart> => renderStart(db),

    /**
     * Keeps a rendered page if it may be: marked cacheable by its loader, no failure while rendering, not too large,
     * and nothing it shows changed while it rendered. The nonce of the render is taken out: a kept page's inline
     * scripts are allowed by their hashes. Answers whether it was kept.
     */
    keep(...args: Parameters<typeof keepPage>): Promise<boolean> {
      const kept = keepPage(...args);
      keeping.add(kept);
      void kept.finally(() => keeping.delete(kept)).catch(() => {});
      return kept;
    },

    /** Resolves once every page being kept is in the store (tests; shutdown). */
    async settled(): Promise<void> {
      await Promise.allSettled([...keeping]);
    },

    close: async () => {
      await Promise.allSettled([...keeping]);
      await store?.close();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The CSP hash source of each inline script the render wrote itself: those carrying its nonce, which content cannot
 * know, so markup injected into a page (a sanitiser's miss) stays blocked on kept pages as it is on rendered ones.
 * Scripts with a src are allowed by 'self'; JSON-LD is data, not run.
 */
export function inlineScriptHashes(html: string, nonce: string): string[] {
  const hashes = new Set<string>();
  if (!nonce) return [];
  for (const [, attributes, content] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!) || !attributes!.includes(` nonce="${nonce}"`)) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(content!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
