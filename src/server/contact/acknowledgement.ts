/**
 * The acknowledgement of a contact message (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)): a job queued
 * with the message (service.ts) mails the sender at once with the ticket number, the date by which a complaint is
 * resolved and the grievance officer, once, and records when it was sent (the inbox's 48-hour rule).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { RESOLVE_PERIOD, ticketNumber } from '../../shop/complaints.ts';
import { formatIndianDate, formatIndianDateTime } from '../../shop/dates.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/service.ts';
import type { SettingsService } from '../settings/service.ts';
import { contactMessages } from './tables.ts';

/** One line: no line breaks in a mail header or a line of a mail. */
export function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

export function acknowledgement(deps: {
  db: Db;
  mailer: Mailer;
  settings: Pick<SettingsService, 'contact'>;
  now: () => Date;
}) {
  const { db, mailer, settings, now } = deps;
  /** A message already acknowledged is left alone; throws when sending fails (the queue retries). */
  return async function acknowledge({ messageId }: { messageId: string }): Promise<void> {
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, messageId)).limit(1);
    if (!message || message.ackSentAt) return;
    const store = await settings.contact();
    const ticket = ticketNumber(message.ticketSeq);
    const officer = store.grievanceOfficer;
    await mailer.send({
      to: message.email,
      replyTo: store.supportEmail,
      subject: `${ticket}: we have received your message`,
      text: [
        `Dear ${oneLine(message.name)},`,
        '',
        `Thank you for writing to ${store.storeName}. We have received your message and registered it as ticket ${ticket}.`,
        '',
        `Subject: ${oneLine(message.subject)}`,
        `Received: ${formatIndianDateTime(message.createdAt)}`,
        '',
        `Please quote ${ticket} when you write or call us about it. We will reply soon, and we resolve a complaint within ${RESOLVE_PERIOD} of receiving it (by ${formatIndianDate(message.resolveBy, 'long')}).`,
        '',
        'If our answer does not settle it, write to our Grievance Officer:',
        `${officer.name}, ${officer.email}, ${officer.phone}`,
        '',
        store.storeName,
        `${store.supportEmail} · ${store.supportPhone}`,
        '',
        'This is an automatic acknowledgement of your message.',
      ].join('\n'),
    });
    await db
      .update(contactMessages)
      .set({ ackSentAt: now() })
      .where(and(eq(contactMessages.id, messageId), isNull(contactMessages.ackSentAt)));
  };
}
