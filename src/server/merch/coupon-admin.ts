/**
 * The admin's coupons (issue 11): list with how often each was used (counted by the orders service), create and
 * edit. Only the owner creates a coupon or changes its rules (percentage, minimum order, uses, dates, code); staff
 * may only switch a coupon on or off. The role is checked here as well as on the routes. Every change is audited in
 * its transaction. Shoppers' carts read coupons through service.ts (couponFor), so a change applies at once.
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  COUPON_CODE_TAKEN,
  COUPON_CODE_USED,
  type CouponListQuery,
  type CouponValues,
} from '../../shop/admin/coupons.ts';
import type { Paise } from '../../shop/money.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Forbidden, NotFound } from '../errors.ts';
import { isUuid } from '../../shop/ids.ts';
import { offers } from './tables.ts';

export const OWNER_ONLY_COUPON_RULES = 'Only the store owner can create coupons or change their rules.';

export type AdminCoupon = {
  id: string;
  code: string;
  title: string;
  description: string;
  discountPercentage: number;
  isActive: boolean;
  firstOrderOnly: boolean;
  maxUsesPerCustomer: number | null;
  maxUsesTotal: number | null;
  minOrderPaise: Paise;
  validFrom: string | null;
  validUntil: string | null;
  createdAt: string;
  /** Orders that still stand with this code. */
  uses: number;
};

type Row = typeof offers.$inferSelect;

const audited = (r: Row) => ({
  code: r.code,
  title: r.title,
  description: r.description,
  discountPercentage: r.discountPercentage,
  isActive: r.isActive,
  firstOrderOnly: r.firstOrderOnly,
  maxUsesPerCustomer: r.maxUsesPerCustomer,
  maxUsesTotal: r.maxUsesTotal,
  minOrderPaise: r.minOrderPaise,
  validFrom: r.validFrom,
  validUntil: r.validUntil,
});

function toAdmin(r: Row, uses: number): AdminCoupon {
  return {
    ...audited(r),
    id: r.id,
    validFrom: r.validFrom?.toISOString() ?? null,
    validUntil: r.validUntil?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    uses,
  };
}

const isUniqueViolation = (err: unknown) =>
  (err as { cause?: { code?: string } }).cause?.code === '23505' || (err as { code?: string }).code === '23505';

export function createCouponAdmin(deps: {
  db: Db;
  audit: AuditService;
  /** Uses per lower-cased code, from the orders service (merch never reads orders). */
  couponUseCounts: (codes: string[]) => Promise<Map<string, number>>;
}) {
  const { db, audit, couponUseCounts } = deps;

  function ownerOnly(actor: Actor): void {
    if (actor.role !== 'owner') throw new Forbidden(OWNER_ONLY_COUPON_RULES);
  }

  async function codeTaken(tx: Tx, code: string, exceptId: string | null): Promise<boolean> {
    const [row] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(sql`lower(${offers.code}) = ${code.toLowerCase()}`)
      .limit(1);
    return Boolean(row && row.id !== exceptId);
  }

  async function lock(tx: Tx, id: string): Promise<Row> {
    if (!isUuid(id)) throw new NotFound('No such coupon.');
    const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
    if (!row) throw new NotFound('No such coupon.');
    return row;
  }

  async function usesOf(code: string): Promise<number> {
    return (await couponUseCounts([code])).get(code.toLowerCase()) ?? 0;
  }

  /** Runs a write; a code taken by a concurrent save (the unique index) is the same clear message. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw new Conflict(COUPON_CODE_TAKEN, { fields: { code: COUPON_CODE_TAKEN } });
      throw err;
    }
  }

  const service = {
    async list(query: CouponListQuery): Promise<{ coupons: AdminCoupon[]; total: number }> {
      const where: SQL[] = [];
      if (query.q) {
        const like = `%${query.q.replace(/[%_\\]/g, '')}%`;
        where.push(or(ilike(offers.code, like), ilike(offers.title, like))!);
      }
      if (query.status !== 'all') where.push(eq(offers.isActive, query.status === 'active'));
      const cond = where.length ? and(...where) : undefined;
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(offers)
          .where(cond)
          .orderBy(desc(offers.createdAt), desc(offers.id))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(offers)
          .where(cond),
      ]);
      const uses = await couponUseCounts(rows.map((r) => r.code));
      return { coupons: rows.map((r) => toAdmin(r, uses.get(r.code.toLowerCase()) ?? 0)), total: count?.n ?? 0 };
    },

    async get(id: string): Promise<AdminCoupon> {
      if (!isUuid(id)) throw new NotFound('No such coupon.');
      const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
      if (!row) throw new NotFound('No such coupon.');
      return toAdmin(row, await usesOf(row.code));
    },

    /** The owner adds a coupon. */
    async create(values: CouponValues, actor: Actor): Promise<AdminCoupon> {
      ownerOnly(actor);
      const row = await guarded(() =>
        db.transaction(async (tx) => {
          if (await codeTaken(tx, values.code, null)) {
            throw new Conflict(COUPON_CODE_TAKEN, { fields: { code: COUPON_CODE_TAKEN } });
          }
          const [created] = await tx.insert(offers).values(values).returning();
          await audit.record(tx, {
            actor,
            action: 'coupon.create',
            entity: 'coupon',
            entityId: created!.id,
            before: null,
            after: audited(created!),
          });
          return created!;
        }),
      );
      return toAdmin(row, await usesOf(row.code));
    },

    /** The owner changes a coupon's rules; a used coupon keeps its code (its uses are counted by code). */
    async update(id: string, values: CouponValues, actor: Actor): Promise<AdminCoupon> {
      ownerOnly(actor);
      const row = await guarded(() =>
        db.transaction(async (tx) => {
          const before = await lock(tx, id);
          if (values.code.toLowerCase() !== before.code.toLowerCase()) {
            if (await codeTaken(tx, values.code, id)) {
              throw new Conflict(COUPON_CODE_TAKEN, { fields: { code: COUPON_CODE_TAKEN } });
            }
            if ((await usesOf(before.code)) > 0) {
              throw new Conflict(COUPON_CODE_USED, { fields: { code: COUPON_CODE_USED } });
            }
          }
          const [after] = await tx.update(offers).set(values).where(eq(offers.id, id)).returning();
          await audit.record(tx, {
            actor,
            action: 'coupon.update',
            entity: 'coupon',
            entityId: id,
            before: audited(before),
            after: audited(after!),
          });
          return after!;
        }),
      );
      return toAdmin(row, await usesOf(row.code));
    },

    /** Staff or owner switch a coupon on or off (its rules stay as the owner set them). */
    async setActive(id: string, isActive: boolean, actor: Actor): Promise<AdminCoupon> {
      const row = await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        const [after] = await tx.update(offers).set({ isActive }).where(eq(offers.id, id)).returning();
        await audit.record(tx, {
          actor,
          action: isActive ? 'coupon.activate' : 'coupon.deactivate',
          entity: 'coupon',
          entityId: id,
          before: { isActive: before.isActive },
          after: { isActive: after!.isActive },
        });
        return after!;
      });
      return toAdmin(row, await usesOf(row.code));
    },
  };
  return service;
}

export type CouponAdmin = ReturnType<typeof createCouponAdmin>;
