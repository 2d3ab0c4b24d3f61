/**
 * The admin's products over HTTP on a real PostgreSQL: the list (search by name/brand/SKU, filters, sort, pages),
 * create and save with the size grid, validation messages, slug and SKU clashes, the version check (two concurrent
 * saves: one wins, the other is told), stock changed by an order while the editor was open, audit entries, photo
 * upload / reorder / remove, back-in-stock notices, and the storefront showing each change on the next request.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { signUp } from '../../../tests/support/customers.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { imageFile } from '../../shop/images.ts';
import { EDIT_CONFLICT_MESSAGE } from '../../shop/admin/product.ts';
import { SLUG_TAKEN } from '../catalog/admin-products.ts';
import { categories } from '../catalog/tables.ts';

let t: TestDatabase;
let a: TestApp;
let staff: TestAdmin;
let fixture: Fixture;
let kurtas: string;
let jeans: string;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '10000', STOCK_ALERT_RATE_LIMIT_PER_HOUR: '10000' });
  staff = await createAdmin(a.app, a.services, 'staff');
  fixture = await insertCatalogFixture(t.db);
  const cats = await t.db.select().from(categories);
  kurtas = cats.find((c) => c.slug === 'kurtas' && c.gender === 'women')!.id;
  jeans = cats.find((c) => c.slug === 'jeans')!.id;
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, who: TestAdmin = staff) =>
  a.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

let counter = 0;
function newProduct(over: Json = {}): Json {
  counter += 1;
  return {
    name: `Saffron Linen Kurta ${counter}`,
    slug: `saffron-linen-kurta-${counter}`,
    brand: 'Rangmanch',
    mrp: 2499,
    sale: 1899.5,
    description: 'Breathable linen, straight cut.',
    material: 'Linen',
    specification: 'Mandarin collar; 3/4 sleeves',
    categoryId: kurtas,
    gender: 'women',
    featured: false,
    isActive: true,
    video: '',
    sizes: [
      { size: 'S', sku: `SLK${counter}-S`, stock: 3 },
      { size: 'M', sku: `SLK${counter}-M`, stock: 0 },
      { size: 'L', sku: `SLK${counter}-L`, stock: 12 },
    ],
    images: [],
    ...over,
  };
}

async function create(over: Json = {}): Promise<Json> {
  const res = await api('POST', '/api/admin/products', newProduct(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product;
}

/** The editor's body for a product as loaded: every field, sizes with the stock it showed. */
function editorBody(p: Json, over: Json = {}): Json {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = p;
  return {
    ...fields,
    sizes: p.sizes.map((s: Json) => ({ id: s.id, size: s.size, sku: s.sku, stock: s.stock, stockWas: s.stock })),
    ...over,
  };
}

async function auditOf(id: string) {
  return (await a.services.audit.list({ entity: 'product', entityId: id })).entries;
}

async function photo(colour: string, width = 800, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function upload(files: Array<{ name: string; data: Buffer; type?: string }>) {
  const form = new FormData();
  for (const f of files)
    form.append('images', new Blob([new Uint8Array(f.data)], { type: f.type ?? 'image/jpeg' }), f.name);
  const response = new Response(form);
  return a.app.inject({
    method: 'POST',
    url: '/api/admin/products/images',
    headers: { ...staff.auth, 'content-type': response.headers.get('content-type')! },
    payload: Buffer.from(await response.arrayBuffer()),
  });
}

describe('creating a product', () => {
  it('creates it with its sizes (stock and SKU) in paise inside, rupees outside, and audits it', async () => {
    const res = await api('POST', '/api/admin/products', newProduct({ name: 'Indigo Mul Kurta', slug: 'indigo-mul' }));
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().product;
    expect(p).toMatchObject({ name: 'Indigo Mul Kurta', slug: 'indigo-mul', mrp: 2499, sale: 1899.5, version: 1 });
    expect(p.sizes.map((s: Json) => [s.size, s.sku, s.stock])).toEqual([
      ['S', `SLK${counter}-S`, 3],
      ['M', `SLK${counter}-M`, 0],
      ['L', `SLK${counter}-L`, 12],
    ]);
    const [entry] = await auditOf(p.id);
    expect(entry).toMatchObject({ action: 'product.create', actorEmail: staff.email });
    expect(entry!.changes.name).toEqual({ before: null, after: 'Indigo Mul Kurta' });
    expect(entry!.changes.sizes!.after).toHaveLength(3);

    const store = await a.app.inject({ method: 'GET', url: '/api/products/slug/indigo-mul' });
    expect(store.statusCode).toBe(200);
    expect(store.json().data.data).toMatchObject({ salePrice: 1899.5, price: 2499, stock: 15 });
  });

  it('answers each invalid field with its message (400, fields)', async () => {
    const res = await api(
      'POST',
      '/api/admin/products',
      newProduct({
        name: '',
        slug: 'Not A Slug',
        mrp: 1000,
        sale: 1200,
        categoryId: 'x',
        video: 'ftp://x',
        sizes: [
          { size: 'M', sku: 'DUP-1', stock: -1 },
          { size: 'm', sku: 'dup-1', stock: 1.5 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    const { fields, reason } = res.json();
    expect(reason).toBe('invalid_input');
    expect(fields).toMatchObject({
      name: 'Name is required',
      slug: 'Slug may use lower-case letters, digits and single hyphens only',
      categoryId: 'Choose a category',
      video: 'Video must be an https:// link',
      'sizes.0.stock': 'Stock cannot be negative',
      'sizes.1.stock': 'Stock must be a whole number',
    });
    const dupes = await api(
      'POST',
      '/api/admin/products',
      newProduct({
        sizes: [
          { size: 'M', sku: 'DUP-1', stock: 1 },
          { size: 'm', sku: 'dup-1', stock: 1 },
        ],
      }),
    );
    expect(dupes.json().fields).toMatchObject({
      'sizes.1.size': 'Size m is listed twice',
      'sizes.1.sku': 'SKU dup-1 is also used by size M',
    });
    const sale = await api('POST', '/api/admin/products', newProduct({ mrp: 1000, sale: 1200 }));
    expect(sale.statusCode).toBe(400);
    expect(sale.json().fields).toEqual({ sale: 'Sale price cannot be more than the MRP' });
    const unknownCategory = await api(
      'POST',
      '/api/admin/products',
      newProduct({ categoryId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownCategory.statusCode).toBe(409);
    expect(unknownCategory.json().fields).toEqual({ categoryId: 'Choose a category' });
  });

  it('refuses a slug or an SKU another product uses, with a clear message on the field and row', async () => {
    const first = await create();
    const slug = await api('POST', '/api/admin/products', newProduct({ slug: first.slug }));
    expect(slug.statusCode).toBe(409);
    expect(slug.json()).toMatchObject({ message: SLUG_TAKEN, fields: { slug: SLUG_TAKEN } });

    const body = newProduct();
    body.sizes[2].sku = first.sizes[0].sku.toLowerCase();
    const sku = await api('POST', '/api/admin/products', body);
    expect(sku.statusCode).toBe(409);
    expect(sku.json().fields).toEqual({
      'sizes.2.sku': `SKU ${first.sizes[0].sku} is already used by “${first.name}” (size S)`,
    });
    // Nothing was written.
    const list = await api('GET', `/api/admin/products?q=${encodeURIComponent(body.name)}`);
    expect(list.json().total).toBe(0);
  });
});

describe('saving a product', () => {
  it('saves every field and the size grid (rename, reorder, remove, add), bumps the version, audits the changes', async () => {
    const p = await create();
    const [s, m, l] = p.sizes;
    const body = editorBody(p, {
      name: `${p.name} (new)`,
      brand: 'Kaveri Studio',
      mrp: 2999,
      sale: 2999,
      categoryId: jeans,
      gender: 'men',
      featured: true,
      video: 'https://videos.example.com/kurta.mp4',
      sizes: [
        { id: l.id, size: 'L', sku: l.sku, stock: 12, stockWas: 12 },
        { id: s.id, size: 'XS', sku: m.sku, stock: 3, stockWas: 3 }, // S renamed XS and takes M's SKU (M removed)
        { size: 'XL', sku: `${l.sku}-XL`, stock: 7 },
      ],
    });
    const started = performance.now();
    const res = await api('PUT', `/api/admin/products/${p.id}`, body);
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(ms).toBeLessThan(1000);
    const saved = res.json().product;
    // What the save answers is what is stored.
    expect((await api('GET', `/api/admin/products/${p.id}`)).json().product).toEqual(saved);
    expect(saved).toMatchObject({ brand: 'Kaveri Studio', mrp: 2999, sale: 2999, gender: 'men', featured: true });
    expect(saved.version).toBe(2);
    expect(saved.sizes.map((x: Json) => [x.size, x.sku, x.stock])).toEqual([
      ['L', l.sku, 12],
      ['XS', m.sku, 3],
      ['XL', `${l.sku}-XL`, 7],
    ]);
    const [entry] = await auditOf(p.id);
    expect(entry!.action).toBe('product.update');
    expect(Object.keys(entry!.changes).sort()).toEqual(
      ['brand', 'categoryId', 'featured', 'gender', 'mrp', 'name', 'sale', 'sizes', 'video'].sort(),
    );
    expect(entry!.changes.sizes!.before).toEqual([
      { size: 'S', sku: s.sku, stock: 3 },
      { size: 'M', sku: m.sku, stock: 0 },
      { size: 'L', sku: l.sku, stock: 12 },
    ]);
  });

  it('saves a product with 10 sizes well under a second', async () => {
    const sizes = Array.from({ length: 10 }, (_, i) => ({ size: String(26 + i * 2), sku: `TEN-${i}`, stock: i }));
    const p = await create({ sizes });
    const timings: number[] = [];
    let current = p;
    for (let round = 1; round <= 5; round++) {
      const body = editorBody(current, {
        sizes: current.sizes.map((x: Json) => ({ ...x, stock: x.stock + 1, stockWas: x.stock })),
      });
      const started = performance.now();
      const res = await api('PUT', `/api/admin/products/${p.id}`, body);
      timings.push(performance.now() - started);
      expect(res.statusCode, res.body).toBe(200);
      current = res.json().product;
    }
    console.log(`save with 10 sizes: ${timings.map((x) => x.toFixed(1)).join(', ')} ms`);
    expect(Math.max(...timings)).toBeLessThan(500);
    expect(current.sizes.map((x: Json) => x.stock)).toEqual(sizes.map((x) => x.stock + 5));
    expect((await api('GET', `/api/admin/products/${p.id}`)).json().product).toEqual(current);
  });

  it('of two concurrent saves from the same version exactly one wins; the other gets edit_conflict', async () => {
    const p = await create();
    const [one, two] = await Promise.all([
      api('PUT', `/api/admin/products/${p.id}`, editorBody(p, { brand: 'First Brand' })),
      api('PUT', `/api/admin/products/${p.id}`, editorBody(p, { name: 'Second Name' })),
    ]);
    const codes = [one.statusCode, two.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const lost = one.statusCode === 409 ? one : two;
    expect(lost.json()).toMatchObject({ reason: 'edit_conflict', message: EDIT_CONFLICT_MESSAGE });
    const now = (await api('GET', `/api/admin/products/${p.id}`)).json().product;
    expect(now.version).toBe(2);
    // The winner's change is there, the loser's is not (and the loser was told).
    if (one.statusCode === 200) expect([now.brand, now.name]).toEqual(['First Brand', p.name]);
    else expect([now.brand, now.name]).toEqual([p.brand, 'Second Name']);
    expect((await auditOf(p.id)).filter((e) => e.action === 'product.update')).toHaveLength(1);
    // Saving again from the new version works.
    const again = await api('PUT', `/api/admin/products/${p.id}`, editorBody(now, { material: 'Cotton' }));
    expect(again.statusCode).toBe(200);
  });

  it('keeps stock an order took while the editor was open; a changed stock over it is a conflict', async () => {
    const p = await create();
    const customer = await signUp(a.app);
    const order = await a.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: customer.auth,
      payload: {
        items: [{ product: p.id, size: 'L', quantity: 2, price: 1 }],
        shippingAddress: {
          street: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
          country: 'India',
        },
        paymentMethod: 'cod',
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    // The editor still shows L: 12; the admin changes only the name.
    const saved = await api('PUT', `/api/admin/products/${p.id}`, editorBody(p, { name: `${p.name} v2` }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().product.sizes.find((x: Json) => x.size === 'L').stock).toBe(10);
    // From that old view, setting L to 20 would overwrite the sale: refused on that row.
    const next = saved.json().product;
    const stale = editorBody(next, {
      sizes: next.sizes.map((x: Json) =>
        x.size === 'L' ? { ...x, stock: 20, stockWas: 12 } : { ...x, stockWas: x.stock },
      ),
    });
    const res = await api('PUT', `/api/admin/products/${p.id}`, stale);
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('edit_conflict');
    expect(res.json().fields['sizes.2.stock']).toMatch(/Stock of size L changed to 10/);
  });

  it('PATCH deactivates from the list (audited as product.deactivate); a stale version is refused', async () => {
    const p = await create();
    const res = await api('PATCH', `/api/admin/products/${p.id}`, { version: 1, isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({ isActive: false, version: 2, description: p.description });
    expect(res.json().product.sizes).toEqual(p.sizes); // fields not named are left as they were
    expect((await auditOf(p.id))[0]).toMatchObject({
      action: 'product.deactivate',
      changes: { isActive: { before: true, after: false } },
    });
    const stale = await api('PATCH', `/api/admin/products/${p.id}`, { version: 1, isActive: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().reason).toBe('edit_conflict');
    const above = await api('PATCH', `/api/admin/products/${p.id}`, { version: 2, sale: 5000 });
    expect(above.statusCode).toBe(400);
    expect(above.json().fields).toEqual({ sale: 'Sale price cannot be more than the MRP' });
    expect((await api('PATCH', `/api/admin/products/${p.id}`, { version: 2 })).json().message).toBe(
      'Nothing to change',
    );
    expect((await api('GET', '/api/admin/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('a size going from 0 to more mails those waiting for it (back in stock)', async () => {
    const p = await create();
    const sub = await a.app.inject({
      method: 'POST',
      url: '/api/stock-alerts',
      payload: { productId: p.id, size: 'M', email: 'waiting@example.com' },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    const body = editorBody(p);
    body.sizes[1].stock = 4; // M: 0 -> 4
    expect((await api('PUT', `/api/admin/products/${p.id}`, body)).statusCode).toBe(200);
    await a.jobsDone();
    const dir = path.join(a.dataDir, 'outbox');
    const files = (await fs.readdir(dir)).filter((f) => f.includes('back-in-stock'));
    const mails = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
    expect(mails.filter((m) => m.includes('To: waiting@example.com') && m.includes(p.name.slice(0, 20)))).toHaveLength(
      1,
    );
  });
});

describe('images', () => {
  it('uploads several photos re-encoded in every width, saves them in order, reorders and removes', async () => {
    const res = await upload([
      { name: 'front.jpg', data: await photo('#aa3355') },
      {
        name: 'back.png',
        data: await sharp(await photo('#3355aa'))
          .png()
          .toBuffer(),
        type: 'image/png',
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const images = res.json().images as Array<{ key: string; url: string }>;
    expect(images).toHaveLength(2);
    for (const { key, url } of images) {
      expect(key).toMatch(/^products\/[0-9a-f]{24}$/);
      expect(url).toBe(`/uploads/${key}-360.webp`);
      for (const w of [360, 720, 1080] as const) {
        const meta = await sharp(await fs.readFile(path.join(a.dataDir, 'uploads', imageFile(key, w)))).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(Math.min(w, 800));
      }
    }
    const keys = images.map((i) => i.key);
    const p = await create({ images: keys });
    expect(p.images).toEqual(keys);
    const reordered = await api('PUT', `/api/admin/products/${p.id}`, editorBody(p, { images: [keys[1], keys[0]] }));
    expect(reordered.json().product.images).toEqual([keys[1], keys[0]]);
    const removed = await api(
      'PUT',
      `/api/admin/products/${p.id}`,
      editorBody(reordered.json().product, { images: [keys[0]] }),
    );
    expect(removed.json().product.images).toEqual([keys[0]]);
    const store = await a.app.inject({ method: 'GET', url: `/api/products/slug/${p.slug}` });
    expect(store.json().data.data.imageKeys).toEqual([keys[0]]);
    const entry = (await auditOf(p.id))[0]!;
    expect(entry.changes.images).toEqual({ before: [keys[1], keys[0]], after: [keys[0]] });
  });

  it('refuses what is not an image, too large, too many, or never uploaded', async () => {
    const fake = await upload([{ name: 'x.jpg', data: Buffer.from('not an image at all') }]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toMatch(/x\.jpg: Please choose an image file/);
    const big = await upload([{ name: 'big.jpg', data: Buffer.alloc(10 * 1024 * 1024 + 10, 1) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().fields.images).toMatch(/larger than 10 MB/);
    const small = await photo('#111111', 20, 20);
    const many = await upload(Array.from({ length: 7 }, (_, i) => ({ name: `${i}.jpg`, data: small })));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Upload at most 6 photos at a time.');
    const none = await api('POST', '/api/admin/products/images', {});
    expect(none.statusCode).toBe(400);
    const ghost = await api(
      'POST',
      '/api/admin/products',
      newProduct({ images: ['products/abcdef0123456789abcdef01'] }),
    );
    expect(ghost.statusCode).toBe(409);
    expect(ghost.json().fields.images).toMatch(/not uploaded/);
    const tooMany = await api(
      'POST',
      '/api/admin/products',
      newProduct({ images: Array.from({ length: 13 }, (_, i) => `products/k${i}`) }),
    );
    expect(tooMany.json().fields.images).toBe('At most 12 images per product');
  });
});

describe('the storefront shows a change on the next request', () => {
  it('0 stock in every size: sold out at once; deactivated: gone at once; active again: back', async () => {
    const slug = fixture.slugs['Indigo Block-Print Cotton Kurta']!;
    const id = fixture.productIds['Indigo Block-Print Cotton Kurta']!;
    const loaded = (await api('GET', `/api/admin/products/${id}`)).json().product;
    const soldOut = await api(
      'PUT',
      `/api/admin/products/${id}`,
      editorBody(loaded, { sizes: loaded.sizes.map((x: Json) => ({ ...x, stock: 0, stockWas: x.stock })) }),
    );
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    const page = await a.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` });
    expect(page.json().data.data.stock).toBe(0);
    expect(page.json().data.data.variants.every((x: Json) => x.stock === 0)).toBe(true);
    const list = (await api('GET', `/api/admin/products?q=${slug}&stock=sold_out`)).json();
    expect(list.products.map((r: Json) => r.id)).toEqual([id]);

    const off = await api('PATCH', `/api/admin/products/${id}`, {
      version: soldOut.json().product.version,
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` })).statusCode).toBe(404);
    const listing = await a.app.inject({ method: 'GET', url: '/api/products?limit=60' });
    expect(listing.json().data.products.map((x: Json) => x._id)).not.toContain(id);
    const search = await a.app.inject({ method: 'GET', url: '/api/products/search?q=indigo' });
    expect(JSON.stringify(search.json())).not.toContain(id);

    const on = await api('PATCH', `/api/admin/products/${id}`, { version: off.json().product.version, isActive: true });
    expect(on.statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` })).statusCode).toBe(200);
  });
});

describe('the list', () => {
  it('searches name, brand, slug and SKU; filters by category, gender, stock state and active; sorts; pages', async () => {
    const tag = `zebra${Date.now().toString(36)}`;
    const made = [];
    for (const [i, stock] of [
      [0, 0],
      [1, 3],
      [2, 40],
    ].entries()) {
      made.push(
        await create({
          name: `${tag} Kurta ${i}`,
          slug: `${tag}-${i}`,
          mrp: 1000 + i * 100,
          sale: 900 + i * 100,
          sizes: [
            { size: 'S', sku: `${tag.toUpperCase()}-${i}-S`, stock: stock[1] },
            { size: 'M', sku: `${tag.toUpperCase()}-${i}-M`, stock: stock[1] === 40 ? 30 : 0 },
          ],
        }),
      );
    }
    const q = (query: string) => api('GET', `/api/admin/products?${query}`).then((r) => r.json());
    expect((await q(`q=${tag}`)).total).toBe(3);
    expect((await q(`q=${tag.toUpperCase()}-1-M`)).products.map((r: Json) => r.id)).toEqual([made[1]!.id]);
    expect((await q(`q=${tag}&stock=sold_out`)).products.map((r: Json) => r.name)).toEqual([`${tag} Kurta 0`]);
    expect((await q(`q=${tag}&stock=low`)).products.map((r: Json) => r.name)).toEqual([`${tag} Kurta 1`]);
    expect((await q(`q=${tag}&stock=in_stock`)).products.map((r: Json) => r.name)).toEqual([`${tag} Kurta 2`]);
    const rows = (await q(`q=${tag}&sort=price-high`)).products;
    expect(rows.map((r: Json) => r.sale)).toEqual([1100, 1000, 900]);
    expect(rows[0]).toMatchObject({
      totalStock: 70,
      sizeCount: 2,
      lowSizes: 0,
      stockState: 'in_stock',
      categoryName: 'Kurtas',
    });
    expect((await q(`q=${tag}&sort=stock-low`)).products.map((r: Json) => r.totalStock)).toEqual([0, 3, 70]);
    const paged = await q(`q=${tag}&perPage=10&page=1&sort=name`);
    expect(paged).toMatchObject({ total: 3, totalPages: 1, page: 1, perPage: 10 });
    expect((await q(`q=${tag}&category=${jeans}`)).total).toBe(0);
    expect((await q(`q=${tag}&gender=women&active=active`)).total).toBe(3);
    expect((await q(`q=${tag}&active=inactive`)).total).toBe(0);
    // Pattern characters are taken literally.
    expect((await q('q=%25')).total).toBe(0);
    const bad = await api('GET', '/api/admin/products?perPage=500&stock=plenty');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ perPage: 'At most 100 a page', stock: 'Unknown stock state' });
  });

  it('lists categories for the editor', async () => {
    const res = await api('GET', '/api/admin/products/categories');
    expect(res.json().categories.map((c: Json) => c.name)).toContain('Kurtas');
  });

  it('an owner may do what staff do', async () => {
    const owner = await createAdmin(a.app, a.services, 'owner');
    expect((await api('GET', '/api/admin/products', undefined, owner)).statusCode).toBe(200);
  });
});
