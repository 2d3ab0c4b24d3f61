import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { SIZE_CHARTS, upsertSizeCharts } from '../db/seed/size-charts.ts';
import { createSizeChartService } from './size-charts.ts';
import { sizeCharts } from './tables.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await testDatabase();
  // Twice: the seed refreshes its charts rather than adding them again.
  await t.db.transaction((tx) => upsertSizeCharts(tx));
  await t.db.transaction((tx) => upsertSizeCharts(tx));
});
afterAll(async () => {
  await t?.drop();
});

describe('size charts', () => {
  it('are read from the database in the guide’s order, each with its anchor', async () => {
    const [row] = await t.db.select({ n: count() }).from(sizeCharts);
    expect(row?.n).toBe(SIZE_CHARTS.length);
    const all = await createSizeChartService(t.db).all();
    expect(all.map((c) => c.anchor)).toEqual(SIZE_CHARTS.map((c) => `${c.gender}-${c.categorySlug}`));
    expect(all[0]).toMatchObject({ anchor: 'women-tops', title: "Women's tops" });
  });

  it('a category’s chart by gender and slug (Kurtas exist for both); none for an unknown one', async () => {
    const charts = createSizeChartService(t.db);
    const women = await charts.forCategory('women', 'kurtas');
    const men = await charts.forCategory('men', 'Kurtas');
    expect(women?.anchor).toBe('women-kurtas');
    expect(men?.anchor).toBe('men-kurtas');
    expect(men?.tables[0]?.columns).toContain('Chest');
    expect((await charts.forCategory('women', 'denim'))?.tables.map((t) => t.sizeLabel)).toEqual([
      'Waist size',
      'Size',
    ]);
    expect(await charts.forCategory('women', 'sarees')).toBeNull();
    expect(await charts.forCategory('unisex', 'tops')).toBeNull();
  });
});
