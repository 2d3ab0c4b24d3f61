/** Starts the real store process (`node src/server/main.ts`) for process-level tests and waits until it is healthy. */
import { spawn, type ChildProcess } from 'node:child_process';
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
  opts: { waitHealthy?: boolean } = {},
): Promise<StoreProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: port,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
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
  if (opts.waitHealthy !== false) await waitHealthy(store);
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
