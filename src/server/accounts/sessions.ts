import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken } from './tokens.ts';

export const SESSION_COOKIE = 'bb_session';

export type SessionUser = { id: string; name: string; email: string; phone: string; role: 'customer' | 'admin' };

export function createSessionService(db: Db) {
  return {
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
  };
}
