/**
 * Several serving processes on one machine (WEB_CONCURRENCY > 1, ADR 13), with node:cluster sharing PORT.
 *
 * The primary does what must happen once: it takes DATA_DIR, starts the embedded PostgreSQL (or uses DATABASE_URL),
 * runs the migrations and the demo seed, starts the payment sandbox (without live keys: one sandbox, so a payment
 * started through one worker can be paid through another) and serves /metrics with every worker's metrics added up.
 * Then it forks the workers and hands each the database URL and the sandbox over IPC (never in the environment).
 * Each worker builds the services and the HTTP server exactly as a single process does (main.ts serveStore).
 *
 * A worker that dies is replaced after a delay that doubles with each crash in a row (0.5 s up to 30 s), so a worker
 * that cannot start does not spin. SIGTERM (or SIGINT) to the primary: every worker finishes its in-flight requests
 * and exits, then the sandbox, /metrics and the embedded database stop. A worker whose primary vanished stops too.
 */
import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { AggregatorRegistry, Counter, Gauge, Registry } from 'prom-client';
import type { Config } from './config.ts';
import { configWarnings } from './config.ts';
import { loggerOptions } from './logger.ts';
import type { Logger, PreparedDatabase, RunningStore } from './main.ts';
import type { MetricsServer, MetricsText } from './metrics/server.ts';
import { startSharedSandbox, type SandboxLink } from './payments/setup.ts';

const HANDOFF = 'bindass-store:handoff';
type Handoff = { type: typeof HANDOFF; databaseUrl: string; sandbox: SandboxLink | null };

/** What the primary and the workers do, from the composition root (main.ts), so this file holds only the process logic. */
export type ClusterSteps = {
  prepareDatabase: (config: Config, log: Logger) => Promise<PreparedDatabase>;
  startMetrics: (config: Config, log: Logger, metrics: MetricsText) => Promise<MetricsServer | null>;
  serveStore: (
    config: Config,
    log: Logger,
    opts: { databaseUrl: string; sandbox?: SandboxLink },
  ) => Promise<RunningStore & { port: number }>;
};

/** Workers still running at shutdown after this long are killed (main.ts exits the primary at 8 s regardless). */
const WORKER_STOP_MS = 6_500;
const FIRST_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that ran this long before dying was healthy: the next crash starts the backoff afresh. */
const STABLE_AFTER_MS = 60_000;

/** The delay before replacing a worker after `crashesInARow` crashes (1, 2, 3 ...). */
export function restartDelay(crashesInARow: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, crashesInARow - 1));
}

export async function startCluster(config: Config, steps: ClusterSteps): Promise<RunningStore> {
  const log = pino(loggerOptions(config.LOG_LEVEL)).child({ role: 'primary' });
  for (const warning of configWarnings(config)) log.warn(warning);
  if (!config.REDIS_URL) {
    log.warn(
      `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} without REDIS_URL: each process counts rate limits on its own, ` +
        'so a limit allows up to that many times its number. Set REDIS_URL to share them.',
    );
  }
  const database = await steps.prepareDatabase(config, log);
  const sandbox = await startSharedSandbox(config).catch(async (err: unknown) => {
    await database.stop().catch(() => {});
    throw err;
  });
  if (sandbox) log.warn('Payments run in SANDBOX mode (no Razorpay keys): online orders are not charged.');
  const aggregator = new AggregatorRegistry();
  // The primary's own metrics (how many workers serve, how often one was replaced) follow the workers' sum.
  const own = new Registry();
  const listening = new Set<Worker>();
  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker) => listening.delete(worker));
  new Gauge({
    name: 'store_cluster_workers_listening',
    help: 'Worker processes serving the port.',
    registers: [own],
    collect() {
      this.set(listening.size);
    },
  });
  const workerRestarts = new Counter({
    name: 'store_cluster_worker_restarts_total',
    help: 'Workers that exited unexpectedly and were replaced.',
    registers: [own],
  });
  const metrics = await steps.startMetrics(config, log, async () => ({
    contentType: aggregator.contentType,
    body: `${await aggregator.clusterMetrics()}\n${await own.metrics()}`,
  }));

  const handoff: Handoff = {
    type: HANDOFF,
    databaseUrl: database.url,
    sandbox: sandbox && {
      url: sandbox.url,
      keyId: sandbox.keyId,
      keySecret: sandbox.keySecret,
      webhookSecret: sandbox.webhookSecret,
    },
  };

  // Workers run main.ts itself, never the script that started the primary (npm start's build step, the e2e server's
  // cleanup of DATA_DIR must not run again in each worker). They inherit the environment, NODE_ENV included.
  cluster.setupPrimary({ exec: fileURLToPath(new URL('./main.ts', import.meta.url)), args: [] });
  let stopping = false;
  let crashesInARow = 0;
  const startedAt = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.send(handoff);
    return worker;
  };

  // Until every first worker listens, a worker that exits means the store cannot start (a taken port, a bad build).
  let url = '';
  try {
    url = await new Promise<string>((resolve, reject) => {
      let ready = 0;
      const onListening = (worker: Worker, address: { address: string | null; port: number }) => {
        if (!url) {
          url = `http://${address.address ?? config.HOST}:${address.port}`;
          sandbox?.setWebhookUrl(`http://127.0.0.1:${address.port}/api/payment/webhook`);
        }
        if (++ready === config.WEB_CONCURRENCY) {
          cluster.off('listening', onListening);
          cluster.off('exit', onEarlyExit);
          resolve(url);
        }
      };
      const onEarlyExit = (worker: Worker, code: number | null, signal: string | null) => {
        cluster.off('listening', onListening);
        cluster.off('exit', onEarlyExit);
        reject(new Error(`A worker (pid ${worker.process.pid}) exited while starting (${signal ?? `code ${code}`}).`));
      };
      cluster.on('listening', onListening);
      cluster.on('exit', onEarlyExit);
      for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
    });
  } catch (err) {
    stopping = true;
    await stopWorkers();
    await sandbox?.close();
    await metrics?.close();
    await database.stop();
    throw err;
  }
  log.info({ workers: config.WEB_CONCURRENCY }, `Store ready at ${url} (${config.WEB_CONCURRENCY} processes)`);

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) return;
    crashesInARow = lived >= STABLE_AFTER_MS ? 1 : crashesInARow + 1;
    workerRestarts.inc();
    const delay = restartDelay(crashesInARow);
    log.error(
      { workerPid: worker.process.pid, code, signal, restartInMs: delay },
      'a worker exited unexpectedly: starting another',
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  /** SIGTERM to every worker (each finishes its requests), SIGKILL to any still running after WORKER_STOP_MS. */
  async function stopWorkers(): Promise<void> {
    for (const timer of restarts) clearTimeout(timer);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            const kill = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_MS);
            worker.once('exit', () => {
              clearTimeout(kill);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }

  let stopped: Promise<void> | null = null;
  return {
    url,
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        await stopWorkers();
        await sandbox?.close();
        await metrics?.close();
        await database.stop();
      })()),
  };
}

/** In a worker: waits for the primary's handoff, then serves as a single process would (without its own /metrics). */
export async function startWorker(config: Config, steps: Pick<ClusterSteps, 'serveStore'>): Promise<RunningStore> {
  const log = pino(loggerOptions(config.LOG_LEVEL)).child({ role: 'worker' });
  // Made in a worker, prom-client's AggregatorRegistry answers the primary's requests for this worker's metrics.
  new AggregatorRegistry();
  const handoff = await new Promise<Handoff>((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as Handoff | null)?.type !== HANDOFF) return;
      process.off('message', onMessage);
      resolve(message as Handoff);
    };
    process.on('message', onMessage);
  });
  return steps.serveStore(config, log, {
    databaseUrl: handoff.databaseUrl,
    ...(handoff.sandbox ? { sandbox: handoff.sandbox } : {}),
  });
}
