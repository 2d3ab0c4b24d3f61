/**
 * Delivery in the admin (issue 13): staff read the zones and settings; the owner changes them (audited).
 *   GET    /api/admin/delivery                 staff   { settings, zones, courier }
 *   PUT    /api/admin/delivery/settings        owner   pickup PIN, dispatch days, cut-off, transit days, weight, holidays
 *   POST   /api/admin/delivery/zones           owner   a zone (name, match, values, transit, COD, charge, free above)
 *   PUT    /api/admin/delivery/zones/{id}      owner
 *   DELETE /api/admin/delivery/zones/{id}      owner
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliverySettingsSchema, zoneSchema } from '../../shop/admin/delivery.ts';
import { ZONE_MATCHES } from '../../shop/delivery.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const zone = z.object({
  id: z.string(),
  name: z.string(),
  match: z.enum(ZONE_MATCHES),
  values: z.array(z.string()),
  serviceable: z.boolean(),
  transitDays: z.number().int().nullable(),
  codAllowed: z.boolean(),
  shippingChargePaise: z.number().int(),
  freeAbovePaise: z.number().int().nullable(),
  priority: z.number().int(),
});
const settings = z.object({
  pickupPin: z.string().nullable(),
  dispatchDays: z.number().int(),
  cutoffTime: z.string(),
  defaultTransitDays: z.number().int(),
  pieceWeightGrams: z.number().int(),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
});
const idParams = z.object({ id: z.string().max(100) });

export const deliveryAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { delivery } = services;
  const staff = adminRoute(services, 'staff');
  const owner = adminRoute(services, 'owner');
  const tags = ['admin'];

  app.get(
    '/api/admin/delivery',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Delivery zones and settings, and the courier in use (null: zones alone)',
        response: { 200: z.object({ settings, zones: z.array(zone), courier: z.string().nullable() }) },
      },
    },
    async () => ({
      settings: await delivery.settings(),
      zones: await delivery.zones(),
      courier: delivery.courierName,
    }),
  );

  app.put(
    '/api/admin/delivery/settings',
    {
      ...owner,
      schema: {
        tags,
        summary:
          'Saves the delivery settings (owner only): pickup PIN, dispatch days, same-day cut-off (India time), default transit days, piece weight, holidays',
        body: deliverySettingsSchema,
        response: { 200: z.object({ settings }) },
      },
    },
    async (request) => ({ settings: await delivery.saveSettings(request.body, adminOf(request)) }),
  );

  app.post(
    '/api/admin/delivery/zones',
    {
      ...owner,
      schema: {
        tags,
        summary:
          'Adds a delivery zone (owner only): by states, PIN prefixes or PINs; transit days, cash on delivery, shipping charge and free-above in rupees',
        body: zoneSchema,
        response: { 201: z.object({ zone }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ zone: await delivery.createZone(request.body, adminOf(request)) }),
  );

  app.put(
    '/api/admin/delivery/zones/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Replaces a delivery zone (owner only)',
        params: idParams,
        body: zoneSchema,
        response: { 200: z.object({ zone }) },
      },
    },
    async (request) => ({ zone: await delivery.updateZone(request.params.id, request.body, adminOf(request)) }),
  );

  app.delete(
    '/api/admin/delivery/zones/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Deletes a delivery zone (owner only); its PINs fall back to the next zone or the default',
        params: idParams,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      await delivery.deleteZone(request.params.id, adminOf(request));
      return { success: true as const };
    },
  );
};
