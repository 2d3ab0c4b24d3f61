/**
 * The admin's catalogue CSV (issue 11) on a scratch embedded PostgreSQL holding BENCH_IMPORT_PRODUCTS (5,000)
 * synthetic products: the export of the whole catalogue, then imports of 5,000 CSV rows (dry run and apply, the
 * same service the API calls, CSV parsing included): 1,000 new products with 5 sizes each, then 5,000 stock
 * changes of existing sizes by SKU. Reports ms per step and rows/s.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { users } from '../../src/server/accounts/tables.ts';
import { createAuditService } from '../../src/server/audit/service.ts';
import { productVariants } from '../../src/server/catalog/tables.ts';
import { createProductImport } from '../../src/server/catalog/product-import.ts';
import { createCatalogService } from '../../src/server/catalog/service.ts';
import { connectDatabase, runMigrations } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { createSearchService } from '../../src/server/search/service.ts';
import { insertSyntheticCatalogue } from './synthetic-catalogue.ts';

const PRODUCTS = Number(process.env.BENCH_IMPORT_PRODUCTS ?? 5000);
const ROWS = 5000;

export async function importPart(): Promise<void> {
  console.log(`\n## catalogue CSV import (${ROWS} rows; ${PRODUCTS} products already in a scratch database)`);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bindass-bench-import-'));
  const pg = await startEmbeddedPostgres(tmp);
  const database = connectDatabase(pg.url);
  try {
    await runMigrations(database);
    const { db } = database;
    await insertSyntheticCatalogue(db, PRODUCTS);
    await database.pool.query('ANALYZE');
    const [staff] = await db
      .insert(users)
      .values({
        name: 'Bench Staff',
        email: 'bench-staff@example.com',
        phone: '9876543210',
        passwordHash: '!',
        role: 'staff',
      })
      .returning({ id: users.id });
    const actor = { id: staff!.id, email: 'bench-staff@example.com', role: 'staff' as const };
    const catalog = createCatalogService(db, createSearchService(db));
    // The bench's files give no HSN column, so no GST rule is looked up.
    const importer = createProductImport({ db, audit: createAuditService(db), catalog, hsnCovered: async () => true });

    const results: Array<Record<string, string | number>> = [];
    const time = async (what: string, rows: number, run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      const ms = Math.round(performance.now() - started);
      results.push({ what, rows, ms, 'rows/s': Math.round((rows / ms) * 1000) });
    };

    let exported = 0;
    await time('export the whole catalogue', PRODUCTS * 5, async () => {
      for await (const chunk of importer.exportCsv()) exported += (chunk as Buffer).length;
    });

    const sizes = ['XS', 'S', 'M', 'L', 'XL'];
    const created = stringify(
      Array.from({ length: ROWS / 5 }, (_, i) =>
        sizes.map((size, j) => ({
          slug: `bench-import-kurta-${i}`,
          name: `Bench Import Kurta ${i}`,
          brand: 'Rangmanch',
          gender: 'women',
          category: 'kurtas',
          mrp: 1999,
          sale_price: 1499,
          description: `Block-printed cotton kurta number ${i}.`,
          size,
          sku: `BENCH-IMP-${i}-${size}`,
          stock: (i + j) % 9,
        })),
      ).flat(),
      { header: true },
    );
    const check = (r: { errorCount: number }) => {
      if (r.errorCount) throw new Error(`the bench file has ${r.errorCount} errors`);
    };
    await time('dry run: 1,000 new products x 5 sizes', ROWS, async () =>
      check(await importer.importCsv(Buffer.from(created), { dryRun: true, actor })),
    );
    await time('apply: 1,000 new products x 5 sizes', ROWS, async () =>
      check(await importer.importCsv(Buffer.from(created), { dryRun: false, actor })),
    );

    const existing = await db
      .select({ sku: productVariants.sku, stock: productVariants.stock })
      .from(productVariants)
      .limit(ROWS);
    const stock = stringify(
      existing.map((v) => ({ sku: v.sku, stock: v.stock + 3 })),
      { header: true },
    );
    await time('dry run: 5,000 stock changes by SKU', existing.length, async () =>
      check(await importer.importCsv(Buffer.from(stock), { dryRun: true, actor })),
    );
    await time('apply: 5,000 stock changes by SKU', existing.length, async () =>
      check(await importer.importCsv(Buffer.from(stock), { dryRun: false, actor })),
    );
    console.table(results);
    console.log(`Export size: ${(exported / 1024 / 1024).toFixed(1)} MB.`);
    const slowest = Math.max(...results.filter((r) => String(r.what).startsWith('apply')).map((r) => Number(r.ms)));
    console.log(`${slowest <= 10_000 ? 'PASS' : 'FAIL'} importing ${ROWS} rows <= 10 s (slowest: ${slowest} ms)`);
  } finally {
    await database.close();
    await pg.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}
