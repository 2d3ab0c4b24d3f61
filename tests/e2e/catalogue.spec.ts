import { cartOf, expect, open, test, chooseSize } from './fixtures.ts';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('home -> collection -> product -> choose a size -> add to bag', async ({ page }) => {
    await open(page, '/');
    const strip = page.getByRole('list', { name: 'Shop by collection' });
    const tile = strip.getByRole('link').first();
    const collectionName = (await tile.innerText()).trim();
    await tile.click();
    await expect(page).toHaveURL(/\/collections\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Collections By ${collectionName}`);

    // A product that has a size in stock.
    const products = await page.request.get('/api/products?limit=60').then((r) => r.json());
    const inStock = new Set(
      (products.data.products as { slug: string; stock: number }[]).filter((p) => p.stock > 0).map((p) => p.slug),
    );
    const links = await page
      .getByRole('main')
      .locator('article a[href^="/product/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const href = links.find((h) => inStock.has(decodeURIComponent(h.slice('/product/'.length)))) ?? links[0]!;
    await page.locator(`main article a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    // No size yet.
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByText('Please select a size')).toBeVisible();

    const size = page.locator('fieldset').filter({ hasText: 'Select size' }).locator('input:not([disabled])').first();
    await size.check({ force: true });
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByText('Added to your bag.')).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
    const cart = await cartOf(page);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 1, slug: decodeURIComponent(href.slice('/product/'.length)) });

    // The cart survives a reload.
    await open(page, href);
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');
  });

  test('product page: details, offers, sold-out sizes, WhatsApp, reviews, JSON-LD, Buy Now', async ({ page }) => {
    const list = await page.request.get('/api/products?limit=60').then((r) => r.json());
    type P = {
      _id: string;
      slug: string;
      name: string;
      variants: { size: string; stock: number }[];
      reviewCount: number;
    };
    const all = list.data.products as P[];
    const mixed = all.find((p) => p.variants.some((v) => v.stock <= 0) && p.variants.some((v) => v.stock > 0))!;
    expect(mixed, 'a product with a sold-out size').toBeTruthy();

    const res = await open(page, `/product/${mixed.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mixed.name);
    await expect(page).toHaveTitle(new RegExp(mixed.name));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${mixed.slug}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');

    // JSON-LD: Product with an INR offer and a breadcrumb trail.
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
    const product = jsonLd.find((j) => j['@type'] === 'Product');
    expect(product.name).toBe(mixed.name);
    expect(product.offers.priceCurrency).toBe('INR');
    expect(product.offers.availability).toMatch(/InStock$/);
    expect(jsonLd.find((j) => j['@type'] === 'BreadcrumbList').itemListElement.length).toBeGreaterThanOrEqual(3);

    // Sold-out sizes are disabled.
    const soldOut = mixed.variants.find((v) => v.stock <= 0)!;
    await expect(page.locator(`input[name="size"][value="${soldOut.size}"]`)).toBeDisabled();

    await expect(page.getByRole('heading', { name: 'Available offers' })).toBeVisible();
    await expect(page.getByText('BINDASS10')).toBeVisible();
    for (const note of ['Express shipping', 'Cash on delivery available', '5 days return and replacement']) {
      await expect(page.getByText(note)).toBeVisible();
    }
    for (const title of ['About This Product', 'Material', 'Specifications']) {
      await expect(page.locator('summary', { hasText: title })).toBeVisible();
    }
    const chat = page.getByRole('link', { name: 'Chat with seller' });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent((await chat.getAttribute('href'))!)).toContain(mixed.name);

    // 'You May Like Also' and featured products arrive once their place comes near the screen.
    await expect(page.getByRole('heading', { name: 'You May Like Also' })).toBeVisible();
    await page.getByTestId('product-suggestions').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('product-suggestions')).toHaveAttribute('data-state', 'loaded');
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeAttached();
    const related = await page
      .locator('section', { has: page.getByRole('heading', { name: 'You May Like Also' }) })
      .locator('a[href^="/product/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(related.length).toBeGreaterThan(0);
    for (const h of related) expect(h).not.toMatch(/\/product\/[0-9a-f]{8}-/);

    // Quantity: 1 up to the size's stock (at most 10); Buy Now goes to the cart.
    const inStock = mixed.variants.find((v) => v.stock > 0)!;
    await chooseSize(page, inStock.size);
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    for (let i = 1; i < Math.min(10, inStock.stock); i++) await plus.click();
    await expect(plus).toBeDisabled();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect((await cartOf(page))[0]).toMatchObject({ size: inStock.size, quantity: Math.min(10, inStock.stock) });
  });

  test("product page: 'You May Like Also' and featured products arrive near the screen; a failure shows the empty state", async ({
    page,
  }) => {
    const products = await page.request.get('/api/products?limit=1').then((r) => r.json());
    const slug = (products.data.products as { slug: string }[])[0]!.slug;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/suggestions')) asked.push(r.url());
    });
    // On a phone the rows are far below the first screen: not asked for until the visitor scrolls towards them.
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, `/product/${slug}`);
    await page.waitForTimeout(500);
    expect(asked).toHaveLength(0);
    const slot = page.getByTestId('product-suggestions');
    await slot.scrollIntoViewIfNeeded();
    await expect(slot).toHaveAttribute('data-state', 'loaded');
    expect(asked).toHaveLength(1);
    await expect(slot.locator('article')).not.toHaveCount(0);
    // Featured products come after the reviews.
    const featured = page.getByRole('heading', { name: 'Featured products' });
    await expect(featured).toBeAttached();
    const reviewsTop = (await page.locator('#reviews').boundingBox())!.y;
    expect((await page.locator('section[aria-labelledby="featured-h"]').boundingBox())!.y).toBeGreaterThan(reviewsTop);

    // A failed request: the empty state and no featured row.
    await page.route('**/suggestions', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, `/product/${slug}`);
    await expect(page.getByText('No related products found.')).toBeVisible();
    await expect(featured).toHaveCount(0);
  });

  test('product page without JavaScript: no placeholders for the rows the browser would fetch', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    const products = await page.request.get('/api/products?limit=1').then((r) => r.json());
    await page.goto(`/product/${(products.data.products as { slug: string }[])[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-suggestions')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
    await context.close();
  });

  test('reviews: 5 a page with numbered pages', async ({ page }) => {
    const list = await page.request.get('/api/products?limit=60&sort=rating').then((r) => r.json());
    const many = (list.data.products as { slug: string; reviewCount: number }[]).find((p) => p.reviewCount > 5);
    test.skip(!many, 'no product with more than 5 reviews');
    await open(page, `/product/${many!.slug}`);
    const reviews = page.locator('#reviews');
    await expect(reviews.getByRole('list', { name: 'Reviews', exact: true }).locator(':scope > li')).toHaveCount(5);
    await reviews.getByRole('link', { name: 'Reviews page 2' }).click();
    await expect(page).toHaveURL(/reviews=2/);
    await expect(reviews.getByRole('link', { name: 'Reviews page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('/product/{id} redirects to the slug; an unknown product is a real 404', async ({ page, request }) => {
    const list = await request.get('/api/products?limit=1').then((r) => r.json());
    const p = list.data.products[0];
    const byId = await request.get(`/product/${p._id}`, { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers()['location']).toBe(`/product/${p.slug}`);

    const res = await open(page, '/product/no-such-product');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Product not found.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(/not found/i);
  });

  test('category: filter, sort and infinite scroll, all kept in the URL', async ({ page }) => {
    await open(page, '/category/men');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Men's Clothing");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/men$/);
    const cards = page.getByRole('main').locator('article');
    // 12 a page; the next page is appended as the end of the list comes near (at once on a tall screen).
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(12);
    await page.getByRole('link', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(24);
    await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();

    // On a desktop a filter applies at once and lands in the URL (each value shows its count: "Shirts (12 products)").
    await page.getByRole('checkbox', { name: /^Shirts \(/ }).check();
    await expect(page).toHaveURL(/category=shirts/);
    await expect(cards.first()).toBeVisible();
    // The URL changes before the new results render: wait for the list to be the filtered one.
    const names = () => cards.locator('h2').allInnerTexts();
    await expect.poll(async () => (await names()).every((n) => /shirt/i.test(n))).toBe(true);
    expect((await names()).length).toBeGreaterThan(0);

    // Sort by price, low to high.
    await page.getByLabel('Sort by').selectOption('price-low');
    await expect(page).toHaveURL(/sort=price-low/);
    await expect(page).toHaveURL(/category=shirts/);
    const prices = () =>
      cards.evaluateAll((els) =>
        els.map((el) => Number((el.querySelector('p span.font-semibold')?.textContent ?? '').replace(/[^\d]/g, ''))),
      );
    const sorted = (list: number[]) => list.join() === [...list].sort((a, b) => a - b).join();
    await expect.poll(async () => sorted(await prices())).toBe(true);
    expect((await prices()).length).toBeGreaterThan(1);

    // The filtered page can be shared and reloaded.
    await open(page, page.url());
    await expect(page.getByRole('checkbox', { name: /^Shirts \(/ })).toBeChecked();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-low');

    // Price range and rating.
    await page.getByRole('checkbox', { name: /^Under ₹1,000 \(/ }).check();
    await expect(page).toHaveURL(/price=-999/);
    const cheap = await cards.evaluateAll((els) =>
      els.map((el) => Number((el.querySelector('p span.font-semibold')?.textContent ?? '').replace(/[^\d]/g, ''))),
    );
    for (const p of cheap) expect(p).toBeLessThan(1000);
  });

  test('women page: SEO text with Read More / Show Less, its own title and meta', async ({ page }) => {
    await open(page, '/category/Buy-Western-Dress-for-Women');
    await expect(page).toHaveTitle(/Buy Western Dresses for Women Online in India/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /western dresses/i);
    const more = page.getByRole('button', { name: 'Read More' });
    await more.click();
    await expect(page.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('subcategory: size filter and sort; bad gender and unknown category are 404s', async ({ page, request }) => {
    await open(page, '/category/men/jeans');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jeans for Men');
    await page.getByRole('checkbox', { name: /^32 \(/ }).check({ force: true });
    await expect(page).toHaveURL(/size=32/);
    await page.getByLabel('Sort by').selectOption('price-high');
    await expect(page).toHaveURL(/sort=price-high/);

    const bad = await request.get('/category/kids');
    expect(bad.status()).toBe(404);
    expect(await bad.text()).toContain('Invalid gender route.');
    expect((await request.get('/category/kids/jeans')).status()).toBe(404);
    expect((await request.get('/category/men/no-such-thing')).status()).toBe(404);
  });

  test('search with typos finds kurtas and jeans', async ({ page }) => {
    await open(page, '/search?q=kurtha');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for: kurtha');
    // The typo is corrected (the note names the word searched for instead).
    await expect(page.getByText('Showing results for')).toBeVisible();
    const names = await page.getByRole('main').locator('article h2').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => /kurta/i.test(n))).toBe(true);

    await open(page, '/search?q=jeens');
    const jeans = await page.getByRole('main').locator('article h2').allInnerTexts();
    expect(jeans.some((n) => /jeans/i.test(n))).toBe(true);

    await open(page, '/search?q=zzqqxxyy');
    await expect(page.getByText(/No products found/)).toBeVisible();
  });

  test('search suggestions as you type: products and categories, keyboard and Escape', async ({ page }) => {
    await open(page, '/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('kurt', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('option').first()).toContainText(/kurta/i);
    await expect(list.getByRole('option', { name: /Kurtas in (Men|Women)/ }).first()).toBeVisible();

    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Escape');
    await expect(list).toBeHidden();

    // Enter on a highlighted product opens it.
    await box.press('ArrowDown');
    await expect(list).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
  });

  test('quick view: a size is required, Added! for 2 s, at most 10 of a line', async ({ page }) => {
    await open(page, '/shop');
    const card = page.getByRole('main').locator('article', { has: page.getByRole('button', { name: /Quick view/ }) });
    await card
      .first()
      .getByRole('button', { name: /Quick view/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(dialog.getByText('Please select a size')).toBeVisible();

    await dialog.locator('input[type="radio"]:not([disabled])').first().check({ force: true });
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(dialog.getByRole('button', { name: 'Added!' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeVisible({ timeout: 4000 });
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');

    // Up to the line's maximum, then the spec's message.
    const [line] = await cartOf(page);
    for (let i = 1; i < line!.maxQuantity; i++)
      await dialog.getByRole('button', { name: /Add to Cart|Added!/ }).click();
    await dialog.getByRole('button', { name: /Add to Cart|Added!/ }).click();
    await expect(dialog.getByText('Maximum quantity limit reached for this item')).toBeVisible();
    expect((await cartOf(page))[0]!.quantity).toBe(Math.min(10, line!.maxQuantity));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('home: carousel, View All / Show Less, story viewer, Read More remembered', async ({ page, context }) => {
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    await expect(carousel.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect(carousel.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');

    const section = page.locator('section', { has: page.getByRole('heading', { name: 'New arrivals' }) });
    const visible = section.locator('li:visible article');
    await expect(visible).toHaveCount(4);
    await section.getByRole('button', { name: 'View All' }).click();
    expect(await visible.count()).toBeGreaterThan(4);
    await section.getByRole('button', { name: 'Show Less' }).click();
    await expect(visible).toHaveCount(4);

    const stories = page.getByRole('list', { name: 'Style stories' });
    await stories.getByRole('button').first().click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute('aria-label', /^Story 1 of/);
    await viewer.getByRole('button', { name: 'Next story' }).click();
    await expect(viewer).toHaveAttribute('aria-label', /^Story 2 of/);
    await viewer.getByRole('button', { name: 'Previous story' }).click();
    await expect(viewer).toHaveAttribute('aria-label', /^Story 1 of/);
    await viewer.getByRole('button', { name: 'Close stories' }).click();
    await expect(viewer).toBeHidden();

    await page.getByRole('button', { name: 'Read More' }).click();
    await expect(page.getByRole('button', { name: 'Read Less' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'showFullContent');
    expect(cookie?.value).toBe('true');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    await open(page, '/');
    await expect(page.getByRole('button', { name: 'Read Less' })).toBeVisible();
  });

  test('sitemap.xml and robots.txt', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/text\/plain/);
    const text = await robots.text();
    for (const line of [
      'User-agent: *',
      'Disallow: /profile',
      'Disallow: /checkout',
      'Disallow: /cart',
      'Disallow: /api',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const xml = await sitemap.text();
    const list = await request.get('/api/products?limit=1').then((r) => r.json());
    expect(xml).toContain(`/product/${list.data.products[0].slug}</loc>`);
    expect(xml).toContain('/category/men</loc>');
    expect(xml).toContain('/category/Buy-Western-Dress-for-Women</loc>');
    expect(xml).toMatch(/\/category\/women\/[a-z-]+<\/loc>/);
    expect(xml).toMatch(/\/collections\/[0-9a-f-]{36}<\/loc>/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('listings page with a real next-page link, and filters submit as a form', async ({ page }) => {
    await page.goto('/shop');
    const cards = page.getByRole('main').locator('article');
    await expect(cards).toHaveCount(12);
    const first = await cards.first().locator('h2').innerText();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(cards).toHaveCount(12);
    expect(await cards.first().locator('h2').innerText()).not.toBe(first);
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/shop');

    await page.goto('/shop');
    await page.getByRole('checkbox', { name: /^Dresses \(/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/category=dresses/);
    for (const n of await cards.locator('h2').allInnerTexts()) expect(n).toMatch(/dress/i);
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('menu to a category, filters behind an opener, product page fits the screen', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('banner').locator('summary[aria-label="Menu"]').click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Men', exact: true }).click();
    await expect(page).toHaveURL(/\/category\/men$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();

    const filters = page.getByRole('checkbox', { name: /^Shirts \(/ });
    await expect(filters).toBeHidden();
    await page.locator('summary', { hasText: 'Filters' }).click();
    await expect(filters).toBeVisible();
    await filters.check();
    await page.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(page).toHaveURL(/category=shirts/);

    // Nothing is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('main').locator('article h2 a').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('button', { name: 'Add to Bag' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
