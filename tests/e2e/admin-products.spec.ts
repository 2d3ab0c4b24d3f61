/**
 * The owner runs the catalogue from the browser (issue 11): signs in with a password and a TOTP code (enrolling the
 * authenticator from the key the page shows), creates a product with sizes, stock and a photo, and the product is on
 * the store at once. Each test brings its own owner account, made by the demo owner (admin-session.ts).
 */
import { generate } from 'otplib';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { newAdminAccount } from './admin-session.ts';
import { expect, open, test } from './fixtures.ts';

/** Signs in through /admin/login: password, then the code made from the key the enrolment shows. */
async function signIn(page: Page, email: string, password: string): Promise<string> {
  await open(page, '/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const key = page.locator('code');
  await expect(key).toBeVisible();
  const secret = (await key.innerText()).trim();
  await page.getByLabel('Code', { exact: true }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  return secret;
}

/** A new owner (made by the demo owner), signed in through the page. */
async function owner(page: Page): Promise<string> {
  const account = await newAdminAccount(page.request, 'owner');
  // Enrolling the demo owner through page.request may have signed the browser in as the demo owner.
  await page.context().clearCookies();
  return signIn(page, account.email, account.password);
}

test('the owner signs in with TOTP, creates a product with sizes and a photo, and it is on the store', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const secret = await owner(page);
  expect(secret).toMatch(/^[A-Z2-7]+$/);

  await open(page, '/admin/products');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import / export CSV' })).toHaveAttribute(
    'href',
    '/admin/products/import',
  );
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const name = `Marigold Chanderi Kurta ${Date.now().toString(36)}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  const slug = await page.getByLabel('Slug (the product page address)').inputValue();
  expect(slug).toMatch(/^marigold-chanderi-kurta-/);
  await page.getByLabel('Brand').fill('Rangmanch');
  const category = page.getByLabel('Category');
  const firstCategory = await category.locator('option:not([value=""])').first().getAttribute('value');
  await category.selectOption(firstCategory!);
  await page.getByLabel('MRP (₹)').fill('2499');
  await page.getByLabel('Sale price (₹, at most the MRP)').fill('1799');
  await page.getByLabel('Description').fill('Chanderi cotton with marigold buttis. Made in Madhya Pradesh.');
  await page.getByLabel('Material').fill('Chanderi cotton');

  // Sizes: XS to XL in one click, then the stock of each in the grid.
  await page.getByRole('button', { name: 'Add XS–XL' }).click();
  const stocks: Record<string, string> = { XS: '0', S: '4', M: '9', L: '2', XL: '0' };
  for (const [size, stock] of Object.entries(stocks)) await page.getByLabel(`Stock of size ${size}`).fill(stock);
  await expect(page.getByLabel('SKU of size M')).toHaveValue(`${slug.toUpperCase()}-M`);

  // A photo (a real JPEG made here), uploaded and shown in the editor.
  const jpeg = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#e8a33d' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Add photos').setInputFiles({ name: 'marigold.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  const thumb = page.getByRole('img', { name: 'Photo 1' });
  await expect(thumb).toBeVisible();
  const src = await thumb.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/products\/[0-9a-f]{24}-360\.webp$/);
  const key = src!.replace(/^\/uploads\//, '').replace(/-360\.webp$/, '');

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}\?created=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Product created.' })).toBeVisible();
  await expect(page.getByLabel('Stock of size M')).toHaveValue('9');
  await page.screenshot({ path: testInfo.outputPath('editor.png'), fullPage: true });

  // In the list, found by its SKU, with a low-stock badge.
  await open(page, `/admin/products?q=${encodeURIComponent(`${slug.toUpperCase()}-L`)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('15 in 5 sizes');
  await expect(row).toContainText('Low: 4 sizes'); // XS, S, L and XL are at 5 or fewer

  // On the store: its page, at once, with its price, sizes (XS and XL sold out) and photo.
  await open(page, `/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('main')).toContainText('₹1,799');
  await expect(page.locator(`img[src*="${key}"]`).first()).toBeAttached();
  const sizes = await (await page.request.get(`/api/products/slug/${slug}`)).json();
  expect(sizes.data.data.variants.map((v: { size: string; stock: number }) => [v.size, v.stock])).toEqual([
    ['XS', 0],
    ['S', 4],
    ['M', 9],
    ['L', 2],
    ['XL', 0],
  ]);
});

test('the product list and editor are usable on a phone (375 px)', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    await owner(page);
    await open(page, '/admin/products?sort=stock-low');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    // The page itself is no wider than the phone (a phone would zoom out to fit a wider one).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('list-375.png') });
    await expect(
      page
        .getByRole('table')
        .getByText(/^(Sold out|Low: \d+ sizes?)$/)
        .first(),
    ).toBeVisible();
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add XS–XL' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('editor-375.png'), fullPage: true });
  } finally {
    await context.close();
  }
});
