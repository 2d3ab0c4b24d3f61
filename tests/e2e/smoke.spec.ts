import { expect, test } from '@playwright/test';

test('the home page shows the seeded catalogue without console or CSP errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Shop Bold Shop Bindass' })).toBeVisible();
  const cards = page.locator('main a[href^="/product/"]');
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  // Images are real rendered artwork, served from /uploads.
  const img = page.locator('main img').first();
  await expect(img).toHaveAttribute('src', /\/uploads\/.+\.webp$/);
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the header search goes to /search?q= for non-empty text only', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const box = page.getByRole('searchbox').first();
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await box.fill('  denim jacket ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=denim(\+|%20)jacket$/);
});
