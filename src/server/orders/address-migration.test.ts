/**
 * Migration 0005 on a database that still holds orders from before addresses were canonical: a free-text state
 * becomes the canonical name with its GST state code, a missing receiver name or phone comes from the account, and
 * a state that is no state stays readable as typed (code null).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabase } from '../../../tests/support/global-setup.ts';
import { connectDatabase, MIGRATIONS_DIR, type Database } from '../db/client.ts';

const adminUrl = inject('adminDatabaseUrl');
const name = `migration_${crypto.randomBytes(4).toString('hex')}`;
let admin: pg.Client;
let database: Database;
let before: string;

/** The migrations folder as it was before 0005 (the journal cut after 0004). */
async function migrationsUpTo(lastIdx: number): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await fs.cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  database = connectDatabase(withDatabase(adminUrl, name), { max: 2 });
  before = await migrationsUpTo(4);
  await migrate(database.db, { migrationsFolder: before });
});
afterAll(async () => {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await fs.rm(before, { recursive: true, force: true });
});

describe('migration 0005: canonical shipping addresses on old orders', () => {
  it('maps states to canonical names and GST codes, fills name and phone, keeps unknown states readable', async () => {
    const { db } = database;
    const [user] = (
      await db.execute<{ id: string }>(
        sql`INSERT INTO users (name, email, phone, password_hash) VALUES ('Meera Iyer', 'meera@example.com', '9812345678', '!') RETURNING id`,
      )
    ).rows;
    const oldOrder = (n: number, address: object) =>
      db.execute(sql`INSERT INTO orders (order_number, user_id, status, payment_method, mrp_total_paise, subtotal_paise, total_paise, shipping_address)
        VALUES (${`BB-OLD-${n}`}, ${user!.id}, 'processing', 'cod', 100, 100, 100, ${JSON.stringify(address)}::jsonb)`);
    await oldOrder(1, {
      street: '1 Anna Salai',
      city: 'Chennai',
      state: '  tamil   NADU ',
      pincode: '600002',
      country: 'India',
    });
    await oldOrder(2, {
      fullName: 'Someone Else',
      phone: '9000000001',
      street: '2 Marine Dr',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400020',
      country: 'india',
    });
    await oldOrder(3, {
      street: '3 Nowhere',
      city: 'Atlantis',
      state: 'Atlantis',
      pincode: '100001',
      country: 'India',
    });

    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

    const rows = (
      await db.execute<{ n: string; a: Record<string, unknown> }>(
        sql`SELECT order_number AS n, shipping_address AS a FROM orders ORDER BY order_number`,
      )
    ).rows;
    expect(rows.map((r) => r.a)).toEqual([
      {
        fullName: 'Meera Iyer',
        phone: '9812345678',
        street: '1 Anna Salai',
        city: 'Chennai',
        state: 'Tamil Nadu',
        stateCode: '33',
        pincode: '600002',
        country: 'India',
      },
      {
        fullName: 'Someone Else',
        phone: '9000000001',
        street: '2 Marine Dr',
        city: 'Mumbai',
        state: 'Maharashtra',
        stateCode: '27',
        pincode: '400020',
        country: 'India',
      },
      {
        fullName: 'Meera Iyer',
        phone: '9812345678',
        street: '3 Nowhere',
        city: 'Atlantis',
        state: 'Atlantis',
        stateCode: null,
        pincode: '100001',
        country: 'India',
      },
    ]);
  });
});
