import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** React, React DOM and React Router: the framework chunk's modules (see below). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/**
 * Also in the shell, though root.tsx does not import them: what nearly every page imports besides (every route's
 * `routeView`; `useHydrated`, for listings, the cart, checkout and account forms, which alone was a file of its own;
 * the shop's small rules: money, images, pricing, orders, reason codes, ids, the store's name) and every icon (45 and
 * their factory, about 2 KB gzip in all, where one file each was a request for each of the few a page shows). What
 * these import comes along (the group takes dependencies: `reasons.ts` brings `cod.ts`).
 */
const ALSO_IN_SHELL =
  /src[\\/](web[\\/]lib[\\/](route-view|use-hydrated)\.ts|shop[\\/](images|money|pricing|orders|reasons|ids|store)\.ts|web[\\/]components[\\/]icons[\\/][a-z0-9-]+\.tsx)$/;

/**
 * The shell chunk (ADR 34): every module root.tsx imports statically, at any depth (header, footer, links, the cart
 * store, toasts, the account menu...), less the framework, and `ALSO_IN_SHELL`. Every page loads all of them before
 * it hydrates; as a dozen small files each was a request, a fetch started on the phone's main thread and a module
 * compiled and evaluated on its own. Read off the browser build's module graph once it is built (buildEnd), which is
 * before its chunks are made.
 */
function shellChunk(): { plugin: Plugin; has: (id: string) => boolean } {
  const shell = new Set<string>();
  // The browser's build only: the server reads its chunks from disk once, at start.
  let browser = false;
  return {
    has: (id) => browser && (shell.has(id) || ALSO_IN_SHELL.test(id)),
    plugin: {
      name: 'store:shell-chunk',
      apply: 'build',
      buildStart() {
        shell.clear();
        browser = this.environment.name === 'client';
      },
      buildEnd() {
        if (!browser) return;
        // root.tsx itself, not React Router's client-route module for it (`root.tsx?__react-router-build-client-route`).
        const root = [...this.getModuleIds()].find((id) => /src[\\/]web[\\/]root\.tsx$/.test(id));
        if (!root) this.error('The shell chunk: src/web/root.tsx is not in the browser build.');
        const queue = [...(this.getModuleInfo(root)?.importedIds ?? [])];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (shell.has(id) || FRAMEWORK.test(id)) continue;
          shell.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
  };
}
const shell = shellChunk();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shell.plugin],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // SOURCEMAP=1 npm run build: source maps for profiling (never shipped by default).
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router in one chunk: every page loads all of them anyway, and one file
            // instead of seven is about 4.5 KB less first-load JavaScript and fewer requests on slow mobile links
            // (see docs/decisions/0005-catalogue-javascript-budget.md).
            {
              name: 'framework',
              test: FRAMEWORK,
              priority: 2,
            },
            // What every page loads besides (see shellChunk above); below the framework, which it would take along.
            { name: 'shell', test: shell.has, priority: 1.5 },
            // The catalogue's own small shared modules (lazy islands, stars, the size picker) as one chunk.
            // Only modules whose dependencies the shell does not share: a group takes its modules' dependencies along.
            {
              name: 'catalogue',
              test: /src[\\/]web[\\/](lib[\\/](lazy-island|listing-product)\.ts|components[\\/]product[\\/](stars|size-picker)\.tsx)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
});
