/**
 * The store's returns and exchanges (issue 13): the list (by status, or one order's), one request with the actions
 * its status allows (returnActions), and each step through the same return workflows the storefront uses. A move
 * the rules refuse is a 409 with its reason; every step is audited by the workflow, in its transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  returnApproveSchema,
  returnIdParams,
  returnListQuerySchema,
  returnPickupSchema,
  returnRefundSchema,
  returnRejectSchema,
  returnResponseSchema,
} from '../../shop/returns-input.ts';
import { REFUND_METHODS, refundMethodsFor, returnActions } from '../../shop/returns.ts';
import { NotFound } from '../errors.ts';
import { toReturnResponse } from '../returns/service.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const detailSchema = z.object({
  success: z.literal(true),
  return: returnResponseSchema,
  actions: z.array(z.enum(['approve', 'reject', 'pickup', 'receive', 'refund', 'complete'])),
  refundMethods: z.array(z.enum(REFUND_METHODS)),
});

export const returnsAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const staff = adminRoute(services, 'staff');
  const tags = ['admin'];
  const flows = services.checkout.returns;

  async function detail(id: string) {
    const row = await services.returns.get(id);
    if (!row) throw new NotFound('Return request not found.');
    const order = await services.orders.rowById(row.orderId);
    return {
      success: true as const,
      return: toReturnResponse(row),
      actions: returnActions(row),
      refundMethods: order ? refundMethodsFor(order.paymentMethod) : [],
    };
  }

  app.get(
    '/api/admin/returns',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Return and exchange requests, newest first (by status, or those of one order)',
        querystring: returnListQuerySchema,
        response: { 200: z.object({ returns: z.array(returnResponseSchema) }) },
      },
    },
    async (request) => {
      const { status, orderId } = request.query;
      const rows = orderId ? await services.returns.forOrder(orderId) : await services.returns.list({ status });
      return { returns: rows.filter((r) => !status || r.status === status).map(toReturnResponse) };
    },
  );

  app.get(
    '/api/admin/returns/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'One request and the actions it allows',
        params: returnIdParams,
        response: { 200: detailSchema },
      },
    },
    async (request) => detail(request.params.id),
  );

  const step = (
    path: string,
    summary: string,
    body: z.ZodType | undefined,
    run: (id: string, body: never, actor: ReturnType<typeof adminOf>) => Promise<unknown>,
  ) =>
    app.post(
      `/api/admin/returns/:id/${path}`,
      {
        ...staff,
        schema: { tags, summary, params: returnIdParams, ...(body ? { body } : {}), response: { 200: detailSchema } },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        await run(id, request.body as never, adminOf(request));
        return detail(id);
      },
    );

  step(
    'approve',
    'requested -> approved; an exchange holds the new size and opens its ₹0 order (mails the customer)',
    returnApproveSchema,
    (id, body: z.infer<typeof returnApproveSchema>, actor) => flows.approve(id, { note: body.note, actor }),
  );
  step(
    'reject',
    'Rejects with a note until received; an exchange gives its held stock back (mails the customer)',
    returnRejectSchema,
    (id, body: z.infer<typeof returnRejectSchema>, actor) => flows.reject(id, { note: body.note, actor }),
  );
  step(
    'pickup',
    'approved -> picked_up, with the reverse pickup courier and tracking number',
    returnPickupSchema,
    (id, body: z.infer<typeof returnPickupSchema>, actor) => flows.recordPickup(id, body, { actor }),
  );
  step('receive', 'picked_up -> received', undefined, (id, _b, actor) => flows.markReceived(id, { actor }));
  step(
    'refund',
    'Settles a received return once: to the original online payment (partial refund) or store credit, with a credit note',
    returnRefundSchema,
    (id, body: z.infer<typeof returnRefundSchema>, actor) => flows.refundReturn(id, { method: body.method, actor }),
  );
  step('complete', 'A received exchange is complete', undefined, (id, _b, actor) =>
    flows.completeExchange(id, { actor }),
  );
};
