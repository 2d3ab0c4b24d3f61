import {
  cartOf,
  expect,
  open,
  pickVariant,
  register,
  rupees,
  saveAddress,
  test,
  toast,
  type Pick,
  type Product,
  chooseSize,
} from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';

type ApiOrder = {
  _id: string;
  orderId: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  items: Array<{ product: { _id: string }; size: string; quantity: number }>;
  totalAmount: number;
};
async function myOrders(request: APIRequestContext): Promise<ApiOrder[]> {
  const res = await request.get('/api/orders/my-orders');
  expect(res.status()).toBe(200);
  return (await res.json()).orders as ApiOrder[];
}

async function stockOf(request: APIRequestContext, pick: Pick): Promise<number> {
  const body = await (await request.get(`/api/products/slug/${encodeURIComponent(pick.product.slug)}`)).json();
  const product = (body.data?.data ?? body.data) as Product;
  return product.variants.find((v) => v.size === pick.size)!.stock;
}

/** Adds a delivery address through the inline form of the checkout page. */
async function addAddressInline(page: Page) {
  await page.getByLabel('Street address').fill('7, Park Street, Near Metro Gate 2');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByLabel('State / union territory').selectOption('West Bengal');
  await page.getByLabel('PIN code').fill('700016');
  await page.getByRole('button', { name: 'Save and deliver here' }).click();
  await expect(toast(page, 'Address added successfully')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Park Street/ })).toBeChecked();
}

/** Signed-in customer with one saved address and the given lines in the cart. */
async function customerWithCart(
  {
    page,
    login,
    cartWith,
  }: { page: Page; login: (name: string) => Promise<unknown>; cartWith: (p: Pick[]) => Promise<void> },
  name: string,
  picks: Pick[],
) {
  await login(name);
  await saveAddress(page.request, {
    street: '3rd Floor, Lotus Towers, Baner Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411045',
  });
  await open(page, '/');
  await cartWith(picks);
}

test.describe('checkout (phone)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('visitor: add to cart, log in from the cart, cash on delivery, then cancel', async ({
    page,
    request,
    newAccount,
  }) => {
    const pick = await pickVariant(request, (s) => s >= 3);
    const account = newAccount('Ananya Das');
    await register(request, account);

    await open(page, `/product/${pick.product.slug}`);
    await chooseSize(page, pick.size);
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByText('Added to your bag.')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByRole('article', { name: `${pick.product.name}, size ${pick.size}` });
    await expect(line).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(rupees(pick.product.salePrice));

    // A visitor is sent to log in, and comes back to the cart.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line).toBeVisible();

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/address$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    // No address yet: Continue asks for one; the inline form adds it and selects it.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, 'Please select a delivery address')).toBeVisible();
    await addAddressInline(page);
    await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await expect(page.getByTestId('order-total')).toHaveText(rupees(pick.product.salePrice));

    const before = await stockOf(request, pick);
    // A double click places one order.
    await page.getByRole('button', { name: 'Continue' }).dblclick();
    await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/confirmation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your order is placed');
    expect(await cartOf(page)).toEqual([]);
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveCount(0);
    expect(await stockOf(request, pick)).toBe(before - 1);

    const orders = await myOrders(page.request);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({ status: 'processing', paymentMethod: 'cod', totalAmount: pick.product.salePrice });
    const card = page.getByRole('article', { name: `Order ${order!.orderId}` });

    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders#order-${order!._id}$`));
    await page.getByRole('tab', { name: 'Processing' }).click();
    await expect(page).toHaveURL(/tab=processing/);
    await expect(card).toBeVisible();
    await expect(card).toContainText(pick.product.name);
    await expect(card).toContainText(`Size: ${pick.size}`);
    await expect(card).toContainText(/processing/i);

    // Not shipped yet: no tracking.
    await card.getByRole('button', { name: 'Track Order' }).click();
    await expect(toast(page, 'Tracking information not available.')).toBeVisible();

    page.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(toast(page, 'Order cancelled successfully!')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No orders found.')).toBeVisible();

    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(card).toBeVisible();
    await expect(card).toContainText(/cancelled/i);
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    expect(await stockOf(request, pick)).toBe(before);

    // After a reload too.
    await open(page, '/profile/orders?tab=cancelled');
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  });

  test('online payment through the sandbox dialog: pay', async ({ page, login, cartWith }) => {
    const pick = await pickVariant(page.request, (s) => s >= 3);
    await customerWithCart({ page, login, cartWith }, 'Rahul Verma', [pick]);
    await open(page, '/checkout/address');
    await expect(page.getByRole('radio', { name: /Lotus Towers/ })).toBeChecked();
    await page.getByRole('radio', { name: 'Online Payment' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const dialog = page.getByTestId('sandbox-checkout');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(rupees(pick.product.salePrice));
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await expect(toast(page, 'Payment Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/confirmation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you! Your payment is received');
    expect(await cartOf(page)).toEqual([]);

    const [order] = await myOrders(page.request);
    expect(order).toMatchObject({ status: 'processing', paymentMethod: 'razorpay', paymentStatus: 'paid' });
    await open(page, '/profile/orders');
    await page.getByRole('tab', { name: 'Processing' }).click();
    const card = page.getByRole('article', { name: `Order ${order!.orderId}` });
    await expect(card).toContainText('Paid online');
  });

  test('online payment through the sandbox dialog: fail', async ({ page, login, cartWith }) => {
    const pick = await pickVariant(page.request, (s) => s >= 3);
    await customerWithCart({ page, login, cartWith }, 'Pooja Shah', [pick]);
    await open(page, '/checkout/address');
    await page.getByRole('radio', { name: 'Online Payment' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const dialog = page.getByTestId('sandbox-checkout');
    await dialog.getByRole('button', { name: 'Fail payment' }).click();
    await expect(toast(page, 'Payment Failed')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/address$/);
    await expect(page.getByRole('alert')).toHaveText('Payment Failed');
    // The cart is kept, and nothing was paid.
    expect((await cartOf(page)).map((l) => l._id)).toEqual([pick.product._id]);
    const orders = await myOrders(page.request);
    expect(orders.filter((o) => o.paymentStatus === 'paid')).toEqual([]);
    expect(orders.filter((o) => o.status === 'processing')).toEqual([]);

    // Continue again pays for the same order (it kept its stock): one order, now paid.
    await page.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await expect(toast(page, 'Payment Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/confirmation$/);
    const after = await myOrders(page.request);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });
});

test.describe('online payment, interrupted (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the script fails to load, the dialog is closed, then paying works: one order', async ({
    page,
    login,
    cartWith,
  }) => {
    const pick = await pickVariant(page.request, (s) => s >= 3);
    await customerWithCart({ page, login, cartWith }, 'Siddharth Rao', [pick]);
    await open(page, '/checkout/address');
    await page.getByRole('radio', { name: 'Online Payment' }).check();

    await page.route('**/api/payment/sandbox/checkout.js', (route) => route.abort());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(toast(page, 'Razorpay SDK failed to load. Are you online?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await page.unroute('**/api/payment/sandbox/checkout.js');

    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByTestId('sandbox-checkout');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toContainText('Payment was not completed');

    await page.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await expect(toast(page, 'Payment Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/confirmation$/);
    // The same attempt all along: one order, paid.
    const orders = await myOrders(page.request);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });
});

test.describe('cart (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('coupon BINDASS10 takes 10%; an invalid code resets the discount', async ({ page, cartWith }) => {
    const pick = await pickVariant(page.request, (s) => s >= 4);
    await open(page, '/');
    await cartWith([{ ...pick, quantity: 2 }]);
    await open(page, '/cart');
    const subtotal = pick.product.salePrice * 2;
    await expect(page.getByTestId('order-total')).toHaveText(rupees(subtotal));
    await expect(page.getByTestId('coupon-discount')).toHaveText('₹0');

    await page.getByLabel('Have a coupon code?').fill('  bindass10 ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Coupon BINDASS10 applied')).toBeVisible();
    // 10% of the subtotal, rounded to whole rupees (src/shop/pricing.ts couponAmount).
    const discount = Math.round(subtotal * 0.1);
    await expect(page.getByTestId('coupon-discount')).toHaveText(`−${rupees(discount)}`);
    await expect(page.getByTestId('order-total')).toHaveText(rupees(Math.round((subtotal - discount) * 100) / 100));
    expect(await page.evaluate(() => localStorage.getItem('cartCoupon'))).toBe('bindass10');

    // Kept across pages (checkout reads it too).
    await open(page, '/cart');
    await expect(page.getByText(/BINDASS10\s*applied/)).toBeVisible();
    await expect(page.getByTestId('coupon-discount')).toHaveText(`−${rupees(discount)}`);

    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await expect(page.getByTestId('coupon-discount')).toHaveText('₹0');
    await page.getByLabel('Have a coupon code?').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Invalid or inactive coupon code')).toBeVisible();
    await expect(page.getByTestId('coupon-discount')).toHaveText('₹0');
    await expect(page.getByTestId('order-total')).toHaveText(rupees(subtotal));
    expect(await page.evaluate(() => localStorage.getItem('cartCoupon'))).toBeNull();
  });

  test('quantity stepper: 1 to the line maximum (the size stock, at most 10); remove; empty cart', async ({
    page,
    cartWith,
  }) => {
    const few = await pickVariant(page.request, (s) => s >= 2 && s <= 9);
    const many = await pickVariant(page.request, (s) => s >= 12);
    await open(page, '/');
    await cartWith([few, many]);
    await open(page, '/cart');

    for (const [pick, max] of [
      [few, few.stock],
      [many, 10],
    ] as const) {
      const line = page.getByRole('article', { name: `${pick.product.name}, size ${pick.size}` });
      const minus = line.getByRole('button', { name: 'Decrease quantity' });
      const plus = line.getByRole('button', { name: 'Increase quantity' });
      const quantity = line.getByRole('status', { name: 'Quantity' });
      await expect(quantity).toHaveText('1');
      await expect(minus).toBeDisabled();
      for (let i = 1; i < max; i++) await plus.click();
      await expect(quantity).toHaveText(String(max));
      await expect(plus).toBeDisabled();
      await expect(minus).toBeEnabled();
      await minus.click();
      await expect(quantity).toHaveText(String(max - 1));
    }
    await expect(page.getByTestId('order-total')).toHaveText(
      rupees(few.product.salePrice * (few.stock - 1) + many.product.salePrice * 9),
    );
    // Saved after every change.
    expect((await cartOf(page)).map((l) => l.quantity)).toEqual([few.stock - 1, 9]);

    await page.getByRole('button', { name: `Remove ${few.product.name}, size ${few.size} from cart` }).click();
    await page.getByRole('button', { name: `Remove ${many.product.name}, size ${many.size} from cart` }).click();
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    await expect(page.getByText('Add items to begin shopping')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
  });

  test('the cart is checked on open: stale prices and stock are updated, sold-out lines block checkout', async ({
    page,
    cartWith,
  }) => {
    const stale = await pickVariant(page.request, (s) => s >= 2 && s <= 9);
    const soldOut = await pickVariant(page.request, (s) => s === 0);
    await open(page, '/');
    // As if added days ago: another price, more stock than is left now.
    await cartWith([
      { ...stale, product: { ...stale.product, salePrice: stale.product.salePrice + 100 }, stock: 10, quantity: 10 },
      { ...soldOut, stock: 5 },
    ]);
    await open(page, '/cart');

    const notice = page.getByRole('status').filter({ hasText: 'Your cart was updated' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      `The price of ${stale.product.name} changed to ${rupees(stale.product.salePrice)}.`,
    );
    const staleLine = page.getByRole('article', { name: `${stale.product.name}, size ${stale.size}` });
    await expect(staleLine.getByRole('status', { name: 'Quantity' })).toHaveText(String(stale.stock));
    await expect(staleLine.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    const soldOutLine = page.getByRole('article', { name: `${soldOut.product.name}, size ${soldOut.size}` });
    await expect(soldOutLine).toContainText('Out of stock');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(toast(page, 'Some items are out of stock. Please update your cart.')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);

    await soldOutLine.getByRole('button', { name: /^Remove/ }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
  });

  test('/checkout and /checkout/payment lead into /checkout/address', async ({ page, login }) => {
    await login('Kabir Malhotra');
    await open(page, '/checkout');
    await expect(page).toHaveURL(/\/checkout\/address$/);
    await open(page, '/checkout/payment');
    await expect(page).toHaveURL(/\/checkout\/address$/);
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  });
});
