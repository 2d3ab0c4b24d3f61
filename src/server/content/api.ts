import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema as errorSchema } from '../../shop/api-errors.ts';
import type { Services } from '../services.ts';

const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().describe('URL of the picture, 1080 px wide'),
  imageKey: z.string().describe('image key: /uploads/{key}-{360|720|1080}.webp'),
  content: z.string().describe('sanitised HTML'),
  publishedAt: z.string(),
  createdAt: z.string(),
});

const pageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  body: z.string().describe('sanitised HTML'),
  updatedAt: z.string(),
});

const slugParams = z.object({ slug: z.string().max(200) });

export const contentApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/blogs',
    {
      schema: {
        tags: ['content'],
        summary: 'Blog posts, newest first, with their (sanitised) HTML content',
        response: { 200: z.object({ success: z.literal(true), data: z.array(blogSchema) }) },
      },
    },
    async () => ({ success: true as const, data: await services.content.listBlogs() }),
  );

  app.get(
    '/api/blogs/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog post by slug',
        params: slugParams,
        response: { 200: z.object({ success: z.literal(true), data: blogSchema }), 404: errorSchema },
      },
    },
    async (req) => ({ success: true as const, data: await services.content.getBlog(req.params.slug) }),
  );

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'An editable page: about-us, shipping-policy, return-policy, privacy-policy, terms-conditions, faqs',
        params: slugParams,
        response: { 200: z.object({ success: z.literal(true), data: pageSchema }), 404: errorSchema },
      },
    },
    async (req) => ({ success: true as const, data: await services.content.getPage(req.params.slug) }),
  );
};
