import { redirect } from 'react-router';
import type { SessionUser } from '../../server/accounts/sessions.ts';
import { appContext } from './app-context.ts';
import { oncePerRequest, type RequestContext as Context } from './per-request.server.ts';

/** One session lookup per request: middleware, the root loader and page loaders share the answer. */
const userOf = oncePerRequest((context, request: Request) => {
  const { services, pageCache } = context.get(appContext);
  return services.sessions.userForRequest(request).then((found) => {
    // A page rendered for a signed-in visitor is theirs alone: never kept, whatever the cache's key said.
    if (found) pageCache?.personal();
    return found;
  });
});

/** The signed-in user of this request (session cookie or Bearer token), or null. */
export function getUser(request: Request, context: Context): Promise<SessionUser | null> {
  return userOf(context, request);
}

/**
 * Where a signed-out visitor of `request` is sent: /login carrying the origin path and query. Client navigations reach
 * the server as `/path.data?_routes=...` (`/_.data` for the home page): those details are removed, as React Router does.
 */
export function loginRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith('/_.data')
    ? url.pathname.slice(0, -'_.data'.length)
    : url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  return `/login?redirect=${encodeURIComponent(pathname + url.search)}`;
}

/**
 * The signed-in user, or a thrown redirect to `/login?redirect=<origin path>` (server side, before anything renders).
 * Use in loaders and actions of protected pages; the protected layout route (routes/protected-layout.tsx) already
 * runs it for every page under /checkout, /profile and /dashboard.
 */
export async function requireUser(request: Request, context: Context): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) throw redirect(loginRedirectPath(request));
  return user;
}
