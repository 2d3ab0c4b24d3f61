/**
 * The store's Prometheus metrics (prom-client), on prom-client's global registry: in cluster mode the primary's
 * AggregatorRegistry asks every worker for exactly that registry (ADR 13). Every metric of the store is declared or
 * registered here, so names and labels live in one place:
 *   - HTTP requests by route pattern and status, and their latency (http/metrics.ts records them);
 *   - the database pool (total, idle, waiting clients) of every pool given to watchPoolMetrics();
 *   - orders placed and paid (the order service counts them once the transaction commits);
 *   - process metrics (CPU, memory, event loop lag, handles) from collectDefaultMetrics().
 * (In cluster mode the primary adds two of its own about its workers: cluster.ts.)
 * Later parts add theirs with registerGauge() (a job queue's depth) and registerCounter() (its failures, page-cache
 * hits), never with their own registry.
 */
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from 'prom-client';

collectDefaultMetrics({ register });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its response being sent, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const ordersPlaced = new Counter({
  name: 'store_orders_placed_total',
  help: 'Orders placed (committed), by payment method.',
  labelNames: ['payment_method'] as const,
});

export const ordersPaid = new Counter({
  name: 'store_orders_paid_total',
  help: 'Orders whose payment became paid (online capture, or cash collected on delivery), by payment method.',
  labelNames: ['payment_method'] as const,
});

const pools = new Set<pg.Pool>();

/** Counts `pool` in the db_pool_* gauges (several pools in one process are added up); answers how to stop. */
export function watchPoolMetrics(pool: pg.Pool): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

function poolGauge(name: string, help: string, read: (p: pg.Pool) => number): void {
  registerGauge(name, help, () => [...pools].reduce((sum, p) => sum + read(p), 0));
}
poolGauge('db_pool_connections_total', 'Connections open in the database pool.', (p) => p.totalCount);
poolGauge('db_pool_connections_idle', 'Idle connections in the database pool.', (p) => p.idleCount);
poolGauge('db_pool_waiting_requests', 'Queries waiting for a free pool connection.', (p) => p.waitingCount);

export type GaugeOptions = {
  /**
   * How the primary combines the workers' values in cluster mode: 'sum' for what each process holds (its own pool),
   * 'max' for one shared fact that every worker reads alike (a queue's depth in the database), so it is not counted N
   * times.
   */
  aggregate?: 'sum' | 'max';
};

/**
 * A gauge whose value is read when /metrics is scraped, e.g. a job queue's depth:
 *   registerGauge('store_jobs_queued', 'Jobs waiting to run.', () => queue.depth(), { aggregate: 'max' })
 * Registering a name again replaces the reader (tests build several apps in one process).
 */
export function registerGauge(
  name: string,
  help: string,
  read: () => number | Promise<number>,
  opts: GaugeOptions = {},
): Gauge {
  register.removeSingleMetric(name);
  return new Gauge({
    name,
    help,
    aggregator: opts.aggregate ?? 'sum',
    async collect() {
      this.set(await read());
    },
  });
}

/**
 * A counter for events a later part counts, e.g. failed jobs or page-cache hits:
 *   const hits = registerCounter('store_page_cache_hits_total', 'Pages answered from the cache.', ['route']);
 *   hits.inc({ route });
 * The same name answers the same counter.
 */
export function registerCounter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
  const existing = register.getSingleMetric(name) as Metric<L> | undefined;
  if (existing instanceof Counter) return existing as Counter<L>;
  return new Counter<L>({ name, help, labelNames });
}

/** The text Prometheus scrapes, for this process alone. */
export async function processMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}
