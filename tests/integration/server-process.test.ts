/**
 * The store as a real process: production build, embedded PostgreSQL in DATA_DIR, security headers on pages,
 * one process per DATA_DIR, clean SIGTERM shutdown and data that survives a restart.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { connectDatabase } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { categories } from '../../src/server/catalog/tables.ts';
import { ROOT, spawnStore, type StoreProcess } from '../support/server-process.ts';

let dataDir: string;
let store: StoreProcess | null = null;

beforeAll(async () => {
  await buildIfStale(ROOT);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-process-'));
}, 120_000);

afterAll(async () => {
  if (store && store.child.exitCode === null) {
    store.child.kill('SIGKILL');
    await store.exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the store process', () => {
  it('starts on an embedded PostgreSQL in DATA_DIR and serves pages with security headers', async () => {
    store = await spawnStore({ DATA_DIR: dataDir, PUBLIC_URL: '' });
    // A production store without PUBLIC_URL says at start that its canonical links will name localhost.
    expect(store.output()).toMatch(/"level":40[^\n]*PUBLIC_URL is not set/);
    const res = await fetch(`${store.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    // Every inline script carries this response's nonce.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const m of inline) expect(m[1]).toContain(`nonce="${nonce}"`);
  });

  it('gzips pages and serves hashed assets precompressed and immutable', async () => {
    const page = await fetch(`${store!.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${store!.baseUrl}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    await res.arrayBuffer();
  });

  it('gzips a page rendered for its request in one piece, and sends it plain to a client that takes no gzip', async () => {
    // A session cookie the store does not know: never answered from the page cache, rendered for this request.
    const rendered = (encoding: string) =>
      fetch(`${store!.baseUrl}/shop`, { headers: { cookie: 'bb_session=not-a-session', 'accept-encoding': encoding } });
    const zipped = await rendered('gzip, deflate, br');
    expect(zipped.headers.get('x-page-cache')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    const length = Number(zipped.headers.get('content-length'));
    const zippedHtml = await zipped.text(); // fetch gunzips it
    expect(length).toBeGreaterThan(1000);
    expect(length).toBeLessThan(zippedHtml.length / 2);
    for (const encoding of ['identity', 'gzip;q=0, deflate']) {
      const plain = await rendered(encoding);
      expect(plain.headers.get('content-encoding')).toBeNull();
      const html = await plain.text();
      expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(html));
      // The same page but for the nonce of each response.
      const noNonce = (h: string) => h.replaceAll(/nonce="[^"]+"/g, 'nonce=""');
      expect(noNonce(html)).toBe(noNonce(zippedHtml));
    }
  });

  it('answers unknown pages with a real 404 page and unknown /api paths with 404 JSON', async () => {
    const page = await fetch(`${store!.baseUrl}/no-such-page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    await page.text();
    const api = await fetch(`${store!.baseUrl}/api/no-such-call`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false });
  });

  it('answers a malformed page URL with an HTML error page, never a 500', async () => {
    const res = await fetch(`${store!.baseUrl}/product/%ZZ`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Back to the home page');
  });

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const second = await spawnStore({ DATA_DIR: dataDir }, { waitHealthy: false });
    const { code } = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain('already using the data folder');
    // The first one is unharmed.
    expect((await fetch(`${store!.baseUrl}/api/health`)).status).toBe(200);
  });

  it('exits cleanly within 10 s on SIGTERM, releasing DATA_DIR', async () => {
    store!.child.kill('SIGTERM');
    const { code, ms } = await store!.exited;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    await expect(fs.access(path.join(dataDir, 'store.lock'))).rejects.toThrow();
    await expect(fs.access(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  });

  it('keeps all data across a restart', async () => {
    const pg = await startEmbeddedPostgres(dataDir);
    const db = connectDatabase(pg.url);
    await db.db.insert(categories).values({ name: 'Sarees Test', slug: 'sarees-test', gender: 'women' });
    await db.close();
    await pg.stop();

    store = await spawnStore({ DATA_DIR: dataDir });
    const body = await (await fetch(`${store.baseUrl}/api/categories`)).json();
    expect(body.data.data.map((c: { slug: string }) => c.slug)).toContain('sarees-test');
    store.child.kill('SIGTERM');
    expect((await store.exited).code).toBe(0);
  });
});
