/**
 * Caching headers of the JSON API (ADR 22). Every answer with a body gets a strong ETag (@fastify/etag: a hash of the
 * body); a successful GET or HEAD with a matching If-None-Match is a 304, so a client or a CDN revalidates without
 * the body. GET answers that do
 * not set their own Cache-Control get one: the catalogue and content reads, the same for everyone, `public, no-cache`
 * (anyone may keep them, and must ask again: stock and prices change); everything else `private, no-cache` (never in
 * a shared cache: accounts, orders, carts).
 */
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { ifNoneMatchNames } from './if-none-match.ts';

/** The reads whose answer is the same for every visitor. */
const PUBLIC_READS = [
  '/api/products',
  '/api/categories',
  '/api/collection',
  '/api/banners',
  '/api/offerBanners',
  '/api/stories',
  '/api/blogs',
  '/api/pages/',
  '/api/ratings/product/',
  '/api/ratings/getAllRatings',
];

export const PUBLIC_API_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_API_CACHE_CONTROL = 'private, no-cache';

const isPublicRead = (url: string) =>
  PUBLIC_READS.some((p) => url === p || url.startsWith(p.endsWith('/') ? p : `${p}/`) || url.startsWith(`${p}?`));

/** Registered before compression, so the ETag is the hash of the JSON itself. */
export async function registerApiCacheHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/api/') || reply.hasHeader('cache-control'))
      return payload;
    reply.header('cache-control', isPublicRead(request.url) ? PUBLIC_API_CACHE_CONTROL : PRIVATE_API_CACHE_CONTROL);
    return payload;
  });
  // The library computes the ETag; the 304 is ours: only for a successful GET or HEAD (never an error, a write).
  await app.register(etag, { replyWith304: false });
  app.addHook('onSend', async (request, reply, payload) => {
    const tag = reply.getHeader('etag');
    if (typeof tag !== 'string' || (request.method !== 'GET' && request.method !== 'HEAD')) return payload;
    if (reply.statusCode < 200 || reply.statusCode > 299) return payload;
    if (!ifNoneMatchNames(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    return '';
  });
}
