/**
 * Staff sign-in at /admin/login (issue 11, ADR 16): a password, then a TOTP second factor (RFC 6238, otplib), then an
 * admin session of at most 12 hours. The first sign-in enrols the authenticator (QR code and the secret for typing)
 * and hands out ten one-time recovery codes, shown once and stored hashed. A code is accepted once (the last accepted
 * time step is kept); a half-done sign-in (challenge) lasts 10 minutes and allows 5 wrong codes.
 */
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { isAdminRole, type AdminRole } from '../../shop/roles.ts';
import type { Db } from '../db/client.ts';
import { Forbidden, Unauthorized } from '../errors.ts';
import type { NewSession, SessionService } from './sessions.ts';
import { recoveryCodes, staffChallenges, users } from './tables.ts';
import { hashToken, newToken } from './tokens.ts';

export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
export const CHALLENGE_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_PERIOD_S = 30;

export const NOT_STAFF = 'This account has no admin access.';
export const SIGN_IN_AGAIN = 'This sign-in has expired. Please enter your password again.';
export const WRONG_CODE = 'That code is not right. Check the time on your phone and try again.';

export type Enrolment = { secret: string; otpauthUrl: string; qrSvg: string };
export type PasswordStep = { challenge: string; enrolment: Enrolment | null };
export type StaffUser = { id: string; name: string; email: string; role: AdminRole };
export type VerifyStep = { session: NewSession; user: StaffUser; recoveryCodes: string[] | null };

type Deps = {
  db: Db;
  sessions: SessionService;
  checkPassword: (
    input: { email: string; password: string },
    meta: { ip: string },
  ) => Promise<typeof users.$inferSelect>;
  storeName: string;
};

/** A recovery code: 10 letters and digits in two groups, e.g. `k7m2p-x9q4t` (compared without case or dashes). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = Array.from(crypto.randomBytes(10), (b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

export function createStaffAuth({ db, sessions, checkPassword, storeName }: Deps) {
  async function enrolmentFor(user: { email: string }, secret: string): Promise<Enrolment> {
    const otpauthUrl = generateURI({ issuer: storeName, label: user.email, secret });
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl, qrSvg };
  }

  /** The TOTP time step a code matches (now ±1 step), or null. */
  async function matchingStep(secret: string, code: string): Promise<number | null> {
    const token = code.replace(/\s/g, '');
    const result = await verify({ secret, token, epochTolerance: TOTP_PERIOD_S });
    if (!result.valid) return null;
    return Math.floor(Date.now() / 1000 / TOTP_PERIOD_S) + result.delta;
  }

  async function spendRecoveryCode(userId: string, code: string): Promise<boolean> {
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashToken(normaliseRecovery(code))),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }

  async function issueRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashToken(normaliseRecovery(c)) })));
    });
    return codes;
  }

  return {
    /**
     * Step 1: email and password (throttled like the storefront's login). A customer's right password answers 403;
     * a staff account gets a challenge for step 2, and its enrolment (QR code) when no authenticator is set up yet.
     */
    async passwordStep(input: { email: string; password: string }, meta: { ip: string }): Promise<PasswordStep> {
      const user = await checkPassword(input, meta);
      if (!isAdminRole(user.role)) throw new Forbidden(NOT_STAFF);
      let enrolment: Enrolment | null = null;
      if (!user.totpEnabledAt) {
        // Keep an unconfirmed secret across retries of step 1, so a QR code already scanned still works.
        const secret = user.totpSecret ?? generateSecret();
        if (!user.totpSecret) await db.update(users).set({ totpSecret: secret }).where(eq(users.id, user.id));
        enrolment = await enrolmentFor(user, secret);
      }
      const challenge = newToken();
      await db.delete(staffChallenges).where(sql`${staffChallenges.expiresAt} < now()`);
      await db.insert(staffChallenges).values({
        userId: user.id,
        tokenHash: hashToken(challenge),
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      });
      return { challenge, enrolment };
    },

    /**
     * Step 2: the 6-digit code from the authenticator (or a recovery code once enrolled). Right: an admin session,
     * and at the first sign-in the recovery codes (shown once). Wrong: 401, and after 5 wrong codes the password again.
     */
    async verifyStep(input: { challenge: string; code: string }): Promise<VerifyStep> {
      const [found] = await db
        .select({ challengeId: staffChallenges.id, attempts: staffChallenges.attempts, user: users })
        .from(staffChallenges)
        .innerJoin(users, eq(users.id, staffChallenges.userId))
        .where(
          and(
            eq(staffChallenges.tokenHash, hashToken(input.challenge)),
            gt(staffChallenges.expiresAt, new Date()),
            isNull(users.disabledAt),
          ),
        )
        .limit(1);
      if (!found || found.attempts >= CHALLENGE_ATTEMPTS || !isAdminRole(found.user.role) || !found.user.totpSecret) {
        throw new Unauthorized(SIGN_IN_AGAIN, { reason: 'challenge_expired' });
      }
      const { user } = found;
      const enrolling = !user.totpEnabledAt;
      let accepted = false;
      if (isTotpCode(input.code)) {
        const step = await matchingStep(user.totpSecret!, input.code);
        if (step !== null && (user.totpLastStep === null || step > user.totpLastStep)) {
          // Compare-and-set: two requests with one code cannot both pass.
          const updated = await db
            .update(users)
            .set({ totpLastStep: step, ...(enrolling ? { totpEnabledAt: new Date() } : {}) })
            .where(
              and(
                eq(users.id, user.id),
                user.totpLastStep === null
                  ? isNull(users.totpLastStep)
                  : sql`${users.totpLastStep} = ${user.totpLastStep}`,
              ),
            )
            .returning({ id: users.id });
          accepted = updated.length > 0;
        }
      } else if (!enrolling) {
        accepted = await spendRecoveryCode(user.id, input.code);
      }
      if (!accepted) {
        await db
          .update(staffChallenges)
          .set({ attempts: sql`${staffChallenges.attempts} + 1` })
          .where(eq(staffChallenges.id, found.challengeId));
        throw new Unauthorized(WRONG_CODE, { reason: 'wrong_code', fields: { code: WRONG_CODE } });
      }
      await db.delete(staffChallenges).where(eq(staffChallenges.id, found.challengeId));
      const codes = enrolling ? await issueRecoveryCodes(user.id) : null;
      const session = await sessions.create(user.id, { persistent: false, admin: true });
      return {
        session,
        user: { id: user.id, name: user.name, email: user.email, role: user.role as AdminRole },
        recoveryCodes: codes,
      };
    },

    /** How many unused recovery codes a staff account has left. */
    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** New recovery codes (the old ones stop working), shown once. */
    regenerateRecoveryCodes: issueRecoveryCodes,
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
