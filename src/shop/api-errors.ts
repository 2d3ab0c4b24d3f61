/** The error envelope as a zod schema, for the OpenAPI document and route response schemas (ADR 7). */
import { z } from 'zod';
import { REASONS, type ErrorBody } from './reasons.ts';

export const errorBodySchema = z
  .object({
    success: z.literal(false),
    error: z.string().describe('The kind of error: invalid, unauthorized, forbidden, not_found, conflict ...'),
    reason: z.enum(REASONS).describe('Why, precisely: clients switch on this, never on the message'),
    message: z.string().describe('Safe to show to the shopper'),
    fields: z.record(z.string(), z.string()).optional().describe('Per-field messages'),
  })
  .describe('A refused request') satisfies z.ZodType<ErrorBody>;
