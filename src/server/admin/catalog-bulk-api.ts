/**
 * The admin's bulk catalogue work (issue 11), staff and owner:
 *   GET  /api/admin/products/export.csv                 the catalogue as CSV, one row per size (UTF-8 with BOM)
 *   POST /api/admin/products/import?dryRun=true|false   body: the CSV file itself (Content-Type: text/csv, up to
 *                                                       10 MB); a dry run (the default) only checks and answers
 *   POST /api/admin/products/bulk                       { ids, action, categoryId?, stockDelta? } -> { updated }
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productBulkSchema } from '../../shop/admin/product-bulk.ts';
import { importQuerySchema, MAX_IMPORT_BYTES } from '../../shop/admin/product-csv.ts';
import { TOO_LARGE_MESSAGE } from '../catalog/product-csv.ts';
import { Invalid, TooLarge } from '../errors.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

/** Content types a browser or a script may give a CSV file (Windows labels .csv files as Excel's). */
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', 'application/octet-stream'];

const importError = z.object({ row: z.number(), column: z.string().optional(), message: z.string() });
const importResult = z.object({
  dryRun: z.boolean(),
  applied: z.boolean(),
  summary: z.object({
    rows: z.number(),
    productsCreated: z.number(),
    productsUpdated: z.number(),
    sizesCreated: z.number(),
    stockChanged: z.number(),
    unchangedRows: z.number(),
  }),
  errors: z.array(importError),
  errorCount: z.number(),
  tookMs: z.number(),
});

/** The upload's bytes, refused with a clear message past the limit (before reading more than the limit). */
async function readUpload(request: FastifyRequest, payload: AsyncIterable<Buffer>): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw new TooLarge(TOO_LARGE_MESSAGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += chunk.length;
    if (size > MAX_IMPORT_BYTES) throw new TooLarge(TOO_LARGE_MESSAGE);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export const catalogBulkAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const staff = adminRoute(services, 'staff');
  const tags = ['admin'];

  app.get(
    '/api/admin/products/export.csv',
    {
      ...staff,
      schema: {
        tags,
        summary:
          'The catalogue as CSV: one row per size (product fields, size, SKU, stock), rupees, UTF-8 with BOM; text that a spreadsheet would run as a formula starts with an apostrophe',
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is (the response schema documents it; nothing is serialised).
          .send(services.productImport.exportCsv() as unknown as string)
      );
    },
  );

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(CSV_TYPES, (request: FastifyRequest, payload: IncomingMessage) =>
      readUpload(request, payload),
    );
    scope.addContentTypeParser('*', async () => {
      throw new Invalid('Send the CSV file itself as the body, with Content-Type: text/csv.');
    });
    scope.post(
      '/api/admin/products/import',
      {
        ...staff,
        schema: {
          tags,
          summary:
            "Imports a catalogue CSV (the export's columns): creates and updates products and sizes by SKU. Body: the file (Content-Type: text/csv, at most 10 MB, 20,000 rows). dryRun=true (default) only checks: per-row errors and a summary; dryRun=false applies all in one transaction, or nothing when a row is wrong (400)",
          querystring: importQuerySchema,
          consumes: CSV_TYPES,
          response: { 200: importResult },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return services.productImport.importCsv(body, { dryRun: request.query.dryRun, actor: adminOf(request) });
      },
    );
  });

  app.post(
    '/api/admin/products/bulk',
    {
      ...staff,
      schema: {
        tags,
        summary:
          'A bulk action on up to 500 products: activate, deactivate, set_category (categoryId), adjust_stock (stockDelta added to every size, never below 0)',
        body: productBulkSchema,
        response: { 200: z.object({ updated: z.number() }) },
      },
    },
    async (request) => services.productBulk.apply(request.body, adminOf(request)),
  );
};
