/** The owner's staff management: list, add, change role, disable, reset a lost authenticator. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newStaffSchema, staffUpdateSchema } from '../../shop/admin/auth.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const member = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(['staff', 'owner']),
  disabled: z.boolean(),
  secondFactor: z.boolean(),
  createdAt: z.string(),
});
const idParams = z.object({ id: z.uuid('No such member of staff.') });

export const staffAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { staff } = services;
  const owner = adminRoute(services, 'owner');
  const tags = ['admin'];

  app.get(
    '/api/admin/staff',
    {
      ...owner,
      schema: { tags, summary: 'Staff and owners', response: { 200: z.object({ staff: z.array(member) }) } },
    },
    async () => ({ staff: await staff.list() }),
  );

  app.post(
    '/api/admin/staff',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Adds a member of staff',
        body: newStaffSchema,
        response: { 201: z.object({ member }) },
      },
    },
    async (request, reply) => reply.status(201).send({ member: await staff.create(request.body, adminOf(request)) }),
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Changes a role, disables or enables an account, or resets its authenticator',
        params: idParams,
        body: staffUpdateSchema,
        response: { 200: z.object({ member }) },
      },
    },
    async (request) => ({ member: await staff.update(request.params.id, request.body, adminOf(request)) }),
  );
};
