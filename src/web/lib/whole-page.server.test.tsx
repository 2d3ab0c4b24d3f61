import { Suspense, use } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wholePage } from './whole-page.server.ts';

function collect() {
  let html: string | null = null;
  let error: Error | undefined | null = null;
  const page = wholePage({
    done: (b) => (html = b.toString('utf8')),
    failed: (e) => (error = e ?? new Error('torn down')),
  });
  return { page, html: () => html, error: () => error };
}

describe('wholePage: the page collected from React', () => {
  it('is the whole page, pieces of every size and late Suspense content included, byte for byte', async () => {
    const long = 'कुर्ता '.repeat(3000); // a piece over React's 4 KB view, written as a string, in UTF-8
    const later = Promise.resolve('sent after the shell');
    function Late() {
      return <p>{use(later)}</p>;
    }
    const tree = (
      <main>
        {Array.from({ length: 400 }, (_, i) => (
          <span key={i} className="chip">
            {i}
          </span>
        ))}
        <p>{long}</p>
        <Suspense fallback={<i>wait</i>}>
          <Late />
        </Suspense>
      </main>
    );
    const out = collect();
    await new Promise<void>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(tree, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => {
          pipe(out.page as unknown as NodeJS.WritableStream);
          resolve();
        },
        onShellError: reject,
      });
    });
    expect(out.error()).toBeNull();
    expect(out.html()).toBe(renderToString(tree));
  });

  it('a teardown fails the page once; nothing after it or after the end counts', () => {
    const out = collect();
    out.page.write(new TextEncoder().encode('<p>'));
    out.page.destroy(new Error('fatal'));
    out.page.write('more');
    out.page.end();
    expect(out.error()?.message).toBe('fatal');
    expect(out.html()).toBeNull();

    const ended = collect();
    ended.page.write('<p>done</p>');
    ended.page.end();
    ended.page.destroy(new Error('late'));
    ended.page.write('ignored');
    expect(ended.html()).toBe('<p>done</p>');
    expect(ended.error()).toBeNull();
  });
});
