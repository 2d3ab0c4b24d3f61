/**
 * The catalogue at store scale: synthetic products in a scratch database (an embedded PostgreSQL started with
 * pg_stat_statements), the store in front of it, loopback only.
 *   catalogue        BENCH_PRODUCTS (20,000): PostgreSQL time per search, listing and facet-count request, cold (the
 *                    store's caches forgotten before each request) and warm; single-request latency; load at
 *                    BENCH_LOAD_CONNECTIONS (20), after one pass through its URLs; product page SSR req/s
 *   catalogue-large  BENCH_LARGE_PRODUCTS (100,000): search latency of single requests, cold, and PostgreSQL time
 * Every figure with a bar is printed beside it; a figure that misses its bar fails the run (exit code 1).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, runMigrations } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { spawnStore } from '../support/server-process.ts';
import { load, loadPaths, printLoad, sequentialLatency, type Latency } from './measure.ts';
import { PG_STAT_FLAGS, pgStatements, type PgStatements, type PgTime } from './pg-time.ts';
import { insertSyntheticCatalogue } from './synthetic-catalogue.ts';

const SEARCHES = [
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
const LISTINGS = [
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
];
const searchPaths = SEARCHES.flatMap((q) => [
  `/api/products/search?q=${encodeURIComponent(q)}`,
  `/api/products/search?q=${encodeURIComponent(q)}&sort=price-low&maxPrice=2000`,
]);
const listingPaths = LISTINGS.map((q) => `/api/products?${q}&limit=12`);
const facetPaths = listingPaths.map((p) => `${p}&facets=true`);

const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20);

type Bar = { figure: string; value: number; bar: number };

/** Prints each figure with its bar; true when all are met. */
function checkBars(bars: Bar[]): boolean {
  console.table(
    bars.map((b) => ({
      figure: b.figure,
      value: b.value,
      bar: `< ${b.bar}`,
      result: b.value < b.bar ? 'PASS' : 'FAIL',
    })),
  );
  return bars.every((b) => b.value < b.bar);
}

function printPgTimes(cold: PgTime[], warm: PgTime[] = [], underLoad: PgTime[] = []): void {
  console.log(
    'PostgreSQL time per request (pg_stat_statements: execution + planning of every statement the store ran, ' +
      'divided by the requests). Cold: the catalogue version raised before each request, so nothing the store keeps ' +
      '(pages, counts, corrections) answers it; warm: the same URLs again; under load: during the load test below.',
  );
  const ms = (t: PgTime | undefined) => (t ? round(t.ms) : '');
  console.table(
    cold.map((c, i) => ({
      what: c.name,
      'cold statements/request': Math.round(c.statements * 10) / 10,
      'cold ms/request': ms(c),
      'warm ms/request': ms(warm[i]),
      'under load ms/request': ms(underLoad[i]),
    })),
  );
}

function printLatencies(latencies: Latency[]): void {
  console.table(latencies.map((l) => ({ what: l.name, n: l.n, 'p50 ms': l.p50, 'p95 ms': l.p95, 'p99 ms': l.p99 })));
}

/** A scratch database of `count` synthetic products and the store on it; `fn` gets its base URL and the statistics. */
async function withSyntheticStore(
  count: number,
  fn: (base: string, stats: PgStatements, slugs: string[]) => Promise<boolean>,
): Promise<boolean> {
  console.log(`\n## ${count} synthetic products (scratch database)`);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bindass-bench-catalogue-'));
  const pg = await startEmbeddedPostgres(tmp, () => {}, { postgresFlags: PG_STAT_FLAGS });
  try {
    const database = connectDatabase(pg.url);
    const started = performance.now();
    let slugs: string[];
    try {
      await runMigrations(database);
      ({ slugs } = await insertSyntheticCatalogue(database.db, count));
      // The steady state of a store: statistics and the visibility map up to date (autovacuum's work).
      await database.pool.query('VACUUM ANALYZE');
    } finally {
      await database.close();
    }
    console.log(
      `Seeded ${count} products and ${count * 5} sizes in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    const stats = await pgStatements(pg.url);
    const store = await spawnStore({ DATABASE_URL: pg.url, DATA_DIR: tmp, SEED_DEMO: 'false', LOG_LEVEL: 'error' });
    try {
      return await fn(store.baseUrl, stats, slugs);
    } finally {
      store.child.kill('SIGTERM');
      await store.exited;
      await stats.close();
    }
  } finally {
    await pg.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

export async function cataloguePart(): Promise<boolean> {
  const count = Number(process.env.BENCH_PRODUCTS ?? 20_000);
  return withSyntheticStore(count, async (base, stats, slugs) => {
    const urls = (paths: string[]) => paths.map((p) => `${base}${p}`);
    for (const u of urls([...searchPaths, ...listingPaths, ...facetPaths])) await (await fetch(u)).arrayBuffer();
    const kinds = [
      { name: 'search', urls: urls(searchPaths) },
      { name: 'listing', urls: urls(listingPaths) },
      { name: 'listing with facet counts', urls: urls(facetPaths) },
    ];
    const cold: PgTime[] = [];
    const warm: PgTime[] = [];
    for (const k of kinds) {
      cold.push(await stats.perRequest(k.name, k.urls, 3, true));
      warm.push(await stats.perRequest(k.name, k.urls, 3, false));
    }

    console.log('Single requests, one after another (cold: caches forgotten before each request):');
    const latencies = [
      await sequentialLatency('search (single requests)', urls(searchPaths), 3, stats.forgetCaches),
      await sequentialLatency('listing (single requests)', urls(listingPaths), 5, stats.forgetCaches),
      await sequentialLatency('listing with facet counts (single requests)', urls(facetPaths), 3, stats.forgetCaches),
    ];
    printLatencies(latencies);

    const loads = [];
    const underLoad: PgTime[] = [];
    for (const [name, paths] of [
      ['search', searchPaths],
      ['listing', listingPaths],
      ['listing with facet counts', facetPaths],
    ] as const) {
      // The steady state: one pass first (the single requests above left every URL to compute again; that first
      // computing is what those figures measure), then the load.
      for (const p of paths) await (await fetch(`${base}${p}`)).arrayBuffer();
      await stats.reset();
      const result = await loadPaths(name, base, paths, LOAD_CONNECTIONS);
      loads.push(result);
      underLoad.push(await stats.measured(name, result.requests));
    }
    // What the machine gives any request at this concurrency: no catalogue work at all.
    const baseline = await loadPaths('GET /api/health (baseline)', base, ['/api/health'], LOAD_CONNECTIONS);
    printPgTimes(cold, warm, underLoad);
    console.log(`Load: ${LOAD_CONNECTIONS} connections cycling through the URLs of each kind:`);
    printLoad([...loads, baseline]);

    const ok = checkBars([
      { figure: `search: PostgreSQL ms per request, cold (${count} products)`, value: round(cold[0]!.ms), bar: 3 },
      { figure: `listing: PostgreSQL ms per request, cold (${count} products)`, value: round(cold[1]!.ms), bar: 3 },
      { figure: 'search: PostgreSQL ms per request, under load', value: round(underLoad[0]!.ms), bar: 3 },
      { figure: 'listing: PostgreSQL ms per request, under load', value: round(underLoad[1]!.ms), bar: 3 },
      { figure: `search p99 ms, ${LOAD_CONNECTIONS} connections`, value: loads[0]!.p99, bar: 100 },
      { figure: `listing p99 ms, ${LOAD_CONNECTIONS} connections`, value: loads[1]!.p99, bar: 100 },
      { figure: 'search p95 ms, single requests', value: latencies[0]!.p95, bar: 50 },
      { figure: 'listing p95 ms, single requests', value: latencies[1]!.p95, bar: 30 },
      { figure: 'failed requests under load', value: loads.reduce((n, l) => n + l.failures, 0), bar: 1 },
    ]);

    const slug = slugs[Math.floor(slugs.length / 2)]!;
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${base}/product/${slug}`, { signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`/product/${slug} answered ${res.status}`);
    }
    printLoad([await load(`GET /product/{slug} (SSR, ${count} products)`, `${base}/product/${slug}`)]);
    return ok;
  });
}

export async function largeCataloguePart(): Promise<boolean> {
  const count = Number(process.env.BENCH_LARGE_PRODUCTS ?? 100_000);
  return withSyntheticStore(count, async (base, stats) => {
    const urls = (paths: string[]) => paths.map((p) => `${base}${p}`);
    for (const u of urls(searchPaths)) await (await fetch(u)).arrayBuffer();
    const kinds = [
      { name: 'search', urls: urls(searchPaths) },
      { name: 'listing', urls: urls(listingPaths) },
      { name: 'listing with facet counts', urls: urls(facetPaths) },
    ];
    const cold: PgTime[] = [];
    for (const k of kinds) cold.push(await stats.perRequest(k.name, k.urls, 1, true));
    printPgTimes(cold);
    console.log('Single requests, one after another (cold: caches forgotten before each request):');
    const search = await sequentialLatency('search (single requests)', urls(searchPaths), 3, stats.forgetCaches);
    printLatencies([search]);
    return checkBars([{ figure: `search p95 ms, single requests (${count} products)`, value: search.p95, bar: 50 }]);
  });
}

const round = (v: number) => Math.round(v * 100) / 100;
