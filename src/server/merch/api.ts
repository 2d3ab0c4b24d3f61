/** The merchandising calls of the spec: home-page banners, offer banners, offers (coupons shown) and stories. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nested } from '../http/spec-envelopes.ts';
import type { Services } from '../services.ts';
import { bannerSchema, offerBannerSchema, offerSchema, storySchema } from './schemas.ts';

const tags = ['catalogue'];

export const merchApi: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { merch } = services;

  app.get(
    '/api/banners',
    { schema: { tags, summary: 'Active home-page banners', response: { 200: nested(z.array(bannerSchema)) } } },
    async () => ({ success: true as const, data: { data: await merch.activeBanners() } }),
  );

  app.get(
    '/api/offerBanners',
    { schema: { tags, summary: 'Active offer banners', response: { 200: nested(z.array(offerBannerSchema)) } } },
    async () => ({ success: true as const, data: { data: await merch.activeOfferBanners() } }),
  );

  app.get(
    '/admin/offers/api',
    {
      schema: {
        tags,
        summary: 'Active offers (coupons) shown to shoppers',
        response: { 200: nested(z.array(offerSchema)) },
      },
    },
    async () => ({ success: true as const, data: { data: await merch.activeOffers() } }),
  );

  app.get(
    '/api/stories',
    { schema: { tags, summary: 'Active video stories', response: { 200: nested(z.array(storySchema)) } } },
    async () => ({ success: true as const, data: { data: await merch.activeStories() } }),
  );
};
