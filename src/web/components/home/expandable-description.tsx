import { useId, useState } from 'react';
import { SHOW_FULL_COOKIE } from '../../lib/page-cookies.ts';

const WEEK_S = 7 * 24 * 60 * 60;

/** The store description at the end of the home page: 'Read More' / 'Read Less', remembered 7 days in a cookie. */
export function ExpandableDescription({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  function toggle() {
    const next = !open;
    setOpen(next);
    document.cookie = `${SHOW_FULL_COOKIE}=${next}; Max-Age=${WEEK_S}; Path=/; SameSite=Lax`;
  }
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="mx-auto max-w-7xl px-4 pt-14 [contain-intrinsic-size:auto_300px] [content-visibility:auto] sm:px-6 lg:px-8"
    >
      <div className="rounded-2xl bg-ivory px-5 py-8 sm:px-10">
        <h2 id={`${id}-h`} className="font-display text-2xl font-semibold tracking-tight">
          Western and Indo-western fashion, delivered across India
        </h2>
        <div id={id} className={`mt-3 space-y-3 text-sm leading-7 text-gray-800 ${open ? '' : 'line-clamp-3'}`}>
          <p>
            Bindass Bazaar is an online clothing store for women and men who like their style bold and their shopping
            easy. We bring together western wear (dresses, tops, shirts, denim, jackets and co-ord sets) with
            Indo-western favourites such as block-print kurtas, chikankari, Nehru jackets and fusion layers, all priced
            in rupees and inclusive of taxes.
          </p>
          <p>
            Every piece is chosen for Indian weather and Indian occasions: breathable cotton and linen for the summer,
            rich colours and mirror work for the festive season, and easy separates for the office and the weekend. Our
            Curve range brings the same styles in more sizes, and the size guide lists every measurement in inches.
          </p>
          <p>
            Pay online or choose cash on delivery. Orders are dispatched within 24 to 48 business hours and delivered in
            7 to 10 business days anywhere in India, with free shipping on prepaid orders. Changed your mind? Return or
            exchange within 5 days of delivery. Questions? Our team answers every day from 10:00 AM to 7:00 PM.
          </p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={toggle}
          className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          {open ? 'Read Less' : 'Read More'}
        </button>
      </div>
    </section>
  );
}
