/**
 * Rate limits by key (an IP, an email...). In memory by default; in Redis when REDIS_URL is set, so several app
 * processes share one count (with an in-memory fallback while Redis is unreachable). Built on rate-limiter-flexible.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequests } from '../errors.ts';

/** Every rate-limit count in Redis is under this prefix (`rl:<rule>:<key>`); the test suite clears them at its start. */
export const RATE_LIMIT_KEY_PREFIX = 'rl:';

export type LimitRule = { name: string; points: number; durationSeconds: number; message: string };

export type Limiter = {
  /** Counts one attempt for every key; throws TooManyRequests when any of them is over its limit. */
  consume(...keys: string[]): Promise<void>;
  /** Throws TooManyRequests when a key has already used all its points in this window; counts nothing. */
  check(...keys: string[]): Promise<void>;
  /** Counts one attempt for a key without ever refusing; answers the attempts counted in this window. */
  add(key: string): Promise<number>;
  /** The attempts counted for a key in this window (0 when none). */
  count(key: string): Promise<number>;
  /** Forget the attempts of a key (e.g. after a successful login). */
  reset(key: string): Promise<void>;
};

export type RateLimits = {
  limiter(rule: LimitRule): Limiter;
  /** Resolves once Redis is connected (at once in memory); false when it did not connect in time. */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  backend: 'memory' | 'redis';
};

export function createRateLimits(opts: { redisUrl?: string }): RateLimits {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  redis?.on('error', () => {}); // reported by failing over to memory, not by crashing

  return {
    backend: redis ? 'redis' : 'memory',
    async ready(timeoutMs = 3000) {
      if (!redis || redis.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    limiter(rule) {
      const base = {
        keyPrefix: `${RATE_LIMIT_KEY_PREFIX}${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      const impl: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter: new RateLimiterMemory(base) })
        : new RateLimiterMemory(base);
      const refusal = (res: RateLimiterRes) =>
        new TooManyRequests(rule.message, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
      return {
        async consume(...keys) {
          for (const key of keys) {
            try {
              await impl.consume(key);
            } catch (err) {
              if (err instanceof RateLimiterRes) throw refusal(err);
              throw err;
            }
          }
        },
        async check(...keys) {
          for (const key of keys) {
            const res = await impl.get(key);
            if (res && res.consumedPoints >= rule.points) throw refusal(res);
          }
        },
        async add(key) {
          return (await impl.penalty(key, 1)).consumedPoints;
        },
        async count(key) {
          return (await impl.get(key))?.consumedPoints ?? 0;
        },
        async reset(key) {
          await impl.delete(key);
        },
      };
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
