/** The admin's customer inputs (issue 11), shared by /admin/customers and /api/admin/customers. */
import { z } from 'zod';

export const MAX_CUSTOMERS_PER_PAGE = 100;

export const customerListQuerySchema = z.object({
  /** Part of a name, an email or a phone number. */
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  status: z.enum(['active', 'disabled'], { error: 'Choose active or disabled' }).optional(),
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(10_000).default(1),
  perPage: z.coerce
    .number()
    .int('Rows per page must be a whole number')
    .min(1)
    .max(MAX_CUSTOMERS_PER_PAGE, `At most ${MAX_CUSTOMERS_PER_PAGE} rows per page`)
    .default(25),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** Disables (its sessions end at once; it cannot sign in) or enables a customer account. */
export const customerUpdateSchema = z.object({
  disabled: z.boolean({ error: 'Choose to disable or enable the account' }),
});
export type CustomerUpdateInput = z.infer<typeof customerUpdateSchema>;

export const customerIdParams = z.object({ id: z.uuid('Customer not found.') });

/** Turns COD on or off for one customer (the admin's customer page), with a note for the audit log. */
export const customerCodSchema = z.object({
  codBlocked: z.boolean({ error: 'Choose to turn cash on delivery off or on' }),
  note: z.string().trim().max(200, 'The note must be at most 200 characters').optional(),
});
export type CustomerCodInput = z.infer<typeof customerCodSchema>;
