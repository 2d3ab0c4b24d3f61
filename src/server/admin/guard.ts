/**
 * The role check of every /api/admin route (issue 11), on the server, before the body is read. Declare a route as
 * `app.get('/api/admin/...', { ...adminRoute(services, 'staff'), schema }, handler)`; admin/api.ts refuses at start any
 * /api/admin route without it, and the role tests walk every registered route.
 *
 * - no session, or a session that did not pass the second factor (a storefront sign-in): 401
 * - signed in with a role below the route's: 403
 */
import type { FastifyRequest } from 'fastify';
import { allows, isAdminRole, type AdminRole } from '../../shop/roles.ts';
import { requestToken } from '../accounts/request-auth.ts';
import type { SessionService } from '../accounts/sessions.ts';
import type { Actor } from '../audit/service.ts';
import { Forbidden, Unauthorized } from '../errors.ts';

export type Admin = Actor & { name: string; sessionId: string };

export const ADMIN_SIGN_IN_REQUIRED = 'Please sign in to the admin to continue.';
export const ADMIN_FORBIDDEN = 'Your role cannot do this. Ask the store owner.';

const admins = new WeakMap<FastifyRequest, Admin>();

/** The admin of a session token with at least `role`, or the 401/403 to answer. */
export async function adminForToken(
  sessions: Pick<SessionService, 'sessionForToken'>,
  token: string | null,
  role: AdminRole,
): Promise<Admin> {
  const found = await sessions.sessionForToken(token);
  if (!found) throw new Unauthorized(ADMIN_SIGN_IN_REQUIRED);
  const { user } = found;
  if (!isAdminRole(user.role) || !allows(user.role, role)) throw new Forbidden(ADMIN_FORBIDDEN);
  if (!found.admin) throw new Unauthorized(ADMIN_SIGN_IN_REQUIRED);
  return { id: user.id, email: user.email, name: user.name, role: user.role, sessionId: found.sessionId };
}

/** Route options for an admin route that needs `role` (staff: staff and owner; owner: the owner only). */
export function adminRoute(services: { sessions: Pick<SessionService, 'sessionForToken'> }, role: AdminRole) {
  return {
    config: { adminRole: role },
    onRequest: async (request: FastifyRequest): Promise<void> => {
      admins.set(request, await adminForToken(services.sessions, requestToken(request), role));
    },
  };
}

/** The admin making this request (inside a handler of a route declared with adminRoute). */
export function adminOf(request: FastifyRequest): Admin {
  const admin = admins.get(request);
  if (!admin) throw new Unauthorized(ADMIN_SIGN_IN_REQUIRED);
  return admin;
}
