/**
 * A database outage: the store process reaches PostgreSQL through a TCP proxy the test closes (every connection cut,
 * new ones refused) and opens again. Meanwhile API calls answer 503 JSON and pages a friendly 503 page, both with
 * Retry-After; once the database is back the same process answers 200 again, without a restart.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { testDatabase, type TestDatabase } from '../support/db.ts';
import { ROOT, spawnStore, type StoreProcess } from '../support/server-process.ts';

/** A TCP proxy to the database that can be closed (cutting every connection) and opened again on the same port. */
function databaseProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  return {
    get port() {
      return port;
    },
    async open() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
      for (const s of sockets) s.destroy();
      await closed;
      server = null;
    },
  };
}

let t: TestDatabase;
let proxy: ReturnType<typeof databaseProxy>;
let dataDir: string;
let store: StoreProcess;

beforeAll(async () => {
  await buildIfStale(ROOT);
  t = await testDatabase();
  const url = new URL(t.url);
  proxy = databaseProxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.open();
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-outage-'));
  store = await spawnStore({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
}, 120_000);

afterAll(async () => {
  if (store && store.child.exitCode === null) {
    store.child.kill('SIGTERM');
    await store.exited;
  }
  await proxy?.close();
  await t?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const api = () => fetch(`${store.baseUrl}/api/products?page=1&limit=12`);
const page = () => fetch(`${store.baseUrl}/shop`, { headers: { accept: 'text/html' } });

async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a database outage', () => {
  it('answers 200 while the database is up', async () => {
    expect((await api()).status).toBe(200);
    const res = await page();
    expect(res.status).toBe(200);
    await res.text();
  });

  it('answers API calls 503 JSON with Retry-After while the database is down', async () => {
    await proxy.close();
    for (let i = 0; i < 3; i++) {
      const res = await api();
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toMatchObject({ success: false, error: 'unavailable', reason: 'unavailable' });
    }
    expect((await fetch(`${store.baseUrl}/api/health`)).status).toBe(503);
  });

  it('answers pages with a friendly 503 page and Retry-After while the database is down', async () => {
    const res = await page();
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('back shortly');
    expect(html).not.toContain('Something went wrong');
  });

  it('recovers by itself when the database is back', async () => {
    await proxy.open();
    await eventually(async () => (await api()).status === 200);
    const res = await page();
    expect(res.status).toBe(200);
    await res.text();
    expect((await fetch(`${store.baseUrl}/api/health`)).status).toBe(200);
    expect(store.child.exitCode).toBeNull();
  });

  it('runs background jobs again once the database is back (the worker survived the outage)', async () => {
    const sent = await fetch(`${store.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Outage Test',
        email: 'outage@example.com',
        subject: 'After the outage',
        comment: 'Is the mail still sent?',
      }),
    });
    expect(sent.status).toBe(201);
    const outbox = path.join(dataDir, 'outbox');
    await eventually(async () =>
      (await fs.readdir(outbox).catch(() => [] as string[])).some((f) => f.includes('after-the-outage')),
    );
  });
});
