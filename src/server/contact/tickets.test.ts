/**
 * Contact messages as complaint tickets (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)): consecutive,
 * unique ticket numbers under concurrency; the acknowledgement mailed at once, once, to the sender with the number;
 * the age and the state against the 48-hour acknowledgement and the one-month resolution (a clock the test moves);
 * staff mark a complaint resolved, audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { testSmtp, type TestSmtp } from '../../../tests/support/smtp.ts';
import { CONTACT_THANKS } from '../../shop/contact.ts';
import { auditLog } from '../audit/tables.ts';
import type { MailMessage } from '../mail/service.ts';
import { createRateLimits } from '../rate-limit/service.ts';
import { createContactService } from './service.ts';
import { contactMessages } from './tables.ts';

let t: TestDatabase;
let a: TestApp;
let smtp: TestSmtp;
let staff: TestAdmin;

beforeAll(async () => {
  t = await testDatabase();
  smtp = await testSmtp();
  a = await testApp(t.db, {
    SMTP_URL: smtp.url,
    STORE_EMAIL: 'care@store.example',
    CONTACT_RATE_LIMIT_PER_HOUR: '1000',
    AUTH_RATE_LIMIT_PER_MIN: '1000',
  });
  staff = await createAdmin(a.app, a.services, 'staff');
});
afterAll(async () => {
  await a?.close();
  await smtp?.stop();
  await t?.drop();
});

const message = (n: number, email = `shopper${n}@example.in`) => ({
  name: `Shopper ${n}`,
  email,
  subject: `Complaint ${n}`,
  comment: `The kurta of order BB-${n} arrived torn.`,
});
const post = (payload: object) => a.app.inject({ method: 'POST', url: '/api/contact', payload });
const seqOf = (ticket: string) => Number(ticket.slice('BB-C-'.length));
const mailsTo = (email: string) => smtp.messages.filter((m) => new RegExp(`^To: ${email}\\r?$`, 'm').test(m));

describe('ticket numbers', () => {
  it('are given to every message, in the answer: consecutive and unique with 50 sent at once', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(message(i))));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: CONTACT_THANKS,
        ticketNumber: expect.stringMatching(/^BB-C-\d{6}$/),
      });
    }
    const numbers = answers.map((r) => seqOf(r.json().ticketNumber as string)).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.at(-1)! - numbers[0]!).toBe(49);
    // The stored message carries the number it was answered with.
    const byEmail = new Map((await t.db.select().from(contactMessages)).map((r) => [r.email, r.ticketSeq] as const));
    answers.forEach((res, i) => expect(byEmail.get(`shopper${i}@example.in`)).toBe(seqOf(res.json().ticketNumber)));
    // The next one follows on.
    const next = await post(message(50));
    expect(seqOf(next.json().ticketNumber)).toBe(numbers.at(-1)! + 1);
  });

  it('finds a message by its ticket number in the inbox', async () => {
    const res = await post(message(60, 'find-me@example.in'));
    const ticket = res.json().ticketNumber as string;
    const list = await a.app.inject({
      method: 'GET',
      url: `/api/admin/messages?q=${ticket.toLowerCase()}`,
      headers: staff.auth,
    });
    expect(list.json().messages.map((m: { ticketNumber: string; email: string }) => [m.ticketNumber, m.email])).toEqual(
      [[ticket, 'find-me@example.in']],
    );
  });
});

describe('the acknowledgement', () => {
  it('is mailed at once to the sender, once, with the ticket number and the grievance officer; the time is recorded', async () => {
    const res = await post(message(70, 'ravi@example.in'));
    const ticket = res.json().ticketNumber as string;
    await a.jobsDone();
    const acks = mailsTo('ravi@example\\.in');
    expect(acks).toHaveLength(1);
    const ack = acks[0]!;
    expect(ack).toMatch(new RegExp(`^Subject: ${ticket}: we have received your message\\r?$`, 'm'));
    expect(ack).toMatch(/^Reply-To: care@store\.example\r?$/m);
    expect(ack).toContain(`registered it as ticket ${ticket}`);
    expect(ack).toContain('Bindass Bazaar Customer Care, care@store.example');
    // The store's own copy names the ticket too.
    expect(mailsTo('care@store\\.example').some((m) => m.includes(`Ticket: ${ticket}`))).toBe(true);

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'ravi@example.in'));
    expect(row!.ackSentAt).not.toBeNull();
    // A retried job does not mail twice.
    await a.services.contact.acknowledge({ messageId: row!.id });
    expect(mailsTo('ravi@example\\.in')).toHaveLength(1);
    const listed = await a.app.inject({ method: 'GET', url: `/api/admin/messages?q=${ticket}`, headers: staff.auth });
    expect(listed.json().messages[0]).toMatchObject({
      ticketNumber: ticket,
      ackSentAt: row!.ackSentAt!.toISOString(),
      status: { ack: 'sent', resolution: 'open', overdue: false },
    });
  });
});

describe('age and state against the deadlines', () => {
  // A database of its own without a job worker: the test runs the acknowledgement job itself, at its own time.
  let quiet: TestDatabase;
  let b: TestApp;
  beforeAll(async () => {
    quiet = await testDatabase();
    b = await testApp(quiet.db, {}, { worker: false });
  });
  afterAll(async () => {
    await b?.close();
    await quiet?.drop();
  });

  it('follow the clock: due, then overdue; acknowledged late; resolved late; the overdue filter agrees', async () => {
    let clock = new Date('2026-01-31T10:00:00+05:30');
    const sent: MailMessage[] = [];
    const contact = createContactService({
      db: quiet.db,
      config: b.config,
      settings: b.services.settings,
      mailer: { outboxDir: null, send: async (m) => void sent.push(m) },
      rateLimits: createRateLimits({}),
      audit: b.services.audit,
      now: () => clock,
    });
    const staff = await createAdmin(b.app, b.services, 'staff');
    const late = await contact.send(message(80, 'late@example.in'), { ip: '10.9.0.1' });
    const prompt = await contact.send(message(81, 'prompt@example.in'), { ip: '10.9.0.1' });
    const one = async (ticket: string, status?: 'open' | 'overdue' | 'resolved') =>
      (await contact.list({ q: ticket, box: 'inbox', sort: 'newest', page: 1, perPage: 5, status })).messages[0];

    let m = (await one(late.ticketNumber))!;
    expect(m).toMatchObject({
      createdAt: '2026-01-31T04:30:00.000Z',
      ackDueAt: '2026-02-02T04:30:00.000Z', // 48 hours
      resolveBy: '2026-02-28T04:30:00.000Z', // one month: 31 January -> 28 February
      status: { ageMinutes: 0, ack: 'due', resolution: 'open', overdue: false },
    });
    // The prompt one is acknowledged at once.
    await contact.acknowledge({ messageId: prompt.id });
    expect(sent.map((s) => s.to)).toEqual(['prompt@example.in']);
    expect(sent[0]!.subject).toBe(`${prompt.ticketNumber}: we have received your message`);
    expect(sent[0]!.text).toContain('by 28 February 2026');

    clock = new Date(clock.getTime() + 47 * 3_600_000 + 59 * 60_000);
    m = (await one(late.ticketNumber))!;
    expect(m.status).toEqual({ ageMinutes: 47 * 60 + 59, ack: 'due', resolution: 'open', overdue: false });
    expect(await one(late.ticketNumber, 'overdue')).toBeUndefined();

    clock = new Date('2026-02-02T04:31:00.000Z');
    m = (await one(late.ticketNumber, 'overdue'))!;
    expect(m.status).toMatchObject({ ack: 'overdue', resolution: 'open', overdue: true });
    expect((await one(prompt.ticketNumber))!.status).toMatchObject({ ack: 'sent', overdue: false });
    expect(await one(prompt.ticketNumber, 'overdue')).toBeUndefined();

    await contact.acknowledge({ messageId: late.id });
    m = (await one(late.ticketNumber))!;
    expect(m.status).toMatchObject({ ack: 'late', resolution: 'open', overdue: false });
    expect(m.ackSentAt).toBe('2026-02-02T04:31:00.000Z');

    clock = new Date('2026-02-28T04:30:00.000Z');
    expect((await one(late.ticketNumber))!.status).toMatchObject({ resolution: 'open', overdue: false });
    clock = new Date('2026-02-28T04:30:01.000Z');
    m = (await one(late.ticketNumber, 'overdue'))!;
    expect(m.status).toMatchObject({ ageMinutes: 28 * 24 * 60, resolution: 'overdue', overdue: true });

    const actor = { id: staff.id, email: staff.email, role: 'staff' as const };
    const resolved = await contact.update(late.id, { resolved: true }, actor);
    expect(resolved).toMatchObject({
      resolvedAt: '2026-02-28T04:30:01.000Z',
      status: { resolution: 'late', overdue: false },
    });
    expect(await one(late.ticketNumber, 'overdue')).toBeUndefined();
    expect(await one(late.ticketNumber, 'open')).toBeUndefined();
    expect((await one(late.ticketNumber, 'resolved'))!.id).toBe(late.id);
    expect((await one(prompt.ticketNumber, 'overdue'))!.status).toMatchObject({ ack: 'sent', resolution: 'overdue' });
  });
});

describe('resolving', () => {
  it('is staff work through the API, audited; reopening too', async () => {
    const res = await post(message(90, 'resolve@example.in'));
    const ticket = res.json().ticketNumber as string;
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'resolve@example.in'));
    const patch = (payload: object, headers: Record<string, string> = staff.auth) =>
      a.app.inject({ method: 'PATCH', url: `/api/admin/messages/${row!.id}`, headers, payload });

    expect((await patch({ resolved: true }, {})).statusCode).toBe(401);
    expect((await patch({ resolved: 'yes' })).json().fields).toEqual({ resolved: 'Resolved must be true or false' });
    const done = await patch({ resolved: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toMatchObject({
      ticketNumber: ticket,
      resolvedAt: expect.any(String),
      status: { resolution: 'resolved', overdue: false },
    });
    const resolvedList = await a.app.inject({
      method: 'GET',
      url: `/api/admin/messages?status=resolved&q=${ticket}`,
      headers: staff.auth,
    });
    expect(resolvedList.json().messages.map((m: { id: string }) => m.id)).toEqual([row!.id]);
    await patch({ resolved: true }); // no change, no entry
    expect((await patch({ resolved: false })).json().message.resolvedAt).toBeNull();

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'message'), eq(auditLog.entityId, row!.id)))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => [e.action, e.actorId, e.changes])).toEqual([
      ['message.resolve', staff.id, { resolved: { before: false, after: true } }],
      ['message.reopen', staff.id, { resolved: { before: true, after: false } }],
    ]);
  });
});
