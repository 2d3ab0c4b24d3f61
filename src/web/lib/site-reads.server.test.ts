/** The kept site reads are checked once per request, whichever loaders ask (root for the footer, the page for its own). */
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from './app-context.ts';
import { appContext } from './app-context.ts';
import { siteReads, storeContact } from './site-reads.server.ts';

const requestContext = (current: () => Promise<unknown>) => {
  const context = new RouterContextProvider();
  context.set(appContext, { services: { siteReads: { current } } } as unknown as AppLoadContext);
  return context;
};

describe('siteReads', () => {
  it('is checked once per request, and again for the next request', async () => {
    const contact = vi.fn(async () => ({ storeName: 'Bindass' }));
    const current = vi.fn(async () => ({ contact }));
    const first = requestContext(current);
    const [a, b, c] = await Promise.all([storeContact(first), storeContact(first), siteReads(first)]);
    expect(a).toEqual({ storeName: 'Bindass' });
    expect(b).toEqual(a);
    expect(c).toHaveProperty('contact');
    expect(current).toHaveBeenCalledTimes(1);
    await storeContact(requestContext(current));
    expect(current).toHaveBeenCalledTimes(2);
  });
});
