/**
 * Coupons in the admin: staff list them and switch them on or off; only the owner creates them or changes their
 * rules (separate routes, and the coupon service checks the role again).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponListQuerySchema, couponSchema, couponStatusSchema } from '../../shop/admin/coupons.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const coupon = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discountPercentage: z.number(),
  isActive: z.boolean(),
  firstOrderOnly: z.boolean(),
  maxUsesPerCustomer: z.number().nullable(),
  maxUsesTotal: z.number().nullable(),
  minOrderPaise: z.number(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  uses: z.number(),
});
const idParams = z.object({ id: z.uuid('No such coupon.') });

export const couponsAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { coupons } = services;
  const staff = adminRoute(services, 'staff');
  const owner = adminRoute(services, 'owner');
  const tags = ['admin'];

  app.get(
    '/api/admin/coupons',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Coupons, newest first, with how often each was used by orders that still stand',
        querystring: couponListQuerySchema,
        response: {
          200: z.object({ coupons: z.array(coupon), total: z.number(), page: z.number(), perPage: z.number() }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      return { ...(await coupons.list(q)), page: q.page, perPage: q.perPage };
    },
  );

  app.get(
    '/api/admin/coupons/:id',
    { ...staff, schema: { tags, summary: 'One coupon', params: idParams, response: { 200: z.object({ coupon }) } } },
    async (request) => ({ coupon: await coupons.get(request.params.id) }),
  );

  app.post(
    '/api/admin/coupons',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Creates a coupon (owner only)',
        body: couponSchema,
        response: { 201: z.object({ coupon }) },
      },
    },
    async (request, reply) => reply.status(201).send({ coupon: await coupons.create(request.body, adminOf(request)) }),
  );

  app.put(
    '/api/admin/coupons/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: "Changes a coupon's code, percentage and rules (owner only)",
        params: idParams,
        body: couponSchema,
        response: { 200: z.object({ coupon }) },
      },
    },
    async (request) => ({ coupon: await coupons.update(request.params.id, request.body, adminOf(request)) }),
  );

  app.patch(
    '/api/admin/coupons/:id/status',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Switches a coupon on or off (staff and owner)',
        params: idParams,
        body: couponStatusSchema,
        response: { 200: z.object({ coupon }) },
      },
    },
    async (request) => ({
      coupon: await coupons.setActive(request.params.id, request.body.isActive, adminOf(request)),
    }),
  );
};
