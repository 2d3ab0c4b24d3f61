import { expect, open, test } from './fixtures.ts';

test.describe('desktop shell', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the home page has the header, main content and footer', async ({ page }) => {
    const response = await open(page, '/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Bindass Bazaar, home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(header.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/profile/wishlist');
    await expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Shop Bold Shop Bindass');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Bindass Bazaar`);
    for (const [name, href] of [
      ['Shipping policy', '/ShippingPolicy'],
      ['Return policy', '/ReturnPolicy'],
      ['Privacy policy', '/PrivacyPolicy'],
      ['Terms & conditions', '/TermConditions'],
      ['Men', '/category/men'],
      ['Women', '/category/Buy-Western-Dress-for-Women'],
      ['Blogs', '/Blogs'],
      ['About us', '/AboutUs'],
      ['Contact us', '/ContactUs'],
      ['FAQs', '/FAQs'],
      ['Size guide', '/sizeguide'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    const instagram = footer.getByRole('link', { name: /Instagram/ });
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the skip link moves to the main content', async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute('href', '#main');
  });

  test('search: blank text stays on the page, text goes to /search?q=', async ({ page }) => {
    await open(page, '/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.fill(' ');
    await box.press('Enter');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await box.fill('kurta');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kurta$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for: kurta');
    // The search page shows its query in the box.
    await expect(box).toHaveValue('kurta');
  });

  test('the categories dropdown works with the keyboard and closes on Escape, outside click and navigation', async ({
    page,
  }) => {
    await open(page, '/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Categories' });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Men', exact: true })).toHaveAttribute('href', '/category/men');
    await expect(panel.getByRole('link', { name: 'Women', exact: true })).toHaveAttribute(
      'href',
      '/category/Buy-Western-Dress-for-Women',
    );
    for (const href of await panel.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/category\/(men|Buy-Western-Dress-for-Women|(men|women)\/[a-z0-9-]+)$/);
    }
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(panel).toBeHidden();

    await button.click();
    await expect(panel).toBeVisible();
    // Outside the menu, on something that is not a link (the top-left of the page is a banner link: following it
    // closed the menu a second time, after the next step had opened it).
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();

    await button.click();
    await panel.getByRole('link', { name: 'Shop all Men' }).click();
    await expect(page).toHaveURL(/\/category\/men$/);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a protected page redirects a visitor to /login on the server, carrying the origin path', async ({
    page,
    request,
  }) => {
    const direct = await request.get('/profile/orders', { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers()['location']).toBe('/login?redirect=%2Fprofile%2Forders');

    await open(page, '/profile/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Forders$/);

    // A client-side navigation is checked on the server too.
    await open(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fwishlist$/);
  });

  test('/dashboard/orders is protected too', async ({ request }) => {
    const dashboard = await request.get('/dashboard/orders', { maxRedirects: 0 });
    expect(dashboard.headers()['location']).toBe('/login?redirect=%2Fdashboard%2Forders');
  });

  test('a product card opens its product page', async ({ page }) => {
    await open(page, '/');
    const card = page.getByRole('main').locator('article').first();
    const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/product\/[^/]+$/);
    // The whole card is the link's target, image included.
    await card.click({ position: { x: 30, y: 60 } });
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('store links navigate in the page; a ctrl-click leaves the page as it is', async ({ page, context }) => {
    await open(page, '/');
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const men = page.getByRole('contentinfo').getByRole('link', { name: 'Men', exact: true });
    await expect(men).toHaveAttribute('data-app-link', '');
    // A ctrl-click is the browser's (a new tab): this page stays.
    const opened = context.waitForEvent('page');
    await men.click({ modifiers: ['ControlOrMeta'] });
    await (await opened).close();
    await expect(page).toHaveURL(/\/$/);
    await men.click();
    await expect(page).toHaveURL(/\/category\/men$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/men/i);
    // The same document: React Router rendered the category, no page load.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    // A store link whose own onClick prevents the navigation ('Load more' appends the next page) keeps the page:
    // React's listener on the document runs before the store's.
    await open(page, '/shop');
    const cards = page.getByRole('main').locator('article');
    const loadMore = page.getByRole('link', { name: 'Load more' });
    await expect(loadMore).toHaveAttribute('data-app-link', '');
    await expect(loadMore).toHaveAttribute('href', /^\/shop\?page=\d+$/);
    const before = await cards.count();
    await loadMore.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('an unknown page answers 404 inside the shell', async ({ page }) => {
    const response = await open(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );

    for (const path of ['/404', '/category/women', '/category/men/no-such-category', '/collections/any']) {
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(404);
    }
  });

  test('every route of the spec answers', async ({ request }) => {
    for (const path of [
      '/',
      '/shop',
      '/login',
      '/signup',
      '/forgot-password',
      '/sizeguide',
      '/FAQs',
      '/ContactUs',
      '/AboutUs',
      '/ShippingPolicy',
      '/ReturnPolicy',
      '/PrivacyPolicy',
      '/TermConditions',
      '/category/men',
      '/category/Buy-Western-Dress-for-Women',
      '/Blogs',
      '/search?q=dress',
      '/cart',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(await res.text(), path).toMatch(/<title>[^<]+<\/title>/);
    }
    for (const path of [
      '/checkout',
      '/checkout/address',
      '/checkout/payment',
      '/profile',
      '/profile/settings',
      '/profile/orders',
      '/profile/wishlist',
      '/profile/addresses',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(302);
      expect(res.headers()['location'], path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('the search form still submits to /search', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await box.fill('kurta');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kurta$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for: kurta');
  });
});

test.describe('mobile shell (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu opens and closes', async ({ page }) => {
    await open(page, '/');
    const toggle = page.getByRole('banner').locator('summary[aria-label="Menu"]');
    const menu = page.locator('#mobile-menu');
    await expect(toggle).toBeVisible();
    await expect(menu).toBeHidden();
    // The desktop navigation and search are out of the way.
    await expect(page.getByRole('button', { name: 'Categories' })).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Men', exact: true })).toHaveAttribute('href', '/category/men');
    await expect(menu.getByRole('link', { name: 'Women', exact: true })).toHaveAttribute(
      'href',
      '/category/Buy-Western-Dress-for-Women',
    );

    await toggle.click();
    await expect(menu).toBeHidden();

    // Escape closes it and gives focus back to the toggle.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Following a link closes it.
    await toggle.click();
    await menu.getByRole('link', { name: 'Size guide' }).click();
    await expect(page).toHaveURL(/\/sizeguide$/);
    await expect(menu).toBeHidden();
  });

  test('search from the header: blank text stays on the page, text goes to /search?q=', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('banner').locator('summary[aria-label="Search"]').click();
    const box = page.locator('#mobile-search').getByRole('searchbox', { name: 'Search products' });
    await expect(box).toBeFocused();
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('kurta');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kurta$/);
  });
});
