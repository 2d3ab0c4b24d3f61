import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDRESS_TYPES } from '../../shop/address-types.ts';
import { addressSchema } from '../../shop/addresses.ts';
import { callerOf, signedIn } from '../accounts/request-auth.ts';
import type { Services } from '../services.ts';

/** Both spellings of the aliased fields, and nothing internal (no user id, no timestamps). */
export const addressResponse = z.object({
  _id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  name: z.string(),
  fullName: z.string(),
  street: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  phone: z.string(),
  mobileNumber: z.string(),
  isDefault: z.boolean(),
});

const idParams = z.object({ id: z.string().max(100) });

export const addressesApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const onRequest = signedIn(services.sessions);
  const security = [{ bearer: [] }];
  const tags = ['addresses'];

  app.get(
    '/api/customer/addresses',
    {
      onRequest,
      schema: {
        tags,
        summary: "The signed-in customer's addresses, the default first",
        security,
        response: { 200: z.object({ success: z.literal(true), data: z.array(addressResponse) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await services.addresses.list(callerOf(request).user.id) };
    },
  );

  app.post(
    '/api/customer/addresses',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Save an address (name/fullName, street/address, phone/mobileNumber are accepted alike; name and phone default to the account). The first address becomes the default.',
        security,
        body: addressSchema,
        response: { 201: addressResponse },
      },
    },
    async (request, reply) => {
      const address = await services.addresses.create(callerOf(request).user, request.body);
      return reply.status(201).send(address);
    },
  );

  app.put(
    '/api/customer/addresses/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replace an address of the signed-in customer (404 for anyone else’s)',
        security,
        params: idParams,
        body: addressSchema,
        response: { 200: addressResponse },
      },
    },
    async (request) => services.addresses.update(callerOf(request).user, request.params.id, request.body),
  );

  app.put(
    '/api/customer/addresses/:id/default',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Make an address the default',
        security,
        params: idParams,
        response: { 200: addressResponse },
      },
    },
    async (request) => services.addresses.setDefault(callerOf(request).user.id, request.params.id),
  );

  app.delete(
    '/api/customer/addresses/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete an address (when it was the default, the newest remaining one becomes the default)',
        security,
        params: idParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await services.addresses.remove(callerOf(request).user.id, request.params.id);
      return { success: true as const, message: 'Address deleted successfully' };
    },
  );
};
