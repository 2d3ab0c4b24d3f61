/**
 * The page's scripts load after its first screen is painted (lib/scripts-after-paint.ts, ADR 26): while the first
 * screen's priority image is on its way, no script is fetched and the page is not hydrated; once it is in, the
 * scripts load and the page hydrates. And a kept page's scripts still pass its CSP (allowed by hash).
 */
import type { Page, Route } from '@playwright/test';
import { expect, open, productInStock, test } from './fixtures.ts';

/** When the page's client entry was requested, in ms after navigation (resource timing). */
const entryRequestedAt = (page: Page) =>
  page.evaluate(
    () => performance.getEntriesByType('resource').find((e) => e.name.includes('/entry.client-'))?.startTime,
  );

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

  test('no script loads while the priority image is on its way; once it is in, the page hydrates', async ({
    page,
    request,
  }) => {
    const product = await productInStock(request);
    const images = await holdImages(page);
    await page.goto(`/product/${product.slug}`, { waitUntil: 'domcontentloaded' });
    // The page is there, readable, before any script.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect.poll(() => images.heldCount()).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(images.scripts).toEqual([]);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    expect(await page.locator('link[rel="modulepreload-after-paint"]').count()).toBeGreaterThan(5);
    expect(await page.locator('script[type="module-after-paint"]').count()).toBe(1);

    const releasedAt = await page.evaluate(() => performance.now());
    await images.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The image and its paint let the scripts go, well before the 2.5 s cap would have.
    const requested = await entryRequestedAt(page);
    expect(requested).toBeGreaterThanOrEqual(releasedAt);
    expect(requested).toBeLessThan(2_300);
    expect(await page.locator('link[rel="modulepreload-after-paint"]').count()).toBe(0);
    expect(await page.locator('script[type="module-after-paint"]').count()).toBe(0);
  });

  test('an image that never comes holds the scripts back 2.5 s, and no longer', async ({ page, request }) => {
    const product = await productInStock(request);
    const images = await holdImages(page);
    await page.goto(`/product/${product.slug}`, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 10_000 });
    const requested = await entryRequestedAt(page);
    expect(requested).toBeGreaterThanOrEqual(2_500);
    expect(requested).toBeLessThan(3_500);
    expect(images.heldCount()).toBeGreaterThan(0);
    await images.release();
  });

  test('a tab that is not shown loads the scripts at once', async ({ page, request }) => {
    const product = await productInStock(request);
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { get: () => true });
    });
    const images = await holdImages(page);
    await page.goto(`/product/${product.slug}`, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await entryRequestedAt(page)).toBeLessThan(1_500);
    expect(images.heldCount()).toBeGreaterThan(0);
    await images.release();
  });

  test('a page without a priority image loads them once its first paint is on screen', async ({ page }) => {
    await open(page, '/FAQs');
    expect(await page.locator('img[fetchpriority="high"]').count()).toBe(0);
    expect(await entryRequestedAt(page)).toBeLessThan(2_000);
  });

  test('an inert script injected into the page is never run', async ({ page, request }) => {
    const product = await productInStock(request);
    await page.route(`**/product/${product.slug}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<main',
        '<script type="module-after-paint">window.injected = true</script><main',
      );
      await route.fulfill({ response, body: html });
    });
    await open(page, `/product/${product.slug}`);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
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
