import { Outlet } from 'react-router';
import { requireUser } from '../lib/auth.server.ts';
import type { Route } from './+types/protected-layout.ts';
import { routeView } from '../lib/route-view.ts';

/**
 * Every page under this layout needs a signed-in customer. The middleware runs on the server before any loader or
 * render, on document requests and on client navigations alike, and sends visitors to /login?redirect=<origin path>.
 * Private pages are never stored by shared caches.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    await requireUser(request, context);
    const response = await next();
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  },
];

/** Present so that client-side navigations into these pages always ask the server (and so run the middleware). */
export function loader() {
  return null;
}

export default routeView(function ProtectedLayout() {
  return <Outlet />;
});
