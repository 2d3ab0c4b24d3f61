import { count } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { FileStorage } from '../storage/storage.ts';
import { products } from '../catalog/tables.ts';
import { sizeCharts } from '../content/tables.ts';

/**
 * Seeds the demo catalogue into an empty database (SEED_DEMO). The seed and sharp load only when needed. A database
 * seeded before the size guide became data gets the demo size charts once (they are content, like the pages).
 */
export async function seedIfEmpty(db: Db, storage: FileStorage, log: (msg: string) => void): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) {
    const [charts] = await db.select({ n: count() }).from(sizeCharts);
    if ((charts?.n ?? 0) === 0) {
      const { upsertSizeCharts } = await import('./seed/size-charts.ts');
      log(`Added ${await db.transaction((tx) => upsertSizeCharts(tx))} demo size charts.`);
    }
    return false;
  }
  const started = performance.now();
  log('Empty database: seeding the demo catalogue (first start only)...');
  const { seedDemo } = await import('./seed/index.ts');
  const result = await seedDemo(db, { storage, log });
  log(`Seeded ${result.products} products in ${Math.round(performance.now() - started)} ms.`);
  return true;
}
