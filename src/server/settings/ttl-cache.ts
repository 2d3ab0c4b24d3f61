/**
 * A value loaded at most once per `ms` in this process (settings and delivery zones); `clear()` after a save here.
 * Concurrent reads share one load, and a load that was under way when `clear()` ran answers its callers but is not
 * kept: a read that began before a save never puts the old value back for the rest of the period.
 */
export function ttlCache<T>(load: () => Promise<T>, ms: number, now: () => number = Date.now) {
  let cached: { value: T; until: number } | null = null;
  let loading: Promise<T> | null = null;
  let generation = 0;
  return {
    async get(): Promise<T> {
      if (cached && cached.until > now()) return cached.value;
      if (loading) return loading;
      const started = generation;
      const pending = load()
        .then((value) => {
          if (started === generation) cached = { value, until: now() + ms };
          return value;
        })
        .finally(() => {
          if (loading === pending) loading = null;
        });
      loading = pending;
      return pending;
    },
    clear(): void {
      generation++;
      cached = null;
      loading = null;
    },
  };
}
