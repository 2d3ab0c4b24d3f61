/** Measuring helpers for the benchmarks: bounded autocannon runs and sequential single-request latency. */
import autocannon from 'autocannon';

export type LoadResult = { name: string; rps: number; p50: number; p99: number; requests: number; failures: number };

export const loadSeconds = Number(process.env.BENCH_SECONDS ?? 10);
export const loadConnections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const maxRequests = Number(process.env.BENCH_MAX_REQUESTS ?? 50_000);

/** Load on one URL: `connections` at once, for `loadSeconds` or `maxRequests`, whichever ends first. */
export async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  return bounded(name, { url, connections: loadConnections, headers: { 'accept-encoding': 'gzip', ...headers } });
}

/**
 * The same load `times` times in a row: the run with the median requests/s (its latency), the failures of all of them,
 * and every run's requests/s. For a bar on a machine shared with other work, where one load of the same code measured
 * anywhere from 147 to 281 req/s within the hour (2026-11-28): a slow phase then moves one run of three, not the figure.
 */
export async function loadMedian(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  times = 3,
): Promise<LoadResult & { runs: number[] }> {
  const results: LoadResult[] = [];
  for (let i = 0; i < times; i++) results.push(await load(name, url, headers));
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  const failures = results.reduce((sum, r) => sum + r.failures, 0);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, failures, runs: results.map((r) => r.rps) };
}

/**
 * Load on one URL for a few seconds, not measured, so the load after it measures a server that has run a while: V8's
 * optimised code, the pool's connections and their prepared statements. After 30 single renders, the first 10 s load
 * on a product page ran 18-28 % below the next one.
 */
export async function warmUp(url: string, headers: Record<string, string> = {}, seconds = 3): Promise<void> {
  const opts = { url, connections: loadConnections, headers: { 'accept-encoding': 'gzip', ...headers } };
  await bounded('warm-up', opts, Math.min(seconds, loadSeconds));
}

/** Load over several URLs of one server at once (each connection cycles through them), `connections` at once. */
export async function loadPaths(
  name: string,
  base: string,
  paths: string[],
  connections: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  return bounded(name, {
    url: base,
    connections,
    headers: { 'accept-encoding': 'gzip', ...headers },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

/** One autocannon run, for `seconds` (`loadSeconds`) or `maxRequests`, whichever ends first. */
async function bounded(name: string, opts: autocannon.Options, seconds = loadSeconds): Promise<LoadResult> {
  const r = await autocannon({ ...opts, duration: seconds, maxOverallRequests: maxRequests });
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failures: r.errors + r.non2xx,
  };
}

export function printLoad(rows: LoadResult[]): void {
  console.table(
    rows.map((r) => ({
      endpoint: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      requests: r.requests,
      failures: r.failures,
    })),
  );
}

export type Latency = { name: string; n: number; p50: number; p95: number; p99: number; max: number };

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Single requests one after another (no concurrency): the time the server takes for one request. `before` runs
 * before each request, outside the time measured (e.g. to empty the store's caches).
 */
export async function sequentialLatency(
  name: string,
  urls: string[],
  rounds = 3,
  before: () => Promise<void> = async () => {},
): Promise<Latency> {
  for (const url of urls.slice(0, 10)) await (await fetch(url)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const url of urls) {
      await before();
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    name,
    n: times.length,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
  };
}

/**
 * Latency under load: `connections` loops, each sending one request after another, for `loadSeconds` or
 * `maxRequests` in all, whichever ends first. Every answer must be 200; p50/p95/p99 over all requests.
 */
export async function concurrentLatency(
  name: string,
  request: (i: number) => Promise<Response>,
  opts: { connections?: number; maxRequests?: number } = {},
): Promise<Latency & { rps: number }> {
  const connections = opts.connections ?? loadConnections;
  const cap = opts.maxRequests ?? Math.min(maxRequests, 20_000);
  const until = performance.now() + loadSeconds * 1000;
  const times: number[] = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < cap && performance.now() < until) {
        const i = sent++;
        const t0 = performance.now();
        const res = await request(i);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${name}: request ${i} answered ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    name,
    n: times.length,
    rps: Math.round(times.length / seconds),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
  };
}
