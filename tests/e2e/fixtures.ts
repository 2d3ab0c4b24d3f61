/**
 * What the end-to-end specs share: Playwright fixtures (`newAccount`, `login`, `cartWith`) and small helpers
 * (`open`, `toast`, `rupees`, `pickVariant` ...). Specs import `test` and `expect` from here.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { lineLimit } from '../../src/shop/orders.ts';

export { expect };

export type Account = { name: string; email: string; phone: string; password: string };

export type Product = {
  _id: string;
  name: string;
  brand: string;
  slug: string;
  price: number;
  salePrice: number;
  images: string[];
  variants: Array<{ size: string; stock: number }>;
};
/** One product in one size, with the stock it had when picked. */
export type Pick = { product: Product; size: string; stock: number };

/**
 * Opens a page and waits until React has hydrated it (root.tsx marks <html data-hydrated>), and a listing's filter
 * panel too: it hydrates from its own chunk a little later (it marks itself data-ready).
 */
export async function open(page: Page, to: string) {
  const response = await page.goto(to);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  if ((await page.locator('[data-filter-panel]').count()) > 0) {
    await page.locator('[data-filter-panel][data-ready]').waitFor({ state: 'attached' });
  }
  return response;
}

/**
 * Chooses a size on a product page as a thumb does: a click on its visible chip (the label around the hidden radio).
 * Playwright waits until the chip stands still, so a smooth scroll to the size choice cannot take the click.
 */
export async function chooseSize(page: Page, size: string) {
  const radio = page.locator(`input[name="size"][value="${size}"]`);
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** A toast with this text (react-hot-toast renders each as role=status). */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Rupees as the pages show them: ₹1,499, or ₹1,499.50 with paise. */
export const rupees = (r: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    ...(Number.isInteger(r) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2 }),
  }).format(r);

/** The browser cart as stored (localStorage `cart`). */
export const cartOf = <T = { _id: string; size: string; quantity: number; slug: string; maxQuantity: number }>(
  page: Page,
) => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]')) as Promise<T[]>;

/** Creates an account through the API; with a page's request context the browser is then signed in too. */
export async function register(request: APIRequestContext, account: Account) {
  const res = await request.post('/api/auth/register', { data: { ...account, confirmPassword: account.password } });
  expect(res.status(), await res.text()).toBe(201);
}

/** A product with stock. */
export async function productInStock(request: APIRequestContext): Promise<{ slug: string; name: string; _id: string }> {
  const body = await (await request.get('/api/products?limit=40')).json();
  const p = (body.data.products as Array<{ slug: string; name: string; _id: string; stock: number }>).find(
    (x) => x.stock > 0,
  );
  if (!p) throw new Error('no product in stock');
  return p;
}

/** Sizes already taken by a test, so tests never share (and so never race for) one size's stock. */
const used = new Set<string>();

export async function pickVariant(
  request: APIRequestContext,
  wanted: (stock: number) => boolean,
  productWanted: (product: Product) => boolean = () => true,
): Promise<Pick> {
  const body = await (await request.get('/api/products?limit=60')).json();
  for (const product of (body.data.products as Product[]).filter(productWanted)) {
    for (const v of product.variants) {
      const key = `${product._id}:${v.size}`;
      if (!used.has(key) && wanted(v.stock)) {
        used.add(key);
        return { product, size: v.size, stock: v.stock };
      }
    }
  }
  throw new Error('no product size with the stock wanted');
}

/** A saved delivery address (the default one) for the signed-in customer of this request context. */
export async function saveAddress(
  request: APIRequestContext,
  address: { street: string; city: string; state: string; pincode: string } = {
    street: '12, MG Road, Near Trinity Metro',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  },
) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await request.post('/api/customer/addresses', {
    headers: { origin },
    data: { type: 'home', ...address, country: 'India', isDefault: true },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** The mails the store wrote to its outbox (no SMTP in the end-to-end server). */
export async function outboxMails(): Promise<string[]> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  return Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
}

let seq = 0;

type Fixtures = {
  /** A new customer's details (not signed up yet), with an email no other test uses. */
  newAccount: (name?: string, opts?: { phone?: string }) => Account;
  /** Signs a new customer up through the API with the page's request context: the browser is signed in. */
  login: (account?: Account | string) => Promise<Account>;
  /** Puts lines in the browser cart as the product page does (localStorage `cart`; the page must be open). */
  cartWith: (picks: Array<Pick & { quantity?: number }>) => Promise<void>;
};

// `use` here is Playwright's fixture callback, not React's hook.
/* eslint-disable react-hooks/rules-of-hooks */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  newAccount: async ({}, use) => {
    await use((name = 'Kavya Menon', opts = {}) => {
      seq += 1;
      return {
        name,
        email: `e2e.${Date.now().toString(36)}.${seq}@example.com`,
        phone: opts.phone ?? '8129045567',
        password: 'secret123',
      };
    });
  },
  login: async ({ page, newAccount }, use) => {
    await use(async (who) => {
      const account = typeof who === 'object' ? who : newAccount(who);
      await register(page.request, account);
      return account;
    });
  },
  cartWith: async ({ page }, use) => {
    await use(async (picks) => {
      const lines = picks.map(({ product: p, size, stock, quantity }) => ({
        _id: p._id,
        name: p.name,
        brand: p.brand,
        image: p.images[0] ?? '',
        price: p.price,
        salePrice: p.salePrice,
        quantity: quantity ?? 1,
        size,
        maxQuantity: lineLimit(stock),
        stock,
        slug: p.slug,
      }));
      await page.evaluate((l) => localStorage.setItem('cart', JSON.stringify(l)), lines);
    });
  },
});
/* eslint-enable react-hooks/rules-of-hooks */
