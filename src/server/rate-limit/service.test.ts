import { afterAll, describe, expect, it } from 'vitest';
import { TooManyRequests } from '../errors.ts';
import { createRateLimits } from './service.ts';

const rule = { name: `t${Date.now()}`, points: 3, durationSeconds: 60, message: 'Too many attempts.' };

async function exercise(limits: ReturnType<typeof createRateLimits>) {
  const l = limits.limiter(rule);
  const key = `ip:${Math.random()}`;
  for (let i = 0; i < 3; i++) await l.consume(key);
  const err = await l.consume(key).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(TooManyRequests);
  expect((err as TooManyRequests).retryAfterSeconds).toBeGreaterThan(0);
  await l.reset(key);
  await expect(l.consume(key)).resolves.toBeUndefined();

  // check() refuses once the points are used and counts nothing; add() counts without refusing.
  const other = `acct:${Math.random()}`;
  expect(await l.count(other)).toBe(0);
  await l.check(other);
  expect(await l.count(other)).toBe(0);
  for (let i = 1; i <= 5; i++) expect(await l.add(other)).toBe(i);
  expect(await l.count(other)).toBe(5);
  const refused = await l.check(other).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(TooManyRequests);
  expect((refused as TooManyRequests).retryAfterSeconds).toBeGreaterThan(0);
  await l.reset(other);
  expect(await l.count(other)).toBe(0);
}

describe('rate limits in memory', () => {
  const limits = createRateLimits({});
  afterAll(() => limits.close());
  it('allows N attempts per window, then 429s; reset forgets', () => exercise(limits));
  it('counts every key given (per IP and per email)', async () => {
    const l = limits.limiter({ ...rule, name: 'multi' });
    await l.consume('ip:1', 'email:a');
    await l.consume('ip:2', 'email:a');
    await l.consume('ip:3', 'email:a');
    await expect(l.consume('ip:4', 'email:a')).rejects.toBeInstanceOf(TooManyRequests);
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits in Redis (REDIS_URL)', () => {
  it('shares counts between two app processes', async () => {
    const a = createRateLimits({ redisUrl: process.env.REDIS_URL });
    const b = createRateLimits({ redisUrl: process.env.REDIS_URL });
    try {
      expect(a.backend).toBe('redis');
      expect(await a.ready()).toBe(true);
      expect(await b.ready()).toBe(true);
      const name = `shared${Date.now()}`;
      const key = `ip:${Math.random()}`;
      await a.limiter({ ...rule, name }).consume(key);
      await b.limiter({ ...rule, name }).consume(key);
      await a.limiter({ ...rule, name }).consume(key);
      await expect(b.limiter({ ...rule, name }).consume(key)).rejects.toBeInstanceOf(TooManyRequests);
      await exercise(a);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
