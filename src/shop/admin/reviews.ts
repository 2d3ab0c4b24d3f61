/** The admin's review moderation (issue 11): the list's filter and a moderation change, shared by page and API. */
import { z } from 'zod';

export const REVIEW_STATUSES = ['all', 'shown', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEWS_MAX_PER_PAGE = 100;

export const reviewListQuerySchema = z.object({
  productId: z.uuid('Unknown product').optional(),
  rating: z.coerce
    .number()
    .int('Rating must be 1 to 5')
    .min(1, 'Rating must be 1 to 5')
    .max(5, 'Rating must be 1 to 5')
    .optional(),
  status: z.enum(REVIEW_STATUSES, { error: 'Choose all, shown or hidden' }).default('all'),
  /** Only reviews with a photo. */
  photo: z
    .enum(['1', 'true'], { error: 'Photo filter must be 1' })
    .transform(() => true)
    .optional(),
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(REVIEWS_MAX_PER_PAGE).default(25),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** Hide a review from the store (and its product's rating), or show it again. */
export const reviewModerationSchema = z.object({
  hidden: z.boolean({ error: 'Choose hide or show' }),
});
export type ReviewModerationInput = z.infer<typeof reviewModerationSchema>;
