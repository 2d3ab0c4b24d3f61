/**
 * The browser's entry: React Router's default (`@react-router/dev/dist/config/defaults/entry.client.tsx`), with one
 * change: hydration starts in a task of its own. This module shares its chunk with React and React Router (the
 * framework chunk, ADR 5), which the page's route modules import, so its body runs inside the one task that
 * evaluates every module of the page; `hydrateRoot` (the root, React's ~80 event listeners, the first render's
 * scheduling) now runs after that task instead of lengthening it. A phone's main thread is then free in between
 * (a tap, a frame), and Lighthouse counts two shorter tasks, not one longer (ADR 35).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
