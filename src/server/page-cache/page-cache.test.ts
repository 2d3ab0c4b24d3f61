/**
 * The page cache for signed-out visitors (ADR 22), through the production page build: a page is kept and served
 * again (CSP by its scripts' hashes, ETag and 304, gzip), never for a signed-in visitor, and never once what it shows
 * changed: the last unit sold, a price edit, a review, the store settings, through this process or another one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { ServerBuild } from 'react-router';
import { register } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp, type TestCustomer } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { PUNE } from '../../../tests/support/tax-document.ts';
import { products } from '../catalog/tables.ts';
import { buildApp } from '../http/app.ts';
import { memoryPageStore, redisPageStore } from './store.ts';
import { pruneChanges } from './tags.ts';
import { createPageCache, inlineScriptHashes, newPageMarks, markCacheable, type PageCache } from './service.ts';

const BUILD = path.resolve('build/server/index.js');

let t: TestDatabase;
let fx: Fixture;
let a: TestApp;
let b: TestApp;
/** Two serving processes over one database, each with its own page store in memory. */
let pagesA: FastifyInstance;
let pagesB: FastifyInstance;
let asha: TestCustomer;

async function pagesOf(app: TestApp): Promise<FastifyInstance> {
  const pages = await buildApp({
    config: app.config,
    services: app.services,
    storage: app.storage,
    web: { clientDir: null, mode: 'production', getBuild: async () => (await import(BUILD)) as ServerBuild },
  });
  await pages.ready();
  return pages;
}

beforeAll(async () => {
  if (!fs.existsSync(BUILD)) throw new Error('build/server/index.js is missing: run `npm run build` (npm test does).');
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  b = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000' });
  pagesA = await pagesOf(a);
  pagesB = await pagesOf(b);
  asha = await signUp(a.app, 'Asha Verma');
});
afterAll(async () => {
  await pagesA?.close();
  await pagesB?.close();
  await a?.close();
  await b?.close();
  await t?.drop();
});

/** A page request; once answered, the page is kept before the next request (as it is, moments later, in a store). */
async function get(pages: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const res = await pages.inject({ method: 'GET', url, headers });
  await Promise.all([a.services.pageCache.settled(), b.services.pageCache.settled()]);
  return res;
}
const slug = (name: string) => `/product/${fx.slugs[name]}`;
const soldOutSizes = (html: string) => html.match(/ \(sold out\)/g)?.length ?? 0;

const orderOne = (app: TestApp, product: string, size: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: asha.auth,
    payload: {
      items: [{ product: fx.productIds[product], size, quantity: 1, price: 1 }],
      shippingAddress: PUNE,
      paymentMethod: 'cod',
      totalAmount: 1,
    },
  });

describe('a signed-out visitor', () => {
  it('gets the kept page the second time: the same page, its scripts allowed by hash, an ETag, gzip', async () => {
    const url = slug('Floral Tiered Maxi Dress');
    const first = await get(pagesA, url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))![1]!;
    expect(first.body).toContain(`nonce="${nonce}"`);
    // The scripts load after the first screen is painted (lib/scripts-after-paint.ts): inert in the HTML.
    expect(first.body).toContain('<link rel="modulepreload-after-paint"');
    expect(first.body).not.toContain('<link rel="modulepreload"');
    expect(first.body).toContain(`<script nonce="${nonce}" type="module-after-paint">`);
    expect(first.body).not.toContain('type="module"');

    const second = await get(pagesA, url);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.body).toBe(first.body.replaceAll(` nonce="${nonce}"`, ''));
    const csp = String(second.headers['content-security-policy']);
    expect(csp).not.toContain('nonce-');
    const hashes = inlineScriptHashes(first.body, nonce);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
    // Only the render's own scripts: one written into the page without its nonce gets no hash.
    expect(inlineScriptHashes(`<script nonce="${nonce}">a()</script><script>evil()</script>`, nonce)).toHaveLength(1);
    // Each hash is of a script in the page: React Router's hydration data is one of them.
    const hydration = /<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/.exec(second.body)![1]!;
    expect(csp).toContain(`'sha256-${crypto.createHash('sha256').update(hydration).digest('base64')}'`);

    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get(pagesA, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const zipped = await get(pagesA, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(etag.replace(/"$/, '-gz"')); // its own representation
    expect((await get(pagesA, url, { 'if-none-match': String(zipped.headers.etag) })).statusCode).toBe(304);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(second.body);
  });

  it('says sold out on the very next request after the last unit is ordered, through this process or another', async () => {
    const url = slug('Washed Denim Trucker Jacket'); // one M, one L
    const listing = '/category/men';
    for (const pages of [pagesA, pagesB]) {
      await get(pages, url);
      expect((await get(pages, url)).headers['x-page-cache']).toBe('hit');
      await get(pages, listing);
      expect((await get(pages, listing)).headers['x-page-cache']).toBe('hit');
    }
    expect(soldOutSizes((await get(pagesA, url)).body)).toBe(0);

    expect((await orderOne(a, 'Washed Denim Trucker Jacket', 'M')).statusCode).toBe(201);
    for (const pages of [pagesA, pagesB]) {
      const next = await get(pages, url);
      expect(next.headers['x-page-cache']).toBe('miss');
      expect(soldOutSizes(next.body)).toBe(1);
      // The listing's card carries each size's stock (its quick view): it is rendered again too.
      expect((await get(pages, listing)).headers['x-page-cache']).toBe('miss');
    }

    // The last unit, ordered through the other process.
    expect((await orderOne(b, 'Washed Denim Trucker Jacket', 'L')).statusCode).toBe(201);
    const soldOut = await get(pagesA, url);
    expect(soldOut.headers['x-page-cache']).toBe('miss');
    expect(soldOutSizes(soldOut.body)).toBe(2);
    expect(soldOut.body).toContain('Sold out in');
    // /metrics counts it: the lookup found a kept page out of date.
    const stale = (await register.getSingleMetric('store_page_cache_lookups_total')!.get()).values.find(
      (v) => v.labels.result === 'stale',
    );
    expect(stale?.value).toBeGreaterThanOrEqual(3);
  });

  it('sees a price edit, a review and the store settings on the next request', async () => {
    const url = slug('Indigo Block-Print Cotton Kurta');
    await get(pagesA, url);
    expect((await get(pagesA, url)).headers['x-page-cache']).toBe('hit');
    await t.db
      .update(products)
      .set({ salePaise: 1_234_00 as never })
      .where(eq(products.id, fx.productIds['Indigo Block-Print Cotton Kurta']!));
    const repriced = await get(pagesA, url);
    expect(repriced.headers['x-page-cache']).toBe('miss');
    expect(repriced.body).toContain('₹1,234');

    expect((await get(pagesA, url)).headers['x-page-cache']).toBe('hit');
    const review = await a.app.inject({
      method: 'POST',
      url: `/api/ratings/${fx.productIds['Indigo Block-Print Cotton Kurta']}`,
      headers: asha.auth,
      payload: { rating: 5, review: 'Lovely block print' },
    });
    expect(review.statusCode, review.body).toBeLessThan(300);
    const reviewed = await get(pagesA, url);
    expect(reviewed.headers['x-page-cache']).toBe('miss');
    expect(reviewed.body).toContain('Lovely block print');

    await get(pagesA, '/ContactUs');
    expect((await get(pagesA, '/ContactUs')).headers['x-page-cache']).toBe('hit');
    const current = await b.services.settings.get();
    const { updatedAt: _u, ...values } = current;
    await b.services.settings.save(
      { ...values, businessHours: '9:00 AM to 9:00 PM, all week' },
      { id: asha.id, email: asha.email, role: 'owner' },
    );
    const contact = await get(pagesA, '/ContactUs');
    expect(contact.headers['x-page-cache']).toBe('miss');
    expect(contact.body).toContain('9:00 AM to 9:00 PM, all week');
  });
});

describe('many visitors at once', () => {
  it('a page not kept yet is rendered once: the others wait for it and get the kept page', async () => {
    const url = `${slug('Floral Tiered Maxi Dress')}?v=crowd`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => pagesA.inject({ method: 'GET', url })));
    await a.services.pageCache.settled();
    const results = answers.map((r) => r.headers['x-page-cache']).sort();
    expect(results).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    const hits = answers.filter((r) => r.headers['x-page-cache'] === 'hit').map((r) => r.body);
    expect(new Set(hits).size).toBe(1);
  });

  it('a page that is never kept (sign-in) is rendered for each visitor', async () => {
    await get(pagesA, '/login?v=crowd');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => pagesA.inject({ method: 'GET', url: '/login?v=crowd' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => r.headers['x-page-cache'])).toEqual(['miss', 'miss', 'miss', 'miss']);
  });

  it('requests wait for a render of their page, but never for a page whose last render was not kept', async () => {
    const cache = createPageCache({ db: t.db, store: memoryPageStore(1 << 20) });
    const first = cache.claimRender('/login');
    const second = cache.claimRender('/login');
    expect('render' in first && 'wait' in second).toBe(true);
    if (!('render' in first) || !('wait' in second)) return;
    expect(cache.rendersAlone('/login')).toBe(false);
    first.render(false); // not kept
    await second.wait;
    expect(cache.rendersAlone('/login')).toBe(true);
    const again = cache.claimRender('/product/x');
    if ('render' in again) again.render(true);
    expect(cache.rendersAlone('/product/x')).toBe(false);
  });
});

describe('what a kept page may differ by', () => {
  it('a search with no results shows new arrivals: their stock changes are seen too', async () => {
    const url = '/search?q=zzqqxxnothing';
    await get(pagesA, url);
    expect((await get(pagesA, url)).headers['x-page-cache']).toBe('hit');
    // Stock above 0 moves: no catalogue version change, only the products' own tags.
    await t.db.execute(sql`UPDATE product_variants SET stock = stock + 1 WHERE stock > 0`);
    expect((await get(pagesA, url)).headers['x-page-cache']).toBe('miss');
  });

  it("the home page's 'Read More' cookie is keyed as the page reads it, however it is spelt", async () => {
    await get(pagesA, '/', { cookie: 'showFullContent=%74rue' }); // not "true" to the page: collapsed
    expect((await get(pagesA, '/', { cookie: 'showFullContent=%74rue' })).headers['x-page-cache']).toBe('hit');
    expect((await get(pagesA, '/')).headers['x-page-cache']).toBe('hit'); // the same page as no cookie
    const full = await get(pagesA, '/', { cookie: 'showFullContent=true' });
    expect(full.headers['x-page-cache']).toBe('miss');
    expect((await get(pagesA, '/', { cookie: 'a=1; showFullContent=true' })).headers['x-page-cache']).toBe('hit');
  });

  it('a session cookie spelt any other way is still a signed-in visitor: never answered, never kept', async () => {
    const url = slug('Floral Tiered Maxi Dress') + '?v=spelt';
    for (const cookie of [
      `\u00a0bb_session=${asha.token}`,
      ` bb_session=${asha.token} `,
      `x=1;bb_session=${asha.token}`,
    ]) {
      const mine = await pagesA.inject({ method: 'GET', url, headers: { cookie } });
      expect(mine.headers['x-page-cache'], JSON.stringify(cookie)).toBeUndefined();
    }
    await Promise.all([a.services.pageCache.settled(), b.services.pageCache.settled()]);
    const visitor = await get(pagesA, url);
    expect(visitor.headers['x-page-cache']).toBe('miss');
    expect(visitor.body).not.toContain('Asha');
  });
});

describe('the cart', () => {
  it("is kept for signed-out visitors (its lines are the browser's), by its route handle", async () => {
    await get(pagesA, '/cart');
    const again = await get(pagesA, '/cart');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.headers['cache-control']).toBe('public, no-cache');
    expect(
      (await get(pagesA, '/cart', { cookie: `bb_session=${asha.token}` })).headers['x-page-cache'],
    ).toBeUndefined();
  });
});

describe('a signed-in visitor', () => {
  it('is never answered from the cache, nor fills it: the page has their name and is private', async () => {
    const url = slug('Mirror-Work Straight Kurta');
    const mine = await get(pagesA, url, { cookie: `bb_session=${asha.token}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-page-cache']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.body).toContain('Asha');
    const visitor = await get(pagesA, url);
    expect(visitor.headers['x-page-cache']).toBe('miss');
    expect(visitor.body).not.toContain('Asha Verma');
    expect(
      (await get(pagesA, url, { authorization: asha.auth.authorization })).headers['x-page-cache'],
    ).toBeUndefined();
  });

  it('pages that are not the same for everyone are never kept: sign-in, a product with a PIN', async () => {
    for (const url of ['/login', `${slug('Mirror-Work Straight Kurta')}?pin=560001`]) {
      await get(pagesA, url);
      const again = await get(pagesA, url);
      expect(again.headers['x-page-cache'], url).toBe('miss');
      expect(again.headers['cache-control'], url).toBe('private, no-cache');
    }
  });
});

describe('keeping a page', () => {
  it('is refused when what it shows changed while it rendered', async () => {
    const cache = createPageCache({ db: t.db, store: memoryPageStore(1 << 20) });
    const id = fx.productIds['Floral Tiered Maxi Dress']!;
    const render = async (during?: () => Promise<unknown>) => {
      const start = await cache.begin();
      await during?.();
      const marks = newPageMarks();
      markCacheable(marks, { productIds: [id] });
      const page = { contentType: 'text/html', body: Buffer.from('<p>page</p>'), nonce: '' };
      return cache.keep('k', page, marks, start);
    };
    expect(await render()).toBe(true);
    expect(await cache.lookup('k')).toBeDefined();
    // A review of the product commits while the page renders (a statement on its own: committed at once).
    const bumped = () => t.db.execute(sql`UPDATE products SET rating_count = rating_count WHERE id = ${id}`);
    expect(await render(bumped)).toBe(false);
    expect(await cache.lookup('k')).toBeUndefined(); // the kept one is out of date too
    // Stock above 0 moves (no catalogue version change): the product's own tag.
    expect(await render()).toBe(true);
    const sold = () =>
      t.db.execute(sql`UPDATE product_variants SET stock = stock + 1 WHERE product_id = ${id} AND stock > 0`);
    expect(await render(sold)).toBe(false);
    expect(await cache.lookup('k')).toBeUndefined();
  });

  it('a change still running when the page rendered makes it out of date once it commits', async () => {
    const cache = createPageCache({ db: t.db, store: memoryPageStore(1 << 20) });
    const id = fx.productIds['Floral Tiered Maxi Dress']!;
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query('UPDATE product_variants SET stock = stock + 1 WHERE product_id = $1 AND stock > 0', [id]);
      const start = await cache.begin();
      const marks = newPageMarks();
      markCacheable(marks, { productIds: [id] });
      const page = { contentType: 'text/html', body: Buffer.from('<p>page</p>'), nonce: '' };
      expect(await cache.keep('running', page, marks, start)).toBe(true); // nothing committed yet
      expect(await cache.lookup('running')).toBeDefined();
      await client.query('COMMIT');
      expect(await cache.lookup('running')).toBeUndefined();
    } finally {
      await client.end();
    }
  });

  it('two orders touching the same products in opposite orders never wait for each other on tags', async () => {
    const kurta = fx.productIds['Indigo Block-Print Cotton Kurta']!;
    const dress = fx.productIds['Floral Tiered Maxi Dress']!;
    const clients = [new pg.Client({ connectionString: t.url }), new pg.Client({ connectionString: t.url })];
    await Promise.all(clients.map((c) => c.connect()));
    const touch = (c: pg.Client, product: string, size: string) =>
      c.query('UPDATE product_variants SET stock = stock + 1 WHERE product_id = $1 AND size = $2', [product, size]);
    try {
      for (let i = 0; i < 10; i++) {
        await Promise.all(clients.map((c) => c.query('BEGIN')));
        await touch(clients[0]!, kurta, 'S');
        await touch(clients[1]!, dress, 'S');
        await touch(clients[0]!, dress, 'XS');
        await touch(clients[1]!, kurta, 'L');
        await Promise.all(clients.map((c) => c.query('COMMIT'))); // a deadlock would fail one of them
      }
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it('prunes notes older than any kept page', async () => {
    await t.db.execute(
      sql`INSERT INTO page_tag_changes (tag, changed_at) VALUES ('prune-test', now() - interval '3 hours')`,
    );
    const before = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM page_tag_changes WHERE tag = 'prune-test'`,
    );
    expect(before.rows[0]!.n).toBe(1);
    expect(await pruneChanges(t.db)).toBeGreaterThanOrEqual(1);
    const after = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM page_tag_changes WHERE tag = 'prune-test'`,
    );
    expect(after.rows[0]!.n).toBe(0);
    const recent = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM page_tag_changes`);
    expect(recent.rows[0]!.n).toBeGreaterThan(0); // this hour's notes stay
  });
});

describe.skipIf(!process.env.REDIS_URL)('with REDIS_URL (Redis-backed: skipped without it)', () => {
  it('a page kept by one process is served by another, and a change reaches both', async () => {
    const prefix = `test-${crypto.randomUUID()}:`;
    const stores = [redisPageStore(process.env.REDIS_URL!, prefix), redisPageStore(process.env.REDIS_URL!, prefix)];
    const [one, two] = stores.map((store) => createPageCache({ db: t.db, store })) as [PageCache, PageCache];
    try {
      const id = fx.productIds['Mirror-Work Straight Kurta']!;
      for (const store of stores) expect(await store.ready(10_000)).toBe(true);
      const marks = newPageMarks();
      markCacheable(marks, { productIds: [id] });
      const html = '<html><script>window.x = 1</script><p>₹1,299</p></html>';
      const page = { contentType: 'text/html; charset=utf-8', body: Buffer.from(html), nonce: '' };
      expect(await one.keep('/product/kurta', page, marks, await one.begin())).toBe(true);
      const kept = await two.lookup('/product/kurta');
      expect(kept?.body.toString()).toBe(html);
      expect(gunzipSync(kept!.gzip).toString()).toBe(html);
      expect(kept?.scriptHashes).toEqual([]); // no script carried the render's nonce
      await t.db.execute(sql`UPDATE product_variants SET stock = stock WHERE product_id = ${id}`);
      expect(await two.lookup('/product/kurta')).toBeUndefined();
      expect(await one.lookup('/product/kurta')).toBeUndefined();
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('every table is either on no public page or invalidates the pages that show it', () => {
  /** Tables whose rows no public page shows (orders, accounts, admin...): a change to them keeps every page. */
  const NOT_ON_PUBLIC_PAGES = new Set([
    '__drizzle_migrations',
    'addresses',
    'audit_log',
    'catalogue_version',
    'contact_messages',
    'document_counters',
    'gst_rules',
    // Kept from product_documents, which follows products (tagged): changes only with a product's row.
    'listing_counts',
    'order_items',
    'orders',
    'page_tag_changes',
    'password_resets',
    'payment_events',
    'payments',
    'product_documents',
    'recovery_codes',
    'return_requests',
    // Kept from product_documents, like listing_counts.
    'search_lexemes',
    'search_postings',
    'search_terms',
    'sessions',
    'staff_challenges',
    'stock_alerts',
    'store_credit_accounts',
    'store_credit_entries',
    'tax_document_lines',
    'tax_documents',
    'users',
    'wishlist_items',
  ]);

  it('has a page-tag trigger on every table public pages show', async () => {
    const tables = await t.db.execute<{ name: string; tagged: boolean }>(sql`
      SELECT c.relname AS name,
        EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname LIKE '%page_tags%') AS tagged
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY 1`);
    const untagged = tables.rows.filter((r) => !r.tagged && !NOT_ON_PUBLIC_PAGES.has(r.name)).map((r) => r.name);
    expect(untagged, 'add a page tag trigger (migration like 0020) or list the table as on no public page').toEqual([]);
    expect(tables.rows.filter((r) => r.tagged).map((r) => r.name)).toEqual(
      expect.arrayContaining(['products', 'product_variants', 'reviews', 'banners', 'store_settings', 'users']),
    );
  });
});
