/** Writing a review: the input the form sends (multipart). Answers are ReviewDto (catalog-types.ts). */
import * as z from 'zod/mini';
import { FIT_MESSAGE, FITS, type Fit } from './review-fit.ts';
import { MAX_REVIEW_LENGTH } from './reviews.ts';

const RATING_MESSAGE = 'Please choose a rating from 1 to 5';

export const reviewInputSchema = z.object({
  rating: z.pipe(
    z.pipe(
      z.union([z.number(), z.string()], { error: RATING_MESSAGE }),
      z.transform((v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v))),
    ),
    z
      .number({ error: RATING_MESSAGE })
      .check(z.int(RATING_MESSAGE), z.gte(1, RATING_MESSAGE), z.lte(5, RATING_MESSAGE)),
  ),
  review: z._default(
    z
      .string()
      .check(z.trim(), z.maxLength(MAX_REVIEW_LENGTH, `Review must be at most ${MAX_REVIEW_LENGTH} characters`)),
    '',
  ),
  /** "How did it fit?" is optional: absent or '' is no answer (null). */
  fit: z.optional(
    z.pipe(
      z.enum(['', ...FITS], { error: FIT_MESSAGE }),
      z.transform((v): Fit | null => (v === '' ? null : v)),
    ),
  ),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;
