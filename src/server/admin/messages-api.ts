/**
 * The contact inbox (issue 11): list, search and filter messages (each a complaint ticket with its age and state
 * against the 48-hour acknowledgement and one-month resolution), open one (marks it read), mark unread, archive,
 * mark resolved.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shop/api-errors.ts';
import { messageListQuerySchema, messageUpdateSchema } from '../../shop/admin/messages.ts';
import { MESSAGE_NOT_FOUND } from '../contact/inbox.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const message = z.object({
  id: z.string(),
  ticketNumber: z.string().describe('BB-C-000123'),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  comment: z.string(),
  read: z.boolean(),
  archived: z.boolean(),
  createdAt: z.string(),
  ackDueAt: z.string().describe('48 hours after receipt (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5))'),
  resolveBy: z.string().describe('One month after receipt (rule 4(5))'),
  ackSentAt: z.string().nullable().describe('When the acknowledgement mail went to the sender'),
  resolvedAt: z.string().nullable(),
  status: z.object({
    ageMinutes: z.number().int(),
    ack: z.enum(['sent', 'late', 'due', 'overdue']),
    resolution: z.enum(['resolved', 'late', 'open', 'overdue']),
    overdue: z.boolean(),
  }),
});
const idParams = z.object({ id: z.uuid(MESSAGE_NOT_FOUND) });

export const messagesAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { contact } = services;
  const staff = adminRoute(services, 'staff');
  const tags = ['admin'];

  app.get(
    '/api/admin/messages',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Contact messages of the inbox or the archive, newest (or unread) first, searched, filtered by state',
        querystring: messageListQuerySchema,
        response: {
          200: z.object({
            messages: z.array(message),
            total: z.number(),
            page: z.number(),
            perPage: z.number(),
            unread: z.number().describe('unread messages in the inbox'),
            overdue: z.number().describe('messages past the acknowledgement or resolution deadline'),
          }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const [list, unread, overdue] = await Promise.all([
        contact.list(q),
        contact.unreadCount(),
        contact.overdueCount(),
      ]);
      return { ...list, page: q.page, perPage: q.perPage, unread, overdue };
    },
  );

  app.get(
    '/api/admin/messages/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Opens a message (and marks it read)',
        params: idParams,
        response: { 200: z.object({ message }), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ message: await contact.open(request.params.id, adminOf(request)) }),
  );

  app.patch(
    '/api/admin/messages/:id',
    {
      ...staff,
      schema: {
        tags,
        summary:
          'Marks a message read or unread, archives it or brings it back to the inbox, marks the complaint resolved or open',
        params: idParams,
        body: messageUpdateSchema,
        response: { 200: z.object({ message }), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ message: await contact.update(request.params.id, request.body, adminOf(request)) }),
  );
};
