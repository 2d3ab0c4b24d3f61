/** The shapes the API answers and the pages read (the spec's section 3, rupee amounts). */
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
  video: string | null;
  featured: boolean;
  gender: Gender;
  category: { name: string; slug: string };
  stock: number;
  createdAt: string;
};
