import path from 'node:path';
import type { Config } from './config.ts';
import { createMailer, type Mailer } from './mail/service.ts';
import { memoryPageStore, redisPageStore, type PageStore } from './page-cache/store.ts';
import { createRateLimits, type RateLimits } from './rate-limit/service.ts';

/** Where signed-out visitors' pages are kept (ADR 22): Redis when REDIS_URL is set, else memory; null when off. */
export function createPageStore(config: Pick<Config, 'PAGE_CACHE_MB' | 'REDIS_URL'>): PageStore | null {
  if (config.PAGE_CACHE_MB === 0) return null;
  return config.REDIS_URL ? redisPageStore(config.REDIS_URL) : memoryPageStore(config.PAGE_CACHE_MB * 1024 * 1024);
}

/**
 * Mail, rate limits and the page store, configured from the environment (SMTP_URL or the outbox; REDIS_URL or
 * memory).
 */
export function createInfrastructure(config: Config): {
  mailer: Mailer;
  rateLimits: RateLimits;
  pageStore: PageStore | null;
} {
  return {
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    rateLimits: createRateLimits({ redisUrl: config.REDIS_URL }),
    pageStore: createPageStore(config),
  };
}
