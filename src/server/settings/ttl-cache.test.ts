import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ttlCache', () => {
  it('loads once per period, and again after it or after clear()', async () => {
    let time = 1_000;
    let loads = 0;
    const cache = ttlCache(
      async () => ({ n: ++loads }),
      5_000,
      () => time,
    );
    expect(await cache.get()).toEqual({ n: 1 });
    time += 4_999;
    expect(await cache.get()).toEqual({ n: 1 });
    time += 2;
    expect(await cache.get()).toEqual({ n: 2 });
    cache.clear();
    expect(await cache.get()).toEqual({ n: 3 });
  });

  it('shares one load between concurrent reads', async () => {
    let loads = 0;
    const cache = ttlCache(async () => ({ n: ++loads }), 5_000);
    const values = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(values.map((v) => v.n)).toEqual([1, 1, 1]);
  });

  it('does not keep a value read before a save that cleared it (the read still answers its caller)', async () => {
    const first = deferred<{ zones: string }>();
    let calls = 0;
    const cache = ttlCache(() => (++calls === 1 ? first.promise : Promise.resolve({ zones: 'after save' })), 5_000);
    const early = cache.get(); // began before the save
    cache.clear(); // the save
    first.resolve({ zones: 'before save' });
    expect(await early).toEqual({ zones: 'before save' });
    expect(await cache.get()).toEqual({ zones: 'after save' });
  });
});
