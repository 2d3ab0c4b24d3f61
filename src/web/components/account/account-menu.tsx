import LogOut from '../icons/log-out.tsx';
import UserRound from '../icons/user-round.tsx';
import { Form } from 'react-router';
import { Link } from '../link.tsx';
import { HEADER_PANEL, useHeaderDisclosure } from '../header-disclosure.ts';

export const ACCOUNT_LINKS = [
  { label: 'My account', href: '/profile' },
  { label: 'My orders', href: '/profile/orders' },
  { label: 'Wishlist', href: '/profile/wishlist' },
  { label: 'Addresses', href: '/profile/addresses' },
  { label: 'Profile settings', href: '/profile/settings' },
] as const;

/** Ends the session on the server (a POST to /logout), with or without JavaScript. */
export function LogoutButton({ className, children }: { className?: string; children?: React.ReactNode }) {
  return (
    <Form method="post" action="/logout" className="contents">
      <button type="submit" className={className}>
        {children ?? (
          <>
            <LogOut className="size-4" aria-hidden="true" />
            Log out
          </>
        )}
      </button>
    </Form>
  );
}

/**
 * The header's account menu for a signed-in customer: their pages and Log out. A <details> element, so it opens
 * without JavaScript too; with it, it closes on navigation, outside clicks and Escape.
 */
export function AccountMenu({ greeting, className }: { greeting: string; className: string }) {
  const ref = useHeaderDisclosure();

  return (
    <details ref={ref} name={HEADER_PANEL} className="group relative">
      <summary
        className={`${className} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        aria-label="Account menu"
      >
        <UserRound className="size-[22px]" aria-hidden="true" />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-56 rounded-xl border border-gray-200 bg-white py-2 text-sm shadow-lg">
        <p className="truncate border-b border-gray-100 px-4 pt-1 pb-2 font-semibold text-ink">{greeting}</p>
        <ul className="py-1">
          {ACCOUNT_LINKS.map((l) => (
            <li key={l.href}>
              <Link to={l.href} className="block px-4 py-2 text-gray-800 hover:bg-brand-50 hover:text-brand-700">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="border-t border-gray-100 pt-1">
          <LogoutButton className="flex w-full items-center gap-2 px-4 py-2 text-left text-gray-800 hover:bg-brand-50 hover:text-brand-700" />
        </div>
      </div>
    </details>
  );
}
