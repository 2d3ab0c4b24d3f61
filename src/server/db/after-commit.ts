/**
 * After-commit hooks: work that must wait until a transaction has committed (the metrics' orders placed and paid;
 * mails are jobs queued inside the transaction instead, see jobs/queue.ts) registers here from inside the transaction, and runs once the outermost transaction has committed;
 * never when it rolls back. connectDatabase() installs it on every handle it makes.
 *
 * A hook registered inside a savepoint that later rolls back still runs when the outer transaction commits: hooks
 * only do what is harmless then (count, log).
 */
import type { Db, Tx } from './client.ts';

type Hook = () => void;

const pending = new WeakMap<object, Hook[]>();

/**
 * Runs `hook` after `tx` commits. Outside a handle made by connectDatabase() there is nothing to wait on: the hook is
 * dropped, and callers must have another way to catch up (the stock alerts' periodic sweep).
 */
export function afterCommit(tx: Tx, hook: Hook): boolean {
  const hooks = pending.get(tx);
  if (!hooks) return false;
  hooks.push(hook);
  return true;
}

/** Makes `tx` (and the savepoints opened from it) collect hooks into `hooks`. */
function track(tx: Tx, hooks: Hook[]): void {
  pending.set(tx, hooks);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = ((run: (inner: Tx) => Promise<unknown>) =>
    savepoint(async (inner) => {
      track(inner, hooks);
      return run(inner);
    })) as Tx['transaction'];
}

/** Wraps `db.transaction` so hooks registered with afterCommit() run after the commit. */
export function withAfterCommit(db: Db, onHookError: (err: unknown) => void = () => {}): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const hooks: Hook[] = [];
    const result = await transaction(async (tx) => {
      track(tx, hooks);
      return run(tx);
    }, config as never);
    for (const hook of hooks) {
      try {
        hook();
      } catch (err) {
        onHookError(err);
      }
    }
    return result;
  }) as Db['transaction'];
  return db;
}
