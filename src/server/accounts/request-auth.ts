import type { FastifyRequest } from 'fastify';
import { Unauthorized } from '../errors.ts';
import { tokenFromHeaders, type SessionService, type SessionUser } from './sessions.ts';

export type Caller = { user: SessionUser; sessionId: string; token: string; admin: boolean };

export const LOGIN_REQUIRED = 'Please log in to continue.';

/** The session token of an API request: `Authorization: Bearer` first, else the session cookie. */
export function requestToken(request: FastifyRequest): string | null {
  return tokenFromHeaders({
    get: (name) => {
      const v = request.headers[name.toLowerCase()];
      return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
    },
  });
}

/** The signed-in caller of an API request, or a 401. */
export async function requireCaller(sessions: SessionService, request: FastifyRequest): Promise<Caller> {
  const token = requestToken(request);
  const found = await sessions.sessionForToken(token);
  if (!found || !token) throw new Unauthorized(LOGIN_REQUIRED);
  return { user: found.user, sessionId: found.sessionId, token, admin: found.admin };
}

/** The signed-in user of a request that may also come from a visitor (null then); never a 401. */
export async function optionalUserId(sessions: SessionService, request: FastifyRequest): Promise<string | null> {
  const token = requestToken(request);
  if (!token) return null;
  return (await sessions.sessionForToken(token))?.user.id ?? null;
}

/** Whether the request came over https (directly, or through a trusted proxy): session cookies are Secure then. */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

const callers = new WeakMap<FastifyRequest, Caller>();

/**
 * A route hook (`onRequest`) that requires a signed-in caller before the body is even read, so a signed-out
 * request is a 401 whatever it sends. Handlers then read the caller with `callerOf(request)`.
 */
export function signedIn(sessions: SessionService) {
  return async (request: FastifyRequest): Promise<void> => {
    callers.set(request, await requireCaller(sessions, request));
  };
}

export function callerOf(request: FastifyRequest): Caller {
  const caller = callers.get(request);
  if (!caller) throw new Unauthorized(LOGIN_REQUIRED);
  return caller;
}

/** The signed-in customer of a request, as the order workflows take it. */
export function customerOf(request: FastifyRequest): { id: string; name: string; email: string; phone: string } {
  const { user } = callerOf(request);
  return { id: user.id, name: user.name, email: user.email, phone: user.phone };
}
