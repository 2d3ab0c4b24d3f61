import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { appContext } from './lib/app-context.ts';
import { cacheByHandle } from './lib/page-cache.ts';
import { NonceContext } from './lib/nonce.ts';
import { scriptsAfterPaint } from './lib/scripts-after-paint.server.ts';
import { wholePage } from './lib/whole-page.server.ts';

/** The HTTP server sets the load context under this very key object (see src/server/http/ssr.ts). */
export { appContext };

export const streamTimeout = 5_000;

/** Errors of loaders and actions: to the store's log (React Router would print them raw, query parameters and all). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as RouterContextProvider).get(appContext).reportError?.(error, 'page loader or action failed');
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, reportError } = loadContext.get(appContext);
  if (responseStatusCode === 200) cacheByHandle(routerContext, loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Completed <Suspense> content is written in place, never moved out to the end of the stream behind a script:
        // pages that hydrate sections lazily (home, listings, product) must show them without JavaScript too.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
          // The status as of the shell: a part that fails later is rendered again by the browser, as when streamed.
          const status = responseStatusCode;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'no-cache');
          const settle = () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          };
          const page = wholePage({
            done(html) {
              settle();
              resolve(
                new Response(scriptsAfterPaint(html) as Buffer<ArrayBuffer>, { headers: responseHeaders, status }),
              );
            },
            // Torn down (a fatal error after the shell): the request fails.
            failed(error) {
              settle();
              reject(error ?? new Error('The page was not written whole.'));
            },
          });
          // React writes to any object with these calls; its type asks for a whole Node stream.
          pipe(page as unknown as NodeJS.WritableStream);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) reportError?.(error, 'page render failed');
        },
      },
    );
  });
}
