import { NavLink } from './link.tsx';
import ShoppingBag from './icons/shopping-bag.tsx';
import { cartCount, useCart } from '../lib/cart-store.ts';

/** The header's cart icon with the number of items in the browser cart (none while rendering on the server). */
export function CartLink({ className }: { className: string }) {
  const count = cartCount(useCart());
  return (
    <NavLink to="/cart" className={`relative ${className}`} aria-label={count ? `Cart, ${count} items` : 'Cart'}>
      <ShoppingBag className="size-[22px]" />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute top-0.5 right-0 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-semibold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}
