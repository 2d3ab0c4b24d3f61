/**
 * The size guide's charts: one per catalogue category, covering every size the category sells (XS to XL, and
 * waist 28 to 36 for jeans, trousers, palazzos and skirts). Body measurements in inches. Upserted by category.
 */
import { sql } from 'drizzle-orm';
import { sizeCharts } from '../../content/tables.ts';
import type { SizeTable } from '../../../shop/size-guide.ts';
import type { Gender } from './catalogue-data.ts';
import type { Tx } from './products.ts';

export type SizeChartSeed = {
  gender: Gender;
  categorySlug: string;
  title: string;
  intro: string;
  tables: SizeTable[];
};

const LETTERS = ['XS', 'S', 'M', 'L', 'XL'] as const;
const WAISTS = ['28', '30', '32', '34', '36'] as const;

/** A table with one row per size: `values` lists each column's measurements in size order. */
function table(
  title: string,
  sizes: readonly string[],
  values: Record<string, readonly number[]>,
  sizeLabel = 'Size',
): SizeTable {
  const columns = Object.keys(values);
  return {
    title,
    sizeLabel,
    columns,
    rows: sizes.map((size, i) => ({ size, values: columns.map((c) => (values[c] as readonly number[])[i] as number) })),
  };
}

// Women: bust, waist, hip, shoulder and sleeve by letter size.
const W_BUST = [32, 34, 36, 38, 40];
const W_WAIST = [26, 28, 30, 32, 34];
const W_HIP = [35, 37, 39, 41, 43];
const W_SHOULDER = [13.5, 14, 14.5, 15, 15.5];
const W_SLEEVE = [22.5, 23, 23.5, 24, 24.5];
// Women's bottoms by waist size.
const W_BOTTOM = { Waist: [28, 30, 32, 34, 36], Hip: [37, 39, 41, 43, 45], Inseam: [29, 29.5, 30, 30.5, 31] };
// Curve is cut roomier at every size.
const C_BUST = [38, 40, 42, 44, 46];
const C_WAIST = [32, 34, 36, 38, 40];
const C_HIP = [40, 42, 44, 46, 48];
// Men: chest, waist, shoulder and sleeve by letter size; bottoms by waist size.
const M_CHEST = [34, 36, 38, 40, 42];
const M_WAIST = [28, 30, 32, 34, 36];
const M_SHOULDER = [16, 16.5, 17, 17.5, 18];
const M_SLEEVE = [23.5, 24, 24.5, 25, 25.5];
const M_BOTTOM = { Waist: [28, 30, 32, 34, 36], Hip: [36, 38, 40, 42, 44], Inseam: [30, 30.5, 31, 31.5, 32] };

const BETWEEN = 'Between two sizes? Choose the larger one for a relaxed fit.';

export const SIZE_CHARTS: SizeChartSeed[] = [
  {
    gender: 'women',
    categorySlug: 'tops',
    title: "Women's tops",
    intro: `Crop tops, peplums and shirts. ${BETWEEN}`,
    tables: [table('Tops, XS to XL', LETTERS, { Bust: W_BUST, Waist: W_WAIST, Shoulder: W_SHOULDER })],
  },
  {
    gender: 'women',
    categorySlug: 'dresses',
    title: "Women's dresses",
    intro: `Fitted dresses follow your bust; flared ones your waist. ${BETWEEN}`,
    tables: [table('Dresses, XS to XL', LETTERS, { Bust: W_BUST, Waist: W_WAIST, Hip: W_HIP })],
  },
  {
    gender: 'women',
    categorySlug: 'bottoms',
    title: "Women's bottoms",
    intro: 'Palazzos, skirts, trousers and joggers are sized by waist. Elasticated waists stretch about 2 inches.',
    tables: [table('Bottoms, by waist size', WAISTS, W_BOTTOM, 'Waist size')],
  },
  {
    gender: 'women',
    categorySlug: 'denim',
    title: "Women's denim",
    intro:
      'Jeans and denim skirts go by waist size; jackets and denim dresses by letter size. Stretch denim gives a little.',
    tables: [
      table('Jeans and denim skirts, by waist size', WAISTS, W_BOTTOM, 'Waist size'),
      table('Denim jackets and dresses, XS to XL', LETTERS, { Bust: W_BUST, Waist: W_WAIST, Hip: W_HIP }),
    ],
  },
  {
    gender: 'women',
    categorySlug: 'jackets',
    title: "Women's jackets",
    intro: 'Measured over a light top. To layer over a kurta, choose one size up.',
    tables: [table('Jackets, XS to XL', LETTERS, { Bust: W_BUST, Shoulder: W_SHOULDER, Sleeve: W_SLEEVE })],
  },
  {
    gender: 'women',
    categorySlug: 'curve',
    title: "Women's curve",
    intro: 'The Curve range is cut roomier at every size: check your measurements here, not in the other charts.',
    tables: [
      table('Curve tops, dresses, kurtas and jackets, XS to XL', LETTERS, { Bust: C_BUST, Waist: C_WAIST, Hip: C_HIP }),
      table(
        'Curve jeans and trousers, by waist size',
        WAISTS,
        { Waist: W_BOTTOM.Waist, Hip: [39, 41, 43, 45, 47], Inseam: W_BOTTOM.Inseam },
        'Waist size',
      ),
    ],
  },
  {
    gender: 'women',
    categorySlug: 'kurtas',
    title: "Women's kurtas",
    intro: `Straight and A-line kurtas follow your hip; Anarkalis your bust. ${BETWEEN}`,
    tables: [table('Kurtas, XS to XL', LETTERS, { Bust: W_BUST, Waist: W_WAIST, Hip: W_HIP })],
  },
  {
    gender: 'women',
    categorySlug: 'co-ord-sets',
    title: "Women's co-ord sets",
    intro: 'A set comes in one size for top and bottom: choose by the larger of your bust and hip.',
    tables: [table('Co-ord sets, XS to XL', LETTERS, { Bust: W_BUST, Waist: W_WAIST, Hip: W_HIP })],
  },
  {
    gender: 'women',
    categorySlug: 'innerwear',
    title: "Women's innerwear",
    intro:
      'Camisoles and slips sit close to the body: choose your usual size. Innerwear cannot be returned or exchanged.',
    tables: [table('Innerwear, XS to XL', LETTERS, { Bust: W_BUST, Waist: W_WAIST })],
  },
  {
    gender: 'men',
    categorySlug: 'shirts',
    title: "Men's shirts",
    intro: `Measured at the chest, under the arms. ${BETWEEN}`,
    tables: [table('Shirts, XS to XL', LETTERS, { Chest: M_CHEST, Shoulder: M_SHOULDER, Sleeve: M_SLEEVE })],
  },
  {
    gender: 'men',
    categorySlug: 't-shirts',
    title: "Men's T-shirts",
    intro: 'Oversized tees are cut roomy on purpose: take your usual size.',
    tables: [table('T-shirts, XS to XL', LETTERS, { Chest: M_CHEST, Waist: M_WAIST, Shoulder: M_SHOULDER })],
  },
  {
    gender: 'men',
    categorySlug: 'jeans',
    title: "Men's jeans",
    intro: 'Jeans go by waist size, measured where you wear them.',
    tables: [table('Jeans, by waist size', WAISTS, M_BOTTOM, 'Waist size')],
  },
  {
    gender: 'men',
    categorySlug: 'trousers',
    title: "Men's trousers",
    intro: 'Chinos, formal trousers, linen pants and joggers go by waist size.',
    tables: [table('Trousers, by waist size', WAISTS, M_BOTTOM, 'Waist size')],
  },
  {
    gender: 'men',
    categorySlug: 'kurtas',
    title: "Men's kurtas",
    intro: `Kurtas are cut straight: choose by your chest. ${BETWEEN}`,
    tables: [table('Kurtas, XS to XL', LETTERS, { Chest: M_CHEST, Waist: M_WAIST, Shoulder: M_SHOULDER })],
  },
  {
    gender: 'men',
    categorySlug: 'jackets',
    title: "Men's jackets",
    intro: 'Nehru jackets sit close over a kurta; bombers and blazers over a shirt. Measured over a shirt.',
    tables: [table('Jackets, XS to XL', LETTERS, { Chest: M_CHEST, Shoulder: M_SHOULDER, Sleeve: M_SLEEVE })],
  },
  {
    gender: 'men',
    categorySlug: 'innerwear',
    title: "Men's innerwear",
    intro: 'Vests are cut close: choose your usual size. Innerwear cannot be returned or exchanged.',
    tables: [table('Innerwear, XS to XL', LETTERS, { Chest: M_CHEST, Waist: M_WAIST })],
  },
];

/** Upserts the charts by category (re-running refreshes them, as it does the content pages). Returns how many. */
export async function upsertSizeCharts(tx: Tx): Promise<number> {
  await tx
    .insert(sizeCharts)
    .values(SIZE_CHARTS.map((c, i) => ({ ...c, sortOrder: i })))
    .onConflictDoUpdate({
      target: [sizeCharts.gender, sizeCharts.categorySlug],
      set: {
        title: sql`excluded.title`,
        intro: sql`excluded.intro`,
        tables: sql`excluded.tables`,
        sortOrder: sql`excluded.sort_order`,
        updatedAt: sql`now()`,
      },
    });
  return SIZE_CHARTS.length;
}
