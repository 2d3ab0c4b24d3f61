/** The store's customers (issue 11): list and search, one customer, disable (sessions end at once) or enable. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerCodSchema,
  customerIdParams,
  customerListQuerySchema,
  customerUpdateSchema,
} from '../../shop/admin/customers.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';
import { adminOrderRowSchema } from './orders-api.ts';
import { adminCustomerDetail, adminCustomerList } from './order-views.ts';

const customer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  disabled: z.boolean(),
  codBlocked: z.object({ at: z.string(), note: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  orders: z.number().int(),
  spentPaise: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
const address = z.object({
  _id: z.string(),
  type: z.string(),
  fullName: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});

export const customersAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const staff = adminRoute(services, 'staff');
  const tags = ['admin'];

  app.get(
    '/api/admin/customers',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Customers (search by name, email or phone), newest first, paged, with orders and total spent',
        querystring: customerListQuerySchema,
        response: {
          200: z.object({
            customers: z.array(customer),
            total: z.number().int(),
            page: z.number().int(),
            perPage: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      return { ...(await adminCustomerList(services, q)), page: q.page, perPage: q.perPage };
    },
  );

  app.get(
    '/api/admin/customers/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'One customer: profile, addresses, orders, total spent',
        params: customerIdParams,
        response: {
          200: z.object({ customer, addresses: z.array(address), orders: z.array(adminOrderRowSchema) }),
        },
      },
    },
    async (request) => adminCustomerDetail(services, request.params.id),
  );

  app.patch(
    '/api/admin/customers/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Disables a customer account (its sessions end at once; it cannot sign in) or enables it again',
        params: customerIdParams,
        body: customerUpdateSchema,
        response: { 200: z.object({ customer }) },
      },
    },
    async (request) => {
      await services.customers.setDisabled(request.params.id, request.body.disabled, adminOf(request));
      return { customer: (await adminCustomerDetail(services, request.params.id)).customer };
    },
  );

  app.put(
    '/api/admin/customers/:id/cod',
    {
      ...staff,
      schema: {
        tags,
        summary:
          'Turns cash on delivery off for a customer (e.g. after refused deliveries; audited with the note) or on again',
        params: customerIdParams,
        body: customerCodSchema,
        response: { 200: z.object({ customer }) },
      },
    },
    async (request) => {
      const { codBlocked, note } = request.body;
      await services.customers.setCodBlocked(request.params.id, codBlocked, note ?? null, adminOf(request));
      return { customer: (await adminCustomerDetail(services, request.params.id)).customer };
    },
  );
};
