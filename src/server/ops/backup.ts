/**
 * `npm run backup`: the database and the uploads folder into one backup folder with a manifest (ADR 14).
 *
 * - DATABASE_URL: `pg_dump --format=custom` (a consistent snapshot; the store may keep running), with the newest
 *   pg_dump found that is at least the server's version.
 * - Embedded PostgreSQL: the backup starts it from DATA_DIR, so the store must be stopped (the data folder's lock
 *   says so if it is not). With a pg_dump as new as the embedded server (PostgreSQL 18) it is dumped the same way;
 *   the embedded package ships no pg_dump, so otherwise the cluster's files are copied with its server stopped
 *   (PostgreSQL's file-system-level backup), with the data folder's database password.
 *
 * Uploads are copied after the database: images are written before the rows naming them, so every image the
 * database refers to is in the backup. The backup is written to `<out>.partial` and renamed when complete.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PASSWORD_FILE, startEmbeddedPostgres } from '../db/embedded.ts';
import { OpsError } from './errors.ts';
import { hasNoFiles, treeSize } from './files.ts';
import {
  appVersion,
  CLUSTER_DIR,
  DUMP_FILE,
  latestMigration,
  MANIFEST_FILE,
  UPLOADS_DIR,
  type Manifest,
} from './manifest.ts';
import { findPgTool, runPgTool, serverVersion, type PgTool } from './pg-tools.ts';

export type BackupOptions = {
  dataDir: string;
  /** Unset: the embedded PostgreSQL in dataDir. */
  databaseUrl?: string | undefined;
  outDir: string;
  /** Images kept in an S3-compatible bucket (STORAGE_URL): not copied; the bucket is backed up by its own means. */
  imagesInBucket?: string | undefined;
  /** PG_BIN_DIR: the only folder pg_dump is looked for in. */
  pgBinDir?: string | undefined;
  log: (msg: string) => void;
};
export type BackupResult = { dir: string; manifest: Manifest; bytes: number; ms: number };

type DatabaseInfo = Pick<Manifest['database'], 'serverVersion' | 'serverMajor' | 'latestMigration'>;

async function describeDatabase(url: string): Promise<DatabaseInfo> {
  const client = new pg.Client({ connectionString: url, application_name: 'bindass-store-backup' });
  await client.connect();
  try {
    const v = await serverVersion(client);
    return { serverVersion: v.version, serverMajor: v.major, latestMigration: await latestMigration(client) };
  } finally {
    await client.end();
  }
}

async function dump(tool: PgTool, url: string, dir: string, log: BackupOptions['log']): Promise<void> {
  log(`Dumping the database with ${tool.name} ${tool.version} (${tool.path}).`);
  await runPgTool(tool, url, ['--format=custom', `--file=${path.join(dir, DUMP_FILE)}`]);
}

const describeTool = (t: PgTool) => `${t.name} ${t.version} (${t.path})`;

async function backupServer(opts: BackupOptions, url: string, dir: string): Promise<Manifest['database']> {
  const info = await describeDatabase(url);
  const tool = await findPgTool('pg_dump', info.serverMajor, opts.pgBinDir);
  await dump(tool, url, dir, opts.log);
  return { source: 'server', ...info, method: 'pg_dump', tool: describeTool(tool), toolMajor: tool.major };
}

async function backupEmbedded(opts: BackupOptions, dir: string): Promise<Manifest['database']> {
  const embedded = await startEmbeddedPostgres(opts.dataDir, opts.log);
  try {
    const info = await describeDatabase(embedded.url);
    const tool = await findPgTool('pg_dump', info.serverMajor, opts.pgBinDir).catch(() => null);
    if (tool) {
      await dump(tool, embedded.url, dir, opts.log);
      return { source: 'embedded', ...info, method: 'pg_dump', tool: describeTool(tool), toolMajor: tool.major };
    }
    opts.log(
      `No pg_dump of PostgreSQL ${info.serverMajor} or newer was found (the embedded package ships none): ` +
        `copying the embedded cluster's files with its server stopped.`,
    );
    await embedded.stopServer(); // the data folder stays locked: no store can start while the files are copied
    const pid = path.join(embedded.databaseDir, 'postmaster.pid');
    if (await fs.stat(pid).catch(() => null)) {
      throw new OpsError(`The embedded PostgreSQL in ${embedded.databaseDir} did not shut down cleanly.`);
    }
    await fs.cp(embedded.databaseDir, path.join(dir, CLUSTER_DIR), {
      recursive: true,
      filter: (src) => path.basename(src) !== 'postmaster.opts',
    });
    await fs.copyFile(path.join(opts.dataDir, PASSWORD_FILE), path.join(dir, PASSWORD_FILE));
    return { source: 'embedded', ...info, method: 'cluster-files', tool: null, toolMajor: null };
  } finally {
    await embedded.stop();
  }
}

export async function backup(opts: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const dir = path.resolve(opts.outDir);
  if (!(await hasNoFiles(dir))) throw new OpsError(`${dir} already holds files: choose another --out folder.`);
  const partial = `${dir}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  // Customer data and (for cluster files) the database password: for the owner only.
  await fs.mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const database = opts.databaseUrl
      ? await backupServer(opts, opts.databaseUrl, partial)
      : await backupEmbedded(opts, partial);
    const uploadsDir = path.join(opts.dataDir, UPLOADS_DIR);
    if (opts.imagesInBucket) {
      opts.log(`Images are kept in ${opts.imagesInBucket}: not copied (back the bucket up with its own versioning).`);
    } else if (await fs.stat(uploadsDir).catch(() => null)) {
      await fs.cp(uploadsDir, path.join(partial, UPLOADS_DIR), { recursive: true });
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      app: await appVersion(),
      database,
      uploads: await treeSize(path.join(partial, UPLOADS_DIR)),
    };
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    await fs.rm(dir, { recursive: true, force: true }); // an empty folder given as --out
    await fs.rename(partial, dir);
    return { dir, manifest, bytes: (await treeSize(dir)).bytes, ms: Math.round(performance.now() - started) };
  } catch (err) {
    await fs.rm(partial, { recursive: true, force: true });
    throw err;
  }
}
