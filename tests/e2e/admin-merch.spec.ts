/**
 * The owner's store settings reach the storefront: signed in with password and TOTP (the demo owner enrols on the
 * first sign-in), the owner changes the support phone and every page's footer shows it; the merchandising and
 * coupon pages open. The phone is put back at the end (other specs read the contact details).
 */
import { generate } from 'otplib';
import { expect, open, test } from './fixtures.ts';

const OWNER = { email: 'owner@bindass.example', password: 'bindass-demo-owner' };

test('the owner changes the support phone and the footer shows it', async ({ page }) => {
  await open(page, '/admin/login');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(secret).not.toBe('');
  await page.getByLabel('Code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await page.waitForURL(/\/admin/);

  await open(page, '/admin/settings');
  const phone = page.getByLabel('Support phone');
  const before = await phone.inputValue();
  await phone.fill('+91 80 1234 5678');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');

  await open(page, '/');
  await expect(page.locator('footer')).toContainText('+91 80 1234 5678');
  await expect(page.locator('footer').getByRole('link', { name: '+91 80 1234 5678' })).toHaveAttribute(
    'href',
    'tel:+918012345678',
  );

  await open(page, '/admin/merchandising?tab=banners');
  await expect(page.getByRole('heading', { name: 'Collections & banners' })).toBeVisible();
  await expect(page.getByRole('button', { name: /: shown, hide it$/ }).first()).toBeVisible();
  await open(page, '/admin/merchandising?tab=collections');
  await expect(page.getByRole('link', { name: 'New collection' })).toBeVisible();
  await open(page, '/admin/coupons');
  await expect(page.getByRole('table', { name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New coupon' })).toBeVisible();

  await open(page, '/admin/settings');
  await page.getByLabel('Support phone').fill(before);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
});
