/**
 * WEB_CONCURRENCY=2: one primary (embedded PostgreSQL, migrations, /metrics) and two worker processes sharing the
 * port. Two distinct workers answer (told apart by the pid on the log line of each request id), the metrics add up
 * both, a killed worker is replaced while requests keep succeeding, and SIGTERM stops everything, unlocking DATA_DIR.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { freePort } from '../../src/server/db/embedded.ts';
import { getOnNewConnection, ROOT, spawnStore, waitForWorkers, type StoreProcess } from '../support/server-process.ts';

let dataDir: string;
let metricsUrl: string;
let store: StoreProcess;

beforeAll(async () => {
  await buildIfStale(ROOT);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-cluster-'));
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  // Through `npm start`'s script: the workers must run main.ts, not that script again.
  store = await spawnStore(
    { DATA_DIR: dataDir, WEB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort) },
    { entry: 'scripts/start.ts' },
  );
  await waitForWorkers(store, metricsUrl, 2);
}, 180_000);

afterAll(async () => {
  if (store && store.child.exitCode === null) {
    store.child.kill('SIGKILL');
    await store.exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

let counter = 0;

const get = (url: string, requestId: string) => getOnNewConnection(url, { 'x-request-id': requestId });

/** The pid of the process that logged the request with this id. */
async function pidOf(requestId: string): Promise<number> {
  const pattern = new RegExp(`"pid":(\\d+)[^\\n]*"reqId":"${requestId}"`);
  for (let i = 0; i < 50; i++) {
    const m = pattern.exec(store.output());
    if (m) return Number(m[1]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No log line for request ${requestId}`);
}

/** Sends `n` requests, each on its own connection; answers the pids that served them. */
async function servedBy(n: number): Promise<number[]> {
  const pids: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = `cluster-${++counter}`;
    expect(await get(`${store.baseUrl}/api/health/live`, id)).toBe(200);
    pids.push(await pidOf(id));
  }
  return pids;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let workers: number[] = [];

describe('several processes on one machine', () => {
  it('answers from two distinct worker processes, not the primary', async () => {
    workers = [...new Set(await servedBy(8))];
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(store.child.pid);
    for (const pid of workers) {
      const command = execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' });
      expect(command).toContain('src/server/main.ts');
      expect(command).not.toContain('scripts/start.ts');
    }
    // The embedded database started once, in the primary.
    expect(store.output().match(/embedded PostgreSQL started/g)).toHaveLength(1);
  });

  it('serves /metrics on the internal port with both workers added up, never on the public port', async () => {
    const before = await fetch(metricsUrl);
    expect(before.status).toBe(200);
    const count = (text: string) =>
      Number(
        /^http_requests_total\{method="GET",route="\/api\/health\/live",status_code="200"\} (\d+)/m.exec(text)?.[1],
      );
    const initial = count(await before.text());
    await servedBy(4);
    expect(count(await (await fetch(metricsUrl)).text())).toBeGreaterThanOrEqual(initial + 4);
    expect(await get(`${store.baseUrl}/metrics`, 'public-metrics')).toBe(404);
  });

  it('replaces a worker that dies, and requests keep succeeding meanwhile', async () => {
    const [victim, survivor] = workers as [number, number];
    process.kill(victim, 'SIGKILL');
    // Once the primary has seen it die (at once), new connections go to the survivor. (A connection handed over in
    // the very instant of the crash goes down with the worker, as with any crash.)
    await expect.poll(() => store.output().includes('a worker exited unexpectedly'), { timeout: 5_000 }).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await get(`${store.baseUrl}/api/health/live`, `during-${i}`));
    expect(statuses.every((s) => s === 200)).toBe(true);
    let replacement: number | undefined;
    const deadline = Date.now() + 60_000;
    while (!replacement && Date.now() < deadline) {
      replacement = (await servedBy(2)).find((pid) => pid !== survivor);
    }
    expect(replacement).toBeDefined();
    expect(replacement).not.toBe(victim);
    const primary = await (await fetch(metricsUrl)).text();
    expect(primary).toMatch(/^store_cluster_worker_restarts_total 1$/m);
    expect(primary).toMatch(/^store_cluster_workers_listening 2$/m);
    expect(alive(victim)).toBe(false);
    workers = [survivor, replacement!];
  }, 90_000);

  it('stops every process on SIGTERM, releasing DATA_DIR', async () => {
    store.child.kill('SIGTERM');
    const { code, ms } = await store.exited;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    for (const pid of workers) expect(alive(pid)).toBe(false);
    await expect(fs.access(path.join(dataDir, 'store.lock'))).rejects.toThrow();
    await expect(fs.access(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow();
  }, 30_000);
});
