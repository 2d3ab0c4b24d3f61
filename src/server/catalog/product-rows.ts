/** What pages read of a product in one statement: its columns, its category and its sizes. */
import { getTableColumns, sql } from 'drizzle-orm';
import type { ProductDto, VariantDto } from '../../shop/catalog-types.ts';
import { toProductDto, type ProductRow } from './product-dto.ts';
import { categories, products, productVariants } from './tables.ts';

/** Each product's sizes with their stock, in the catalogue's order. */
const variantsOfProduct = sql<
  VariantDto[]
>`(SELECT coalesce(json_agg(json_build_object('size', v.size, 'stock', v.stock, 'sku', v.sku) ORDER BY v.sort_order), '[]'::json)
  FROM ${productVariants} v WHERE v.product_id = ${products.id})`;

/** The select of a product with its category (joined) and sizes (read in the same statement: no second round trip). */
export const productRowColumns = {
  p: getTableColumns(products),
  c: { name: categories.name, slug: categories.slug },
  variants: variantsOfProduct,
};

export type Row = { p: ProductRow; c: { name: string; slug: string }; variants: VariantDto[] };

export const withDetails = (rows: Row[]): ProductDto[] => rows.map((r) => toProductDto(r.p, r.c, r.variants));
