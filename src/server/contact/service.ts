/**
 * The contact form: validates with the shared schema (src/shop/contact.ts), counts the sender's IP against the hourly
 * limit, stores the message as a complaint ticket (contact_messages: a ticket number and the deadlines of
 * src/shop/complaints.ts; read in the admin's inbox: inbox.ts) with two jobs in the same transaction: one mails it
 * to the store with the visitor as Reply-To, the other acknowledges it to the visitor with the ticket number at once
 * (both retried by the queue while mail is down). The only code that touches `contact_messages`.
 */
import { complaintDeadlines, ticketNumber } from '../../shop/complaints.ts';
import { CONTACT_THANKS, parseContact, type ContactErrors } from '../../shop/contact.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { enqueue } from '../jobs/queue.ts';
import type { AuditService } from '../audit/service.ts';
import { acknowledgement, oneLine } from './acknowledgement.ts';
import { createContactInbox } from './inbox.ts';
import { contactMessages } from './tables.ts';
import { Invalid, TooManyRequests } from '../errors.ts';
import type { Mailer } from '../mail/service.ts';
import type { RateLimits } from '../rate-limit/service.ts';
import type { SettingsService } from '../settings/service.ts';

export type ContactDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  rateLimits: RateLimits;
  /** The store's support email and phone (the owner's settings). */
  settings: Pick<SettingsService, 'contact'>;
  audit: AuditService;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
};

/** What the contact page's action shows: the thanks, or the field messages / the refusal with its status. */
export type ContactFormResult =
  | { ok: true; message: string; ticketNumber: string }
  | { ok: false; status: 400 | 429; errors: ContactErrors; formError: string | null };

export type ContactResult = { id: string; ticketNumber: string; message: string };

export function createContactService({ db, config, mailer, rateLimits, settings, audit, ...deps }: ContactDeps) {
  const now = deps.now ?? (() => new Date());
  const limiter = rateLimits.limiter({
    name: 'contact',
    points: config.CONTACT_RATE_LIMIT_PER_HOUR,
    durationSeconds: 3600,
    message: 'Too many messages. Please try again later.',
  });

  /**
   * Sends a visitor's message. Throws Invalid (with per-field messages) for bad input and TooManyRequests past the
   * hourly limit for the IP; invalid attempts do not count against the limit.
   */
  async function send(input: unknown, meta: { ip: string }): Promise<ContactResult> {
    const parsed = parseContact(input);
    if (!parsed.ok) throw new Invalid(parsed.message, { fields: parsed.errors });
    await limiter.consume(`ip:${meta.ip}`);
    const { name, email, subject, comment } = parsed.value;
    const receivedAt = now();
    // The message and its mail jobs commit together: a stored message always reaches the store and is always
    // acknowledged to its sender (the queue retries). The ticket number is the column's sequence: unique and in
    // order under any concurrency (a transaction that rolls back leaves its number unused).
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ name, email, subject, comment, createdAt: receivedAt, ...complaintDeadlines(receivedAt) })
        .returning({ id: contactMessages.id, ticketSeq: contactMessages.ticketSeq });
      const { id } = row!;
      await enqueue(tx, 'contact-mail', { messageId: id });
      await enqueue(tx, 'contact-ack-mail', { messageId: id });
      return row!;
    });
    return { id: row.id, ticketNumber: ticketNumber(row.ticketSeq), message: CONTACT_THANKS };
  }

  /** The job: mails a stored message to the store, with the visitor as Reply-To (throws when sending fails). */
  async function mailStore({ messageId }: { messageId: string }): Promise<void> {
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId)).limit(1);
    if (!message) return;
    const { name, email, subject, comment, createdAt } = message;
    const store = await settings.contact();
    await mailer.send({
      to: store.supportEmail,
      replyTo: email,
      subject: `Contact form: ${oneLine(subject)}`,
      text: [
        `A message from the contact form at ${config.publicUrl}/ContactUs`,
        '',
        `Name: ${oneLine(name)}`,
        `Email: ${email}`,
        `Subject: ${oneLine(subject)}`,
        `Received: ${createdAt.toISOString()}`,
        `Ticket: ${ticketNumber(message.ticketSeq)}`,
        `Reference: ${messageId}`,
        '',
        comment,
        '',
        'Reply to this mail to answer the customer.',
      ].join('\n'),
    });
  }

  return {
    /** Where the contact page says to write and call, and when (the store settings). */
    async details() {
      const store = await settings.contact();
      return {
        email: store.supportEmail,
        phone: store.supportPhone,
        phoneHref: store.phoneHref,
        hours: store.businessHours,
      };
    },

    send,
    mailStore,

    /** The admin's inbox: list, open (marks read), mark read/unread, archive, resolve, unreadCount (inbox.ts). */
    ...createContactInbox({ db, audit, now }),

    /** The job: the sender's acknowledgement with the ticket number (acknowledgement.ts). */
    acknowledge: acknowledgement({ db, mailer, settings, now }),

    /** `send` for a page form: refusals come back as a result to show beside the fields instead of being thrown. */
    async submit(input: unknown, meta: { ip: string }): Promise<ContactFormResult> {
      try {
        const result = await send(input, meta);
        return { ok: true, message: result.message, ticketNumber: result.ticketNumber };
      } catch (err) {
        if (err instanceof Invalid) return { ok: false, status: 400, errors: err.fields ?? {}, formError: null };
        if (err instanceof TooManyRequests) return { ok: false, status: 429, errors: {}, formError: err.message };
        throw err;
      }
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
