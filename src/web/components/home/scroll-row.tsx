import { useEffect, useRef, useState } from 'react';
import ChevronLeft from '../icons/chevron-left.tsx';
import ChevronRight from '../icons/chevron-right.tsx';

/**
 * A titled horizontal strip that scrolls by touch, trackpad or its previous/next buttons (beside the title; by `step`:
 * pixels, or a fraction of the strip's width below 1). Items snap into place. A button is disabled when the strip
 * cannot scroll its way (and before JavaScript, which they need); both go away when every item fits.
 */
export function ScrollRow({
  id,
  eyebrow,
  title,
  step,
  children,
  className = 'gap-3 sm:gap-4',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  step: number;
  children: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const edges = useScrollEdges(ref);
  const by = (dir: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    el.scrollBy({ left: dir * (step < 1 ? el.clientWidth * step : step), behavior: 'smooth' });
  };
  const button =
    'flex size-10 items-center justify-center rounded-full border border-gray-300 bg-white text-ink enabled:hover:border-brand-600 enabled:hover:text-brand-700 disabled:cursor-default disabled:opacity-40';
  return (
    <>
      <SectionHeading
        id={id}
        eyebrow={eyebrow}
        title={title}
        action={
          edges && !edges.prev && !edges.next ? undefined : (
            <div className="hidden gap-2 sm:flex">
              <button type="button" onClick={() => by(-1)} disabled={!edges?.prev} className={button}>
                <ChevronLeft className="size-5" />
                <span className="sr-only">Scroll {title} back</span>
              </button>
              <button type="button" onClick={() => by(1)} disabled={!edges?.next} className={button}>
                <ChevronRight className="size-5" />
                <span className="sr-only">Scroll {title} forward</span>
              </button>
            </div>
          )
        }
      />
      <ul
        ref={ref}
        aria-labelledby={id}
        className={`-mx-4 flex snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:scroll-px-0 sm:px-0 ${className}`}
      >
        {children}
      </ul>
    </>
  );
}

/**
 * Whether the strip can scroll back and forward now; null until measured in the browser. The first measure comes
 * from the ResizeObserver, after the browser's own layout, once the strip is rendered: measuring at once, while
 * hydrating, forced a layout of every strip, even those in sections the browser had not laid out yet
 * (`content-visibility: auto`), in one long task.
 */
function useScrollEdges(ref: React.RefObject<HTMLUListElement | null>) {
  const [edges, setEdges] = useState<{ prev: boolean; next: boolean } | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const prev = el.scrollLeft > 1;
      const next = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((e) => (e && e.prev === prev && e.next === next ? e : { prev, next }));
    };
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [ref]);
  return edges;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  action,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="mb-5 flex items-end justify-between gap-4">
      <div>
        {eyebrow && <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">{eyebrow}</p>}
        <h2 id={id} className="mt-1 font-display text-2xl font-semibold tracking-tight sm:text-3xl">
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}
