import { useId, useState } from 'react';

/** A block of descriptive text, clamped to a few lines until 'Read More' (all of it is in the HTML for search engines). */
export function SeoText({ title, children }: { title: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-h`} className="mt-14 rounded-2xl bg-ivory px-5 py-6 sm:px-8">
      <h2 id={`${id}-h`} className="font-display text-xl font-semibold sm:text-2xl">
        {title}
      </h2>
      <div id={id} className={`mt-3 space-y-3 text-sm leading-6 text-gray-800 ${open ? '' : 'line-clamp-4'}`}>
        {children}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        {open ? 'Show Less' : 'Read More'}
      </button>
    </section>
  );
}
