/**
 * Delivery on a phone (issue 13): "Check delivery" on the product page with and without JavaScript (the PIN
 * remembered and checked again on the next product), the address form filling city and state from the PIN, and
 * checkout: each address's date, the shipping charge of a zone, an address the store does not deliver to, and an
 * order refused when the owner stops delivering there while the shopper is on the page.
 *
 * The zones are the owner's, made through the admin API; they name PINs no other spec uses.
 */
import type { APIRequestContext } from '@playwright/test';
import { deliveryByText } from '../../src/shop/delivery.ts';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { demoOwnerToken } from './admin-session.ts';
import { expect, open, pickVariant, productInStock, rupees, saveAddress, test } from './fixtures.ts';

const CLOSED = '744301'; // Car Nicobar: not delivered to
const CHARGED = '781001'; // Guwahati: ₹79, no cash on delivery
const CLOSING = '781006'; // Guwahati: closed while the shopper is at checkout

async function owner(request: APIRequestContext) {
  return { origin: E2E_BASE_URL, authorization: `Bearer ${await demoOwnerToken(request)}` };
}

async function addZone(request: APIRequestContext, zone: object) {
  const res = await request.post('/api/admin/delivery/zones', { headers: await owner(request), data: zone });
  expect(res.status(), await res.text()).toBe(201);
}

async function zones(request: APIRequestContext) {
  const res = await request.get('/api/admin/delivery', { headers: await owner(request) });
  return ((await res.json()) as { zones: Array<{ id: string; name: string }> }).zones;
}

/** Removes the zones whose names start so (a retried test starts from the store it found). */
async function removeZones(request: APIRequestContext, prefix: string) {
  for (const zone of (await zones(request)).filter((z) => z.name.startsWith(prefix))) {
    const res = await request.delete(`/api/admin/delivery/zones/${zone.id}`, { headers: await owner(request) });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
}

/** What the store answers for a PIN now (the page must say the same). */
async function promised(request: APIRequestContext, pin: string): Promise<string> {
  const body = await (await request.get(`/api/delivery/check?pin=${pin}`)).json();
  return deliveryByText(body.data.deliveryDate);
}

test.describe('delivery (phone)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test.beforeAll(async ({ request }) => {
    if ((await zones(request)).some((z) => z.name === 'E2E islands')) return;
    await addZone(request, { name: 'E2E islands', match: 'pins', values: CLOSED, serviceable: false });
    await addZone(request, {
      name: 'E2E Guwahati',
      match: 'pins',
      values: CHARGED,
      codAllowed: false,
      shippingChargeRupees: 79,
    });
  });

  test('product page without JavaScript: a GET form answered by the server', async ({ browser, request }) => {
    const product = await productInStock(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    try {
      await page.goto(`/product/${product.slug}`);
      const box = page.getByRole('region', { name: 'Check delivery' });
      await box.getByLabel('PIN code').fill('400001');
      await box.getByRole('button', { name: 'Check' }).click();
      await expect(page).toHaveURL(/\?pin=400001$/);
      const answer = page.getByTestId('delivery-answer');
      await expect(answer).toContainText(await promised(request, '400001'));
      await expect(answer).toContainText('Cash on delivery available');

      await page.goto(`/product/${product.slug}?pin=${CLOSED}`);
      await expect(answer).toHaveText("We don't deliver to this PIN yet");
      await page.goto(`/product/${product.slug}?pin=999999`);
      await expect(answer).toHaveText("We couldn't find this PIN code. Please check it.");
    } finally {
      await context.close();
    }
  });

  test('product page with JavaScript: checked in place, remembered, checked again on the next product', async ({
    page,
    request,
  }) => {
    const a = await pickVariant(request, (s) => s > 0);
    let b = await pickVariant(request, (s) => s > 0);
    while (b.product._id === a.product._id) b = await pickVariant(request, (s) => s > 0);
    await open(page, `/product/${a.product.slug}`);
    const box = page.getByRole('region', { name: 'Check delivery' });
    await box.getByLabel('PIN code').fill(CHARGED);
    await box.getByRole('button', { name: 'Check' }).click();
    const answer = page.getByTestId('delivery-answer');
    await expect(answer).toContainText(await promised(request, CHARGED));
    await expect(answer).toContainText('Cash on delivery not available for this PIN');
    await expect(answer).toContainText(`Shipping ${rupees(79)}`);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('deliveryPin'))).toBe(CHARGED);

    await open(page, `/product/${b.product.slug}`);
    await expect(page.getByTestId('delivery-answer')).toContainText(await promised(request, CHARGED));
    await expect(page.getByRole('region', { name: 'Check delivery' }).getByLabel('PIN code')).toHaveValue(CHARGED);
  });

  test('the address form fills city and state from the PIN, and says when a PIN is unknown', async ({
    page,
    login,
  }) => {
    await login('Meera Iyer');
    await open(page, '/profile/addresses');
    await page.getByRole('link', { name: 'Add New Address' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Address' });
    const pin = form.getByLabel('PIN code');
    await pin.fill('999999');
    await expect(form.getByText("We couldn't find this PIN code. Please check it.")).toBeVisible();
    await pin.fill('560001');
    await expect(form.getByLabel('City')).toHaveValue('Bengaluru');
    await expect(form.getByLabel('State / union territory')).toHaveValue('Karnataka');
    // Another PIN replaces the city it filled; a city the shopper typed stays.
    await pin.fill('400001');
    await expect(form.getByLabel('City')).toHaveValue('Mumbai');
    await expect(form.getByLabel('State / union territory')).toHaveValue('Maharashtra');
    await form.getByLabel('City').fill('Colaba');
    await pin.fill('400005');
    await expect(form.getByLabel('State / union territory')).toHaveValue('Maharashtra');
    await expect(form.getByLabel('City')).toHaveValue('Colaba');
  });

  test('checkout: dates per address, the zone charge, no delivery to a closed PIN, and an order refused', async ({
    page,
    request,
    login,
    cartWith,
  }) => {
    await removeZones(request, 'E2E closing');
    const pick = await pickVariant(request, (s) => s >= 2);
    await login('Rohan Bora');
    await saveAddress(page.request, {
      street: '1 Main Road',
      city: 'Car Nicobar',
      state: 'Andaman and Nicobar Islands',
      pincode: CLOSED,
    });
    await saveAddress(page.request, { street: '5 GS Road', city: 'Guwahati', state: 'Assam', pincode: CHARGED });
    await open(page, '/');
    await cartWith([{ ...pick, quantity: 1 }]);
    await open(page, '/checkout/address');

    const closed = page.getByRole('radio', { name: /Car Nicobar/ });
    await expect(closed).toBeDisabled();
    await expect(page.getByText(`We don't deliver to ${CLOSED} yet.`)).toBeVisible();
    const charged = page.getByRole('radio', { name: /GS Road/ });
    await expect(charged).toBeChecked();
    await expect(page.getByText(await promised(request, CHARGED))).toBeVisible();
    await expect(page.getByTestId('shipping-charge')).toHaveText(rupees(79));

    // A third address; the owner stops delivering there while the shopper looks at the page.
    await saveAddress(page.request, { street: '9 Zoo Road', city: 'Guwahati', state: 'Assam', pincode: CLOSING });
    await open(page, '/checkout/address');
    await expect(page.getByRole('radio', { name: /Zoo Road/ })).toBeChecked();
    await addZone(request, { name: `E2E closing ${Date.now()}`, match: 'pins', values: CLOSING, serviceable: false });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `We don't deliver to ${CLOSING} yet.` })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/address/);
  });
});
