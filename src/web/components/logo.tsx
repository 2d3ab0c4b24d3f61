import { Link } from './link.tsx';
import { STORE_NAME } from '../../shop/store.ts';

/** The brand mark: a rani-pink tile with a white "B" and a gold bindi. Decorative (the wordmark names the store). */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#b4234a" />
      <path
        d="M11 8.5v15M11 8.5h5.25a3.75 3.75 0 0 1 0 7.5H11m0 0h6.25a3.75 3.75 0 0 1 0 7.5H11"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24.5" cy="7.5" r="2.4" fill="#f0b93a" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md" aria-label={`${STORE_NAME}, home`}>
      <LogoMark />
      <span className="font-display text-base leading-none min-[400px]:text-lg font-semibold tracking-tight whitespace-nowrap text-ink sm:text-xl">
        Bindass <span className="text-brand-600">Bazaar</span>
      </span>
    </Link>
  );
}
