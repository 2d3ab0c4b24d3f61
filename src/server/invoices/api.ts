/**
 * A customer's GST documents (issue 12), for their own orders only (any other order is a 404):
 *   GET /api/orders/:id/documents                        the order's invoice (or receipt) and credit notes
 *   GET /api/orders/:id/documents/:documentId/pdf        one of them as a PDF download
 * Signed in by session cookie or Bearer token, as the other order routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, signedIn } from '../accounts/request-auth.ts';
import type { Services } from '../services.ts';
import { pdfResponse, sendPdf } from './pdf-reply.ts';

const orderParams = z.object({ id: z.string().max(100) });
const documentParams = orderParams.extend({ documentId: z.string().max(100) });
const tags = ['orders'];
const security = [{ bearer: [] }];

const documentSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  taxInvoice: z.boolean().describe('False: a receipt or refund note marked "not a tax invoice" (no GSTIN)'),
  title: z.string(),
  label: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  total: z.number().describe('Rupees'),
  url: z.string().describe('Where the PDF is downloaded'),
});

export const documentsApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const auth = signedIn(services.sessions);

  app.get(
    '/api/orders/:id/documents',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: "The GST documents of the caller's order: its invoice (or receipt) and credit notes, oldest first",
        params: orderParams,
        response: { 200: z.object({ success: z.literal(true), documents: z.array(documentSchema) }) },
      },
    },
    async (req) => ({
      success: true as const,
      documents: await services.documents.listForCustomer(callerOf(req).user.id, req.params.id),
    }),
  );

  app.get(
    '/api/orders/:id/documents/:documentId/pdf',
    {
      onRequest: auth,
      schema: {
        tags,
        security,
        summary: "One GST document of the caller's order as a PDF download (404 for any other order's)",
        params: documentParams,
        response: { 200: pdfResponse },
      },
    },
    async (req, reply) =>
      sendPdf(
        reply,
        await services.documents.pdfForCustomer(callerOf(req).user.id, req.params.id, req.params.documentId),
      ),
  );
};
