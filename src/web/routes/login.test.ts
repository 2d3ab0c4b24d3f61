import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../server/services.ts';
import { appContext } from '../lib/app-context.ts';
import { action, loader } from './login.tsx';

/** Just enough of the services for the login page: a session lookup, a login that succeeds, a cookie. */
function contextFor(signedIn: boolean) {
  const services = {
    sessions: {
      userForRequest: async () => (signedIn ? { id: 'u1' } : null),
      cookie: () => 'bb_session=t; Path=/; HttpOnly; SameSite=Lax',
    },
    accounts: { login: async () => ({ user: {}, session: { token: 't' } }) },
  } as unknown as Services;
  const context = new RouterContextProvider();
  context.set(appContext, { services, clientIp: '203.0.113.7', nonce: '', publicConfig: {} as never });
  return context;
}

const args = (request: Request, signedIn: boolean) =>
  ({ request, context: contextFor(signedIn), params: {} }) as unknown as Parameters<typeof loader>[0];

const PAYLOADS = [
  '%2F.%2F%2Fevil.example',
  '%2F%2e%2e%2F%2Fevil.example',
  '/%2e%2e//evil.example',
  '/a/..//evil.example',
  '%2Fa%2F%252e%252e%2F%2Fevil.example',
  '//evil.example',
  '/%5Cevil.example',
  'https://evil.example',
];

async function locationOf(run: () => Promise<unknown>): Promise<string | null> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  expect(answer).toBeInstanceOf(Response);
  const res = answer as Response;
  expect(res.status).toBeGreaterThanOrEqual(300);
  expect(res.status).toBeLessThan(400);
  return res.headers.get('location');
}

describe('/login redirects only to paths on this site', () => {
  it.each(PAYLOADS)('a signed-in visitor opening /login?redirect=%s goes to /profile', async (payload) => {
    const request = new Request(`http://shop.test/login?redirect=${payload}`);
    expect(await locationOf(() => loader(args(request, true)))).toBe('/profile');
  });

  it.each(PAYLOADS)('the login form posted with redirect=%s goes to /profile', async (payload) => {
    const body = new URLSearchParams({
      email: 'priya@example.com',
      password: 'secret123',
      redirect: decodeURIComponent(payload),
    });
    const request = new Request('http://shop.test/login', { method: 'POST', body });
    const location = await locationOf(() => action(args(request, false) as never));
    expect(location).toBe('/profile');
  });

  it('keeps a same-site origin path', async () => {
    const request = new Request(`http://shop.test/login?redirect=${encodeURIComponent('/checkout/address?step=2')}`);
    expect(await locationOf(() => loader(args(request, true)))).toBe('/checkout/address?step=2');
    const body = new URLSearchParams({
      email: 'priya@example.com',
      password: 'secret123',
      redirect: '/profile/orders',
    });
    const post = new Request('http://shop.test/login', { method: 'POST', body });
    expect(await locationOf(() => action(args(post, false) as never))).toBe('/profile/orders');
  });
});
