/** Review moderation (issue 11): list every review, hide or show one, delete one; the product's totals follow. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shop/api-errors.ts';
import { reviewListQuerySchema, reviewModerationSchema } from '../../shop/admin/reviews.ts';
import { REVIEW_NOT_FOUND } from '../reviews/moderation.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const review = z.object({
  id: z.string(),
  productId: z.string(),
  productSlug: z.string().nullable(),
  userId: z.string(),
  reviewer: z.string(),
  rating: z.number().int(),
  text: z.string(),
  image: z.string().nullable().describe('URL of the photo, 360 px wide'),
  fit: z.string().nullable(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
const idParams = z.object({ id: z.uuid(REVIEW_NOT_FOUND) });

export const reviewsAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const moderation = services.reviewModeration;
  const staff = adminRoute(services, 'staff');
  const tags = ['admin'];

  app.get(
    '/api/admin/reviews',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Every review (hidden ones too), newest first, filtered by product, rating, status and photo',
        querystring: reviewListQuerySchema,
        response: {
          200: z.object({ reviews: z.array(review), total: z.number(), page: z.number(), perPage: z.number() }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const q = request.query;
      return { ...(await moderation.list(q)), page: q.page, perPage: q.perPage };
    },
  );

  app.patch(
    '/api/admin/reviews/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: "Hides a review from the store and its product's rating, or shows it again",
        params: idParams,
        body: reviewModerationSchema,
        response: { 200: z.object({ review }), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      review: await moderation.setHidden(request.params.id, request.body.hidden, adminOf(request)),
    }),
  );

  app.delete(
    '/api/admin/reviews/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: "Deletes a review for good (it leaves its product's rating)",
        params: idParams,
        response: { 200: z.object({ deleted: z.literal(true) }), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await moderation.remove(request.params.id, adminOf(request));
      return { deleted: true as const };
    },
  );
};
