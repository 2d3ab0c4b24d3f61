/**
 * The catalogue CSV (issue 11, bulk): export (BOM, rupees, one row per size, formula-like text escaped), import dry
 * run (every row's errors, nothing changed), apply (creates and updates by SKU, all or nothing, restock notices,
 * audit), 5,000 rows in seconds, the export -> import round trip, and refused files.
 */
import { stringify } from 'csv-stringify/sync';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { COLUMN_NAMES, escapeCell, unescapeCell } from '../../shop/admin/product-csv.ts';
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

const KURTA = 'indigo-block-print-cotton-kurta';
const csv = (rows: Array<Record<string, string | number>>, columns: string[] = [...COLUMN_NAMES]) =>
  stringify(rows, { header: true, columns });

const upload = (body: string | Buffer, dryRun?: boolean, headers: Record<string, string> = {}) =>
  a.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`,
    headers: { ...staff.auth, 'content-type': 'text/csv', ...headers },
    payload: body,
  });

const exportCsv = async () => {
  const res = await a.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: staff.auth });
  expect(res.statusCode).toBe(200);
  return res;
};

/** Every product and size as stored (what an import must not change when it should not). */
async function snapshot() {
  const p = await t.db
    .select({
      slug: products.slug,
      name: products.name,
      brand: products.brand,
      mrp: products.mrpPaise,
      sale: products.salePaise,
      categoryId: products.categoryId,
      description: products.description,
      active: products.isActive,
      featured: products.featured,
      video: products.video,
    })
    .from(products)
    .orderBy(asc(products.slug));
  const v = await t.db
    .select({
      productId: productVariants.productId,
      size: productVariants.size,
      sku: productVariants.sku,
      stock: productVariants.stock,
      order: productVariants.sortOrder,
    })
    .from(productVariants)
    .orderBy(asc(productVariants.sku));
  return { p, v };
}

const stockOf = async (sku: string) =>
  (await t.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.sku, sku)))[0]
    ?.stock;

describe('export', () => {
  it('answers one row per size with the product fields, in rupees, UTF-8 with a BOM', async () => {
    const res = await exportCsv();
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(COLUMN_NAMES.join(','));
    const sizes = await t.db.select().from(productVariants);
    expect(lines.length - 1).toBe(sizes.length);
    const kurtaM = lines.find((l) => l.includes(`${KURTA}-M,`))!;
    expect(kurtaM.startsWith(`${KURTA},Indigo Block-Print Cotton Kurta,Rangmanch,women,kurtas,1999,1299,`)).toBe(true);
    expect(kurtaM.endsWith(`,M,${KURTA}-M,0`)).toBe(true);
  });

  it('escapes text a spreadsheet would run as a formula, and the import takes the escape off', async () => {
    expect(escapeCell('=1+2')).toBe("'=1+2");
    expect(escapeCell('+91 98')).toBe("'+91 98");
    expect(escapeCell('-x')).toBe("'-x");
    expect(escapeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeCell('\tcmd')).toBe("'\tcmd");
    expect(escapeCell('Kurta = comfy')).toBe('Kurta = comfy');
    // A plain number (a credit note's negative amount in the GST exports) stays a number; anything more is text.
    expect(escapeCell('-1250.50')).toBe('-1250.50');
    expect(escapeCell('-1+2')).toBe("'-1+2");
    expect(unescapeCell("'=1+2")).toBe('=1+2');
    expect(unescapeCell("'plain")).toBe("'plain");

    const evil = '=HYPERLINK("http://evil.example","click")';
    await t.db.update(products).set({ name: evil, description: '@SUM(1)' }).where(eq(products.slug, KURTA));
    try {
      const res = await exportCsv();
      expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(res.body).toContain(`'@SUM(1)`);
      expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
      // Imported back unchanged: the apostrophe is the file's, not the product's.
      const back = await upload(res.rawPayload, false);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().summary).toMatchObject({ productsUpdated: 0, productsCreated: 0, stockChanged: 0 });
      const [row] = await t.db.select().from(products).where(eq(products.slug, KURTA));
      expect(row!.name).toBe(evil);
      expect(row!.description).toBe('@SUM(1)');
    } finally {
      await t.db
        .update(products)
        .set({ name: 'Indigo Block-Print Cotton Kurta', description: 'Hand block-printed kurta in breathable cotton.' })
        .where(eq(products.slug, KURTA));
    }
  });

  it('round-trips: the export imported again changes nothing', async () => {
    const before = await snapshot();
    const file = (await exportCsv()).rawPayload;
    const dry = await upload(file, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      dryRun: true,
      applied: false,
      errorCount: 0,
      summary: { productsCreated: 0, productsUpdated: 0, sizesCreated: 0, stockChanged: 0 },
    });
    expect(dry.json().summary.unchangedRows).toBe(before.v.length);
    const audits = (await t.db.select().from(auditLog)).length;
    const applied = await upload(file, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true, errorCount: 0 });
    expect(await snapshot()).toEqual(before);
    // Nothing changed, so nothing is recorded.
    expect(await t.db.select().from(auditLog)).toHaveLength(audits);
  });
});

describe('categories of another gender', () => {
  it("are written gender/slug and found again, even beside a same-named category of the product's gender", async () => {
    const [unisex] = await t.db
      .insert(categories)
      .values([
        { name: 'Accessories', slug: 'accessories', gender: 'unisex' },
        { name: 'Accessories', slug: 'accessories', gender: 'women' },
      ])
      .returning();
    await t.db.update(products).set({ categoryId: unisex!.id }).where(eq(products.slug, 'floral-tiered-maxi-dress'));
    const res = await exportCsv();
    expect(res.body).toContain(',women,unisex/accessories,');
    const before = await snapshot();
    const back = await upload(res.rawPayload, false);
    expect(back.json()).toMatchObject({ errorCount: 0, summary: { productsUpdated: 0 } });
    expect(await snapshot()).toEqual(before);
    // A plain slug is the product's gender's category.
    const moved = await upload(
      csv([{ slug: 'floral-tiered-maxi-dress', category: 'accessories' }], ['slug', 'category']),
      false,
    );
    expect(moved.json().summary.productsUpdated).toBe(1);
    const [dress] = await t.db.select().from(products).where(eq(products.slug, 'floral-tiered-maxi-dress'));
    expect(dress!.categoryId).not.toBe(unisex!.id);
  });
});

describe('import: dry run', () => {
  const bad: Array<Record<string, string | number>> = [
    // row 2: bad price
    { slug: KURTA, sku: `${KURTA}-S`, mrp: 'abc' },
    // row 3: sale above MRP on a new product
    {
      slug: 'new-one',
      name: 'New One',
      brand: 'B',
      gender: 'women',
      category: 'kurtas',
      mrp: 500,
      sale_price: 600,
      size: 'M',
      sku: 'NEW-ONE-M',
      stock: 1,
    },
    // row 4: unknown category
    {
      slug: 'new-two',
      name: 'New Two',
      brand: 'B',
      gender: 'men',
      category: 'sarees',
      mrp: 500,
      sale_price: 400,
      size: 'M',
      sku: 'NEW-TWO-M',
      stock: 1,
    },
    // row 5: duplicate SKU (of row 2)
    { slug: KURTA, sku: `${KURTA}-S`, stock: 3 },
    // row 6: negative stock
    { slug: KURTA, sku: `${KURTA}-L`, stock: -2 },
    // row 7: a new product without its name
    {
      slug: 'new-three',
      brand: 'B',
      gender: 'men',
      category: 'jeans',
      mrp: 900,
      sale_price: 900,
      size: '32',
      sku: 'NEW-THREE-32',
      stock: 0,
    },
    // row 8: a new SKU without a size
    { slug: KURTA, sku: 'KURTA-XXL' },
    // row 9: a SKU of another product
    { slug: 'mirror-work-straight-kurta', sku: `${KURTA}-M`, stock: 1 },
    // row 10: a size the product already has, under a new SKU
    { slug: KURTA, size: 'm', sku: 'OTHER-M', stock: 1 },
    // row 11: sale price above the current MRP of an existing product (a row for the product alone)
    { slug: KURTA, sale_price: 2500 },
    // row 12: a bad yes/no and a bad gender
    {
      slug: 'new-four',
      name: 'N',
      brand: 'B',
      gender: 'kids',
      category: 'kurtas',
      mrp: 1,
      sale_price: 1,
      featured: 'maybe',
      size: 'S',
      sku: 'N4-S',
    },
  ];
  const columns = [...COLUMN_NAMES];

  it("lists each row's errors with row, column and message, and changes nothing", async () => {
    const before = await snapshot();
    const audits = await t.db.select().from(auditLog);
    const res = await upload(csv(bad, columns));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.dryRun).toBe(true);
    expect(body.applied).toBe(false);
    const errs = body.errors as Array<{ row: number; column?: string; message: string }>;
    const at = (row: number, column: string) => errs.find((e) => e.row === row && e.column === column)?.message;
    expect(at(2, 'mrp')).toBe('MRP must be an amount in rupees, like 1999 or 1999.50');
    expect(at(3, 'sale_price')).toBe('Sale price (₹600) is more than the MRP (₹500).');
    expect(at(4, 'category')).toMatch(/^Unknown category "sarees" for men\. Categories: .*jeans/);
    expect(at(5, 'sku')).toBe(`Duplicate SKU: ${KURTA}-S is also on row 2.`);
    expect(at(6, 'stock')).toBe('Stock cannot be negative');
    expect(at(7, 'name')).toBe('Name is required for a new product (new-three).');
    expect(at(8, 'size')).toBe('SKU KURTA-XXL is new: give its size.');
    expect(at(9, 'slug')).toMatch(/belongs to the product indigo-block-print-cotton-kurta/);
    expect(at(10, 'size')).toMatch(/already has size M \(SKU indigo-block-print-cotton-kurta-M\)/);
    expect(at(11, 'sale_price')).toBe('Sale price (₹2,500) is more than the MRP (₹1,999).');
    expect(at(12, 'gender')).toBe('Gender must be men, women or unisex');
    expect(at(12, 'featured')).toBe('Use yes or no');
    expect(body.errorCount).toBe(errs.length);
    expect(errs.map((e) => e.row)).toEqual([...errs.map((e) => e.row)].sort((x, y) => x - y));
    expect(await snapshot()).toEqual(before);
    expect(await t.db.select().from(auditLog)).toHaveLength(audits.length);
  });

  it('refuses to apply a file with errors: 400, nothing changed (all or nothing)', async () => {
    const before = await snapshot();
    const file = csv(
      [
        { slug: KURTA, sku: `${KURTA}-S`, stock: 40 }, // good
        {
          slug: 'brand-new',
          name: 'Brand New',
          brand: 'B',
          gender: 'women',
          category: 'kurtas',
          mrp: 999,
          sale_price: 799,
          size: 'S',
          sku: 'BN-S',
          stock: 5,
        }, // good
        { slug: KURTA, sku: `${KURTA}-L`, stock: 'lots' }, // bad
      ],
      columns,
    );
    const res = await upload(file, false);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '1 problem in the file: nothing was changed. Check it (dry run), correct the rows and import again.',
    );
    expect(res.json().fields).toEqual({ 'row 4 stock': 'Stock must be a whole number, like 12' });
    expect(await snapshot()).toEqual(before);
  });

  it('checks rows of one product agree', async () => {
    const res = await upload(
      csv([
        { slug: KURTA, sku: `${KURTA}-S`, name: 'One name' },
        { slug: KURTA, sku: `${KURTA}-L`, name: 'Another name' },
      ]),
    );
    expect(res.json().errors).toEqual([
      {
        row: 3,
        column: 'name',
        message: `Name differs from row 2 of the same product (${KURTA}): the rows of one product must agree, or leave the cell empty.`,
      },
    ]);
  });
});

describe('import: apply', () => {
  it('creates products and sizes, updates fields and stock by SKU, announces restocks, audits', async () => {
    // Someone waits for the sold-out kurta in M.
    await a.services.stockAlerts.subscribe(
      { productId: fx.productIds['Indigo Block-Print Cotton Kurta']!, size: 'M', email: 'waiting@example.com' },
      null,
      { ip: '10.0.0.1' },
    );
    const file = csv(
      [
        // The kurta: M back in stock (0 -> 6), a new size XL, a new MRP.
        { slug: KURTA, mrp: '2,199.50', size: 'M', sku: `${KURTA}-M`, stock: 6 },
        { slug: KURTA, size: 'xl', sku: `${KURTA}-XL`, stock: 2 },
        // A new product with two sizes (Hindi text and ₹ survive).
        {
          slug: 'chanderi-anarkali',
          name: 'चंदेरी अनारकली Kurta',
          brand: 'Kaveri Studio',
          gender: 'women',
          category: 'kurtas',
          mrp: '₹3,499',
          sale_price: 2999,
          description: 'Soft chanderi, ₹ worth it.',
          featured: 'yes',
          size: 'S',
          sku: 'KAV-ANK-S',
          stock: 3,
        },
        { slug: 'chanderi-anarkali', size: 'M', sku: 'KAV-ANK-M', stock: 0 },
        // Stock alone, by SKU (no slug needed).
        { sku: 'high-rise-straight-fit-jeans-30', stock: 9 },
      ],
      [
        'slug',
        'name',
        'brand',
        'gender',
        'category',
        'mrp',
        'sale_price',
        'description',
        'featured',
        'size',
        'sku',
        'stock',
      ],
    );
    const dry = await upload(file, true);
    expect(dry.json()).toMatchObject({
      errorCount: 0,
      summary: { rows: 5, productsCreated: 1, productsUpdated: 2, sizesCreated: 3, stockChanged: 2, unchangedRows: 0 },
    });
    expect(await stockOf(`${KURTA}-M`)).toBe(0);

    const res = await upload(file, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applied: true, dryRun: false, summary: dry.json().summary });

    expect(await stockOf(`${KURTA}-M`)).toBe(6);
    expect(await stockOf(`${KURTA}-XL`)).toBe(2);
    expect(await stockOf('high-rise-straight-fit-jeans-30')).toBe(9);
    const [kurta] = await t.db.select().from(products).where(eq(products.slug, KURTA));
    expect(kurta!.mrpPaise).toBe(219950);
    expect(kurta!.salePaise).toBe(129900);
    const sizes = await t.db
      .select({ size: productVariants.size, order: productVariants.sortOrder })
      .from(productVariants)
      .where(eq(productVariants.productId, kurta!.id))
      .orderBy(asc(productVariants.sortOrder));
    expect(sizes.map((s) => s.size)).toEqual(['S', 'M', 'L', 'XL']);

    // The new product is on the store at once, with its sizes.
    const shown = await a.app.inject({ method: 'GET', url: '/api/products/slug/chanderi-anarkali' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.body).toContain('चंदेरी अनारकली Kurta');
    const [created] = await t.db.select().from(products).where(eq(products.slug, 'chanderi-anarkali'));
    expect(created).toMatchObject({
      mrpPaise: 349900,
      salePaise: 299900,
      featured: true,
      isActive: true,
      gender: 'women',
    });
    const [cat] = await t.db.select().from(categories).where(eq(categories.id, created!.categoryId));
    expect(cat!.slug).toBe('kurtas');

    // The subscriber of the restocked size is mailed.
    await a.jobsDone();
    const [alert] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.email, 'waiting@example.com'));
    expect(alert!.notifiedAt).toBeInstanceOf(Date);

    // Audit: the import with its counts, and each product.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['product.import', 'product.create', 'product.update']));
    const imp = entries
      .filter((e) => e.action === 'product.import')
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())
      .at(-1)!;
    expect(imp.actorId).toBe(staff.id);
    expect(imp.changes).toMatchObject({ productsCreated: { before: null, after: 1 }, stockChanged: { after: 2 } });
    expect(entries.find((e) => e.action === 'product.create')!.entityId).toBe(created!.id);
    const update = entries.find((e) => e.action === 'product.update' && e.entityId === kurta!.id)!;
    expect(update.changes).toMatchObject({
      mrpPaise: { before: 199900, after: 219950 },
      stock: { before: { M: 0 }, after: { M: 6, XL: 2 } },
    });
  });
});

describe('import: 5,000 rows', () => {
  it('creates 1,000 products with 5 sizes each, then changes all their stock, in seconds', async () => {
    const sizes = ['XS', 'S', 'M', 'L', 'XL'];
    const rows = (stock: (i: number) => number) =>
      Array.from({ length: 1000 }, (_, i) =>
        sizes.map((size, j) => ({
          slug: `bulk-kurta-${i}`,
          name: `Bulk Kurta ${i}`,
          brand: 'Rangmanch',
          gender: 'women',
          category: 'kurtas',
          mrp: 1999,
          sale_price: 1499,
          description: `Block-printed cotton kurta number ${i}.`,
          size,
          sku: `BULK-${i}-${size}`,
          stock: stock(i * 5 + j),
        })),
      ).flat();
    const first = csv(rows((n) => n % 7));
    const timed = async (file: string, dryRun: boolean) => {
      const started = performance.now();
      const res = await upload(file, dryRun);
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
      return { ms: Math.round(performance.now() - started), body: res.json() };
    };
    const dry = await timed(first, true);
    expect(dry.body.summary).toMatchObject({ rows: 5000, productsCreated: 1000, sizesCreated: 5000 });
    const created = await timed(first, false);
    expect(created.body.applied).toBe(true);
    const updated = await timed(csv(rows((n) => (n % 7) + 1)), false);
    expect(updated.body.summary).toMatchObject({ productsUpdated: 1000, stockChanged: 5000 });
    console.log(
      `5,000-row import: dry run ${dry.ms} ms, create ${created.ms} ms (1,000 products, 5,000 sizes), update stock ${updated.ms} ms`,
    );
    for (const r of [dry, created, updated]) expect(r.ms).toBeLessThan(20_000);
    expect(await stockOf('BULK-999-XL')).toBe(((999 * 5 + 4) % 7) + 1);
    const count = await t.db.select({ id: products.id }).from(products).where(eq(products.brand, 'Rangmanch'));
    expect(count.length).toBeGreaterThanOrEqual(1000);
  }, 120_000);
});

describe('import: refused files', () => {
  it('answers a 4xx with a clear message for files it cannot read', async () => {
    const cases: Array<[string | Buffer, Record<string, string>, number, RegExp]> = [
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), {}, 400, /not a CSV file/],
      [Buffer.from('slug,name\nabc,Caf\xe9\n', 'latin1'), {}, 400, /not UTF-8 text.*CSV UTF-8/],
      ['', {}, 400, /empty/],
      ['slug;name;sku\na;b;c\n', {}, 400, /semicolons/],
      ['slug,colour,sku\na,red,b\n', {}, 400, /Unknown column: colour/],
      ['name,brand\nA,B\n', {}, 400, /no "sku" column/],
      ['sku,stock\n', {}, 400, /no rows/],
      ['sku,stock\n"abc,1\n', {}, 400, /not valid CSV/],
      ['{"sku":"x"}', { 'content-type': 'application/json' }, 400, /Content-Type: text\/csv/],
    ];
    for (const [body, headers, status, message] of cases) {
      const res = await upload(body, true, headers);
      expect(res.statusCode, String(body).slice(0, 30)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });

  it('refuses a file over 10 MB with a clear message', async () => {
    const big = `sku,stock\n${'A-1,1\n'.repeat(1_800_000)}`;
    expect(big.length).toBeGreaterThan(10 * 1024 * 1024);
    const res = await upload(big, true);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 10 MB\. Split it/);
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { summary?: string }>>;
    expect(paths['/api/admin/products/import']?.post?.summary).toContain('Content-Type: text/csv');
    expect(paths['/api/admin/products/export.csv']?.get).toBeDefined();
    expect(paths['/api/admin/products/bulk']?.post).toBeDefined();
  });

  it('is for staff and the owner, not for customers or visitors', async () => {
    const owner = await createAdmin(a.app, a.services, 'owner');
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...owner.auth, 'content-type': 'text/csv' },
      payload: 'sku,stock\nnone-such,1\n',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      { row: 2, column: 'slug', message: 'SKU none-such is new: give the slug of its product.' },
    ]);
    // Browsers label .csv files variously (Windows: as Excel's); all are read as the file.
    for (const type of ['text/csv; charset=utf-8', 'application/vnd.ms-excel', 'text/plain']) {
      const typed = await upload('sku,stock\nnone-such,1\n', true, { 'content-type': type });
      expect(typed.statusCode, type).toBe(200);
      expect(typed.json().errorCount).toBe(1);
    }
    const visitor = await a.app.inject({ method: 'GET', url: '/api/admin/products/export.csv' });
    expect(visitor.statusCode).toBe(401);
  });
});
