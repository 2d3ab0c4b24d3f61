import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The header's <details> panels (menu, phone search, account) share this name: opening one closes the others. */
export const HEADER_PANEL = 'header-panel';

/**
 * A header panel built on <details>/<summary>, so it opens and closes without JavaScript too. Once hydrated it also
 * closes on navigation, on a click outside it, and on Escape (which gives focus back to its summary).
 */
export function useHeaderDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const shownAt = useRef(key);

  // A navigation closes it (a panel the page renders open stays open until then).
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    if (ref.current) ref.current.open = false;
  }, [key]);

  useEffect(() => {
    const close = (event: Event) => {
      const el = ref.current;
      if (!el?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        el.open = false;
        el.querySelector('summary')?.focus();
        return;
      }
      if (!el.contains(event.target as Node)) el.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  return ref;
}
