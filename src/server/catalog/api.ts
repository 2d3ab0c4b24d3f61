/** The catalogue calls of the spec (section 7), exact paths and payloads. Thin: parse, call the service, shape. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingQuerySchema } from '../../shop/listing.ts';
import { productIdsQuerySchema } from '../../shop/product-ids.ts';
import { DISCOUNT_FILTERS, RATING_FILTERS, SHOP_PRICE_RANGES } from '../../shop/listing-options.ts';
import type { FacetRequest } from './facets.ts';
import type { Services } from '../services.ts';
import type { AnswerKept } from '../http/kept-answers.ts';
import { nested } from '../http/spec-envelopes.ts';
import {
  categorySchema,
  collectionSchema,
  productCardSchema,
  productPageSchema,
  productSchema,
  suggestionsSchema,
} from './schemas.ts';

const idParams = z.object({ id: z.string().max(200) });

/** The filter values `facets=true` counts: the catalogue's categories and sizes, the shop's ranges and steps. */
const API_FACETS: FacetRequest = {
  category: true,
  size: true,
  price: SHOP_PRICE_RANGES,
  minRating: RATING_FILTERS,
  minDiscount: DISCOUNT_FILTERS,
};
const tags = ['catalogue'];

export const catalogApi: FastifyPluginAsyncZod<{ services: Services; answerKept: AnswerKept }> = async (
  app,
  { services, answerKept },
) => {
  const { catalog } = services;

  app.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'Products with the listing filters, 12 a page (newest first unless sorted)',
        description:
          'Filters that take several values (category, size, price) accept repeated keys or comma lists. With facets=true the answer also counts the products of each filter value (each facet counted with the other filters applied, not its own).',
        querystring: listingQuerySchema,
        response: { 200: z.object({ success: z.literal(true), data: productPageSchema }) },
      },
    },
    // Kept, and answered from what is kept while its products and the catalogue are unchanged (kept-answers.ts).
    async (req, reply) =>
      answerKept(req, reply, async (version) => {
        const facets = req.query.facets ? API_FACETS : undefined;
        const data = await catalog.listProducts({ ...req.query, q: undefined }, facets, { version });
        return { answer: { success: true as const, data }, productIds: data.products.map((p) => p._id) };
      }),
  );

  app.get(
    '/api/products/search',
    {
      schema: {
        tags,
        summary: 'Ranked full-text search with typo correction and the listing filters',
        querystring: listingQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(productSchema),
            meta: productPageSchema.omit({ products: true }),
          }),
        },
      },
    },
    async (req, reply) =>
      answerKept(req, reply, async (version) => {
        const query = { ...req.query, q: req.query.q ?? '' };
        const facets = req.query.facets ? API_FACETS : undefined;
        const { products, ...meta } = await catalog.listProducts(query, facets, { version });
        return { answer: { success: true as const, data: products, meta }, productIds: products.map((p) => p._id) };
      }),
  );

  app.get(
    '/api/products/suggest',
    {
      schema: {
        tags,
        summary: 'Search-box suggestions (products and categories)',
        querystring: z.object({ q: z.string().max(10_000).default('') }),
        response: { 200: z.object({ success: z.literal(true), data: suggestionsSchema }) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: await catalog.suggest(req.query.q) };
    },
  );

  app.get(
    '/api/products/by-ids',
    {
      schema: {
        tags,
        summary: 'Products on sale by id, in the order asked (unknown or withdrawn ones left out), as cards show them',
        querystring: productIdsQuerySchema,
        response: { 200: z.object({ success: z.literal(true), data: z.array(productCardSchema) }) },
      },
    },
    async (req) => ({ success: true as const, data: await catalog.productsByIds(req.query.ids) }),
  );

  app.get(
    '/api/products/slug/:slug',
    {
      schema: {
        tags,
        summary: 'One product by its slug',
        params: z.object({ slug: z.string().max(200) }),
        response: { 200: nested(productSchema) },
      },
    },
    async (req) => ({ success: true as const, data: { data: await catalog.getProduct(req.params.slug) } }),
  );

  app.get(
    '/api/products/:id/related',
    {
      schema: {
        tags,
        summary: 'Related products',
        params: idParams,
        response: { 200: nested(z.array(productSchema)) },
      },
    },
    async (req) => ({ success: true as const, data: { data: await catalog.relatedProducts(req.params.id) } }),
  );

  app.get(
    '/api/products/:id/suggestions',
    {
      schema: {
        tags,
        summary: "The product page's rows below the fold: 'You May Like Also' and featured products, as cards",
        params: idParams,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ related: z.array(productCardSchema), featured: z.array(productCardSchema) }),
          }),
        },
      },
    },
    async (req) => ({ success: true as const, data: await catalog.productSuggestions(req.params.id) }),
  );

  app.get(
    '/api/categories',
    { schema: { tags, summary: 'Menu categories with gender', response: { 200: nested(z.array(categorySchema)) } } },
    async () => ({ success: true as const, data: { data: await catalog.listCategories() } }),
  );

  app.get(
    '/api/collection',
    {
      schema: {
        tags,
        summary: 'Active collections',
        response: { 200: z.object({ success: z.literal(true), data: z.array(collectionSchema) }) },
      },
    },
    async () => ({ success: true as const, data: await catalog.listCollections() }),
  );

  app.get(
    '/api/collection/:id',
    {
      schema: {
        tags,
        summary: 'One collection with its products',
        params: idParams,
        response: {
          200: z.object({
            success: z.literal(true),
            data: collectionSchema.extend({ products: z.array(productSchema) }),
            products: z.array(productSchema),
          }),
        },
      },
    },
    async (req) => {
      const collection = await catalog.getCollection(req.params.id);
      return { success: true as const, data: collection, products: collection.products };
    },
  );
};
