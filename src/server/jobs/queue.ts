/**
 * The durable job queue (graphile-worker on the store's own PostgreSQL; ADR 12). Work that must follow a change
 * (an order's mail, a back-in-stock notice) is enqueued with `enqueue(tx, ...)` inside the transaction that makes
 * the change: a committed change always has its job, a rolled-back one never does. Workers in any store process
 * (worker.ts) run each job once, retrying failures with exponential backoff. Payloads hold ids, never secrets: the
 * job reads what it needs when it runs.
 */
import { sql } from 'drizzle-orm';
import { Logger, runMigrations as installGraphileWorker } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import { RETURN_STATUSES } from '../../shop/returns.ts';
import type { Db, Tx } from '../db/client.ts';

export const ORDER_MAIL_KINDS = ['placed', 'cancelled', 'shipped', 'delivered', 'line_cancelled'] as const;

/** One zod schema per job: the payload as enqueued, read back when the job runs. */
export const jobPayloads = {
  'order-mail': z.object({
    orderId: z.string().uuid(),
    kind: z.enum(ORDER_MAIL_KINDS),
    /** line_cancelled: which line, how many pieces, and the money refunded for them (paise; 0 for cash on delivery). */
    line: z.object({ itemId: z.string().uuid(), quantity: z.number().int(), refundPaise: z.number().int() }).optional(),
  }),
  /** A return or exchange request reached a step (its status then): the customer is told. */
  'return-mail': z.object({ returnId: z.string().uuid(), status: z.enum(RETURN_STATUSES) }),
  'password-reset-mail': z.object({ email: z.string().min(1) }),
  'contact-mail': z.object({ messageId: z.string().uuid() }),
  /** The sender's acknowledgement with the ticket number (rule 4(5)'s 48 hours: sent at once). */
  'contact-ack-mail': z.object({ messageId: z.string().uuid() }),
  'back-in-stock': z.object({ variantIds: z.array(z.string().uuid()).min(1) }),
  /** Periodic (cron): every due back-in-stock subscription, caught up. */
  'back-in-stock-sweep': z.object({}).passthrough(),
  /** Periodic (cron): unpaid online orders past their hold give their stock back. */
  'release-expired-holds': z.object({}).passthrough(),
} as const;

export type JobName = keyof typeof jobPayloads;
export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloads)[N]>;
export type JobHandlers = { [N in JobName]: (payload: JobPayload<N>) => Promise<unknown> };

const silentLogger = new Logger(() => () => {});

/** Installs (or upgrades) the queue's own schema, `graphile_worker`; run with the store's migrations. */
export async function installJobQueue(pool: pg.Pool): Promise<void> {
  await installGraphileWorker({ pgPool: pool, logger: silentLogger });
}

/**
 * Adds a job in the caller's transaction (or, given the database handle, on its own). The job becomes visible to
 * the workers when the transaction commits, and vanishes with it when it rolls back. It is tried at most
 * MAX_ATTEMPTS times, the n-th retry exp(n) seconds after the last failure (graphile-worker's backoff: about 3 s,
 * 7 s, 20 s, 55 s ... capped at 6 hours; about 3 days in all).
 */
export async function enqueue<N extends JobName>(tx: Tx | Db, name: N, payload: JobPayload<N>): Promise<void> {
  await tx.execute(
    sql`SELECT graphile_worker.add_job(${name}, ${JSON.stringify(payload)}::json, max_attempts => ${MAX_ATTEMPTS}::int)`,
  );
}

export const MAX_ATTEMPTS = 25;

export type QueueStats = {
  /** Jobs waiting to run, due now or later (retries included), across every process. */
  pending: number;
  /** Jobs that used up their attempts and stopped: they stay in the queue for a person to look at. */
  failed: number;
  /** Jobs currently locked by a worker. */
  running: number;
};

/** Queue depth and failures as the database sees them (every process's jobs). */
export async function queueStats(pool: pg.Pool): Promise<QueueStats> {
  const { rows } = await pool.query<QueueStats>(`
    SELECT count(*) FILTER (WHERE attempts < max_attempts AND locked_at IS NULL)::int AS pending,
           count(*) FILTER (WHERE attempts >= max_attempts)::int AS failed,
           count(*) FILTER (WHERE locked_at IS NOT NULL AND attempts < max_attempts)::int AS running
    FROM graphile_worker._private_jobs`);
  return rows[0]!;
}

/**
 * Resolves once no job is due or running (tests, benchmarks): jobs scheduled for later (a retry's backoff) do not
 * count. Rejects after `timeoutMs`.
 */
export async function waitForIdleQueue(db: Db, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.execute<{ busy: number }>(sql`
      SELECT count(*)::int AS busy FROM graphile_worker._private_jobs
      WHERE attempts < max_attempts AND (locked_at IS NOT NULL OR run_at <= now())`);
    if ((rows[0]?.busy ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('The job queue did not become idle in time.');
    await new Promise((r) => setTimeout(r, 25));
  }
}
