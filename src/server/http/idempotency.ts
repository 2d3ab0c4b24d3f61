import { z } from 'zod';

/** `Idempotency-Key`: one key per attempt; the same key and body answers the first result (ADR 7). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(8, 'Idempotency-Key must be 8 to 100 characters').max(100).optional(),
});
