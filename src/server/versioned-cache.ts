/**
 * An in-process LRU of values computed from data that carries a version number (the catalogue's: see
 * catalog/catalogue-version.ts). Entries are kept for one version: the first request to see a newer version empties
 * the cache; a request that read an older version than the cache holds neither reads nor stores (its answer may
 * already be out of date), so a value is only ever served to requests that read the version it was computed at (or
 * an older one).
 */
import { LRUCache } from 'lru-cache';

export type VersionedCache<V extends object> = {
  get: (version: number, key: string) => V | undefined;
  set: (version: number, key: string, value: V) => void;
  /**
   * The value kept for `key` at `version`, else `compute()`'s, then kept; requests asking for the same key at once
   * share one computation. A null version keeps (and shares) nothing.
   */
  remember: (version: number | null, key: string, compute: () => Promise<V>) => Promise<V>;
};

export function createVersionedCache<V extends object>(max: number): VersionedCache<V> {
  const entries = new LRUCache<string, V>({ max });
  const computing = new Map<string, Promise<V>>();
  let current = -Infinity;
  const at = (version: number) => {
    if (version > current) {
      entries.clear();
      current = version;
    }
    return version === current;
  };
  const cache: VersionedCache<V> = {
    get: (version, key) => (at(version) ? entries.get(key) : undefined),
    set: (version, key, value) => {
      if (at(version)) entries.set(key, value);
    },
    async remember(version, key, compute) {
      if (version === null) return compute();
      const kept = cache.get(version, key);
      if (kept) return kept;
      const id = `${version}\u0000${key}`;
      let value = computing.get(id);
      if (!value) {
        value = compute()
          .then((v) => {
            cache.set(version, key, v);
            return v;
          })
          .finally(() => computing.delete(id));
        computing.set(id, value);
      }
      return value;
    },
  };
  return cache;
}
