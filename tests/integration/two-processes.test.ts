/**
 * Scaling past one process: two store processes against one PostgreSQL. Concurrent buyers spread over both can
 * never buy more than the stock, and a session made on one process works on the other (the app keeps no state).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/server/catalog/tables.ts';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { insertCatalogFixture, type Fixture } from '../support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../support/db.ts';
import { ROOT, spawnStore, type StoreProcess } from '../support/server-process.ts';

let t: TestDatabase;
let fx: Fixture;
const stores: StoreProcess[] = [];

beforeAll(async () => {
  await buildIfStale(ROOT);
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  for (let i = 0; i < 2; i++) {
    stores.push(await spawnStore({ DATABASE_URL: t.url, SEED_DEMO: 'false', AUTH_RATE_LIMIT_PER_MIN: '1000' }));
  }
}, 120_000);

afterAll(async () => {
  for (const s of stores) {
    s.child.kill('SIGTERM');
    await s.exited;
  }
  await t.drop();
});

async function signUp(base: string, i: number) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Buyer ${i}`,
      email: `two-proc-${i}@example.com`,
      phone: '9876543210',
      password: 'secret123',
      confirmPassword: 'secret123',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { authToken: string }).authToken;
}

describe('two app processes, one database', () => {
  it('a session made on one process is valid on the other', async () => {
    const token = await signUp(stores[0]!.baseUrl, 100);
    const res = await fetch(`${stores[1]!.baseUrl}/api/orders/my-orders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });

  it('concurrent orders through both processes never sell more than the stock', async () => {
    const productId = fx.productIds['Washed Denim Trucker Jacket']!;
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.sku, 'washed-denim-trucker-jacket-L'));
    await t.db.update(productVariants).set({ stock: 7 }).where(eq(productVariants.id, variant!.id));
    const tokens = await Promise.all([0, 1, 2, 3].map((i) => signUp(stores[i % 2]!.baseUrl, i)));
    const attempts = 7 + 13;
    const results = await Promise.all(
      Array.from({ length: attempts }, async (_, i) => {
        const res = await fetch(`${stores[i % 2]!.baseUrl}/api/orders/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
          body: JSON.stringify({
            items: [{ product: productId, size: 'L', quantity: 1, price: 1 }],
            shippingAddress: {
              street: '9 Residency Road',
              city: 'Bengaluru',
              state: 'Karnataka',
              pincode: '560025',
              country: 'India',
            },
            paymentMethod: 'cod',
            totalAmount: 1,
          }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(results.filter((s) => s === 201)).toHaveLength(7);
    expect(results.filter((s) => s === 409)).toHaveLength(13);
    const [after] = await t.db.select().from(productVariants).where(eq(productVariants.id, variant!.id));
    expect(after!.stock).toBe(0);
  });
});
