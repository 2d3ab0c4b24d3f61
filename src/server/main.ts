/**
 * Composition root: config -> database (embedded or DATABASE_URL) -> migrations -> demo seed -> services -> HTTP.
 * Owns shutdown: on SIGTERM/SIGINT it stops accepting, finishes in-flight requests, closes the pool and stops the
 * embedded database. With WEB_CONCURRENCY > 1 the same steps are split between a primary (database, migrations,
 * seed, metrics) and its workers (services, HTTP): see cluster.ts.
 */
import './node-env.ts';
import cluster from 'node:cluster';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { ConfigError, configWarnings, loadConfig, type Config } from './config.ts';
import { connectDatabase, runMigrations } from './db/client.ts';
import { seedIfEmpty } from './db/demo.ts';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { buildApp, type AppDeps } from './http/app.ts';
import { startCluster, startWorker } from './cluster.ts';
import { loggerOptions } from './logger.ts';
import { processMetrics, watchPoolMetrics } from './metrics/registry.ts';
import { startMetricsServer, type MetricsServer, type MetricsText } from './metrics/server.ts';
import { setUpPayments, type SandboxLink } from './payments/setup.ts';
import { setUpCourier } from './delivery/courier/setup.ts';
import { requestAwareLog } from './request-log.ts';
import { createInfrastructure } from './infrastructure.ts';
import { createServices } from './services.ts';
import { registerQueueGauges } from './jobs/metrics.ts';
import { startJobWorker } from './jobs/worker.ts';
import { describeStorage } from './storage/settings.ts';
import { openStorage } from './storage/open-storage.ts';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHUTDOWN_GRACE_MS = 8_000;

export type RunningStore = { url: string; stop: () => Promise<void> };
export type Logger = pino.Logger;

/** The store in one process: the database, then one serving process, with /metrics on its internal port. */
export async function startStore(
  config: Config,
  log: Logger = pino(loggerOptions(config.LOG_LEVEL)),
): Promise<RunningStore> {
  for (const warning of configWarnings(config)) log.warn(warning);
  const database = await prepareDatabase(config, log);
  let metrics: MetricsServer | null = null;
  try {
    metrics = await startMetrics(config, log, processMetrics);
    const store = await serveStore(config, log, { databaseUrl: database.url });
    return {
      url: store.url,
      stop: async () => {
        await store.stop();
        await metrics?.close();
        await database.stop();
      },
    };
  } catch (err) {
    await metrics?.close();
    await database.stop().catch(() => {});
    throw err;
  }
}

export type PreparedDatabase = { url: string; stop: () => Promise<void> };

/**
 * Once per machine (the primary in cluster mode): the embedded PostgreSQL from DATA_DIR when DATABASE_URL is unset,
 * the migrations (the job queue's too) and the demo seed. Answers the database URL the serving processes connect to.
 */
export async function prepareDatabase(config: Config, log: Logger): Promise<PreparedDatabase> {
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir), (m) => log.warn(m));
    databaseUrl = embedded.url;
    log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }
  const database = connectDatabase(databaseUrl, { max: 2 });
  try {
    await runMigrations(database);
    if (config.SEED_DEMO) {
      const storage = await openStorage(config.storage);
      try {
        await seedIfEmpty(database.db, storage, (m) => log.info(m));
      } finally {
        await storage.close();
      }
    }
  } catch (err) {
    await embedded?.stop().catch(() => {});
    throw err;
  } finally {
    await database.close().catch(() => {});
  }
  return { url: databaseUrl, stop: async () => await embedded?.stop() };
}

/**
 * One serving process on a prepared database: services, HTTP on PORT (shared by every worker in cluster mode) and
 * a job worker. `sandbox` is the primary's payment sandbox in cluster mode (one sandbox for all workers).
 */
export async function serveStore(
  config: Config,
  log: Logger,
  opts: { databaseUrl: string; sandbox?: SandboxLink },
): Promise<RunningStore & { port: number }> {
  const database = connectDatabase(opts.databaseUrl);
  const unwatchPool = watchPoolMetrics(database.pool);
  registerQueueGauges(database.pool);
  try {
    const storage = await openStorage(config.storage);
    log.info(`Images are stored in ${describeStorage(config.storage)}`);
    const { mailer, rateLimits, pageStore } = createInfrastructure(config);
    if (!(await rateLimits.ready()))
      log.warn('Redis (REDIS_URL) is not reachable yet: rate limits count in memory until it is.');
    const payments = await setUpPayments(config, opts.sandbox);
    if (payments.provider.mode === 'sandbox' && !opts.sandbox)
      log.warn('Payments run in SANDBOX mode (no Razorpay keys): online orders are not charged.');
    const courier = await setUpCourier(config);
    if (courier.sandbox)
      log.warn('Courier checks go to the Shiprocket SANDBOX (SHIPROCKET_SANDBOX): answers are made up.');
    const services = createServices({
      db: database.db,
      config,
      mailer,
      rateLimits,
      storage,
      payments,
      courier: courier.provider,
      log: requestAwareLog(log),
      pageStore,
    });
    if (pageStore && !(await pageStore.ready()))
      log.warn('Redis (REDIS_URL) is not reachable yet: pages are rendered for every request until it is.');
    if (services.pageCache.enabled && config.NODE_ENV === 'production') {
      log.info(
        `Signed-out visitors' pages are kept in ${services.pageCache.storeKind === 'redis' ? 'Redis' : 'memory'}`,
      );
    }
    const { web, devMiddleware, closeDev } = await loadWeb(config);
    const app = await buildApp({
      config,
      services,
      storage,
      web,
      devMiddleware,
      paymentsLive: payments.provider.mode === 'live',
      log,
    });
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const port = (app.server.address() as { port: number }).port;
    payments.sandbox?.setWebhookUrl(`http://127.0.0.1:${port}/api/payment/webhook`);
    // Background jobs (mails, and once a minute across all processes: hold expiry, the back-in-stock sweep). Every
    // serving process (each worker in cluster mode) runs one; row locks give each job to one of them.
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
        await courier.close();
        await closeDev?.();
        await rateLimits.close();
        await services.pageCache.close();
        await storage.close();
        unwatchPool();
        await database.close();
      })());
    return { url: address, port, stop };
  } catch (err) {
    unwatchPool();
    await database.close().catch(() => {});
    throw err;
  }
}

/** /metrics on METRICS_HOST:METRICS_PORT (off with METRICS_PORT=off); a busy port is logged, never fatal. */
export async function startMetrics(config: Config, log: Logger, metrics: MetricsText): Promise<MetricsServer | null> {
  if (config.METRICS_PORT === 'off') return null;
  try {
    const server = await startMetricsServer({
      host: config.METRICS_HOST,
      port: config.METRICS_PORT,
      metrics,
      onError: (err) => log.error({ err }, 'collecting metrics failed'),
    });
    log.info(`Metrics at ${server.url}`);
    return server;
  } catch (err) {
    log.error(
      { err },
      `The metrics port ${config.METRICS_HOST}:${config.METRICS_PORT} is not available: /metrics is off`,
    );
    return null;
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
    web: {
      clientDir: path.join(ROOT_DIR, 'build/client'),
      mode: 'production',
      getBuild: async () => build,
      // The client manifest's version does not change with server-only code: kept pages also key by this.
      release: crypto.createHash('sha256').update(fs.readFileSync(serverEntry)).digest('base64url').slice(0, 16),
    },
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
    // Several processes (WEB_CONCURRENCY > 1): this is the primary or one of its workers (cluster.ts).
    if (cluster.isWorker) store = await startWorker(config, { serveStore });
    else if (config.WEB_CONCURRENCY > 1)
      store = await startCluster(config, { prepareDatabase, startMetrics, serveStore });
    else store = await startStore(config);
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(`Cannot start: ${err.message}`);
      process.exit(3);
    }
    console.error('Cannot start the store:', err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    if (!cluster.isWorker) console.log(`${signal} received: finishing requests and shutting down...`);
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
  // A worker whose primary is gone (killed outright) stops too, rather than serving on alone.
  if (cluster.isWorker) process.once('disconnect', () => shutdown('disconnect'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
