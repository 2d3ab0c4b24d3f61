/**
 * PostgreSQL time per request, from pg_stat_statements: the execution and planning time of every statement the store
 * ran while the benchmark sent a set of requests, divided by the number of requests. The scratch server is started
 * with PG_STAT_FLAGS; the benchmark's own statements carry a marker (an alias: PostgreSQL 18 keeps no leading comment
 * in the statement's text) and are left out, as is the job queue's polling.
 */
import pg from 'pg';

export const PG_STAT_FLAGS = [
  '-c',
  'shared_preload_libraries=pg_stat_statements',
  '-c',
  'pg_stat_statements.track_planning=on',
];

const MARK = 'bench_marker';

export type PgTime = { name: string; requests: number; statements: number; ms: number };

export type PgStatements = {
  /** Forgets what the store's caches hold: bumps the catalogue version (as any catalogue change does). */
  forgetCaches: () => Promise<void>;
  /** Forgets the statistics: what follows is measured. */
  reset: () => Promise<unknown>;
  /** The statements run since `reset`, as a cost per request over `requests`. */
  measured: (name: string, requests: number) => Promise<PgTime>;
  /**
   * PostgreSQL time per request of `urls` (each fetched `rounds` times). `cold`: caches forgotten before each request;
   * else one pass first (unmeasured) and then the rounds, answered from what the store keeps.
   */
  perRequest: (name: string, urls: string[], rounds: number, cold: boolean) => Promise<PgTime>;
  close: () => Promise<void>;
};

export async function pgStatements(url: string): Promise<PgStatements> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('error', () => {}); // an idle connection closed by the server stopping
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const versioned = (await pool.query(`SELECT to_regclass('catalogue_version') IS NOT NULL AS ok`)).rows[0]
    ?.ok as boolean;
  /** What the store's statements cost since the last reset, per request; BENCH_VERBOSE=1 prints the costliest (BENCH_TOP of them, default 6). */
  const measured = async (name: string, requests: number): Promise<PgTime> => {
    const { rows } = await pool.query<{ query: string; ms: number; calls: number }>(
      `SELECT query, (total_exec_time + total_plan_time)::float8 AS ms, calls::float8 AS calls
       FROM pg_stat_statements AS ${MARK}
       WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND query NOT LIKE $1 AND query NOT LIKE '%graphile_worker%'
       ORDER BY ms DESC`,
      [`%${MARK}%`],
    );
    if (process.env.BENCH_VERBOSE) {
      for (const r of rows.slice(0, Number(process.env.BENCH_TOP ?? 6))) {
        console.log(
          `  ${(r.ms / requests).toFixed(2)} ms/request, ${r.calls} calls: ${r.query.replace(/\s+/g, ' ').slice(0, 160)}`,
        );
      }
    }
    const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + f(r), 0);
    return { name, requests, statements: sum((r) => r.calls) / requests, ms: sum((r) => r.ms) / requests };
  };
  const reset = () => pool.query(`SELECT pg_stat_statements_reset() AS ${MARK}`);
  const forgetCaches = async () => {
    if (versioned) await pool.query(`UPDATE catalogue_version AS ${MARK} SET version = ${MARK}.version + 1`);
  };
  return {
    forgetCaches,
    reset,
    measured,
    async perRequest(name, urls, rounds, cold) {
      // Warm: one pass first, so what the store keeps is there (and kept for this catalogue version).
      if (!cold) for (const u of urls) await (await fetch(u)).arrayBuffer();
      await reset();
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
      return measured(name, requests);
    },
    close: () => pool.end(),
  };
}
