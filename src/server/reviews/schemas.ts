/** The review as the API answers it. */
import { z } from 'zod';
import { FITS } from '../../shop/review-fit.ts';

/** The product's fit from its reviews: the most common answer and each answer's share (whole percent). */
export const fitSummarySchema = z.object({
  fit: z.enum(FITS),
  percent: z.number().int(),
  total: z.number().int(),
  shares: z.object({ runs_small: z.number().int(), true_to_size: z.number().int(), runs_large: z.number().int() }),
});

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  review: z.string(),
  image: z.string().nullable(),
  fit: z.enum(FITS).nullable().describe('How did it fit? (null: not said)'),
  userId: z.object({ name: z.string(), image: z.string().nullable() }),
  product: z.object({ _id: z.string(), name: z.string(), slug: z.string() }).optional(),
  createdAt: z.string(),
});
