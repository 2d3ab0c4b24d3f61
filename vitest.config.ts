import os from 'node:os';
import { defineConfig } from 'vitest/config';

const cores = os.availableParallelism();

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where the suite then waits on
    // PostgreSQL, started stores and timers half the time. On small machines one more worker than the cores (up to
    // 4: each file holds up to 10 connections) took the suite from 330 s to 189 s on 2 cores (ADR 31); never fewer
    // than Vitest's default.
    maxWorkers: Math.max(cores - 1, Math.min(4, cores + 1)),
    reporters: ['default'],
  },
});
