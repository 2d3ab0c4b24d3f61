import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpsError } from './errors.ts';
import { findPgTool, parseToolVersion, runPgTool } from './pg-tools.ts';

let dir: string;

/** A stand-in pg_dump: prints its version, and otherwise writes its arguments and PGPASSWORD to a file. */
async function fakeTool(folder: string, name: string, version: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true });
  const script = [
    '#!/bin/sh',
    `if [ "$1" = "--version" ]; then echo "${name} (PostgreSQL) ${version}"; exit 0; fi`,
    `printf '%s\\n' "$@" > "${folder}/args"`,
    `printf '%s' "$PGPASSWORD" > "${folder}/password"`,
    'case "$*" in *fail*) echo "pg_dump: error: connection refused" >&2; exit 1;; esac',
  ].join('\n');
  await fs.writeFile(path.join(folder, name), `${script}\n`, { mode: 0o755 });
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-pg-tools-'));
  await fakeTool(path.join(dir, 'v14'), 'pg_dump', '14.12');
  await fakeTool(path.join(dir, 'v17'), 'pg_dump', '17.2');
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('parseToolVersion', () => {
  it.each([
    ['pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)', 15, '15.20'],
    ['pg_restore (PostgreSQL) 18.4', 18, '18.4'],
    ['pg_dump (PostgreSQL) 18beta1', 18, '18'],
  ])('%s is %i', (output, major, version) => {
    expect(parseToolVersion(output)).toEqual({ major, version });
  });
  it('is null for anything else', () => {
    expect(parseToolVersion('command not found')).toBeNull();
  });
});

describe('findPgTool with PG_BIN_DIR', () => {
  it('takes a tool at least as new as the server', async () => {
    const tool = await findPgTool('pg_dump', 15, path.join(dir, 'v17'));
    expect(tool).toEqual({ name: 'pg_dump', path: path.join(dir, 'v17', 'pg_dump'), major: 17, version: '17.2' });
  });

  it('refuses an older one, naming what it found and what is needed', async () => {
    const err = await findPgTool('pg_dump', 15, path.join(dir, 'v14')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpsError);
    expect((err as Error).message).toBe(
      `No pg_dump of PostgreSQL 15 or newer was found in PG_BIN_DIR (${path.join(dir, 'v14')}) ` +
        `(found: 14.12 at ${path.join(dir, 'v14', 'pg_dump')}). Install the PostgreSQL 15 client tools, ` +
        'or set PG_BIN_DIR to their folder.',
    );
  });

  it('finds nothing in a folder without the tool', async () => {
    await expect(findPgTool('pg_restore', 15, path.join(dir, 'v17'))).rejects.toThrow(/\(found: none\)/);
  });
});

describe('runPgTool', () => {
  it('passes the password in PGPASSWORD, never on the command line', async () => {
    const folder = path.join(dir, 'v17');
    const tool = await findPgTool('pg_dump', 15, folder);
    await runPgTool(tool, 'postgres://store:s%3Acret%2Fpw@127.0.0.1:5432/shop?sslmode=disable', ['--format=custom']);
    const args = await fs.readFile(path.join(folder, 'args'), 'utf8');
    expect(args).toBe('--dbname=postgres://store@127.0.0.1:5432/shop?sslmode=disable\n--format=custom\n');
    expect(await fs.readFile(path.join(folder, 'password'), 'utf8')).toBe('s:cret/pw');
  });

  it("fails with the tool's own error output", async () => {
    const tool = await findPgTool('pg_dump', 15, path.join(dir, 'v17'));
    await expect(runPgTool(tool, 'postgres://store@127.0.0.1/shop', ['fail'])).rejects.toThrow(
      `pg_dump 17.2 (${path.join(dir, 'v17', 'pg_dump')}) failed: pg_dump: error: connection refused`,
    );
  });
});
