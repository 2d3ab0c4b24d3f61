import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache.ts';

describe('versioned cache', () => {
  it('keeps values for one version: a newer version empties it, an older one neither reads nor stores', async () => {
    const cache = createVersionedCache<{ n: number }>(10);
    cache.set(1, 'a', { n: 1 });
    expect(cache.get(1, 'a')).toEqual({ n: 1 });
    expect(cache.get(2, 'a')).toBeUndefined();
    cache.set(1, 'a', { n: 1 });
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.get(2, 'a')).toBeUndefined();
  });

  it('remembers what it computed, once per version; with no version it computes every time', async () => {
    const cache = createVersionedCache<{ n: number }>(10);
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    expect(await cache.remember(5, 'k', compute)).toEqual({ n: 1 });
    expect(await cache.remember(5, 'k', compute)).toEqual({ n: 1 });
    expect(await cache.remember(6, 'k', compute)).toEqual({ n: 2 });
    expect(await cache.remember(null, 'k', compute)).toEqual({ n: 3 });
    expect(await cache.remember(null, 'k', compute)).toEqual({ n: 4 });
  });

  it('drops the least recently used beyond its size', () => {
    const cache = createVersionedCache<{ n: number }>(2);
    cache.set(1, 'a', { n: 1 });
    cache.set(1, 'b', { n: 2 });
    cache.get(1, 'a');
    cache.set(1, 'c', { n: 3 });
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(cache.get(1, 'a')).toEqual({ n: 1 });
  });
});

describe('versioned cache: one computation at a time', () => {
  it('requests asking for the same key at once share one computation; a failure is not kept', async () => {
    const cache = createVersionedCache<{ n: number }>(10);
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const compute = async () => {
      calls++;
      await gate;
      return { n: calls };
    };
    const both = Promise.all([cache.remember(1, 'k', compute), cache.remember(1, 'k', compute)]);
    release();
    expect(await both).toEqual([{ n: 1 }, { n: 1 }]);
    expect(calls).toBe(1);
    await expect(cache.remember(2, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember(2, 'k', async () => ({ n: 9 }))).toEqual({ n: 9 });
  });
});
