/** The admin's order inputs (issue 11): one schema per input, shared by the /admin/orders pages and /api/admin/orders. */
import { z } from 'zod';
import { MAX_QUANTITY_PER_LINE, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../orders.ts';

/** Dates are India's calendar days: `from` starts at 00:00 IST, `to` ends at 24:00 IST of its day. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25')
  .refine((d) => !Number.isNaN(new Date(`${d}T00:00:00+05:30`).getTime()), 'Use a date like 2026-11-25');

export const ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export const MAX_ORDERS_PER_PAGE = 100;

export const orderListQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Choose a status from the list' }).optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose cash on delivery or online' }).optional(),
    paymentStatus: z.enum(PAYMENT_STATUSES, { error: 'Choose a payment status from the list' }).optional(),
    /** From this day (India time) ... */
    from: day.optional(),
    /** ... up to and including this day. */
    to: day.optional(),
    /** An order number (or part of one), a customer's email, or a phone number. */
    q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
    sort: z.enum(ORDER_SORTS, { error: 'Choose a sort order from the list' }).default('newest'),
    page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(10_000).default(1),
    perPage: z.coerce
      .number()
      .int('Rows per page must be a whole number')
      .min(1)
      .max(MAX_ORDERS_PER_PAGE, `At most ${MAX_ORDERS_PER_PAGE} rows per page`)
      .default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The end date is before the start date',
    path: ['to'],
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** The start of an India day as an instant, and the start of the next day. */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}
export function indiaDayEnd(day: string): Date {
  return new Date(indiaDayStart(day).getTime() + 24 * 60 * 60 * 1000);
}

/** A tracking address must be a web page (http or https), so the customer's Track Order can open it. */
export function isTrackingUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** processing -> shipped: the courier, and its tracking number and/or its tracking page. */
export const shipOrderSchema = z
  .object({
    courier: z
      .string({ error: 'Enter the courier' })
      .trim()
      .min(1, 'Enter the courier')
      .max(60, 'The courier name is at most 60 characters'),
    trackingNumber: optionalText(60, 'The tracking number is at most 60 characters').refine(
      (v) => v === undefined || /^[A-Za-z0-9-]+$/.test(v),
      'Use only letters, digits and dashes',
    ),
    trackingUrl: optionalText(500, 'The tracking link is at most 500 characters').refine(
      (v) => v === undefined || isTrackingUrl(v),
      'Enter a web address starting with https://',
    ),
  })
  .refine((s) => s.trackingNumber !== undefined || s.trackingUrl !== undefined, {
    message: 'Enter a tracking number or a tracking link',
    path: ['trackingNumber'],
  });
export type ShipOrderInput = z.infer<typeof shipOrderSchema>;

/** Cancels some (or all, when no quantity is given) of what is left of one line. */
export const cancelLineSchema = z.object({
  quantity: z.coerce
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Cancel at least 1')
    .max(MAX_QUANTITY_PER_LINE, `Cancel at most ${MAX_QUANTITY_PER_LINE}`)
    .optional(),
});
export type CancelLineInput = z.infer<typeof cancelLineSchema>;

export const orderIdParams = z.object({ id: z.uuid('Order not found.') });
export const orderDocumentParams = z.object({
  id: z.uuid('Order not found.'),
  documentId: z.uuid('Document not found.'),
});
export const orderLineParams = z.object({ id: z.uuid('Order not found.'), itemId: z.uuid('Line not found.') });
