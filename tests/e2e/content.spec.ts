import { expect, open, outboxMails, test } from './fixtures.ts';

test.describe('blog', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a card of the NEWS grid opens the post at its own URL; the breadcrumb leads back', async ({ page }) => {
    await open(page, '/Blogs');
    await expect(page).toHaveTitle('News | Bindass Bazaar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBeGreaterThan(1);

    const first = cards.first().getByRole('link');
    const title = (await first.textContent())!.trim();
    // A client-side navigation (no reload): a marker on window survives.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await first.click();
    await expect(page).toHaveURL(/\/Blogs\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Bindass Bazaar`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    const article = page.getByRole('main').getByRole('article').first();
    await expect(article.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(article.locator('img').first()).toHaveAttribute('src', /^\/uploads\/blogs\/.+\.webp$/);
    await expect(article.locator('p').nth(1)).not.toBeEmpty();

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
    await crumbs.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/Blogs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  });

  test('a post carries its own title, description, canonical URL and Open Graph tags', async ({ page, request }) => {
    const { data } = await (await request.get('/api/blogs')).json();
    // A seeded post with its own description (the admin specs may publish one without: it gets a generated one).
    const post = data.find((p: { description: string }) => p.description.length > 0);
    const response = await open(page, `/Blogs/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/Blogs/${post.slug}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${post.title} | Bindass Bazaar`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.webp$/);
  });

  test('an unknown post is a 404 inside the shell', async ({ page }) => {
    const response = await open(page, '/Blogs/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('FAQs', () => {
  test('the accordion opens and closes with the keyboard', async ({ page }) => {
    await open(page, '/FAQs');
    const questions = page.getByRole('main').locator('details > summary');
    expect(await questions.count()).toBeGreaterThan(3);
    const first = questions.first();
    const item = page.getByRole('main').locator('details').first();
    const answer = item.locator('summary + div');
    await expect(item).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('open');
    await expect(answer).toBeVisible();
    await expect(answer).not.toBeEmpty();

    await page.keyboard.press('Space');
    await expect(item).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();

    // Arrow keys move between questions; Tab reaches them too.
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(questions.nth(2)).toBeFocused();
    // Each question is a heading inside its summary.
    await expect(first.getByRole('heading')).toHaveCount(1);
  });

  test("the FAQ, the top bar and the return policy give one return window: the policy's 5 days", async ({ page }) => {
    await open(page, '/FAQs');
    const item = page.getByRole('main').locator('details').filter({ hasText: 'What is your return policy?' });
    await item.locator('summary').click();
    const answer = item.locator('summary + div');
    await expect(answer).toContainText('within 5 days of delivery');
    await expect(answer).not.toContainText('30');
    await expect(page.getByRole('banner')).toContainText('Easy 5-day returns');
    await open(page, '/ReturnPolicy');
    await expect(page.getByRole('main')).toContainText('within 5 days of delivery');
  });
});

test.describe('contact form', () => {
  test('shows each field message, then sends without a reload and thanks the visitor', async ({ page }) => {
    await open(page, '/ContactUs');
    const main = page.getByRole('main');
    await expect(main).toContainText('10:00 AM to 7:00 PM');
    // Customer care's (the grievance officer's follow: legal-duties.spec.ts).
    await expect(main.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(main.getByRole('link', { name: /^\+91/ }).first()).toHaveAttribute('href', /^tel:\+91/);

    const send = main.getByRole('button', { name: 'Send message' });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await send.click();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await expect(main.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(main.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(main.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await main.getByLabel('Name', { exact: true }).fill('Asha Verma');
    await expect(main.getByText('Name is required')).toBeHidden();
    await main.getByLabel('Email', { exact: true }).fill('asha@example');
    await main.getByLabel('Subject', { exact: true }).fill('E2E size question');
    await main.getByLabel('Message', { exact: true }).fill('Does the indigo kurta run large?');
    await send.click();
    await expect(main.getByText('Email is invalid', { exact: true })).toBeVisible();
    // Both refusals came from the shared schema in the browser: nothing was sent.
    expect(posts).toEqual([]);

    await main.getByLabel('Email', { exact: true }).fill('asha@example.in');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await send.click();
    await expect(main.getByRole('status')).toContainText(
      'Thank you for contacting us. We will get back to you within 24 hours.',
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    await expect(page).toHaveURL(/\/ContactUs$/);

    await expect
      .poll(async () => (await outboxMails()).some((m) => m.includes('Subject: Contact form: E2E size question')))
      .toBe(true);

    await main.getByRole('link', { name: 'Send another message' }).click();
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue('');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts to the page and shows the server messages, then the thanks', async ({ page }) => {
    await page.goto('/ContactUs');
    const main = page.getByRole('main');
    await main.getByLabel('Name', { exact: true }).fill('Ravi Kumar');
    // The browser accepts this address; the shared schema wants a dot in the domain.
    await main.getByLabel('Email', { exact: true }).fill('ravi@localhost');
    await main.getByLabel('Subject', { exact: true }).fill('No-JS question');
    await main.getByLabel('Message', { exact: true }).fill('Hello from a browser without JavaScript.');
    await main.getByRole('button', { name: 'Send message' }).click();
    await expect(main.getByText('Email is invalid', { exact: true })).toBeVisible();
    // What was typed is kept.
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue('Ravi Kumar');

    await main.getByLabel('Email', { exact: true }).fill('ravi@example.in');
    await main.getByRole('button', { name: 'Send message' }).click();
    await expect(main.getByRole('status')).toContainText('Thank you for contacting us.');
  });

  test('FAQ answers are in the page for search engines', async ({ page }) => {
    await page.goto('/FAQs');
    await expect(page.getByRole('main')).toContainText('within 5 days of delivery', { useInnerText: false });
  });
});

test.describe('size guide and policies', () => {
  test('the size guide fits a 375 px phone (tables scroll inside their own box)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, '/sizeguide');
    const tops = page.getByRole('table', { name: /^Tops, XS to XL/ });
    const bottoms = page.getByRole('table', { name: /^Bottoms, by waist size/ });
    for (const size of ['XS', 'S', 'M', 'L', 'XL'])
      await expect(tops.getByRole('rowheader', { name: size, exact: true })).toBeVisible();
    for (const size of ['28', '30', '32', '34', '36'])
      await expect(bottoms.getByRole('rowheader', { name: size, exact: true })).toBeVisible();
    await expect(tops.getByRole('columnheader')).toHaveText(['Size', 'Bust', 'Waist', 'Shoulder']);
    await expect(bottoms.getByRole('columnheader')).toHaveText(['Waist size', 'Waist', 'Hip', 'Inseam']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  for (const [url, facts] of [
    ['/ShippingPolicy', ['only within India', '24-48 business hours', '7-10 business days', 'prepaid']],
    ['/ReturnPolicy', ['5 days of delivery', '3-5 business days', '48 hours', 'Innerwear']],
    ['/AboutUs', []],
    ['/PrivacyPolicy', []],
    ['/TermConditions', []],
  ] as const) {
    test(`${url} renders its stored page with its own title and description`, async ({ page }) => {
      const response = await open(page, url);
      expect(response?.status()).toBe(200);
      const h1 = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      expect(h1.length).toBeGreaterThan(3);
      await expect(page).toHaveTitle(`${h1} | Bindass Bazaar`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url}$`));
      for (const fact of facts) await expect(page.getByRole('main')).toContainText(fact);
    });
  }
});
