/**
 * The admin's products at 20,000 products (issue 11), in a scratch database: the product list with a search and
 * filters (p50/p95 of single requests, as an owner clicking through the list), and saving a product with 10 sizes
 * (every size's stock changed, through PUT /api/admin/products/:id, the editor's save). Also prints the query plan
 * of a filtered search so an index regression shows.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { createStaffDirectory } from '../../src/server/accounts/staff.ts';
import { createAuditService } from '../../src/server/audit/service.ts';
import { connectDatabase, runMigrations } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { spawnStore } from '../support/server-process.ts';
import { insertSyntheticCatalogue } from './synthetic-catalogue.ts';

const PASSWORD = 'bench-owner-password';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const summary = (what: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    what,
    n: sorted.length,
    'p50 ms': r(percentile(sorted, 50)),
    'p95 ms': r(percentile(sorted, 95)),
    'max ms': r(sorted[sorted.length - 1] ?? 0),
  };
};

/** Signs an owner in through the admin sign-in (password, then a TOTP code); answers the Bearer headers. */
async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const post = async (url: string, body: object) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as unknown;
  };
  const step = (await post('/api/admin/auth/password', { email, password: PASSWORD })) as {
    challenge: string;
    enrolment: { secret: string };
  };
  const code = await generate({ secret: step.enrolment.secret });
  const done = (await post('/api/admin/auth/verify', { challenge: step.challenge, code })) as { authToken: string };
  return { authorization: `Bearer ${done.authToken}` };
}

export async function adminPart(): Promise<void> {
  const count = Number(process.env.BENCH_PRODUCTS ?? 20_000);
  console.log(`\n## admin products at ${count} products (scratch database)`);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bindass-bench-admin-'));
  const pg = await startEmbeddedPostgres(tmp);
  try {
    const database = connectDatabase(pg.url);
    let categoryId: string;
    try {
      await runMigrations(database);
      await insertSyntheticCatalogue(database.db, count);
      await database.pool.query('ANALYZE');
      const staff = createStaffDirectory({ db: database.db, audit: createAuditService(database.db) });
      await staff.create(
        { name: 'Bench Owner', email: 'bench-owner@example.com', role: 'owner', password: PASSWORD },
        null,
      );
      categoryId = (
        await database.pool.query<{ id: string }>(`SELECT id FROM categories WHERE slug = 'kurtas' LIMIT 1`)
      ).rows[0]!.id;
      // The plan of a filtered search: trigram index look-ups, no sequential scan of the variants.
      const plan = await database.pool.query(
        `EXPLAIN (ANALYZE, BUFFERS OFF, COSTS OFF, TIMING OFF, SUMMARY ON)
         SELECT count(*) FROM products p WHERE p.id IN (
           SELECT id FROM products WHERE (name || ' ' || brand || ' ' || slug) ILIKE '%chikankari%'
           UNION SELECT product_id FROM product_variants WHERE sku ILIKE '%chikankari%')
         AND p.id IN (SELECT product_id FROM product_variants GROUP BY product_id
           HAVING max(stock) > 0 AND min(stock) <= 5)`,
      );
      console.log('Plan of a search with the "low stock" filter:');
      console.log(plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n'));
    } finally {
      await database.close();
    }

    const store = await spawnStore({
      DATABASE_URL: pg.url,
      DATA_DIR: tmp,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_MIN: '1000',
    });
    try {
      const base = store.baseUrl;
      const headers = await signIn(base, 'bench-owner@example.com');
      const get = async (url: string) => {
        const started = performance.now();
        const res = await fetch(`${base}${url}`, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        return performance.now() - started;
      };
      const lists = [
        '',
        'page=50',
        'sort=name&page=200',
        `category=${categoryId}&sort=price-low`,
        'gender=men&active=active&sort=price-high',
        'stock=sold_out',
        'stock=low&sort=stock-low',
        'stock=in_stock&gender=women',
        'sort=stock-high',
      ].map((q) => `/api/admin/products?${q}`);
      const searches = [
        'q=kurta',
        'q=chikankari&stock=low',
        'q=rangmanch&gender=women',
        `q=indigo&category=${categoryId}`,
        'q=olive%20ikat&sort=price-low',
        'q=-1234-M',
        'q=maxi-dress-19',
        'q=denim&active=active&sort=stock-low',
      ].map((q) => `/api/admin/products?${q}`);
      for (const url of [...lists, ...searches]) await get(url); // warm-up
      const listTimes: number[] = [];
      const searchTimes: number[] = [];
      for (let round = 0; round < 10; round++) {
        for (const url of lists) listTimes.push(await get(url));
        for (const url of searches) searchTimes.push(await get(url));
      }

      // Saving a product with 10 sizes: create it, then save the editor 30 times, every size's stock changed.
      const sizes = Array.from({ length: 10 }, (_, i) => ({
        size: String(24 + i * 2),
        sku: `BENCH-TEN-${i}`,
        stock: 5,
      }));
      const created = await fetch(`${base}/api/admin/products`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench Ten-Size Trousers',
          slug: 'bench-ten-size-trousers',
          brand: 'Bindass Basics',
          mrp: 1999,
          sale: 1499,
          categoryId,
          gender: 'women',
          sizes,
        }),
      });
      if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
      let product = ((await created.json()) as { product: Record<string, unknown> & { id: string } }).product;
      const saveTimes: number[] = [];
      for (let round = 0; round < 30; round++) {
        const { id, createdAt: _c, updatedAt: _u, ...fields } = product;
        const body = {
          ...fields,
          sizes: (product.sizes as Array<{ id: string; size: string; sku: string; stock: number }>).map((s) => ({
            ...s,
            stockWas: s.stock,
            stock: s.stock + 1,
          })),
        };
        const started = performance.now();
        const res = await fetch(`${base}/api/admin/products/${id}`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const json = (await res.json()) as { product: typeof product };
        saveTimes.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`save answered ${res.status}: ${JSON.stringify(json)}`);
        product = json.product;
      }
      const rows = [
        summary('GET /api/admin/products: filters and sorts', listTimes),
        summary('GET /api/admin/products: search + filters', searchTimes),
        summary('PUT /api/admin/products/:id (10 sizes)', saveTimes),
      ];
      console.table(rows);
      // These are single requests: on a machine busy with other work they wait for a core (see the load).
      console.log(
        `Load average while measuring: ${os
          .loadavg()
          .map((x) => x.toFixed(1))
          .join(' / ')} (${os.availableParallelism()} cores)`,
      );
      const bars = [
        { what: 'admin list p95 <= 100 ms', ok: Math.max(rows[0]!['p95 ms'], rows[1]!['p95 ms']) <= 100 },
        { what: 'save with 10 sizes p95 <= 250 ms', ok: rows[2]!['p95 ms'] <= 250 },
      ];
      for (const b of bars) console.log(`${b.ok ? 'PASS' : 'FAIL'} ${b.what}`);
    } finally {
      store.child.kill('SIGTERM');
      await store.exited;
    }
  } finally {
    await pg.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}
