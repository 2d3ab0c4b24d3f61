/**
 * The browser's entry: React Router's default (`@react-router/dev/dist/config/defaults/entry.client.tsx`), with
 * `hydrateRoot` in a task of its own (ADR 35). React Router's default entry lives under `node_modules/@react-router`,
 * so it went into the framework chunk (ADR 5), which the page's route modules import: React DOM's client (a CommonJS
 * module, which the bundler evaluates when first required) and `hydrateRoot` ran inside the one task that evaluates
 * every module of the page. This file is a chunk of its own, which React Router's module script imports after the
 * route modules: React DOM is first required here, in that later task (measured: the longest task after the first
 * paint halved; the same entry inside the framework chunk did not shorten it), and the `setTimeout` moves
 * `hydrateRoot` to the task after.
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
