/** The arguments React Router hands a route's loader on the server, over a test app's services (loader tests). */
import { RouterContextProvider } from 'react-router';
import { publicConfigOf } from '../../src/server/public-config.ts';
import { appContext } from '../../src/web/lib/app-context.ts';
import type { TestApp } from './app.ts';

export function loaderArgs(
  a: TestApp,
  path: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    services: a.services,
    clientIp: '203.0.113.7',
    nonce: '',
    publicConfig: publicConfigOf(a.config),
  });
  // Each route's Route.LoaderArgs type is its own: the caller's loader takes these as they are.
  return { request: new Request(`http://localhost${path}`, { headers }), context, params } as never;
}
