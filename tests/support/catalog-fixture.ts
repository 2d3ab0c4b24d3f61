/** Inserts a small, known catalogue straight into a test database (tests must not depend on the demo seed). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { banners, offerBanners, offers, stories } from '../../src/server/merch/tables.ts';
import {
  categories,
  collectionProducts,
  collections,
  products,
  productVariants,
} from '../../src/server/catalog/tables.ts';
import { reviews } from '../../src/server/reviews/tables.ts';
import { users } from '../../src/server/accounts/tables.ts';
import { rupeesToPaise } from '../../src/shop/money.ts';

type P = {
  name: string;
  brand: string;
  cat: string;
  gender: 'men' | 'women';
  mrp: number;
  sale: number;
  stock: Record<string, number>;
  description?: string;
  day: number;
  rating?: [number, number];
};

export const FIXTURE_PRODUCTS: P[] = [
  {
    name: 'Indigo Block-Print Cotton Kurta',
    brand: 'Rangmanch',
    cat: 'kurtas',
    gender: 'women',
    mrp: 1999,
    sale: 1299,
    stock: { S: 4, M: 0, L: 2 },
    day: 1,
    description: 'Hand block-printed kurta in breathable cotton.',
    rating: [9, 2],
  },
  {
    name: 'Mirror-Work Straight Kurta',
    brand: 'Kaveri Studio',
    cat: 'kurtas',
    gender: 'women',
    mrp: 2499,
    sale: 2499,
    stock: { M: 3 },
    day: 2,
    rating: [3, 1],
  },
  {
    name: 'High-Rise Straight Fit Jeans',
    brand: 'Denim Desi',
    cat: 'jeans',
    gender: 'men',
    mrp: 2999,
    sale: 1499,
    stock: { '30': 5, '32': 0 },
    day: 3,
    rating: [10, 2],
  },
  {
    name: 'Washed Denim Trucker Jacket',
    brand: 'Denim Desi',
    cat: 'jackets',
    gender: 'men',
    mrp: 3999,
    sale: 2799,
    stock: { M: 1, L: 1 },
    day: 4,
  },
  {
    name: 'Linen Mandarin Collar Shirt',
    brand: 'Bindass Basics',
    cat: 'shirts',
    gender: 'men',
    mrp: 1499,
    sale: 899,
    stock: { S: 0, M: 0 },
    day: 5,
    rating: [4, 1],
  },
  {
    name: 'Floral Tiered Maxi Dress',
    brand: 'Urban Kurti Co.',
    cat: 'dresses',
    gender: 'women',
    mrp: 2199,
    sale: 999,
    stock: { XS: 2, S: 6 },
    day: 6,
    rating: [5, 1],
  },
];

export type Fixture = {
  productIds: Record<string, string>;
  slugs: Record<string, string>;
  collectionId: string;
  userId: string;
};

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function insertCatalogFixture(db: Db): Promise<Fixture> {
  const cats = new Map<string, string>();
  const catNames: Record<string, string> = {
    kurtas: 'Kurtas',
    jeans: 'Jeans',
    jackets: 'Jackets',
    shirts: 'Shirts',
    dresses: 'Dresses',
  };
  for (const p of FIXTURE_PRODUCTS) {
    const key = `${p.gender}:${p.cat}`;
    if (cats.has(key)) continue;
    const [c] = await db
      .insert(categories)
      .values({ name: catNames[p.cat]!, slug: p.cat, gender: p.gender })
      .returning();
    cats.set(key, c!.id);
  }
  const [user] = await db
    .insert(users)
    .values({ name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210', passwordHash: '!' })
    .returning();
  const productIds: Record<string, string> = {};
  const slugs: Record<string, string> = {};
  for (const [i, p] of FIXTURE_PRODUCTS.entries()) {
    const slug = slugify(p.name);
    const [row] = await db
      .insert(products)
      .values({
        name: p.name,
        slug,
        brand: p.brand,
        description: p.description ?? `${p.name} by ${p.brand}.`,
        mrpPaise: rupeesToPaise(p.mrp),
        salePaise: rupeesToPaise(p.sale),
        gender: p.gender,
        categoryId: cats.get(`${p.gender}:${p.cat}`)!,
        images: [`products/${slug}-abc123`],
        featured: i % 2 === 0,
        ratingSum: p.rating?.[0] ?? 0,
        ratingCount: p.rating?.[1] ?? 0,
        reviewCount: p.rating?.[1] ?? 0,
        createdAt: new Date(Date.UTC(2026, 5, p.day)),
      })
      .returning();
    productIds[p.name] = row!.id;
    slugs[p.name] = slug;
    let order = 0;
    for (const [size, stock] of Object.entries(p.stock)) {
      await db
        .insert(productVariants)
        .values({ productId: row!.id, size, stock, sku: `${slug}-${size}`, sortOrder: order++ });
    }
  }
  const [col] = await db
    .insert(collections)
    .values({ name: 'Denim Days', slug: 'denim-days', modelImage: 'collections/denim-x' })
    .returning();
  await db.insert(collectionProducts).values([
    { collectionId: col!.id, productId: productIds['Washed Denim Trucker Jacket']!, position: 1 },
    { collectionId: col!.id, productId: productIds['High-Rise Straight Fit Jeans']!, position: 2 },
  ]);
  await db.insert(collections).values({ name: 'Hidden', slug: 'hidden', modelImage: 'collections/h', isActive: false });
  await db.insert(banners).values([
    { title: 'Festive Edit', image: 'banners/festive', status: 'active', sortOrder: 1 },
    { title: 'Old Sale', image: 'banners/old', status: 'inactive' },
  ]);
  await db.insert(offerBanners).values([
    { title: 'Flat 20', image: 'offerbanners/a' },
    { title: 'Gone', image: 'offerbanners/b', isActive: false },
  ]);
  await db.insert(offers).values([
    { title: '10% off', code: 'BINDASS10', discountPercentage: 10 },
    { title: 'Zero', code: 'ZERO0', discountPercentage: 0 },
    { title: 'Expired', code: 'OLDSALE50', discountPercentage: 50, isActive: false },
  ]);
  await db
    .insert(stories)
    .values({ title: 'Kurta story', image: 'stories/k', productId: productIds['Indigo Block-Print Cotton Kurta']! });
  await db.insert(reviews).values({
    productId: productIds['Indigo Block-Print Cotton Kurta']!,
    userId: user!.id,
    rating: 5,
    text: 'Lovely print, fits true to size.',
  });
  return { productIds, slugs, collectionId: col!.id, userId: user!.id };
}

/**
 * 37 copies of the fixture's Indigo kurta made the same day, on three prices and two ratings, named "{word} Kurta"
 * (every third "{word} Kurta Kurta"): most of a listing's order over them rests on its tie-breaks.
 */
export async function insertTiedKurtas(db: Db, fx: Fixture, word: string): Promise<void> {
  const [kurta] = await db
    .select()
    .from(products)
    .where(eq(products.id, fx.productIds['Indigo Block-Print Cotton Kurta']!));
  const { id: _id, ...base } = kurta!;
  for (let i = 0; i < 37; i++) {
    await db.insert(products).values({
      ...base,
      name: i % 3 ? `${word} Kurta` : `${word} Kurta Kurta`,
      slug: `${word.toLowerCase()}-kurta-${i}`,
      salePaise: ((i % 3) * 1000 + 50_000) as typeof base.salePaise,
      ratingSum: i % 2 ? 8 : 0,
      ratingCount: i % 2 ? 2 : 0,
      createdAt: new Date(Date.UTC(2026, 5, 5)),
    });
  }
}
