/**
 * Returns on a phone (375 px), end to end (issue 13): a customer's cash-on-delivery order of a full-price item is
 * shipped and delivered by the store; from the order page the customer asks to return it with a reason, and the
 * request appears there with its first step; the store approves it and the page shows the next step.
 */
import { demoOwnerToken, signInAdmin } from './admin-session.ts';
import { expect, open, saveAddress, test, type Product } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('a return requested on a delivered order is shown on the order page', async ({
  page,
  login,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  // A full-price product with stock (an item bought at a sale price cannot be returned).
  const products: Product[] = [];
  for (let n = 1; n <= 4; n++) {
    const body = await (await page.request.get(`/api/products?limit=60&page=${n}`)).json();
    products.push(...((body.data?.products ?? []) as Product[]));
  }
  const product = products.find((p) => p.price === p.salePrice && p.variants.some((v) => v.stock >= 2));
  expect(product, 'a full-price product in stock').toBeTruthy();
  const size = product!.variants.find((v) => v.stock >= 2)!.size;

  await login('Ira Sen');
  await saveAddress(page.request);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const placed = await page.request.post('/api/orders/create', {
    headers: { origin },
    data: {
      items: [{ product: product!._id, size, quantity: 1, price: product!.salePrice }],
      shippingAddress: {
        street: '12, MG Road, Near Trinity Metro',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
        country: 'India',
      },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).order as { _id: string; orderId: string };

  // The store ships and delivers it (the admin API, as the demo owner).
  const staff = { authorization: `Bearer ${await demoOwnerToken(request)}` };
  const shipped = await request.post(`/api/admin/orders/${order._id}/ship`, {
    headers: staff,
    data: { courier: 'Delhivery', trackingNumber: 'AWB-E2E-1' },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
  expect((await request.post(`/api/admin/orders/${order._id}/deliver`, { headers: staff })).status()).toBe(200);

  // My orders: the delivered order offers a return.
  await open(page, '/profile/orders');
  await page.getByRole('link', { name: 'Return or exchange' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/order/${order._id}/returns$`));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { name: 'Returns & exchanges' })).toBeVisible();

  await page.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('form', { name: `Return or exchange ${product!.name}` });
  // The shared schema's message before anything is sent.
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Choose a reason' })).toBeVisible();
  await form.getByLabel('Reason').selectOption('size_too_large');
  await form.getByRole('button', { name: 'Request return' }).click();

  const request1 = page.getByTestId('return-request');
  await expect(request1).toHaveCount(1);
  await expect(request1).toContainText('Return RT-');
  await expect(request1).toContainText('Size too large');
  await expect(request1.getByRole('listitem').filter({ hasText: 'Requested' })).toHaveAttribute('aria-current', 'step');
  // Cash on delivery: refunded as store credit.
  await expect(request1.getByRole('listitem').last()).toHaveText('Refunded as store credit');
  // The line's pieces are all requested now.
  await expect(page.getByText('A return or exchange has already been requested for this item.')).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // My orders lists the request on the order's card, with its step.
  await open(page, '/profile/orders');
  await expect(page.getByRole('list', { name: 'Returns and exchanges' }).first()).toContainText('Requested');
  await open(page, `/order/${order._id}/returns`);

  // The store approves; the page shows the next step.
  const list = await request.get(`/api/admin/returns?orderId=${order._id}`, { headers: staff });
  const [ret] = (await list.json()).returns as Array<{ _id: string }>;
  expect((await request.post(`/api/admin/returns/${ret!._id}/approve`, { headers: staff, data: {} })).status()).toBe(
    200,
  );
  await page.reload();
  await expect(
    page.getByTestId('return-request').getByRole('listitem').filter({ hasText: 'Approved: awaiting pickup' }),
  ).toHaveAttribute('aria-current', 'step');

  // Staff record the reverse pickup on the admin's return page, on a phone too; the customer sees that step.
  const staffContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const admin = await staffContext.newPage();
  await signInAdmin(admin, 'staff');
  await open(admin, `/admin/returns?orderId=${order._id}`);
  await admin.getByRole('link', { name: /^RT-/ }).click();
  await admin.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(admin.getByTestId('return-status')).toHaveText('Approved: awaiting pickup');
  await admin.getByRole('button', { name: 'Record the reverse pickup' }).click();
  await expect(admin.getByText('Enter the courier')).toBeVisible();
  await admin.getByLabel('Courier').fill('Delhivery');
  await admin.getByLabel('Tracking number').fill('RVP-E2E-1');
  await admin.getByRole('button', { name: 'Record the reverse pickup' }).click();
  await expect(admin.getByTestId('return-status')).toHaveText('Picked up');
  await expect(admin.getByRole('button', { name: 'Mark received' })).toBeVisible();
  await staffContext.close();
  await page.reload();
  await expect(page.getByTestId('return-request')).toContainText('Pickup: Delhivery · RVP-E2E-1');
});
