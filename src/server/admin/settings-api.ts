/** The owner's store settings: read and save (the storefront and mails read them through the settings service). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codSettingsSchema } from '../../shop/admin/cod-settings.ts';
import { storeSettingsSchema } from '../../shop/admin/settings.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const settings = z.object({
  storeName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  whatsappNumber: z.string(),
  businessHours: z.string(),
  grievanceName: z.string().nullable(),
  grievanceEmail: z.string().nullable(),
  grievancePhone: z.string().nullable(),
  gstLegalName: z.string().nullable(),
  gstAddress: z.string().nullable(),
  gstState: z.string().nullable(),
  gstin: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

const codSettings = z.object({
  feePaise: z.number().int(),
  maxOrderPaise: z.number().int(),
  maxOpenOrders: z.number().int(),
  updatedAt: z.string().nullable(),
});

export const settingsAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const owner = adminRoute(services, 'owner');
  const tags = ['admin'];

  app.get(
    '/api/admin/settings',
    { ...owner, schema: { tags, summary: 'The store settings', response: { 200: z.object({ settings }) } } },
    async () => ({ settings: await services.settings.get() }),
  );

  app.put(
    '/api/admin/settings',
    {
      ...owner,
      schema: {
        tags,
        summary:
          'Saves the store settings (name, support email and phone, WhatsApp, hours, grievance officer, GST details)',
        body: storeSettingsSchema,
        response: { 200: z.object({ settings }) },
      },
    },
    async (request) => ({ settings: await services.settings.save(request.body, adminOf(request)) }),
  );

  app.get(
    '/api/admin/settings/cod',
    {
      ...owner,
      schema: { tags, summary: 'The cash-on-delivery settings', response: { 200: z.object({ cod: codSettings }) } },
    },
    async () => ({ cod: await services.codSettings.current() }),
  );

  app.put(
    '/api/admin/settings/cod',
    {
      ...owner,
      schema: {
        tags,
        summary:
          'Saves the cash-on-delivery settings (owner only): fee and maximum order value in rupees (the maximum below ₹2,00,000), open COD orders per customer',
        body: codSettingsSchema,
        response: { 200: z.object({ cod: codSettings }) },
      },
    },
    async (request) => ({ cod: await services.codSettings.save(request.body, adminOf(request)) }),
  );
};
