/**
 * A fresh database for one test file, cloned from the migrated template (see global-setup.ts).
 *   const t = await testDatabase();   // in beforeAll
 *   await t.drop();                   // in afterAll
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../../src/server/db/client.ts';
import { withDatabase } from './global-setup.ts';
import { allowManyCodOrders } from './cod.ts';

export type TestDatabase = Database & { url: string; drop: () => Promise<void> };

export async function testDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `${template}_f${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Concurrent clones of one template can collide for a moment; retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const url = withDatabase(adminUrl, name);
  const database = connectDatabase(url, { max: 10 });
  // Suites place many cash-on-delivery orders as one customer (support/cod.ts).
  await allowManyCodOrders(database.db);
  return {
    ...database,
    url,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
