import { Link } from './link.tsx';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from '../lib/site.ts';
import { LogoMark } from './logo.tsx';
import { SocialIcon } from './social-icons.tsx';
import { STORE_NAME } from '../../shop/store.ts';

export type FooterStore = {
  storeName: string;
  supportEmail: string;
  supportPhone: string;
  phoneHref: string;
  businessHours: string;
  /** Consumer Protection (E-Commerce) Rules, 2020, rule 4(4): shown under the policies. */
  grievanceOfficer: { name: string; email: string; phone: string; phoneHref: string };
};

/** `store`: the store settings (null only when the root loader failed: the name alone, from the code). */
export function SiteFooter({ store }: { store: FooterStore | null }) {
  const name = store?.storeName ?? STORE_NAME;
  const officer = store?.grievanceOfficer;
  // Below the first screen on every page: laid out and painted when scrolled near (about 960 px tall on a phone,
  // 430-490 px from md up), so the first paint does not wait for it.
  return (
    <footer className="mt-16 bg-ink text-gray-300 [contain-intrinsic-size:auto_960px] [content-visibility:auto] md:[contain-intrinsic-size:auto_480px]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div>
          <Link to="/" className="focus-ring-light inline-flex items-center gap-2 rounded-md">
            <LogoMark />
            <span className="font-display text-xl font-semibold text-white">{name}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6">
            Western and Indo-western wear for women and men, delivered across India. Prices in rupees, inclusive of all
            taxes.
          </p>
          {store && (
            <div className="mt-3 space-y-1 text-sm">
              <p>Customer care: {store.businessHours}</p>
              <p>
                <a href={store.phoneHref} className="focus-ring-light rounded hover:text-white hover:underline">
                  {store.supportPhone}
                </a>
                {' · '}
                <a
                  href={`mailto:${store.supportEmail}`}
                  className="focus-ring-light rounded break-all hover:text-white hover:underline"
                >
                  {store.supportEmail}
                </a>
              </p>
            </div>
          )}
          <ul className="mt-5 flex gap-3" aria-label="Follow us">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  className="focus-ring-light flex size-10 items-center justify-center rounded-full border border-white/20 text-white hover:border-white hover:bg-white/10"
                >
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:contents">
          {FOOTER_COLUMNS.map((column) => {
            // The policies name the grievance officer; on a phone they span both columns (an email on one line).
            const grievance = column.title === 'Policies' ? officer : undefined;
            return (
              <nav
                key={column.title}
                aria-label={column.title}
                className={grievance ? 'col-span-2 sm:col-span-1' : undefined}
              >
                <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.title}</h2>
                <ul className="mt-4 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        to={link.href}
                        className="focus-ring-light -mx-1 inline-block rounded px-1 py-1.5 text-sm hover:text-white hover:underline"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                {grievance && (
                  <p className="mt-3 text-sm break-words">
                    <span className="font-semibold text-white">Grievance Officer</span>
                    <br />
                    {grievance.name}
                    <br />
                    <a
                      href={`mailto:${grievance.email}`}
                      className="focus-ring-light rounded hover:text-white hover:underline"
                    >
                      {grievance.email}
                    </a>
                    <br />
                    <a href={grievance.phoneHref} className="focus-ring-light rounded hover:text-white hover:underline">
                      {grievance.phone}
                    </a>
                  </p>
                )}
              </nav>
            );
          })}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-gray-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {name}. All rights reserved.
          </p>
          <p>Cash on delivery · Secure online payments · Ships only within India</p>
        </div>
      </div>
    </footer>
  );
}
