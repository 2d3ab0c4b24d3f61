/** Response schemas of the merchandising calls (banners, offer banners, offers, stories). */
import { z } from 'zod';

export const bannerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  imageKey: z.string(),
  link: z.string(),
  status: z.enum(['active', 'inactive']),
});

export const offerBannerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  imageKey: z.string(),
  link: z.string(),
});

export const offerSchema = z.object({
  _id: z.string(),
  title: z.string(),
  code: z.string(),
  description: z.string(),
  discountPercentage: z.number().int(),
  isActive: z.boolean(),
});

export const storySchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  imageKey: z.string(),
  video: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  products: z
    .object({
      _id: z.string(),
      name: z.string(),
      slug: z.string(),
      price: z.number(),
      salePrice: z.number(),
      averageRating: z.number(),
      image: z.string().nullable(),
    })
    .nullable(),
});
