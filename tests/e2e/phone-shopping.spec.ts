/**
 * Shopping on a phone (375 px): the bottom action bar of the product, cart and checkout pages, the wishlist hearts
 * of cards and the quick view, the size question of the wishlist's Add to Cart, the sold-out quantity, the cart's
 * count and the recently viewed row.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  cartOf,
  expect,
  open,
  pickVariant,
  rupees,
  saveAddress,
  test,
  toast,
  type Product,
  chooseSize,
} from './fixtures.ts';

const PHONE = { width: 375, height: 667 };

type ApiProduct = Product & { stock: number };

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  return (await (await request.get('/api/products?limit=60')).json()).data.products as ApiProduct[];
}

/** Entirely on screen, and not under anything else: what a thumb can reach without scrolling. */
async function expectReachable(page: Page, target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const box = (await target.boundingBox())!;
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button, a')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe(await target.textContent());
}

/** The sum of layout shifts on the page so far (PerformanceObserver, installed before the page's own scripts). */
async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

const sameOrigin = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

test.describe('phone: the bottom action bar', () => {
  test.use({ viewport: PHONE });

  test('product page: Buy Now and Add to Bag are on screen at load, work, and hide nothing', async ({ page }) => {
    const pick = await pickVariant(page.request, (s) => s >= 3);
    const cls = await trackLayoutShift(page);
    await open(page, `/product/${pick.product.slug}`);
    const addToBag = page.getByRole('button', { name: 'Add to Bag' });
    const buyNow = page.getByRole('button', { name: 'Buy Now' });
    await expectReachable(page, addToBag);
    await expectReachable(page, buyNow);
    await page.waitForTimeout(500);
    expect(await cls()).toBeLessThan(0.01);

    // No size yet: the bar says so, and the size choice is brought into view.
    await addToBag.click();
    await expect(page.getByText('Please select a size')).toBeInViewport();
    await expect(page.getByRole('group', { name: 'Select size' })).toBeInViewport();

    await chooseSize(page, pick.size);
    await addToBag.click();
    await expect(page.getByText('Added to your bag.')).toBeInViewport();
    expect(await cartOf(page)).toMatchObject([{ _id: pick.product._id, size: pick.size, quantity: 1 }]);
    await buyNow.click();
    await expect(page).toHaveURL(/\/cart$/);

    // The page ends above the bar: the last line of the footer can be read.
    await open(page, `/product/${pick.product.slug}`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByText('All rights reserved');
    await expect(last).toBeInViewport();
    const barTop = (await page.locator('[data-action-bar]').boundingBox())!.y;
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barTop);
  });

  test('cart: Checkout is on screen at load with the total, and leads on', async ({ page, cartWith }) => {
    const a = await pickVariant(page.request, (s) => s >= 2);
    const b = await pickVariant(page.request, (s) => s >= 2);
    const c = await pickVariant(page.request, (s) => s >= 2);
    await open(page, '/');
    await cartWith([a, b, c]);
    await open(page, '/cart');
    const checkout = page.getByRole('button', { name: 'Checkout' });
    await expectReachable(page, checkout);
    const total = rupees(a.product.salePrice + b.product.salePrice + c.product.salePrice);
    await expect(page.getByTestId('bar-total')).toHaveText(total);
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await checkout.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  });

  test('checkout: Continue is on screen at load and places the order', async ({ page, login, cartWith }) => {
    const pick = await pickVariant(page.request, (s) => s >= 3);
    await login('Meera Pillai');
    await saveAddress(page.request);
    await open(page, '/');
    await cartWith([pick]);
    await open(page, '/checkout/address');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expectReachable(page, continueButton);
    await expect(page.getByTestId('bar-total')).toHaveText(rupees(pick.product.salePrice));
    await continueButton.click();
    await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[^/]+\/confirmation$/);
  });

  test('desktop keeps its layout: the actions stay in the page, nothing is padded', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const pick = await pickVariant(page.request, (s) => s >= 1);
    await open(page, `/product/${pick.product.slug}`);
    const bar = page.locator('[data-action-bar]');
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    // Under the quantity, as before.
    const quantity = (await page.getByRole('group', { name: 'Quantity' }).boundingBox())!;
    const addToBag = (await page.getByRole('button', { name: 'Add to Bag' }).boundingBox())!;
    expect(addToBag.y).toBeGreaterThan(quantity.y + quantity.height);
  });
});

test.describe('phone without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the product page bar comes with the server-rendered page', async ({ page }) => {
    const pick = await pickVariant(page.request, (s) => s >= 1);
    await page.goto(`/product/${pick.product.slug}`);
    await expect(page.getByRole('button', { name: 'Add to Bag' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('phone: product actions', () => {
  test.use({ viewport: PHONE });

  test("sold out: the quantity cannot change; a size's stock caps it", async ({ page }) => {
    const all = await catalogue(page.request);
    const soldOut = all.find((p) => p.variants.every((v) => v.stock <= 0));
    expect(soldOut, 'a sold-out product in the demo catalogue').toBeTruthy();
    await open(page, `/product/${soldOut!.slug}`);
    const quantity = page.getByRole('group', { name: 'Quantity' });
    await expect(quantity.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(quantity.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeDisabled();

    const few = await pickVariant(page.request, (s) => s === 2);
    await open(page, `/product/${few.product.slug}`);
    await chooseSize(page, few.size);
    const plus = quantity.getByRole('button', { name: 'Increase quantity' });
    await plus.click();
    await expect(quantity.getByRole('status')).toHaveText('2');
    await expect(plus).toBeDisabled();
  });

  test('signed out, the hearts of cards and of the quick view lead to login and back', async ({ page }) => {
    await open(page, '/category/men');
    const card = page.getByRole('main').locator('article', { has: page.getByRole('button', { name: /Quick view/ }) });
    const first = card.first();
    const name = (await first.getByRole('heading').innerText()).trim();
    const heart = first.getByRole('link', { name: `Add ${name} to wishlist` });
    await expect(heart).toHaveAttribute('href', '/login?redirect=%2Fcategory%2Fmen');

    await first.getByRole('button', { name: /Quick view/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: `Add ${name} to wishlist` }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcategory%2Fmen$/);
  });

  test('signed in, a card heart and the quick view heart save to the wishlist', async ({ page, login }) => {
    await login('Ishaan Kapoor');
    await open(page, '/category/men');
    const cards = page.getByRole('main').locator('article', { has: page.getByRole('button', { name: /Quick view/ }) });
    const [one, two] = [cards.nth(0), cards.nth(1)];
    const nameOne = (await one.getByRole('heading').innerText()).trim();
    const nameTwo = (await two.getByRole('heading').innerText()).trim();

    await one.getByRole('button', { name: `Add ${nameOne} to wishlist` }).click();
    await expect(one.getByRole('button', { name: `Remove ${nameOne} from wishlist` })).toBeVisible();
    await expect(toast(page, 'Added to wishlist')).toBeVisible();

    await two.getByRole('button', { name: /Quick view/ }).click();
    const dialog = page.getByRole('dialog');
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/customer/wishlist',
    );
    await dialog.getByRole('button', { name: `Add ${nameTwo} to wishlist` }).click();
    await posted;
    await expect(dialog.getByRole('button', { name: `Remove ${nameTwo} from wishlist` })).toBeVisible();
    await page.keyboard.press('Escape');
    // The card behind agrees.
    await expect(two.getByRole('button', { name: `Remove ${nameTwo} from wishlist` })).toBeVisible();

    const saved = (await (await page.request.get('/api/customer/wishlist')).json()) as {
      wishlist: Array<{ name: string }>;
    };
    expect(saved.wishlist.map((p) => p.name).sort()).toEqual([nameOne, nameTwo].sort());
  });

  test("the wishlist's Add to Cart asks for the size first", async ({ page, login }) => {
    const all = await catalogue(page.request);
    const product = all.find((p) => p.variants.filter((v) => v.stock > 0).length >= 2)!;
    const second = product.variants.filter((v) => v.stock > 0)[1]!;
    await login('Tara Bose');
    const res = await page.request.post('/api/customer/wishlist', {
      headers: sameOrigin(),
      data: { productId: product._id },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);

    await open(page, '/profile/wishlist');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: product.name });
    await card.getByRole('button', { name: /Add to Cart/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a size' });
    await expect(dialog).toBeVisible();
    expect(await cartOf(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(dialog.getByText('Please select a size')).toBeVisible();
    expect(await cartOf(page)).toEqual([]);
    for (const v of product.variants.filter((x) => x.stock <= 0)) {
      await expect(dialog.locator(`input[value="${v.size}"]`)).toBeDisabled();
    }

    await dialog.locator(`input[value="${second.size}"]`).check({ force: true });
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, `Added to cart (size ${second.size})`)).toBeVisible();
    expect(await cartOf(page)).toMatchObject([{ _id: product._id, size: second.size, quantity: 1 }]);
  });
});

test.describe('phone: the cart', () => {
  test.use({ viewport: PHONE });

  test('a sold-out line is listed but counted nowhere: heading, badge and summary agree with the total', async ({
    page,
    cartWith,
  }) => {
    const a = await pickVariant(page.request, (s) => s >= 3);
    const b = await pickVariant(page.request, (s) => s >= 3);
    const gone = await pickVariant(page.request, (s) => s === 0);
    await open(page, '/');
    // The sold-out line as added days ago, when there was stock.
    await cartWith([{ ...a, quantity: 2 }, b, { ...gone, stock: 4 }]);
    await open(page, '/cart');
    await expect(page.getByRole('article', { name: `${gone.product.name}, size ${gone.size}` })).toContainText(
      'Out of stock',
    );
    await expect(page.getByTestId('order-total')).toHaveText(rupees(2 * a.product.salePrice + b.product.salePrice));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('(3 items)');
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('3');
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('3 items');
  });
});

test.describe('phone: recently viewed', () => {
  test.use({ viewport: PHONE });

  test('newest first, without the product on screen, with current prices; also on the empty cart', async ({
    page,
    cartWith,
  }) => {
    const all = (await catalogue(page.request)).slice(0, 4);
    const [a, b, c] = all;
    for (const p of [a!, b!, c!]) await open(page, `/product/${p.slug}`);
    // An id of nothing on sale is dropped by the server.
    await page.evaluate(() => {
      const ids = JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as string[];
      localStorage.setItem('recentlyViewed', JSON.stringify([...ids, '00000000-0000-4000-8000-000000000000']));
    });

    await open(page, `/product/${c!.slug}`);
    // Nothing of it is rendered by the server (the list is the browser's) ...
    await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
    await page.getByTestId('recently-viewed-slot').scrollIntoViewIfNeeded();
    const row = page.getByRole('list', { name: 'Recently viewed' });
    await expect(row.getByRole('listitem')).toHaveCount(2);
    await expect(row.getByRole('heading')).toHaveText([b!.name, a!.name]);
    await expect(row.getByRole('listitem').first()).toContainText(rupees(b!.salePrice));

    // A non-empty cart shows no row; the empty one does, newest first.
    await open(page, '/cart');
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(row.getByRole('heading')).toHaveText([c!.name, b!.name, a!.name]);
    await cartWith([await pickVariant(page.request, (s) => s >= 1)]);
    await open(page, '/cart');
    await expect(page.getByRole('heading', { name: /Your Cart/, level: 1 })).toContainText('(1 item)');
    await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  });
});
