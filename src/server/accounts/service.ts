/**
 * Customer accounts: sign-up, login and logout, password reset by email, profile and password changes.
 * Passwords are argon2id hashes; sessions are random tokens stored hashed (sessions.ts). Sign-up and password-reset
 * requests are rate limited per IP and per email (AUTH_RATE_LIMIT_PER_MIN a minute each); login is throttled per
 * address, per address at one account, and slowed (never refused) per account: see LOGIN_SLOWDOWN and ADR 10.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type {
  ChangePasswordInput,
  LoginInput,
  ProfileInput,
  ResetPasswordInput,
  SignupInput,
} from '../../shop/accounts.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { passwordResets, sessions, users } from './tables.ts';
import { Conflict, Invalid, NotFound, Unauthorized } from '../errors.ts';
import { enqueue } from '../jobs/queue.ts';
import type { Mailer } from '../mail/service.ts';
import type { RateLimits } from '../rate-limit/service.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from './passwords.ts';
import type { NewSession, SessionService } from './sessions.ts';
import { hashToken, newToken } from './tokens.ts';
import { STORE_NAME } from '../../shop/store.ts';

/** A customer as the API answers it: never the password hash, role or timestamps. */
export type UserDto = { _id: string; name: string; email: string; phone: string };
export type AuthResult = { user: UserDto; session: NewSession };
export type RequestMeta = { ip: string };

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please ask for a new one.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const TOO_MANY_FAILED_LOGINS =
  'Too many failed attempts at this account. Please try again later, or reset your password.';

/**
 * Login throttling (ADR 10). From one address: AUTH_RATE_LIMIT_PER_MIN attempts a minute (then 429), and
 * AUTH_RATE_LIMIT_PER_MIN failed attempts at one account per `pairWindowSeconds` (then 429 at that account only).
 * At one account from anywhere: once AUTH_RATE_LIMIT_PER_MIN attempts failed within `windowSeconds`, every further
 * attempt waits `stepMs` more than the last (up to `maxMs`) before the password is checked; it is never refused, so a
 * stranger cannot lock the owner out.
 */
export const LOGIN_SLOWDOWN = { windowSeconds: 15 * 60, pairWindowSeconds: 15 * 60, stepMs: 500, maxMs: 5000 };

type Deps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  rateLimits: RateLimits;
  sessions: SessionService;
};

function toUserDto(u: { id: string; name: string; email: string; phone: string }): UserDto {
  return { _id: u.id, name: u.name, email: u.email, phone: u.phone };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function createAccountService({ db, config, mailer, rateLimits, sessions: sessionService }: Deps) {
  const points = config.AUTH_RATE_LIMIT_PER_MIN;
  const rule = (name: string, durationSeconds = 60, message = TOO_MANY_ATTEMPTS) =>
    rateLimits.limiter({ name, points, durationSeconds, message });
  const limits = {
    /** Every login attempt of an address (and password changes, per user). */
    login: rule('auth-login'),
    /** Failed logins of one address at one account. */
    loginPair: rule('auth-login-pair', LOGIN_SLOWDOWN.pairWindowSeconds, TOO_MANY_FAILED_LOGINS),
    /** Failed logins at one account from anywhere: they slow it down, never refuse. */
    loginAccount: rule('auth-login-account', LOGIN_SLOWDOWN.windowSeconds),
    signup: rule('auth-signup'),
    reset: rule('auth-reset'),
  };
  const emailKey = (email: string) => `email:${email.toLowerCase()}`;
  const ipKey = (ip: string) => `ip:${ip}`;
  const pairKey = (ip: string, email: string) => `${ipKey(ip)}|${emailKey(email)}`;
  /** The wait before checking a password at an account with this many recent failures. */
  const slowdownMs = (failures: number) =>
    failures < points ? 0 : Math.min(LOGIN_SLOWDOWN.maxMs, LOGIN_SLOWDOWN.stepMs * (failures - points + 1));

  async function findByEmail(email: string) {
    const [row] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1);
    return row ?? null;
  }

  async function findById(id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * Wrong password and unknown email answer alike, in about the same time, and count alike against the address
   * and the account (LOGIN_SLOWDOWN): brute force is refused per address, slowed per account, and nobody else's
   * failures can refuse the owner's right password. A disabled account answers as a wrong password.
   */
  async function checkPassword(input: { email: string; password: string }, meta: RequestMeta) {
    const pair = pairKey(meta.ip, input.email);
    const account = emailKey(input.email);
    await limits.login.consume(ipKey(meta.ip));
    await limits.loginPair.check(pair);
    const wait = slowdownMs(await limits.loginAccount.count(account));
    if (wait > 0) await sleep(wait);
    const user = await findByEmail(input.email);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyDummyPassword(input.password).then(() => false);
    if (!user || !valid || user.disabledAt) {
      await Promise.all([limits.loginPair.add(pair), limits.loginAccount.add(account)]);
      throw new Unauthorized(INVALID_CREDENTIALS);
    }
    await limits.loginPair.reset(pair);
    return user;
  }

  /** After the forgot-password answer: a new single-use link for the account with this email, if there is one. */
  async function sendResetLink(email: string): Promise<void> {
    const user = await findByEmail(email);
    if (!user) return;
    const token = newToken();
    await db.transaction(async (tx) => {
      // Only the newest link works.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
      });
    });
    const link = `${config.publicUrl}/reset-password?token=${token}`;
    const text = [
      `Hi ${user.name},`,
      '',
      `We received a request to reset the password of your ${STORE_NAME} account.`,
      'Open this link to choose a new password. It works once and expires in 1 hour:',
      '',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays the same.',
      '',
      STORE_NAME,
    ].join('\n');
    const html = `<p>Hi ${escapeHtml(user.name)},</p><p>We received a request to reset the password of your ${STORE_NAME} account. Open this link to choose a new password. It works once and expires in 1 hour:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If you did not ask for this, ignore this email: your password stays the same.</p><p>${STORE_NAME}</p>`;
    await mailer.send({ to: user.email, subject: `Reset your ${STORE_NAME} password`, text, html });
  }

  return {
    /** Creates a customer and signs them in (a remembered session: they just chose this browser). */
    async register(input: SignupInput, meta: RequestMeta): Promise<AuthResult> {
      const email = input.email.toLowerCase();
      await limits.signup.consume(ipKey(meta.ip), emailKey(email));
      if (await findByEmail(email)) throw new Conflict(EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
      const passwordHash = await hashPassword(input.password);
      let created;
      try {
        [created] = await db
          .insert(users)
          .values({ name: input.name, email, phone: input.phone, passwordHash })
          .returning();
      } catch (err) {
        if (isUniqueViolation(err)) throw new Conflict(EMAIL_TAKEN, { fields: { email: EMAIL_TAKEN } });
        throw err;
      }
      const session = await sessionService.create(created!.id, { persistent: true });
      return { user: toUserDto(created!), session };
    },

    /** Signs a customer in (checkPassword's throttling and answers). */
    async login(input: LoginInput, meta: RequestMeta): Promise<AuthResult> {
      const user = await checkPassword(input, meta);
      const session = await sessionService.create(user.id, { persistent: input.rememberMe });
      return { user: toUserDto(user), session };
    },

    /** The account of a right email and password (throttled as login is), for the admin's sign-in (staff-auth.ts). */
    checkPassword,

    /** Ends the session of this token on the server. */
    logout(token: string | null): Promise<void> {
      return sessionService.revoke(token);
    },

    /**
     * Mails a single-use reset link (1 hour) when an account has this email. Only the rate limit is checked before
     * answering, then a job is queued for any email: looking the account up, storing the link and sending the mail
     * all happen in the job (sendResetLink), so neither the answer nor its timing tells whether the account exists.
     */
    async requestPasswordReset(rawEmail: string, meta: RequestMeta): Promise<void> {
      const email = rawEmail.toLowerCase();
      await limits.reset.consume(ipKey(meta.ip), emailKey(email));
      await enqueue(db, 'password-reset-mail', { email });
    },

    /**
     * The password-reset job: a new single-use link for the account with this email, if there is one, mailed. A
     * retry (the mail failed) makes a new link, which ends the unsent one; the link is never stored or logged in
     * clear, and the job's payload is only the email.
     */
    sendResetLink: ({ email }: { email: string }) => sendResetLink(email),

    /** Whether a reset link can still be used (the reset page says so before asking for a password). */
    async isResetTokenUsable(token: string): Promise<boolean> {
      if (!token || token.length > 200) return false;
      const [row] = await db
        .select({ id: passwordResets.id })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Sets a new password with a reset link (once), and ends every session of the customer. */
    async resetPassword(input: ResetPasswordInput, meta: RequestMeta): Promise<void> {
      await limits.reset.consume(ipKey(meta.ip));
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(input.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!claimed) throw new Invalid(INVALID_RESET_LINK, { fields: { token: INVALID_RESET_LINK } });
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, claimed.userId));
        await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
      });
    },

    /** Customers' names by id, as reviews show them (one query for a page of reviews). */
    async displayNames(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async getProfile(userId: string): Promise<UserDto> {
      const user = await findById(userId);
      if (!user) throw new NotFound('Account not found.');
      return toUserDto(user);
    },

    /** Name and phone only: the email is read-only. */
    async updateProfile(userId: string, input: ProfileInput): Promise<UserDto> {
      const [row] = await db
        .update(users)
        .set({ name: input.name, phone: input.phone, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw new NotFound('Account not found.');
      return toUserDto(row);
    },

    /** Checks the current password, stores the new one and ends every other session of the customer. */
    async changePassword(userId: string, currentSessionId: string, input: ChangePasswordInput): Promise<void> {
      await limits.login.consume(`user:${userId}`);
      const user = await findById(userId);
      if (!user) throw new NotFound('Account not found.');
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new Invalid('Current password is incorrect', {
          fields: { currentPassword: 'Current password is incorrect' },
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(sessions).where(and(eq(sessions.userId, userId), sql`${sessions.id} <> ${currentSessionId}`));
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
