/**
 * How the page cache's pages go out over HTTP (ADR 22): the Cache-Control, Vary and ETag a browser or a CDN in front
 * may rely on, a 304 for a matching If-None-Match, the body already gzipped, and a CSP that allows the page's inline
 * scripts by their hashes instead of this response's nonce.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from '../page-cache/store.ts';
import { acceptsGzip } from './compression.ts';
import { ifNoneMatchNames } from './if-none-match.ts';

/** Public pages: anyone may keep them, but must ask again before each use (the store's own cache is exact). */
export const VISITOR_PAGE_CACHE_CONTROL = 'public, no-cache';
/** Pages of a signed-in visitor, and pages no cache may share (cart, sign-in...): never in a shared cache. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';
/** A signed-in visitor gets another page at the same address. */
export const PAGE_VARY = 'Cookie, Accept-Encoding';

export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  const gzipped = acceptsGzip(request.headers['accept-encoding']);
  // Each encoding is its own representation: the gzipped body has its own strong ETag.
  const gzipEtag = page.etag.replace(/"$/, '-gz"');
  reply.header('cache-control', VISITOR_PAGE_CACHE_CONTROL);
  // A page differs for a signed-in visitor; a kept JSON answer is the same for everyone.
  reply.header('vary', page.contentType.startsWith('text/html') ? PAGE_VARY : 'Accept-Encoding');
  reply.header('etag', gzipped ? gzipEtag : page.etag);
  if (page.contentType.startsWith('text/html')) {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace(/'nonce-[^']*'/, page.scriptHashes.join(' ')));
    }
  }
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatchNames(ifNoneMatch, page.etag) || ifNoneMatchNames(ifNoneMatch, gzipEtag)) {
    return reply.code(304).send();
  }
  reply.header('content-type', page.contentType);
  if (gzipped) {
    reply.header('content-encoding', 'gzip');
    return reply.send(page.gzip);
  }
  return reply.send(page.body);
}
