/** The store's settings are read once per request, whichever loaders ask (root for the footer, the page for its own). */
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from './app-context.ts';
import { appContext } from './app-context.ts';
import { storeContact } from './store-contact.server.ts';

const requestContext = (contact: () => Promise<unknown>) => {
  const context = new RouterContextProvider();
  context.set(appContext, { services: { settings: { contact } } } as unknown as AppLoadContext);
  return context;
};

describe('storeContact', () => {
  it('reads the settings once per request, and again for the next request', async () => {
    const contact = vi.fn(async () => ({ storeName: 'Bindass' }));
    const first = requestContext(contact);
    const [a, b] = await Promise.all([storeContact(first), storeContact(first)]);
    expect(a).toBe(b);
    expect(contact).toHaveBeenCalledTimes(1);
    await storeContact(requestContext(contact));
    expect(contact).toHaveBeenCalledTimes(2);
  });
});
