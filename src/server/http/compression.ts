/**
 * How dynamic answers are compressed: gzip from this size up (@fastify/compress in app.ts for most answers; a rendered
 * HTML page in one call in ssr.ts, ADR 24; kept pages are stored gzipped by the page cache).
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/** Smaller answers go as they are: the gzip header and a round trip through zlib cost more than they save. */
export const COMPRESS_FROM_BYTES = 1024;

/** gzip on the thread pool, in one call. */
export const gzipAsync = promisify(gzip);

/**
 * The gzip level of a page rendered for one request (a signed-in customer's; kept pages are stored at 9 once). On a
 * product page of 67 KB: level 6 (zlib's default) took 0.80 ms of CPU for 15.0 KB, level 4 0.51 ms for 15.6 KB. A
 * render costs about 6 ms of CPU, so the 4 % more bytes buy about 5 % more renders a second (ADR 29).
 */
export const RENDERED_GZIP_LEVEL = 4;

/**
 * Whether an Accept-Encoding header takes gzip: gzip's own entry decides when there is one (`gzip;q=0` refuses it,
 * whatever `*` says), else `*`.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star: boolean | undefined;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const takes = !q || Number(q.slice(2)) > 0;
    if (name === 'gzip') return takes;
    star = takes;
  }
  return star ?? false;
}
