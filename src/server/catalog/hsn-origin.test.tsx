/**
 * A product's HSN code and country of origin (issue 12): edited in the admin's editor (one schema: 4, 6 or 8 digits;
 * a country's name, India by default), refused when no GST rule covers the HSN, audited; the CSV columns `hsn` and
 * `country_of_origin` (export, import, round trip; files without them still import); the storefront API and the
 * product page show the country of origin and the seller from the store settings.
 */
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { loaderArgs } from '../../../tests/support/loader-args.ts';
import { COLUMN_NAMES } from '../../shop/admin/product-csv.ts';
import { HSN_MESSAGE, hsnNotCovered } from '../../shop/admin/product.ts';
import { ProductDetails } from '../../web/components/product/product-details.tsx';
import { loader as productLoader } from '../../web/routes/product.tsx';
import { categories, products } from './tables.ts';

let t: TestDatabase;
let a: TestApp;
let staff: TestAdmin;
let fx: Fixture;
let kurtas: string;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000' }, { worker: false });
  staff = await createAdmin(a.app, a.services, 'staff');
  kurtas = (await t.db.select().from(categories)).find((c) => c.slug === 'kurtas' && c.gender === 'women')!.id;
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  a.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });

let n = 0;
const newProduct = (over: Json = {}) => {
  n += 1;
  return {
    name: `Origin Kurta ${n}`,
    slug: `origin-kurta-${n}`,
    brand: 'Rangmanch',
    mrp: 1999,
    sale: 1499,
    categoryId: kurtas,
    gender: 'women',
    sizes: [{ size: 'M', sku: `ORG${n}-M`, stock: 4 }],
    ...over,
  };
};
const editorBody = (p: Json, over: Json) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = p;
  return { ...fields, sizes: p.sizes.map((s: Json) => ({ ...s, stockWas: s.stock })), ...over };
};

describe('the product editor', () => {
  it('defaults a new product to HSN 6211 and India; takes an HSN as people write it', async () => {
    const plain = await api('POST', '/api/admin/products', newProduct());
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().product).toMatchObject({ hsn: '6211', countryOfOrigin: 'India' });

    const given = await api(
      'POST',
      '/api/admin/products',
      newProduct({ hsn: ' 6204.42 ', countryOfOrigin: '  Sri   Lanka ' }),
    );
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().product).toMatchObject({ hsn: '620442', countryOfOrigin: 'Sri Lanka' });
  });

  it.each([
    [{ hsn: '62' }, { hsn: HSN_MESSAGE }],
    [{ hsn: '62044' }, { hsn: HSN_MESSAGE }],
    [{ hsn: '6204x' }, { hsn: HSN_MESSAGE }],
    [{ countryOfOrigin: ' ' }, { countryOfOrigin: 'Country of origin is required' }],
    [{ countryOfOrigin: '91' }, { countryOfOrigin: 'Country of origin must be the name of a country, like India' }],
  ])('refuses %j with its message', async (over, fields) => {
    const res = await api('POST', '/api/admin/products', newProduct(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(fields);
  });

  it('refuses an HSN no GST rule covers (a clear 400 on the field), creating or saving', async () => {
    const res = await api('POST', '/api/admin/products', newProduct({ hsn: '4901' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: 'gst_rule_missing', fields: { hsn: hsnNotCovered('4901') } });
    expect(
      await t.db
        .select()
        .from(products)
        .where(eq(products.slug, `origin-kurta-${n}`)),
    ).toEqual([]);

    const p = (await api('POST', '/api/admin/products', newProduct())).json().product;
    const save = await api('PUT', `/api/admin/products/${p.id}`, editorBody(p, { hsn: '49011010' }));
    expect(save.statusCode).toBe(400);
    expect(save.json().fields).toEqual({ hsn: hsnNotCovered('49011010') });
    expect((await a.services.productAdmin.get(p.id)).hsn).toBe('6211');
  });

  it('saves both with the other fields, audited like them', async () => {
    const p = (await api('POST', '/api/admin/products', newProduct())).json().product;
    const res = await api(
      'PUT',
      `/api/admin/products/${p.id}`,
      editorBody(p, { hsn: '6104', countryOfOrigin: 'Bangladesh' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ hsn: '6104', countryOfOrigin: 'Bangladesh', version: 2 });
    const [entry] = (await a.services.audit.list({ entity: 'product', entityId: p.id })).entries;
    expect(entry).toMatchObject({ action: 'product.update', actorEmail: staff.email });
    expect(entry!.changes).toEqual({
      hsn: { before: '6211', after: '6104' },
      countryOfOrigin: { before: 'India', after: 'Bangladesh' },
    });
  });
});

const KURTA = 'indigo-block-print-cotton-kurta';
const upload = (body: string | Buffer, dryRun: boolean) =>
  a.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { ...staff.auth, 'content-type': 'text/csv' },
    payload: body,
  });
const csv = (rows: Array<Record<string, string | number>>, columns: string[]) =>
  stringify(rows, { header: true, columns });
const stored = async (slug: string) =>
  (
    await t.db
      .select({ hsn: products.hsn, country: products.countryOfOrigin })
      .from(products)
      .where(eq(products.slug, slug))
  )[0];

describe('the catalogue CSV', () => {
  it('exports hsn and country_of_origin, and the export imports back unchanged', async () => {
    await t.db.update(products).set({ hsn: '6211', countryOfOrigin: 'Nepal' }).where(eq(products.slug, KURTA));
    const res = await a.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: staff.auth });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.split(',')).toEqual([...COLUMN_NAMES]);
    expect(COLUMN_NAMES).toEqual(expect.arrayContaining(['hsn', 'country_of_origin']));
    expect(lines.find((l) => l.includes(`${KURTA}-M,`))).toContain(',6211,Nepal,M,');
    const back = await upload(res.rawPayload, false);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().summary).toMatchObject({ productsUpdated: 0, productsCreated: 0 });
    expect(await stored(KURTA)).toEqual({ hsn: '6211', country: 'Nepal' });
  });

  it('sets them by SKU (audited), and gives new products the defaults when the columns are absent', async () => {
    const file = csv(
      [
        { sku: `${KURTA}-M`, hsn: '6204.42', country_of_origin: 'India' },
        {
          slug: 'old-file-dupatta',
          name: 'Old File Dupatta',
          brand: 'Rangmanch',
          gender: 'women',
          category: 'kurtas',
          mrp: 999,
          sale_price: 799,
          size: 'M',
          sku: 'OLD-DUP-M',
          stock: 3,
        },
      ],
      [
        'slug',
        'name',
        'brand',
        'gender',
        'category',
        'mrp',
        'sale_price',
        'size',
        'sku',
        'stock',
        'hsn',
        'country_of_origin',
      ],
    );
    const res = await upload(file, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toMatchObject({ productsUpdated: 1, productsCreated: 1 });
    expect(await stored(KURTA)).toEqual({ hsn: '620442', country: 'India' });
    expect(await stored('old-file-dupatta')).toEqual({ hsn: '6211', country: 'India' });
    const [entry] = (
      await a.services.audit.list({ entity: 'product', entityId: fx.productIds['Indigo Block-Print Cotton Kurta']! })
    ).entries;
    expect(entry!.changes).toMatchObject({
      hsn: { before: '6211', after: '620442' },
      countryOfOrigin: { before: 'Nepal', after: 'India' },
    });

    // A file from before the columns existed still imports, and leaves them as they are.
    const old = csv([{ sku: `${KURTA}-M`, stock: 9 }], ['sku', 'stock']);
    const again = await upload(old, false);
    expect(again.statusCode, again.body).toBe(200);
    expect(await stored(KURTA)).toEqual({ hsn: '620442', country: 'India' });
  });

  it('lists a bad or uncovered HSN and a bad country by row and column, and changes nothing', async () => {
    const file = csv(
      [
        { sku: `${KURTA}-M`, hsn: '62-04' },
        { sku: `${KURTA}-S`, country_of_origin: '1234' },
        { sku: 'washed-denim-trucker-jacket-M', hsn: '4901' },
      ],
      ['sku', 'hsn', 'country_of_origin'],
    );
    const dry = await upload(file, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().errors).toEqual([
      { row: 2, column: 'hsn', message: HSN_MESSAGE },
      { row: 3, column: 'country_of_origin', message: 'Country of origin must be the name of a country, like India' },
      { row: 4, column: 'hsn', message: hsnNotCovered('4901') },
    ]);
    expect((await upload(file, false)).statusCode).toBe(400);
    expect(await stored(KURTA)).toEqual({ hsn: '620442', country: 'India' });
  });
});

describe('the storefront', () => {
  it('the API and the product page show the country of origin and the seller from the settings', async () => {
    const p = (await api('POST', '/api/admin/products', newProduct({ countryOfOrigin: 'Bangladesh' }))).json().product;
    const res = await a.app.inject({ method: 'GET', url: `/api/products/slug/${p.slug}` });
    expect(res.json().data.data.countryOfOrigin).toBe('Bangladesh');

    const page = async () => {
      const data = await productLoader(loaderArgs(a, `/product/${p.slug}`, { slug: p.slug }));
      const html = renderToStaticMarkup(
        <ProductDetails description="" material="" specification="" origin={data.origin} />,
      );
      return { origin: data.origin, html };
    };
    // Before the owner gives the legal name and address: the store's name, no address made up.
    let shown = await page();
    expect(shown.origin).toEqual({ countryOfOrigin: 'Bangladesh', seller: { name: 'Bindass Bazaar', address: null } });
    expect(shown.html).toContain('<dt class="text-gray-600">Country of origin</dt><dd>Bangladesh</dd>');
    expect(shown.html).toContain('<dt class="text-gray-600">Sold by</dt><dd>Bindass Bazaar</dd>');

    const current = await a.services.settings.get();
    const owner = await createAdmin(a.app, a.services, 'owner');
    await a.services.settings.save(
      {
        ...current,
        gstLegalName: 'Bindass Fashions Private Limited',
        gstAddress: '4th Floor, Lotus Plaza\nPune 411045',
      },
      { id: owner.id, email: owner.email, role: 'owner' },
    );
    shown = await page();
    expect(shown.html).toContain(
      '<dt class="text-gray-600">Sold by</dt><dd>Bindass Fashions Private Limited, 4th Floor, Lotus Plaza, Pune 411045</dd>',
    );
  });
});
