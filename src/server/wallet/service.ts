/**
 * Store credit: the only code that touches the wallet tables. Every change is one conditional update of the
 * customer's balance row (so concurrent orders queue on that row and the balance can never go below 0: the update
 * `balance - q WHERE balance >= q` either takes it all or nothing) and one ledger entry, in the caller's
 * transaction. Credits of a return and an order's spend and give-back are unique, so a repeat changes nothing.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { paise, type Paise } from '../../shop/money.ts';
import type { StoreCreditEntryKind } from '../../shop/store-credit.ts';
import type { Db, Tx } from '../db/client.ts';
import { storeCreditAccounts, storeCreditEntries } from './tables.ts';

export type StoreCreditEntry = {
  id: string;
  kind: StoreCreditEntryKind;
  amountPaise: Paise;
  balanceAfterPaise: Paise;
  orderId: string | null;
  returnId: string | null;
  note: string | null;
  createdAt: Date;
};

export function createWalletService(db: Db) {
  async function add(
    tx: Tx,
    userId: string,
    amount: Paise,
    entry: { kind: StoreCreditEntryKind; orderId?: string; returnId?: string; note?: string },
  ): Promise<Paise | null> {
    // The entry first: its unique index makes a repeat (same return, same order and kind) a no-op.
    const [inserted] = await tx
      .insert(storeCreditEntries)
      .values({
        userId,
        kind: entry.kind,
        amountPaise: amount,
        balanceAfterPaise: paise(0),
        orderId: entry.orderId ?? null,
        returnId: entry.returnId ?? null,
        note: entry.note ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: storeCreditEntries.id });
    if (!inserted) return null;
    await tx
      .insert(storeCreditAccounts)
      .values({ userId, balancePaise: paise(0) })
      .onConflictDoNothing();
    const [row] = await tx
      .update(storeCreditAccounts)
      .set({ balancePaise: sql`${storeCreditAccounts.balancePaise} + ${amount}`, updatedAt: new Date() })
      .where(
        and(
          eq(storeCreditAccounts.userId, userId),
          ...(amount < 0 ? [gte(storeCreditAccounts.balancePaise, paise(-amount))] : []),
        ),
      )
      .returning({ balance: storeCreditAccounts.balancePaise });
    if (!row) return null;
    await tx
      .update(storeCreditEntries)
      .set({ balanceAfterPaise: row.balance })
      .where(eq(storeCreditEntries.id, inserted.id));
    return row.balance;
  }

  return {
    /** The customer's balance now (0 without an account row). */
    async balance(userId: string, tx: Tx | Db = db): Promise<Paise> {
      const [row] = await tx
        .select({ balance: storeCreditAccounts.balancePaise })
        .from(storeCreditAccounts)
        .where(eq(storeCreditAccounts.userId, userId));
      return row?.balance ?? paise(0);
    },

    /** The ledger, newest first. */
    async entries(userId: string, limit = 50): Promise<StoreCreditEntry[]> {
      return db
        .select({
          id: storeCreditEntries.id,
          kind: storeCreditEntries.kind,
          amountPaise: storeCreditEntries.amountPaise,
          balanceAfterPaise: storeCreditEntries.balanceAfterPaise,
          orderId: storeCreditEntries.orderId,
          returnId: storeCreditEntries.returnId,
          note: storeCreditEntries.note,
          createdAt: storeCreditEntries.createdAt,
        })
        .from(storeCreditEntries)
        .where(eq(storeCreditEntries.userId, userId))
        .orderBy(desc(storeCreditEntries.createdAt))
        .limit(limit);
    },

    /** Credits a settled return once; answers whether this call credited it. */
    async creditReturn(tx: Tx, userId: string, returnId: string, amount: Paise, note: string): Promise<boolean> {
      if (amount <= 0) return false;
      return (await add(tx, userId, amount, { kind: 'return_credit', returnId, note })) !== null;
    },

    /**
     * Spends `amount` on an order, once: answers false when the balance is short (the caller refuses the order and
     * rolls back), true when taken (or 0 asked).
     */
    async spendOnOrder(tx: Tx, userId: string, orderId: string, amount: Paise): Promise<boolean> {
      if (amount <= 0) return true;
      return (await add(tx, userId, paise(-amount), { kind: 'order_spend', orderId })) !== null;
    },

    /** Gives back what an order spent (it was cancelled or never paid), once; answers the amount given back. */
    async returnOrderSpend(tx: Tx, orderId: string): Promise<Paise> {
      const [spent] = await tx
        .select({ userId: storeCreditEntries.userId, amount: storeCreditEntries.amountPaise })
        .from(storeCreditEntries)
        .where(and(eq(storeCreditEntries.orderId, orderId), eq(storeCreditEntries.kind, 'order_spend')));
      if (!spent) return paise(0);
      const back = paise(-spent.amount);
      const done = await add(tx, spent.userId, back, { kind: 'order_refund', orderId, note: 'Order cancelled' });
      return done === null ? paise(0) : back;
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
