import { imageUrl } from '../../shop/images.ts';
import { paiseToRupees } from '../../shop/money.ts';
import { discountPercent } from '../../shop/pricing.ts';
import type { ProductDto, VariantDto } from '../../shop/catalog-types.ts';
import type { products } from './tables.ts';

/** A product as the listings read it. */
export type ProductRow = typeof products.$inferSelect;

export function toProductDto(
  p: ProductRow,
  category: { name: string; slug: string },
  variants: VariantDto[],
): ProductDto {
  const price = paiseToRupees(p.mrpPaise);
  return {
    _id: p.id,
    name: p.name,
    slug: p.slug,
    brand: p.brand,
    price,
    salePrice: paiseToRupees(p.salePaise),
    originalPrice: price,
    discount: discountPercent(p.mrpPaise, p.salePaise),
    averageRating: p.ratingCount > 0 ? Math.round((p.ratingSum / p.ratingCount) * 10) / 10 : 0,
    ratingCount: p.ratingCount,
    reviewCount: p.reviewCount,
    images: p.images.map((k) => imageUrl(k)),
    imageKeys: p.images,
    sizes: variants.map((v) => v.size),
    variants,
    description: p.description,
    material: p.material,
    specification: p.specification,
    countryOfOrigin: p.countryOfOrigin,
    video: p.video,
    featured: p.featured,
    gender: p.gender,
    category,
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
    createdAt: p.createdAt.toISOString(),
  };
}
