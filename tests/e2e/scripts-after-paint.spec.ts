/**
 * The page's scripts load after its first screen is painted (lib/scripts-after-paint.ts, ADR 26): while the first
 * screen's priority image is on its way, no script is fetched and the page is not hydrated; once it is in, the
 * scripts load and the page hydrates. And a kept page's scripts still pass its CSP (allowed by hash).
 */
import type { Page, Route } from '@playwright/test';
import { expect, open, productInStock, test } from './fixtures.ts';

/** Holds back every product image until `release` is called; counts the script requests meanwhile. */
async function holdImages(page: Page) {
  const held: Route[] = [];
  let released = false;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || /\/assets\/.*\.js$/.test(r.url())) scripts.push(r.url());
  });
  await page.route('**/uploads/products/**', (route) => (released ? route.continue() : held.push(route)));
  return {
    scripts,
    heldCount: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test.describe('scripts after the first paint', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('no script loads while the priority image is on its way; then the page hydrates', async ({ page, request }) => {
    const product = await productInStock(request);
    const images = await holdImages(page);
    await page.goto(`/product/${product.slug}`, { waitUntil: 'domcontentloaded' });
    // The page is there, readable, before any script.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect.poll(() => images.heldCount()).toBeGreaterThan(0);
    await page.waitForTimeout(800);
    expect(images.scripts).toEqual([]);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    expect(await page.locator('link[rel="modulepreload-after-paint"]').count()).toBeGreaterThan(5);
    expect(await page.locator('script[type="module-after-paint"]').count()).toBe(1);

    await images.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(images.scripts.some((url) => /\/assets\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true);
    expect(await page.locator('link[rel="modulepreload-after-paint"]').count()).toBe(0);
    expect(await page.locator('script[type="module-after-paint"]').count()).toBe(0);
  });

  test('an image that never comes holds the scripts back 2.5 s at most', async ({ page, request }) => {
    const product = await productInStock(request);
    const images = await holdImages(page);
    const started = Date.now();
    await page.goto(`/product/${product.slug}`, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_400);
    expect(images.heldCount()).toBeGreaterThan(0);
    await images.release();
  });

  test('a kept page and a rendered one both run their scripts under their CSP', async ({ page }) => {
    const fresh = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      // open() waits for hydration: the page's module script ran.
      const response = await open(page, `/category/men?visit=${fresh}`);
      seen.push(response?.headers()['x-page-cache'] ?? '');
    }
    expect(seen).toContain('miss');
    expect(seen).toContain('hit');
    expect(refused).toEqual([]);
  });
});
