/** A value loaded at most once per `ms` in this process (the settings' reads); `clear()` after a save here. */
export function ttlCache<T>(load: () => Promise<T>, ms: number, now: () => number = Date.now) {
  let cached: { value: T; until: number } | null = null;
  return {
    async get(): Promise<T> {
      if (cached && cached.until > now()) return cached.value;
      const value = await load();
      cached = { value, until: now() + ms };
      return value;
    },
    clear(): void {
      cached = null;
    },
  };
}
