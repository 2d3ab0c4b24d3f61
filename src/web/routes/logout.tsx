import { redirect } from 'react-router';
import { isSecure } from '../lib/account.server.ts';
import { appContext } from '../lib/app-context.ts';
import { notify } from '../lib/toast.tsx';
import type { Route } from './+types/logout.ts';

/** Logging out changes state, so it is a POST (a link or an image elsewhere cannot sign anyone out). */
export function loader() {
  return redirect('/');
}

/** Ends the session on the server and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  await services.accounts.logout(services.sessions.tokenOf(request));
  return redirect('/', { headers: { 'Set-Cookie': services.sessions.clearCookie({ secure: isSecure(request) }) } });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (err) {
    if (err instanceof Response && err.status >= 300 && err.status < 400) notify.success('You have been logged out');
    throw err;
  }
}
