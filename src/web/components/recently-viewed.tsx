import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { recordView } from '../lib/recently-viewed.ts';

const RecentlyViewedRow = lazy(() => import('./recently-viewed-row.tsx'));

/**
 * The place of the 'Recently viewed' row (product page: below everything else; empty cart: below its message). On a
 * product page it also records the view. It renders nothing on the server, since the list lives in the browser:
 * once the page has hydrated and the place comes near the screen, the row's code and its products are loaded. So it
 * costs no first-load JavaScript, and arriving below what is in view it shifts nothing.
 */
export function RecentlyViewed({ current }: { current?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (current) recordView(current);
  }, [current]);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref} data-testid="recently-viewed-slot">
      {near && (
        <Suspense fallback={null}>
          <RecentlyViewedRow exclude={current} />
        </Suspense>
      )}
    </div>
  );
}
