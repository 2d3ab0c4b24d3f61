/** Response shapes of the catalogue API (zod): they document the API and strip anything not declared. */
import { z } from 'zod';

export const variantSchema = z.object({ size: z.string(), stock: z.number().int(), sku: z.string() });

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  price: z.number().describe('MRP in rupees'),
  salePrice: z.number().describe('Selling price in rupees'),
  originalPrice: z.number(),
  discount: z.number().int().describe('round((price - salePrice) / price * 100)'),
  averageRating: z.number(),
  ratingCount: z.number().int(),
  reviewCount: z.number().int(),
  images: z.array(z.string()),
  imageKeys: z.array(z.string()),
  sizes: z.array(z.string()),
  variants: z.array(variantSchema),
  description: z.string(),
  material: z.string(),
  specification: z.string(),
  countryOfOrigin: z.string().describe('Country of origin (Legal Metrology)'),
  video: z.string().nullable(),
  featured: z.boolean(),
  gender: z.enum(['men', 'women', 'unisex']),
  category: z.object({ name: z.string(), slug: z.string() }),
  stock: z.number().int().describe('Total over all sizes'),
  createdAt: z.string(),
});

/** What a product card shows (no descriptions): the rows of recently viewed products. */
export const productCardSchema = productSchema.pick({
  _id: true,
  slug: true,
  name: true,
  brand: true,
  price: true,
  salePrice: true,
  discount: true,
  stock: true,
  imageKeys: true,
  averageRating: true,
  ratingCount: true,
  variants: true,
});

const facetCountsSchema = z
  .array(z.object({ value: z.string(), label: z.string(), count: z.number().int() }))
  .optional();

export const facetsSchema = z
  .object({
    total: z.number().int(),
    category: facetCountsSchema.describe('Category slugs of the catalogue, with their names'),
    size: facetCountsSchema.describe('Sizes in stock'),
    price: facetCountsSchema.describe('Price ranges (min-max rupees, as the price filter takes them)'),
    minRating: facetCountsSchema,
    minDiscount: facetCountsSchema,
  })
  .describe('With facets=true: products per filter value (other filters applied, not its own)');

export const productPageSchema = z.object({
  products: z.array(productSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  corrected: z.array(z.string()).optional(),
  facets: facetsSchema.optional(),
  /** Pass as `cursor` for the next page of a listing (keyset pagination); absent on the last page and on searches by relevance. */
  nextCursor: z.string().optional(),
});

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  gender: z.enum(['men', 'women']),
});

export const collectionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  modelImageUrl: z.string(),
  modelImageKey: z.string(),
  products: z.array(z.string()),
});

export const suggestionsSchema = z.object({
  products: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      slug: z.string(),
      salePrice: z.number(),
      image: z.string().nullable(),
    }),
  ),
  categories: z.array(z.object({ name: z.string(), gender: z.enum(['men', 'women']), url: z.string() })),
});
