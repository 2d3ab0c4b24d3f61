/**
 * The admin's orders (issue 11), end to end: a customer places a cash-on-delivery order; an owner signs in to the
 * admin with a password and a TOTP code (enrolled from the page's key), finds the order and ships it with a
 * tracking link; the customer's Track Order then opens that link.
 */
import type { Page } from '@playwright/test';
import { newAdminAccount } from './admin-session.ts';
import { generate } from 'otplib';
import { expect, open, pickVariant, saveAddress, test, toast } from './fixtures.ts';

/** Signs in at /admin/login: password, then the first sign-in's enrolment (the key shown in <code>), then go on. */
async function adminSignIn(page: Page, who: { email: string; password: string }, to: string) {
  await open(page, `/admin/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.locator('code').first().textContent())!.trim();
  await page.getByRole('textbox', { name: 'Code' }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[?]/g, '\\?')}$`));
}

test("the owner ships a COD order with a tracking link; the customer's Track Order opens it", async ({
  page,
  browser,
  login,
  cartWith,
  baseURL,
}) => {
  // A long flow (checkout, the admin's sign-in and pages, the customer's orders) on a shared machine.
  test.setTimeout(120_000);
  // The customer places a cash-on-delivery order.
  const pick = await pickVariant(page.request, (s) => s >= 3);
  const customer = await login('Meher Kapoor');
  await saveAddress(page.request);
  await open(page, '/');
  await cartWith([pick]);
  await open(page, '/checkout/address');
  await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Order Placed Successfully')).toBeVisible();
  const [order] = (await (await page.request.get('/api/orders/my-orders')).json()).orders as Array<{
    _id: string;
    orderId: string;
  }>;

  // The owner signs in with password and TOTP, finds the order by its number and ships it.
  // The admin's calls and pages run in their own browser context: the customer's session cookie stays untouched.
  // A fresh owner of its own (made by the demo owner: admin-session.ts) signs in through the page and enrols.
  const ownerSetup = await browser.newContext({ baseURL });
  const owner = await newAdminAccount(ownerSetup.request, 'owner');
  await ownerSetup.close();
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await adminSignIn(admin, owner, '/admin/orders');
  await admin.getByLabel('Search').fill(order!.orderId);
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${order!.orderId}`));
  await admin.getByRole('link', { name: order!.orderId }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Order ${order!.orderId}`);
  await admin.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const trackingUrl = `${new URL(baseURL!).origin}/tracking/AWB${Date.now()}`;
  const ship = admin.getByRole('form', { name: 'Ship this order' });
  await ship.getByLabel('Courier').fill('Delhivery');
  await ship.getByLabel('Tracking link').fill('javascript:alert(1)');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship.getByText('Enter a web address starting with https://')).toBeVisible();
  await ship.getByLabel('Tracking number').fill('AWB123456');
  await ship.getByLabel('Tracking link').fill(trackingUrl);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Shipped.' })).toBeVisible();
  await expect(admin.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The customer's page in the admin lists the order; the dashboard draws its chart (uPlot, loaded there only).
  await open(admin, `/admin/customers?q=${encodeURIComponent(customer.email)}`);
  await admin.getByRole('link', { name: 'Meher Kapoor' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Meher Kapoor');
  await expect(admin.getByRole('link', { name: order!.orderId })).toBeVisible();
  await open(admin, '/admin');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(admin.getByText('Waiting to ship')).toBeVisible();
  await expect(admin.locator('.uplot canvas')).toBeVisible();
  await adminContext.close();

  // The customer's Track Order opens the courier's page.
  await open(page, '/profile/orders');
  const card = page.getByRole('article', { name: `Order ${order!.orderId}` });
  await expect(card).toContainText(/shipped/i);
  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Track Order' }).click();
  const tab = await popup;
  await tab.waitForURL(trackingUrl);
  expect(tab.url()).toBe(trackingUrl);
  await tab.close();
});
