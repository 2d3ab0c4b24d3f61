import { createSessionService } from './accounts/sessions.ts';
import { createCatalogService } from './catalog/service.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createHealthService } from './health/service.ts';
import type { Mailer } from './mail/service.ts';
import type { RateLimits } from './rate-limit/service.ts';

export type ServiceDeps = { db: Db; config: Config; mailer: Mailer; rateLimits: RateLimits; uploadsDir: string };

/** Every domain service, built once at start (see main.ts) and handed to API routes and page loaders alike. */
export function createServices(deps: ServiceDeps) {
  const { db } = deps;
  return {
    health: createHealthService(db),
    catalog: createCatalogService(db),
    sessions: createSessionService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
