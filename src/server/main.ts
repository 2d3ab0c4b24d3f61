/**
 * Composition root: config -> database (embedded or DATABASE_URL) -> migrations -> demo seed -> services -> HTTP.
 * Owns shutdown: on SIGTERM/SIGINT it stops accepting, finishes in-flight requests, closes the pool and stops the
 * embedded database.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { ConfigError, configWarnings, loadConfig, type Config } from './config.ts';
import { connectDatabase, runMigrations } from './db/client.ts';
import { seedIfEmpty } from './db/demo.ts';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { buildApp, type AppDeps } from './http/app.ts';
import { loggerOptions } from './logger.ts';
import { setUpPayments } from './payments/setup.ts';
import { createInfrastructure } from './infrastructure.ts';
import { createServices } from './services.ts';
import { describeStorage } from './storage/settings.ts';
import { openStorage } from './storage/open-storage.ts';
import { startJobWorker } from './jobs/worker.ts';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHUTDOWN_GRACE_MS = 8_000;

export type RunningStore = { url: string; stop: () => Promise<void> };

export async function startStore(config: Config): Promise<RunningStore> {
  const log = pino(loggerOptions(config.LOG_LEVEL));
  for (const warning of configWarnings(config)) log.warn(warning);
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir), (m) => log.warn(m));
    databaseUrl = embedded.url;
    log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }
  const database = connectDatabase(databaseUrl);
  try {
    await runMigrations(database);
    const storage = await openStorage(config.storage);
    log.info(`Images are stored in ${describeStorage(config.storage)}`);
    if (config.SEED_DEMO) await seedIfEmpty(database.db, storage, (m) => log.info(m));

    const { mailer, rateLimits } = createInfrastructure(config);
    if (!(await rateLimits.ready()))
      log.warn('Redis (REDIS_URL) is not reachable yet: rate limits count in memory until it is.');
    const payments = await setUpPayments(config);
    if (payments.sandbox) log.warn('Payments run in SANDBOX mode (no Razorpay keys): online orders are not charged.');
    const services = createServices({ db: database.db, config, mailer, rateLimits, storage, payments, log });
    const { web, devMiddleware, closeDev } = await loadWeb(config);
    const app = await buildApp({ config, services, storage, web, devMiddleware, paymentsLive: !payments.sandbox });
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const port = (app.server.address() as { port: number }).port;
    payments.sandbox?.setWebhookUrl(`http://127.0.0.1:${port}/api/payment/webhook`);
    // Background jobs (mails, and once a minute across all processes: hold expiry, the back-in-stock sweep).
    const jobs =
      config.JOB_CONCURRENCY > 0
        ? await startJobWorker({
            pool: database.pool,
            handlers: services.jobHandlers,
            concurrency: config.JOB_CONCURRENCY,
            pollIntervalMs: config.JOB_POLL_INTERVAL_MS,
            log,
          })
        : null;
    log.info(`Store ready at ${config.PORT === 0 ? address : config.publicUrl}`);

    let stopping: Promise<void> | null = null;
    const stop = () =>
      (stopping ??= (async () => {
        await app.close(); // stops accepting, waits for in-flight requests
        await jobs?.stop(); // finishes the jobs it is running; queued ones wait for the next worker
        await payments.close();
        await closeDev?.();
        await rateLimits.close();
        await storage.close();
        await database.close();
        await embedded?.stop();
      })());
    return { url: address, stop };
  } catch (err) {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw err;
  }
}

type WebSetup = { web: AppDeps['web']; devMiddleware?: AppDeps['devMiddleware']; closeDev?: () => Promise<void> };

async function loadWeb(config: Config): Promise<WebSetup> {
  if (config.NODE_ENV === 'development') {
    const vite = await import('vite');
    const server = await vite.createServer({ root: ROOT_DIR, server: { middlewareMode: true }, appType: 'custom' });
    return {
      web: {
        clientDir: null,
        mode: 'development',
        getBuild: () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      },
      devMiddleware: server.middlewares as never,
      closeDev: () => server.close(),
    };
  }
  const serverEntry = path.join(ROOT_DIR, 'build/server/index.js');
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return {
    web: { clientDir: path.join(ROOT_DIR, 'build/client'), mode: 'production', getBuild: async () => build },
  };
}

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  let store: RunningStore;
  try {
    store = await startStore(config);
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(3);
    }
    console.error('Cannot start the store:', err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    console.log(`${signal} received: finishing requests and shutting down...`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    store.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Error during shutdown:', err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
