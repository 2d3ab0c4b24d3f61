/**
 * Admin screenshots for docs/screenshots/admin-*.png (issue 11): every section at desktop width (1280 px), and the
 * orders list at phone width (375 px), signed in as a fresh owner. Run with `npm run screenshots`.
 */
import type { Page } from '@playwright/test';
import { signInAdmin } from '../e2e/admin-session.ts';
import { open, test } from '../e2e/fixtures.ts';

const dir = 'docs/screenshots';
const SECTIONS = [
  ['dashboard', '/admin'],
  ['orders', '/admin/orders'],
  ['products', '/admin/products'],
  ['product-import', '/admin/products/import'],
  ['merchandising', '/admin/merchandising'],
  ['coupons', '/admin/coupons'],
  ['customers', '/admin/customers'],
  ['reviews', '/admin/reviews'],
  ['content', '/admin/content'],
  ['messages', '/admin/messages'],
  ['staff', '/admin/staff'],
  ['audit', '/admin/audit'],
  ['settings', '/admin/settings'],
] as const;

async function shot(page: Page, name: string) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/admin-${name}.png`, fullPage: true });
}

/** Opens the first link of a list page whose address starts with `prefix` and takes its picture. */
async function firstDetail(page: Page, list: string, prefix: RegExp, name: string) {
  await open(page, list);
  const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => prefix.test(h));
  if (!href) return;
  await open(page, href);
  await shot(page, name);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('admin: the sign-in with its QR code', async ({ page }) => {
  await open(page, '/admin/login');
  await shot(page, 'sign-in');
});

test('admin: every section at desktop width, the orders list on a phone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAdmin(page, 'owner');
  for (const [name, path] of SECTIONS) {
    const res = await open(page, path);
    if (res && res.status() < 400) await shot(page, name);
  }
  await firstDetail(page, '/admin/orders', /^\/admin\/orders\/[0-9a-f-]{36}$/, 'order');
  await firstDetail(page, '/admin/products', /^\/admin\/products\/[0-9a-f-]{36}$/, 'product-edit');
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, '/admin/orders');
  await shot(page, 'orders-phone');
});
