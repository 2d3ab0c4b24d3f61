import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogFixture, type Fixture } from '../../../tests/support/catalog-fixture.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { rupeesToPaise } from '../../shop/money.ts';
import { products } from './tables.ts';

let t: TestDatabase;
let a: TestApp;
let fx: Fixture;

beforeAll(async () => {
  t = await testDatabase();
  fx = await insertCatalogFixture(t.db);
  a = await testApp(t.db);
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

const get = async (url: string) => {
  const res = await a.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
const names = (list: Array<{ name: string }>) => list.map((p) => p.name);

describe('GET /api/products (listing filters)', () => {
  it('lists newest first with every Product field', async () => {
    const { status, body } = await get('/api/products/');
    expect(status).toBe(200);
    expect(body.data.total).toBe(6);
    expect(body.data.products[0].name).toBe('Floral Tiered Maxi Dress');
    const kurta = body.data.products.find((p: { name: string }) => p.name === 'Indigo Block-Print Cotton Kurta');
    expect(kurta).toMatchObject({
      brand: 'Rangmanch',
      price: 1999,
      salePrice: 1299,
      discount: 35,
      averageRating: 4.5,
      ratingCount: 2,
      stock: 6,
      sizes: ['S', 'M', 'L'],
      category: { name: 'Kurtas', slug: 'kurtas' },
      gender: 'women',
      featured: true,
    });
    expect(kurta.variants).toEqual([
      { size: 'S', stock: 4, sku: 'indigo-block-print-cotton-kurta-S' },
      { size: 'M', stock: 0, sku: 'indigo-block-print-cotton-kurta-M' },
      { size: 'L', stock: 2, sku: 'indigo-block-print-cotton-kurta-L' },
    ]);
  });

  it.each([
    ['gender=men', ['Linen Mandarin Collar Shirt', 'Washed Denim Trucker Jacket', 'High-Rise Straight Fit Jeans']],
    ['category=kurtas', ['Mirror-Work Straight Kurta', 'Indigo Block-Print Cotton Kurta']],
    [
      'category=kurtas,dresses&sort=price-low',
      ['Floral Tiered Maxi Dress', 'Indigo Block-Print Cotton Kurta', 'Mirror-Work Straight Kurta'],
    ],
    ['maxPrice=999&sort=price-high', ['Floral Tiered Maxi Dress', 'Linen Mandarin Collar Shirt']],
    ['minPrice=1000&maxPrice=2000&sort=price-low', ['Indigo Block-Print Cotton Kurta', 'High-Rise Straight Fit Jeans']],
    ['minPrice=2000', ['Washed Denim Trucker Jacket', 'Mirror-Work Straight Kurta']],
    // Equal averages: more ratings first (jeans 5.0 from 2 beats the dress 5.0 from 1); the 3.0 kurta is out.
    [
      'minRating=4&sort=rating',
      [
        'High-Rise Straight Fit Jeans',
        'Floral Tiered Maxi Dress',
        'Indigo Block-Print Cotton Kurta',
        'Linen Mandarin Collar Shirt',
      ],
    ],
    // 55% and exactly 50%; the shirt's 40% is out.
    ['minDiscount=50&sort=price-low', ['Floral Tiered Maxi Dress', 'High-Rise Straight Fit Jeans']],
    // Only sizes in stock count: M of the kurta and the shirt are sold out.
    ['size=M&sort=price-low', ['Mirror-Work Straight Kurta', 'Washed Denim Trucker Jacket']],
    ['size=s,32', ['Floral Tiered Maxi Dress', 'Indigo Block-Print Cotton Kurta']],
    ['sort=price-high&limit=2', ['Washed Denim Trucker Jacket', 'Mirror-Work Straight Kurta']],
  ])('%s', async (query, expected) => {
    const { status, body } = await get(`/api/products?${query}`);
    expect(status).toBe(200);
    expect(names(body.data.products)).toEqual(expected);
  });

  it('pages 12 at a time by default and reports the page count', async () => {
    const { body } = await get('/api/products?limit=4&page=2');
    expect(body.data).toMatchObject({ page: 2, limit: 4, total: 6, totalPages: 2 });
    expect(body.data.products).toHaveLength(2);
  });

  it.each([
    'page=0',
    'limit=61',
    'limit=-5',
    'page=1e9',
    'sort=cheapest',
    'gender=kids',
    'minPrice=abc',
    'minRating=6',
    'minDiscount=101',
    'size=XXXL',
    'minPrice=3000&maxPrice=1000',
  ])('refuses %s with 400 and a message', async (query) => {
    const { status, body } = await get(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/\w/);
  });
});

describe('GET /api/products/search', () => {
  it('ranks name matches first and answers an array', async () => {
    const { status, body } = await get('/api/products/search?q=kurta');
    expect(status).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
    expect(names(body.data).sort()).toEqual(['Indigo Block-Print Cotton Kurta', 'Mirror-Work Straight Kurta']);
    expect(body.meta.total).toBe(2);
  });

  it.each([
    ['kurtha', 'Kurta'],
    ['jeens', 'Jeans'],
    ['jaket', 'Jacket'],
    ['denim jaket', 'Washed Denim Trucker Jacket'],
  ])('corrects the typo %s', async (q, expected) => {
    const { body } = await get(`/api/products/search?q=${encodeURIComponent(q)}`);
    expect(body.data.length).toBeGreaterThan(0);
    expect(names(body.data).every((n: string) => n.includes(expected.split(' ').at(-1)!))).toBe(true);
    expect(body.meta.corrected.length).toBeGreaterThan(0);
  });

  it('corrects to the more common of equally close words (kurtha -> kurta, not the brand word kurti)', async () => {
    const { body } = await get('/api/products/search?q=kurtha');
    expect(body.meta.corrected).toEqual(['kurta']);
  });

  it('searches brand, category and description too', async () => {
    expect(names((await get('/api/products/search?q=Rangmanch')).body.data)).toEqual([
      'Indigo Block-Print Cotton Kurta',
    ]);
    expect(names((await get('/api/products/search?q=dresses')).body.data)).toEqual(['Floral Tiered Maxi Dress']);
    expect(names((await get('/api/products/search?q=breathable')).body.data)).toEqual([
      'Indigo Block-Print Cotton Kurta',
    ]);
  });

  it('matches a half-typed last word', async () => {
    expect(names((await get('/api/products/search?q=mandar')).body.data)).toEqual(['Linen Mandarin Collar Shirt']);
  });

  it('applies the listing filters and sorts to results', async () => {
    const { body } = await get('/api/products/search?q=denim&gender=men&sort=price-low');
    expect(names(body.data)).toEqual(['High-Rise Straight Fit Jeans', 'Washed Denim Trucker Jacket']);
    const { body: cheap } = await get('/api/products/search?q=denim&maxPrice=2000');
    expect(names(cheap.data)).toEqual(['High-Rise Straight Fit Jeans']);
  });

  it.each([
    `'; DROP TABLE products; --`,
    '"kurta"',
    '100%',
    '%_%',
    'a & b | !c <-> d:*',
    '((((',
    '😀 kurta',
    'x'.repeat(5000),
    'kurta '.repeat(800),
  ])('never fails on hostile input: %#', async (q) => {
    const { status, body } = await get(`/api/products/search?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const tables = await t.pool.query(`select count(*)::int as n from products`);
    expect(tables.rows[0].n).toBe(6);
  });

  it('refuses a NUL byte with a 400 (it is refused in every input, see http/input-guard.ts)', async () => {
    for (const q of ['kurta\u0000', '\u0000']) {
      const { status, body } = await get(`/api/products/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, error: 'invalid', reason: 'invalid_input' });
    }
  });

  it('answers an empty list for an empty query', async () => {
    const { status, body } = await get('/api/products/search?q=');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('suggests products and categories as you type', async () => {
    const { body } = await get('/api/products/suggest?q=kurt');
    // Both kurtas, and the dress by "Urban Kurti Co." (kurt- is a prefix of kurti).
    expect(names(body.data.products).sort()).toEqual([
      'Floral Tiered Maxi Dress',
      'Indigo Block-Print Cotton Kurta',
      'Mirror-Work Straight Kurta',
    ]);
    expect(body.data.products[0]).toEqual(
      expect.objectContaining({
        slug: expect.any(String),
        salePrice: expect.any(Number),
        image: expect.stringMatching(/-360\.webp$/),
      }),
    );
    expect(body.data.categories).toEqual([{ name: 'Kurtas', gender: 'women', url: '/category/women/kurtas' }]);
  });
});

describe('products by slug, id and related', () => {
  it('finds a product by slug', async () => {
    const { status, body } = await get(`/api/products/slug/${fx.slugs['Floral Tiered Maxi Dress']}`);
    expect(status).toBe(200);
    expect(body.data.data.name).toBe('Floral Tiered Maxi Dress');
  });

  it.each(['no-such-thing', 'x'.repeat(180), '%27%3B--'])('404s an unknown slug: %s', async (slug) => {
    const { status, body } = await get(`/api/products/slug/${slug}`);
    expect(status).toBe(404);
    expect(body.message).toBe('Product not found.');
  });

  it('lists related products of the same gender, same category first, linking by slug', async () => {
    const { status, body } = await get(`/api/products/${fx.productIds['Indigo Block-Print Cotton Kurta']}/related`);
    expect(status).toBe(200);
    const list = body.data.data;
    expect(list[0].name).toBe('Mirror-Work Straight Kurta');
    expect(list.every((p: { gender: string; slug: string }) => p.gender === 'women' && p.slug)).toBe(true);
    expect(names(list)).not.toContain('Indigo Block-Print Cotton Kurta');
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000'])('404s related of unknown id %s', async (id) => {
    expect((await get(`/api/products/${id}/related`)).status).toBe(404);
  });
});

describe("GET /api/products/{id}/suggestions (the product page's rows below the fold)", () => {
  const featuredNewestFirst = async () => {
    const { body } = await get('/api/products/');
    return (body.data.products as Array<{ name: string; featured: boolean }>)
      .filter((p) => p.featured)
      .map((p) => p.name);
  };

  it('answers the first 4 related products and the newest featured ones but this one, as cards', async () => {
    const kurta = fx.productIds['Indigo Block-Print Cotton Kurta']!;
    const { status, body } = await get(`/api/products/${kurta}/suggestions`);
    expect(status).toBe(200);
    const related = (await get(`/api/products/${kurta}/related`)).body.data.data;
    expect(names(body.data.related)).toEqual(names(related).slice(0, 4));
    const featured = await featuredNewestFirst();
    expect(featured).toContain('Indigo Block-Print Cotton Kurta');
    expect(names(body.data.featured)).toEqual(
      featured.filter((n) => n !== 'Indigo Block-Print Cotton Kurta').slice(0, 4),
    );
    // Cards only: no descriptions or specifications travel.
    expect(Object.keys(body.data.related[0]).sort()).toEqual(
      [
        '_id',
        'averageRating',
        'brand',
        'discount',
        'imageKeys',
        'name',
        'price',
        'ratingCount',
        'salePrice',
        'slug',
        'stock',
        'variants',
      ].sort(),
    );
  });

  it('shows a product that is not featured every featured product (at most 4)', async () => {
    const { body: listing } = await get('/api/products/');
    const plain = (listing.data.products as Array<{ _id: string; featured: boolean }>).find((p) => !p.featured)!;
    const { body } = await get(`/api/products/${plain._id}/suggestions`);
    const featured = await featuredNewestFirst();
    expect(featured.length).toBeGreaterThan(1);
    expect(names(body.data.featured)).toEqual(featured.slice(0, 4));
    expect(body.data.related.length).toBeGreaterThan(0);
    expect(body.data.related.length).toBeLessThanOrEqual(4);
  });

  it.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000'])('404s an unknown id %s', async (id) => {
    const { status, body } = await get(`/api/products/${id}/suggestions`);
    expect(status).toBe(404);
    expect(body.message).toBe('Product not found.');
  });
});

describe('collections, merchandising and reviews', () => {
  it('lists active collections with product ids and image URLs', async () => {
    const { body } = await get('/api/collection');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ name: 'Denim Days', modelImageUrl: '/uploads/collections/denim-x-720.webp' });
    expect(body.data[0].products).toHaveLength(2);
  });

  it('answers one collection with products and data.name', async () => {
    const { status, body } = await get(`/api/collection/${fx.collectionId}`);
    expect(status).toBe(200);
    expect(body.data.name).toBe('Denim Days');
    expect(names(body.products)).toEqual(['Washed Denim Trucker Jacket', 'High-Rise Straight Fit Jeans']);
  });

  it('404s an unknown or malformed collection id', async () => {
    expect((await get('/api/collection/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await get('/api/collection/abc')).status).toBe(404);
  });

  it('shows only active banners, offer banners, real offers and stories', async () => {
    const banners = (await get('/api/banners')).body.data.data;
    expect(banners.map((b: { title: string }) => b.title)).toEqual(['Festive Edit']);
    const offerBanners = (await get('/api/offerBanners')).body.data.data;
    expect(offerBanners.map((b: { title: string }) => b.title)).toEqual(['Flat 20']);
    const offers = (await get('/admin/offers/api')).body.data.data;
    expect(offers.map((o: { code: string }) => o.code)).toEqual(['BINDASS10']);
    const stories = (await get('/api/stories/')).body.data.data;
    expect(stories[0].products).toMatchObject({
      name: 'Indigo Block-Print Cotton Kurta',
      price: 1999,
      salePrice: 1299,
    });
  });

  it("lists a product's reviews with the reviewer's name, and the latest reviews", async () => {
    const id = fx.productIds['Indigo Block-Print Cotton Kurta'];
    const { body } = await get(`/api/ratings/product/${id}`);
    expect(body.data.data).toEqual([
      expect.objectContaining({
        rating: 5,
        review: 'Lovely print, fits true to size.',
        userId: { name: 'Priya Sharma', image: null },
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain('priya@example.com');
    const all = (await get('/api/ratings/getAllRatings')).body;
    expect(all.ratings[0].product.slug).toBe(fx.slugs['Indigo Block-Print Cotton Kurta']);
    expect((await get('/api/ratings/product/not-a-uuid')).body.data.data).toEqual([]);
  });
});

describe('GET /api/products/by-ids (recently viewed)', () => {
  it('answers the products on sale in the order asked, as cards show them, leaving out unknown and withdrawn ones', async () => {
    const kurta = fx.productIds['Indigo Block-Print Cotton Kurta']!;
    const jeans = fx.productIds['High-Rise Straight Fit Jeans']!;
    const shirt = fx.productIds['Linen Mandarin Collar Shirt']!;
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, shirt));
    try {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const { status, body } = await get(`/api/products/by-ids?ids=${jeans},${unknown},${shirt},${kurta}`);
      expect(status).toBe(200);
      expect(names(body.data)).toEqual(['High-Rise Straight Fit Jeans', 'Indigo Block-Print Cotton Kurta']);
      expect(body.data[1]).toMatchObject({ _id: kurta, price: 1999, salePrice: 1299, discount: 35, stock: 6 });
      expect(body.data[1].variants.map((v: { stock: number }) => v.stock)).toEqual([4, 0, 2]);
      // Card fields only: no descriptions travel.
      expect(body.data[1]).not.toHaveProperty('description');
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, shirt));
    }
  });

  it('prices come from the catalogue now', async () => {
    const dress = fx.productIds['Floral Tiered Maxi Dress']!;
    const before = (await get(`/api/products/by-ids?ids=${dress}`)).body.data[0].salePrice;
    await t.db
      .update(products)
      .set({ salePaise: rupeesToPaise(before + 100) })
      .where(eq(products.id, dress));
    try {
      expect((await get(`/api/products/by-ids?ids=${dress}`)).body.data[0].salePrice).toBe(before + 100);
    } finally {
      await t.db
        .update(products)
        .set({ salePaise: rupeesToPaise(before) })
        .where(eq(products.id, dress));
    }
  });

  it.each([
    ['no ids', '', 'ids is required: product ids, comma-separated'],
    ['a malformed id', '?ids=abc', 'ids must be product ids'],
    [
      'more than 10',
      `?ids=${Array.from({ length: 11 }, () => '00000000-0000-4000-8000-000000000000').join(',')}`,
      'At most 10 product ids',
    ],
  ])('refuses %s with 400 and a message', async (_what, query, message) => {
    const { status, body } = await get(`/api/products/by-ids${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, reason: 'invalid_input' });
    expect(body.message).toContain(message);
  });

  it('answers an empty list for ids of nothing on sale', async () => {
    const { status, body } = await get('/api/products/by-ids?ids=00000000-0000-4000-8000-000000000000');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});
