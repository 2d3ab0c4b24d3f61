/**
 * The backup's manifest.json: when it was made, by which version of the store, up to which migration, how the
 * database was saved and with which tool. Restore reads it back with the same schema.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../db/client.ts';
import { OpsError } from './errors.ts';

export const MANIFEST_FILE = 'manifest.json';
/** pg_dump's custom-format archive of the database. */
export const DUMP_FILE = 'database.dump';
/** The embedded cluster's files, copied with its server stopped, and its password file. */
export const CLUSTER_DIR = 'postgres';
export const UPLOADS_DIR = 'uploads';

const migrationSchema = z.object({ tag: z.string(), createdAt: z.number().int(), hash: z.string() });
export type Migration = z.infer<typeof migrationSchema>;

export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    /** `embedded`: the PostgreSQL run from DATA_DIR; `server`: DATABASE_URL. */
    source: z.enum(['embedded', 'server']),
    serverVersion: z.string(),
    serverMajor: z.number().int(),
    /** `pg_dump`: DUMP_FILE; `cluster-files`: CLUSTER_DIR, restorable only into an embedded PostgreSQL of serverMajor. */
    method: z.enum(['pg_dump', 'cluster-files']),
    /** e.g. "pg_dump 15.20 (/usr/bin/pg_dump)"; null for cluster files. */
    tool: z.string().nullable(),
    toolMajor: z.number().int().nullable(),
    latestMigration: migrationSchema.nullable(),
  }),
  uploads: z.object({ files: z.number().int(), bytes: z.number().int() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function appVersion(): Promise<{ name: string; version: string }> {
  const pkg = JSON.parse(await fs.readFile(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

/** This code's migrations, oldest first, from drizzle-kit's journal. */
async function journal(): Promise<{ tag: string; when: number }[]> {
  const file = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  return (JSON.parse(await fs.readFile(file, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

/** The last migration applied to the database (drizzle's own table), named by this code's journal; null if none. */
export async function latestMigration(client: pg.ClientBase): Promise<Migration | null> {
  const exists = await client.query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!exists.rows[0]?.ok) return null;
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
  );
  if (!rows[0]) return null;
  const createdAt = Number(rows[0].created_at);
  const tag = (await journal()).find((e) => e.when === createdAt)?.tag ?? `unknown (${createdAt})`;
  return { tag, createdAt, hash: rows[0].hash };
}

/** Refuses a backup whose database has migrations this code does not know (made by a newer version of the store). */
export async function checkMigrationKnown(m: Manifest): Promise<void> {
  const latest = m.database.latestMigration;
  if (!latest) return;
  if (!(await journal()).some((e) => e.when === latest.createdAt)) {
    throw new OpsError(
      `This backup was made by ${m.app.name} ${m.app.version} with migration ${latest.tag}, which this version ` +
        'does not have. Restore it with that version of the store (or a newer one).',
    );
  }
}

export async function readManifest(backupDir: string): Promise<Manifest> {
  const file = path.join(backupDir, MANIFEST_FILE);
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    throw new OpsError(`${backupDir} is not a backup: it has no readable ${MANIFEST_FILE}.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new OpsError(`${file} is not a manifest this store reads.`);
  return parsed.data;
}
