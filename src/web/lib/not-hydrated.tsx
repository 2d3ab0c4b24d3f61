import { useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

type Props = {
  children: ReactNode;
  /** Changes whenever what it shows changes (the data it is rendered from, as a string): a new one mounts it afresh. */
  version: string;
  className?: string;
};

/**
 * Server-rendered content with nothing to hydrate: links, text and images only, no handler, state, effect or context
 * (plain store links navigate through the root layout's one document listener, as hydrated ones do). While the page
 * hydrates, React keeps its server HTML as it is and does not walk it (ADR 32). Mounted in the browser without
 * hydrating (a client-side navigation), or with a new `version`, it renders its children as any component does.
 */
export function NotHydrated({ version, ...props }: Props) {
  return <Part key={version} {...props} />;
}

function Part({ children, className }: Omit<Props, 'version'>) {
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
