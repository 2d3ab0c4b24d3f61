/**
 * The admin sign-in as staff meet it (issue 11): the first sign-in enrols an authenticator from the QR page and shows
 * recovery codes; the next one asks for the code; a wrong code is refused; staff cannot open the owner's staff page;
 * a shopper's session does not open the admin.
 */
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, open, test } from './fixtures.ts';
import { newAdminAccount, signInAdmin } from './admin-session.ts';

async function passwordStep(page: Page, email: string, password: string) {
  await open(page, '/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new owner enrols with the QR code, saves recovery codes, and signs in with TOTP the next time', async ({
  page,
  browser,
}) => {
  const account = await newAdminAccount(page.request, 'owner');
  await page.context().clearCookies();
  await passwordStep(page, account.email, account.password);
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').textContent())!.trim();
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await page.getByLabel('Code', { exact: true }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' })).toBeVisible();

  // A second browser: password, then a code (no QR any more); a recovery code works too.
  const other = await browser.newPage();
  await passwordStep(other, account.email, account.password);
  await expect(other.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
  await expect(other.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(0);
  await other.getByLabel('Code', { exact: true }).fill(recoveryCode);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await other.close();
});

test('staff cannot open the staff page; a visitor is sent to the admin sign-in', async ({ page }) => {
  await open(page, '/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fstaff/);

  await signInAdmin(page, 'staff');
  await open(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  const res = await open(page, '/admin/staff');
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('alert')).toContainText('Your role cannot open this page');
});

test('the owner adds a member of staff from the staff page', async ({ page }) => {
  await signInAdmin(page, 'owner');
  await open(page, '/admin/staff');
  const email = `new-staff-${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Kavya Staff');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First password (10+ characters)').fill('short');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
  await page.getByLabel('First password (10+ characters)').fill('a-long-password');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toContainText('Kavya Staff can now sign in');
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
});
