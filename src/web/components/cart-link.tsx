import { NavLink } from 'react-router';
import { cartCount, useCart } from '../lib/cart-store.ts';

/** The header's cart icon with the number of items in the browser cart (none while rendering on the server). */
export function CartLink({ className }: { className: string }) {
  const count = cartCount(useCart());
  return (
    <NavLink to="/cart" className={`relative ${className}`} aria-label={count ? `Cart, ${count} items` : 'Cart'}>
      {/* lucide's shopping-bag, inline: one request fewer on every page. */}
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="size-[22px]"
      >
        <path d="M16 10a4 4 0 0 1-8 0M3.103 6.034h17.794" />
        <path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z" />
      </svg>
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
