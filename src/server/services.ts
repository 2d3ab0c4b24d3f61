import { createSessionService } from './accounts/sessions.ts';
import { createCatalogService } from './catalog/service.ts';
import type { Db } from './db/client.ts';
import { createHealthService } from './health/service.ts';

/** Every domain service, built once at start (see main.ts) and handed to API routes and page loaders alike. */
export function createServices(db: Db) {
  return {
    health: createHealthService(db),
    catalog: createCatalogService(db),
    sessions: createSessionService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
