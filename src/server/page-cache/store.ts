/**
 * Where cached pages are kept (ADR 22): in this process (an LRU bounded by bytes) by default, or in Redis when
 * REDIS_URL is set, so every app process shares them. A page is served only after its tags are checked
 * against the database, so a store never decides freshness: it may lose pages (eviction, Redis down), never serve
 * an old one.
 */
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { RenderStart } from './tags.ts';

export type CachedPage = {
  /** `text/html` or React Router's data type (client navigations ask for `<path>.data`). */
  contentType: string;
  body: Buffer;
  /** The body gzipped once when kept (what nearly every browser asks for). */
  gzip: Buffer;
  /** A strong ETag of the body. */
  etag: string;
  /** CSP sources ('sha256-...') of the page's inline scripts: a kept page carries no per-response nonce. */
  scriptHashes: string[];
  tags: string[];
  /** The snapshot and catalogue version taken before it rendered (page-cache/tags.ts). */
  start: RenderStart;
};

export type PageStore = {
  kind: 'memory' | 'redis';
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  /** Resolves true once the store answers (at once in memory), false when it did not within the time. */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * A page is kept an hour at most: pages nobody visits leave on their own, and what changes with time alone (the
 * footer's year) is at most an hour late. Everything else a page shows is checked on every hit.
 */
const KEEP_MS = 60 * 60 * 1000;

export function memoryPageStore(maxBytes: number): PageStore {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    ttl: KEEP_MS,
    sizeCalculation: (p) => p.body.length + p.gzip.length + 256 + p.tags.length * 48 + p.start.snapshot.length,
  });
  return {
    kind: 'memory',
    get: async (key) => pages.get(key),
    set: async (key, page) => void pages.set(key, page),
    ready: async () => true,
    close: async () => pages.clear(),
  };
}

export function redisPageStore(url: string, prefix = 'page:'): PageStore {
  // A Redis that hangs must not hold pages up: a command not answered in 100 ms is a miss (or a page not kept).
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 100 });
  redis.on('error', () => {}); // a page store that cannot answer is a miss, never a failed page
  return {
    kind: 'redis',
    async get(key) {
      if (redis.status !== 'ready') return undefined;
      const raw = await redis.getBuffer(prefix + key).catch(() => null);
      return raw ? decode(raw) : undefined;
    },
    async set(key, page) {
      if (redis.status !== 'ready') return;
      await redis.set(prefix + key, encode(page), 'PX', KEEP_MS).catch(() => {});
    },
    async ready(timeoutMs = 3000) {
      if (redis.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** One buffer: the length of the JSON head (4 bytes), the head, the body, the gzip. */
function encode(page: CachedPage): Buffer {
  const { body, gzip, ...rest } = page;
  const head = Buffer.from(JSON.stringify({ ...rest, bodyLength: body.length }));
  const size = Buffer.alloc(4);
  size.writeUInt32BE(head.length);
  return Buffer.concat([size, head, body, gzip]);
}

function decode(raw: Buffer): CachedPage | undefined {
  try {
    const headLength = raw.readUInt32BE(0);
    const { bodyLength, ...rest } = JSON.parse(raw.subarray(4, 4 + headLength).toString()) as Omit<
      CachedPage,
      'body' | 'gzip'
    > & { bodyLength: number };
    const start = 4 + headLength;
    return { ...rest, body: raw.subarray(start, start + bodyLength), gzip: raw.subarray(start + bodyLength) };
  } catch {
    return undefined;
  }
}
