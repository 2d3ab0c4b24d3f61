/**
 * Scaling past one process: two store processes against one PostgreSQL. Concurrent buyers spread over both can
 * never buy more than the stock, and a session made on one process works on the other (the app keeps no state).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../src/server/catalog/tables.ts';
import { taxDocuments } from '../../src/server/invoices/tables.ts';
import { storeSettings } from '../../src/server/settings/tables.ts';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { insertCatalogFixture, type Fixture } from '../support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../support/db.ts';
import { testGstin } from '../support/gst.ts';
import { placeCodOrder, signUpOverHttp } from '../support/http-shopper.ts';
import { ROOT, spawnStore, type StoreProcess } from '../support/server-process.ts';

let t: TestDatabase;
let fx: Fixture;
const stores: StoreProcess[] = [];

beforeAll(async () => {
  await buildIfStale(ROOT);
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  // A registered store: every order placed below gets a tax invoice from the one shared counter.
  await t.db.insert(storeSettings).values({
    storeName: 'Bindass',
    supportEmail: 'care@example.com',
    supportPhone: '+91 98765 43210',
    whatsappNumber: '919876543210',
    businessHours: '10 to 7',
    gstLegalName: 'Bindass Fashions Private Limited',
    gstAddress: 'Baner Road, Pune 411045',
    gstState: 'Maharashtra',
    gstin: testGstin('Maharashtra'),
  });
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

const signUp = (base: string, i: number) =>
  signUpOverHttp(base, { name: `Buyer ${i}`, email: `two-proc-${i}@example.com` });

describe('two app processes, one database', () => {
  it('a session made on one process is valid on the other', async () => {
    const token = await signUp(stores[0]!.baseUrl, 100);
    const res = await fetch(`${stores[1]!.baseUrl}/api/orders/my-orders`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });

  it('concurrent orders through both processes never sell more than the stock, and their invoices are numbered 1..n', async () => {
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
        const res = await placeCodOrder(stores[i % 2]!.baseUrl, tokens[i % tokens.length]!, {
          product: productId,
          size: 'L',
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(results.filter((s) => s === 201)).toHaveLength(7);
    expect(results.filter((s) => s === 409)).toHaveLength(13);
    const [after] = await t.db.select().from(productVariants).where(eq(productVariants.id, variant!.id));
    expect(after!.stock).toBe(0);
    // The 13 refused orders rolled back before taking a number: 7 invoices, consecutive, from both processes.
    const invoices = await t.db
      .select({ sequence: taxDocuments.sequence, series: taxDocuments.series })
      .from(taxDocuments);
    expect(invoices.every((d) => d.series === 'BB')).toBe(true);
    expect(invoices.map((d) => d.sequence).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('sixty orders at once through both processes take sixty invoice numbers: no gap, no duplicate', async () => {
    const productId = fx.productIds['Linen Mandarin Collar Shirt']!;
    await t.db.update(productVariants).set({ stock: 100 }).where(eq(productVariants.productId, productId));
    // The invoice series' numbers (credit notes have a series of their own), in order.
    const numbers = async () =>
      (
        await t.db
          .select({ sequence: taxDocuments.sequence })
          .from(taxDocuments)
          .where(and(eq(taxDocuments.kind, 'invoice'), eq(taxDocuments.series, 'BB')))
      )
        .map((d) => d.sequence)
        .sort((x, y) => x - y);
    const before = await numbers();
    // Thirty buyers (cash on delivery allows two open orders each), each ordering twice, spread over both processes.
    const tokens = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signUpOverHttp(stores[i % 2]!.baseUrl, { name: `Many ${i}`, email: `two-proc-many-${i}@example.com` }),
      ),
    );
    const sizes = (await t.db.select().from(productVariants).where(eq(productVariants.productId, productId))).map(
      (v) => v.size,
    );
    const results = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const res = await placeCodOrder(stores[i % 2]!.baseUrl, tokens[i % 30]!, {
          product: productId,
          size: sizes[i % sizes.length]!,
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    expect(results.filter((st) => st === 201)).toHaveLength(60);
    // Sixty new numbers, each following the last one before: none skipped, none taken twice.
    const last = before.at(-1) ?? 0;
    expect(await numbers()).toEqual([...before, ...Array.from({ length: 60 }, (_, i) => last + 1 + i)]);
  }, 120_000);
});
