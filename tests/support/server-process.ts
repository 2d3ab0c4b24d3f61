/**
 * Starts the real store process (`node src/server/main.ts`) for process-level tests and waits until it is healthy.
 * Under Vitest every process's stdout and stderr is also written to SERVER_LOG_DIR (set by global-setup.ts), whose
 * files are searched for secrets at the end of the run (tests/support/log-secrets.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/server/db/embedded.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type StoreProcess = {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<{ code: number | null; ms: number }>;
};

export async function spawnStore(
  env: Record<string, string>,
  opts: {
    waitHealthy?: boolean;
    /** The script to run, from the root: `scripts/start.ts` is `npm start`. */ entry?: string;
  } = {},
): Promise<StoreProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [path.join(ROOT, opts.entry ?? 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Debug level: the end-of-run search for secrets in the logs sees everything a store can log.
      LOG_LEVEL: 'debug',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      // One process and a free metrics port unless a test asks otherwise (tests run side by side).
      WEB_CONCURRENCY: '1',
      METRICS_PORT: '0',
      PORT: port,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const logDir = process.env.SERVER_LOG_DIR;
  const logFile = logDir ? fs.createWriteStream(path.join(logDir, `store-${process.pid}-${child.pid}.log`)) : null;
  logFile?.on('error', () => {}); // a vanished folder must not fail the test that started the store
  const capture = (d: Buffer) => {
    out += String(d);
    logFile?.write(d);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  child.on('close', () => logFile?.end());
  let signalledAt = 0;
  const originalKill = child.kill.bind(child);
  child.kill = (signal?: NodeJS.Signals | number) => {
    signalledAt = performance.now();
    return originalKill(signal);
  };
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, ms: signalledAt ? performance.now() - signalledAt : 0 })),
  );
  const store = { child, baseUrl: `http://127.0.0.1:${port}`, output: () => out, exited };
  if (opts.waitHealthy !== false) {
    try {
      await waitHealthy(store);
    } catch (error) {
      // A store that never became healthy must not keep running (and keep its data folder locked).
      child.kill('SIGTERM');
      throw error;
    }
  }
  return store;
}

export async function waitHealthy(store: StoreProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (store.child.exitCode !== null) throw new Error(`The store exited early:\n${store.output()}`);
    try {
      const res = await fetch(`${store.baseUrl}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The store did not become healthy:\n${store.output()}`);
}

/**
 * In cluster mode the port answers once the first worker listens: waits until the primary's /metrics (at
 * `metricsUrl`) counts `workers` listening, whatever LOG_LEVEL is.
 */
export async function waitForWorkers(
  store: StoreProcess,
  metricsUrl: string,
  workers: number,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await fetch(metricsUrl).then(
      (r) => r.text(),
      () => '',
    );
    if (new RegExp(`^store_cluster_workers_listening ${workers}$`, 'm').test(text)) return;
    if (store.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The store did not start ${workers} workers:\n${store.output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * GET on a connection of its own, answering the status (in cluster mode the primary hands each new connection to the
 * next worker; fetch would reuse one connection, so one worker).
 */
export function getOnNewConnection(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${url} did not answer in 10 s`)));
    req.on('error', reject);
  });
}
