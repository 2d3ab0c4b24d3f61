// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastModule from './toast.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let toast: typeof ToastModule;
let idle: Array<() => void>;
/** Called when the toaster's module is imported. */
let toasterImported: ReturnType<typeof vi.fn<() => void>>;
/** Hydration mismatches React recovered from (it only logs them otherwise). */
let mismatches: unknown[];
let root: Root | undefined;
let container: HTMLDivElement;

beforeEach(async () => {
  // A fresh module each test: whether the toaster is wanted is the module's state.
  vi.resetModules();
  toasterImported = vi.fn<() => void>();
  vi.doMock('./toaster.tsx', async (importOriginal) => {
    toasterImported();
    return importOriginal();
  });
  toast = await import('./toast.tsx');
  mismatches = [];
  idle = [];
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
  vi.doUnmock('./toaster.tsx');
  expect(mismatches).toEqual([]);
});

/** Hydrates `<Toasts />` from its server HTML, as the root layout's. */
async function hydrateToasts(): Promise<void> {
  container = document.createElement('div');
  container.innerHTML = renderToString(<toast.Toasts />);
  document.body.append(container);
  root = await act(async () =>
    hydrateRoot(container, <toast.Toasts />, { onRecoverableError: (error) => mismatches.push(error) }),
  );
}

/**
 * Lets the lazy toaster and the library arrive and render. Their first import is transformed on demand, which took
 * over 200 ms on a busy machine: wait for the toaster itself (5 s at most), not for a fixed time.
 */
async function settle(): Promise<void> {
  await vi.waitFor(
    async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
      if (!container.querySelector('.fixed')) throw new Error('the toaster has not rendered yet');
    },
    { timeout: 5_000, interval: 0 },
  );
}

describe('the toaster', () => {
  it('renders nothing on the server and stays out of hydration until the browser is idle', async () => {
    expect(renderToString(<toast.Toasts />)).toBe('');
    await hydrateToasts();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(container.innerHTML).toBe('');
    expect(toasterImported).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle[0]!());
    await settle();
    expect(toasterImported).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.fixed')).not.toBeNull();
  });

  it('comes at the first toast if that is sooner than idle, and shows it', async () => {
    await hydrateToasts();
    expect(toasterImported).not.toHaveBeenCalled();
    act(() => toast.notify.success('Added to your bag'));
    await settle();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.textContent).toContain('Added to your bag');
  });
});
