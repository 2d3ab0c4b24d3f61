/**
 * Customers, their sessions and password resets. Owned by the accounts and session services.
 * Foreign keys may point at other domains' tables; code reads and writes them only through their services.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../db/columns.ts';
import { roleEnum } from '../db/enums.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('customer'),
    /** Set when the owner disables the account: it cannot sign in and its sessions are gone. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Staff second factor (RFC 6238 TOTP): the shared secret, set at enrolment, confirmed when totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is accepted once (no replay within its 30 s window). */
    totpLastStep: integer('totp_last_step'),
    /** Set when the store turns cash on delivery off for this customer (e.g. after refused deliveries). */
    codBlockedAt: timestamp('cod_blocked_at', { withTimezone: true }),
    codBlockedNote: text('cod_blocked_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

/** Session tokens are stored as SHA-256 hashes; the raw token only ever lives in the client. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    persistent: boolean('persistent').notNull().default(false),
    /** An admin session: signed in at /admin/login with a password and a second factor (12 hours at most). */
    admin: boolean('admin').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A staff sign-in half done: the password was right, the second factor is still due. Only the token's hash is kept;
 * it lasts 10 minutes and allows a few wrong codes.
 */
export const staffChallenges = pgTable('staff_challenges', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** One-time recovery codes of a staff account (hashed), for a lost authenticator. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
