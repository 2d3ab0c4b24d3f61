import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { afterCommit } from './after-commit.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await testDatabase();
  await t.db.execute(sql`CREATE TABLE after_commit_probe (n int)`);
});
afterAll(async () => {
  await t?.drop();
});

/** What another connection sees: the hook must find the transaction's rows committed. */
const committedRows = async () => (await t.pool.query('SELECT count(*)::int AS n FROM after_commit_probe')).rows[0].n;

describe('afterCommit', () => {
  it('runs hooks once the transaction has committed, in order, not before', async () => {
    const seen: Array<[string, number]> = [];
    let ranInside = false;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO after_commit_probe VALUES (1)`);
      expect(afterCommit(tx, () => void committedRows().then((n) => seen.push(['first', n])))).toBe(true);
      afterCommit(tx, () => seen.push(['second', -1]));
      // Registered from a savepoint: still after the outer commit.
      await tx.transaction(async (inner) => {
        afterCommit(inner, () => seen.push(['nested', -1]));
      });
      ranInside = seen.length > 0;
    });
    expect(ranInside).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([
      ['second', -1],
      ['nested', -1],
      ['first', 1],
    ]);
  });

  it('never runs hooks of a transaction that rolls back', async () => {
    let ran = false;
    await expect(
      t.db.transaction(async (tx) => {
        afterCommit(tx, () => (ran = true));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(ran).toBe(false);
  });

  it('a failing hook neither fails the committed transaction nor stops the others', async () => {
    let second = false;
    const result = await t.db.transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('hook failed');
      });
      afterCommit(tx, () => (second = true));
      return 'done';
    });
    expect(result).toBe('done');
    expect(second).toBe(true);
  });
});
