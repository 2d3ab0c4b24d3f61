/**
 * `npm run seed`: seed or refresh the demo catalogue in the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR; stop the running store first, since it holds DATA_DIR). Re-runnable: demo rows are upserted by their
 * natural keys; customers, their orders and addresses are kept.
 */
import { loadConfig } from '../src/server/config.ts';
import { connectDatabase, runMigrations } from '../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { seedDemo } from '../src/server/db/seed/index.ts';
import { openStorage } from '../src/server/storage/open-storage.ts';

const config = loadConfig();
const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.dataDir);
const database = connectDatabase(config.DATABASE_URL ?? embedded!.url);
try {
  await runMigrations(database);
  const storage = await openStorage(config.storage);
  const started = performance.now();
  const result = await seedDemo(database.db, { storage, log: (m) => console.log(m) });
  await storage.close();
  console.log(
    `Seeded ${result.products} products (${result.imagesRendered} images rendered) in ${Math.round(performance.now() - started)} ms.`,
  );
} finally {
  await database.close();
  await embedded?.stop();
}
