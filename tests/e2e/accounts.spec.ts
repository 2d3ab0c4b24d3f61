import sharp from 'sharp';
import { expect, open, outboxMails, productInStock, register, test, toast } from './fixtures.ts';

test.describe('accounts (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sign up: messages per field, cleared when edited; success lands on / signed in', async ({
    page,
    newAccount,
  }) => {
    const a = newAccount('Ishita Banerjee');
    await open(page, '/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Full name').fill(a.name);
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await expect(page.getByText('Email is required')).toBeVisible();

    await page.getByLabel('Email').fill('ishita@example');
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('abcd');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByText('Invalid phone number')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('Email').fill(a.email);
    await page.getByLabel('Phone').fill(a.phone);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill(a.password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('secret124');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    // Show / hide password.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('textbox', { name: 'Confirm password' }).fill(a.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Signup Successfully')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Ishita' })).toBeVisible();
  });

  test('a protected page sends a visitor to login, and login comes back to it', async ({
    page,
    request,
    newAccount,
  }) => {
    const a = newAccount('Farhan Qureshi');
    await register(request, a);
    await open(page, '/profile/orders');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Forders$/);

    await page.getByLabel('Email').fill(a.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(toast(page, 'Invalid email or password')).toBeVisible();

    await page.getByRole('textbox', { name: 'Password' }).fill(a.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(toast(page, 'Login Successful')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Farhan' })).toBeVisible();

    // Log out from the header's account menu: the session ends on the server.
    await page.getByRole('banner').getByLabel('Account menu').click();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await open(page, '/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  });

  test('edit the profile and change the password', async ({ page, login }) => {
    const a = await login('Sneha Reddy');
    await open(page, '/profile/settings');
    await expect(page.getByRole('tab', { name: 'Personal Information' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Email')).toHaveValue(a.email);

    await page.getByLabel('Full name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Full name').fill('Snehalata Reddy');
    await page.getByLabel('Phone').fill('9849076310');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hi, Snehalata' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Snehalata Reddy');
    await expect(page.getByLabel('Phone')).toHaveValue('9849076310');

    await page.getByRole('tab', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/tab=password/);
    await page.getByRole('textbox', { name: 'Current password' }).fill(a.password);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('newsecret1');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('newsecret2');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();

    await page.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('newsecret1');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Failed to update password')).toBeVisible();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await page.getByRole('textbox', { name: 'Current password' }).fill(a.password);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Password updated successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Current password' })).toHaveValue('');

    const old = await page.request.post('/api/auth/login', {
      data: { email: a.email, password: a.password },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(old.status()).toBe(401);
  });

  test('addresses: add, validate, edit, set default and delete', async ({ page, login }) => {
    await login('Arjun Nair');
    await open(page, '/profile/addresses');
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add New Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(dialog).toBeVisible();
    // Name and phone start as the account's.
    await expect(dialog.getByLabel('Full name')).toHaveValue('Arjun Nair');

    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog.getByText('Street is required')).toBeVisible();
    await expect(dialog.getByText('City is required')).toBeVisible();
    await expect(dialog.getByText('State is required')).toBeVisible();
    await expect(dialog.getByText('Pincode is required')).toBeVisible();

    await dialog.getByLabel('Street address').fill('14, Marine Drive, Ernakulam');
    await dialog.getByLabel('City').fill('Kochi');
    await dialog.getByLabel('State / union territory').selectOption('Kerala');
    await dialog.getByLabel('PIN code').fill('082011');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog.getByText('Pincode must be 6 digits and cannot start with 0')).toBeVisible();
    await dialog.getByLabel('PIN code').fill('682011');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(toast(page, 'Address added successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Default');
    await expect(cards.first()).toContainText('Kochi, Kerala 682011');

    // A second one, at work.
    await page.getByRole('link', { name: 'Add New Address' }).click();
    const second = page.getByRole('dialog', { name: 'Add New Address' });
    await second.getByText('Work', { exact: true }).click();
    await second.getByLabel('Street address').fill('Infopark Phase 2');
    await second.getByLabel('City').fill('Kakkanad');
    await second.getByLabel('State / union territory').selectOption('Kerala');
    await second.getByLabel('PIN code').fill('682042');
    await second.getByRole('button', { name: 'Save address' }).click();
    // The first address's toast may still be showing (toasts last 2 s): the newest one is this save's.
    await expect(toast(page, 'Address added successfully').last()).toBeVisible();
    await expect(cards).toHaveCount(2);
    const work = cards.filter({ hasText: 'Infopark' });
    await expect(work).toContainText('work');
    await expect(work).not.toContainText('Default');

    // Edit it.
    await work.getByRole('link', { name: /^Edit address/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Address' });
    await expect(edit.getByLabel('Street address')).toHaveValue('Infopark Phase 2');
    await edit.getByLabel('City').fill('Kochi');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Address updated successfully')).toBeVisible();
    await expect(cards.filter({ hasText: 'Infopark' })).toContainText('Kochi, Kerala 682042');

    // Make it the default.
    await cards.filter({ hasText: 'Infopark' }).getByRole('button', { name: 'Set as default' }).click();
    await expect(cards.filter({ hasText: 'Infopark' })).toContainText('Default');
    await expect(cards.filter({ hasText: 'Marine Drive' })).not.toContainText('Default');

    // Delete the default: the other one becomes the default.
    page.once('dialog', (d) => void d.accept());
    await cards
      .filter({ hasText: 'Infopark' })
      .getByRole('button', { name: /^Delete address/ })
      .click();
    await expect(toast(page, 'Address deleted successfully')).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Marine Drive');
    await expect(cards.first()).toContainText('Default');
  });

  test('wishlist: save from the product page, add to cart, remove', async ({ page, login }) => {
    await login('Neha Gupta');
    const product = await productInStock(page.request);
    await open(page, `/product/${product.slug}`);
    // Before its lazy chunk hydrates, the heart is a plain form post that comes back here; after, it toggles in place.
    await page.getByRole('button', { name: 'Add this product to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove this product from wishlist' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));

    await open(page, '/profile/wishlist');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: product.name });
    await expect(card).toBeVisible();
    await expect(card.getByText(/% off$/)).toBeVisible();
    // Add to Cart asks which size (phone-shopping.spec.ts tests the question itself).
    await card.getByRole('button', { name: /Add to Cart/ }).click();
    const sizes = page.getByRole('dialog', { name: 'Choose a size' });
    await sizes.locator('input[type="radio"]:not([disabled])').first().check({ force: true });
    await sizes.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to cart')).toBeVisible();
    const cart = (await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))) as { _id: string }[];
    expect(cart.map((l) => l._id)).toContain(product._id);

    await card.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
    await expect(toast(page, 'Removed from wishlist')).toBeVisible();
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  });

  test('reviews: signed out, the button asks to log in; signed in, a review with a photo is listed', async ({
    page,
    login,
  }) => {
    const product = await productInStock(page.request);
    await open(page, `/product/${product.slug}`);
    // Before its lazy chunk hydrates, the link just goes to the login page (as without JavaScript): wait for React.
    const write = page.getByRole('link', { name: 'Write a review' });
    await expect
      .poll(() => write.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))))
      .toBe(true);
    await write.click();
    await expect(toast(page, 'Please login to write a review.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/product/${product.slug}`)}$`));

    await login('Aditya Kulkarni');
    await open(page, `/product/${product.slug}`);
    // The reviews section hydrates from a lazy chunk: click until the form opens.
    await expect(async () => {
      await page.getByRole('button', { name: 'Write a review' }).click();
      await expect(page.getByRole('button', { name: 'Submit review' })).toBeVisible({ timeout: 500 });
    }).toPass();
    await page.getByTitle('4 stars').click();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(page.getByText('4 out of 5')).toBeVisible();
    const text = `Lovely colour and the fit is spot on (${Date.now()})`;
    await page.getByLabel('Your review').fill(text);
    const png = await sharp({ create: { width: 600, height: 750, channels: 3, background: '#b4234a' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type=file][name=image]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(toast(page, 'Thank you for your review!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);

    const review = page.locator('#reviews li').filter({ hasText: text });
    await expect(review).toBeVisible();
    await expect(review).toContainText('Aditya Kulkarni');
    await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    const photo = review.getByRole('img', { name: "Photo from Aditya Kulkarni's review" });
    await expect(photo).toHaveAttribute('src', /^\/uploads\/reviews\/[0-9a-f]{24}-360\.webp$/);
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The form opens again with 5 stars.
    await page.getByRole('button', { name: 'Write a review' }).click();
    await expect(page.getByText('5 out of 5')).toBeVisible();
  });

  test('forgot password: the mailed link sets a new password once', async ({ page, request, newAccount }) => {
    const a = newAccount('Vikram Singh');
    await register(request, a);
    await open(page, '/forgot-password');
    await page.getByLabel('Email').fill(a.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for this email/)).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        for (const raw of await outboxMails()) {
          const mail = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          const m = mail.includes(`To: ${a.email}`) && /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/.exec(mail);
          if (m) link = m[0];
        }
        return link;
      })
      .not.toBe('');
    const url = new URL(link);
    await open(page, url.pathname + url.search);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('brandnew1');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('brandnew1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login\?reset=done$/);
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await page.getByLabel('Email').fill(a.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('brandnew1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    // The link works once.
    await open(page, url.pathname + url.search);
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  });
});

test.describe('accounts without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('login by plain form post sets the session cookie and follows ?redirect=', async ({
    page,
    request,
    newAccount,
  }) => {
    const a = newAccount('Rohan Mehta');
    await register(request, a);
    await page.goto('/login?redirect=%2Fprofile%2Fwishlist');
    // The browser's own checks apply first (required, type=email); the server's messages come back in the page.
    await page.getByLabel('Email').fill('rohan@example');
    await page.getByRole('textbox', { name: 'Password' }).fill('x');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await page.getByLabel('Email').fill(a.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(a.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/profile\/wishlist$/);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'bb_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
  });
});

test('a page action posted from another site is refused', async ({ request, newAccount }) => {
  const a = newAccount('Priya Iyer');
  await register(request, a);
  const forged = await request.post('/logout', { headers: { origin: 'https://evil.example' }, form: {} });
  expect(forged.status()).toBe(403);
  const me = await request.get('/api/customer/profile');
  expect(me.status()).toBe(200);
});
