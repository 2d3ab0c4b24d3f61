/**
 * The owner runs the catalogue from the browser (issue 11): signs in with a password and a TOTP code (enrolling the
 * authenticator from the key the page shows), creates a product with sizes, stock and a photo, and the product is on
 * the store at once. The spec brings its own owner: the demo owner (seeded with the demo catalogue) signs in once and
 * adds one through the staff API; if another spec enrolled the demo owner first (its key is then unknown here), the
 * owner is added straight into the e2e database instead.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'otplib';
import pg from 'pg';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { hashPassword } from '../../src/server/accounts/passwords.ts';
import { DEMO_OWNER } from '../../src/server/db/seed/demo-owner.ts';
import { expect, open, test } from './fixtures.ts';

const OWNER_PASSWORD = 'products-e2e-owner-pw';

/** Password, then the 6-digit code; enrols the authenticator from the shown key. Answers whether it enrolled. */
async function signIn(page: Page, email: string, password: string, secret?: string): Promise<string | null> {
  await open(page, '/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByLabel('Code');
  await expect(code).toBeVisible();
  const key = page.locator('code');
  const shown = (await key.count()) > 0 ? (await key.innerText()).trim() : null;
  const using = shown ?? secret;
  if (!using) return null;
  await code.fill(await generate({ secret: using }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (shown) {
    await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  }
  await expect(page).toHaveURL(/\/admin\/?$/);
  return using;
}

/** The e2e database (embedded PostgreSQL of E2E_DATA_DIR: its port is in postmaster.pid). */
async function e2eDatabase(): Promise<pg.Client> {
  const password = (await fs.readFile(path.join(E2E_DATA_DIR, 'postgres-password'), 'utf8')).trim();
  const pid = await fs.readFile(path.join(E2E_DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number(pid.split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'store', password, database: 'store' });
  await client.connect();
  return client;
}

/** A new owner account for this spec (never enrolled yet). */
async function addOwner(page: Page, baseURL: string): Promise<string> {
  const email = `products-owner-${Date.now()}@example.com`;
  const demo = await signIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
  if (demo) {
    const res = await page.request.post('/api/admin/staff', {
      headers: { origin: baseURL },
      data: { name: 'Products Owner', email, role: 'owner', password: OWNER_PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(201);
  } else {
    const db = await e2eDatabase();
    try {
      await db.query(`INSERT INTO users (name, email, phone, role, password_hash) VALUES ($1, $2, '', 'owner', $3)`, [
        'Products Owner',
        email,
        await hashPassword(OWNER_PASSWORD),
      ]);
    } finally {
      await db.end();
    }
  }
  await page.context().clearCookies();
  return email;
}

test('the owner signs in with TOTP, creates a product with sizes and a photo, and it is on the store', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = await addOwner(page, baseURL!);
  const secret = await signIn(page, email, OWNER_PASSWORD);
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
  await page.getByLabel('Name').fill(name);
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
  await testInfo.attach('editor', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  // In the list, found by its SKU, with a low-stock badge.
  await open(page, `/admin/products?q=${encodeURIComponent(`${slug.toUpperCase()}-L`)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('15 in 5 sizes');
  await expect(row).toContainText('Low: 3 sizes');

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

test('the product list and editor are usable on a phone (375 px)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const email = await addOwner(page, baseURL!);
    await signIn(page, email, OWNER_PASSWORD);
    await open(page, '/admin/products?sort=stock-low');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    // The page itself does not scroll sideways (the table scrolls in its own box).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expect(page.getByText(/^(Sold out|Low: \d+ sizes?)$/).first()).toBeVisible();
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByLabel('Name')).toBeVisible();
    const editorOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(editorOverflow).toBeLessThanOrEqual(1);
  } finally {
    await context.close();
  }
});
