import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { Link } from '../link.tsx';
import type { BannerDto } from '../../../shop/catalog-types.ts';
import { imageSrcSet, imageUrl } from '../../../shop/images.ts';
import { BannerImage } from './banner-image.tsx';
import ChevronLeft from '../icons/chevron-left.tsx';
import ChevronRight from '../icons/chevron-right.tsx';

const INTERVAL_MS = 5000;
const LOCK_MS = 500;
const SWIPE_PX = 50;
// Phones: an inset card (the page padding either side); from sm up: the full width.
const SIZES = '(min-width: 640px) 100vw, calc(100vw - 2rem)';

/**
 * The home-page banner carousel: the next banner every 5 s, wrapping, with a 0.5 s lock against overlapping moves;
 * previous/next buttons and dots. It pauses while pointed at or focused, and does not move by itself for visitors
 * who prefer reduced motion. Hidden slides are inert (not focusable, not read).
 */
export type Banner = Pick<BannerDto, '_id' | 'title' | 'subtitle' | 'imageKey' | 'link'>;

export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // The other banners' images wait for the page to finish loading (they must not compete with the first one).
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    const go = () => setWarm(true);
    if (document.readyState === 'complete') {
      const t = setTimeout(go, 0);
      return () => clearTimeout(t);
    }
    window.addEventListener('load', go, { once: true });
    return () => window.removeEventListener('load', go);
  }, []);
  const lockedUntil = useRef(0);
  const touchX = useRef<number | null>(null);
  const count = banners.length;
  const first = banners[0];
  if (first) {
    // The page's largest image: preloaded from <head>, before the browser reaches the <img>.
    preload(imageUrl(first.imageKey, 1080), {
      as: 'image',
      imageSrcSet: imageSrcSet(first.imageKey),
      imageSizes: SIZES,
      fetchPriority: 'high',
    });
  }

  function go(to: number) {
    const now = Date.now();
    if (now < lockedUntil.current || count < 2) return;
    lockedUntil.current = now + LOCK_MS;
    setIndex(((to % count) + count) % count);
  }
  const advance = useEffectEvent(() => go(index + 1));

  // The next banner 5 s after the last move (a manual move restarts the wait).
  useEffect(() => {
    if (count < 2 || paused || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const t = setTimeout(advance, INTERVAL_MS);
    return () => clearTimeout(t);
  }, [count, paused, index]);

  if (count === 0) {
    return (
      <div className="mx-4 flex aspect-[5/2] items-center justify-center rounded-xl bg-ivory text-gray-700 sm:mx-0 sm:rounded-none">
        No banners available
      </div>
    );
  }

  // Phones swipe (and have the dots); from sm up the arrows sit mid-height at the sides.
  const arrow =
    'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-ink shadow hover:bg-white sm:flex';
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="relative px-4 pt-3 sm:px-0 sm:pt-0"
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const x = e.changedTouches[0]?.clientX;
        if (touchX.current !== null && x !== undefined && Math.abs(x - touchX.current) > SWIPE_PX) {
          go(x < touchX.current ? index + 1 : index - 1);
        }
        touchX.current = null;
      }}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="overflow-hidden rounded-xl bg-ivory sm:rounded-none">
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {banners.map((b, i) => (
            <div
              key={b._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
              className="relative aspect-[5/2] w-full shrink-0"
            >
              <Link to={b.link || '/shop'} className="group block size-full">
                {(i === 0 || warm) && (
                  <BannerImage
                    imageKey={b.imageKey}
                    alt=""
                    sizes={SIZES}
                    width={1080}
                    height={432}
                    priority={i === 0}
                  />
                )}
                {/* The title sits on the artwork's plain left panel. */}
                <span className="absolute inset-y-0 left-0 flex w-[42%] flex-col justify-center gap-1 pr-1 pl-3.5 text-white sm:gap-3 sm:px-10 lg:px-16">
                  <span className="font-display text-[15px] leading-tight font-semibold sm:text-3xl lg:text-5xl">
                    {b.title}
                  </span>
                  {b.subtitle && (
                    <span className="hidden text-white/90 sm:block sm:text-base lg:text-lg">{b.subtitle}</span>
                  )}
                  <span className="mt-1 inline-flex w-fit text-xs font-semibold underline underline-offset-4 group-hover:text-gold-300 sm:rounded-full sm:bg-white sm:px-4 sm:py-2 sm:text-sm sm:text-ink sm:no-underline sm:group-hover:bg-gold-300 sm:group-hover:text-ink">
                    Shop now
                  </span>
                </span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button type="button" onClick={() => go(index - 1)} className={`${arrow} left-2 sm:left-4`}>
            <ChevronLeft className="size-5" />
            <span className="sr-only">Previous banner</span>
          </button>
          <button type="button" onClick={() => go(index + 1)} className={`${arrow} right-2 sm:right-4`}>
            <ChevronRight className="size-5" />
            <span className="sr-only">Next banner</span>
          </button>
          <div className="flex justify-center pt-1 sm:absolute sm:inset-x-0 sm:bottom-2 sm:pt-0">
            {banners.map((b, i) => (
              <button
                key={b._id}
                type="button"
                aria-current={i === index}
                onClick={() => go(i)}
                className="group/dot flex size-6 items-center justify-center"
              >
                <span className="size-2 rounded-full bg-gray-300 group-aria-[current=true]/dot:w-5 group-aria-[current=true]/dot:bg-brand-600 sm:bg-white/60 sm:shadow sm:group-aria-[current=true]/dot:bg-white" />
                <span className="sr-only">Show banner {i + 1}</span>
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
