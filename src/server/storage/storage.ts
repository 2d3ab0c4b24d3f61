/**
 * Where uploaded and generated files live: one interface, two backends (local.ts: a folder; s3.ts: an S3-compatible
 * bucket), chosen by STORAGE_URL (settings.ts) and opened by open-storage.ts. A key is the file's path under the
 * uploads root, e.g. `reviews/3f9a1c...-720.webp`, served as `/uploads/<key>` (src/shop/images.ts). Keys are
 * content-hashed, so a stored file never changes: writers skip keys that exist, readers cache forever.
 */
import type { Readable } from 'node:stream';

/** Stored files are content-hashed (their key changes when their bytes do): browsers and CDNs keep them a year. */
export const IMMUTABLE_CACHE_CONTROL = `public, max-age=${60 * 60 * 24 * 365}, immutable`;

export type StoredFile = {
  body: Readable;
  size: number;
  /** A strong ETag, quoted (`"…"`). */
  etag: string;
  contentType: string;
};

export interface FileStorage {
  /** The folder to serve `/uploads` from directly (fast static files), or null when files are streamed from `get`. */
  readonly localDir: string | null;
  /** Stores the file whole: a reader never sees half of it. */
  put(key: string, data: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file, null when there is none; 'not-modified' when `ifNoneMatch` names its ETag. */
  get(key: string, opts?: { ifNoneMatch?: string }): Promise<StoredFile | 'not-modified' | null>;
  close(): Promise<void>;
}

/** Path segments of letters, digits, dot, dash and underscore, not starting with a dot: no `..`, no absolute path. */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY.test(key);
}

/** Throws for a key no writer should make (a bug, not user input: keys are built by the server). */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
