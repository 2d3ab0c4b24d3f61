/**
 * `npm run bench`: starts the production store on loopback (seeded demo catalogue in a scratch DATA_DIR), then
 * measures with autocannon, bounded in requests and time:
 *   - GET /api/products?page=1&limit=12
 *   - the server-rendered home page
 * and prints the first-load JS (gzip) of each public page.
 *   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_MAX_REQUESTS (default 50000)
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { firstLoadJs, kb, FIRST_LOAD_JS_BUDGET_BYTES } from '../support/first-load-js.ts';
import { ROOT, spawnStore } from '../support/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const maxRequests = Number(process.env.BENCH_MAX_REQUESTS ?? 50_000);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bindass-store-bench');

await buildIfStale(ROOT);
console.log(`Starting the store (DATA_DIR=${dataDir}; the first run seeds the demo catalogue)...`);
const store = await spawnStore({ DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'error' });

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };
async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const r = await autocannon({ url, connections, duration: seconds, amount: maxRequests, headers });
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

try {
  const base = store.baseUrl;
  // Warm up (JIT, connection pool, caches).
  for (let i = 0; i < 50; i++) {
    await (await fetch(`${base}/api/products?page=1&limit=12`)).arrayBuffer();
    await (await fetch(`${base}/`)).arrayBuffer();
  }
  const rows = [
    await load('GET /api/products?page=1&limit=12', `${base}/api/products?page=1&limit=12`, { 'accept-encoding': 'gzip' }),
    await load('GET / (SSR home page)', `${base}/`, { 'accept-encoding': 'gzip' }),
  ];
  console.log(`\nLoad (${connections} connections, ${seconds} s or ${maxRequests} requests at most, loopback):`);
  console.table(
    rows.map((r) => ({
      endpoint: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      requests: r.requests,
      'errors+non2xx': r.errors + r.non2xx,
    })),
  );

  const products = (await (await fetch(`${base}/api/products?limit=1`)).json()) as {
    data: { products: Array<{ slug: string }> };
  };
  const slug = products.data.products[0]?.slug ?? 'none';
  const pages = ['/', '/shop', '/category/men', '/category/Buy-Western-Dress-for-Women', `/product/${slug}`, '/search?q=kurta', '/Blogs', '/login', '/cart'];
  console.log(`First-load JS per public page (gzip; budget ${kb(FIRST_LOAD_JS_BUDGET_BYTES)}):`);
  const sizes = [];
  for (const p of pages) sizes.push(await firstLoadJs(base, p));
  console.table(sizes.map((s) => ({ page: s.path, files: s.files.length, 'JS gzip': kb(s.gzipBytes) })));
} finally {
  store.child.kill('SIGTERM');
  await store.exited;
}
