/**
 * The admin's merchandising inputs (issue 11): banners, offer banners, stories, collections and categories, with
 * their order. One schema per input, shared by /admin/merchandising and /api/admin/merch/*.
 */
import { z } from 'zod';
import { SLUG_PATTERN } from '../slugs.ts';

export const MERCH_KINDS = ['banners', 'offer-banners', 'stories'] as const;
export type MerchKind = (typeof MERCH_KINDS)[number];
export const MERCH_KIND_LABELS: Record<MerchKind, string> = {
  banners: 'Banner',
  'offer-banners': 'Offer banner',
  stories: 'Story',
};

/** Where uploaded images go (the storage folder of their keys). */
export const IMAGE_FOLDERS = ['banners', 'offerbanners', 'stories', 'collections'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
export const MAX_MERCH_IMAGE_BYTES = 8 * 1024 * 1024;

export const UPLOAD_AN_IMAGE = 'Upload an image';
/** An image key made by the upload (folder/name-hash), never a path from elsewhere. */
export const imageKeyField = z
  .string({ error: UPLOAD_AN_IMAGE })
  .trim()
  .min(1, UPLOAD_AN_IMAGE)
  .max(200, UPLOAD_AN_IMAGE)
  .regex(/^[a-z0-9-]+\/[A-Za-z0-9._-]+$/, UPLOAD_AN_IMAGE);

export const LINK_MESSAGE = 'Enter a page of the store, like /shop or /collections/…, or an https:// address';
/** A page of the store (/shop, /category/men, /collections/<id>) or an https address. */
export const linkField = z
  .string({ error: LINK_MESSAGE })
  .trim()
  .min(1, LINK_MESSAGE)
  .max(300, 'The link must be at most 300 characters')
  .refine((l) => /^\/(?!\/)[^\s\\]*$/.test(l) || /^https:\/\/[^\s\\]+$/.test(l), LINK_MESSAGE);

const checkbox = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());
const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');
const requiredText = (max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const bannerInputSchema = z.object({
  title: requiredText(80, 'Title'),
  subtitle: text(160, 'Subtitle'),
  image: imageKeyField,
  link: linkField,
  isActive: checkbox.default(true),
});

export const offerBannerInputSchema = z.object({
  title: text(80, 'Title'),
  image: imageKeyField,
  link: linkField,
  isActive: checkbox.default(true),
});

const VIDEO_MESSAGE = 'Enter a video address (https://… or /uploads/…), or leave it empty';
export const storyInputSchema = z.object({
  title: text(80, 'Title'),
  image: imageKeyField,
  video: z
    .string()
    .trim()
    .max(500, VIDEO_MESSAGE)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^(https:\/\/|\/uploads\/)[^\s\\]+$/.test(v), VIDEO_MESSAGE),
  productId: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.uuid('Choose a product from the search, or none').nullable(),
  ),
  isActive: checkbox.default(true),
});

export type BannerInput = z.output<typeof bannerInputSchema>;
export type OfferBannerInput = z.output<typeof offerBannerInputSchema>;
export type StoryInput = z.output<typeof storyInputSchema>;

export const activeSchema = z.object({ isActive: z.boolean({ error: 'Choose active or inactive' }) });

/** A new order: every id of the list, first to last. */
export const reorderSchema = z.object({
  ids: z.array(z.uuid('Unknown item'), { error: 'Send the ids in their new order' }).min(1).max(500),
});

/** Merchandising slugs (collections, categories) are at most this long. */
export const MERCH_SLUG_MAX = 80;
const SLUG_MESSAGE = 'Use lower-case letters, digits and dashes, e.g. summer-linen';
const slugField = z
  .string({ error: 'Slug is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Slug is required')
  .max(MERCH_SLUG_MAX, `Slug must be at most ${MERCH_SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, SLUG_MESSAGE);

export const MAX_COLLECTION_PRODUCTS = 200;

export const collectionInputSchema = z.object({
  name: requiredText(80, 'Name'),
  slug: slugField,
  description: text(1000, 'Description'),
  image: imageKeyField,
  isActive: checkbox.default(true),
  seoTitle: optionalText(70, 'SEO title'),
  seoDescription: optionalText(170, 'SEO description'),
  /** The collection's products, in the order shown. */
  productIds: z
    .array(z.uuid('Unknown product'))
    .max(MAX_COLLECTION_PRODUCTS, `A collection holds at most ${MAX_COLLECTION_PRODUCTS} products`)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'A product is in the list twice'),
});
export type CollectionInput = z.output<typeof collectionInputSchema>;

export const categoryInputSchema = z.object({
  name: requiredText(60, 'Name'),
  slug: slugField,
  gender: z.enum(['women', 'men'], { error: 'Choose women or men' }),
  seoTitle: optionalText(70, 'SEO title'),
  seoDescription: optionalText(170, 'SEO description'),
  /** Items of the category may be returned or exchanged (innerwear, accessories: no). Absent: yes. */
  returnable: z.preprocess((v) => v === undefined || v === true || v === 'true' || v === 'on', z.boolean()),
});
export type CategoryInput = z.output<typeof categoryInputSchema>;

export const productSearchSchema = z.object({
  q: z.string().trim().min(1, 'Type a product name').max(100),
});
