/**
 * The store's contact inbox (issue 11): staff list and search the messages the contact form stored, open one (which
 * marks it read), mark it unread again, archive it out of the inbox or bring it back, and mark the complaint
 * resolved (or open again). Each message is a complaint ticket: its number, age and state against the deadlines of
 * rule 4(5) (src/shop/complaints.ts) come with it, and the overdue ones can be filtered. Replies go from the staff
 * member's own mail client (a mailto: link on the page). Each change is audited with the change.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ComplaintFilter, MessageListQuery, MessageUpdateInput } from '../../shop/admin/messages.ts';
import { complaintStatus, ticketNumber, ticketSequenceOf, type ComplaintStatus } from '../../shop/complaints.ts';
import { isUuid } from '../../shop/ids.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import { contactMessages } from './tables.ts';

export type InboxMessage = {
  id: string;
  ticketNumber: string;
  name: string;
  email: string;
  subject: string;
  comment: string;
  read: boolean;
  archived: boolean;
  createdAt: string;
  ackDueAt: string;
  resolveBy: string;
  ackSentAt: string | null;
  resolvedAt: string | null;
  /** Its age and state against the deadlines, now. */
  status: ComplaintStatus;
};

type Row = typeof contactMessages.$inferSelect;

export const MESSAGE_NOT_FOUND = 'No such message.';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const state = (r: Row) => ({
  read: r.readAt !== null,
  archived: r.archivedAt !== null,
  resolved: r.resolvedAt !== null,
});

/** A LIKE pattern matching the text literally anywhere. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const m = contactMessages;

/** The complaint filter as SQL, read from the deadlines stored with each message (as complaintStatus reads them). */
function complaintCondition(filter: ComplaintFilter, now: Date): SQL {
  switch (filter) {
    case 'open':
      return isNull(m.resolvedAt);
    case 'resolved':
      return isNotNull(m.resolvedAt);
    case 'overdue':
      return or(and(isNull(m.ackSentAt), lt(m.ackDueAt, now)), and(isNull(m.resolvedAt), lt(m.resolveBy, now)))!;
  }
}

export function createContactInbox({ db, audit, now }: { db: Db; audit: AuditService; now: () => Date }) {
  const toMessage = (r: Row): InboxMessage => ({
    id: r.id,
    ticketNumber: ticketNumber(r.ticketSeq),
    name: r.name,
    email: r.email,
    subject: r.subject,
    comment: r.comment,
    read: r.readAt !== null,
    archived: r.archivedAt !== null,
    createdAt: r.createdAt.toISOString(),
    ackDueAt: r.ackDueAt.toISOString(),
    resolveBy: r.resolveBy.toISOString(),
    ackSentAt: iso(r.ackSentAt),
    resolvedAt: iso(r.resolvedAt),
    status: complaintStatus({ ...r, receivedAt: r.createdAt }, now()),
  });

  async function update(id: string, change: MessageUpdateInput, actor: Actor): Promise<InboxMessage> {
    if (!isUuid(id)) throw new NotFound(MESSAGE_NOT_FOUND);
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(m).where(eq(m.id, id)).for('update');
      if (!before) throw new NotFound(MESSAGE_NOT_FOUND);
      const at = now();
      const set: Partial<Row> = {};
      if (change.read !== undefined && change.read !== (before.readAt !== null)) set.readAt = change.read ? at : null;
      if (change.archived !== undefined && change.archived !== (before.archivedAt !== null))
        set.archivedAt = change.archived ? at : null;
      if (change.resolved !== undefined && change.resolved !== (before.resolvedAt !== null))
        set.resolvedAt = change.resolved ? at : null;
      if (Object.keys(set).length === 0) return toMessage(before);
      const [after] = await tx.update(m).set(set).where(eq(m.id, id)).returning();
      const verb =
        set.resolvedAt !== undefined
          ? set.resolvedAt
            ? 'resolve'
            : 'reopen'
          : set.archivedAt !== undefined
            ? set.archivedAt
              ? 'archive'
              : 'unarchive'
            : set.readAt
              ? 'read'
              : 'unread';
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
    /** Messages of the inbox or the archive, newest (or unread) first, searched and filtered, a page at a time. */
    async list(q: MessageListQuery): Promise<{ messages: InboxMessage[]; total: number }> {
      const where: SQL[] = [q.box === 'archived' ? isNotNull(m.archivedAt) : isNull(m.archivedAt)];
      if (q.q) {
        const like = contains(q.q);
        const ticket = ticketSequenceOf(q.q);
        where.push(
          or(
            ilike(m.name, like),
            ilike(m.email, like),
            ilike(m.subject, like),
            ilike(m.comment, like),
            ...(ticket === null ? [] : [eq(m.ticketSeq, ticket)]),
          )!,
        );
      }
      if (q.status) where.push(complaintCondition(q.status, now()));
      const cond = and(...where);
      const order =
        q.sort === 'unread' ? [asc(sql`(${m.readAt} IS NOT NULL)`), desc(m.createdAt)] : [desc(m.createdAt)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(m)
          .where(cond)
          .orderBy(...order, desc(m.id))
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage),
        db.select({ n: count() }).from(m).where(cond),
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
        .from(m)
        .where(and(isNull(m.readAt), isNull(m.archivedAt)));
      return row?.n ?? 0;
    },

    /** Messages (archived ones too) past a deadline of rule 4(5) that was not met. */
    async overdueCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(m).where(complaintCondition('overdue', now()));
      return row?.n ?? 0;
    },
  };
}

export type ContactInbox = ReturnType<typeof createContactInbox>;
