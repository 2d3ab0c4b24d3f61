import type { RouterContextProvider } from 'react-router';
import type { StoreContact } from '../../server/settings/service.ts';
import { appContext } from './app-context.ts';

type Context = Readonly<RouterContextProvider>;

/** One read of the store's settings per request: the root loader (footer) and page loaders share the answer. */
const contactsByRequest = new WeakMap<Context, Promise<StoreContact>>();

/** The store's name, customer care, grievance officer and seller details, as saved (read once per request). */
export function storeContact(context: Context): Promise<StoreContact> {
  let contact = contactsByRequest.get(context);
  if (!contact) {
    contact = context.get(appContext).services.settings.contact();
    contactsByRequest.set(context, contact);
  }
  return contact;
}
