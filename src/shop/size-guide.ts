/**
 * The size guide's shapes and addresses: each catalogue category has a chart at /sizeguide#<gender>-<category slug>
 * (the product page's "Size chart" links there). Pure and zod-free.
 */

/** One measurement table: a row per size the category sells, body measurements in inches. */
export type SizeTable = {
  /** What the table covers, e.g. "Jeans and skirts, by waist size". */
  title: string;
  /** The first column's heading: "Size" or "Waist size". */
  sizeLabel: string;
  columns: string[];
  rows: { size: string; values: number[] }[];
};

export type SizeChartDto = {
  /** The element id on /sizeguide, e.g. "women-tops". */
  anchor: string;
  gender: 'men' | 'women';
  categorySlug: string;
  title: string;
  intro: string;
  tables: SizeTable[];
};

export const SIZE_GUIDE_PATH = '/sizeguide';

/** "women-tops", "men-t-shirts": unique across genders (both have Kurtas and Jackets). */
export function sizeChartAnchor(gender: string, categorySlug: string): string {
  return `${gender}-${categorySlug}`
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-');
}

/** The address of a category's chart: it works without JavaScript. */
export function sizeChartHref(gender: string, categorySlug: string): string {
  return `${SIZE_GUIDE_PATH}#${sizeChartAnchor(gender, categorySlug)}`;
}

/** Every size a chart has a row for. */
export function sizesIn(chart: Pick<SizeChartDto, 'tables'>): Set<string> {
  return new Set(chart.tables.flatMap((t) => t.rows.map((r) => r.size)));
}
