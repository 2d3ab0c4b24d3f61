/**
 * `npm run lighthouse`: starts the production store on loopback (demo catalogue seeded into a scratch DATA_DIR), then
 * audits the home page, /category/men, a product page, the cart, a search and a collection with Lighthouse (mobile
 * preset, simulated throttling) in Debian's Chromium, offline (nothing but the loopback server is reached). Each page is audited LIGHTHOUSE_RUNS
 * times (default 5) and the run with the median performance score counts, as Lighthouse advises for noisy machines.
 * Chromium is warmed first with one audit that is not counted (its first audit is always its slowest), as the server
 * is with a few requests.
 * Prints performance, accessibility, best practices and SEO per page, and exits non-zero when a page misses its bar:
 * accessibility and SEO 100; performance (issue 14) a median of at least 98 with no run below 95, the cart's
 * (issue 15) a median of at least 95.
 *   CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_DATA_DIR, LIGHTHOUSE_PORT (default: a free port),
 *   LIGHTHOUSE_PAGES (some of home,category-men,product,cart,search,collection; default all)
 * Full JSON reports (the median run's, and the lowest run's as <page>.lowest.json) are written to
 * tests/.artifacts/lighthouse/.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { ROOT, spawnStore } from '../support/server-process.ts';

const THRESHOLDS = { accessibility: 100, seo: 100 } as const;
/** Issue 14's bar for performance: the median run, and every run. The cart's is issue 15's (its median only). */
const PERFORMANCE_BAR = { median: 98, everyRun: 95 };
const CART_PERFORMANCE_BAR = { median: 95, everyRun: 0 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const dataDir = process.env.LIGHTHOUSE_DATA_DIR ?? path.join(os.tmpdir(), 'bindass-store-lighthouse');
const reportDir = path.join(ROOT, 'tests/.artifacts/lighthouse');

await buildIfStale(ROOT);
console.log(`Starting the store (DATA_DIR=${dataDir}; the first run seeds the demo catalogue)...`);
const store = await spawnStore({
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'error',
  ...(process.env.LIGHTHOUSE_PORT ? { PORT: process.env.LIGHTHOUSE_PORT } : {}),
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
let failed = false;
try {
  const base = store.baseUrl;
  const list = (await (await fetch(`${base}/api/products?limit=24`)).json()) as {
    data: { products: { slug: string; stock: number; imageKeys: string[] }[] };
  };
  const product = list.data.products.find((p) => p.stock > 0 && p.imageKeys.length > 0) ?? list.data.products[0];
  if (!product) throw new Error('The catalogue is empty: nothing to audit.');
  const collections = (await (await fetch(`${base}/api/collection`)).json()) as { data: Array<{ _id: string }> };
  const collection = collections.data[0];
  if (!collection) throw new Error('The demo catalogue has no collection to audit.');
  const all = [
    { name: 'home', path: '/' },
    { name: 'category-men', path: '/category/men' },
    { name: 'product', path: `/product/${product.slug}` },
    // The cart is kept out of search engines on purpose (noindex): its SEO score leaves out the indexing audit.
    { name: 'cart', path: '/cart', noindex: true, bar: CART_PERFORMANCE_BAR },
    // Search results are kept out of search engines too (noindex), as results pages should be.
    { name: 'search', path: '/search?q=kurta', noindex: true },
    { name: 'collection', path: `/collections/${collection._id}` },
  ];
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((n) => n.trim());
  const unknown = only?.filter((n) => !all.some((p) => p.name === n)) ?? [];
  if (unknown.length > 0 || only?.length === 0) {
    throw new Error(`LIGHTHOUSE_PAGES: unknown page ${unknown.join(', ')}; pages: ${all.map((p) => p.name).join(',')}`);
  }
  const pages = only ? all.filter((p) => only.includes(p.name)) : all;
  // Warm the server (JIT, caches) so the audits measure the pages, not the first requests.
  for (const p of pages) for (let i = 0; i < 5; i++) await (await fetch(base + p.path)).arrayBuffer();

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const port = chrome.port;
  const audit = (pagePath: string) =>
    lighthouse(base + pagePath, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  // One audit not counted: the first audit in a newly launched Chromium ran slowest in every sequence tried (93, 97
  // and 96, then 98-100 on the same page), whichever page came first: the browser warming up, not the page.
  await audit(pages[0]!.path);
  await fs.mkdir(reportDir, { recursive: true });

  const rows: Record<string, string | number>[] = [];
  for (const p of pages) {
    const results = [];
    let retries = 0;
    for (let i = 0; i < runs; i++) {
      const result = await audit(p.path);
      if (!result) throw new Error(`Lighthouse gave no result for ${p.path}`);
      // A run that failed to load the page (e.g. Chrome too slow to paint on a busy machine) is retried, twice at most.
      if (result.lhr.runtimeError && retries < 2) {
        console.log(`  ${p.path}: run failed (${result.lhr.runtimeError.code}), retrying`);
        retries++;
        i--;
        continue;
      }
      results.push(result.lhr);
    }
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = results[Math.floor(results.length / 2)]!;
    await fs.writeFile(path.join(reportDir, `${p.name}.json`), JSON.stringify(lhr, null, 1));
    // The lowest run too: the bar is on every run, and a run's low score is read from its own report.
    await fs.writeFile(path.join(reportDir, `${p.name}.lowest.json`), JSON.stringify(results[0], null, 1));
    const score = (id: string) => {
      if (id !== 'seo' || !('noindex' in p)) return Math.round((lhr.categories[id]?.score ?? 0) * 100);
      // The category's weighted mean, without 'is-crawlable' (what Lighthouse computes, less that one audit).
      let sum = 0;
      let weights = 0;
      for (const ref of lhr.categories.seo?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.id === 'is-crawlable' || !audit || audit.score === null || ref.weight === 0) continue;
        sum += audit.score * ref.weight;
        weights += ref.weight;
      }
      return Math.round((weights ? sum / weights : 0) * 100);
    };
    const row: Record<string, string | number> = { page: p.path };
    if (runs > 1) row.runs = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(' ');
    for (const c of CATEGORIES) row[c] = score(c);
    rows.push(row);

    const bar = ('bar' in p ? p.bar : undefined) ?? PERFORMANCE_BAR;
    const lowest = Math.round((results[0]!.categories.performance?.score ?? 0) * 100);
    const misses = Object.entries(THRESHOLDS)
      .filter(([c, min]) => score(c) < min)
      .map(([c, min]) => ({ category: c, text: `${c} ${score(c)} < ${min}` }));
    if (score('performance') < bar.median) {
      misses.push({ category: 'performance', text: `performance median ${score('performance')} < ${bar.median}` });
    }
    if (lowest < bar.everyRun) {
      misses.push({ category: 'performance', text: `performance: a run at ${lowest} < ${bar.everyRun}` });
    }
    if (misses.length > 0) {
      failed = true;
      console.log(`\n${p.path}: below the bar: ${misses.map((m) => m.text).join(', ')}`);
      for (const c of new Set(misses.map((m) => m.category))) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 0.9 || ref.weight === 0) continue;
          console.log(`  - [${c}] ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
        }
      }
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '';
    row.LCP = metric('largest-contentful-paint');
    row.TBT = metric('total-blocking-time');
    row.CLS = metric('cumulative-layout-shift');
  }
  console.log(
    `\nLighthouse (mobile, simulated throttling, median of ${runs}; bars: performance median >= ` +
      `${PERFORMANCE_BAR.median} and every run >= ${PERFORMANCE_BAR.everyRun} (the cart: median >= ` +
      `${CART_PERFORMANCE_BAR.median}), accessibility >= ${THRESHOLDS.accessibility}, SEO >= ${THRESHOLDS.seo}):`,
  );
  console.table(rows);
  console.log(`Reports: ${path.relative(ROOT, reportDir)}/`);
} finally {
  await chrome?.kill();
  store.child.kill('SIGTERM');
  await store.exited;
}
if (failed) {
  console.error('Lighthouse: below the bar.');
  process.exit(1);
}
