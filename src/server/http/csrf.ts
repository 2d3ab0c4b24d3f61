/**
 * Cross-site request forgery protection for cookie-authenticated writes. A browser attaches the SameSite=Lax
 * session cookie to top-level cross-site form posts, so every unsafe request (POST, PUT, PATCH, DELETE) that does
 * not carry a Bearer token must come from this site: its Origin (or, failing that, its Referer) must be the
 * request's own origin or PUBLIC_URL. A write with neither header is refused only when it carries the session
 * cookie (scripts and API clients send no Origin and authenticate with Bearer). A Bearer token cannot be attached
 * by another site, so those requests are not checked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookieOf } from '../accounts/sessions.ts';
import { Forbidden } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED =
  'This request came from another site and was refused. Please try again from the store.';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/** True when `request` is a write that may have been forged by another site. */
export function isCrossSiteWrite(request: FastifyRequest, publicUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.toLowerCase().startsWith('bearer ')) return false;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin === null) return sessionCookieOf(request.headers.cookie) !== null;
  const allowed = [originOf(`${request.protocol}://${request.host}`), originOf(publicUrl)];
  return origin === 'invalid' || !allowed.includes(origin);
}

/** Throws 403 for a forged write (used by the /api hook and by the page catch-all before React Router actions). */
export function assertSameSiteWrite(request: FastifyRequest, publicUrl: string): void {
  if (isCrossSiteWrite(request, publicUrl)) throw new Forbidden(CROSS_SITE_REFUSED);
}

/** Checks every write under /api. */
export function registerCsrfProtection(app: FastifyInstance, opts: { publicUrl: string }): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) assertSameSiteWrite(request, opts.publicUrl);
  });
}
