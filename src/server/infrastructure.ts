import path from 'node:path';
import type { Config } from './config.ts';
import { createMailer, type Mailer } from './mail/service.ts';
import { createRateLimits, type RateLimits } from './rate-limit/service.ts';

/** Mail and rate limits, configured from the environment (SMTP_URL or the outbox; REDIS_URL or memory). */
export function createInfrastructure(config: Config): { mailer: Mailer; rateLimits: RateLimits } {
  return {
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    rateLimits: createRateLimits({ redisUrl: config.REDIS_URL }),
  };
}
