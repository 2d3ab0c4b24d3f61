import { expect, test } from '@playwright/test';
import { open } from './fixtures.ts';
import { firstLoadJs, FIRST_LOAD_JS_BUDGET_BYTES, kb } from '../support/first-load-js.ts';

const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/category/men',
  '/category/Buy-Western-Dress-for-Women',
  '/search?q=kurta',
  '/Blogs',
  '/login',
  '/signup',
  '/cart',
  '/FAQs',
  '/ContactUs',
  '/sizeguide',
];

/** Files a public page loads before it hydrates: the framework, the shell (ADR 34), root, the route and its parts. */
const FIRST_LOAD_FILES_MAX = 12;

test('every public page loads at most 130 KB of JavaScript (gzip) first, in at most 12 files', async ({
  baseURL,
  request,
}) => {
  const list = await (await request.get('/api/products?limit=1')).json();
  const pages = [...PUBLIC_PAGES, `/product/${list.data.products[0].slug}`];
  for (const page of pages) {
    const { gzipBytes, files } = await firstLoadJs(baseURL!, page);
    // The shell chunk is only ever named by a (deferred) preload link: counted, so every preload is.
    expect(
      files.some((f) => /\/assets\/shell-[\w-]+\.js$/.test(f)),
      `${page}: ${files.join(' ')}`,
    ).toBe(true);
    expect(gzipBytes, `${page}: ${kb(gzipBytes)} of JS`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
    expect(files.length, `${page}: ${files.join(' ')}`).toBeLessThanOrEqual(FIRST_LOAD_FILES_MAX);
  }
});

test("no admin code reaches a shopper's page (issue 11): the admin's route modules are never requested", async ({
  page,
}) => {
  test.slow();
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) requested.push(new URL(r.url()).pathname);
  });
  for (const path of ['/', '/category/men', '/login']) {
    await open(page, path);
    // Lazy islands (toasts, menus) load once the page is idle: give them the time to.
    await page.waitForTimeout(1500);
  }
  const shopperRequested = [...requested];
  // Route discovery is lazy: the admin's routes enter the browser's manifest only once an admin path is visited.
  await open(page, '/admin/login');
  const adminModules = await page.evaluate(() => {
    const routes = (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
      .__reactRouterManifest.routes;
    return Object.fromEntries(
      Object.entries(routes)
        .filter(([id]) => id.startsWith('routes/admin/'))
        .map(([id, r]) => [id, r.module]),
    );
  });
  // The recording works: the sign-in page's own module was requested once an admin page opened.
  expect(requested).toContain(adminModules['routes/admin/login']);
  expect(shopperRequested.length).toBeGreaterThan(3);
  for (const module of Object.values(adminModules)) expect(shopperRequested, module).not.toContain(module);
});
