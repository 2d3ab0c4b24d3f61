import { NavLink } from 'react-router';

export const HELP_LINKS = [
  { label: 'About us', href: '/AboutUs' },
  { label: 'Contact us', href: '/ContactUs' },
  { label: 'FAQs', href: '/FAQs' },
  { label: 'Size guide', href: '/sizeguide' },
  { label: 'Shipping policy', href: '/ShippingPolicy' },
  { label: 'Return policy', href: '/ReturnPolicy' },
  { label: 'Privacy policy', href: '/PrivacyPolicy' },
  { label: 'Terms & conditions', href: '/TermConditions' },
] as const;

/** The help and policy pages, side by side on wide screens (the current one marked). */
export function HelpNav() {
  return (
    <nav aria-label="Help and policies" className="rounded-xl bg-ivory p-4">
      <h2 className="px-2 text-xs font-semibold tracking-wider text-gray-600 uppercase">Help &amp; policies</h2>
      <ul className="mt-2 space-y-0.5">
        {HELP_LINKS.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              end
              className="block rounded-md px-2 py-1.5 text-sm text-gray-800 hover:bg-white hover:text-brand-700 aria-[current=page]:bg-white aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
