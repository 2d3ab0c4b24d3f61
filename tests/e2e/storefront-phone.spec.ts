/**
 * The storefront on a phone (375 px): the shell without JavaScript (FAQ answers, the menu, the header search), the
 * header search with it, the home page's stories, and what a shopper sees after paying: the order confirmation, a
 * payment that did not complete (retry while the stock is held, order again after), and the sandbox dialog.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { cartOf, expect, open, pickVariant, rupees, saveAddress, test, toast, type Pick } from './fixtures.ts';

const PHONE = { width: 375, height: 812 };

test.describe('without JavaScript (375 px)', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('FAQ answers open and can be read', async ({ page }) => {
    await page.goto('/FAQs');
    const item = page.getByRole('main').locator('details').filter({ hasText: 'What is your return policy?' });
    const answer = item.locator('summary + div');
    await expect(answer).toBeHidden();
    await item.locator('summary').click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('within 5 days of delivery');
  });

  test('the menu opens, closes and its links work', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('banner').locator('summary[aria-label="Menu"]');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Size guide' }).click();
    await expect(page).toHaveURL(/\/sizeguide$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('the header search icon opens a form to /search; blank text is an empty search, text is trimmed', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.locator('summary[aria-label="Search"]').click();
    const box = page.locator('#mobile-search').getByRole('searchbox', { name: 'Search products' });
    await box.fill('  kurta  ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kurta$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Results for: kurta');

    // Only spaces: the server answers with the empty search page (and its box open), never /search?q=+++.
    await page.goto('/');
    await banner.locator('summary[aria-label="Search"]').click();
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.locator('#mobile-search').getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  });

  test('/search?q=+++ redirects to the empty search, padded text to the trimmed search', async ({ request }) => {
    const blank = await request.get('/search?q=+++', { maxRedirects: 0 });
    expect(blank.status()).toBe(302);
    expect(blank.headers().location).toBe('/search');
    const padded = await request.get('/search?q=%20denim%20&sort=price-low', { maxRedirects: 0 });
    expect(padded.status()).toBe(302);
    expect(padded.headers().location).toBe('/search?q=denim&sort=price-low');
  });
});

test.describe('header (375 px)', () => {
  test.use({ viewport: PHONE });

  test('search is in the header on every page, the results page too; one header panel open at a time', async ({
    page,
  }) => {
    await open(page, '/search?q=kurta');
    const banner = page.getByRole('banner');
    const searchToggle = banner.locator('summary[aria-label="Search"]');
    await expect(searchToggle).toBeVisible();
    // Every header control fits the screen.
    for (const el of await banner.locator('summary, a[aria-label]').all()) {
      if (!(await el.isVisible())) continue;
      const box = (await el.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }

    await searchToggle.click();
    const box = page.locator('#mobile-search').getByRole('searchbox', { name: 'Search products' });
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('kurta');
    // Opening the menu closes the search box.
    await banner.locator('summary[aria-label="Menu"]').click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(box).toBeHidden();
    await banner.locator('summary[aria-label="Search"]').click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await box.fill('dress');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dress$/);
    await expect(box).toBeHidden();
  });
});

test.describe('stories', () => {
  test('no play icon without a video; titles sit on a scrim; arrows only when the strip scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    const section = page.locator('section[aria-labelledby="stories-h"]');
    await section.scrollIntoViewIfNeeded();
    const stories = (await (await page.request.get('/api/stories/')).json()).data.data as Array<{
      video: string | null;
    }>;
    await expect(section.getByTestId('story-play')).toHaveCount(stories.filter((s) => s.video).length);
    const scrim = await section
      .getByTestId('story-title')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(scrim).toContain('linear-gradient');
    // Every card fits at 1280 px: no arrows that would do nothing.
    await expect(section.getByRole('button', { name: /Scroll Style stories/ })).toHaveCount(0);

    // Narrower, the strip scrolls: forward works, back is disabled until then.
    await page.setViewportSize({ width: 700, height: 900 });
    const back = section.getByRole('button', { name: 'Scroll Style stories back' });
    const forward = section.getByRole('button', { name: 'Scroll Style stories forward' });
    await expect(forward).toBeEnabled();
    await expect(back).toBeDisabled();
    await forward.click();
    await expect(back).toBeEnabled();
  });
});

/** Signed-in customer with one saved address and the given lines in the cart. */
async function customerWithCart(
  page: Page,
  login: (name: string) => Promise<unknown>,
  cartWith: (p: Pick[]) => Promise<void>,
  name: string,
  picks: Pick[],
) {
  await login(name);
  await saveAddress(page.request);
  await open(page, '/');
  await cartWith(picks);
}

type ApiOrder = { _id: string; orderId: string; status: string; paymentStatus: string };
async function myOrders(request: APIRequestContext): Promise<ApiOrder[]> {
  return (await (await request.get('/api/orders/my-orders')).json()).orders as ApiOrder[];
}

/** The sandbox dialog sits in the middle of the screen, clear of the header. */
async function expectCentred(page: Page) {
  const dialog = page.getByTestId('sandbox-checkout');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const view = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - view.width / 2)).toBeLessThanOrEqual(2);
  expect(Math.abs(box.y + box.height / 2 - view.height / 2)).toBeLessThanOrEqual(2);
  expect(box.y).toBeGreaterThan(64);
}

test.describe('after checkout (375 px)', () => {
  test.use({ viewport: PHONE });

  test('cash on delivery lands on the confirmation page; only its owner can see it', async ({
    page,
    login,
    cartWith,
    browser,
  }) => {
    const pick = await pickVariant(page.request, (s) => s >= 3);
    await customerWithCart(page, login, cartWith, 'Meera Iyer', [{ ...pick }]);
    await open(page, '/checkout/address');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/confirmation$/);
    const [order] = await myOrders(page.request);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your order is placed');
    await expect(main).toContainText(order!.orderId);
    await expect(main).toContainText(pick.product.name);
    await expect(main).toContainText(`Size: ${pick.size} · Qty: 1`);
    await expect(page.getByTestId('confirmation-total')).toHaveText(rupees(pick.product.salePrice));
    await expect(main.locator('section[aria-labelledby="payment-h"]')).toContainText('Cash on Delivery');
    await expect(main.locator('address')).toContainText('12, MG Road, Near Trinity Metro');
    await expect(main.locator('address')).toContainText('Bengaluru, Karnataka 560001');
    await expect(page.getByTestId('next-step')).toContainText(`Pay ${rupees(pick.product.salePrice)} in cash`);
    await expect(main.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    await expect(main.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/profile/orders#order-${order!._id}`,
    );
    // Rendered on the server, with the page's own title.
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain(order!.orderId);
    await expect(page).toHaveTitle(new RegExp(`Order ${order!.orderId}`));

    // Another customer: 404, as if there were no such order.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const res = await other.request.post('/api/auth/register', {
        data: {
          name: 'Someone Else',
          email: `e2e.other.${Date.now().toString(36)}@example.com`,
          phone: '9812345678',
          password: 'secret123',
          confirmPassword: 'secret123',
        },
      });
      expect(res.status()).toBe(201);
      expect((await other.request.get(new URL(page.url()).pathname)).status()).toBe(404);
    } finally {
      await other.close();
    }
  });

  test('a failed payment: payment not completed, no tracking, Retry payment in a centred dialog, then confirmed', async ({
    page,
    login,
    cartWith,
  }) => {
    const pick = await pickVariant(page.request, (s) => s >= 3);
    await customerWithCart(page, login, cartWith, 'Arjun Nair', [pick]);
    await open(page, '/checkout/address');
    await page.getByRole('radio', { name: 'Online Payment' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectCentred(page);
    await page.getByTestId('sandbox-checkout').getByRole('button', { name: 'Fail payment' }).click();
    await expect(toast(page, 'Payment Failed')).toBeVisible();

    await open(page, '/profile/orders');
    const [order] = await myOrders(page.request);
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'failed' });
    const card = page.getByRole('article', { name: `Order ${order!.orderId}` });
    await expect(card).toContainText('Payment not completed');
    await expect(card).toContainText('We are holding these items for you until');
    await expect(card.getByRole('button', { name: 'Track Order' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Retry payment' }).click();
    await expectCentred(page);
    await page.getByTestId('sandbox-checkout').getByRole('button', { name: /^Pay/ }).click();
    await expect(toast(page, 'Payment Successful!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order/${order!._id}/confirmation$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your payment is received');
    await expect(page.getByRole('main').locator('section[aria-labelledby="payment-h"]')).toContainText('Paid online');
    const after = await myOrders(page.request);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  test('an unpaid order whose items were released offers to order them again', async ({ page, login }) => {
    const pick = await pickVariant(page.request, (s) => s >= 5);
    await login('Farah Khan');
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const start = () =>
      page.request.post('/api/payment/create-order', {
        headers: { origin, 'idempotency-key': crypto.randomUUID() },
        data: {
          amount: pick.product.salePrice,
          currency: 'INR',
          orderDetails: {
            items: [{ product: pick.product._id, size: pick.size, quantity: 1, price: pick.product.salePrice }],
            shippingAddress: {
              street: '5 Marine Drive',
              city: 'Mumbai',
              state: 'Maharashtra',
              pincode: '400002',
              country: 'India',
            },
            paymentMethod: 'razorpay',
            totalAmount: pick.product.salePrice,
          },
        },
      });
    // A third unpaid order gives up the oldest: its items go back on sale.
    const first = await (await start()).json();
    expect((await start()).status()).toBe(201);
    expect((await start()).status()).toBe(201);

    await open(page, '/profile/orders');
    const card = page.getByRole('article', { name: `Order ${first.orderNumber}` });
    await expect(card).toContainText('Payment not completed');
    await expect(card).toContainText('these items were released');
    await expect(card.getByRole('button', { name: 'Retry payment' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Track Order' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Order again' }).click();
    await expect(toast(page, 'Added to your bag.')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    expect((await cartOf(page)).map((l) => [l._id, l.size, l.quantity])).toEqual([[pick.product._id, pick.size, 1]]);
  });
});

test.describe('sandbox dialog (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is centred over the page, as Razorpay’s own is', async ({ page, login, cartWith }) => {
    const pick = await pickVariant(page.request, (s) => s >= 3);
    await customerWithCart(page, login, cartWith, 'Devika Rao', [pick]);
    await open(page, '/checkout/address');
    await page.getByRole('radio', { name: 'Online Payment' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectCentred(page);
    await page.getByTestId('sandbox-checkout').getByRole('button', { name: 'Cancel' }).click();
  });
});
