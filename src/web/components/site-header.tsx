import Heart from 'lucide-react/icons/heart';
import MenuIcon from 'lucide-react/icons/menu';
import UserRound from 'lucide-react/icons/user-round';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { firstName, groupCategories, type NavCategory } from '../lib/site.ts';
import { AccountMenu, LogoutButton } from './account/account-menu.tsx';
import { CartLink } from './cart-link.tsx';
import { CategoriesMenu, CategoryGroupLinks } from './categories-menu.tsx';
import { Logo } from './logo.tsx';
import { SearchForm } from './search-form.tsx';

export type HeaderUser = { name: string } | null;

const iconLink =
  'flex size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700';
const textLink =
  'rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700';

export function SiteHeader({ categories, user }: { categories: readonly NavCategory[]; user: HeaderUser }) {
  const groups = groupCategories(categories);
  const location = useLocation();
  // The mobile menu is open "for" one location, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const greeting = user ? `Hi, ${firstName(user.name)}` : null;

  return (
    // Sticky with the offer strip (h-7) scrolled away: only the main row stays in view.
    <header
      className="sticky -top-7 z-30 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menuOpen) {
          setMenuOpenAt(null);
          menuButtonRef.current?.focus();
        }
      }}
    >
      <p className="h-7 truncate bg-brand-700 px-4 text-center text-xs leading-7 font-medium text-white">
        Free shipping on prepaid orders<span className="hidden sm:inline"> · Cash on delivery across India</span> · Easy
        5-day returns
      </p>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:gap-4 lg:px-6">
        <button
          ref={menuButtonRef}
          type="button"
          className={`${iconLink} -ml-1 md:hidden`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <MenuIcon className="size-6" aria-hidden="true" />}
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>

        <Logo />

        <nav aria-label="Main" className="ml-2 hidden items-center md:flex lg:ml-4">
          <CategoriesMenu groups={groups} />
          <NavLink to="/shop" className={`${textLink} hidden lg:block`}>
            Shop all
          </NavLink>
          <NavLink to="/Blogs" className={`${textLink} hidden lg:block`}>
            Blogs
          </NavLink>
        </nav>

        <SearchForm className="mx-2 hidden max-w-md flex-1 md:block lg:mx-4" />

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {greeting ? (
            <Link to="/profile" className={`${textLink} hidden whitespace-nowrap lg:block`}>
              {greeting}
            </Link>
          ) : (
            <Link to="/login" className={`${textLink} hidden lg:block`}>
              Login
            </Link>
          )}
          <NavLink to="/profile/wishlist" className={iconLink} aria-label="Wishlist">
            <Heart className="size-[22px]" aria-hidden="true" />
          </NavLink>
          <CartLink className={iconLink} />
          {greeting ? (
            <AccountMenu greeting={greeting} className={iconLink} />
          ) : (
            <NavLink to="/profile" end className={iconLink} aria-label="My account">
              <UserRound className="size-[22px]" aria-hidden="true" />
            </NavLink>
          )}
        </div>
      </div>

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200 bg-white md:hidden"
      >
        <nav aria-label="Menu" className="space-y-6 px-4 pt-4 pb-8">
          <SearchForm />
          <div className="flex items-center justify-between rounded-lg bg-ivory px-4 py-3 text-sm">
            {greeting ? (
              <>
                <span className="font-medium">{greeting}</span>
                <span className="flex items-center gap-4">
                  <Link to="/profile" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                    My account
                  </Link>
                  <LogoutButton className="font-medium text-brand-700 underline-offset-4 hover:underline">
                    Log out
                  </LogoutButton>
                </span>
              </>
            ) : (
              <>
                <Link to="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                  Login
                </Link>
                <Link to="/signup" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                  Create an account
                </Link>
              </>
            )}
          </div>
          {groups.map((group) => (
            <CategoryGroupLinks key={group.gender} group={group} compact />
          ))}
          <ul className="grid grid-cols-2 gap-x-4 border-t border-gray-200 pt-4 text-sm">
            {[
              ['Shop all', '/shop'],
              ['Blogs', '/Blogs'],
              ['Wishlist', '/profile/wishlist'],
              ['My orders', '/profile/orders'],
              ['Size guide', '/sizeguide'],
              ['Contact us', '/ContactUs'],
            ].map(([label, href]) => (
              <li key={href}>
                <Link to={href!} className="-mx-2 block rounded px-2 py-2 text-gray-800 hover:bg-brand-50">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
