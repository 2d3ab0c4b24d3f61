import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { connectDatabase } from '../db/client.ts';
import { categories, products, productVariants } from '../catalog/tables.ts';
import { createHealthService } from '../health/service.ts';
import { paise } from '../../shop/money.ts';

let t: TestDatabase;
let a: TestApp;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db);
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

describe('GET /api/health', () => {
  it('answers 200 with the database status', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is down', async () => {
    const dead = connectDatabase('postgres://nobody@127.0.0.1:1/none');
    try {
      const health = await createHealthService(dead.db).check();
      expect(health).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      await dead.close();
    }
    const down = await testApp(dead.db, {}, { worker: false });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().database).toBe('down');
    } finally {
      await down.close();
    }
  });
});

describe('bad input never causes a 500', () => {
  it('malformed JSON is 400 with a JSON error', async () => {
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('a 12 MB body is 413', async () => {
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { 'content-type': 'application/json' },
      payload: `{"x":"${'a'.repeat(12 * 1024 * 1024)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, error: 'too_large' });
  });

  it('unknown /api paths are 404 JSON', async () => {
    for (const url of ['/api/nope', '/api/products/x/y/z', '/api/']) {
      const res = await a.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'not_found' });
    }
  });

  it('out-of-range paging is 400 with a field message', async () => {
    for (const q of ['page=0', 'page=-1', 'limit=0', 'limit=1000', 'page=abc', 'limit=1.5']) {
      const res = await a.app.inject({ method: 'GET', url: `/api/products?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('security headers', () => {
  it('every answer carries CSP, nosniff, frame-ancestors and a referrer policy', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS only behind TLS (trusted proxy)', async () => {
    const proxied = await testApp(t.db, { TRUST_PROXY: 'true' });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });

  it('with TRUST_PROXY as addresses, believes X-Forwarded-Proto only from those proxies', async () => {
    const proxied = await testApp(t.db, { TRUST_PROXY: '10.0.0.0/8' });
    try {
      const from = (remoteAddress: string) =>
        proxied.app.inject({
          method: 'GET',
          url: '/api/health',
          headers: { 'x-forwarded-proto': 'https' },
          remoteAddress,
        });
      expect((await from('10.1.2.3')).headers['strict-transport-security']).toContain('max-age=');
      expect((await from('127.0.0.1')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('catalogue basics', () => {
  beforeAll(async () => {
    const [men] = await t.db.insert(categories).values({ name: 'Shirts', slug: 'shirts', gender: 'men' }).returning();
    for (let i = 0; i < 14; i++) {
      const [p] = await t.db
        .insert(products)
        .values({
          name: `Oxford Shirt ${i}`,
          slug: `oxford-shirt-${i}`,
          brand: 'Denim Desi',
          mrpPaise: paise(199900),
          salePaise: paise(139900),
          gender: 'men',
          categoryId: men!.id,
          images: ['products/oxford-abc'],
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })
        .returning();
      await t.db.insert(productVariants).values([
        { productId: p!.id, size: 'M', stock: 3, sku: `OX-${i}-M`, sortOrder: 2 },
        { productId: p!.id, size: 'S', stock: 0, sku: `OX-${i}-S`, sortOrder: 1 },
      ]);
    }
  });

  it('lists 12 a page, newest first, with rupee prices, discount and per-size stock', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/products?page=1&limit=12' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.products).toHaveLength(12);
    expect(body.data.total).toBe(14);
    expect(body.data.totalPages).toBe(2);
    const first = body.data.products[0];
    expect(first.name).toBe('Oxford Shirt 13');
    expect(first).toMatchObject({
      price: 1999,
      salePrice: 1399,
      originalPrice: 1999,
      discount: 30,
      stock: 3,
      sizes: ['S', 'M'],
      category: { name: 'Shirts', slug: 'shirts' },
      images: ['/uploads/products/oxford-abc-720.webp'],
    });
    expect(first.variants).toEqual([
      { size: 'S', stock: 0, sku: 'OX-13-S' },
      { size: 'M', stock: 3, sku: 'OX-13-M' },
    ]);
    const page2 = (await a.app.inject({ method: 'GET', url: '/api/products/?page=2&limit=12' })).json();
    expect(page2.data.products).toHaveLength(2);
  });

  it('lists categories with gender', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.json().data.data).toEqual([expect.objectContaining({ name: 'Shirts', slug: 'shirts', gender: 'men' })]);
  });

  it('documents the API as OpenAPI', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/products']));
  });
});
