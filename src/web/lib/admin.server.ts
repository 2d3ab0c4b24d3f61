/**
 * The admin pages' role check (issue 11), on the server before any loader: the same rule as the API's guard
 * (src/server/admin/guard.ts). No admin session: a redirect to /admin/login?redirect=<origin path>; a role below the
 * page's: 403.
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { AdminRole } from '../../shop/roles.ts';
import { adminForToken, type Admin } from '../../server/admin/guard.ts';
import { appContext } from './app-context.ts';

type Context = Readonly<RouterContextProvider>;

const adminsByRequest = new WeakMap<Context, Promise<Admin | null>>();

function adminRedirectPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  return `/admin/login?redirect=${encodeURIComponent(pathname + url.search)}`;
}

/** The signed-in admin of this request with at least `role`, or a thrown redirect (signed out) or 403. */
export async function requireAdmin(request: Request, context: Context, role: AdminRole = 'staff'): Promise<Admin> {
  const { services } = context.get(appContext);
  try {
    return await adminForToken(services.sessions, services.sessions.tokenOf(request), role);
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 401) throw redirect(adminRedirectPath(request));
    if (status === 403) throw data('Your role cannot open this page. Ask the store owner.', { status: 403 });
    throw err;
  }
}

/** The admin of this request, or null (the sign-in page sends a signed-in admin straight on). */
export function currentAdmin(request: Request, context: Context): Promise<Admin | null> {
  let found = adminsByRequest.get(context);
  if (!found) {
    found = requireAdmin(request, context).catch(() => null);
    adminsByRequest.set(context, found);
  }
  return found;
}
