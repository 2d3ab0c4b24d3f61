import type { ProductDto } from '../../shop/catalog-types.ts';

/** What a product card (and its quick view) needs: listings send only this, not descriptions and specifications. */
export type ListingProduct = Pick<
  ProductDto,
  | '_id'
  | 'slug'
  | 'name'
  | 'brand'
  | 'price'
  | 'salePrice'
  | 'discount'
  | 'stock'
  | 'imageKeys'
  | 'averageRating'
  | 'ratingCount'
> & {
  /** The stock of each size (for the quick view). */
  variants: { size: string; stock: number }[];
};

export function toListingProduct(p: ProductDto): ListingProduct {
  return {
    _id: p._id,
    slug: p.slug,
    name: p.name,
    brand: p.brand,
    price: p.price,
    salePrice: p.salePrice,
    discount: p.discount,
    stock: p.stock,
    imageKeys: p.imageKeys.slice(0, 1),
    averageRating: p.averageRating,
    ratingCount: p.ratingCount,
    variants: p.variants.map((v) => ({ size: v.size, stock: v.stock })),
  };
}

/** One page of a listing, as the listing loaders answer it. */
export type ListingData = {
  products: ListingProduct[];
  page: number;
  totalPages: number;
  total: number;
  /** Words a search corrected a typo to. */
  corrected: string[];
  /** Where the next page starts (a listing's keyset cursor), for the page appended by infinite scroll. */
  nextCursor?: string;
  /** 'Failed to fetch products' when the catalogue could not answer. */
  error?: string;
  /** When nothing was found: other spellings that find, the catalogue's categories and the newest products. */
  help?: NoResultsHelp;
};

export type NoResultsHelp = {
  spellings: string[];
  categories: { label: string; href: string }[];
  newArrivals: ListingProduct[];
};
