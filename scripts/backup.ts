/**
 * `npm run backup [-- --out FOLDER]`: the database (DATABASE_URL, or the embedded one in DATA_DIR: stop the store
 * first) and DATA_DIR/uploads into one backup folder with a manifest. See docs/operations.md "Backups and restore".
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { loggerOptions } from '../src/server/logger.ts';
import { backup } from '../src/server/ops/backup.ts';
import { describeStorage } from '../src/server/storage/settings.ts';
import { runOps } from '../src/server/ops/cli.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const log = pino(loggerOptions(config.LOG_LEVEL));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

await runOps(log, async () => {
  const result = await backup({
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    outDir: values.out ?? path.join('backups', `store-${stamp}`),
    pgBinDir: config.PG_BIN_DIR,
    imagesInBucket: config.storage.kind === 's3' ? describeStorage(config.storage) : undefined,
    log: (msg) => log.info(msg),
  });
  const { database: db, uploads } = result.manifest;
  log.info(
    {
      method: db.method,
      tool: db.tool,
      latestMigration: db.latestMigration?.tag ?? null,
      uploads: uploads.files,
      bytes: result.bytes,
      ms: result.ms,
    },
    `Backup written to ${result.dir} (${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.ms} ms).`,
  );
});
