/**
 * `npm run restore <backup>`: a backup (backup.ts) into an empty database and data folder (ADR 14).
 *
 * The target is DATABASE_URL's database, or the embedded PostgreSQL in DATA_DIR (started here, so the store must be
 * stopped). A target whose database has tables, or whose uploads folder has files, is refused (before anything is
 * changed) unless `replace`: then the store's schemas are dropped (or the cluster's files overwritten), and the
 * uploads folder is emptied once the database is restored.
 * A pg_dump archive is restored with a pg_restore at least as new as the pg_dump that wrote it; cluster files go
 * only into an embedded PostgreSQL of the same major version. Afterwards the database is read back once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { lockClusterDir, PASSWORD_FILE, startEmbeddedPostgres } from '../db/embedded.ts';
import { OpsError } from './errors.ts';
import { chownTree, emptyDir, hasNoFiles, treeSize } from './files.ts';
import {
  checkMigrationKnown,
  CLUSTER_DIR,
  DUMP_FILE,
  latestMigration,
  readManifest,
  UPLOADS_DIR,
  type Manifest,
  type Migration,
} from './manifest.ts';
import { embeddedServerMajor, findPgTool, runPgTool, type PgTool } from './pg-tools.ts';

export type RestoreOptions = {
  backupDir: string;
  dataDir: string;
  /** Unset: the embedded PostgreSQL in dataDir. */
  databaseUrl?: string | undefined;
  /** Replace a target that is not empty instead of refusing it. */
  replace: boolean;
  pgBinDir?: string | undefined;
  log: (msg: string) => void;
};
export type RestoreResult = { manifest: Manifest; latestMigration: Migration | null; ms: number };

/** The store's schemas; `--replace` drops them (and whatever they hold) before restoring. */
const STORE_SCHEMAS = ['public', 'drizzle', 'graphile_worker'];

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'bindass-store-restore' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Tables, views and sequences outside PostgreSQL's own schemas. */
async function relationCount(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`,
  );
  return rows[0]!.n;
}

/**
 * Refuses a database with tables, unless replace: then, when `drop`, drops the store's schemas and makes `public`
 * again (cluster files need no drop: they replace the whole cluster).
 */
async function prepareDatabase(url: string, opts: RestoreOptions, where: string, drop = true): Promise<void> {
  await withClient(url, async (client) => {
    const relations = await relationCount(client);
    if (relations === 0) return;
    if (!opts.replace) {
      throw new OpsError(
        `The database ${where} is not empty (${relations} tables, views or sequences). Restore into an empty ` +
          'database, or add --replace to drop what it holds first.',
      );
    }
    if (!drop) return;
    opts.log(`--replace: dropping the schemas ${STORE_SCHEMAS.join(', ')} of ${where}.`);
    for (const schema of STORE_SCHEMAS) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query('CREATE SCHEMA public');
  });
}

/** Refuses an uploads folder with files (unless replace), before anything is changed. */
async function checkUploads(opts: RestoreOptions): Promise<string> {
  const dir = path.join(opts.dataDir, UPLOADS_DIR);
  if (!opts.replace && !(await hasNoFiles(dir))) {
    throw new OpsError(`${dir} already holds files. Restore into an empty data folder, or add --replace.`);
  }
  return dir;
}

/** The backup's images into the uploads folder (emptied first with replace, once the database is restored). */
async function restoreUploads(opts: RestoreOptions, dir: string): Promise<void> {
  if (opts.replace && !(await hasNoFiles(dir))) {
    opts.log(`--replace: emptying ${dir}.`);
    await fs.rm(dir, { recursive: true, force: true });
  }
  const from = path.join(opts.backupDir, UPLOADS_DIR);
  if (await fs.stat(from).catch(() => null)) await fs.cp(from, dir, { recursive: true });
}

async function restoreDump(tool: PgTool, url: string, opts: RestoreOptions): Promise<void> {
  opts.log(`Restoring the database with ${tool.name} ${tool.version} (${tool.path}).`);
  await runPgTool(tool, url, [
    '--no-owner',
    '--no-acl',
    '--exit-on-error',
    '--single-transaction',
    path.join(opts.backupDir, DUMP_FILE),
  ]);
}

/**
 * Cluster files into DATA_DIR, with no server running and DATA_DIR locked. A data folder with no cluster yet needs
 * no initdb; one with a cluster is refused when its database has tables (unless replace), then overwritten.
 */
async function restoreClusterFiles(m: Manifest, opts: RestoreOptions): Promise<void> {
  const major = await embeddedServerMajor();
  if (major !== m.database.serverMajor) {
    throw new OpsError(
      `This backup holds the files of a PostgreSQL ${m.database.serverMajor} cluster; the embedded PostgreSQL ` +
        `here is ${major ?? 'missing'}. Restore it with the store version that made it (${m.app.version}).`,
    );
  }
  if (!opts.replace && (await fs.stat(path.join(opts.dataDir, CLUSTER_DIR, 'PG_VERSION')).catch(() => null))) {
    const embedded = await startEmbeddedPostgres(opts.dataDir, opts.log);
    try {
      await prepareDatabase(embedded.url, opts, `in ${embedded.databaseDir}`, false);
    } finally {
      await embedded.stop();
    }
  }
  const target = await lockClusterDir(opts.dataDir, opts.log);
  try {
    opts.log(
      `Copying the embedded cluster's files (PostgreSQL ${m.database.serverVersion}) into ${target.databaseDir}.`,
    );
    const owner = await fs.stat(target.databaseDir);
    await emptyDir(target.databaseDir);
    await fs.cp(path.join(opts.backupDir, CLUSTER_DIR), target.databaseDir, { recursive: true });
    if (process.getuid?.() === 0) await chownTree(target.databaseDir, owner.uid, owner.gid);
    // The cluster's `store` role has the backed-up data folder's password.
    const passwordFile = path.join(opts.dataDir, PASSWORD_FILE);
    await fs.copyFile(path.join(opts.backupDir, PASSWORD_FILE), passwordFile);
    await fs.chmod(passwordFile, 0o600);
  } finally {
    await target.release();
  }
}

/** A pg_dump archive into the embedded PostgreSQL in DATA_DIR (made by initdb when the folder has none). */
async function restoreDumpIntoEmbedded(tool: PgTool, opts: RestoreOptions): Promise<void> {
  const embedded = await startEmbeddedPostgres(opts.dataDir, opts.log);
  try {
    await prepareDatabase(embedded.url, opts, `in ${embedded.databaseDir}`);
    await restoreDump(tool, embedded.url, opts);
  } finally {
    await embedded.stop();
  }
}

/** The restored database's latest migration, read back through the store's own way in. */
async function readBack(opts: RestoreOptions): Promise<Migration | null> {
  if (opts.databaseUrl) return withClient(opts.databaseUrl, latestMigration);
  const embedded = await startEmbeddedPostgres(opts.dataDir, opts.log);
  try {
    return await withClient(embedded.url, latestMigration);
  } finally {
    await embedded.stop();
  }
}

export async function restore(opts: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const m = await readManifest(opts.backupDir);
  await checkMigrationKnown(m);
  if (m.database.method === 'cluster-files' && opts.databaseUrl) {
    throw new OpsError(
      `This backup holds the embedded PostgreSQL's files (PostgreSQL ${m.database.serverMajor}), which only an ` +
        'embedded PostgreSQL can take: restore it with DATABASE_URL unset. To move to a server, restore it into ' +
        `a data folder, start the store on it, and dump it with a pg_dump ${m.database.serverMajor}.`,
    );
  }
  // Every refusal comes before the first change: the uploads folder, the tool, then the database.
  const uploadsDir = await checkUploads(opts);
  const tool =
    m.database.method === 'pg_dump'
      ? await findPgTool('pg_restore', m.database.toolMajor ?? m.database.serverMajor, opts.pgBinDir)
      : null;
  if (!tool) {
    await restoreClusterFiles(m, opts);
  } else if (opts.databaseUrl) {
    await prepareDatabase(opts.databaseUrl, opts, 'named by DATABASE_URL');
    await restoreDump(tool, opts.databaseUrl, opts);
  } else {
    await restoreDumpIntoEmbedded(tool, opts);
  }
  await restoreUploads(opts, uploadsDir);
  const restored = await treeSize(uploadsDir);
  if (restored.files !== m.uploads.files) {
    throw new OpsError(
      `${uploadsDir} has ${restored.files} files after the restore; the backup lists ${m.uploads.files}.`,
    );
  }
  const latest = await readBack(opts);
  if (latest?.hash !== m.database.latestMigration?.hash) {
    throw new OpsError('The restored database does not show the backup’s latest migration.');
  }
  return { manifest: m, latestMigration: latest, ms: Math.round(performance.now() - started) };
}
