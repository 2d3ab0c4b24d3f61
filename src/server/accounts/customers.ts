/**
 * The store's view of its customers (issue 11): the admin's customer list and search, one customer's profile, and
 * disabling an account (its sessions end at once and it cannot sign in: the session check and the login refuse a
 * disabled account) or enabling it again, audited in the same transaction. Only customer accounts: staff are the
 * owner's staff page.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerListQuery } from '../../shop/admin/customers.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import { sessions, users } from './tables.ts';

export type CustomerProfile = {
  id: string;
  name: string;
  email: string;
  phone: string;
  disabled: boolean;
  /** The store turned cash on delivery off for this customer (with the note it gave), or null. */
  codBlocked: { at: string; note: string | null } | null;
  createdAt: string;
};

const CUSTOMER_NOT_FOUND = 'Customer not found.';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  disabledAt: users.disabledAt,
  codBlockedAt: users.codBlockedAt,
  codBlockedNote: users.codBlockedNote,
  createdAt: users.createdAt,
};
type Row = { [K in keyof typeof columns]: (typeof users.$inferSelect)[K] };

function toProfile(r: Row): CustomerProfile {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    disabled: r.disabledAt !== null,
    codBlocked: r.codBlockedAt ? { at: r.codBlockedAt.toISOString(), note: r.codBlockedNote } : null,
    createdAt: r.createdAt.toISOString(),
  };
}

const pattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Name, email or phone contains the search (phone by its digits: '98765 43210' finds 9876543210). */
function matching(q: string): SQL {
  const match: SQL[] = [ilike(users.name, pattern(q)), ilike(users.email, pattern(q))];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 4) match.push(ilike(users.phone, pattern(digits.slice(-10))));
  return or(...match)!;
}

const isCustomer = eq(users.role, 'customer');

/** A customer's profile, its row locked for the rest of the transaction (a change and its audit take turns). */
async function lockedCustomer(tx: Tx, id: string): Promise<CustomerProfile> {
  const [row] = await tx
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), isCustomer))
    .for('update');
  if (!row) throw new NotFound(CUSTOMER_NOT_FOUND);
  return toProfile(row);
}

export function createCustomerDirectory(deps: { db: Db; audit: Pick<AuditService, 'record'> }) {
  const { db } = deps;

  return {
    /** Customers matching the search and status, newest first, a page at a time. */
    async list(query: CustomerListQuery): Promise<{ customers: CustomerProfile[]; total: number }> {
      const where: SQL[] = [isCustomer];
      if (query.q) where.push(matching(query.q));
      if (query.status === 'disabled') where.push(isNotNull(users.disabledAt));
      if (query.status === 'active') where.push(isNull(users.disabledAt));
      const cond = and(...where);
      const [rows, [count]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .where(cond)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(cond),
      ]);
      return { customers: rows.map(toProfile), total: count?.n ?? 0 };
    },

    async get(id: string): Promise<CustomerProfile> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, id), isCustomer))
        .limit(1);
      if (!row) throw new NotFound(CUSTOMER_NOT_FOUND);
      return toProfile(row);
    },

    /** Names, emails and phones of accounts by id (the order list shows who ordered). */
    async briefs(ids: string[]): Promise<Map<string, { name: string; email: string; phone: string }>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
        .from(users)
        .where(inArray(users.id, unique));
      return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email, phone: r.phone }]));
    },

    /** Ids of the accounts whose email or phone contains the search (at most `limit`: the order search). */
    async idsMatching(q: string, limit = 200): Promise<string[]> {
      const match: SQL[] = [ilike(users.email, pattern(q))];
      const digits = q.replace(/\D/g, '');
      if (digits.length >= 4) match.push(ilike(users.phone, pattern(digits.slice(-10))));
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(or(...match))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Disables a customer account (every session ends now; signing in is refused) or enables it again. Audited
     * (customer.disable / customer.enable) in the same transaction; a change to the same state records nothing.
     */
    async setDisabled(id: string, disabled: boolean, actor: Actor): Promise<CustomerProfile> {
      return db.transaction(async (tx) => {
        const was = await lockedCustomer(tx, id);
        if (was.disabled === disabled) return was;
        const [row] = await tx
          .update(users)
          .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(columns);
        if (disabled) await tx.delete(sessions).where(eq(sessions.userId, id));
        const after = toProfile(row!);
        await deps.audit.record(tx, {
          actor,
          action: disabled ? 'customer.disable' : 'customer.enable',
          entity: 'customer',
          entityId: id,
          before: { email: was.email, disabled: was.disabled },
          after: { email: after.email, disabled: after.disabled },
        });
        return after;
      });
    },

    /** Whether the store turned cash on delivery off for this account (false for an unknown id). */
    /** Whether staff turned cash on delivery off for the customer (`tx`: as the order's transaction sees it). */
    async codBlocked(id: string, tx: Tx | Db = db): Promise<boolean> {
      const [row] = await tx.select({ at: users.codBlockedAt }).from(users).where(eq(users.id, id)).limit(1);
      return Boolean(row?.at);
    },

    /**
     * Turns cash on delivery off for a customer (e.g. after repeated refused deliveries; the note says why) or on
     * again. Audited (customer.cod_block / customer.cod_unblock) in the same transaction; no change records nothing.
     */
    async setCodBlocked(id: string, blocked: boolean, note: string | null, actor: Actor): Promise<CustomerProfile> {
      return db.transaction(async (tx) => {
        const was = await lockedCustomer(tx, id);
        if ((was.codBlocked !== null) === blocked) return was;
        const [row] = await tx
          .update(users)
          .set({
            codBlockedAt: blocked ? new Date() : null,
            codBlockedNote: blocked ? note || null : null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning(columns);
        const after = toProfile(row!);
        await deps.audit.record(tx, {
          actor,
          action: blocked ? 'customer.cod_block' : 'customer.cod_unblock',
          entity: 'customer',
          entityId: id,
          before: { email: was.email, codBlocked: was.codBlocked !== null, note: was.codBlocked?.note ?? null },
          after: { email: after.email, codBlocked: after.codBlocked !== null, note: after.codBlocked?.note ?? null },
        });
        return after;
      });
    },
  };
}

export type CustomerDirectory = ReturnType<typeof createCustomerDirectory>;
