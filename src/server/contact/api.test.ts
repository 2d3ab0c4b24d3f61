import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { CONTACT_THANKS } from '../../shop/contact.ts';
import { contactMessages } from './tables.ts';
import type { Mailer } from '../mail/service.ts';
import { createRateLimits } from '../rate-limit/service.ts';
import { createContactService } from './service.ts';

let t: TestDatabase;
let a: TestApp;

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  subject: 'Size exchange',
  comment: 'Can I exchange my kurta for a size L?\nOrder BB-1234.',
};

function post(app: TestApp, payload: unknown, ip = '10.0.0.1') {
  return app.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });
}

async function outbox(app: TestApp): Promise<string[]> {
  const dir = path.join(app.config.dataDir, 'outbox');
  const files = await fs.readdir(dir).catch(() => []);
  return Promise.all(files.filter((f) => f.endsWith('.eml')).map((f) => fs.readFile(path.join(dir, f), 'utf8')));
}

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { CONTACT_RATE_LIMIT_PER_HOUR: '100', STORE_EMAIL: 'care@store.example' });
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

describe('POST /api/contact', () => {
  it('stores the message, mails the store with the visitor as Reply-To and answers 201 with the thanks and the ticket', async () => {
    const res = await post(a, { ...valid, name: '  Asha Verma  ', extra: 'ignored' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you for contacting us. We will get back to you within 24 hours.',
      ticketNumber: expect.stringMatching(/^BB-C-\d{6}$/),
    });

    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Asha Verma',
      email: valid.email,
      subject: valid.subject,
      comment: valid.comment,
    });

    await a.jobsDone(); // the mails are jobs, queued with the message
    const mails = await outbox(a);
    // One to the store, one acknowledging it to the visitor (tickets.test.ts).
    expect(mails).toHaveLength(2);
    const mail = mails.find((m) => /^To: care@store\.example$/m.test(m))!;
    expect(mail).toMatch(/^To: care@store\.example$/m);
    expect(mail).toMatch(/^Reply-To: asha@example\.in$/m);
    expect(mail).toMatch(/^Subject: Contact form: Size exchange$/m);
    expect(mail).toContain('Can I exchange my kurta for a size L?');
    expect(mail).toContain(rows[0]!.id);
    expect(mail).toContain(`Ticket: ${res.json().ticketNumber}`);
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: '   ' }, 'Name is required'],
    ['name', { name: undefined }, 'Name is required'],
    ['name', { name: 'n'.repeat(101) }, 'Name must be 100 characters or fewer'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'asha@example' }, 'Email is invalid'],
    ['email', { email: 'asha example.in' }, 'Email is invalid'],
    ['email', { email: 'a@b.in, boss@corp.example' }, 'Email is invalid'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['subject', { subject: 's'.repeat(151) }, 'Subject must be 150 characters or fewer'],
    ['comment', { comment: '' }, 'Message is required'],
    ['comment', { comment: 123 }, 'Message is required'],
    ['comment', { comment: 'c'.repeat(5001) }, 'Message must be 5000 characters or fewer'],
  ])('%s: %j is 400 "%s"', async (field, change, message) => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await post(a, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, error: 'invalid', message });
    expect(body.fields).toEqual({ [field]: message });
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('reports every missing field at once', async () => {
    const res = await post(a, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      comment: 'Message is required',
    });
  });

  it('answers 400, never 500, for a body that is not an object or not JSON', async () => {
    for (const payload of ['[]', '"hi"', 'null', '{"name":']) {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers 413 for an oversized body', async () => {
    const res = await post(a, { ...valid, comment: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'too_large' });
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await testApp(t.db, { CONTACT_RATE_LIMIT_PER_HOUR: '2' }, { worker: false });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('allows CONTACT_RATE_LIMIT_PER_HOUR messages per IP per hour, then answers 429', async () => {
    const stored = async () => (await t.db.select().from(contactMessages)).length;
    const before = await stored();
    // Invalid attempts do not use up the allowance.
    expect((await post(limited, { ...valid, email: 'nope' }, '10.0.0.7')).statusCode).toBe(400);
    expect((await post(limited, valid, '10.0.0.7')).statusCode).toBe(201);
    expect((await post(limited, valid, '10.0.0.7')).statusCode).toBe(201);
    const refused = await post(limited, valid, '10.0.0.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'rate_limited',
      message: 'Too many messages. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stored()) - before).toBe(2);
    // Another visitor is not affected.
    expect((await post(limited, valid, '10.0.0.8')).statusCode).toBe(201);
  });
});

describe('the page form path (services.contact.submit)', () => {
  it('answers the thanks, the field messages (400) or the refusal (429) as a result, not an error', async () => {
    const app = await testApp(t.db, { CONTACT_RATE_LIMIT_PER_HOUR: '1' });
    try {
      const bad = await app.services.contact.submit({ ...valid, subject: '' }, { ip: '10.1.0.1' });
      expect(bad).toEqual({ ok: false, status: 400, errors: { subject: 'Subject is required' }, formError: null });
      const good = await app.services.contact.submit(valid, { ip: '10.1.0.1' });
      expect(good).toEqual({ ok: true, message: CONTACT_THANKS, ticketNumber: expect.stringMatching(/^BB-C-\d{6}$/) });
      const limited = await app.services.contact.submit(valid, { ip: '10.1.0.1' });
      expect(limited).toEqual({
        ok: false,
        status: 429,
        errors: {},
        formError: 'Too many messages. Please try again later.',
      });
    } finally {
      await app.close();
    }
  });

  it('keeps the message and thanks the visitor when mailing the store fails; the mail job throws, to be retried', async () => {
    const failing: Mailer = {
      outboxDir: null,
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const service = createContactService({
      db: t.db,
      config: a.config,
      settings: a.services.settings,
      mailer: failing,
      rateLimits: createRateLimits({}),
      audit: a.services.audit,
    });
    const result = await service.send({ ...valid, subject: 'Mail down' }, { ip: '10.2.0.1' });
    expect(result).toMatchObject({ message: CONTACT_THANKS });
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.id, result.id));
    expect(rows[0]).toMatchObject({ subject: 'Mail down' });
    await expect(service.mailStore({ messageId: result.id })).rejects.toThrow('SMTP down');
  });

  it('gives the store email, phone and hours for the page', async () => {
    expect(await a.services.contact.details()).toEqual({
      email: 'care@store.example',
      phone: '+91 98765 43210',
      phoneHref: 'tel:+919876543210',
      hours: '10:00 AM to 7:00 PM, every day',
    });
  });
});
