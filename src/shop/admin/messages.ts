/** The admin's contact inbox (issue 11): the list's filter and a change to a message, shared by page and API. */
import { z } from 'zod';

export const MESSAGES_MAX_PER_PAGE = 100;

/** The complaint filter: open (not resolved), overdue (a deadline of rule 4(5) passed, not met), resolved. */
export const COMPLAINT_FILTERS = ['open', 'overdue', 'resolved'] as const;
export type ComplaintFilter = (typeof COMPLAINT_FILTERS)[number];

export const messageListQuerySchema = z.object({
  /** Words in the name, email, subject or message, or a ticket number. */
  q: z.string().trim().max(100, 'Search must be 100 characters or fewer').optional(),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(COMPLAINT_FILTERS, { error: 'Choose open, overdue or resolved' }).optional(),
  ),
  box: z.enum(['inbox', 'archived'], { error: 'Choose the inbox or the archive' }).default('inbox'),
  /** newest: newest first; unread: unread ones first, each group newest first. */
  sort: z.enum(['newest', 'unread'], { error: 'Sort by newest or unread first' }).default('newest'),
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MESSAGES_MAX_PER_PAGE).default(25),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** Mark a message read or unread, archive it or bring it back to the inbox, mark the complaint resolved or open. */
export const messageUpdateSchema = z
  .object({
    read: z.boolean({ error: 'Read must be true or false' }).optional(),
    archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
    resolved: z.boolean({ error: 'Resolved must be true or false' }).optional(),
  })
  .refine((v) => v.read !== undefined || v.archived !== undefined || v.resolved !== undefined, 'Nothing to change');
export type MessageUpdateInput = z.infer<typeof messageUpdateSchema>;

/** The subject of a reply: "Re: <subject>", once. */
export function replySubject(subject: string): string {
  const s = subject.replace(/[\r\n]+/g, ' ').trim();
  return /^re:/i.test(s) ? s : `Re: ${s}`;
}

const QUOTE_LIMIT = 1200;

/** A mailto: link that opens the staff member's own mail client with the reply addressed and the message quoted. */
export function replyMailto(message: { email: string; subject: string; comment: string; name: string }): string {
  // Some mail clients refuse very long mailto: links: quote the first part of a long message.
  const text = message.comment.length > QUOTE_LIMIT ? `${message.comment.slice(0, QUOTE_LIMIT)}…` : message.comment;
  const quoted = text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\n${message.name} wrote:\n${quoted}`;
  const params = `subject=${encodeURIComponent(replySubject(message.subject))}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?${params}`;
}
