import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withAfterCommit } from './after-commit.ts';
import { watchPool } from './availability.ts';
import { installJobQueue } from '../jobs/queue.ts';

/** The database handle. Each domain's tables live beside its service (`src/server/<domain>/tables.ts`). */
export type Db = NodePgDatabase;
/** A transaction handle: steps that must commit together (an order and its stock) take the caller's `tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Return int8 (count(*), sums) as JS numbers; store-scale values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function connectDatabase(url: string, opts: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    application_name: 'bindass-store',
  });
  // An idle client losing its connection (database restart) must not crash the process; queries failing for lack of
  // a database are marked (503 with Retry-After), and later queries reconnect by themselves.
  pool.on('error', () => {});
  // The same for a client in use with no query running (a transaction between statements): pg tells of the lost
  // connection by an 'error' event that nothing else listens to then, which ended the process. The transaction's
  // next statement fails instead (marked as an outage), and the broken client leaves the pool when released.
  pool.on('connect', (client) => client.on('error', () => {}));
  watchPool(pool);
  // Transactions run their afterCommit() hooks once committed (after-commit.ts): e.g. the orders counters.
  const db = withAfterCommit(drizzle(pool));
  return { db, pool, close: () => pool.end() };
}

/** The store's tables (drizzle migrations), then the job queue's own schema (graphile_worker). */
export async function runMigrations({ db, pool }: Pick<Database, 'db' | 'pool'>): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await installJobQueue(pool);
}
