/** The review as the API answers it. */
import { z } from 'zod';

export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  review: z.string(),
  image: z.string().nullable(),
  userId: z.object({ name: z.string(), image: z.string().nullable() }),
  product: z.object({ _id: z.string(), name: z.string(), slug: z.string() }).optional(),
  createdAt: z.string(),
});
