import Hammer from 'lucide-react/icons/hammer';
import { Link } from 'react-router';

/** What a page that is not built yet shows: its name and a plain note, with ways back into the shop. */
export function ComingSoon({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Hammer className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {children}
      <p className="mt-4 text-gray-700">This page is being built and will be available soon.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Back to the home page
        </Link>
        <Link
          to="/shop"
          className="rounded-full border border-gray-300 px-5 py-2.5 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700"
        >
          Browse the shop
        </Link>
      </div>
    </div>
  );
}
