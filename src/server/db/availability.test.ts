/**
 * Telling a database outage from a failing query: errors from a pool that cannot reach PostgreSQL are marked (also
 * inside a transaction, also when the caller swallows them), PostgreSQL's own "not now" codes count, and a refused
 * connection to anything else (a payment provider) or a query's own error does not.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { isDatabaseUnavailable, watchDatabase } from './availability.ts';
import { connectDatabase, type Database } from './client.ts';
import { freePort } from './embedded.ts';

let t: TestDatabase;
let down: Database;

beforeAll(async () => {
  t = await testDatabase();
  // Nothing listens there: every connection is refused.
  down = connectDatabase(`postgres://store:x@127.0.0.1:${await freePort()}/store`, { max: 2 });
});

afterAll(async () => {
  await down.close();
  await t.drop();
});

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );

describe('isDatabaseUnavailable', () => {
  it.each(['57P01', '57P02', '57P03', '08006', '08001', '53300'])('is true for SQLSTATE %s', (code) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('x'), { code }) }))).toBe(true);
  });

  it('is false for a query error and for a refused connection to something else', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    const fetchFailed = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' }),
    });
    expect(isDatabaseUnavailable(fetchFailed)).toBe(false);
  });

  it('is true for a query, and a transaction, on a database that cannot be reached', async () => {
    expect(isDatabaseUnavailable(await rejection(down.db.execute(sql`select 1`)))).toBe(true);
    expect(isDatabaseUnavailable(await rejection(down.db.transaction(async (tx) => tx.execute(sql`select 1`))))).toBe(
      true,
    );
  });

  it('is false for a failing query on a database that is up', async () => {
    expect(isDatabaseUnavailable(await rejection(t.db.execute(sql`select * from no_such_table`)))).toBe(false);
  });
});

describe('watchDatabase', () => {
  it('learns of an outage even when the work swallowed the error', async () => {
    const { result, databaseUnavailable } = await watchDatabase(async () => {
      const rows = await down.db.execute(sql`select 1`).catch(() => null);
      return rows === null ? 'empty block' : 'rows';
    });
    expect(result).toBe('empty block');
    expect(databaseUnavailable).toBe(true);
  });

  it('stays quiet for queries that work or fail on their own', async () => {
    const { databaseUnavailable } = await watchDatabase(async () => {
      await t.db.execute(sql`select 1`);
      await t.db.execute(sql`select * from no_such_table`).catch(() => null);
    });
    expect(databaseUnavailable).toBe(false);
  });
});

describe('a connection lost while a transaction holds it', () => {
  it('fails that transaction, not the process, and the pool goes on', async () => {
    const database = connectDatabase(t.url, { max: 2 });
    try {
      const failed = await rejection(
        database.db.transaction(async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
          // Another connection ends this one while the transaction holds it between two statements (as a
          // database restart or a cut network does): the client hears of it with no query running.
          await t.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
          await new Promise((r) => setTimeout(r, 300));
          await tx.execute(sql`select 1`);
        }),
      );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      // The broken client left the pool: the next query gets a working connection.
      const { rows } = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(rows[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
