/** The shapes the API answers and the pages read (the spec's section 3, rupee amounts). */
import type { Fit, FitSummary } from './review-fit.ts';

export type Gender = 'men' | 'women' | 'unisex';

export type CategoryDto = { _id: string; name: string; slug: string; gender: Exclude<Gender, 'unisex'> };

export type VariantDto = { size: string; stock: number; sku: string };

export type ProductDto = {
  _id: string;
  name: string;
  slug: string;
  brand: string;
  /** MRP in rupees. */
  price: number;
  salePrice: number;
  /** Same as price (the wishlist reads this name). */
  originalPrice: number;
  discount: number;
  averageRating: number;
  ratingCount: number;
  reviewCount: number;
  /** Image URLs (720 px wide); `imageKeys` build responsive srcsets with src/shop/images.ts. */
  images: string[];
  imageKeys: string[];
  sizes: string[];
  variants: VariantDto[];
  description: string;
  material: string;
  specification: string;
  /** Legal Metrology (Packaged Commodities) Rules, 2011: shown on the product page. */
  countryOfOrigin: string;
  video: string | null;
  featured: boolean;
  gender: Gender;
  category: { name: string; slug: string };
  stock: number;
  createdAt: string;
};

export type CollectionDto = {
  _id: string;
  name: string;
  slug: string;
  description: string;
  modelImageUrl: string;
  modelImageKey: string;
  /** Product ids in display order. */
  products: string[];
};

export type BannerDto = {
  _id: string;
  title: string;
  subtitle: string;
  image: string;
  imageKey: string;
  link: string;
  status: 'active' | 'inactive';
};
export type OfferBannerDto = { _id: string; title: string; image: string; imageKey: string; link: string };
export type OfferDto = {
  _id: string;
  title: string;
  code: string;
  description: string;
  discountPercentage: number;
  isActive: boolean;
};
export type StoryDto = {
  _id: string;
  title: string;
  image: string;
  imageKey: string;
  video: string | null;
  status: 'active' | 'inactive';
  products: {
    _id: string;
    name: string;
    slug: string;
    price: number;
    salePrice: number;
    averageRating: number;
    image: string | null;
  } | null;
};
export type ReviewDto = {
  _id: string;
  rating: number;
  review: string;
  image: string | null;
  /** The reviewer's answer to "How did it fit?", or null. */
  fit: Fit | null;
  userId: { name: string; image: string | null };
  product?: { _id: string; name: string; slug: string };
  createdAt: string;
};

/** One page of a product's reviews (5 a page), with the product's fit from all its reviews (null: too few said). */
export type ReviewsPage = {
  reviews: ReviewDto[];
  total: number;
  page: number;
  totalPages: number;
  fit: FitSummary | null;
};
