/**
 * `npm run bench`: load and latency on loopback, bounded in requests and time.
 *   demo       the production store on the demo catalogue: GET /api/products?page=1&limit=12 and the SSR home page
 *              under load (req/s, p50/p99), the SSR product page with 1 and with 2 processes (WEB_CONCURRENCY), and
 *              the first-load JS (gzip) of each public page
 *   catalogue  20,000 synthetic products in a scratch database: search and listing p95 (single requests), listing
 *              with facet counts (as the listing pages ask), product page SSR req/s
 *   orders     order placement throughput (orders/s, p50/p99) with concurrent buyers, and a stock consistency check
 *   jobs       job queue throughput: 2,000 queued jobs drained by one worker (jobs/s), BENCH_JOBS to change
 *   import     the admin's catalogue CSV: export, and importing 5,000 rows (dry run and apply, ms), see import.ts
 *   admin      20,000 products in a scratch database: the admin product list p95 (filters, sorts, search), and
 *              saving a product with 10 sizes (ms)
 *   delivery   the PIN check, the PIN lookup and the priced quote with a PIN under load (p50/p95; bar: p95 under
 *              50 ms, a non-zero exit when one falls short), see delivery.ts
 * `npm run bench -- --only=catalogue` runs one part. BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_MAX_REQUESTS bound loads.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { connectDatabase, runMigrations } from '../../src/server/db/client.ts';
import { freePort, startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { firstLoadJs, FIRST_LOAD_JS_BUDGET_BYTES, kb } from '../support/first-load-js.ts';
import { getOnNewConnection, ROOT, spawnStore, waitForWorkers } from '../support/server-process.ts';
import { load, loadConnections, loadSeconds, printLoad, sequentialLatency } from './measure.ts';
import { importPart } from './import.ts';
import { adminPart } from './admin.ts';
import { deliveryPart } from './delivery.ts';
import { jobsPart } from './jobs.ts';
import { ordersPart } from './orders.ts';
import { insertSyntheticCatalogue } from './synthetic-catalogue.ts';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const parts = only ? only.split(',') : ['demo', 'catalogue', 'orders', 'jobs', 'import', 'admin', 'delivery'];

async function demoPart(): Promise<void> {
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bindass-store-bench');
  console.log(`\n## demo catalogue (DATA_DIR=${dataDir}; the first run seeds it)`);
  const store = await spawnStore({ DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'error', WEB_CONCURRENCY: '1' });
  let productPath: string;
  const productRows = [];
  try {
    const base = store.baseUrl;
    for (let i = 0; i < 50; i++) {
      await (await fetch(`${base}/api/products?page=1&limit=12`)).arrayBuffer();
      await (await fetch(`${base}/`)).arrayBuffer();
    }
    console.log(`Load: ${loadConnections} connections, ${loadSeconds} s at most per URL`);
    const list = (await (await fetch(`${base}/api/products?limit=1`)).json()) as {
      data: { products: Array<{ slug: string }> };
    };
    productPath = `/product/${list.data.products[0]?.slug ?? 'none'}`;
    printLoad([
      await load('GET /api/products?page=1&limit=12', `${base}/api/products?page=1&limit=12`),
      await load('GET / (SSR home page)', `${base}/`),
    ]);
    productRows.push(await productPageLoad(base, productPath, 1));
    const pages = ['/', '/shop', '/category/men', '/category/Buy-Western-Dress-for-Women', productPath];
    pages.push('/search?q=kurta', '/Blogs', '/login', '/cart');
    console.log(`First-load JS per public page (gzip; budget ${kb(FIRST_LOAD_JS_BUDGET_BYTES)}):`);
    const sizes = [];
    for (const p of pages) sizes.push(await firstLoadJs(base, p));
    console.table(sizes.map((s) => ({ page: s.path, files: s.files.length, 'JS gzip': kb(s.gzipBytes) })));
  } finally {
    store.child.kill('SIGTERM');
    await store.exited;
  }
  // The same page with two server processes (cluster mode) on the same data.
  const metricsPort = await freePort();
  const two = await spawnStore({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'error',
    WEB_CONCURRENCY: '2',
    METRICS_PORT: String(metricsPort),
  });
  try {
    await waitForWorkers(two, `http://127.0.0.1:${metricsPort}/metrics`, 2);
    productRows.push(await productPageLoad(two.baseUrl, productPath, 2));
  } finally {
    two.child.kill('SIGTERM');
    await two.exited;
  }
  console.log(`SSR product page by number of server processes (WEB_CONCURRENCY; ${os.availableParallelism()} cores):`);
  printLoad(productRows);
}

async function productPageLoad(base: string, productPath: string, processes: number) {
  // Each on a new connection, so every worker is warmed alike.
  for (let i = 0; i < 30 * processes; i++) await getOnNewConnection(`${base}${productPath}`);
  return load(`GET /product/{slug} (SSR, ${processes} process${processes > 1 ? 'es' : ''})`, `${base}${productPath}`);
}

async function cataloguePart(): Promise<void> {
  const count = Number(process.env.BENCH_PRODUCTS ?? 20_000);
  console.log(`\n## ${count} synthetic products (scratch database)`);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bindass-bench-20k-'));
  const pg = await startEmbeddedPostgres(tmp);
  try {
    const database = connectDatabase(pg.url);
    await runMigrations(database);
    const started = performance.now();
    const { slugs } = await insertSyntheticCatalogue(database.db, count);
    await database.pool.query('ANALYZE');
    await database.close();
    console.log(
      `Seeded ${count} products and ${count * 5} sizes in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );

    const store = await spawnStore({ DATABASE_URL: pg.url, DATA_DIR: tmp, SEED_DEMO: 'false', LOG_LEVEL: 'error' });
    try {
      const base = store.baseUrl;
      const searches = [
        'kurta',
        'kurtha',
        'jeens',
        'jaket',
        'indigo kurta',
        'block print',
        'linen shirt',
        'mustard crop top',
        'chikankari',
        'denim',
        'maxi dress',
        'olive chino',
        'silk',
        'rangmanch',
        'navy t-shirt',
        'embroidered jacket',
      ];
      const searchUrls = searches.flatMap((q) => [
        `${base}/api/products/search?q=${encodeURIComponent(q)}`,
        `${base}/api/products/search?q=${encodeURIComponent(q)}&sort=price-low&maxPrice=2000`,
      ]);
      const listingUrls = [
        '',
        'page=2',
        'page=50',
        'gender=men',
        'gender=women&category=kurtas',
        'category=jeans&size=32&sort=price-low',
        'minPrice=1000&maxPrice=2000',
        'minRating=4&sort=rating',
        'minDiscount=40',
        'sort=price-high&page=3',
        'gender=women&minDiscount=20&sort=price-low',
        'size=M,L&gender=men',
      ].map((q) => `${base}/api/products?${q}&limit=12`);
      const latencies = [
        await sequentialLatency('search (single requests)', searchUrls, 5),
        await sequentialLatency('listing (single requests)', listingUrls, 10),
        // What a listing page asks for: the page and the count of every filter value (no bar yet).
        await sequentialLatency(
          'listing with facet counts',
          listingUrls.map((u) => `${u}&facets=true`),
          5,
        ),
      ];
      console.table(
        latencies.map((l) => ({ what: l.name, n: l.n, 'p50 ms': l.p50, 'p95 ms': l.p95, 'p99 ms': l.p99 })),
      );
      const bars = [
        { what: 'search p95 <= 50 ms', ok: latencies[0]!.p95 <= 50 },
        { what: 'listing p95 <= 30 ms', ok: latencies[1]!.p95 <= 30 },
      ];
      for (const b of bars) console.log(`${b.ok ? 'PASS' : 'FAIL'} ${b.what}`);
      const slug = slugs[Math.floor(slugs.length / 2)]!;
      for (let i = 0; i < 30; i++) {
        const res = await fetch(`${base}/product/${slug}`, { signal: AbortSignal.timeout(15_000) });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`/product/${slug} answered ${res.status}`);
      }
      printLoad([await load(`GET /product/{slug} (SSR, ${count} products)`, `${base}/product/${slug}`)]);
    } finally {
      store.child.kill('SIGTERM');
      await store.exited;
    }
  } finally {
    await pg.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

await buildIfStale(ROOT);
if (parts.includes('demo')) await demoPart();
if (parts.includes('catalogue')) await cataloguePart();
if (parts.includes('orders')) await ordersPart();
if (parts.includes('jobs')) await jobsPart();
if (parts.includes('import')) await importPart();
if (parts.includes('admin')) await adminPart();
if (parts.includes('delivery') && !(await deliveryPart())) process.exitCode = 1;
