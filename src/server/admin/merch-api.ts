/**
 * Merchandising in the admin (staff): banners, offer banners and stories (merch service), collections and
 * categories (catalogue service), image upload (re-encoded with sharp as review photos are) and a product picker.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeSchema,
  bannerInputSchema,
  categoryInputSchema,
  collectionInputSchema,
  IMAGE_FOLDERS,
  MAX_MERCH_IMAGE_BYTES,
  MERCH_KINDS,
  offerBannerInputSchema,
  productSearchSchema,
  reorderSchema,
  storyInputSchema,
  type MerchKind,
} from '../../shop/admin/merch.ts';
import { imageUrl } from '../../shop/images.ts';
import { Invalid, TooLarge } from '../errors.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

const item = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageKey: z.string(),
  link: z.string().nullable(),
  video: z.string().nullable(),
  productId: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number(),
});
const collection = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  imageKey: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  productCount: z.number(),
});
const picked = z.object({ id: z.string(), name: z.string(), imageKey: z.string().nullable(), isActive: z.boolean() });
const collectionDetail = collection.extend({ products: z.array(picked) });
const category = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  gender: z.enum(['women', 'men']),
  sortOrder: z.number(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  productCount: z.number(),
});
const idParams = z.object({ id: z.uuid('Not found.') });
const ok = z.object({ ok: z.literal(true) });

const INPUTS = {
  banners: bannerInputSchema,
  'offer-banners': offerBannerInputSchema,
  stories: storyInputSchema,
} as const;
const NAMES: Record<MerchKind, string> = { banners: 'banner', 'offer-banners': 'offer banner', stories: 'story' };

export const IMAGE_TOO_LARGE = 'The image is larger than 8 MB. Please choose a smaller one.';
const CHOOSE_IMAGE = 'Choose an image to upload.';

export const merchAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { merchAdmin, collectionAdmin, categoryAdmin } = services;
  const staff = adminRoute(services, 'staff');
  const tags = ['admin'];
  await app.register(multipart, {
    limits: { fileSize: MAX_MERCH_IMAGE_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });

  app.post(
    '/api/admin/merch/images',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Uploads an image (multipart field `image`, up to 8 MB): re-encoded to WebP in every width',
        consumes: ['multipart/form-data'],
        querystring: z.object({ folder: z.enum(IMAGE_FOLDERS, { error: 'Unknown image folder' }) }),
        response: { 201: z.object({ key: z.string(), url: z.string() }) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new Invalid(CHOOSE_IMAGE, { fields: { image: CHOOSE_IMAGE } });
      let data: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'image' && bytes.length > 0) data = bytes;
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new TooLarge(IMAGE_TOO_LARGE, { fields: { image: IMAGE_TOO_LARGE } });
        }
        if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
        throw new Invalid('The upload could not be read. Please try again.');
      }
      if (!data) throw new Invalid(CHOOSE_IMAGE, { fields: { image: CHOOSE_IMAGE } });
      const key = await merchAdmin.uploadImage(data, request.query.folder);
      return reply.status(201).send({ key, url: imageUrl(key, 720) });
    },
  );

  app.get(
    '/api/admin/merch/products',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Products whose name contains the words typed (at most 12), to pick into a collection or story',
        querystring: productSearchSchema,
        response: { 200: z.object({ products: z.array(picked) }) },
      },
    },
    async (request) => ({ products: await collectionAdmin.searchProducts(request.query.q) }),
  );

  for (const kind of MERCH_KINDS) {
    const base = `/api/admin/merch/${kind}`;
    const name = NAMES[kind];
    const body = INPUTS[kind];

    app.get(
      base,
      {
        ...staff,
        schema: { tags, summary: `Every ${name}, in order`, response: { 200: z.object({ items: z.array(item) }) } },
      },
      async () => ({ items: await merchAdmin.list(kind) }),
    );
    app.post(
      base,
      { ...staff, schema: { tags, summary: `Adds a ${name} (last)`, body, response: { 201: z.object({ item }) } } },
      async (request, reply) =>
        reply.status(201).send({ item: await merchAdmin.create(kind, request.body as never, adminOf(request)) }),
    );
    app.put(
      `${base}/order`,
      {
        ...staff,
        schema: {
          tags,
          summary: `Puts every ${name} in this order`,
          body: reorderSchema,
          response: { 200: z.object({ items: z.array(item) }) },
        },
      },
      async (request) => ({ items: await merchAdmin.reorder(kind, request.body.ids, adminOf(request)) }),
    );
    app.put(
      `${base}/:id`,
      {
        ...staff,
        schema: { tags, summary: `Edits a ${name}`, params: idParams, body, response: { 200: z.object({ item }) } },
      },
      async (request) => ({
        item: await merchAdmin.update(kind, request.params.id, request.body as never, adminOf(request)),
      }),
    );
    app.patch(
      `${base}/:id/status`,
      {
        ...staff,
        schema: {
          tags,
          summary: `Switches a ${name} on or off`,
          params: idParams,
          body: activeSchema,
          response: { 200: z.object({ item }) },
        },
      },
      async (request) => ({
        item: await merchAdmin.setActive(kind, request.params.id, request.body.isActive, adminOf(request)),
      }),
    );
    app.delete(
      `${base}/:id`,
      {
        ...staff,
        schema: { tags, summary: `Deletes a ${name}`, params: idParams, response: { 200: ok } },
      },
      async (request) => {
        await merchAdmin.remove(kind, request.params.id, adminOf(request));
        return { ok: true as const };
      },
    );
  }

  // Collections (catalogue).
  const collections = '/api/admin/merch/collections';
  app.get(
    collections,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Every collection, in order',
        response: { 200: z.object({ collections: z.array(collection) }) },
      },
    },
    async () => ({ collections: await collectionAdmin.list() }),
  );
  app.get(
    `${collections}/:id`,
    {
      ...staff,
      schema: {
        tags,
        summary: 'A collection with its products in order',
        params: idParams,
        response: { 200: z.object({ collection: collectionDetail }) },
      },
    },
    async (request) => ({ collection: await collectionAdmin.get(request.params.id) }),
  );
  app.post(
    collections,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Adds a collection (last) with its products',
        body: collectionInputSchema,
        response: { 201: z.object({ collection: collectionDetail }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ collection: await collectionAdmin.create(request.body, adminOf(request)) }),
  );
  app.put(
    `${collections}/order`,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Puts every collection in this order',
        body: reorderSchema,
        response: { 200: z.object({ collections: z.array(collection) }) },
      },
    },
    async (request) => ({ collections: await collectionAdmin.reorder(request.body.ids, adminOf(request)) }),
  );
  app.put(
    `${collections}/:id`,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Edits a collection and its products (in order)',
        params: idParams,
        body: collectionInputSchema,
        response: { 200: z.object({ collection: collectionDetail }) },
      },
    },
    async (request) => ({
      collection: await collectionAdmin.update(request.params.id, request.body, adminOf(request)),
    }),
  );
  app.patch(
    `${collections}/:id/status`,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Switches a collection on or off',
        params: idParams,
        body: activeSchema,
        response: { 200: z.object({ collection: collectionDetail }) },
      },
    },
    async (request) => ({
      collection: await collectionAdmin.setActive(request.params.id, request.body.isActive, adminOf(request)),
    }),
  );
  app.delete(
    `${collections}/:id`,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Deletes a collection (refused while a banner links to it)',
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await collectionAdmin.remove(request.params.id, adminOf(request));
      return { ok: true as const };
    },
  );

  // Categories (catalogue).
  const categories = '/api/admin/merch/categories';
  app.get(
    categories,
    {
      ...staff,
      schema: {
        tags,
        summary: "Women's and men's categories in menu order",
        response: { 200: z.object({ categories: z.array(category) }) },
      },
    },
    async () => ({ categories: await categoryAdmin.list() }),
  );
  app.post(
    categories,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Adds a category (last in its menu)',
        body: categoryInputSchema,
        response: { 201: z.object({ category }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ category: await categoryAdmin.create(request.body, adminOf(request)) }),
  );
  app.put(
    `${categories}/order`,
    {
      ...staff,
      schema: {
        tags,
        summary: "Puts one gender's categories in this order",
        body: reorderSchema.extend({ gender: z.enum(['women', 'men'], { error: 'Choose women or men' }) }),
        response: { 200: z.object({ categories: z.array(category) }) },
      },
    },
    async (request) => ({
      categories: await categoryAdmin.reorder(request.body.gender, request.body.ids, adminOf(request)),
    }),
  );
  app.put(
    `${categories}/:id`,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Edits a category',
        params: idParams,
        body: categoryInputSchema,
        response: { 200: z.object({ category }) },
      },
    },
    async (request) => ({ category: await categoryAdmin.update(request.params.id, request.body, adminOf(request)) }),
  );
  app.delete(
    `${categories}/:id`,
    {
      ...staff,
      schema: {
        tags,
        summary: 'Deletes a category that has no products (refused otherwise)',
        params: idParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await categoryAdmin.remove(request.params.id, adminOf(request));
      return { ok: true as const };
    },
  );
};
