/**
 * How a GST document's PDF is answered, by the customer's and the staff's routes alike: a download (attachment,
 * named for its number) that no shared cache keeps, since it holds a customer's name and address.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { DocumentPdf } from './downloads.ts';

/** The answer as OpenAPI shows it: the PDF's bytes (application/pdf), not JSON. */
export const pdfResponse = {
  description: 'The PDF, as an attachment named for the document number',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

export function sendPdf(reply: FastifyReply, { fileName, pdf }: DocumentPdf): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
