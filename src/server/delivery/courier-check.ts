/**
 * The courier's answer for the delivery service: cached (an LRU of recent questions, 10 minutes; a PIN's
 * serviceability changes rarely, and the product page and checkout ask often), and never an error for the shopper:
 * a courier that fails or is slow is logged and the store answers from its zones alone (null here).
 */
import { LRUCache } from 'lru-cache';
import { CourierError, type CourierProvider } from './courier/provider.ts';

export type CourierCheckLog = { warn: (obj: object, msg: string) => void };

export type CourierVerdict = {
  serviceable: boolean;
  /** Some courier serving the PIN collects cash on delivery. */
  codAvailable: boolean;
  /** The fastest courier's estimate in days (null when none gives one). */
  fastestDays: number | null;
};

export const COURIER_CACHE_TTL_MS = 10 * 60_000;

export function createCourierCheck(
  provider: CourierProvider,
  log: CourierCheckLog,
  opts: { max?: number; ttlMs?: number } = {},
) {
  const cache = new LRUCache<string, CourierVerdict>({
    max: opts.max ?? 5_000,
    ttl: opts.ttlMs ?? COURIER_CACHE_TTL_MS,
  });
  const pending = new Map<string, Promise<CourierVerdict | null>>();

  async function fetchVerdict(q: { pickupPin: string; deliveryPin: string; weightKg: number }) {
    try {
      // Prepaid question: every courier serving the PIN answers, each saying whether it collects cash.
      const answer = await provider.serviceability({ ...q, cod: false });
      const days = answer.couriers.flatMap((c) => (c.estimatedDays === null ? [] : [c.estimatedDays]));
      return {
        serviceable: answer.serviceable,
        codAvailable: answer.couriers.some((c) => c.codAvailable),
        fastestDays: days.length > 0 ? Math.min(...days) : null,
      };
    } catch (err) {
      // Logged without the question's secrets (the provider's messages hold none); zones answer instead.
      const message = err instanceof CourierError ? err.message : 'courier check failed';
      log.warn({ courier: provider.name, pin: q.deliveryPin, err: message }, 'courier check failed: zones only');
      return null;
    }
  }

  return {
    /** The courier's verdict, or null when it could not be had (then zones decide alone). Failures are not cached. */
    async ask(q: { pickupPin: string; deliveryPin: string; weightKg: number }): Promise<CourierVerdict | null> {
      // Half-kilo steps: couriers price by slab, and the cache stays small.
      const weightKg = Math.max(0.5, Math.ceil(q.weightKg * 2) / 2);
      const key = `${q.pickupPin}:${q.deliveryPin}:${weightKg}`;
      const hit = cache.get(key);
      if (hit) return hit;
      let inFlight = pending.get(key);
      if (!inFlight) {
        inFlight = fetchVerdict({ ...q, weightKg }).then((v) => {
          if (v) cache.set(key, v);
          return v;
        });
        inFlight.finally(() => pending.delete(key)).catch(() => {});
        pending.set(key, inFlight);
      }
      return inFlight;
    },
  };
}
