/** Helpers for account tests: a customer signed up through the API, auth headers, a product to wishlist or review. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client.ts';
import { categories, products, productVariants } from '../../src/server/catalog/tables.ts';
import { rupeesToPaise } from '../../src/shop/money.ts';

/** What a browser on the store sends with a write. */
export const SAME_ORIGIN = 'http://localhost';

export type Customer = { id: string; name: string; email: string; phone: string; password: string; token: string };

let counter = 0;

/** Signs up a new customer with unique details (override any field). */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {},
): Promise<Customer> {
  counter += 1;
  const details = {
    name: `Customer ${counter}`,
    email: `customer${counter}.${Date.now().toString(36)}@example.com`,
    phone: `98765${String(43210 + counter).slice(-5)}`,
    password: 'secret123',
    ...overrides,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...details, confirmPassword: details.password },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { id: body.user._id, ...details, email: body.user.email, token: body.authToken };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A browser's headers: the session cookie and this site's Origin. */
export const cookieAuth = (token: string, origin = SAME_ORIGIN) => ({ cookie: `bb_session=${token}`, origin });

let productCounter = 0;

/** A product on sale, with stock in M (or none). */
export async function insertProduct(
  db: Db,
  opts: Partial<{ name: string; mrp: number; sale: number; stock: number; isActive: boolean }> = {},
): Promise<{ id: string; slug: string; name: string }> {
  productCounter += 1;
  let [category] = await db.select().from(categories).limit(1);
  if (!category) {
    [category] = await db.insert(categories).values({ name: 'Kurtas', slug: 'kurtas', gender: 'women' }).returning();
  }
  const name = opts.name ?? `Test Kurta ${productCounter}`;
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${productCounter}-${Date.now().toString(36)}`;
  const [p] = await db
    .insert(products)
    .values({
      name,
      slug,
      brand: 'Bindass',
      mrpPaise: rupeesToPaise(opts.mrp ?? 1999),
      salePaise: rupeesToPaise(opts.sale ?? 1499),
      gender: 'women',
      categoryId: category!.id,
      images: ['products/test-kurta-abc123'],
      isActive: opts.isActive ?? true,
    })
    .returning();
  await db.insert(productVariants).values({ productId: p!.id, size: 'M', stock: opts.stock ?? 5, sku: `SKU-${slug}` });
  return { id: p!.id, slug, name };
}
