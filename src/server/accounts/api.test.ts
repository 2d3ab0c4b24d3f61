import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, cookieAuth, SAME_ORIGIN, signUp } from '../../../tests/support/accounts-fixture.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { FORGOT_PASSWORD_ANSWER } from './api.ts';
import { LOGIN_SLOWDOWN } from './service.ts';
import { passwordResets, sessions, users } from './tables.ts';

let t: TestDatabase;
let a: TestApp;

beforeAll(async () => {
  t = await testDatabase();
  // Generous limits here; the rate-limit tests build their own app with a small one.
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000' });
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  a.app.inject({ method: 'POST', url, payload, headers });

const signupPayload = (over: Record<string, unknown> = {}) => ({
  name: 'Priya Sharma',
  email: `priya.${Math.random().toString(36).slice(2)}@example.com`,
  phone: '9876543210',
  password: 'secret123',
  confirmPassword: 'secret123',
  ...over,
});

describe('POST /api/auth/register', () => {
  it('creates the account and answers { user, authToken } with a session cookie', async () => {
    const payload = signupPayload({ email: 'Priya.Register@Example.com' });
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['authToken', 'user']);
    expect(Object.keys(body.user).sort()).toEqual(['_id', 'email', 'name', 'phone']);
    expect(body.user).toMatchObject({ name: 'Priya Sharma', email: 'priya.register@example.com', phone: '9876543210' });
    expect(body.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`bb_session=${body.authToken}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    // The password is an argon2id hash with the OWASP parameters; only the token's hash is stored.
    const [row] = await t.db.select().from(users).where(eq(users.id, body.user._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, body.user._id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(body.authToken);
    expect(res.body).not.toContain('argon2');

    const me = await a.app.inject({ method: 'GET', url: '/api/customer/profile', headers: bearer(body.authToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('priya.register@example.com');
  });

  it.each([
    [{ name: undefined }, 'name', 'Name is required'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ email: undefined }, 'email', 'Email is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'priya@example' }, 'email', 'Email is invalid'],
    [{ email: 'not an email' }, 'email', 'Email is invalid'],
    [{ phone: undefined }, 'phone', 'Phone number is required'],
    [{ phone: ' ' }, 'phone', 'Phone number is required'],
    [{ phone: '98765' }, 'phone', 'Invalid phone number'],
    [{ phone: '98765432101' }, 'phone', 'Invalid phone number'],
    [{ phone: '5876543210' }, 'phone', 'Invalid phone number'],
    [{ phone: '98765abcde' }, 'phone', 'Invalid phone number'],
    [{ password: '', confirmPassword: '' }, 'password', 'Password is required'],
    [{ password: 'abc12', confirmPassword: 'abc12' }, 'password', 'Password must be at least 6 characters'],
    [{ confirmPassword: 'secret124' }, 'confirmPassword', 'Passwords do not match'],
  ])('refuses %j with "%s: %s"', async (over, field, message) => {
    const res = await post('/api/auth/register', signupPayload(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'invalid', fields: { [field]: message } });
  });

  it('reports every invalid field at once, the password mismatch included', async () => {
    const res = await post('/api/auth/register', signupPayload({ name: '', email: 'x', confirmPassword: 'nope' }));
    expect(res.json().fields).toEqual({
      name: 'Name is required',
      email: 'Email is invalid',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('accepts a phone typed with +91 and spaces, storing 10 digits', async () => {
    const res = await post('/api/auth/register', signupPayload({ phone: '+91 98765 43210' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBe('9876543210');
  });

  it('answers 409 for an email already taken, whatever its case', async () => {
    const first = await post('/api/auth/register', signupPayload({ email: 'taken@example.com' }));
    expect(first.statusCode).toBe(201);
    for (const email of ['taken@example.com', 'TAKEN@Example.COM', '  Taken@example.com ']) {
      const res = await post('/api/auth/register', signupPayload({ email }));
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toMatchObject({ error: 'conflict', message: 'An account with this email already exists' });
    }
    const [{ n }] = (
      await t.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = 'taken@example.com'`)
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('POST /api/auth/login', () => {
  it('answers { user, authToken } and the token authenticates', async () => {
    const c = await signUp(a.app);
    const res = await post('/api/auth/login', { email: c.email.toUpperCase(), password: c.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ _id: c.id, name: c.name, email: c.email, phone: c.phone });
    expect(body.authToken).not.toBe(c.token);
    const me = await a.app.inject({ method: 'GET', url: '/api/customer/profile', headers: bearer(body.authToken) });
    expect(me.json().user._id).toBe(c.id);
  });

  it.each([
    [{ email: undefined }, 'email', 'Email is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'a@b' }, 'email', 'Email is invalid'],
    [{ password: undefined }, 'password', 'Password is required'],
    [{ password: '' }, 'password', 'Password is required'],
  ])('refuses %j with "%s: %s"', async (over, field, message) => {
    const res = await post('/api/auth/login', { email: 'someone@example.com', password: 'whatever', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const c = await signUp(a.app);
    const wrong = await post('/api/auth/login', { email: c.email, password: 'not-the-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody.here@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      success: false,
      error: 'unauthorized',
      reason: 'unauthenticated',
      message: 'Invalid email or password',
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('never signs in an account whose stored password is not a hash (demo reviewers)', async () => {
    await t.db.insert(users).values({
      name: 'Demo',
      email: 'demo.reviewer@example.com',
      phone: '9820145632',
      passwordHash: '!demo-no-login',
    });
    for (const password of ['!demo-no-login', '', 'x']) {
      const res = await post('/api/auth/login', { email: 'demo.reviewer@example.com', password: password || 'y' });
      expect(res.statusCode).toBe(401);
    }
  });

  it('remember me: a 30-day session and a persistent cookie; otherwise a 12-hour browser session', async () => {
    const c = await signUp(a.app);
    const remembered = await post('/api/auth/login', { email: c.email, password: c.password, rememberMe: true });
    const browser = await post('/api/auth/login', { email: c.email, password: c.password });
    expect(String(remembered.headers['set-cookie'])).toContain('Max-Age=2592000');
    expect(String(browser.headers['set-cookie'])).not.toContain('Max-Age');
    expect(String(browser.headers['set-cookie'])).not.toContain('Expires');

    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, c.id));
    const byPersistence = (p: boolean) => rows.filter((r) => r.persistent === p).at(-1)!;
    const hours = (d: Date) => (d.getTime() - Date.now()) / 3_600_000;
    expect(hours(byPersistence(true).expiresAt)).toBeGreaterThan(30 * 24 - 1);
    expect(hours(byPersistence(true).expiresAt)).toBeLessThanOrEqual(30 * 24);
    expect(hours(byPersistence(false).expiresAt)).toBeGreaterThan(11.9);
    expect(hours(byPersistence(false).expiresAt)).toBeLessThanOrEqual(12);

    // The form sends "on" for a ticked box.
    const form = await post('/api/auth/login', { email: c.email, password: c.password, rememberMe: 'on' });
    expect(String(form.headers['set-cookie'])).toContain('Max-Age=2592000');
  });

  it('an expired session no longer authenticates', async () => {
    const c = await signUp(a.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, c.id));
    const res = await a.app.inject({ method: 'GET', url: '/api/customer/profile', headers: bearer(c.token) });
    expect(res.statusCode).toBe(401);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const https = await testApp(t.db, { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MIN: '1000' });
    try {
      const c = await signUp(https.app);
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: c.email, password: c.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });
});

describe('rate limits (AUTH_RATE_LIMIT_PER_MIN=3)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '3' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const login = (email: string, ip: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong-password' },
      remoteAddress: ip,
    });

  it('refuses the 4th failed login from one IP within a minute with 429', async () => {
    for (let i = 0; i < 3; i++) expect((await login(`ip-test-${i}@example.com`, '10.0.0.1')).statusCode).toBe(401);
    const res = await login('ip-test-4@example.com', '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'rate_limited',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    expect((await login('ip-test-5@example.com', '10.0.0.2')).statusCode).toBe(401);
  });

  const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const result = await run();
    return [result, performance.now() - start];
  };

  it('wrong passwords from another address do not lock the owner out; that address is still refused', async () => {
    const owner = await signUp(a.app);
    const attacker = '10.4.0.1';
    const fromAttacker = [];
    for (let i = 0; i < 12; i++) fromAttacker.push((await login(owner.email, attacker)).statusCode);
    expect(fromAttacker).toEqual([401, 401, 401, ...Array(9).fill(429)]);
    // The right password from the attacker's address is refused too: brute force stays blocked there.
    const guessed = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: attacker,
    });
    expect(guessed.statusCode).toBe(429);

    const fromOwner = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: '10.4.0.2',
    });
    expect(fromOwner.statusCode).toBe(200);
    expect(fromOwner.json().user._id).toBe(owner.id);
  });

  it('guesses at one account from many addresses are slowed down, never refused (ADR 10)', async () => {
    // (Before ADR 10 the 4th attempt at one email was refused with 429 whatever the address: a lockout.)
    const owner = await signUp(a.app);
    for (let i = 0; i < 3; i++)
      expect((await login(owner.email.toUpperCase(), `10.1.0.${i + 1}`)).statusCode).toBe(401);
    const [fourth, fourthMs] = await timed(() => login(owner.email, '10.1.0.4'));
    expect(fourth.statusCode).toBe(401);
    expect(fourthMs).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN.stepMs);
    const [fifth, fifthMs] = await timed(() => login(owner.email, '10.1.0.5'));
    expect(fifth.statusCode).toBe(401);
    expect(fifthMs).toBeGreaterThanOrEqual(2 * LOGIN_SLOWDOWN.stepMs);
    // An unknown email is slowed the same way (the delay tells nothing about whether an account exists).
    for (let i = 0; i < 4; i++) await login('nobody.slowed@example.com', `10.1.1.${i + 1}`);
    const [unknown, unknownMs] = await timed(() => login('nobody.slowed@example.com', '10.1.1.9'));
    expect(unknown.statusCode).toBe(401);
    expect(unknownMs).toBeGreaterThanOrEqual(2 * LOGIN_SLOWDOWN.stepMs);

    const [ok, okMs] = await timed(() =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: owner.password },
        remoteAddress: '10.1.0.9',
      }),
    );
    expect(ok.statusCode).toBe(200);
    expect(okMs).toBeGreaterThanOrEqual(3 * LOGIN_SLOWDOWN.stepMs);
  });

  it('one address guessing one account is stopped for 15 minutes, even below the per-minute address limit', async () => {
    const owner = await signUp(a.app);
    const address = '10.5.0.1';
    for (let i = 0; i < 3; i++) expect((await login(owner.email, address)).statusCode).toBe(401);
    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      // A minute later the address may try again, but no longer at this account.
      const again = await login(owner.email, address);
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);
      expect((await login('someone.else@example.com', address)).statusCode).toBe(401);
      // The owner, elsewhere, is not affected.
      const fromOwner = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: owner.password },
        remoteAddress: '10.5.0.2',
      });
      expect(fromOwner.statusCode).toBe(200);
    } finally {
      later.mockRestore();
    }
  });

  it('a successful login clears the failures of that address at that account', async () => {
    const owner = await signUp(a.app);
    const address = '10.6.0.1';
    for (let i = 0; i < 2; i++) expect((await login(owner.email, address)).statusCode).toBe(401);
    const ok = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: address,
    });
    expect(ok.statusCode).toBe(200);
    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    try {
      for (let i = 0; i < 3; i++) expect((await login(owner.email, address)).statusCode).toBe(401);
    } finally {
      later.mockRestore();
    }
  });

  it('limits sign-ups and password-reset requests too', async () => {
    const signup = (i: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: signupPayload({ email: `limited-${i}@example.com` }),
        remoteAddress: '10.2.0.1',
      });
    for (let i = 0; i < 3; i++) expect((await signup(i)).statusCode).toBe(201);
    expect((await signup(3)).statusCode).toBe(429);

    const forgot = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.com' },
        remoteAddress: '10.3.0.1',
      });
    for (let i = 0; i < 3; i++) expect((await forgot()).statusCode).toBe(200);
    expect((await forgot()).statusCode).toBe(429);
  });
});

describe('the client address behind a reverse proxy (TRUST_PROXY)', () => {
  const attempts = async (
    app: TestApp,
    chain: (i: number) => string,
    remoteAddress = '10.9.0.1',
    count = 4,
  ): Promise<number[]> => {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `proxy-${i}.${Math.random().toString(36).slice(2)}@example.com` },
        headers: { 'x-forwarded-for': chain(i) },
        remoteAddress,
      });
      codes.push(res.statusCode);
    }
    return codes;
  };

  it('TRUST_PROXY=1: a forged first X-Forwarded-For hop does not dodge the per-IP limit', async () => {
    const proxied = await testApp(t.db, { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MIN: '3' });
    try {
      // The proxy (10.9.0.1) appends the address it saw; whatever the client sent comes before it.
      expect(await attempts(proxied, (i) => `198.51.100.${i}, 203.0.113.7`)).toEqual([200, 200, 200, 429]);
      // Another client behind the same proxy has its own count.
      expect(await attempts(proxied, () => '203.0.113.8', '10.9.0.1', 1)).toEqual([200]);
    } finally {
      await proxied.close();
    }
  });

  it('TRUST_PROXY=true means one proxy, as 1 does', async () => {
    const proxied = await testApp(t.db, { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_PER_MIN: '3' });
    try {
      expect(await attempts(proxied, (i) => `198.51.100.${i}, 203.0.113.9`)).toEqual([200, 200, 200, 429]);
    } finally {
      await proxied.close();
    }
  });

  it('TRUST_PROXY=2: two proxies, the address the outer one appended counts', async () => {
    const proxied = await testApp(t.db, { TRUST_PROXY: '2', AUTH_RATE_LIMIT_PER_MIN: '3' });
    try {
      expect(await attempts(proxied, (i) => `198.51.100.${i}, 203.0.113.10, 10.9.0.7`)).toEqual([200, 200, 200, 429]);
    } finally {
      await proxied.close();
    }
  });

  it('TRUST_PROXY=<addresses/CIDRs>: hops are trusted only from those proxies', async () => {
    const proxied = await testApp(t.db, { TRUST_PROXY: '10.9.0.0/16, 127.0.0.1', AUTH_RATE_LIMIT_PER_MIN: '3' });
    try {
      // Through two trusted proxies: the first untrusted address from the right is the client.
      expect(await attempts(proxied, (i) => `198.51.100.${i}, 203.0.113.11, 10.9.0.2`)).toEqual([200, 200, 200, 429]);
      // A client reaching the app directly cannot choose its address with the header.
      expect(await attempts(proxied, (i) => `198.51.100.${i}`, '192.0.2.50')).toEqual([200, 200, 200, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const c = await signUp(a.app);
    const res = await post('/api/auth/logout', {}, bearer(c.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out' });
    expect(String(res.headers['set-cookie'])).toMatch(/bb_session=;.*Max-Age=0/);
    const after = await a.app.inject({ method: 'GET', url: '/api/customer/profile', headers: bearer(c.token) });
    expect(after.statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, c.id))).toHaveLength(0);
  });

  it('works with the cookie (from this site) and without any session', async () => {
    const c = await signUp(a.app);
    const res = await post('/api/auth/logout', {}, cookieAuth(c.token));
    expect(res.statusCode).toBe(200);
    expect(
      (await a.app.inject({ method: 'GET', url: '/api/customer/profile', headers: bearer(c.token) })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(200);
  });
});

describe('authentication of customer calls', () => {
  it.each([
    ['GET', '/api/customer/profile'],
    ['PUT', '/api/customer/profile'],
    ['PUT', '/api/customer/change-password'],
  ])('%s %s answers 401 without a token and with a bad one', async (method, url) => {
    for (const headers of [{}, bearer('not-a-real-token'), { cookie: 'bb_session=forged', origin: SAME_ORIGIN }]) {
      const res = await a.app.inject({
        method: method as 'GET',
        url,
        headers,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'unauthorized',
        message: 'Please log in to continue.',
      });
    }
  });
});

describe('PUT /api/customer/profile', () => {
  it('updates name and phone, never the email, and answers { user }', async () => {
    const c = await signUp(a.app);
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/customer/profile',
      headers: bearer(c.token),
      payload: { name: '  Priya S. ', phone: '9123456780', email: 'hijack@example.com', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { _id: c.id, name: 'Priya S.', email: c.email, phone: '9123456780' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, c.id));
    expect(row).toMatchObject({ email: c.email, role: 'customer', name: 'Priya S.' });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: '12345' }, 'phone', 'Invalid phone number'],
  ])('refuses %j', async (over, field, message) => {
    const c = await signUp(a.app);
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/customer/profile',
      headers: bearer(c.token),
      payload: { name: 'Priya', phone: '9876543210', ...over },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe('PUT /api/customer/change-password', () => {
  const change = (token: string, payload: object) =>
    a.app.inject({ method: 'PUT', url: '/api/customer/change-password', headers: bearer(token), payload });

  it('changes the password, keeps this session and ends every other one', async () => {
    const c = await signUp(a.app);
    const other = (await post('/api/auth/login', { email: c.email, password: c.password })).json().authToken;
    const res = await change(c.token, { currentPassword: c.password, newPassword: 'newsecret1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully' });

    const profile = (token: string) =>
      a.app.inject({ method: 'GET', url: '/api/customer/profile', headers: bearer(token) });
    expect((await profile(c.token)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: c.email, password: c.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: c.email, password: 'newsecret1' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const c = await signUp(a.app);
    const res = await change(c.token, { currentPassword: 'wrong-one', newPassword: 'newsecret1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    expect((await post('/api/auth/login', { email: c.email, password: c.password })).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: '' }, 'currentPassword', 'Current password is required'],
    [{ newPassword: '' }, 'newPassword', 'New password is required'],
    [{ newPassword: 'abc' }, 'newPassword', 'Password must be at least 6 characters'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm the new password'],
    [{ confirmPassword: 'different1' }, 'confirmPassword', 'New passwords do not match'],
  ])('refuses %j', async (over, field, message) => {
    const c = await signUp(a.app);
    const res = await change(c.token, { currentPassword: c.password, newPassword: 'newsecret1', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe('password reset', () => {
  const outbox = () => path.join(a.dataDir, 'outbox');

  async function mailTo(email: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const files = await fs.readdir(outbox()).catch(() => [] as string[]);
      for (const f of files) {
        const text = await fs.readFile(path.join(outbox(), f), 'utf8');
        if (text.includes(`To: ${email}`)) return text;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail to ${email}`);
  }

  function tokenIn(mail: string): string {
    const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const m = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(unfolded);
    if (!m) throw new Error('no reset link in the mail');
    return m[1]!;
  }

  it('answers the same for a known and an unknown email, and mails a link only to the account', async () => {
    const c = await signUp(a.app);
    const known = await post('/api/auth/forgot-password', { email: c.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'no.such.account@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toMatch(/If an account exists for this email/);
    const mail = await mailTo(c.email);
    expect(mail).toContain('Subject: Reset your Bindass Bazaar password');
    expect(tokenIn(mail)).toBeTruthy();
    const files = await fs.readdir(outbox());
    for (const f of files) {
      expect(await fs.readFile(path.join(outbox(), f), 'utf8')).not.toContain('no.such.account@example.com');
    }
  });

  it('answers before touching the account, so the time is the same whether or not it exists', async () => {
    // With the account tables locked, nothing that depends on the account can run; the answer must come anyway,
    // for a known and an unknown email alike. (Before, the known email waited for the lookup and the reset row.)
    const c = await signUp(a.app, { email: `timing.${Date.now()}@example.com` });
    const noAnswer = Symbol('no answer');
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE users, password_resets IN ACCESS EXCLUSIVE MODE`);
      for (const email of [c.email, `no.such.${Date.now()}@example.com`]) {
        const res = await Promise.race([
          post('/api/auth/forgot-password', { email }),
          new Promise<typeof noAnswer>((resolve) => setTimeout(() => resolve(noAnswer), 5000)),
        ]);
        expect(res, email).not.toBe(noAnswer);
        if (res === noAnswer) return;
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toBe(FORGOT_PASSWORD_ANSWER);
      }
    });
    // The work is done after the answer: the link arrives once the tables are free again.
    expect(tokenIn(await mailTo(c.email))).toBeTruthy();
  });

  it('refuses a missing or invalid email', async () => {
    expect((await post('/api/auth/forgot-password', {})).json().fields.email).toBe('Email is required');
    expect((await post('/api/auth/forgot-password', { email: 'x@y' })).json().fields.email).toBe('Email is invalid');
  });

  it('the link sets a new password once, and ends every session', async () => {
    const c = await signUp(a.app, { email: `reset.${Date.now()}@example.com` });
    await post('/api/auth/forgot-password', { email: c.email });
    const token = tokenIn(await mailTo(c.email));
    const [stored] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, c.id));
    expect(stored!.tokenHash).not.toBe(token);
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const res = await post('/api/auth/reset-password', { token, password: 'brandnew1', confirmPassword: 'brandnew1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(
      (await a.app.inject({ method: 'GET', url: '/api/customer/profile', headers: bearer(c.token) })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/login', { email: c.email, password: c.password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: c.email, password: 'brandnew1' })).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'another12' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired. Please ask for a new one.');
    expect((await post('/api/auth/login', { email: c.email, password: 'brandnew1' })).statusCode).toBe(200);
  });

  it('an expired link, an unknown token and an older link are refused', async () => {
    const c = await signUp(a.app, { email: `expire.${Date.now()}@example.com` });
    await post('/api/auth/forgot-password', { email: c.email });
    const first = tokenIn(await mailTo(c.email));
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, c.id));
    expect((await post('/api/auth/reset-password', { token: first, password: 'brandnew1' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'brandnew1' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/login', { email: c.email, password: c.password })).statusCode).toBe(200);
  });

  it.each([
    [{ password: '' }, 'password', 'New password is required'],
    [{ password: 'abc' }, 'password', 'Password must be at least 6 characters'],
    [{ confirmPassword: 'nope12' }, 'confirmPassword', 'Passwords do not match'],
  ])('refuses %j', async (over, field, message) => {
    const res = await post('/api/auth/reset-password', { token: 'abc', password: 'brandnew1', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe('CSRF: writes authenticated by cookie must come from this site', () => {
  const put = (headers: Record<string, string>) =>
    a.app.inject({
      method: 'PUT',
      url: '/api/customer/profile',
      headers,
      payload: { name: 'Changed', phone: '9876500000' },
    });

  it('refuses a foreign Origin, a foreign Referer and a write with neither', async () => {
    const c = await signUp(a.app);
    const attempts: Record<string, string>[] = [
      cookieAuth(c.token, 'https://evil.example'),
      cookieAuth(c.token, 'null'),
      { cookie: `bb_session=${c.token}`, referer: 'https://evil.example/page' },
      { cookie: `bb_session=${c.token}` },
    ];
    for (const headers of attempts) {
      const res = await put(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, c.id));
    expect(row!.name).toBe(c.name);
  });

  it('accepts this site (Origin, Referer or PUBLIC_URL) and Bearer tokens from anywhere', async () => {
    const c = await signUp(a.app);
    expect((await put(cookieAuth(c.token))).statusCode).toBe(200);
    expect(
      (await put({ cookie: `bb_session=${c.token}`, referer: `${SAME_ORIGIN}/profile/settings` })).statusCode,
    ).toBe(200);
    expect((await put(cookieAuth(c.token, a.config.publicUrl))).statusCode).toBe(200);
    expect((await put({ ...bearer(c.token), origin: 'https://evil.example' })).statusCode).toBe(200);
  });

  it('refuses a login posted from another site (login CSRF)', async () => {
    const c = await signUp(a.app);
    const res = await post(
      '/api/auth/login',
      { email: c.email, password: c.password },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
