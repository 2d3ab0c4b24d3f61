/**
 * The store's contact inbox (issue 11): staff list and search the messages the contact form stored, open one (which
 * marks it read), mark it unread again, archive it out of the inbox or bring it back. Replies go from the staff
 * member's own mail client (a mailto: link on the page). Each change is audited with the change.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MessageListQuery, MessageUpdateInput } from '../../shop/admin/messages.ts';
import { isUuid } from '../../shop/ids.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import { contactMessages } from './tables.ts';

export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  comment: string;
  read: boolean;
  archived: boolean;
  createdAt: string;
};

type Row = typeof contactMessages.$inferSelect;

export const MESSAGE_NOT_FOUND = 'No such message.';

const toMessage = (r: Row): InboxMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  comment: r.comment,
  read: r.readAt !== null,
  archived: r.archivedAt !== null,
  createdAt: r.createdAt.toISOString(),
});

const state = (r: Row) => ({ read: r.readAt !== null, archived: r.archivedAt !== null });

/** A LIKE pattern matching the text literally anywhere. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createContactInbox({ db, audit }: { db: Db; audit: AuditService }) {
  async function update(id: string, change: MessageUpdateInput, actor: Actor): Promise<InboxMessage> {
    if (!isUuid(id)) throw new NotFound(MESSAGE_NOT_FOUND);
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      if (!before) throw new NotFound(MESSAGE_NOT_FOUND);
      const now = new Date();
      const set: Partial<Row> = {};
      if (change.read !== undefined && change.read !== (before.readAt !== null)) set.readAt = change.read ? now : null;
      if (change.archived !== undefined && change.archived !== (before.archivedAt !== null))
        set.archivedAt = change.archived ? now : null;
      if (Object.keys(set).length === 0) return toMessage(before);
      const [after] = await tx.update(contactMessages).set(set).where(eq(contactMessages.id, id)).returning();
      const verb =
        set.archivedAt !== undefined ? (set.archivedAt ? 'archive' : 'unarchive') : set.readAt ? 'read' : 'unread';
      await audit.record(tx, {
        actor,
        action: `message.${verb}`,
        entity: 'message',
        entityId: id,
        before: state(before),
        after: state(after!),
      });
      return toMessage(after!);
    });
  }

  return {
    /** Messages of the inbox or the archive, newest (or unread) first, searched, a page at a time. */
    async list(q: MessageListQuery): Promise<{ messages: InboxMessage[]; total: number }> {
      const where: SQL[] = [
        q.box === 'archived' ? isNotNull(contactMessages.archivedAt) : isNull(contactMessages.archivedAt),
      ];
      if (q.q) {
        const like = contains(q.q);
        where.push(
          or(
            ilike(contactMessages.name, like),
            ilike(contactMessages.email, like),
            ilike(contactMessages.subject, like),
            ilike(contactMessages.comment, like),
          )!,
        );
      }
      const cond = and(...where);
      const order =
        q.sort === 'unread'
          ? [asc(sql`(${contactMessages.readAt} IS NOT NULL)`), desc(contactMessages.createdAt)]
          : [desc(contactMessages.createdAt)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(cond)
          .orderBy(...order, desc(contactMessages.id))
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage),
        db.select({ n: count() }).from(contactMessages).where(cond),
      ]);
      return { messages: rows.map(toMessage), total: total?.n ?? 0 };
    },

    /** Opens a message: answers it and marks it read (by this member of staff) when it was unread. */
    async open(id: string, actor: Actor): Promise<InboxMessage> {
      return update(id, { read: true }, actor);
    },

    update,

    /** Unread messages in the inbox (the dashboard's "new contact messages"). */
    async unreadCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(isNull(contactMessages.readAt), isNull(contactMessages.archivedAt)));
      return row?.n ?? 0;
    },
  };
}

export type ContactInbox = ReturnType<typeof createContactInbox>;
