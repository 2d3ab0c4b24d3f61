/**
 * `npm run restore -- FOLDER [--replace]`: a backup made by `npm run backup` into an empty database (DATABASE_URL,
 * or the embedded one in DATA_DIR: stop the store first) and DATA_DIR/uploads. `--replace` drops what the target
 * holds instead of refusing. See docs/operations.md "Backups and restore".
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { loggerOptions } from '../src/server/logger.ts';
import { runOps } from '../src/server/ops/cli.ts';
import { OpsError } from '../src/server/ops/errors.ts';
import { restore } from '../src/server/ops/restore.ts';

const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const config = loadConfig();
const log = pino(loggerOptions(config.LOG_LEVEL));

await runOps(log, async () => {
  if (positionals.length !== 1) throw new OpsError('Usage: npm run restore -- BACKUP_FOLDER [--replace]');
  const result = await restore({
    backupDir: positionals[0]!,
    dataDir: config.dataDir,
    databaseUrl: config.DATABASE_URL,
    replace: values.replace,
    pgBinDir: config.PG_BIN_DIR,
    log: (msg) => log.info(msg),
  });
  log.info(
    { latestMigration: result.latestMigration?.tag ?? null, uploads: result.manifest.uploads.files, ms: result.ms },
    `Restored the backup of ${result.manifest.createdAt} (${result.manifest.app.name} ${result.manifest.app.version}) in ${result.ms} ms.`,
  );
});
