/**
 * How many contact messages the store has to look at, for the admin's dashboard (issue 11).
 * TODO(issue 11, messages inbox): count unread messages once contact messages carry their read/unread flag (the
 * content helper's branch); until then, the messages of the last 7 days.
 */
import { gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { contactMessages } from './tables.ts';

export const NEW_MESSAGE_DAYS = 7;

export function createContactInboxStats(db: Db) {
  return {
    /** Messages received in the last NEW_MESSAGE_DAYS days (one count). */
    async newMessages(now = new Date()): Promise<number> {
      const since = new Date(now.getTime() - NEW_MESSAGE_DAYS * 24 * 60 * 60 * 1000);
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(contactMessages)
        .where(gte(contactMessages.createdAt, since));
      return r?.n ?? 0;
    },
  };
}

export type ContactInboxStats = ReturnType<typeof createContactInboxStats>;
