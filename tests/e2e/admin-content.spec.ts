/**
 * The admin's reviews, content and inbox (issue 11) in a real browser, as a member of staff (signed in with TOTP by
 * admin-session.ts): hides a review and it leaves the product page; writes a blog post with the rich-text editor and
 * it is on the store; opens a contact message and replies by mail link. One sign-in for the file.
 */
import sharp from 'sharp';
import type { BrowserContext, Page } from '@playwright/test';
import { demoOwnerToken, signInAdmin } from './admin-session.ts';
import { expect, open, test } from './fixtures.ts';

let context: BrowserContext;
let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, playwright }) => {
  // The demo owner signs in from a context of its own: its session cookie in the page's context would make the
  // staff member's cookie-less sign-in posts look cross-site (src/server/http/csrf.ts).
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}` });
  await demoOwnerToken(api);
  await api.dispose();
  context = await browser.newContext();
  page = await context.newPage();
  // A member of staff (not the owner): reviews, content and messages are staff work.
  await signInAdmin(page, 'staff');
});
test.afterAll(async () => context?.close());

test('staff hide a review: it leaves the product page at once; showing it brings it back', async ({ request }) => {
  const latest = (await (await request.get('/api/ratings/getAllRatings')).json()).ratings as Array<{
    review: string;
    product: { _id: string; slug: string };
  }>;
  const review = latest.find((r) => r.review.length > 20)!;
  const snippet = review.review.slice(0, 30);
  await open(page, `/product/${review.product.slug}`);
  await expect(page.getByText(snippet).first()).toBeVisible();

  await open(page, `/admin/reviews?productId=${review.product._id}`);
  const row = page.getByRole('row').filter({ hasText: snippet });
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('status')).toHaveText('The review is hidden from the store.');
  await expect(row.getByText('Hidden')).toBeVisible();

  await open(page, `/product/${review.product.slug}`);
  await expect(page.getByText(snippet)).toHaveCount(0);

  await open(page, `/admin/reviews?productId=${review.product._id}&status=hidden`);
  await page.getByRole('row').filter({ hasText: snippet }).getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('status')).toHaveText('The review is back on the store.');
  await open(page, `/product/${review.product.slug}`);
  await expect(page.getByText(snippet).first()).toBeVisible();
});

test('a blog post written with the rich-text editor is on the store once published', async () => {
  await open(page, '/admin/content/blog/new');
  await page.getByLabel('Title', { exact: true }).fill('Linen for the monsoon');
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f6b' } })
    .png()
    .toBuffer();
  await page.getByLabel('Picture').setInputFiles({ name: 'linen.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByAltText("The post's picture")).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await editor.pressSequentially('Breathable linen keeps you cool. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await editor.pressSequentially('Wash it cold.');
  await page.getByLabel(/Published on the store/).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: the post is on the store.');
  await expect(page).toHaveURL(/\/admin\/content\/blog\/[0-9a-f-]{36}$/);

  await open(page, '/Blogs/linen-for-the-monsoon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Linen for the monsoon');
  await expect(page.getByRole('main').locator('strong', { hasText: 'Wash it cold.' })).toBeVisible();
});

test('a contact message: unread in the inbox, opened (read), replied to by mail link', async ({ request }) => {
  const sent = await request.post('/api/contact', {
    data: { name: 'Kavya Rao', email: 'kavya@example.in', subject: 'Exchange my kurta', comment: 'Size M please.' },
  });
  expect(sent.status()).toBe(201);
  await open(page, '/admin/messages?sort=unread');
  const row = page.getByRole('row').filter({ hasText: 'Exchange my kurta' });
  await expect(row.getByText('Unread:')).toHaveCount(1);
  await row.getByRole('link', { name: /Exchange my kurta/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exchange my kurta');
  const href = await page.getByRole('link', { name: 'Reply by email' }).getAttribute('href');
  expect(href).toMatch(/^mailto:kavya@example\.in\?subject=Re%3A%20Exchange%20my%20kurta&body=/);
  await page.getByRole('link', { name: '← Messages' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Exchange my kurta' }).getByText('Unread:')).toHaveCount(0);
});
