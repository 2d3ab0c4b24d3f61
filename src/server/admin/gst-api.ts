/**
 * GST in the admin (issue 12): staff may read the dated GST rules; the owner adds a rule, lists a month's invoices
 * and credit notes and downloads its GSTR-1 tables as CSV (src/shop/gst/gstr1.ts says what each is for).
 *   GET  /api/admin/gst/rules                                  staff
 *   POST /api/admin/gst/rules                                  owner  { hsnPrefix, validFrom, ratePercent, ... }
 *   GET  /api/admin/gst/documents?month=YYYY-MM                owner
 *   GET  /api/admin/gst/export?month=YYYY-MM&table=b2cs|...    owner  (CSV, UTF-8 with BOM)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gstExportQuerySchema, gstMonthQuerySchema, gstRuleSchema } from '../../shop/admin/gst.ts';
import { gstr1FileName, gstr1Records, monthSummary } from '../../shop/gst/gstr1.ts';
import { csvText } from '../csv.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const rule = z.object({
  id: z.string(),
  hsnPrefix: z.string(),
  validFrom: z.string(),
  thresholdPaise: z.number().nullable(),
  rateBps: z.number(),
  rateAboveBps: z.number().nullable(),
  source: z.string(),
  createdAt: z.string(),
});

type RuleRow = Awaited<ReturnType<Services['invoices']['listRules']>>[number];
const ruleDto = ({ createdBy: _by, ...r }: RuleRow) => ({ ...r, createdAt: r.createdAt.toISOString() });

const document = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  title: z.string(),
  taxInvoice: z.boolean(),
  number: z.string(),
  issuedAt: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  against: z.string().nullable(),
  placeOfSupply: z.string(),
  taxable: z.number(),
  tax: z.number(),
  total: z.number(),
});
const totals = z.object({
  invoices: z.number(),
  creditNotes: z.number(),
  taxable: z.number(),
  tax: z.number(),
  total: z.number(),
});

export const gstAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { invoices } = services;
  const staff = adminRoute(services, 'staff');
  const owner = adminRoute(services, 'owner');
  const tags = ['admin'];

  app.get(
    '/api/admin/gst/rules',
    {
      ...staff,
      schema: {
        tags,
        summary:
          'The GST rules: rate by HSN prefix from a date, with an optional per-piece threshold and the rate above',
        response: { 200: z.object({ rules: z.array(rule) }) },
      },
    },
    async () => ({ rules: (await invoices.listRules()).map(ruleDto) }),
  );

  app.post(
    '/api/admin/gst/rules',
    {
      ...owner,
      schema: {
        tags,
        summary:
          'Adds a GST rule from a day no earlier than today in India (owner only): rates in %, threshold in rupees; 409 when the prefix already has a rule from that day',
        body: gstRuleSchema,
        response: { 201: z.object({ rule }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ rule: ruleDto(await invoices.addRule(request.body, adminOf(request))) }),
  );

  app.get(
    '/api/admin/gst/documents',
    {
      ...owner,
      schema: {
        tags,
        summary: "A month's invoices and credit notes (India's calendar) with totals net of credit notes (owner only)",
        querystring: gstMonthQuerySchema,
        response: { 200: z.object({ month: z.string(), documents: z.array(document), totals }) },
      },
    },
    async (request) => {
      const { documents } = await invoices.gstr1Month(request.query.month);
      return { month: request.query.month, ...monthSummary(documents) };
    },
  );

  app.get(
    '/api/admin/gst/export',
    {
      ...owner,
      schema: {
        tags,
        summary:
          "A month's GSTR-1 table as CSV in the GST offline tool's layout (b2cs, b2cl, hsn, docs) or the register of every document (owner only); UTF-8 with BOM",
        querystring: gstExportQuerySchema,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const { month, table } = request.query;
      const csv = csvText(gstr1Records(table, await invoices.gstr1Month(month)));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${gstr1FileName(table, month)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
