/**
 * Builds the web app when build/ is missing or its inputs changed since the last build (content hash of the web
 * sources, shared rules, configs and lockfile), then precompresses the hashed assets (.br and .gz beside each).
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const INPUTS = ['src/web', 'src/shop', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json', 'public'];

async function* walk(p: string): AsyncGenerator<string> {
  const stat = await fs.stat(p).catch(() => null);
  if (!stat) return;
  if (stat.isFile()) {
    yield p;
    return;
  }
  for (const entry of (await fs.readdir(p)).sort()) yield* walk(path.join(p, entry));
}

export async function inputsHash(root: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const input of INPUTS) {
    for await (const file of walk(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(await fs.readFile(file));
    }
  }
  return hash.digest('hex');
}

async function precompress(dir: string): Promise<void> {
  for await (const file of walk(dir)) {
    if (!/\.(js|css|svg|json|txt|map)$/.test(file)) continue;
    const data = await fs.readFile(file);
    if (data.length < 1024) continue;
    await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
    await fs.writeFile(`${file}.br`, await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

export async function buildIfStale(root: string, opts: { force?: boolean } = {}): Promise<boolean> {
  const stampFile = path.join(root, 'build', '.inputs-hash');
  const current = await inputsHash(root);
  const previous = await fs.readFile(stampFile, 'utf8').catch(() => '');
  const serverEntry = await fs.stat(path.join(root, 'build/server/index.js')).catch(() => null);
  if (!opts.force && previous === current && serverEntry) return false;

  console.log('Building the web app (missing or out of date)...');
  const started = performance.now();
  const bin = path.join(root, 'node_modules/.bin/react-router');
  // Always a production build: a caller's NODE_ENV (Vitest sets `test`) would otherwise ship React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(bin, ['build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('The web build failed (see the output above).');
  await precompress(path.join(root, 'build/client/assets'));
  await fs.writeFile(stampFile, current);
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfStale(process.cwd(), { force: process.argv.includes('--force') });
}
