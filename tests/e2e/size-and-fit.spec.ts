/**
 * Size and fit on the product page: the "Size chart" of the product's category (a dialog, or without JavaScript a
 * link to its chart on /sizeguide), what reviewers say about the fit, and "Notify me" for sold-out sizes, down to
 * the one mail when the size comes back.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, open, outboxMails, pickVariant, test, type Product } from './fixtures.ts';

type Listed = Product & { gender: string; category: { name: string; slug: string } };

async function allProducts(request: APIRequestContext): Promise<Listed[]> {
  const list: Listed[] = [];
  for (let page = 1; ; page++) {
    const body = await (await request.get(`/api/products?limit=48&page=${page}`)).json();
    list.push(...(body.data.products as Listed[]));
    if (page >= body.data.totalPages) return list;
  }
}

/** One product of each category. */
async function onePerCategory(request: APIRequestContext): Promise<Listed[]> {
  const seen = new Map<string, Listed>();
  for (const p of await allProducts(request))
    seen.set(`${p.gender}-${p.category.slug}`, seen.get(`${p.gender}-${p.category.slug}`) ?? p);
  return [...seen.values()];
}

test.describe('size chart', () => {
  test("every product page links to its category's chart, which has a row for each size it sells", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const products = await onePerCategory(request);
    expect(products.length).toBeGreaterThanOrEqual(14);
    const anchors = new Map<string, string[]>();
    // The server-rendered pages (no need to load their pictures): each one's "Size chart" link.
    const pages = await Promise.all(products.map(async (p) => (await request.get(`/product/${p.slug}`)).text()));
    products.forEach((p, i) => {
      const href = /<a href="([^"]*)"[^>]*>(?:(?!<\/a>).)*Size chart<\/a>/s.exec(pages[i]!)?.[1];
      expect(href, p.slug).toBe(`/sizeguide#${p.gender}-${p.category.slug}`);
      anchors.set(
        href!.split('#')[1]!,
        p.variants.map((v) => v.size),
      );
    });
    await page.goto('/sizeguide');
    for (const [anchor, sizes] of anchors) {
      const chart = page.locator(`section[id="${anchor}"]`);
      await expect(chart, anchor).toHaveCount(1);
      for (const size of sizes)
        await expect(chart.getByRole('rowheader', { name: size, exact: true }).first()).toBeAttached();
    }
  });

  test('opens the category chart in a dialog on a phone, and closes it again', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const top = (await allProducts(request)).find((p) => p.gender === 'women' && p.category.slug === 'tops')!;
    await open(page, `/product/${top.slug}`);
    await page.getByRole('link', { name: 'Size chart' }).click();
    const dialog = page.getByRole('dialog', { name: "Size chart: Women's tops" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${top.slug}$`));
    const table = dialog.getByRole('table', { name: /^Tops, XS to XL/ });
    await expect(table.getByRole('rowheader')).toHaveText(['XS', 'S', 'M', 'L', 'XL']);
    await expect(table.getByRole('columnheader')).toHaveText(['Size', 'Bust', 'Waist', 'Shoulder']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Close the size chart' }).click();
    await expect(dialog).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test("the link lands on the category's chart on /sizeguide", async ({ page, request }) => {
      const jeans = (await allProducts(request)).find((p) => p.gender === 'men' && p.category.slug === 'jeans')!;
      await page.goto(`/product/${jeans.slug}`);
      await page.getByRole('link', { name: 'Size chart' }).click();
      await expect(page).toHaveURL(/\/sizeguide#men-jeans$/);
      const chart = page.locator('section#men-jeans');
      await expect(chart.getByRole('heading', { name: "Men's jeans" })).toBeInViewport();
      expect(await page.evaluate(() => document.querySelector(':target')?.id)).toBe('men-jeans');
      await expect(chart.getByRole('rowheader')).toHaveText(['28', '30', '32', '34', '36']);
    });
  });
});

test.describe('fit from reviews', () => {
  test('the product page says how it fits; a review answers "How did it fit?"', async ({ page, request, login }) => {
    let withFit: { slug: string; fit: { percent: number; total: number; fit: string } } | null = null;
    for (const p of await allProducts(request)) {
      const body = await (await request.get(`/api/ratings/product/${p._id}`)).json();
      if (body.data.fit) {
        withFit = { slug: p.slug, fit: body.data.fit };
        break;
      }
    }
    expect(withFit, 'the demo seed gives some products a fit').not.toBeNull();
    const { slug, fit } = withFit!;
    const words = { runs_small: 'runs small', true_to_size: 'true to size', runs_large: 'runs large' }[fit.fit];
    const sentence = `Most say: ${words} — ${fit.percent}% of ${fit.total} reviewers`;
    await login('Ishita Banerjee');
    await open(page, `/product/${slug}`);
    await expect(page.getByRole('link', { name: sentence })).toBeVisible(); // beside the sizes
    await expect(page.locator('#reviews').getByText(sentence)).toBeVisible();

    await expect(async () => {
      await page.getByRole('button', { name: 'Write a review' }).click();
      await expect(page.getByRole('button', { name: 'Submit review' })).toBeVisible({ timeout: 500 });
    }).toPass();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit review' }) });
    await expect(form.getByRole('group', { name: 'How did it fit? (optional)' }).getByRole('radio')).toHaveCount(3);
    await form.getByText('Runs small', { exact: true }).click();
    const text = `Snug at the shoulders (${Date.now()})`;
    await page.getByLabel('Your review').fill(text);
    await page.getByRole('button', { name: 'Submit review' }).click();
    const review = page.locator('#reviews li').filter({ hasText: text });
    await expect(review).toContainText('Fit: Runs small');
  });
});

test.describe('notify me when back in stock', () => {
  test('a visitor gives an email; when a cancelled order brings the size back, one mail arrives', async ({
    page,
    request,
    newAccount,
  }) => {
    // A size with one piece left: a customer buys it, so it is sold out.
    const pick = await pickVariant(request, (stock) => stock === 1);
    const buyer = newAccount('Rohan Mehta');
    const auth = await request.post('/api/auth/register', { data: { ...buyer, confirmPassword: buyer.password } });
    const bearer = { authorization: `Bearer ${(await auth.json()).authToken}` };
    const placed = await request.post('/api/orders/create', {
      headers: bearer,
      data: {
        items: [{ product: pick.product._id, size: pick.size, quantity: 1, price: pick.product.salePrice }],
        shippingAddress: {
          street: '4 Park Street',
          city: 'Kolkata',
          state: 'West Bengal',
          pincode: '700016',
          country: 'India',
        },
        paymentMethod: 'cod',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = (await placed.json()).order._id as string;

    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, `/product/${pick.product.slug}`);
    const email = page.getByLabel(`Your email for size ${pick.size}`);
    // "Notify me" hydrates from its own chunk: tap until the email field opens.
    await expect(async () => {
      await page.getByRole('button', { name: `Notify me about size ${pick.size}` }).click();
      await expect(email).toBeVisible({ timeout: 500 });
    }).toPass();
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    const address = `e2e.notify.${Date.now().toString(36)}@example.com`;
    await email.fill(address);
    await page.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect(page.getByText(`Done! We will email you once when size ${pick.size} is back in stock.`)).toBeVisible();

    const cancelled = await request.put(`/api/orders/${orderId}/cancel`, { headers: bearer });
    expect(cancelled.status()).toBe(200);
    const mine = async () =>
      (await outboxMails()).map((m) => m.replace(/=\r?\n/g, '')).filter((m) => m.includes(`To: ${address}`));
    await expect.poll(async () => (await mine()).length).toBe(1);
    const [mail] = await mine();
    expect(mail).toContain(`Subject: Back in stock: ${pick.product.name} (size ${pick.size})`);
    expect(mail).toContain(`/product/${pick.product.slug}`);
    await page.waitForTimeout(500);
    expect(await mine()).toHaveLength(1);
  });

  test('a signed-in customer subscribes with one tap', async ({ page, request, login }) => {
    const pick = await pickVariant(request, (stock) => stock === 0);
    await login('Kavya Menon');
    await open(page, `/product/${pick.product.slug}`);
    const done = page.getByText(`Done! We will email you once when size ${pick.size} is back in stock.`);
    // "Notify me" hydrates from its own chunk: tap (once it answers, the button is renamed) until it is done.
    await expect(async () => {
      const chip = page.getByRole('button', { name: `Notify me about size ${pick.size}` });
      if ((await chip.count()) > 0) await chip.click({ timeout: 500 });
      await expect(done).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('button', { name: `You will be told about size ${pick.size}` })).toBeDisabled();
    await expect(page.getByLabel(/Your email/)).toHaveCount(0);
  });
});
