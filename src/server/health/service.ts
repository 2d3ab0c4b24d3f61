import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR, type Db } from '../db/client.ts';

export type Health = { status: 'ok' | 'degraded'; database: 'up' | 'down'; latencyMs: number };
export type Readiness = { ready: boolean; database: 'up' | 'down'; migrations: 'applied' | 'pending' | 'unknown' };

const TIMEOUT_MS = 2000;
/** PostgreSQL's "no such table" and "no such schema": a database where the migrations never ran. */
const NOT_MIGRATED_CODES = new Set(['42P01', '3F000']);

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export function createHealthService(db: Db, opts: { migrationsFolder?: string } = {}) {
  let newestMigration: number | null = null;
  /** The newest migration this build ships (drizzle-kit's journal), as drizzle's migrator records it. */
  const expectedMigration = () =>
    (newestMigration ??= Math.max(
      0,
      ...readMigrationFiles({ migrationsFolder: opts.migrationsFolder ?? MIGRATIONS_DIR }).map((m) => m.folderMillis),
    ));

  return {
    async check(): Promise<Health> {
      const started = performance.now();
      try {
        await withTimeout(db.execute(sql`select 1`));
        return { status: 'ok', database: 'up', latencyMs: Math.round(performance.now() - started) };
      } catch {
        return { status: 'degraded', database: 'down', latencyMs: Math.round(performance.now() - started) };
      }
    },

    /** Ready for traffic: the database answers and has every migration of this build applied. */
    async readiness(): Promise<Readiness> {
      try {
        const result = await withTimeout(
          db.execute<{ newest: number | null }>(
            sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
          ),
        );
        const newest = Number(result.rows[0]?.newest ?? 0);
        const applied = newest >= expectedMigration();
        return { ready: applied, database: 'up', migrations: applied ? 'applied' : 'pending' };
      } catch (err) {
        if (NOT_MIGRATED_CODES.has(pgCode(err) ?? '')) return { ready: false, database: 'up', migrations: 'pending' };
        return { ready: false, database: 'down', migrations: 'unknown' };
      }
    },
  };
}
