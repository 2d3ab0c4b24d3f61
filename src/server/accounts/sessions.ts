import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken } from './tokens.ts';

export const SESSION_COOKIE = 'bb_session';

export type SessionUser = { id: string; name: string; email: string; phone: string; role: 'customer' | 'admin' };

/** The session token of a request: `Authorization: Bearer <token>` first, else the session cookie. */
export function tokenFromHeaders(headers: { get(name: string): string | null }): string | null {
  const auth = headers.get('authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || null;
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function createSessionService(db: Db) {
  const service = {
    /** The user a session token belongs to, or null when the token is unknown or expired. */
    async userForToken(token: string | null | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row ?? null;
    },

    /** The signed-in user of a Web Request (page loaders), or null. */
    userForRequest(request: Request): Promise<SessionUser | null> {
      return service.userForToken(tokenFromHeaders(request.headers));
    },
  };
  return service;
}
