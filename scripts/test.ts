/**
 * `npm test`: the whole suite. Builds the web app when stale, runs Vitest (unit + integration on a real PostgreSQL:
 * embedded, or TEST_DATABASE_URL), then Playwright end-to-end tests in Chromium when one is installed, and ends with
 * one plain line: `N passed, N failed`.
 *   npm test -- --unit-only     skip the browser tests
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, 'tests/.artifacts');
fs.mkdirSync(artifacts, { recursive: true });
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
type Tally = { passed: number; failed: number; skipped: number };

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function runVitest(): Tally {
  const out = path.join(artifacts, 'vitest.json');
  fs.rmSync(out, { force: true });
  const r = spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  }>(out);
  if (!report) return { passed: 0, failed: Math.max(1, r.status ?? 1), skipped: 0 };
  // A crashed file (no tests counted) still fails the run.
  const failed = report.numFailedTests + (r.status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests };
}

function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

function runPlaywright(): Tally | null {
  const chromium = chromiumPath();
  if (!chromium) {
    console.log(
      '\nEnd-to-end tests skipped: no Chromium found (install it: apt-get install -y chromium, or set CHROMIUM_PATH).',
    );
    return null;
  }
  const out = path.join(artifacts, 'playwright.json');
  fs.rmSync(out, { force: true });
  const r = spawnSync(bin('playwright'), ['test', '--reporter=list,json'], {
    cwd: root,
    env: { ...env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    stdio: 'inherit',
  });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(out);
  if (!report) return { passed: 0, failed: Math.max(1, r.status ?? 1), skipped: 0 };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected + (r.status !== 0 && unexpected === 0 ? 1 : 0), skipped };
}

await buildIfStale(root);
const unit = runVitest();
const e2e = process.argv.includes('--unit-only') ? null : runPlaywright();
const total = [unit, e2e].filter((t): t is Tally => t !== null);
const sum = (k: keyof Tally) => total.reduce((s, t) => s + t[k], 0);

console.log('\n---- summary ----');
console.log(`unit + integration (Vitest): ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`);
console.log(
  e2e
    ? `end-to-end (Playwright): ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`
    : 'end-to-end (Playwright): not run',
);
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(sum('failed') > 0 ? 1 : 0);
