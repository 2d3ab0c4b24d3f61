/**
 * Job queue throughput: BENCH_JOBS (2,000) jobs queued in transactions of 100, then drained by one process's worker
 * (JOB_CONCURRENCY 4, the default, and 16) on a scratch embedded PostgreSQL; reports jobs/s for a job that does
 * nothing and for one that renders a mail through nodemailer into a stream (the mail work without a mail server).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { connectDatabase, runMigrations } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { enqueue, waitForIdleQueue, type JobHandlers } from '../../src/server/jobs/queue.ts';
import { startJobWorker } from '../../src/server/jobs/worker.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 2000);
const quiet = { error: () => {}, warn: () => {} };

function handlers(work: () => Promise<unknown>): JobHandlers {
  const never = async () => {
    throw new Error('not benchmarked');
  };
  return {
    'order-mail': never,
    'return-mail': never,
    'password-reset-mail': never,
    'contact-mail': work,
    'contact-ack-mail': never,
    'back-in-stock': never,
    'back-in-stock-sweep': never,
    'release-expired-holds': never,
  };
}

export async function jobsPart(): Promise<void> {
  console.log(`\n## job queue (${JOBS} jobs, one process's worker, scratch database)`);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bindass-bench-jobs-'));
  const pg = await startEmbeddedPostgres(tmp);
  const database = connectDatabase(pg.url);
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mail = () =>
    stream.sendMail({
      from: 'Bindass Bazaar <no-reply@bindassbazaar.in>',
      to: 'bench@example.com',
      subject: 'Your order BB-000001 is placed',
      text: 'Hi Bench,\n\nThank you for shopping with Bindass Bazaar.\n',
    });
  const rows: Array<Record<string, string | number>> = [];
  try {
    await runMigrations(database);
    for (const [kind, work] of [
      ['no-op', async () => {}],
      ['mail to a stream', mail],
    ] as const) {
      for (const concurrency of [4, 16]) {
        let started = performance.now();
        for (let i = 0; i < JOBS; i += 100) {
          await database.db.transaction(async (tx) => {
            for (let j = i; j < Math.min(JOBS, i + 100); j++) {
              await enqueue(tx, 'contact-mail', { messageId: crypto.randomUUID() });
            }
          });
        }
        const enqueueSeconds = (performance.now() - started) / 1000;
        started = performance.now();
        const worker = await startJobWorker({
          pool: database.pool,
          handlers: handlers(work),
          concurrency,
          pollIntervalMs: 1000,
          cron: false,
          log: quiet,
        });
        await waitForIdleQueue(database.db, 120_000);
        const runSeconds = (performance.now() - started) / 1000;
        const { completed } = await worker.metrics();
        await worker.stop();
        if (completed !== JOBS) throw new Error(`ran ${completed} of ${JOBS} jobs`);
        rows.push({
          job: kind,
          concurrency,
          'queued/s': Math.round(JOBS / enqueueSeconds),
          'run/s': Math.round(JOBS / runSeconds),
        });
      }
    }
    console.table(rows);
  } finally {
    await database.close();
    await pg.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}
