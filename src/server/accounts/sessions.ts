import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Role } from '../../shop/roles.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from './tables.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'bb_session';

/**
 * Session lifetimes. "Remember me" keeps a customer signed in for 30 days (a persistent cookie with Max-Age);
 * otherwise the cookie ends with the browser and the server forgets the session after 12 hours at the latest.
 */
export const SESSION_LIFETIME_MS = {
  persistent: 30 * 24 * 60 * 60 * 1000,
  browser: 12 * 60 * 60 * 1000,
  /** An admin session (password and second factor at /admin/login) never outlives a working day. */
  admin: 12 * 60 * 60 * 1000,
} as const;

export type SessionUser = { id: string; name: string; email: string; phone: string; role: Role };
export type NewSession = { token: string; persistent: boolean; expiresAt: Date };

/** The session token of a request: `Authorization: Bearer <token>` first, else the session cookie. */
export function tokenFromHeaders(headers: { get(name: string): string | null }): string | null {
  const auth = headers.get('authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || null;
  return sessionCookieOf(headers.get('cookie'));
}

/** The value of the session cookie in a Cookie header, or null. */
export function sessionCookieOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The Set-Cookie value for a new session: httpOnly, SameSite=Lax, Secure over https. A remembered session gets
 * Max-Age (it survives closing the browser); a browser session has none.
 */
export function sessionCookie(session: Pick<NewSession, 'token' | 'persistent'>, opts: { secure: boolean }): string {
  const parts = [`${SESSION_COOKIE}=${session.token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (session.persistent) parts.push(`Max-Age=${Math.floor(SESSION_LIFETIME_MS.persistent / 1000)}`);
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The Set-Cookie value that removes the session cookie. */
export function clearSessionCookie(opts: { secure: boolean }): string {
  return [
    `${SESSION_COOKIE}=`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
}

export function createSessionService(db: Db) {
  /** Every page and API call of a signed-in customer reads this: prepared once per connection (ADR 24). */
  const sessionByTokenHash = db
    .select({
      sessionId: sessions.id,
      admin: sessions.admin,
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('session_by_token_hash');

  const service = {
    /** Set-Cookie values for page actions (they reach services through the router context). */
    cookie: sessionCookie,
    clearCookie: clearSessionCookie,

    /** The session (its id) and user a token belongs to, or null when the token is unknown or expired. */
    async sessionForToken(
      token: string | null | undefined,
    ): Promise<{ sessionId: string; admin: boolean; user: SessionUser } | null> {
      if (!token || token.length > 200) return null;
      const [row] = await sessionByTokenHash.execute({ tokenHash: hashToken(token), now: new Date() });
      if (!row) return null;
      const { sessionId, admin, ...user } = row;
      return { sessionId, admin, user };
    },

    /** The user a session token belongs to, or null when the token is unknown or expired. */
    async userForToken(token: string | null | undefined): Promise<SessionUser | null> {
      return (await service.sessionForToken(token))?.user ?? null;
    },

    /** The signed-in user of a Web Request (page loaders), or null. */
    userForRequest(request: Request): Promise<SessionUser | null> {
      return service.userForToken(tokenFromHeaders(request.headers));
    },

    /** The session and user of a Web Request (page actions that need the session itself), or null. */
    sessionForRequest(request: Request): Promise<{ sessionId: string; admin: boolean; user: SessionUser } | null> {
      return service.sessionForToken(tokenFromHeaders(request.headers));
    },

    /** The session token a Web Request carries (logout), or null. */
    tokenOf(request: Request): string | null {
      return tokenFromHeaders(request.headers);
    },

    /**
     * Starts a session; only the token's hash is stored. The user's expired sessions are cleared on the way. An admin
     * session (`admin: true`, after the second factor) is a browser session of at most 12 hours.
     */
    async create(userId: string, opts: { persistent: boolean; admin?: boolean }): Promise<NewSession> {
      const token = newToken();
      const now = Date.now();
      const admin = opts.admin ?? false;
      const persistent = admin ? false : opts.persistent;
      const lifetime = admin
        ? SESSION_LIFETIME_MS.admin
        : persistent
          ? SESSION_LIFETIME_MS.persistent
          : SESSION_LIFETIME_MS.browser;
      const expiresAt = new Date(now + lifetime);
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date(now))));
      await db.insert(sessions).values({ userId, tokenHash: hashToken(token), persistent, admin, expiresAt });
      return { token, persistent, expiresAt };
    },

    /** Ends the session of a token (logout). Unknown tokens are ignored. */
    async revoke(token: string | null | undefined): Promise<void> {
      if (!token || token.length > 200) return;
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends every session of a user, or every other one (password change keeps the current session). */
    async revokeAllForUser(userId: string, opts: { exceptSessionId?: string } = {}): Promise<void> {
      await db
        .delete(sessions)
        .where(
          opts.exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, opts.exceptSessionId))
            : eq(sessions.userId, userId),
        );
    },
  };
  return service;
}

export type SessionService = ReturnType<typeof createSessionService>;
