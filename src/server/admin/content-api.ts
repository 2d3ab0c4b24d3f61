/**
 * Content (issue 11): blog posts (drafts, publish/unpublish, picture upload), the editable pages and the FAQs. The
 * HTML the editor sends is sanitised by the content service before it is stored.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../shop/api-errors.ts';
import {
  BLOG_IMAGE_TOO_LARGE,
  blogFormSchema,
  blogListQuerySchema,
  blogPublishSchema,
  faqsFormSchema,
  MAX_BLOG_IMAGE_BYTES,
  pageFormSchema,
  sizeChartFormSchema,
} from '../../shop/admin/content.ts';
import { BLOG_NOT_FOUND, SIZE_CHART_NOT_FOUND } from '../content/admin.ts';
import { Invalid, TooLarge } from '../errors.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const summary = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().describe('URL of the picture, 360 px wide'),
  imageKey: z.string(),
  published: z.boolean(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
const blog = summary.extend({ content: z.string().describe('sanitised HTML') });
const page = z.object({
  slug: z.string(),
  title: z.string(),
  metaDescription: z.string(),
  body: z.string().describe('sanitised HTML'),
  exists: z.boolean(),
});
const faqs = z.object({
  title: z.string(),
  metaDescription: z.string(),
  introHtml: z.string(),
  sections: z.array(
    z.object({ title: z.string(), items: z.array(z.object({ question: z.string(), answerHtml: z.string() })) }),
  ),
});
const sizeChart = z.object({
  id: z.string(),
  gender: z.string(),
  categorySlug: z.string(),
  anchor: z.string().describe('its place on /sizeguide'),
  title: z.string(),
  intro: z.string(),
  tables: z.array(
    z.object({
      title: z.string(),
      sizeLabel: z.string(),
      columns: z.array(z.string()),
      rows: z.array(z.object({ size: z.string(), values: z.array(z.number()) })),
    }),
  ),
  updatedAt: z.string(),
});
const idParams = z.object({ id: z.uuid(BLOG_NOT_FOUND) });
const chartParams = z.object({ id: z.uuid(SIZE_CHART_NOT_FOUND) });
const slugParams = z.object({ slug: z.string().max(120) });
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const contentAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // Multipart only in this scope: a post's picture is the only upload here.
  await app.register(multipart, { limits: { fileSize: MAX_BLOG_IMAGE_BYTES, files: 1, fields: 0, parts: 2 } });
  const content = services.contentAdmin;
  const staff = adminRoute(services, 'staff');
  const tags = ['admin'];

  app.get(
    '/api/admin/content/blogs',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Blog posts, drafts too, newest first, searched by title or slug',
        querystring: blogListQuerySchema,
        response: {
          200: z.object({ posts: z.array(summary), total: z.number(), page: z.number(), perPage: z.number() }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const q = request.query;
      return { ...(await content.listBlogs(q)), page: q.page, perPage: q.perPage };
    },
  );

  app.post(
    '/api/admin/content/blogs',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Creates a blog post (a draft unless published); its HTML is sanitised before it is stored',
        body: blogFormSchema,
        response: { 201: z.object({ post: blog }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ post: await content.createBlog(request.body, adminOf(request)) }),
  );

  app.get(
    '/api/admin/content/blogs/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'One blog post to edit',
        params: idParams,
        response: { 200: z.object({ post: blog }), ...errors },
      },
    },
    async (request) => ({ post: await content.blog(request.params.id) }),
  );

  app.put(
    '/api/admin/content/blogs/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Saves an edited blog post; its HTML is sanitised before it is stored',
        params: idParams,
        body: blogFormSchema,
        response: { 200: z.object({ post: blog }), ...errors },
      },
    },
    async (request) => ({ post: await content.updateBlog(request.params.id, request.body, adminOf(request)) }),
  );

  app.patch(
    '/api/admin/content/blogs/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Publishes a blog post on the store, or takes it back to a draft',
        params: idParams,
        body: blogPublishSchema,
        response: { 200: z.object({ post: summary }), ...errors },
      },
    },
    async (request) => ({
      post: await content.setPublished(request.params.id, request.body.published, adminOf(request)),
    }),
  );

  app.post(
    '/api/admin/content/images',
    {
      ...staff,
      schema: {
        tags,
        summary: "Uploads a post's picture (multipart field `image`, up to 8 MB): re-encoded, metadata dropped",
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ key: z.string(), url: z.string() }),
          400: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new Invalid('Please choose a picture.', { fields: { image: 'Please choose a picture.' } });
      let data: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file' && part.fieldname === 'image') data = await part.toBuffer();
          else if (part.type === 'file') part.file.resume();
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new TooLarge(BLOG_IMAGE_TOO_LARGE, { fields: { image: BLOG_IMAGE_TOO_LARGE } });
        if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
        throw new Invalid('The upload could not be read. Please try again.');
      }
      if (!data || data.length === 0)
        throw new Invalid('Please choose a picture.', { fields: { image: 'Please choose a picture.' } });
      return reply.status(201).send(await content.uploadImage(data));
    },
  );

  app.get(
    '/api/admin/content/pages',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The editable pages (about, policies, FAQs, the strip above the header)',
        response: {
          200: z.object({
            pages: z.array(
              z.object({ slug: z.string(), title: z.string(), exists: z.boolean(), updatedAt: z.string().nullable() }),
            ),
          }),
        },
      },
    },
    async () => ({ pages: await content.pages() }),
  );

  app.get(
    '/api/admin/content/pages/:slug',
    {
      ...staff,
      schema: {
        tags,
        summary: 'One editable page',
        params: slugParams,
        response: { 200: z.object({ page }), ...errors },
      },
    },
    async (request) => ({ page: await content.page(request.params.slug) }),
  );

  app.put(
    '/api/admin/content/pages/:slug',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Saves an editable page; its HTML is sanitised before it is stored',
        params: slugParams,
        body: pageFormSchema,
        response: { 200: z.object({ page }), ...errors },
      },
    },
    async (request) => ({ page: await content.savePage(request.params.slug, request.body, adminOf(request)) }),
  );

  app.get(
    '/api/admin/content/faqs',
    {
      ...staff,
      schema: { tags, summary: 'The FAQs as groups of questions and answers', response: { 200: z.object({ faqs }) } },
    },
    async () => ({ faqs: await content.faqs() }),
  );

  app.put(
    '/api/admin/content/faqs',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Saves the FAQs (added, removed, reordered); answers are sanitised before they are stored',
        body: faqsFormSchema,
        response: { 200: z.object({ faqs }), ...errors },
      },
    },
    async (request) => ({ faqs: await content.saveFaqs(request.body, adminOf(request)) }),
  );

  app.get(
    '/api/admin/content/size-charts',
    {
      ...staff,
      schema: {
        tags,
        summary: "The size guide's charts, one per category",
        response: { 200: z.object({ charts: z.array(sizeChart) }) },
      },
    },
    async () => ({ charts: await content.sizeCharts() }),
  );

  app.put(
    '/api/admin/content/size-charts/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: "Saves a category's size chart: title, advice and tables of sizes and measurements (inches)",
        params: chartParams,
        body: sizeChartFormSchema,
        response: { 200: z.object({ chart: sizeChart }), ...errors },
      },
    },
    async (request) => ({ chart: await content.saveSizeChart(request.params.id, request.body, adminOf(request)) }),
  );
};
