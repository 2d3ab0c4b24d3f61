import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * Resolves in a task of its own. React calls a lazy component's loader while it renders (while hydrating, in the
 * task that hydrates the page); the loader's import adds a `<link rel="modulepreload">` for each chunk the island
 * needs (Vite's preload helper), and each starts a fetch there and then. Started from the next task, that work no
 * longer lengthens React's (ADR 35); the island's server HTML stays on screen meanwhile, as it did.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A section that hydrates from its own chunk (React.lazy in the browser, inside <Suspense>), so its code is not part
 * of the page's first-load JavaScript. On the server the module is loaded at start and handed to React synchronously,
 * so even the first request renders the section in place (no streamed fallback, nothing hidden without JavaScript).
 */
export function lazyIsland<P>(load: () => Promise<Module<P>>): ComponentType<P> {
  if (!import.meta.env.SSR) return lazy(() => nextTask().then(load)) as unknown as ComponentType<P>;
  let loaded: Module<P> | undefined;
  void load().then((m) => (loaded = m));
  // React.lazy reads a thenable that calls back at once as already resolved.
  const sync = (m: Module<P>) => ({ then: (resolve: (m: Module<P>) => void) => resolve(m) });
  return lazy(() => (loaded ? (sync(loaded) as unknown as Promise<Module<P>>) : load())) as unknown as ComponentType<P>;
}
