import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldErrors } from '../../shop/form-errors.ts';
import { reviewInputSchema, type ReviewInput } from '../../shop/review-input.ts';
import { MAX_REVIEW_IMAGE_BYTES } from '../../shop/reviews.ts';
import { callerOf, signedIn } from '../accounts/request-auth.ts';
import { fitSummarySchema, reviewSchema as reviewResponse } from './schemas.ts';
import { Invalid, TooLarge } from '../errors.ts';
import { assertSafeInput } from '../http/input-guard.ts';
import type { Services } from '../services.ts';

export const PHOTO_TOO_LARGE = 'The photo is larger than 5 MB. Please choose a smaller one.';

/** The fields and the photo of a review form (multipart), or a JSON body without a photo. */
async function readReview(request: FastifyRequest): Promise<{ input: ReviewInput; photo: Buffer | null }> {
  const fields: Record<string, unknown> = {};
  let photo: Buffer | null = null;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          // An empty file input still sends a part (no name, no bytes): that is no photo.
          if (part.fieldname === 'image' && data.length > 0) photo = data;
        } else if (typeof part.value === 'string' || typeof part.value === 'number') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new TooLarge(PHOTO_TOO_LARGE, { fields: { image: PHOTO_TOO_LARGE } });
      // The plugin's limits carry a 4xx; the parser's own errors (a truncated or malformed form) carry none.
      if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
      throw new Invalid('The review form could not be read. Please try again.');
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(fields, request.body);
  }
  // Multipart fields pass no hook: the same check as every other input (NUL bytes, lone surrogates).
  assertSafeInput(fields);
  const parsed = reviewInputSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    throw new Invalid(Object.values(errors)[0] ?? 'Please check the review.', { fields: errors });
  }
  return { input: parsed.data, photo };
}

export const reviewSubmitApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Multipart only in this scope: the review form is the only upload.
  await app.register(multipart, {
    limits: { fileSize: MAX_REVIEW_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 20_000, parts: 12 },
  });
  const tags = ['reviews'];
  // The reading routes (GET /api/ratings/...) are in catalog/api.ts.

  app.post(
    '/api/ratings/:productId',
    {
      onRequest: signedIn(services.sessions),
      schema: {
        tags,
        summary:
          'Review a product (multipart: rating 1-5, review, optional fit (runs_small, true_to_size, runs_large), optional image up to 5 MB). A second review by the same customer updates the first.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        params: z.object({ productId: z.string().max(100) }),
        response: {
          201: z.object({ success: z.literal(true), message: z.string(), data: reviewResponse }),
        },
      },
    },
    async (request, reply) => {
      const { input, photo } = await readReview(request);
      const review = await services.reviewSubmissions.submit(
        callerOf(request).user.id,
        request.params.productId,
        input,
        photo,
      );
      return reply.status(201).send({ success: true as const, message: 'Thank you for your review!', data: review });
    },
  );
};

const idParams = z.object({ id: z.string().max(200) });

/** Reading reviews: the latest good ones across the store, and a product's, 5 a page. */
export const reviewReadApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { reviews } = services;

  app.get(
    '/api/ratings/getAllRatings',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Latest good reviews across the store',
        response: { 200: z.object({ success: z.literal(true), ratings: z.array(reviewResponse) }) },
      },
    },
    async () => ({ success: true as const, ratings: await reviews.latest() }),
  );

  app.get(
    '/api/ratings/product/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews, 5 a page, and its fit once enough reviewers said (`fit`, null before)",
        params: idParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({
              data: z.array(reviewResponse),
              total: z.number().int(),
              page: z.number().int(),
              totalPages: z.number().int(),
              fit: fitSummarySchema.nullable(),
            }),
          }),
        },
      },
    },
    async (req) => {
      const page = await reviews.forProduct(req.params.id, req.query.page);
      return {
        success: true as const,
        data: {
          data: page.reviews,
          total: page.total,
          page: page.page,
          totalPages: page.totalPages,
          fit: page.fit,
        },
      };
    },
  );
};
