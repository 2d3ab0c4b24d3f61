/**
 * `npm test`: the whole suite. Builds the web app when stale, runs Vitest (unit + integration on a real PostgreSQL:
 * embedded, or TEST_DATABASE_URL), then Playwright end-to-end tests in Chromium when one is installed, and ends with
 * one plain line: `N passed, N failed`.
 *   npm test -- --unit-only     skip the browser tests
 *   npm test -- --unit-only src/server tests/integration
 *                               only the Vitest files under these paths (CI's pass against the PostgreSQL service)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { buildIfStale } from './build-if-stale.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const artifacts = path.join(root, 'tests/.artifacts');
fs.mkdirSync(artifacts, { recursive: true });
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
type Tally = { passed: number; failed: number; skipped: number; failures: string[] };

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
  const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const args = ['run', ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const r = spawnSync(bin('vitest'), args, {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: {
      name: string;
      status: string;
      assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  }>(out);
  if (!report)
    return { passed: 0, failed: Math.max(1, r.status ?? 1), skipped: 0, failures: ['Vitest wrote no report'] };
  const failures = report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `${where} > ${t.fullName}${firstLines(t.failureMessages?.[0])}`);
    return tests.length === 0 && file.status === 'failed' ? [`${where} (the file failed to run)`] : tests;
  });
  // A crashed file (no tests counted) still fails the run.
  const failed = report.numFailedTests + (r.status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests, failures };
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
  const report = readJson<PlaywrightReport>(out);
  if (!report)
    return { passed: 0, failed: Math.max(1, r.status ?? 1), skipped: 0, failures: ['Playwright wrote no report'] };
  const { expected, unexpected, flaky, skipped } = report.stats;
  const failed = unexpected + (r.status !== 0 && unexpected === 0 ? 1 : 0);
  return { passed: expected + flaky, failed, skipped, failures: playwrightFailures(report) };
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: { status: string; results?: { error?: { message?: string } }[] }[];
  }[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
};

/** The first lines of a failure's message (colours stripped), indented under its test's name in the summary. */
function firstLines(message: string | undefined, lines = 5): string {
  if (!message) return '';
  const text = stripVTControlCharacters(message).split('\n');
  const kept = text
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .slice(0, lines);
  return kept.map((l) => `\n  | ${l.slice(0, 200)}`).join('');
}

/** "file:line › describe › title" of each test that failed (after its retries), with its error's first lines. */
function playwrightFailures(report: PlaywrightReport): string[] {
  const walk = (suite: PlaywrightSuite, titles: string[], file: string): string[] => {
    const here = suite.file ? suite.file : file;
    const inner = suite.file === suite.title ? titles : [...titles, suite.title];
    return [
      ...(suite.specs ?? [])
        .filter((spec) => spec.tests.some((t) => t.status === 'unexpected'))
        .map((spec) => {
          const last = spec.tests.find((t) => t.status === 'unexpected')?.results?.at(-1);
          return [`${here}:${spec.line}`, ...inner, spec.title].join(' › ') + firstLines(last?.error?.message);
        }),
      ...(suite.suites ?? []).flatMap((child) => walk(child, inner, here)),
    ];
  };
  return (report.suites ?? []).flatMap((suite) => walk(suite, [], suite.file ?? ''));
}

await buildIfStale(root);
const unit = runVitest();
const e2e = process.argv.includes('--unit-only') ? null : runPlaywright();
const total = [unit, e2e].filter((t): t is Tally => t !== null);
const sum = (k: 'passed' | 'failed' | 'skipped') => total.reduce((s, t) => s + t[k], 0);

console.log('\n---- summary ----');
console.log(`unit + integration (Vitest): ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`);
console.log(
  e2e
    ? `end-to-end (Playwright): ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} skipped`
    : 'end-to-end (Playwright): not run',
);
// Named again at the end, where a CI excerpt shows them.
for (const name of total.flatMap((t) => t.failures)) console.log(`failed: ${name}`);
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(sum('failed') > 0 ? 1 : 0);
