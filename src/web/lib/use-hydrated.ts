import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while rendering on the server and hydrating, true after: for what exists only in the browser (the cart, a
 * form's check before sending). The switch renders its component again at once after hydration: use it in the
 * smallest component that shows the difference (README, "Speed on a phone").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
