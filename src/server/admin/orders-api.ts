/**
 * The store's orders (issue 11): the filtered list, one order, and its lifecycle through the checkout workflows
 * (ship, deliver, cancel with restock and refund, cancel part of a line, mark a cash-on-delivery order paid). The
 * rules are src/shop/orders.ts; a move they refuse is a 409 with its reason (invalid_transition, already_cancelled,
 * already_paid). Every change is audited by the workflow, in its transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelLineSchema,
  orderDocumentParams,
  orderIdParams,
  orderLineParams,
  orderListQuerySchema,
  shipOrderSchema,
} from '../../shop/admin/orders.ts';
import { shippingAddressResponseSchema } from '../../shop/order-shapes.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../shop/orders.ts';
import { pdfResponse, sendPdf } from '../invoices/pdf-reply.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';
import { adminOrderDetail, adminOrderList } from './order-views.ts';

const status = z.enum(ORDER_STATUSES);
const paymentStatus = z.enum(PAYMENT_STATUSES);
const brief = z.object({ name: z.string(), email: z.string(), phone: z.string() });

export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus,
  totalPaise: z.number().int(),
  pieces: z.number().int(),
  userId: z.string(),
  shipTo: z.string(),
  city: z.string(),
  phone: z.string(),
});

const changes = z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }));

const detailSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus,
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippingAddress: shippingAddressResponseSchema,
  customer: brief.extend({ id: z.string() }).nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      slug: z.string().nullable(),
      name: z.string(),
      image: z.string().nullable(),
      size: z.string(),
      quantity: z.number().int(),
      cancelledQuantity: z.number().int(),
      mrpPaise: z.number().int(),
      unitPricePaise: z.number().int(),
    }),
  ),
  mrpTotalPaise: z.number().int(),
  subtotalPaise: z.number().int(),
  couponCode: z.string().nullable(),
  couponPercentage: z.number(),
  couponDiscountPaise: z.number().int(),
  shippingChargePaise: z.number().int(),
  codFeePaise: z.number().int(),
  totalPaise: z.number().int(),
  storeCreditPaise: z.number().int().describe('Of the total, what was paid with store credit'),
  promisedDeliveryDate: z.string().nullable(),
  payments: z.array(
    z.object({
      providerOrderId: z.string(),
      providerPaymentId: z.string().nullable(),
      status: paymentStatus,
      amountPaise: z.number().int(),
      refundedPaise: z.number().int(),
      refundId: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  timeline: z.array(z.object({ at: z.string(), event: z.string() })),
  documents: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['invoice', 'credit_note']),
      title: z.string(),
      number: z.string(),
      issuedAt: z.string(),
      totalPaise: z.number().int(),
      url: z.string(),
    }),
  ),
  history: z.array(z.object({ at: z.string(), action: z.string(), by: z.string(), changes })),
  actions: z.array(z.enum(['ship', 'deliver', 'cancel', 'cancel_line', 'mark_cod_paid'])),
});

const orderAnswer = z.object({ success: z.literal(true), order: detailSchema });

export const ordersAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const staff = adminRoute(services, 'staff');
  const tags = ['admin'];
  const { checkout } = services;
  const detail = (id: string) => adminOrderDetail(services, id);

  app.get(
    '/api/admin/orders',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Orders, filtered (status, payment, India dates, order number / email / phone) and paged',
        querystring: orderListQuerySchema,
        response: {
          200: z.object({
            orders: z.array(adminOrderRowSchema.extend({ customer: brief.nullable() })),
            total: z.number().int(),
            page: z.number().int(),
            perPage: z.number().int(),
          }),
        },
      },
    },
    async (request) => {
      const q = request.query;
      return { ...(await adminOrderList(services, q)), page: q.page, perPage: q.perPage };
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'One order: lines, prices, coupon, address, customer, payments, timeline, history, allowed actions',
        params: orderIdParams,
        response: { 200: orderAnswer },
      },
    },
    async (request) => ({ success: true as const, order: await detail(request.params.id) }),
  );

  app.get(
    '/api/admin/orders/:id/documents/:documentId/pdf',
    {
      ...staff,
      schema: {
        tags,
        summary: "One of the order's GST documents (invoice, receipt, credit note) as a PDF download",
        params: orderDocumentParams,
        response: { 200: pdfResponse },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await services.documents.pdfForStaff(request.params.id, request.params.documentId)),
  );

  app.post(
    '/api/admin/orders/:id/ship',
    {
      ...staff,
      schema: {
        tags,
        summary: 'processing -> shipped, with the courier and tracking number and/or link (mails the customer)',
        params: orderIdParams,
        body: shipOrderSchema,
        response: { 200: orderAnswer },
      },
    },
    async (request) => {
      await checkout.ship(request.params.id, request.body, { actor: adminOf(request) });
      return { success: true as const, order: await detail(request.params.id) };
    },
  );

  app.post(
    '/api/admin/orders/:id/deliver',
    {
      ...staff,
      schema: {
        tags,
        summary: 'shipped -> delivered; a cash-on-delivery order reads paid (mails the customer)',
        params: orderIdParams,
        response: { 200: orderAnswer },
      },
    },
    async (request) => {
      await checkout.deliver(request.params.id, { actor: adminOf(request) });
      return { success: true as const, order: await detail(request.params.id) };
    },
  );

  app.post(
    '/api/admin/orders/:id/cancel',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Cancels the order: stock back once, a paid online payment refunded (mails the customer)',
        params: orderIdParams,
        response: { 200: orderAnswer },
      },
    },
    async (request) => {
      await checkout.cancelAndRefund(request.params.id, { actor: adminOf(request) });
      return { success: true as const, order: await detail(request.params.id) };
    },
  );

  app.post(
    '/api/admin/orders/:id/items/:itemId/cancel',
    {
      ...staff,
      schema: {
        tags,
        summary:
          'Cancels some (default: all that is left) of one line: stock back once, totals lowered, that share refunded',
        params: orderLineParams,
        body: cancelLineSchema,
        response: {
          200: orderAnswer.extend({
            refundPaise: z.number().int(),
            refunded: z.boolean(),
            orderCancelled: z.boolean(),
          }),
        },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const done = await checkout.cancelLine(id, itemId, {
        quantity: request.body?.quantity,
        actor: adminOf(request),
      });
      return {
        success: true as const,
        order: await detail(id),
        refundPaise: done.refundPaise,
        refunded: done.refunded,
        orderCancelled: done.orderCancelled,
      };
    },
  );

  app.post(
    '/api/admin/orders/:id/cod-paid',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Marks a shipped or delivered cash-on-delivery order paid (the courier remitted the cash)',
        params: orderIdParams,
        response: { 200: orderAnswer },
      },
    },
    async (request) => {
      await checkout.markCodPaid(request.params.id, { actor: adminOf(request) });
      return { success: true as const, order: await detail(request.params.id) };
    },
  );
};
