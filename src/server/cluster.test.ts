import { describe, expect, it } from 'vitest';
import { restartDelay } from './cluster.ts';

describe('restarting crashed workers', () => {
  it('waits longer after each crash in a row, up to 30 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(restartDelay);
    expect(delays.slice(0, 4)).toEqual([500, 1000, 2000, 4000]);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(30_000);
  });
});
