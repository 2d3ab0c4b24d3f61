/** A Fastify app over a test database, without the web build: API tests call `app.inject()`. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import { buildApp } from '../../src/server/http/app.ts';
import { createInfrastructure } from '../../src/server/infrastructure.ts';
import { createServices, type Services } from '../../src/server/services.ts';

export type TestApp = {
  app: FastifyInstance;
  services: Services;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
};

export async function testApp(db: Db, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-test-app-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const uploadsDir = path.join(dataDir, 'uploads');
  await fs.mkdir(uploadsDir, { recursive: true });
  const { mailer, rateLimits } = createInfrastructure(config);
  await rateLimits.ready();
  const services = createServices({ db, config, mailer, rateLimits, uploadsDir });
  const app = await buildApp({ config, services, uploadsDir });
  await app.ready();
  return {
    app,
    services,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await rateLimits.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
