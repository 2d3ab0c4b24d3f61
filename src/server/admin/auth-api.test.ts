/**
 * The admin sign-in (issue 11, ADR 16): password, then TOTP; enrolment with QR and recovery codes; wrong, replayed
 * and expired codes; staff sessions versus storefront sessions; the owner's staff management and its audit entries.
 */
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/customers.ts';
import { createAdmin, passwordStep, STAFF_PASSWORD, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { SESSION_LIFETIME_MS } from '../accounts/sessions.ts';
import { sessions, users } from '../accounts/tables.ts';
import { CHALLENGE_ATTEMPTS } from '../accounts/staff-auth.ts';
import { hashToken as sessionHash } from '../accounts/tokens.ts';

let t: TestDatabase;
let a: TestApp;
let owner: TestAdmin;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000' });
  owner = await createAdmin(a.app, a.services, 'owner');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  a.app.inject({ method: 'POST', url, payload, headers });
const verify = (challenge: string, code: string) => post('/api/admin/auth/verify', { challenge, code });
const me = (headers: Record<string, string>) => a.app.inject({ method: 'GET', url: '/api/admin/me', headers });
/** The code of the authenticator `steps` 30-second steps from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function newStaff(role: 'staff' | 'owner' = 'staff') {
  const email = `s${Math.random().toString(36).slice(2)}@example.com`;
  await a.services.staff.create({ name: 'New Staff', email, role, password: STAFF_PASSWORD }, null);
  return email;
}

describe('enrolment and sign-in', () => {
  it('enrols at the first sign-in: QR code and secret, then a 12-hour admin session and 10 recovery codes', async () => {
    const email = await newStaff();
    const { challenge, enrolment } = await passwordStep(a.app, email);
    expect(enrolment).not.toBeNull();
    expect(enrolment!.qrSvg).toMatch(/^<svg/);
    expect(enrolment!.otpauthUrl).toContain(`secret=${enrolment!.secret}`);
    const res = await verify(challenge, await generate({ secret: enrolment!.secret }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email, role: 'staff' });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toContain('Max-Age');
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sessionHash(body.authToken)));
    expect(session!.admin).toBe(true);
    const lifetime = session!.expiresAt.getTime() - session!.createdAt.getTime();
    expect(Math.abs(lifetime - SESSION_LIFETIME_MS.admin)).toBeLessThan(60_000);
    const who = await me({ authorization: `Bearer ${body.authToken}` });
    expect(who.json()).toMatchObject({ user: { email }, recoveryCodesLeft: 10 });
    // The secret never comes back once enrolled.
    const again = await passwordStep(a.app, email);
    expect(again.enrolment).toBeNull();
  });

  it('keeps the same unconfirmed secret when the password step is repeated before enrolling', async () => {
    const email = await newStaff();
    const first = await passwordStep(a.app, email);
    const second = await passwordStep(a.app, email);
    expect(second.enrolment!.secret).toBe(first.enrolment!.secret);
  });

  it('refuses a wrong code, and after 5 wrong codes asks for the password again even with the right one', async () => {
    const email = await newStaff();
    const { challenge, enrolment } = await passwordStep(a.app, email);
    for (let i = 0; i < CHALLENGE_ATTEMPTS; i++) {
      const res = await verify(challenge, '000000');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ reason: 'wrong_code', fields: { code: expect.any(String) } });
    }
    const res = await verify(challenge, await generate({ secret: enrolment!.secret }));
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('challenge_expired');
  });

  it('accepts a code once: the same code cannot sign in twice (replay)', async () => {
    const staff = await createAdmin(a.app, a.services, 'staff');
    const { challenge } = await passwordStep(a.app, staff.email);
    const used = await codeAt(staff.secret, 0);
    expect((await verify(challenge, used)).statusCode).toBe(401);
    const next = await verify(challenge, await codeAt(staff.secret, 1));
    expect(next.statusCode).toBe(200);
    expect(next.json().recoveryCodes).toBeNull();
  });

  it('signs in with a recovery code once; the code is then spent', async () => {
    const staff = await createAdmin(a.app, a.services, 'staff');
    const code = staff.recoveryCodes[3]!;
    const first = await passwordStep(a.app, staff.email);
    expect((await verify(first.challenge, code.toUpperCase())).statusCode).toBe(200);
    const second = await passwordStep(a.app, staff.email);
    expect((await verify(second.challenge, code)).statusCode).toBe(401);
    expect((await me(staff.auth)).json().recoveryCodesLeft).toBe(9);
  });

  it('does not let a customer into the admin, and treats an unknown challenge as expired', async () => {
    const customer = await signUp(a.app);
    const res = await post('/api/admin/auth/password', { email: customer.email, password: 'secret123' });
    expect(res.statusCode).toBe(403);
    const wrong = await post('/api/admin/auth/password', { email: owner.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    const unknown = await verify('no-such-challenge', '123456');
    expect(unknown.json().reason).toBe('challenge_expired');
  });

  it('answers clear field messages for bad input', async () => {
    const res = await post('/api/admin/auth/password', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ email: 'Email is invalid', password: 'Password is required' });
    const code = await verify('x', 'abc');
    expect(code.statusCode).toBe(400);
    expect(code.json().fields.code).toBe('Enter the 6-digit code, or a recovery code');
  });

  it('a storefront sign-in of a staff account does not open the admin; logout ends the admin session', async () => {
    const staff = await createAdmin(a.app, a.services, 'staff');
    const shopLogin = await post('/api/auth/login', { email: staff.email, password: STAFF_PASSWORD });
    expect((await me({ authorization: `Bearer ${shopLogin.json().authToken}` })).statusCode).toBe(401);
    expect((await me(staff.auth)).statusCode).toBe(200);
    expect((await post('/api/admin/auth/logout', {}, staff.auth)).statusCode).toBe(200);
    expect((await me(staff.auth)).statusCode).toBe(401);
  });

  it('regenerates recovery codes: the old ones stop working', async () => {
    const staff = await createAdmin(a.app, a.services, 'staff');
    const res = await post('/api/admin/me/recovery-codes', {}, staff.auth);
    expect(res.json().recoveryCodes).toHaveLength(10);
    const { challenge } = await passwordStep(a.app, staff.email);
    expect((await verify(challenge, staff.recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await verify(challenge, res.json().recoveryCodes[0])).statusCode).toBe(200);
  });
});

describe("the owner's staff management", () => {
  const staffUrl = '/api/admin/staff';

  it('adds staff (audited), refuses a taken email and a short password with field messages', async () => {
    const email = `kavya.${Date.now()}@example.com`;
    const res = await post(staffUrl, { name: 'Kavya', email, role: 'staff', password: 'long-enough-1' }, owner.auth);
    expect(res.statusCode).toBe(201);
    const member = res.json().member;
    expect(member).toMatchObject({ email, role: 'staff', disabled: false, secondFactor: false });
    expect(JSON.stringify(res.json())).not.toMatch(/hash|secret|password/i);
    const taken = await post(staffUrl, { name: 'K', email, role: 'staff', password: 'long-enough-1' }, owner.auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.email).toBeTruthy();
    const short = await post(
      staffUrl,
      { name: 'K', email: 'x@example.com', role: 'staff', password: 'short' },
      owner.auth,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('Password must be at least 10 characters');
    const audit = await a.services.audit.list({ entity: 'staff', entityId: member.id });
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ action: 'staff.create', actorEmail: owner.email, actorRole: 'owner' });
    expect(audit.entries[0]!.changes.email).toEqual({ before: null, after: email });
  });

  it('disabling ends every session at once and refuses sign-in; enabling lets them back', async () => {
    const staff = await createAdmin(a.app, a.services, 'staff');
    const res = await a.app.inject({
      method: 'PATCH',
      url: `${staffUrl}/${staff.id}`,
      payload: { disabled: true },
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(staff.auth)).statusCode).toBe(401);
    const login = await post('/api/admin/auth/password', { email: staff.email, password: STAFF_PASSWORD });
    expect(login.statusCode).toBe(401);
    await a.app.inject({
      method: 'PATCH',
      url: `${staffUrl}/${staff.id}`,
      payload: { disabled: false },
      headers: owner.auth,
    });
    expect((await post('/api/admin/auth/password', { email: staff.email, password: STAFF_PASSWORD })).statusCode).toBe(
      200,
    );
    const audit = await a.services.audit.list({ entity: 'staff', entityId: staff.id });
    expect(audit.entries.map((e) => e.action)).toEqual(['staff.update', 'staff.disable']);
    expect(audit.entries[1]!.changes.disabled).toEqual({ before: false, after: true });
  });

  it('keeps one enabled owner: the last owner cannot be demoted or disabled', async () => {
    const db = t.db;
    // Make `owner` the only enabled owner of this database.
    const others = (await a.services.staff.list()).filter((m) => m.role === 'owner' && m.id !== owner.id);
    for (const o of others) await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, o.id));
    const second = await createAdmin(a.app, a.services, 'owner');
    const demote = await a.app.inject({
      method: 'PATCH',
      url: `${staffUrl}/${owner.id}`,
      payload: { role: 'staff' },
      headers: second.auth,
    });
    expect(demote.statusCode).toBe(200);
    const last = await a.app.inject({
      method: 'PATCH',
      url: `${staffUrl}/${second.id}`,
      payload: { disabled: true },
      headers: second.auth,
    });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('The store needs at least one owner who can sign in.');
    // Put things back for the other tests.
    await a.app.inject({
      method: 'PATCH',
      url: `${staffUrl}/${owner.id}`,
      payload: { role: 'owner' },
      headers: second.auth,
    });
    owner = await createAdmin(a.app, a.services, 'owner');
  });

  it('resetting the authenticator makes the next sign-in enrol again', async () => {
    const staff = await createAdmin(a.app, a.services, 'staff');
    await a.app.inject({
      method: 'PATCH',
      url: `${staffUrl}/${staff.id}`,
      payload: { resetSecondFactor: true },
      headers: owner.auth,
    });
    expect((await me(staff.auth)).statusCode).toBe(401);
    const { enrolment } = await passwordStep(a.app, staff.email);
    expect(enrolment).not.toBeNull();
    expect(enrolment!.secret).not.toBe(staff.secret);
  });

  it('lists the audit log for the owner, filtered, with clear messages for a bad filter', async () => {
    const res = await a.app.inject({
      method: 'GET',
      url: '/api/admin/audit?entity=staff&perPage=5',
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries.length).toBeGreaterThan(0);
    expect(res.json().entries.every((e: { entity: string }) => e.entity === 'staff')).toBe(true);
    const bad = await a.app.inject({ method: 'GET', url: '/api/admin/audit?from=yesterday', headers: owner.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.from).toBe('Use a date like 2026-11-25');
  });
});
