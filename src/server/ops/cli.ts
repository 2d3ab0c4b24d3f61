/** Runs a backup or restore command: a refusal (OpsError, locked data folder) is one clear line and exit code 1. */
import type { Logger } from 'pino';
import { DataDirInUseError } from '../db/embedded.ts';
import { OpsError } from './errors.ts';

export async function runOps(log: Logger, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof OpsError || err instanceof DataDirInUseError) log.error(err.message);
    else log.error({ err }, 'failed');
    log.flush();
    process.exitCode = 1;
  }
}
