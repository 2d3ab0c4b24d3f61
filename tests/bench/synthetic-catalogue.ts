/** 20,000 synthetic products (with 5 sizes each) for the catalogue benchmark, inserted in batches. */
import type { Db } from '../../src/server/db/client.ts';
import { categories, products, productVariants } from '../../src/server/catalog/tables.ts';
import { paise } from '../../src/shop/money.ts';

const COLOURS = [
  'Indigo',
  'Mustard',
  'Rust',
  'Olive',
  'Ivory',
  'Black',
  'Navy',
  'Blush',
  'Teal',
  'Maroon',
  'Sage',
  'Coral',
];
const STYLES = [
  'Block-Print',
  'Mirror-Work',
  'Chikankari',
  'Striped',
  'Checked',
  'Floral',
  'Embroidered',
  'Solid',
  'Ikat',
  'Bandhani',
];
const FABRICS = ['Cotton', 'Linen', 'Rayon', 'Denim', 'Georgette', 'Khadi', 'Crepe', 'Silk-Blend'];
const BRANDS = [
  'Rangmanch',
  'Denim Desi',
  'Kaveri Studio',
  'Urban Kurti Co.',
  'Bindass Basics',
  'Sutra Threads',
  'Navrang',
];
const CATEGORIES: Array<{ name: string; slug: string; gender: 'men' | 'women'; noun: string; waist?: boolean }> = [
  { name: 'Kurtas', slug: 'kurtas', gender: 'women', noun: 'Kurta' },
  { name: 'Dresses', slug: 'dresses', gender: 'women', noun: 'Maxi Dress' },
  { name: 'Tops', slug: 'tops', gender: 'women', noun: 'Crop Top' },
  { name: 'Jackets', slug: 'jackets', gender: 'women', noun: 'Jacket' },
  { name: 'Denim', slug: 'denim', gender: 'women', noun: 'Wide-Leg Jeans', waist: true },
  { name: 'Shirts', slug: 'shirts', gender: 'men', noun: 'Shirt' },
  { name: 'T-Shirts', slug: 't-shirts', gender: 'men', noun: 'T-Shirt' },
  { name: 'Jeans', slug: 'jeans', gender: 'men', noun: 'Slim Jeans', waist: true },
  { name: 'Trousers', slug: 'trousers', gender: 'men', noun: 'Chino Trousers', waist: true },
  { name: 'Kurtas', slug: 'kurtas', gender: 'men', noun: 'Kurta' },
];

export async function insertSyntheticCatalogue(db: Db, count = 20_000): Promise<{ slugs: string[] }> {
  const catIds: string[] = [];
  for (const [i, c] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(categories)
      .values({ name: c.name, slug: c.slug, gender: c.gender, sortOrder: i })
      .returning();
    catIds.push(row!.id);
  }
  const slugs: string[] = [];
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const c = CATEGORIES[i % CATEGORIES.length]!;
      const name = `${COLOURS[i % COLOURS.length]} ${STYLES[(i >> 2) % STYLES.length]} ${FABRICS[(i >> 3) % FABRICS.length]} ${c.noun}`;
      const mrp = (499 + ((i * 37) % 4500)) * 100;
      const sale = Math.round((mrp * (100 - ((i * 7) % 70))) / 100 / 100) * 100;
      const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i}`;
      slugs.push(slug);
      rows.push({
        name,
        slug,
        brand: BRANDS[i % BRANDS.length]!,
        description: `A ${c.noun.toLowerCase()} in ${FABRICS[(i >> 3) % FABRICS.length]!.toLowerCase()} for everyday wear. Synthetic product ${i}.`,
        material: FABRICS[(i >> 3) % FABRICS.length]!,
        mrpPaise: paise(mrp),
        salePaise: paise(Math.max(100, Math.min(mrp, sale))),
        gender: c.gender,
        categoryId: catIds[i % CATEGORIES.length]!,
        images: ['products/bench'],
        featured: i % 50 === 0,
        ratingSum: (i % 5) + 1 + ((i * 3) % 5) + 1,
        ratingCount: 2,
        reviewCount: 2,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      });
    }
    const inserted = await db.insert(products).values(rows).returning({ id: products.id, slug: products.slug });
    const variants = inserted.flatMap((p, j) => {
      const c = CATEGORIES[(start + j) % CATEGORIES.length]!;
      const sizes = c.waist ? ['28', '30', '32', '34', '36'] : ['XS', 'S', 'M', 'L', 'XL'];
      return sizes.map((size, k) => ({
        productId: p.id,
        size,
        stock: (start + j + k) % 7,
        sku: `${p.slug}-${size}`,
        sortOrder: k,
      }));
    });
    await db.insert(productVariants).values(variants);
  }
  return { slugs };
}
