/**
 * Listing filters on a phone and on a desktop: several values per filter, counts beside each value (counted by the
 * server for the pending choice), "Show N results" on phones, filters in the URL (reload, back/forward), the plain GET
 * form without JavaScript; what an empty listing offers; a collection's own title.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, open, test } from './fixtures.ts';

type Count = { value: string; count: number };
type Facets = { total: number; category: Count[]; size: Count[] };

/** The API's answer for a choice: the total and the facet counts. */
async function facetsFor(request: APIRequestContext, query: string): Promise<Facets> {
  const body = await (await request.get(`/api/products?facets=true&limit=1&${query}`)).json();
  return body.data.facets as Facets;
}
const countOf = (list: Count[], value: string) => list.find((c) => c.value === value)?.count ?? 0;
const option = (page: Page, label: string) => page.getByRole('checkbox', { name: new RegExp(`^${label} \\(`) });
const cards = (page: Page) => page.getByRole('main').locator('article');

/**
 * Ticks a value on a desktop (applied at once), then waits for the listing rendered for the new URL: the listing is
 * rebuilt for each URL (listing-page.tsx) a moment after the address changes, and a tick on the old one is lost.
 */
async function tick(page: Page, label: string, url: RegExp) {
  const panel = await page.locator('[data-filter-panel]').elementHandle();
  await option(page, label).check({ force: true });
  await expect(page).toHaveURL(url);
  await page.waitForFunction((el) => !el?.isConnected, panel);
  await page.locator('[data-filter-panel][data-ready]').waitFor({ state: 'attached' });
}
/** The filter values of a URL, sorted, by key (sort, page and blank values left out). */
function chosenIn(url: string): Record<string, string[]> {
  const params = new URL(url).searchParams;
  const keys = [...new Set(params.keys())].filter((k) => k !== 'sort' && k !== 'page');
  const entries = keys.map((k) => [k, params.getAll(k).filter(Boolean).sort()] as const);
  return Object.fromEntries(entries.filter(([, values]) => values.length > 0));
}

test.describe('phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('several values, counts that follow the pending choice, and "Show N results"', async ({ page, request }) => {
    await open(page, '/shop');
    await page.locator('summary', { hasText: 'Filters' }).click();
    const kurtas = option(page, 'Kurtas');
    const dresses = option(page, 'Dresses');

    // The counts beside each value are the server's, for the current (empty) choice.
    const all = await facetsFor(request, '');
    await expect(kurtas).toHaveAccessibleName(`Kurtas (${countOf(all.category, 'kurtas')} products)`);

    // Ticking values keeps the panel open and the page where it is.
    await kurtas.check();
    await dresses.check();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(kurtas).toBeVisible();
    await expect(kurtas).toBeChecked();

    // The size counts now apply the pending categories (not the sizes' own choice).
    const pending = await facetsFor(request, 'category=kurtas,dresses');
    const m = countOf(pending.size, 'M');
    await expect(page.getByRole('checkbox', { name: /^M \(/ })).toHaveAccessibleName(`M (${m} products)`);
    await page.getByRole('checkbox', { name: /^M \(/ }).check({ force: true });

    const chosen = await facetsFor(request, 'category=kurtas,dresses&size=M');
    expect(chosen.total).toBeGreaterThan(0);
    expect(chosen.total).toBeLessThan(all.total);
    const show = page.getByRole('button', { name: `Show ${chosen.total} results` });
    await expect(show).toBeVisible();
    // Nothing is wider than the screen, the open panel included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await show.click();
    await expect(page).toHaveURL(/size=M/);
    expect(chosenIn(page.url())).toEqual({ category: ['dresses', 'kurtas'], size: ['M'] });
    await expect(page.getByText(`${chosen.total} products`, { exact: true })).toBeVisible();
    await expect(kurtas).toBeHidden(); // the panel closed on the results
    const names = await cards(page).locator('h2').allInnerTexts();
    for (const n of names) expect(n).toMatch(/kurta|dress/i);

    // A reload keeps the choice.
    await open(page, page.url());
    await page.locator('summary', { hasText: 'Filters (3)' }).click();
    await expect(kurtas).toBeChecked();
    await expect(dresses).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^M \(/ })).toBeChecked();

    // Back to all products, forward to the choice.
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByText(`${all.total} products`, { exact: true })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/size=M/);
    await expect(page.getByText(`${chosen.total} products`, { exact: true })).toBeVisible();
  });

  test("/shop's categories are the catalogue's (kurtas, shirts, jeans ...), not a fixed list", async ({
    page,
    request,
  }) => {
    await open(page, '/shop');
    const categories = (await (await request.get('/api/categories')).json()).data.data as { slug: string }[];
    const slugs = [...new Set(categories.map((c) => c.slug))].sort();
    expect(slugs).toEqual(expect.arrayContaining(['kurtas', 'shirts', 'jeans']));
    const offered = await page
      .locator('form[aria-label="Filters"] input[name="category"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(offered.sort()).toEqual(slugs);
  });

  test('search results: filter within them, top results are the kurtas', async ({ page, request }) => {
    await open(page, '/search?q=kurta');
    const names = await cards(page).locator('h2').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toMatch(/kurta/i);
    await page.locator('summary', { hasText: 'Filters' }).click();
    // Only the categories the results have are offered.
    const offered = await page
      .locator('form[aria-label="Filters"] input[name="category"]')
      .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(offered).not.toContain('jeans');
    await option(page, 'Curve').check();
    await page.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await expect(page).toHaveURL(/q=kurta&category=curve/);
    const curve = await (await request.get('/api/products/search?q=kurta&category=curve')).json();
    expect(curve.meta.total).toBeGreaterThan(0);
    await expect(page.getByText(`${curve.meta.total} products`, { exact: true })).toBeVisible();
    for (const n of await cards(page).locator('h2').allInnerTexts()) expect(n).toMatch(/curve.*kurta/i);
  });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('each tick applies at once, several sizes and price ranges together', async ({ page, request }) => {
    await open(page, '/category/men');
    await tick(page, 'S', /size=S$/);
    await tick(page, 'L', /size=S&size=L$/);
    await tick(page, 'Under ₹1,000', /size=S&size=L&price=-999$/);
    await tick(page, '₹2,000 and above', /size=S&size=L&price=-999&price=2000-$/);
    const expected = await facetsFor(request, 'gender=men&size=S,L&price=-999,2000-');
    await expect(page.getByText(`${expected.total} products`, { exact: true })).toBeVisible();
    // On a desktop the button is not needed.
    await expect(page.getByRole('button', { name: /^Show \d+ results?$/ })).toBeHidden();
  });

  test('a bad filter value in a link is left out, never an error page', async ({ page }) => {
    const res = await open(page, '/shop?category=kurtas&size=XXXL&price=cheap&sort=bogus&minRating=9');
    expect(res?.status()).toBe(200);
    await expect(option(page, 'Kurtas')).toBeChecked();
    for (const n of await cards(page).locator('h2').allInnerTexts()) expect(n).toMatch(/kurta/i);
  });

  test('a search that finds nothing suggests a spelling, categories and new arrivals', async ({ page }) => {
    await open(page, '/search?q=blue%20kurtaa');
    await expect(page.getByText('No products found for “blue kurtaa”')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: "Men's Kurtas", exact: true })).toHaveAttribute(
      'href',
      '/category/men/kurtas',
    );
    const arrivals = page.locator('section', { has: page.getByRole('heading', { name: 'New arrivals' }) });
    await expect(arrivals.locator('article')).toHaveCount(4);
    await main.getByRole('link', { name: 'kurta', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=kurta$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('a filtered listing that finds nothing offers to clear the filters', async ({ page }) => {
    await open(page, '/category/men/jeans?price=-499');
    await expect(page.getByText('No products match these filters')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/category\/men\/jeans$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("a collection page has its collection's title, description and filters", async ({ page, request }) => {
    const list = (await (await request.get('/api/collection')).json()).data as { _id: string; slug: string }[];
    const festive = list.find((c) => c.slug === 'festive-edit')!;
    await open(page, `/collections/${festive._id}`);
    await expect(page).toHaveTitle('Festive Edit: Kurtas, Nehru Jackets & Festive Wear | Bindass Bazaar');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Shop festive kurtas/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Festive Edit: Kurtas/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collections By Festive Edit');
    const before = await cards(page).count();
    await option(page, 'Kurtas').check();
    await expect(page).toHaveURL(/category=kurtas/);
    // The URL changes before the new results render: wait for the list to be the filtered one.
    const names = () => cards(page).locator('h2').allInnerTexts();
    await expect.poll(async () => (await names()).every((n) => /kurta/i.test(n))).toBe(true);
    expect((await names()).length).toBeGreaterThan(0);
    expect((await names()).length).toBeLessThanOrEqual(before);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test('the filter form is a plain GET form: several values submit together', async ({ page }) => {
    await page.goto('/shop');
    await page.locator('summary', { hasText: 'Filters' }).click();
    await option(page, 'Kurtas').check();
    await option(page, 'Shirts').check();
    await option(page, 'Under ₹500').check();
    await option(page, '₹500 – ₹999').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/price=/);
    expect(chosenIn(page.url())).toEqual({ category: ['kurtas', 'shirts'], price: ['-499', '500-999'] });
    const names = await cards(page).locator('h2').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toMatch(/kurta|shirt/i);
  });
});
