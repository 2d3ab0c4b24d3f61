import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import type { BannerDto } from '../../../shop/catalog-types.ts';
import { imageSrcSet, imageUrl } from '../../../shop/images.ts';
import { BannerImage } from './banner-image.tsx';

const INTERVAL_MS = 5000;
const LOCK_MS = 500;
const SIZES = '100vw';

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
      <div className="flex aspect-[5/2] items-center justify-center bg-ivory text-gray-700">No banners available</div>
    );
  }

  // Phones: the arrows sit in the bottom corners, clear of the text; larger screens: mid-height at the sides.
  const arrow =
    'absolute bottom-2 z-10 flex size-10 items-center justify-center rounded-full bg-white/85 text-ink shadow hover:bg-white sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2';
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="relative overflow-hidden bg-ivory"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
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
            className="relative aspect-[4/3] w-full shrink-0 sm:aspect-[5/2]"
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
                  className="object-[78%_50%] sm:object-center"
                />
              )}
              <span className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/35 to-transparent sm:from-transparent sm:via-transparent" />
              <span className="absolute inset-y-0 left-0 flex w-3/4 flex-col justify-center gap-2 px-5 pb-6 text-white sm:w-[42%] sm:gap-3 sm:px-10 lg:px-16">
                <span className="font-display text-2xl leading-tight font-semibold sm:text-3xl lg:text-5xl">
                  {b.title}
                </span>
                {b.subtitle && <span className="text-sm text-white/90 sm:text-base lg:text-lg">{b.subtitle}</span>}
                <span className="mt-1 inline-flex w-fit rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink group-hover:bg-gold-300">
                  Shop now
                </span>
              </span>
            </Link>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" onClick={() => go(index - 1)} className={`${arrow} left-2 sm:left-4`}>
            <ChevronLeft className="size-5" aria-hidden="true" />
            <span className="sr-only">Previous banner</span>
          </button>
          <button type="button" onClick={() => go(index + 1)} className={`${arrow} right-2 sm:right-4`}>
            <ChevronRight className="size-5" aria-hidden="true" />
            <span className="sr-only">Next banner</span>
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center">
            {banners.map((b, i) => (
              <button
                key={b._id}
                type="button"
                aria-current={i === index}
                onClick={() => go(i)}
                className="group/dot flex size-6 items-center justify-center"
              >
                <span className="size-2 rounded-full bg-white/60 shadow group-aria-[current=true]/dot:w-5 group-aria-[current=true]/dot:bg-white" />
                <span className="sr-only">Show banner {i + 1}</span>
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
