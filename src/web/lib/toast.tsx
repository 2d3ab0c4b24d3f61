/**
 * Toasts, with react-hot-toast's store and timing (its defaults are the spec's rules: success 2 s, error and blank
 * 4 s, at most 20 at once) and our own markup: the headless build, so no runtime <style> element is needed under
 * the store's nonce-based CSP. The library is loaded once the page is idle after hydrating, or at the first toast if
 * that comes sooner, not with the page (no first-load JavaScript); a toast raised before it arrives shows as soon as
 * it does.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from './when-idle.ts';

const importToast = () => import('react-hot-toast/headless');
let loading: ReturnType<typeof importToast> | null = null;
const load = () => (loading ??= importToast());

/** Whether the toaster is wanted on screen (a toast was raised, or the page went idle), and who follows that. */
let wanted = false;
const followers = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const follower of followers) follower();
}
function follow(follower: () => void): () => void {
  followers.add(follower);
  return () => followers.delete(follower);
}

export const notify = {
  success(message: string): void {
    want();
    void load().then((m) => m.toast.success(message));
  },
  error(message: string): void {
    want();
    void load().then((m) => m.toast.error(message));
  },
};

const LazyToaster = lazy(() => import('./toaster.tsx'));

/**
 * Mount once (root layout). Renders nothing on the server and while hydrating; the toaster comes when the browser
 * is next idle, or at the first toast. Not at hydration's end: the effects that run then are one task, and a
 * component whose browser snapshot differs from the server's (as `() => true` against `() => false` did here)
 * renders again inside it, with its lazy import: measured, that made the task longer. `wanted` is false while the
 * page hydrates (nothing can raise a toast before), so the snapshots agree.
 */
export function Toasts() {
  const shown = useSyncExternalStore(
    follow,
    () => wanted,
    () => false,
  );
  useEffect(() => (wanted ? undefined : whenIdle(want)), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
