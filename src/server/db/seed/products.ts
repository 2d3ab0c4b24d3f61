/**
 * Builds the demo products from the product lines (prices, sizes, stock, copy, pictures) and writes them:
 * upserted by slug, variants by (product, size). Re-running updates catalogue facts but keeps each product's
 * first createdAt and each variant's current stock (orders may have moved it since).
 */
import { inArray, sql } from 'drizzle-orm';
import type { ProductArt, ProductView } from './artwork/scenes.ts';
import { BRANDS, CATEGORIES, type CategoryDef, type Gender, type ProductLine } from './catalogue-data.ts';
import type { Db } from '../client.ts';
import { categories, productVariants, products } from '../../catalog/tables.ts';
import { descriptionFor, specificationFor } from './product-copy.ts';
import { MEN_LINES } from './product-lines-men.ts';
import { WOMEN_LINES } from './product-lines-women.ts';
import { demoHsn } from './hsn.ts';
import { rng } from './prng.ts';
import { rupeesToPaise, type Paise } from '../../../shop/money.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export const WAIST_SIZES = ['28', '30', '32', '34', '36'] as const;
const WAIST_KINDS = new Set(['jeans', 'trousers', 'palazzo', 'skirt', 'joggers']);
const DAY_MS = 86_400_000;

export type BuiltProduct = {
  line: ProductLine;
  slug: string;
  gender: Gender;
  category: CategoryDef;
  description: string;
  specification: string;
  mrpPaise: Paise;
  salePaise: Paise;
  /** The GST rule's HSN code (demoHsn). */
  hsn: string;
  /** How long before the first seed the product "arrived" (spreads the Newest sort over 120 days). */
  ageMs: number;
  variants: { size: string; stock: number; sku: string; sortOrder: number }[];
  art: ProductArt;
  views: ProductView[];
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A rupee price shaped like a shop's: 779, 1,199, 2,449 ... (the nearest price ending in 9). */
export function shopPrice(rupees: number): number {
  return Math.max(99, Math.round((rupees + 1) / 10) * 10 - 1);
}

const DISCOUNTS = [10, 15, 20, 20, 25, 30, 30, 35, 40, 40, 45, 50, 50, 55, 60, 70];

function build(line: ProductLine, gender: Gender, number: number, used: Set<string>): BuiltProduct {
  const r = rng(`product:${gender}:${line.name}`);
  const category = CATEGORIES.find((c) => c.gender === gender && c.slug === line.category);
  if (!category) throw new Error(`Unknown category ${gender}/${line.category} for ${line.name}`);
  let slug = slugify(line.name);
  if (used.has(slug)) slug = `${slug}-${gender}`;
  used.add(slug);

  const discount = line.discount ?? (r.chance(0.2) ? 0 : r.pick(DISCOUNTS));
  const sale = discount === 0 ? line.mrp : Math.min(line.mrp, shopPrice((line.mrp * (100 - discount)) / 100));
  const first = line.garments[0];
  const sizes = first && WAIST_KINDS.has(first.kind) ? WAIST_SIZES : APPAREL_SIZES;
  const variants = sizes.map((size, i) => ({
    size,
    stock: line.soldOut ? 0 : r.chance(0.15) ? 0 : r.int(1, 25),
    sku: `${line.brand}-${category.code}-${String(number).padStart(4, '0')}-${size}`,
    sortOrder: i,
  }));
  if (!line.soldOut && variants.every((v) => v.stock === 0))
    (variants[2] as (typeof variants)[number]).stock = r.int(3, 12);

  const views: ProductView[] = ['front', 'detail'];
  if (r.chance(0.25)) views.push('back');
  return {
    line,
    slug,
    gender,
    category,
    description: descriptionFor(line, gender, r),
    specification: specificationFor(line),
    mrpPaise: rupeesToPaise(line.mrp),
    salePaise: rupeesToPaise(sale),
    hsn: demoHsn(first?.kind, gender),
    ageMs: Math.round((r.next() * 119 + 0.25) * DAY_MS),
    variants,
    art: {
      garments: line.garments.map((g) => ({ ...g })),
      backdrop: r.pick(['tonal', 'contrast', 'neutral'] as const),
      prop: r.pick(['arch', 'circle', 'panel'] as const),
    },
    views,
  };
}

/** Every demo product, women's first, in a stable order (which also numbers the SKUs). */
export function buildCatalogue(): BuiltProduct[] {
  const used = new Set<string>();
  const lines: [ProductLine, Gender][] = [
    ...WOMEN_LINES.map((l) => [l, 'women'] as [ProductLine, Gender]),
    ...MEN_LINES.map((l) => [l, 'men'] as [ProductLine, Gender]),
  ];
  return lines.map(([line, gender], i) => build(line, gender, i + 1, used));
}

/** Upsert the categories; returns "gender/slug" -> id. */
export async function upsertCategories(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c) => ({
        name: c.name,
        slug: c.slug,
        gender: c.gender,
        sortOrder: c.sortOrder,
        seoTitle: c.seoTitle,
        seoDescription: c.seoDescription,
        returnable: c.returnable,
      })),
    )
    .onConflictDoUpdate({
      target: [categories.gender, categories.slug],
      set: {
        name: sql`excluded.name`,
        sortOrder: sql`excluded.sort_order`,
        seoTitle: sql`excluded.seo_title`,
        seoDescription: sql`excluded.seo_description`,
        returnable: sql`excluded.returnable`,
      },
    })
    .returning({ id: categories.id, gender: categories.gender, slug: categories.slug });
  return new Map(rows.map((r) => [`${r.gender}/${r.slug}`, r.id]));
}

/** Upsert products and their variants; returns slug -> product id. `images` maps slug -> image keys. */
export async function upsertProducts(
  tx: Tx,
  built: BuiltProduct[],
  categoryIds: Map<string, string>,
  images: Map<string, string[]>,
  now: number,
): Promise<Map<string, string>> {
  const rows = await tx
    .insert(products)
    .values(
      built.map((p) => ({
        name: p.line.name,
        slug: p.slug,
        brand: BRANDS[p.line.brand],
        description: p.description,
        material: p.line.material,
        specification: p.specification,
        mrpPaise: p.mrpPaise,
        salePaise: p.salePaise,
        hsn: p.hsn,
        gender: p.gender,
        categoryId: categoryIds.get(`${p.gender}/${p.category.slug}`) as string,
        images: images.get(p.slug) ?? [],
        video: null,
        featured: p.line.featured ?? false,
        isActive: true,
        createdAt: new Date(now - p.ageMs),
        updatedAt: new Date(now - p.ageMs),
      })),
    )
    .onConflictDoUpdate({
      target: products.slug,
      set: {
        name: sql`excluded.name`,
        brand: sql`excluded.brand`,
        description: sql`excluded.description`,
        material: sql`excluded.material`,
        specification: sql`excluded.specification`,
        mrpPaise: sql`excluded.mrp_paise`,
        salePaise: sql`excluded.sale_paise`,
        hsn: sql`excluded.hsn`,
        gender: sql`excluded.gender`,
        categoryId: sql`excluded.category_id`,
        images: sql`excluded.images`,
        featured: sql`excluded.featured`,
        isActive: sql`excluded.is_active`,
      },
    })
    .returning({ id: products.id, slug: products.slug });
  const ids = new Map(rows.map((r) => [r.slug, r.id]));

  const variantRows = built.flatMap((p) =>
    p.variants.map((v) => ({
      productId: ids.get(p.slug) as string,
      size: v.size,
      stock: v.stock,
      sku: v.sku,
      sortOrder: v.sortOrder,
    })),
  );
  // Free any demo SKU held by another (product, size) from an older seed, so the upsert below cannot collide.
  await tx
    .update(productVariants)
    .set({ sku: sql`${productVariants.sku} || '-old-' || left(${productVariants.id}::text, 8)` })
    .where(
      sql`${inArray(
        productVariants.sku,
        variantRows.map((v) => v.sku),
      )} AND (${productVariants.productId}, ${productVariants.size}) NOT IN (${sql.join(
        variantRows.map((v) => sql`(${v.productId}::uuid, ${v.size})`),
        sql`, `,
      )})`,
    );
  await tx
    .insert(productVariants)
    .values(variantRows)
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.size],
      set: { sku: sql`excluded.sku`, sortOrder: sql`excluded.sort_order` },
    });
  return ids;
}
