import ArrowRight from '../icons/arrow-right.tsx';
import ShoppingBag from '../icons/shopping-bag.tsx';
import { Link } from '../link.tsx';

/** The spec's empty cart: 'Your Cart is Empty', 'Add items to begin shopping', and a way to the shop. */
/** The height both the empty cart and the cart's loading state keep, so the page does not shift when it hydrates. */
export const CART_MIN_HEIGHT = 'min-h-80 sm:min-h-96';

export function EmptyCart() {
  return (
    <div className={`mx-auto max-w-md py-12 text-center sm:py-16 ${CART_MIN_HEIGHT}`}>
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingBag className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold text-ink">Your Cart is Empty</h2>
      <p className="mt-2 text-gray-700">Add items to begin shopping</p>
      <Link
        to="/shop"
        className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Start shopping
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
