/**
 * The admin's products (issue 11), staff and owners: the list (search, filters, sort, pages), one product for the
 * editor, create, save (PUT: the whole editor; PATCH: some fields, e.g. activate) against the version the editor
 * loaded (409 edit_conflict when stale), and photo uploads (multipart, re-encoded as review photos are). Bulk actions
 * and the CSV import are their own routes.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_IMAGES_PER_UPLOAD,
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_GENDERS,
  STOCK_STATES,
  productCreateSchema,
  productListQuerySchema,
  productPatchSchema,
  productUpdateSchema,
} from '../../shop/admin/product.ts';
import { imageUrl } from '../../shop/images.ts';
import { Invalid, TooLarge } from '../errors.ts';
import type { Services } from '../services.ts';
import { adminOf, adminRoute } from './guard.ts';

export const IMAGE_TOO_LARGE = `A photo is larger than ${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB. Please choose a smaller one.`;
export const TOO_MANY_IMAGES = `Upload at most ${MAX_IMAGES_PER_UPLOAD} photos at a time.`;
export const NO_IMAGES = 'Choose at least one photo to upload.';

const gender = z.enum(PRODUCT_GENDERS);
const size = z.object({ id: z.string(), size: z.string(), sku: z.string(), stock: z.number().int() });
const product = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  mrp: z.number(),
  sale: z.number(),
  description: z.string(),
  material: z.string(),
  specification: z.string(),
  categoryId: z.string(),
  gender,
  featured: z.boolean(),
  isActive: z.boolean(),
  hsn: z.string().describe('HSN code: 4, 6 or 8 digits, covered by a GST rule'),
  countryOfOrigin: z.string(),
  video: z.string().nullable(),
  images: z.array(z.string()),
  sizes: z.array(size),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const row = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  categoryName: z.string(),
  gender,
  mrp: z.number(),
  sale: z.number(),
  isActive: z.boolean(),
  featured: z.boolean(),
  sizeCount: z.number().int(),
  totalStock: z.number().int(),
  lowSizes: z.number().int(),
  stockState: z.enum(STOCK_STATES),
  updatedAt: z.string(),
});
const idParams = z.object({ id: z.uuid('Product not found.') });

/** The photos of an upload form (field `images`, several files). */
async function readPhotos(request: FastifyRequest): Promise<Array<{ name: string; data: Buffer }>> {
  if (!request.isMultipart()) throw new Invalid(NO_IMAGES, { fields: { images: NO_IMAGES } });
  const files: Array<{ name: string; data: Buffer }> = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (data.length > 0) files.push({ name: part.filename.slice(0, 100), data });
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLarge(IMAGE_TOO_LARGE, { fields: { images: IMAGE_TOO_LARGE } });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new Invalid(TOO_MANY_IMAGES, { fields: { images: TOO_MANY_IMAGES } });
    if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw new Invalid('The upload could not be read. Please try again.');
  }
  if (files.length === 0) throw new Invalid(NO_IMAGES, { fields: { images: NO_IMAGES } });
  return files;
}

export const productsAdminApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { productAdmin } = services;
  const staff = adminRoute(services, 'staff');
  const tags = ['admin'];
  // Multipart only in this scope (the photo upload).
  await app.register(multipart, {
    limits: {
      fileSize: MAX_PRODUCT_IMAGE_BYTES,
      files: MAX_IMAGES_PER_UPLOAD,
      fields: 5,
      fieldSize: 1000,
      parts: MAX_IMAGES_PER_UPLOAD + 5,
    },
  });

  app.get(
    '/api/admin/products',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Products: search (name, brand, slug, SKU), filters, sort and pages',
        querystring: productListQuerySchema,
        response: {
          200: z.object({
            products: z.array(row),
            page: z.number().int(),
            perPage: z.number().int(),
            total: z.number().int(),
            totalPages: z.number().int(),
          }),
        },
      },
    },
    async (request) => productAdmin.list(request.query),
  );

  app.get(
    '/api/admin/products/categories',
    {
      ...staff,
      schema: {
        tags,
        summary: "Every category (the editor's choices)",
        response: { 200: z.object({ categories: z.array(z.object({ id: z.string(), name: z.string(), gender })) }) },
      },
    },
    async () => ({ categories: await productAdmin.categories() }),
  );

  app.get(
    '/api/admin/products/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'One product for the editor (active or not), with its sizes and version',
        params: idParams,
        response: { 200: z.object({ product }) },
      },
    },
    async (request) => ({ product: await productAdmin.get(request.params.id) }),
  );

  app.post(
    '/api/admin/products',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Creates a product with its sizes (stock, SKU) and images (keys from the upload)',
        body: productCreateSchema,
        response: { 201: z.object({ product }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ product: await productAdmin.create(request.body, adminOf(request)) }),
  );

  app.put(
    '/api/admin/products/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Saves the whole editor against the version it loaded (409 edit_conflict when someone saved first)',
        params: idParams,
        body: productUpdateSchema,
        response: { 200: z.object({ product }) },
      },
    },
    async (request) => ({ product: await productAdmin.update(request.params.id, request.body, adminOf(request)) }),
  );

  app.patch(
    '/api/admin/products/:id',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Changes some fields (e.g. isActive) against the version loaded (409 edit_conflict when stale)',
        params: idParams,
        body: productPatchSchema,
        response: { 200: z.object({ product }) },
      },
    },
    async (request) => ({ product: await productAdmin.update(request.params.id, request.body, adminOf(request)) }),
  );

  app.post(
    '/api/admin/products/images',
    {
      ...staff,
      schema: {
        tags,
        summary: `Uploads photos (multipart, field "images", up to ${MAX_IMAGES_PER_UPLOAD} files of ${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB): re-encoded to WebP in every width; answers their keys for the product's images`,
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ images: z.array(z.object({ key: z.string(), url: z.string() })) }),
        },
      },
    },
    async (request, reply) => {
      const keys = await productAdmin.uploadImages(await readPhotos(request));
      return reply.status(201).send({ images: keys.map((key) => ({ key, url: imageUrl(key, 360) })) });
    },
  );
};
