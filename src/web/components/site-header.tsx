import Heart from './icons/heart.tsx';
import MenuIcon from './icons/menu.tsx';
import SearchIcon from './icons/search.tsx';
import UserRound from './icons/user-round.tsx';
import X from './icons/x.tsx';
import { useLocation } from 'react-router';
import { Link, NavLink } from './link.tsx';
import { firstName, groupCategories, type CategoryGroup, type NavCategory } from '../lib/site.ts';
import { AccountMenu, LogoutButton } from './account/account-menu.tsx';
import { CartLink } from './cart-link.tsx';
import { CategoriesMenu, CategoryGroupLinks } from './categories-menu.tsx';
import { HEADER_PANEL, useHeaderDisclosure } from './header-disclosure.ts';
import { Logo } from './logo.tsx';
import { SearchForm } from './search-form.tsx';

export type HeaderUser = { name: string } | null;

// 36 px on phones, so the menu, logo and the four icons fit a 360-375 px screen.
const iconLink =
  'flex size-9 sm:size-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700';
/** A <summary> drawn as an icon button (no disclosure triangle). */
const summaryReset = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';
const textLink =
  'rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700';

export function SiteHeader({
  categories,
  user,
  topBar,
}: {
  categories: readonly NavCategory[];
  user: HeaderUser;
  /** The messages of the strip above the header (editable content); none hides the strip. */
  topBar: readonly string[];
}) {
  const groups = groupCategories(categories);
  const location = useLocation();
  const menuRef = useHeaderDisclosure();
  const searchRef = useHeaderDisclosure();
  const greeting = user ? `Hi, ${firstName(user.name)}` : null;
  // The empty search page opens the phone search box, so there is something to type into.
  const searchFirst = location.pathname === '/search' && !new URLSearchParams(location.search).get('q');

  return (
    // Sticky with the offer strip (h-7) scrolled away: only the main row stays in view.
    <header
      className={`sticky z-30 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 ${topBar.length > 0 ? '-top-7' : 'top-0'}`}
    >
      {topBar.length > 0 && <TopBar messages={topBar} />}
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4 lg:gap-4 lg:px-6">
        {/* The phone menu: a <details>, so it opens without JavaScript too. */}
        <details ref={menuRef} name={HEADER_PANEL} className="group -ml-1 md:hidden">
          <summary className={`${iconLink} ${summaryReset}`} aria-label="Menu">
            <MenuIcon className="size-6 group-open:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-open:block" aria-hidden="true" />
          </summary>
          <div
            id="mobile-menu"
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200 bg-white shadow-lg"
          >
            <MobileMenu groups={groups} greeting={greeting} />
          </div>
        </details>

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

        <div className="ml-auto flex items-center sm:gap-1">
          {/* The phone search: an icon opening a GET form to /search under the header row (no JavaScript needed). */}
          <details
            key={searchFirst ? 'search-page' : 'other'}
            ref={searchRef}
            name={HEADER_PANEL}
            open={searchFirst || undefined}
            className="group md:hidden"
            onToggle={(event) => {
              if (event.currentTarget.open) event.currentTarget.querySelector('input')?.focus();
            }}
          >
            <summary className={`${iconLink} ${summaryReset}`} aria-label="Search">
              <SearchIcon className="size-[22px] group-open:hidden" aria-hidden="true" />
              <X className="hidden size-[22px] group-open:block" aria-hidden="true" />
            </summary>
            <div
              id="mobile-search"
              className="absolute inset-x-0 top-full border-t border-gray-200 bg-white px-3 py-3 shadow-lg"
            >
              <SearchForm />
            </div>
          </details>
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
    </header>
  );
}

/** The strip above the header: phones show the first and the last message, wider screens all of them. */
function TopBar({ messages }: { messages: readonly string[] }) {
  const last = messages.length - 1;
  return (
    <p className="h-7 truncate bg-brand-700 px-4 text-center text-xs leading-7 font-medium text-white">
      {messages.map((m, i) => (
        <span key={i} className={i > 0 && i < last ? 'hidden sm:inline' : undefined}>
          {i > 0 && ' · '}
          {m}
        </span>
      ))}
    </p>
  );
}

/** The phone menu's contents: account, categories by gender, and the other pages. */
function MobileMenu({ groups, greeting }: { groups: CategoryGroup[]; greeting: string | null }) {
  return (
    <nav aria-label="Menu" className="space-y-6 px-4 pt-4 pb-8">
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
        {MENU_LINKS.map(([label, href]) => (
          <li key={href}>
            <Link to={href} className="-mx-2 block rounded px-2 py-2 text-gray-800 hover:bg-brand-50">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const MENU_LINKS = [
  ['Shop all', '/shop'],
  ['Blogs', '/Blogs'],
  ['Wishlist', '/profile/wishlist'],
  ['My orders', '/profile/orders'],
  ['Size guide', '/sizeguide'],
  ['Contact us', '/ContactUs'],
] as const;
