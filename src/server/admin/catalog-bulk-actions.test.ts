/**
 * POST /api/admin/products/bulk (issue 11): activate, deactivate, set_category, adjust_stock on up to 500 products;
 * validation with a message per field, one transaction, an audit entry per product changed, restock notices.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { signUp } from '../../../tests/support/customers.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { paise } from '../../shop/money.ts';
import { auditLog } from '../audit/tables.ts';
import { categories, products, productVariants, stockAlerts } from '../catalog/tables.ts';

let t: TestDatabase;
let a: TestApp;
let staff: TestAdmin;
let fx: Fixture;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000', STOCK_ALERT_RATE_LIMIT_PER_HOUR: '1000' });
  staff = await createAdmin(a.app, a.services, 'staff');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const bulk = (payload: unknown, headers: Record<string, string> = staff.auth) =>
  a.app.inject({ method: 'POST', url: '/api/admin/products/bulk', headers, payload: payload as object });
const id = (name: string) => fx.productIds[name]!;
const KURTA = 'Indigo Block-Print Cotton Kurta';
const JEANS = 'High-Rise Straight Fit Jeans';
const SHIRT = 'Linen Mandarin Collar Shirt';

const stockOf = async (productId: string) =>
  Object.fromEntries(
    (
      await t.db
        .select({ size: productVariants.size, stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
        .orderBy(asc(productVariants.sortOrder))
    ).map((v) => [v.size, v.stock]),
  );
const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('bulk actions', () => {
  it('deactivates and activates, counting only the products that change, audited', async () => {
    const ids = [id(KURTA), id(JEANS)];
    let res = await bulk({ ids, action: 'deactivate' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const rows = await t.db.select().from(products).where(inArray(products.id, ids));
    expect(rows.every((p) => !p.isActive)).toBe(true);
    // Off the store at once.
    expect((await a.app.inject({ method: 'GET', url: `/api/products/slug/${fx.slugs[KURTA]}` })).statusCode).toBe(404);
    res = await bulk({ ids, action: 'deactivate' });
    expect(res.json()).toEqual({ updated: 0 });
    const entries = await auditOf('product.deactivate');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: staff.id,
      entity: 'product',
      changes: { isActive: { before: true, after: false } },
    });

    res = await bulk({ ids: [...ids, id(SHIRT)], action: 'activate' });
    expect(res.json()).toEqual({ updated: 2 });
    expect((await auditOf('product.activate')).map((e) => e.entityId).sort()).toEqual([...ids].sort());
    expect((await a.app.inject({ method: 'GET', url: `/api/products/slug/${fx.slugs[KURTA]}` })).statusCode).toBe(200);
  });

  it('sets the category', async () => {
    const [shirts] = await t.db.select().from(categories).where(eq(categories.slug, 'shirts'));
    const res = await bulk({ ids: [id(JEANS), id(SHIRT)], action: 'set_category', categoryId: shirts!.id });
    expect(res.json()).toEqual({ updated: 1 }); // the shirt is in shirts already
    const [jeans] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, id(JEANS)));
    expect(jeans!.categoryId).toBe(shirts!.id);
    const [entry] = await auditOf('product.set_category');
    expect(entry!.entityId).toBe(id(JEANS));
    expect(entry!.changes).toEqual({ categoryId: { before: expect.any(String), after: shirts!.id } });
  });

  it('adjusts the stock of every size, never below 0, and announces sizes back in stock', async () => {
    await a.services.stockAlerts.subscribe({ productId: id(KURTA), size: 'M', email: 'bulk-wait@example.com' }, null, {
      ip: '10.0.0.2',
    });
    expect(await stockOf(id(KURTA))).toEqual({ S: 4, M: 0, L: 2 });
    let res = await bulk({ ids: [id(KURTA), id(SHIRT)], action: 'adjust_stock', stockDelta: 3 });
    expect(res.json()).toEqual({ updated: 2 });
    expect(await stockOf(id(KURTA))).toEqual({ S: 7, M: 3, L: 5 });
    expect(await stockOf(id(SHIRT))).toEqual({ S: 3, M: 3 });
    await a.jobsDone();
    const [alert] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'bulk-wait@example.com'));
    expect(alert!.notifiedAt).toBeInstanceOf(Date);

    res = await bulk({ ids: [id(KURTA)], action: 'adjust_stock', stockDelta: -4 });
    expect(res.json()).toEqual({ updated: 1 });
    expect(await stockOf(id(KURTA))).toEqual({ S: 3, M: 0, L: 1 });
    const entries = await auditOf('product.adjust_stock');
    expect(entries).toHaveLength(3);
    const last = entries.find((e) => (e.changes as { stockDelta?: { after: number } }).stockDelta?.after === -4)!;
    expect(last.changes).toMatchObject({ stock: { before: { S: 7, M: 3, L: 5 }, after: { S: 3, M: 0, L: 1 } } });

    // Already at 0 everywhere: nothing changes.
    await bulk({ ids: [id(KURTA)], action: 'adjust_stock', stockDelta: -100 });
    res = await bulk({ ids: [id(KURTA)], action: 'adjust_stock', stockDelta: -1 });
    expect(res.json()).toEqual({ updated: 0 });
    expect(await stockOf(id(KURTA))).toEqual({ S: 0, M: 0, L: 0 });
  });

  it('validates the input with a message per field', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ ids: [], action: 'activate' }, 'ids', 'Choose at least one product'],
      [
        { ids: Array.from({ length: 501 }, () => crypto.randomUUID()), action: 'activate' },
        'ids',
        'Choose at most 500 products at a time',
      ],
      [{ ids: ['nope'], action: 'activate' }, 'ids.0', 'Unknown product'],
      [{ ids: [id(KURTA)], action: 'delete' }, 'action', 'Choose an action'],
      [{ ids: [id(KURTA)], action: 'set_category' }, 'categoryId', 'Choose a category'],
      [
        { ids: [id(KURTA)], action: 'adjust_stock' },
        'stockDelta',
        'Enter a whole number of pieces to add (or, with a minus sign, to remove)',
      ],
      [
        { ids: [id(KURTA)], action: 'adjust_stock', stockDelta: 1.5 },
        'stockDelta',
        'Enter a whole number of pieces to add (or, with a minus sign, to remove)',
      ],
      [{ ids: [id(KURTA)], action: 'adjust_stock', stockDelta: 0 }, 'stockDelta', 'Enter a number other than 0'],
      [
        { ids: [id(KURTA)], action: 'adjust_stock', stockDelta: 100_001 },
        'stockDelta',
        'At most 1,00,000 pieces at a time',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().fields?.[field], field).toBe(message);
    }
    const unknownCategory = await bulk({ ids: [id(KURTA)], action: 'set_category', categoryId: crypto.randomUUID() });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().fields).toEqual({ categoryId: 'Unknown category' });
    const gone = await bulk({ ids: [id(KURTA), crypto.randomUUID()], action: 'deactivate' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('1 of the chosen products does not exist any more. Reload the list.');
    // Refused as a whole: the existing product did not change either.
    expect(
      (
        await t.db
          .select()
          .from(products)
          .where(eq(products.id, id(KURTA)))
      )[0]!.isActive,
    ).toBe(true);
  });

  it('takes 500 products at once, in one statement per action', async () => {
    const [kurtas] = await t.db.select().from(categories).where(eq(categories.slug, 'kurtas'));
    const made = await t.db
      .insert(products)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          name: `Many ${i}`,
          slug: `many-${i}`,
          brand: 'Bulk',
          mrpPaise: paise(100000),
          salePaise: paise(90000),
          gender: 'women' as const,
          categoryId: kurtas!.id,
        })),
      )
      .returning({ id: products.id });
    await t.db
      .insert(productVariants)
      .values(made.map((p, i) => ({ productId: p.id, size: 'M', sku: `MANY-${i}`, stock: 1 })));
    const ids = made.map((p) => p.id);
    const started = performance.now();
    const res = await bulk({ ids, action: 'adjust_stock', stockDelta: 2 });
    const ms = Math.round(performance.now() - started);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 500 });
    expect(await stockOf(ids[499]!)).toEqual({ M: 3 });
    expect((await bulk({ ids, action: 'deactivate' })).json()).toEqual({ updated: 500 });
    console.log(`bulk adjust_stock on 500 products: ${ms} ms`);
    expect(ms).toBeLessThan(10_000);
  });

  it('is for staff and the owner only', async () => {
    const owner = await createAdmin(a.app, a.services, 'owner');
    expect((await bulk({ ids: [id(SHIRT)], action: 'deactivate' }, owner.auth)).json()).toEqual({ updated: 1 });
    const customer = await signUp(a.app);
    expect((await bulk({ ids: [id(SHIRT)], action: 'activate' }, customer.auth)).statusCode).toBe(403);
    expect((await bulk({ ids: [id(SHIRT)], action: 'activate' }, {})).statusCode).toBe(401);
  });
});
