import { expect, test } from '@playwright/test';
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

test('every public page loads at most 130 KB of JavaScript (gzip) first', async ({ baseURL, request }) => {
  const list = await (await request.get('/api/products?limit=1')).json();
  const pages = [...PUBLIC_PAGES, `/product/${list.data.products[0].slug}`];
  for (const page of pages) {
    const { gzipBytes, files } = await firstLoadJs(baseURL!, page);
    expect(files.length, `${page} loads its JS`).toBeGreaterThan(0);
    expect(gzipBytes, `${page}: ${kb(gzipBytes)} of JS`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  }
});
