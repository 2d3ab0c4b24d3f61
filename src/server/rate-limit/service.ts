/**
 * Rate limits by key (an IP, an email...). In memory by default; in Redis when REDIS_URL is set, so several app
 * processes share one count (with an in-memory fallback while Redis is unreachable). Built on rate-limiter-flexible.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequests } from '../errors.ts';

export type LimitRule = { name: string; points: number; durationSeconds: number; message: string };

export type Limiter = {
  /** Counts one attempt for every key; throws TooManyRequests when any of them is over its limit. */
  consume(...keys: string[]): Promise<void>;
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
      const base = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      const impl: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter: new RateLimiterMemory(base) })
        : new RateLimiterMemory(base);
      return {
        async consume(...keys) {
          for (const key of keys) {
            try {
              await impl.consume(key);
            } catch (err) {
              if (err instanceof RateLimiterRes) {
                throw new TooManyRequests(rule.message, Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
              }
              throw err;
            }
          }
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
