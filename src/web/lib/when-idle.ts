/**
 * Runs `fn` once the browser is idle (Safari has no requestIdleCallback: a short timer instead); answers a cancel.
 * For work a page can do later than its hydration: each such piece then runs in a short task of its own instead of
 * lengthening the tasks that hydrate the page (Lighthouse's total blocking time counts every task over 50 ms).
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(fn, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(fn, 1500);
  return () => clearTimeout(handle);
}
