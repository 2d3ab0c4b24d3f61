// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { NotHydrated } from './not-hydrated.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** A page: a hydrated button (its clicks count) beside a part that is not hydrated, whose text may differ. */
function Page({ text, version = 'v1' }: { text: string; version?: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setClicks((c) => c + 1)}>
        clicked {clicks}
      </button>
      <NotHydrated version={version} className="static">
        <a href="/category/men">{text}</a>
      </NotHydrated>
    </div>
  );
}

/** Rendered as on the server, where there is no `window` (this test file runs in happy-dom's). */
function onServer(element: React.ReactElement): string {
  const scope = globalThis as { window?: unknown };
  const { window } = scope;
  delete scope.window;
  try {
    return renderToString(element);
  } finally {
    scope.window = window;
  }
}

function serverRendered(text: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = onServer(<Page text={text} />);
  document.body.append(container);
  return container;
}

const hasFiber = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));

describe('NotHydrated', () => {
  it('renders its children on the server, in its wrapper', () => {
    expect(onServer(<Page text="Men" version="a" />)).toContain(
      '<div class="static"><a href="/category/men">Men</a></div>',
    );
  });

  it("keeps the server's HTML while the page hydrates, without walking it, and the rest hydrates", async () => {
    const container = serverRendered('Men');
    const link = container.querySelector('a')!;
    const errors: unknown[] = [];
    // The browser's children differ from the server's: were they hydrated, React would report a mismatch.
    await act(async () => {
      root = hydrateRoot(container, <Page text="Not what the server wrote" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('a')).toBe(link);
    expect(link.textContent).toBe('Men');
    expect(hasFiber(link)).toBe(false);
    expect(hasFiber(container.querySelector('.static')!)).toBe(true);

    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 1');
    // A render after hydration (the click's) leaves the server's HTML alone.
    expect(container.querySelector('a')).toBe(link);
  });

  it('mounted afresh with a new key, renders what the browser has', async () => {
    const container = serverRendered('Men');
    await act(async () => {
      root = hydrateRoot(container, <Page text="Men" />);
    });
    await act(async () => root!.render(<Page text="Women" version="v2" />));
    expect(container.querySelector('a')!.textContent).toBe('Women');
    expect(hasFiber(container.querySelector('a')!)).toBe(true);
  });

  it('renders its children in a render of the browser’s own (a client-side navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page text="Men" />);
    });
    expect(container.querySelector('.static')!.innerHTML).toBe('<a href="/category/men">Men</a>');
  });
});
