/**
 * The owner's store settings reach the storefront: signed in (password and TOTP, admin-session.ts), the owner
 * changes the support phone and every page's footer shows it; the merchandising and coupon pages open. The phone is put back at the end (other specs read the contact details).
 */
import { demoOwnerToken, signInAdmin } from './admin-session.ts';
import { expect, open, test } from './fixtures.ts';

test('the owner changes the support phone and the footer shows it', async ({ page, request }) => {
  // The demo owner enrols (when this spec runs first) in its own request context: its session cookie must not ride
  // along the browser's sign-in, which sends no Origin (the CSRF check would refuse it).
  await demoOwnerToken(request);
  await signInAdmin(page, 'owner');
  await open(page, '/admin/settings');
  const phone = page.getByLabel('Support phone');
  const before = await phone.inputValue();
  await phone.fill('+91 80 1234 5678');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');

  await open(page, '/');
  await expect(page.locator('footer')).toContainText('+91 80 1234 5678');
  // The first is customer care's (the grievance officer, until the owner names one, shows the same number).
  await expect(page.locator('footer').getByRole('link', { name: '+91 80 1234 5678' }).first()).toHaveAttribute(
    'href',
    'tel:+918012345678',
  );

  await open(page, '/admin/merchandising?tab=banners');
  await expect(page.getByRole('heading', { name: 'Collections & banners' })).toBeVisible();
  await expect(page.getByRole('button', { name: /: shown, hide it$/ }).first()).toBeVisible();
  await open(page, '/admin/merchandising?tab=collections');
  await expect(page.getByRole('link', { name: 'New collection' })).toBeVisible();
  // A collection's products are put in order by dragging (here with the keyboard: Space, arrow, Space).
  const { collections } = await (await page.request.get('/api/admin/merch/collections')).json();
  await open(page, `/admin/merchandising/collections/${collections[0].id}`);
  const rows = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /^Drag / }) })
    .getByRole('listitem');
  const first = (await rows.nth(0).locator('span.flex-1').textContent())!;
  const second = (await rows.nth(1).locator('span.flex-1').textContent())!;
  await page.getByRole('button', { name: `Drag ${first} to a new place` }).focus();
  // dnd-kit measures the rows after the drag starts: give each key a moment.
  for (const key of ['Space', 'ArrowDown', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
  }
  await expect(rows.nth(0).locator('span.flex-1')).toHaveText(second);
  await expect(rows.nth(1).locator('span.flex-1')).toHaveText(first);

  await open(page, '/admin/coupons');
  await expect(page.getByRole('table', { name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New coupon' })).toBeVisible();

  await open(page, '/admin/settings');
  await page.getByLabel('Support phone').fill(before);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
});
