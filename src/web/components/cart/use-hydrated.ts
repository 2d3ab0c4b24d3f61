import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true after (the browser cart exists only then). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
