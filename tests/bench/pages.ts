/**
 * `npm run bench -- --only=pages`: the page cache (ADR 22) on the demo catalogue, as production runs on this machine
 * (one process per core). For the home page, a category and a product page: requests/s and p50/p99 at 50 connections
 * for a signed-out visitor (the kept page) beside the same page rendered for every request (a session cookie the
 * store does not know: the cache never answers a request with one, and the page renders as for a visitor).
 * Bars for the kept pages: at least 1,000 requests/s with p99 under 100 ms; a miss makes the run exit with code 1.
 */
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/db/embedded.ts';
import { spawnStore, waitForWorkers } from '../support/server-process.ts';
import { loadPaths, printLoad, warmUp, type LoadResult } from './measure.ts';

const CONNECTIONS = 50;
const BAR_RPS = 1_000;
const BAR_P99_MS = 100;

export async function pagesPart(): Promise<boolean> {
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bindass-store-bench');
  const processes = os.availableParallelism();
  console.log(`\n## the page cache (DATA_DIR=${dataDir}; ${processes} processes, ${CONNECTIONS} connections)`);
  const metricsPort = await freePort();
  const store = await spawnStore({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    WEB_CONCURRENCY: String(processes),
    METRICS_PORT: String(metricsPort),
  });
  const rows: LoadResult[] = [];
  const bars: Array<{ page: string; rps: number; p99: number }> = [];
  try {
    await waitForWorkers(store, `http://127.0.0.1:${metricsPort}/metrics`, processes);
    const base = store.baseUrl;
    const list = (await (await fetch(`${base}/api/products?limit=1`)).json()) as {
      data: { products: Array<{ slug: string }> };
    };
    const pages = ['/', '/category/men', `/product/${list.data.products[0]!.slug}`];
    const rendered = { cookie: 'bb_session=bench-not-a-session' };
    for (const page of pages) {
      // Warm both: the kept page in every process, and the renders.
      for (let i = 0; i < 20; i++) {
        await (await fetch(`${base}${page}`)).arrayBuffer();
        await (await fetch(`${base}${page}`, { headers: rendered })).arrayBuffer();
      }
      // And 3 s of load on the kept page, not measured (as the rendered one gets in the demo part, ADR 29): measured
      // first after the store started, the home page's p99 was 108 ms in a run where the next pages' were 53-66.
      await warmUp(`${base}${page}`);
      const kept = await loadPaths(`GET ${page} (kept)`, base, [page], CONNECTIONS);
      const fresh = await loadPaths(`GET ${page} (rendered)`, base, [page], CONNECTIONS, rendered);
      rows.push(kept, fresh);
      bars.push({ page, rps: kept.rps, p99: kept.p99 });
    }
  } finally {
    store.child.kill('SIGTERM');
    await store.exited;
  }
  printLoad(rows);
  const results = bars.map((b) => ({
    page: b.page,
    'kept req/s': b.rps,
    'kept p99 ms': b.p99,
    result: b.rps >= BAR_RPS && b.p99 < BAR_P99_MS ? 'PASS' : 'FAIL',
  }));
  console.log(`Bars for kept pages: at least ${BAR_RPS} req/s, p99 under ${BAR_P99_MS} ms.`);
  console.table(results);
  return results.every((r) => r.result === 'PASS');
}
