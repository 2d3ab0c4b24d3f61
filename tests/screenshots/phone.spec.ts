/**
 * Phone (375 px) screenshots of the shopping path for docs/screenshots/: product page, cart, checkout and the order
 * confirmation. Run with `npm run screenshots` (not part of `npm test`).
 */
import { open, pickVariant, saveAddress, test } from '../e2e/fixtures.ts';

const dir = 'docs/screenshots';
test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });

test('phone: product, cart, checkout, confirmation', async ({ page, login }) => {
  const pick = await pickVariant(page.request, (s) => s >= 3);
  await open(page, `/product/${pick.product.slug}`);
  await page.screenshot({ path: `${dir}/phone-product.png` });
  await page
    .getByRole('group', { name: 'Select size' })
    .getByRole('radio', { name: pick.size, exact: true })
    .check({ force: true });
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await open(page, '/cart');
  await page.screenshot({ path: `${dir}/phone-cart.png` });

  await login('Meera Pillai');
  await saveAddress(page.request);
  await open(page, '/checkout/address');
  await page.screenshot({ path: `${dir}/phone-checkout.png` });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/order\/[^/]+\/confirmation$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.screenshot({ path: `${dir}/phone-confirmation.png`, fullPage: true });
});
