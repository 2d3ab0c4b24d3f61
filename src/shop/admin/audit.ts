/** The audit log's filter (issue 11), shared by /admin/audit and GET /api/admin/audit. */
import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25')
  .transform((d) => new Date(`${d}T00:00:00+05:30`))
  .refine((d) => !Number.isNaN(d.getTime()), 'Use a date like 2026-11-25');

export const auditQuerySchema = z.object({
  entity: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(100).optional(),
  actorId: z.uuid('Unknown member of staff').optional(),
  action: z.string().trim().max(60).optional(),
  /** From this day (India time) ... */
  from: day.optional(),
  /** ... up to and including this day. */
  to: day.transform((d) => new Date(d.getTime() + 24 * 60 * 60 * 1000)).optional(),
  page: z.coerce.number().int('Page must be a whole number').min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
