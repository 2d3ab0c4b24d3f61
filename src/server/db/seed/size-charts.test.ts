import { describe, expect, it } from 'vitest';
import { sizeChartAnchor, sizesIn } from '../../../shop/size-guide.ts';
import { CATEGORIES } from './catalogue-data.ts';
import { buildCatalogue } from './products.ts';
import { SIZE_CHARTS } from './size-charts.ts';

const chartOf = (gender: string, slug: string) =>
  SIZE_CHARTS.find((c) => c.gender === gender && c.categorySlug === slug);

describe('the demo size charts', () => {
  it('every size any demo product sells has a row in its category’s chart', () => {
    const missing: string[] = [];
    for (const p of buildCatalogue()) {
      const chart = chartOf(p.gender, p.category.slug);
      if (!chart) {
        missing.push(`${p.gender}/${p.category.slug}: no chart`);
        continue;
      }
      const rows = sizesIn(chart);
      for (const v of p.variants) if (!rows.has(v.size)) missing.push(`${p.slug} size ${v.size}`);
    }
    expect(missing).toEqual([]);
  });

  it('XS is covered wherever it is sold, and every category has exactly one chart', () => {
    expect([...sizesIn(chartOf('women', 'tops')!)]).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    for (const c of CATEGORIES) {
      expect(
        SIZE_CHARTS.filter((s) => s.gender === c.gender && s.categorySlug === c.slug),
        `${c.gender}/${c.slug}`,
      ).toHaveLength(1);
    }
    expect(SIZE_CHARTS).toHaveLength(CATEGORIES.length);
  });

  it('charts are well formed: a value per column in every row, numbers that grow with the size, unique anchors', () => {
    const anchors = SIZE_CHARTS.map((c) => sizeChartAnchor(c.gender, c.categorySlug));
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const chart of SIZE_CHARTS) {
      for (const table of chart.tables) {
        expect(table.rows.length, table.title).toBeGreaterThan(0);
        table.columns.forEach((column, i) => {
          const values = table.rows.map((r) => r.values[i]);
          expect(
            values.every((v) => typeof v === 'number' && v > 0),
            `${table.title} ${column}`,
          ).toBe(true);
          expect(
            [...values].sort((x, y) => x! - y!),
            `${table.title} ${column} grows`,
          ).toEqual(values);
        });
        for (const row of table.rows) expect(row.values).toHaveLength(table.columns.length);
      }
    }
  });
});
