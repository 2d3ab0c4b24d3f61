import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export type Health = { status: 'ok' | 'degraded'; database: 'up' | 'down'; latencyMs: number };

export function createHealthService(db: Db) {
  return {
    async check(): Promise<Health> {
      const started = performance.now();
      try {
        await Promise.race([
          db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
        ]);
        return { status: 'ok', database: 'up', latencyMs: Math.round(performance.now() - started) };
      } catch {
        return { status: 'degraded', database: 'down', latencyMs: Math.round(performance.now() - started) };
      }
    },
  };
}
