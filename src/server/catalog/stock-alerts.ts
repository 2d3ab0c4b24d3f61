/**
 * "Notify me when back in stock". A shopper subscribes to a sold-out size (signed in: their account's email;
 * otherwise the email they give); when the size comes back (catalog.onRestock, in the transaction of the stock
 * change) a `back-in-stock` job is queued, and it mails each subscriber once. Rows are claimed atomically
 * (`notified_at` set by one UPDATE ... RETURNING, locked rows skipped), so several workers never mail a subscriber
 * twice. A mail that fails gives its claim back and is tried again by the periodic sweep (a cron job, once a minute
 * across all processes; at most MAX_ATTEMPTS times). Email addresses are never logged.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import { stockAlertThanks, visitorStockAlertSchema, type StockAlertInput } from '../../shop/stock-alerts.ts';
import { fieldErrors } from '../../shop/form-errors.ts';
import type { Db, Tx } from '../db/client.ts';
import { enqueue } from '../jobs/queue.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import type { Mailer } from '../mail/service.ts';
import type { RateLimits } from '../rate-limit/service.ts';
import { variantKey, type CatalogService } from './service.ts';
import { productVariants, products, stockAlerts } from './tables.ts';

/** A mail that failed this many times is not tried again. */
export const MAX_ATTEMPTS = 5;
/** Subscriptions claimed per round (a round repeats until none is left). */
const BATCH = 200;

export type StockAlertDeps = {
  db: Db;
  catalog: Pick<CatalogService, 'variantsFor'>;
  mailer: Mailer;
  rateLimits: RateLimits;
  config: { publicUrl: string; storeName: string; STOCK_ALERT_RATE_LIMIT_PER_HOUR: number };
  log: { error: (obj: object, msg: string) => void };
};

type Claimed = { id: string; email: string; name: string; slug: string; size: string };

export function createStockAlerts(deps: StockAlertDeps) {
  const { db, config } = deps;
  const limiter = deps.rateLimits.limiter({
    name: 'stock-alerts',
    points: config.STOCK_ALERT_RATE_LIMIT_PER_HOUR,
    durationSeconds: 3600,
    message: 'Too many requests. Please try again later.',
  });

  /** Claims due subscriptions (in stock, not yet mailed), one atomic statement; `variantIds` narrows it. */
  async function claim(variantIds: string[] | null): Promise<Claimed[]> {
    const only = variantIds
      ? sql`AND a.variant_id IN (${sql.join(
          variantIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
    const result = await db.execute<Claimed>(sql`
      WITH due AS (
        SELECT a.id FROM ${stockAlerts} a
        JOIN ${productVariants} v ON v.id = a.variant_id
        JOIN ${products} p ON p.id = v.product_id
        WHERE a.notified_at IS NULL AND a.failed_attempts < ${MAX_ATTEMPTS} AND v.stock > 0 AND p.is_active ${only}
        ORDER BY a.created_at
        LIMIT ${BATCH}
        FOR UPDATE OF a SKIP LOCKED
      )
      UPDATE ${stockAlerts} a SET notified_at = now()
      FROM due, ${productVariants} v, ${products} p
      WHERE a.id = due.id AND v.id = a.variant_id AND p.id = v.product_id AND a.notified_at IS NULL
      RETURNING a.id, a.email, p.name, p.slug, v.size`);
    return result.rows;
  }

  async function mail(alert: Claimed): Promise<void> {
    const url = `${config.publicUrl}/product/${encodeURIComponent(alert.slug)}`;
    try {
      await deps.mailer.send({
        to: alert.email,
        subject: `Back in stock: ${alert.name} (size ${alert.size})`,
        text: [
          'Good news!',
          '',
          `${alert.name} in size ${alert.size} is back in stock at ${config.storeName}.`,
          `Get it before it sells out again: ${url}`,
          '',
          'You asked us to tell you when this size came back: this is the only mail we send about it.',
          '',
        ].join('\n'),
      });
    } catch (err) {
      // The claim goes back, so the sweep tries again; the log names the subscription, never the address.
      await db
        .update(stockAlerts)
        .set({ notifiedAt: null, failedAttempts: sql`${stockAlerts.failedAttempts} + 1` })
        .where(eq(stockAlerts.id, alert.id));
      const code = (err as { code?: unknown }).code;
      deps.log.error(
        { alertId: alert.id, code: typeof code === 'string' ? code : undefined },
        'back-in-stock mail failed',
      );
    }
  }

  /** Mails every due subscription (of these sizes, or all), round after round. Answers how many were claimed. */
  async function notify(variantIds: string[] | null): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await claim(variantIds);
      total += claimed.length;
      for (const alert of claimed) await mail(alert);
      if (claimed.length < BATCH) return total;
    }
  }

  return {
    /**
     * Subscribes to a sold-out size. `customer` is the signed-in caller (their email is used), or null for a visitor
     * (who must give one). Counted against the hourly limit per IP (invalid input is not). Subscribing twice to the
     * same size with the same email changes nothing. 404 for an unknown product or size, 409 `in_stock` when the
     * size can be bought now.
     */
    async subscribe(
      input: StockAlertInput,
      customer: { id: string; email: string } | null,
      meta: { ip: string },
    ): Promise<{ message: string }> {
      let email = customer?.email;
      if (!customer) {
        const parsed = visitorStockAlertSchema.safeParse(input);
        if (!parsed.success) {
          const fields = fieldErrors(parsed.error.issues);
          throw new Invalid(Object.values(fields)[0] ?? 'Please enter your email.', { fields });
        }
        email = parsed.data.email;
      }
      await limiter.consume(`ip:${meta.ip}`);
      const variant = (await deps.catalog.variantsFor([input])).get(variantKey(input.productId, input.size));
      if (!variant || !variant.isActive) throw new NotFound('This size is not sold.');
      if (variant.stock > 0) {
        throw new Conflict(`Size ${variant.size} is in stock: you can add it to your bag now.`, {
          reason: 'in_stock',
        });
      }
      await db.transaction(async (tx) => {
        await tx
          .insert(stockAlerts)
          .values({
            variantId: variant.variantId,
            email: (email as string).toLowerCase(),
            userId: customer?.id ?? null,
          })
          .onConflictDoNothing({
            target: [stockAlerts.variantId, stockAlerts.email],
            where: isNull(stockAlerts.notifiedAt),
          });
        // The size may have come back between the check and the insert: the job's claim finds it (or does nothing).
        await enqueue(tx, 'back-in-stock', { variantIds: [variant.variantId] });
      });
      return { message: stockAlertThanks(variant.size) };
    },

    /** Queues the mails to the subscribers of sizes that just came back (catalog.onRestock), in the restock's `tx`. */
    async restocked(variantIds: string[], tx: Tx): Promise<void> {
      if (variantIds.length > 0) await enqueue(tx, 'back-in-stock', { variantIds });
    },

    /** The `back-in-stock` job: mails the due subscribers of these sizes. Answers how many were claimed. */
    notify: ({ variantIds }: { variantIds: string[] }) => notify(variantIds),

    /** Catches up on every due subscription (a failed mail given back, a job that found the stock not yet there). */
    sweep: () => notify(null),
  };
}

export type StockAlerts = ReturnType<typeof createStockAlerts>;
