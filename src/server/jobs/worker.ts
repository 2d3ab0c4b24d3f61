/**
 * The job worker of one store process: runs queued jobs (queue.ts) with JOB_CONCURRENCY at a time, woken by
 * LISTEN/NOTIFY when a job is added and polling every JOB_POLL_INTERVAL_MS for retries that came due. Every process
 * runs one; PostgreSQL row locks (SKIP LOCKED) give each job to one worker. The periodic work (hold expiry, the
 * back-in-stock sweep) is graphile-worker cron: the first process to reach a minute schedules its job, so it runs
 * once per minute across all processes. A failed attempt is logged with the job's id and the error's message,
 * never its payload.
 */
import { EventEmitter } from 'node:events';
import { Logger, parseCronItems, run, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { jobPayloads, queueStats, type JobHandlers, type JobName, type QueueStats } from './queue.ts';
import { jobAttemptsFailed, jobsCompleted } from './metrics.ts';

type Log = {
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  debug?: (obj: object, msg: string) => void;
};

export type JobWorker = {
  /** Finishes running jobs (within graphile-worker's grace time) and stops taking new ones. */
  stop: () => Promise<void>;
  /**
   * For /metrics: queue depth (pending), jobs that used up their attempts (failed) and jobs running, across all
   * processes; jobs this process ran to completion and attempts that failed here, since it started.
   */
  metrics: () => Promise<JobMetrics>;
};

export type JobMetrics = QueueStats & { completed: number; failedAttempts: number };

/** The periodic jobs: once a minute across every process. */
const CRON: Array<{ task: JobName; match: string }> = [
  { task: 'release-expired-holds', match: '* * * * *' },
  { task: 'back-in-stock-sweep', match: '* * * * *' },
];

export function taskList(handlers: JobHandlers): TaskList {
  const tasks: TaskList = {};
  for (const name of Object.keys(jobPayloads) as JobName[]) {
    tasks[name] = async (payload) => {
      const parsed = jobPayloads[name].parse(payload ?? {});
      await (handlers[name] as (p: typeof parsed) => Promise<unknown>)(parsed);
    };
  }
  return tasks;
}

/** graphile-worker's log lines through the store's logger: the message only, never its metadata (the job's payload). */
function workerLogger(log: Log): Logger {
  return new Logger((scope) => (level, message) => {
    const fields = { jobId: scope.jobId, task: scope.taskIdentifier, workerId: scope.workerId };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else log.debug?.(fields, message); // info: a job done, a worker connected (twice a minute for the cron jobs)
  });
}

export async function startJobWorker(opts: {
  pool: pg.Pool;
  handlers: JobHandlers;
  concurrency: number;
  pollIntervalMs: number;
  /** Schedule the periodic jobs from this process (tests that drive them by hand turn it off). */
  cron?: boolean;
  log: Log;
}): Promise<JobWorker> {
  const counts = { completed: 0, failedAttempts: 0 };
  const events: WorkerEvents = new EventEmitter();
  events.on('job:success', ({ job }) => {
    counts.completed++;
    jobsCompleted.inc({ task: job.task_identifier });
  });
  events.on('job:error', ({ job }) => {
    counts.failedAttempts++;
    jobAttemptsFailed.inc({ task: job.task_identifier });
  });
  const runner: Runner = await run({
    pgPool: opts.pool,
    concurrency: opts.concurrency,
    pollInterval: opts.pollIntervalMs,
    noHandleSignals: true,
    logger: workerLogger(opts.log),
    events,
    taskList: taskList(opts.handlers),
    parsedCronItems: parseCronItems(
      opts.cron === false
        ? []
        : CRON.map(({ task, match }) => ({
            task,
            match,
            identifier: task,
            // One waiting copy at most: a run that keeps failing is replaced by the next minute's, not piled up.
            options: { backfillPeriod: 0, maxAttempts: 3, jobKey: task, jobKeyMode: 'replace' as const },
          })),
    ),
  });
  let stopping = false;
  // graphile-worker reconnects by itself after a database outage; should the runner still give up, it is said loudly.
  void runner.promise.then(
    () => !stopping && opts.log.error({}, 'the job worker stopped by itself: this process runs no more jobs'),
    (err: unknown) => !stopping && opts.log.error({ err }, 'the job worker failed: this process runs no more jobs'),
  );
  return {
    stop: () => {
      stopping = true;
      return runner.stop();
    },
    metrics: async () => ({ ...(await queueStats(opts.pool)), ...counts }),
  };
}
