import { useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Server-rendered content with nothing to hydrate: links, text and images only, no handler, state or effect (plain
 * store links navigate through the root layout's one document listener, as hydrated ones do). While the page
 * hydrates, React keeps the server's HTML inside as it is and does not walk it (ADR 32): on a product page the footer
 * alone is a third of the elements to hydrate. Mounted in the browser without hydrating (a client-side navigation),
 * it renders its children as any component does.
 *
 * What the server rendered stays for the life of the element: give it a `key` that changes with what it shows (the
 * store's contact details, say), so new data mounts it afresh (then rendered in the browser).
 */
export function NotHydrated({ children, className }: { children: ReactNode; className?: string }) {
  // The server's value (true) while hydrating and on the server; the browser's own (false) in a client render.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // Decided when mounted, for good: the re-render after hydration (the browser's value) must not replace the HTML.
  const [keepServerHtml] = useState(hydrating && typeof window !== 'undefined');
  if (keepServerHtml) {
    // React does not set or compare an element's inner HTML while hydrating it: the server's children stay.
    return <div className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return <div className={className}>{children}</div>;
}
