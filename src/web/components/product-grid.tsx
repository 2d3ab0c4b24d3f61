import { ProductCard, type ProductCardData } from './product-card.tsx';

/** A responsive grid of product cards: 2 columns on phones, 3 on tablets, 4 on desktops. */
export function ProductGrid({
  products,
  eagerCount = 4,
  priorityFirst = false,
  empty = 'No products yet.',
}: {
  products: readonly (ProductCardData & { _id: string })[];
  /** How many leading cards load their image at once (the first visible row). */
  eagerCount?: number;
  /** The first card's image is the page's largest above the fold: fetch it first. */
  priorityFirst?: boolean;
  empty?: string;
}) {
  if (products.length === 0) {
    return <p className="rounded-lg bg-ivory px-4 py-10 text-center text-gray-700">{empty}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-8 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < eagerCount} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
