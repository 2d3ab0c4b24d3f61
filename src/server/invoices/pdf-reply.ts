/**
 * How a GST document's PDF is answered, by the customer's and the staff's routes alike: a download (attachment,
 * named for its number) that no shared cache keeps, since it holds a customer's name and address.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { DocumentPdf } from './downloads.ts';

/** The OpenAPI description of the answer (the body is the PDF's bytes, not JSON). */
export const pdfResponse = z.string().describe('The PDF (application/pdf), as an attachment');

export function sendPdf(reply: FastifyReply, { fileName, pdf }: DocumentPdf): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
