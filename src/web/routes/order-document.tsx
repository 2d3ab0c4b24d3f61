/**
 * A GST document of the customer's own order as a PDF (a resource route: no page). Order mails link here rather
 * than to the API, so a customer who is signed out is sent to /login by the protected layout and comes back to the
 * download. Anyone else's order or document is a 404, as on the API (`GET /api/orders/{id}/documents/{id}/pdf`).
 */
import { appContext } from '../lib/app-context.ts';
import { requireUser } from '../lib/auth.server.ts';
import type { Route } from './+types/order-document.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { services } = context.get(appContext);
  try {
    const { fileName, pdf } = await services.documents.pdfForCustomer(user.id, params.orderId, params.documentId);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'NotFound') throw new Response('Not found.', { status: 404 });
    if (error instanceof Error && error.name === 'TooManyRequests') {
      // Too many downloads this hour (the documents service's limit): its message, and when to try again.
      const retryAfter = (error as Error & { retryAfterSeconds?: number }).retryAfterSeconds ?? 60;
      throw new Response(error.message, { status: 429, headers: { 'Retry-After': String(retryAfter) } });
    }
    throw error;
  }
}
