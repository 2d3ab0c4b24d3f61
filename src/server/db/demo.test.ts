import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../../tests/support/accounts-fixture.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { sizeCharts } from '../content/tables.ts';
import { createLocalStorage } from '../storage/local.ts';
import { seedIfEmpty } from './demo.ts';
import { SIZE_CHARTS } from './seed/size-charts.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await testDatabase();
});
afterAll(async () => {
  await t?.drop();
});

const charts = async () => (await t.db.select({ n: count() }).from(sizeCharts))[0]?.n;

describe('seedIfEmpty on a store seeded before the size guide was data', () => {
  it('adds the demo size charts once and leaves the catalogue alone', async () => {
    await insertProduct(t.db);
    const log: string[] = [];
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-seed-'));
    const storage = await createLocalStorage(dir);
    expect(await seedIfEmpty(t.db, storage, (m) => log.push(m))).toBe(false);
    expect(await charts()).toBe(SIZE_CHARTS.length);
    expect(log).toEqual([`Added ${SIZE_CHARTS.length} demo size charts.`]);
    // An owner's own charts are kept: nothing is added when there are some.
    await t.db.delete(sizeCharts);
    await t.db.insert(sizeCharts).values({ gender: 'women', categorySlug: 'kurtas', title: 'Ours', tables: [] });
    expect(await seedIfEmpty(t.db, storage, (m) => log.push(m))).toBe(false);
    expect(await charts()).toBe(1);
    expect(log).toHaveLength(1);
    // No picture was rendered: the catalogue is the owner's.
    expect(await fs.readdir(dir)).toEqual([]);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
