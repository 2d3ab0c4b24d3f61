/**
 * The owner's staff list (issue 11): add a member of staff or another owner, change a role, disable an account (its
 * sessions end at once), or reset a lost authenticator (the next sign-in enrols again). Each change is audited in
 * its own transaction. The store always keeps one enabled owner.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { NewStaffInput, StaffUpdateInput } from '../../shop/admin/auth.ts';
import { ADMIN_ROLES, type AdminRole } from '../../shop/roles.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import { hashPassword } from './passwords.ts';
import { recoveryCodes, sessions, users } from './tables.ts';

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: AdminRole;
  disabled: boolean;
  secondFactor: boolean;
  createdAt: string;
};

export const EMAIL_IN_USE = 'An account with this email already exists.';
export const LAST_OWNER = 'The store needs at least one owner who can sign in.';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  disabledAt: users.disabledAt,
  totpEnabledAt: users.totpEnabledAt,
  createdAt: users.createdAt,
};
type Row = { [K in keyof typeof columns]: (typeof users.$inferSelect)[K] };

function toMember(r: Row): StaffMember {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    role: r.role as AdminRole,
    disabled: r.disabledAt !== null,
    secondFactor: r.totpEnabledAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}
const audited = (m: StaffMember) => ({
  name: m.name,
  email: m.email,
  role: m.role,
  disabled: m.disabled,
  secondFactor: m.secondFactor,
});

export function createStaffDirectory(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function lockMember(tx: Tx, id: string): Promise<StaffMember> {
    const [row] = await tx
      .select(columns)
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, [...ADMIN_ROLES])))
      .for('update');
    if (!row) throw new NotFound('No such member of staff.');
    return toMember(row);
  }

  async function otherEnabledOwners(tx: Tx, id: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'owner'), isNull(users.disabledAt), ne(users.id, id)));
    return row?.n ?? 0;
  }

  return {
    async list(): Promise<StaffMember[]> {
      const rows = await db
        .select(columns)
        .from(users)
        .where(inArray(users.role, [...ADMIN_ROLES]))
        .orderBy(asc(users.name));
      return rows.map(toMember);
    },

    /**
     * A new staff account (or, from the command line, the first owner: `actor` null). An existing customer account
     * with this email is refused rather than promoted: staff get their own sign-in.
     */
    async create(input: NewStaffInput, actor: Actor | null): Promise<StaffMember> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`);
        if (taken) throw new Conflict(EMAIL_IN_USE, { fields: { email: EMAIL_IN_USE } });
        const [row] = await tx
          .insert(users)
          .values({
            name: input.name,
            email: input.email.toLowerCase(),
            phone: input.phone ?? '',
            role: input.role,
            passwordHash,
          })
          .returning(columns);
        const member = toMember(row!);
        if (actor) {
          await audit.record(tx, {
            actor,
            action: 'staff.create',
            entity: 'staff',
            entityId: member.id,
            before: null,
            after: audited(member),
          });
        }
        return member;
      });
    },

    /** Changes a role, disables or enables, or resets the authenticator; the last enabled owner stays an owner. */
    async update(id: string, input: StaffUpdateInput, actor: Actor): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const before = await lockMember(tx, id);
        const losesOwner =
          before.role === 'owner' && !before.disabled && (input.role === 'staff' || input.disabled === true);
        if (losesOwner && (await otherEnabledOwners(tx, id)) === 0) throw new Invalid(LAST_OWNER);
        const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
        if (input.role) set.role = input.role;
        if (input.disabled !== undefined) set.disabledAt = input.disabled ? new Date() : null;
        if (input.resetSecondFactor) Object.assign(set, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
        const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning(columns);
        if (input.disabled || input.resetSecondFactor || (input.role && input.role !== before.role)) {
          // Access changed: every session of the account ends now.
          await tx.delete(sessions).where(eq(sessions.userId, id));
        }
        if (input.resetSecondFactor) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
        const after = toMember(row!);
        await audit.record(tx, {
          actor,
          action:
            input.disabled === true ? 'staff.disable' : input.resetSecondFactor ? 'staff.reset_2fa' : 'staff.update',
          entity: 'staff',
          entityId: id,
          before: audited(before),
          after: { ...audited(after), ...(input.resetSecondFactor ? { secondFactorReset: true } : {}) },
        });
        return after;
      });
    },

    /** Whether any owner exists (the first start tells how to create one). */
    async hasOwner(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
      return Boolean(row);
    },
  };
}

export type StaffDirectory = ReturnType<typeof createStaffDirectory>;
