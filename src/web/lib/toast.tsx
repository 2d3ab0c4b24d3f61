/**
 * Toasts, with react-hot-toast's store and timing (its defaults are the spec's rules: success 2 s, error and blank
 * 4 s, at most 20 at once) and our own markup: the headless build, so no runtime <style> element is needed under
 * the store's nonce-based CSP. The library is loaded once the page is interactive, not with it (no first-load
 * JavaScript); a toast raised before it arrives shows as soon as it does.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

const importToast = () => import('react-hot-toast/headless');
let loading: ReturnType<typeof importToast> | null = null;
const load = () => (loading ??= importToast());

export const notify = {
  success(message: string): void {
    void load().then((m) => m.toast.success(message));
  },
  error(message: string): void {
    void load().then((m) => m.toast.error(message));
  },
};

const LazyToaster = lazy(() => import('./toaster.tsx'));

const noSubscription = () => () => {};

/** Mount once (root layout). Renders nothing on the server; loads the toasts once hydrated. */
export function Toasts() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
