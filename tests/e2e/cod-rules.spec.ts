/**
 * Cash-on-delivery rules on a phone (issue 13): an order over the COD maximum (₹10,000 by default) is offered
 * online payment only: Cash on Delivery is shown disabled with the reason before the shopper chooses, and the
 * online payment window lists UPI first.
 */
import type { APIRequestContext } from '@playwright/test';
import { COD_MESSAGES, DEFAULT_COD_RULES } from '../../src/shop/cod.ts';
import { paiseToRupees } from '../../src/shop/money.ts';
import { UPI_BLOCK_NAME } from '../../src/web/components/checkout/checkout-display.ts';
import { signInAdmin } from './admin-session.ts';
import { cartOf, expect, open, pickVariant, rupees, saveAddress, test, toast, type Pick } from './fixtures.ts';

const LIMIT_RUPEES = paiseToRupees(DEFAULT_COD_RULES.maxOrderPaise);

/** Sizes with stock, five pieces of each, until the order is worth more than the COD maximum. */
async function overTheLimit(request: APIRequestContext): Promise<Array<Pick & { quantity: number }>> {
  const picks: Array<Pick & { quantity: number }> = [];
  let total = 0;
  while (total <= LIMIT_RUPEES) {
    const pick = await pickVariant(request, (s) => s >= 5);
    picks.push({ ...pick, quantity: 5 });
    total += pick.product.salePrice * 5;
  }
  return picks;
}

test.describe('cash on delivery rules (phone)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an order over the COD maximum is offered only online payment; COD is shown disabled with its reason', async ({
    page,
    login,
    cartWith,
  }) => {
    const picks = await overTheLimit(page.request);
    const total = picks.reduce((n, p) => n + p.product.salePrice * p.quantity, 0);
    await login('Vikram Rao');
    await saveAddress(page.request, {
      street: '3rd Floor, Lotus Towers, Baner Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411045',
    });
    await open(page, '/');
    await cartWith(picks);
    await open(page, '/checkout/address');

    const cod = page.getByRole('radio', { name: 'Cash on Delivery' });
    const online = page.getByRole('radio', { name: 'Online Payment' });
    const message = COD_MESSAGES.overLimit(DEFAULT_COD_RULES.maxOrderPaise);
    await expect(cod).toBeDisabled();
    await expect(page.getByTestId('payment-cod')).toContainText(message);
    await expect(cod).toHaveAccessibleDescription(message);
    await expect(online).toBeChecked();
    await expect(online).toBeEnabled();
    await expect(page.getByTestId('order-total')).toHaveText(rupees(total));
    await expect(page.getByTestId('cod-fee')).toHaveCount(0);
    await expect(page.getByText('Opens the secure payment window to pay online.')).toBeVisible();

    // Paying online works, and the payment window lists UPI first on a phone.
    await page.getByRole('button', { name: 'Continue' }).click();
    const dialog = page.getByTestId('sandbox-checkout');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(rupees(total));
    await expect(dialog.getByTestId('sandbox-methods').getByRole('listitem').first()).toHaveText(UPI_BLOCK_NAME);
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await expect(toast(page, 'Payment Successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/confirmation$/);
    expect(await cartOf(page)).toEqual([]);

    const orders = (await (await page.request.get('/api/orders/my-orders')).json()).orders as Array<{
      paymentMethod: string;
      codFee: number;
      totalAmount: number;
    }>;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentMethod: 'razorpay', codFee: 0, totalAmount: total });
  });

  test('staff turn COD off on the customer page; that customer is offered online payment only', async ({
    page,
    browser,
    login,
    cartWith,
  }) => {
    const pick = await pickVariant(page.request, (st) => st >= 2);
    const customer = await login('Farah Khan');
    await saveAddress(page.request);
    await open(page, '/');
    await cartWith([{ ...pick, quantity: 1 }]);

    const staffContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const staff = await staffContext.newPage();
    try {
      await signInAdmin(staff, 'staff');
      await open(staff, `/admin/customers?q=${encodeURIComponent(customer.email)}`);
      await staff.getByRole('link', { name: 'Farah Khan' }).click();
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Farah Khan');
      const section = staff.getByRole('region', { name: 'Cash on delivery' });
      await section.getByLabel('Note (why)').fill('Refused 3 deliveries');
      await section.getByRole('button', { name: 'Turn off cash on delivery' }).click();
      await expect(section.getByRole('status')).toHaveText('Cash on delivery is off for this customer.');
      await expect(section.getByTestId('cod-blocked')).toContainText('Refused 3 deliveries');
    } finally {
      await staffContext.close();
    }

    await open(page, '/checkout/address');
    await expect(page.getByRole('radio', { name: 'Cash on Delivery' })).toBeDisabled();
    await expect(page.getByTestId('payment-cod')).toContainText(COD_MESSAGES.blocked);
    await expect(page.getByRole('radio', { name: 'Online Payment' })).toBeChecked();
  });

  test('the owner sees the COD settings with their defaults', async ({ page }) => {
    await signInAdmin(page, 'owner');
    await open(page, '/admin/settings');
    const form = page.getByRole('form', { name: 'Cash on delivery' });
    await expect(form.getByLabel('COD fee (₹)')).toHaveValue('0');
    await expect(form.getByLabel('Maximum order value for COD (₹)')).toHaveValue(String(LIMIT_RUPEES));
    await expect(form.getByLabel('Open COD orders per customer')).toHaveValue(String(DEFAULT_COD_RULES.maxOpenOrders));
  });
});
