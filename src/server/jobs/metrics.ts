/**
 * The job queue on /metrics: depth, running and failed jobs as the database sees them (one shared fact, so cluster
 * mode takes the largest worker's reading rather than the sum), and per task the jobs this process completed and the
 * attempts that failed here (summed over workers).
 */
import type pg from 'pg';
import { registerCounter, registerGauge } from '../metrics/registry.ts';
import { queueStats, type QueueStats } from './queue.ts';

export const jobsCompleted = registerCounter('store_jobs_completed_total', 'Jobs run to completion.', ['task']);
export const jobAttemptsFailed = registerCounter(
  'store_job_attempts_failed_total',
  'Job attempts that threw (retried later until the attempts run out).',
  ['task'],
);

/** Registers the queue gauges, read from the database when /metrics is scraped (one query per scrape). */
export function registerQueueGauges(pool: pg.Pool): void {
  let reading: { at: number; stats: Promise<QueueStats> } | null = null;
  const stats = () => {
    if (!reading || Date.now() - reading.at > 1000) reading = { at: Date.now(), stats: queueStats(pool) };
    return reading.stats;
  };
  const gauge = (name: string, help: string, key: keyof QueueStats) =>
    registerGauge(name, help, async () => (await stats())[key], { aggregate: 'max' });
  gauge(
    'store_jobs_pending',
    'Jobs waiting to run, due now or later (retries included), across all processes.',
    'pending',
  );
  gauge('store_jobs_running', 'Jobs a worker is running now, across all processes.', 'running');
  gauge('store_jobs_failed', 'Jobs that used up their attempts and wait for a person to look at them.', 'failed');
}
