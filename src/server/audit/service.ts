/**
 * The audit log (issue 11): every admin write records who, when, what, and the changed fields before and after. A
 * write records its entry in its own transaction (pass the `tx`), so an entry exists exactly when the change does.
 * The owner reads and filters it at /admin/audit.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminRole } from '../../shop/roles.ts';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from './tables.ts';

export type Actor = { id: string; email: string; role: AdminRole };
export type Changes = Record<string, { before: unknown; after: unknown }>;
export type AuditInput = {
  actor: Actor;
  /** `<entity>.<verb>`, e.g. product.update, order.ship, staff.disable. */
  action: string;
  entity: string;
  entityId: string;
  /** The record before and after the change (null for a create / a delete); only fields that differ are kept. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
export type AuditEntry = {
  id: string;
  at: string;
  actorId: string | null;
  actorEmail: string;
  actorRole: string;
  action: string;
  entity: string;
  entityId: string;
  changes: Changes;
};
export type AuditFilter = {
  entity?: string;
  entityId?: string;
  actorId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  page?: number;
  perPage?: number;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const plain = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/** The fields that differ between `before` and `after` (every field of a create or a delete). */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const b = plain(before?.[key]);
    const a = plain(after?.[key]);
    if (!same(b, a)) changes[key] = { before: b ?? null, after: a ?? null };
  }
  return changes;
}

export function createAuditService(db: Db) {
  return {
    /** Records one admin write (in the caller's transaction when given). A write that changed nothing records nothing. */
    async record(exec: Db | Tx, input: AuditInput): Promise<void> {
      const changes = diff(input.before, input.after);
      if (input.before && input.after && Object.keys(changes).length === 0) return;
      await exec.insert(auditLog).values({
        actorId: input.actor.id,
        actorEmail: input.actor.email,
        actorRole: input.actor.role,
        action: input.action,
        entity: input.entity,
        entityId: input.entityId,
        changes,
      });
    },

    /**
     * Records many admin writes at once (a bulk action, an import): multi-row inserts in the caller's transaction.
     * Entries whose before and after do not differ are left out, as record() does.
     */
    async recordMany(exec: Db | Tx, inputs: AuditInput[]): Promise<void> {
      const rows = inputs
        .map((input) => ({ input, changes: diff(input.before, input.after) }))
        .filter(({ input, changes }) => !(input.before && input.after && Object.keys(changes).length === 0))
        .map(({ input, changes }) => ({
          actorId: input.actor.id,
          actorEmail: input.actor.email,
          actorRole: input.actor.role,
          action: input.action,
          entity: input.entity,
          entityId: input.entityId,
          changes,
        }));
      for (let i = 0; i < rows.length; i += 1000) await exec.insert(auditLog).values(rows.slice(i, i + 1000));
    },

    /** Newest first, filtered, a page at a time. */
    async list(filter: AuditFilter = {}): Promise<{ entries: AuditEntry[]; total: number }> {
      const perPage = Math.min(filter.perPage ?? 50, 200);
      const page = Math.max(filter.page ?? 1, 1);
      const where: SQL[] = [];
      if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
      if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
      if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
      if (filter.action) where.push(eq(auditLog.action, filter.action));
      if (filter.from) where.push(gte(auditLog.createdAt, filter.from));
      if (filter.to) where.push(lt(auditLog.createdAt, filter.to));
      const cond = where.length ? and(...where) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(cond)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(cond),
      ]);
      return {
        total: count?.n ?? 0,
        entries: rows.map((r) => ({
          id: r.id,
          at: r.createdAt.toISOString(),
          actorId: r.actorId,
          actorEmail: r.actorEmail,
          actorRole: r.actorRole,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          changes: r.changes,
        })),
      };
    },

    /** The distinct entities and actions recorded (the filter's choices). */
    async vocabulary(): Promise<{ entities: string[]; actions: string[] }> {
      const rows = await db
        .selectDistinct({ entity: auditLog.entity, action: auditLog.action })
        .from(auditLog)
        .orderBy(auditLog.entity, auditLog.action);
      return {
        entities: [...new Set(rows.map((r) => r.entity))],
        actions: rows.map((r) => r.action),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
