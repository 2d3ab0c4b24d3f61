/**
 * The contact form: validates with the shared schema (src/shop/contact.ts), counts the sender's IP against the hourly
 * limit, stores the message (contact_messages, read in the admin's inbox: inbox.ts) with a job that mails it to the store with the
 * visitor as Reply-To (retried by the queue while mail is down). The only code that touches `contact_messages`.
 */
import { CONTACT_THANKS, parseContact, type ContactErrors } from '../../shop/contact.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { enqueue } from '../jobs/queue.ts';
import type { AuditService } from '../audit/service.ts';
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
};

/** What the contact page's action shows: the thanks, or the field messages / the refusal with its status. */
export type ContactFormResult =
  { ok: true; message: string } | { ok: false; status: 400 | 429; errors: ContactErrors; formError: string | null };

export type ContactResult = { id: string; message: string };

/** One line: no line breaks in a mail header. */
function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

export function createContactService({ db, config, mailer, rateLimits, settings, audit }: ContactDeps) {
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
    // The message and its mail job commit together: a stored message always reaches the store (the queue retries).
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ name, email, subject, comment })
        .returning({ id: contactMessages.id });
      const { id } = row as { id: string };
      await enqueue(tx, 'contact-mail', { messageId: id });
      return id;
    });
    return { id, message: CONTACT_THANKS };
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

    /** The admin's inbox: list, open (marks read), mark read/unread, archive, unreadCount (inbox.ts). */
    ...createContactInbox({ db, audit }),

    /** `send` for a page form: refusals come back as a result to show beside the fields instead of being thrown. */
    async submit(input: unknown, meta: { ip: string }): Promise<ContactFormResult> {
      try {
        const result = await send(input, meta);
        return { ok: true, message: result.message };
      } catch (err) {
        if (err instanceof Invalid) return { ok: false, status: 400, errors: err.fields ?? {}, formError: null };
        if (err instanceof TooManyRequests) return { ok: false, status: 429, errors: {}, formError: err.message };
        throw err;
      }
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
