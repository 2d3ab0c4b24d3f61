// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { lazyIsland } from './lazy-island.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it("starts an island's import in a task of its own, not in the render that first shows it", async () => {
  const load = vi.fn(async () => ({ default: () => <p>The island</p> }));
  const Island = lazyIsland(load);
  const container = document.createElement('div');
  const root = createRoot(container);
  // act() runs React's whole render synchronously: a loader called while rendering would have been called by now.
  act(() =>
    root.render(
      <Suspense fallback={<p>Waiting</p>}>
        <Island />
      </Suspense>,
    ),
  );
  expect(load).not.toHaveBeenCalled();
  expect(container.textContent).toBe('Waiting');
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.textContent).toBe('The island');
  act(() => root.unmount());
});
