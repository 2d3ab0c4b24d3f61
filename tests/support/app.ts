/** A Fastify app over a test database, without the web build: API tests call `app.inject()`. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/client.ts';
import { buildApp } from '../../src/server/http/app.ts';
import { createInfrastructure } from '../../src/server/infrastructure.ts';
import { waitForIdleQueue } from '../../src/server/jobs/queue.ts';
import { startJobWorker, type JobWorker } from '../../src/server/jobs/worker.ts';
import { setUpPayments, type Payments } from '../../src/server/payments/setup.ts';
import { setUpCourier, type Courier } from '../../src/server/delivery/courier/setup.ts';
import { createServices, type Services } from '../../src/server/services.ts';
import { openStorage } from '../../src/server/storage/open-storage.ts';
import type { FileStorage } from '../../src/server/storage/storage.ts';

export type TestApp = {
  app: FastifyInstance;
  services: Services;
  config: Config;
  dataDir: string;
  payments: Payments;
  /** The courier (the Shiprocket sandbox with SHIPROCKET_SANDBOX=true; none by default). */
  courier: Courier;
  /** The image storage (the test's own uploads folder unless `env` sets STORAGE_URL). */
  storage: FileStorage;
  /** Set when `listen: true`: the app's loopback address (the sandbox sends webhooks there). */
  baseUrl: string | null;
  /** The app's job worker (null with `worker: false`). */
  jobs: JobWorker | null;
  /** Resolves once no queued job is due or running (mails written, notices sent). */
  jobsDone: () => Promise<void>;
  close: () => Promise<void>;
};

export async function testApp(
  db: Db,
  env: Record<string, string> = {},
  opts: { listen?: boolean; worker?: boolean } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-test-app-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const storage = await openStorage(config.storage);
  const { mailer, rateLimits, pageStore } = createInfrastructure(config);
  await rateLimits.ready();
  const payments = await setUpPayments(config);
  const log = { warn: () => {}, error: () => {} };
  const courier = await setUpCourier(config);
  const services = createServices({
    db,
    config,
    mailer,
    rateLimits,
    storage,
    payments,
    courier: courier.provider,
    log,
    pageStore,
  });
  const app = await buildApp({ config, services, storage });
  await app.ready();
  // The store's job worker, as main.ts runs it (without the once-a-minute jobs: tests call those services directly).
  const jobs =
    opts.worker === false
      ? null
      : await startJobWorker({
          pool: (db as unknown as { $client: pg.Pool }).$client,
          handlers: services.jobHandlers,
          concurrency: 4,
          pollIntervalMs: 100,
          cron: false,
          log,
        });
  let baseUrl: string | null = null;
  if (opts.listen) {
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    payments.sandbox?.setWebhookUrl(`${baseUrl}/api/payment/webhook`);
  }
  return {
    app,
    services,
    config,
    dataDir,
    payments,
    courier,
    storage,
    baseUrl,
    jobs,
    jobsDone: () => waitForIdleQueue(db),
    close: async () => {
      await app.close();
      await jobs?.stop();
      await payments.close();
      await courier.close();
      await rateLimits.close();
      await services.pageCache.close();
      await storage.close();
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}
