/**
 * One PostgreSQL server for the whole run: TEST_DATABASE_URL when set (CI runs the suite against the machine's
 * PostgreSQL 15 too), otherwise an embedded one in a temporary folder. A template database is migrated once; each
 * test file then clones its own database from it (tests/support/db.ts), so files stay fast and independent.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { connectDatabase, runMigrations } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { RATE_LIMIT_KEY_PREFIX } from '../../src/server/rate-limit/service.ts';
import { leaksInLogDir } from './log-secrets.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    databaseServer: string;
  }
}

export default async function setup(project: TestProject) {
  // Every store process a test starts writes its output here (server-process.ts); searched for secrets at the end.
  const serverLogDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-test-logs-'));
  process.env.SERVER_LOG_DIR = serverLogDir;
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let tmpDir: string | null = null;
  let movedDatabaseDir: string | null = null;
  if (!adminUrl) {
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-test-db-'));
    const embedded = await startEmbeddedPostgres(tmpDir);
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
    // Run as root with a TMPDIR closed to the postgres user, the cluster lives outside tmpDir (embedded.ts).
    if (path.relative(tmpDir, embedded.databaseDir).startsWith('..')) movedDatabaseDir = embedded.databaseDir;
  }
  const template = `store_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version;
  await admin.query(`CREATE DATABASE ${template}`);
  const tplUrl = withDatabase(adminUrl, template);
  const database = connectDatabase(tplUrl, { max: 2 });
  await runMigrations(database);
  await database.close();

  const server = process.env.TEST_DATABASE_URL
    ? `PostgreSQL ${version} (TEST_DATABASE_URL)`
    : `embedded PostgreSQL ${version}`;
  console.log(`Integration tests use ${server}.`);
  if (process.env.REDIS_URL) {
    const cleared = await clearRateLimitCounts(process.env.REDIS_URL);
    console.log(`REDIS_URL is set: the Redis-backed rate-limit tests run (${cleared}).`);
  } else {
    console.log('REDIS_URL is not set: the Redis-backed tests are skipped (set it to run them).');
  }
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
  project.provide('databaseServer', server);

  return async () => {
    // Drop what this run created: per-file databases left behind by a crashed file, then the template.
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`${template}_f%`, template],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    if (tmpDir) await fs.rm(tmpDir, { recursive: true, force: true });
    if (movedDatabaseDir) await fs.rm(movedDatabaseDir, { recursive: true, force: true });
    const leaks = await leaksInLogDir(serverLogDir);
    if (leaks.length > 0) {
      throw new Error(
        `Secrets reached the logs of the store processes this run started (kept in ${serverLogDir}):\n${leaks.join('\n')}`,
      );
    }
    await fs.rm(serverLogDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The store processes a test starts count rate limits in Redis when REDIS_URL is set, by IP (always 127.0.0.1 here)
 * for up to an hour: counts left by earlier runs on the same Redis would refuse this run's requests (six runs within
 * the hour exceeded the contact form's 5 an hour). A run starts with none.
 */
async function clearRateLimitCounts(url: string): Promise<string> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  try {
    await redis.connect();
    let cleared = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${RATE_LIMIT_KEY_PREFIX}*`, 'COUNT', 500);
      if (keys.length > 0) cleared += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    return `${cleared} rate-limit counts left by earlier runs cleared`;
  } catch {
    return 'Redis did not answer: its tests will say so';
  } finally {
    redis.disconnect();
  }
}
