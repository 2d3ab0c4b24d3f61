import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element behind `ref` has come within `margin` of the screen (once true, it stays true): for parts of a
 * page that load their code or data only when the visitor scrolls towards them. False on the server and until then.
 */
export function useNearScreen(margin: string): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
