/** The contact inbox from the admin (issue 11): list, search, unread first, open marks read, archive, audit. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { replyMailto, replySubject } from '../../shop/admin/messages.ts';
import { auditLog } from '../audit/tables.ts';

let t: TestDatabase;
let a: TestApp;
let staff: TestAdmin;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000', CONTACT_RATE_LIMIT_PER_HOUR: '100' }, { worker: false });
  staff = await createAdmin(a.app, a.services, 'staff');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

async function send(subject: string, comment = 'Hello, a question about my order.', email = 'asha@example.in') {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Asha Verma', email, subject, comment },
  });
  expect(res.statusCode).toBe(201);
  const [row] = (await a.services.contact.list({ box: 'inbox', sort: 'newest', page: 1, perPage: 1, q: subject }))
    .messages;
  return row!.id;
}

type Listed = { messages: Array<{ id: string; read: boolean; subject: string }>; total: number; unread: number };
const list = async (qs = '') => {
  const res = await a.app.inject({ method: 'GET', url: `/api/admin/messages?${qs}`, headers: staff.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed;
};
const patch = (id: string, payload: object) =>
  a.app.inject({ method: 'PATCH', url: `/api/admin/messages/${id}`, headers: staff.auth, payload });

describe('the contact inbox', () => {
  it('lists newest first; opening marks read; unread first; unread count; archive; each change audited', async () => {
    const first = await send('Size exchange for kurta');
    const second = await send('Where is my parcel?', 'Order BB-77 has not arrived.', 'ravi@example.in');
    const third = await send('Bulk order 100% cotton');
    expect(await a.services.contact.unreadCount()).toBe(3);

    const all = await list();
    expect(all.messages.map((m) => m.id)).toEqual([third, second, first]);
    expect(all.messages.every((m) => !m.read)).toBe(true);
    expect(all.unread).toBe(3);

    const opened = await a.app.inject({ method: 'GET', url: `/api/admin/messages/${first}`, headers: staff.auth });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message).toMatchObject({ id: first, read: true, subject: 'Size exchange for kurta' });
    expect(await a.services.contact.unreadCount()).toBe(2);
    // Opening it again changes nothing.
    await a.app.inject({ method: 'GET', url: `/api/admin/messages/${first}`, headers: staff.auth });

    await a.app.inject({ method: 'GET', url: `/api/admin/messages/${third}`, headers: staff.auth });
    expect((await list('sort=unread')).messages.map((m) => m.id)).toEqual([second, third, first]);

    const unread = await patch(third, { read: false });
    expect(unread.json().message.read).toBe(false);
    expect(await a.services.contact.unreadCount()).toBe(2);

    // Search: name, email, subject or text; LIKE wildcards are taken literally.
    expect((await list('q=parcel')).messages.map((m) => m.id)).toEqual([second]);
    expect((await list('q=RAVI@')).messages.map((m) => m.id)).toEqual([second]);
    expect((await list('q=BB-77')).messages.map((m) => m.id)).toEqual([second]);
    expect((await list('q=100%25')).messages.map((m) => m.id)).toEqual([third]);
    expect((await list('q=%25')).total).toBe(1);

    const archived = await patch(second, { archived: true });
    expect(archived.json().message.archived).toBe(true);
    expect((await list()).messages.map((m) => m.id)).toEqual([third, first]);
    expect((await list('box=archived')).messages.map((m) => m.id)).toEqual([second]);
    // An archived message does not count as new.
    expect(await a.services.contact.unreadCount()).toBe(1);
    await patch(second, { archived: false });
    expect((await list()).total).toBe(3);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'message')))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => `${e.action} ${e.entityId}`)).toEqual([
      `message.read ${first}`,
      `message.read ${third}`,
      `message.unread ${third}`,
      `message.archive ${second}`,
      `message.unarchive ${second}`,
    ]);
    expect(entries[0]).toMatchObject({ actorId: staff.id, changes: { read: { before: false, after: true } } });
  });

  it('answers 404 for an unknown message and 400 for bad input', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await a.app.inject({ method: 'GET', url: `/api/admin/messages/${missing}`, headers: staff.auth })).statusCode,
    ).toBe(404);
    const nothing = await patch(missing, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Nothing to change');
    const bad = await patch(missing, { read: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ read: 'Read must be true or false' });
    const q = await a.app.inject({
      method: 'GET',
      url: `/api/admin/messages?box=spam&sort=oldest&perPage=1000`,
      headers: staff.auth,
    });
    expect(q.statusCode).toBe(400);
    expect(q.json().fields).toMatchObject({
      box: 'Choose the inbox or the archive',
      sort: 'Sort by newest or unread first',
    });
  });

  it('builds the reply link: the sender, "Re: subject" once, the message quoted', () => {
    expect(replySubject('Size exchange')).toBe('Re: Size exchange');
    expect(replySubject('RE: Size exchange')).toBe('RE: Size exchange');
    const link = replyMailto({
      name: 'Asha',
      email: 'asha+x@example.in',
      subject: 'Size & fit',
      comment: 'Line 1\nLine 2',
    });
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('asha+x@example.in');
    expect(url.searchParams.get('subject')).toBe('Re: Size & fit');
    expect(url.searchParams.get('body')).toContain('Asha wrote:\n> Line 1\n> Line 2');
  });
});
