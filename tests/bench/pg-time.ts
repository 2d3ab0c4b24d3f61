/**
 * PostgreSQL time per request, from pg_stat_statements: the execution and planning time of every statement the store
 * ran while the benchmark sent a set of requests, divided by the number of requests. The scratch server is started
 * with PG_STAT_FLAGS; the benchmark's own statements carry a marker and are left out, as is the job queue's polling.
 */
import pg from 'pg';

export const PG_STAT_FLAGS = [
  '-c',
  'shared_preload_libraries=pg_stat_statements',
  '-c',
  'pg_stat_statements.track_planning=on',
];

const MARK = '/* bench */';

export type PgTime = { name: string; requests: number; statements: number; ms: number };

export type PgStatements = {
  /** Forgets what the store's caches hold: bumps the catalogue version (as any catalogue change does). */
  forgetCaches: () => Promise<void>;
  /** PostgreSQL time per request of `urls` (each fetched `rounds` times); `cold`: caches forgotten before each. */
  perRequest: (name: string, urls: string[], rounds: number, cold: boolean) => Promise<PgTime>;
  close: () => Promise<void>;
};

export async function pgStatements(url: string): Promise<PgStatements> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {}); // an idle connection closed by the server stopping
  await pool.query(`${MARK} CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
  const versioned = (await pool.query(`${MARK} SELECT to_regclass('catalogue_version') IS NOT NULL AS ok`)).rows[0]
    ?.ok as boolean;
  const forgetCaches = async () => {
    if (versioned) await pool.query(`${MARK} UPDATE catalogue_version SET version = version + 1`);
  };
  return {
    forgetCaches,
    async perRequest(name, urls, rounds, cold) {
      await pool.query(`${MARK} SELECT pg_stat_statements_reset()`);
      let requests = 0;
      for (let r = 0; r < rounds; r++) {
        for (const u of urls) {
          if (cold) await forgetCaches();
          const res = await fetch(u);
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${u} answered ${res.status}`);
          requests++;
        }
      }
      const { rows } = await pool.query<{ ms: number; calls: number }>(
        `${MARK} SELECT coalesce(sum(total_exec_time + total_plan_time), 0)::float8 AS ms,
           coalesce(sum(calls), 0)::float8 AS calls
         FROM pg_stat_statements
         WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND query NOT LIKE $1 AND query NOT LIKE '%graphile_worker%'`,
        [`%${MARK}%`],
      );
      const { ms, calls } = rows[0]!;
      return { name, requests, statements: calls / requests, ms: ms / requests };
    },
    close: () => pool.end(),
  };
}
