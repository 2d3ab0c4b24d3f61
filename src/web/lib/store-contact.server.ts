import { appContext } from './app-context.ts';
import { oncePerRequest } from './per-request.server.ts';

/**
 * The store's name, customer care, grievance officer and seller details, as saved: read once per request, the root
 * loader (footer) and page loaders share the answer.
 */
export const storeContact = oncePerRequest((context) => context.get(appContext).services.settings.contact());
