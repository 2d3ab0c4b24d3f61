import Star from '../icons/star.tsx';
import X from '../icons/x.tsx';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../link.tsx';
import type { Story } from './stories-strip.tsx';
import { imageSrcSet, imageUrl } from '../../../shop/images.ts';
import { formatRupeeAmount } from '../../../shop/money.ts';
import ChevronLeft from '../icons/chevron-left.tsx';
import ChevronRight from '../icons/chevron-right.tsx';

const SWIPE_PX = 50;

/**
 * The story viewer (a modal <dialog>): the story's video (or image) and its linked product; previous/next by the
 * buttons, the arrow keys or a swipe of more than 50 px; Escape, the close button or the backdrop closes it.
 */
export default function StoryViewer({
  stories,
  start,
  onClose,
}: {
  stories: readonly Story[];
  start: number;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const touchX = useRef<number | null>(null);
  const story = stories[index]!;
  const count = stories.length;
  const go = (to: number) => setIndex(((to % count) + count) % count);

  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  const p = story.products;
  const nav =
    'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white';
  return (
    <dialog
      ref={ref}
      aria-label={`Story ${index + 1} of ${count}: ${story.title}`}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) ref.current.close();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(index + 1);
        if (e.key === 'ArrowLeft') go(index - 1);
      }}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const x = e.changedTouches[0]?.clientX;
        if (touchX.current === null || x === undefined) return;
        const dx = x - touchX.current;
        touchX.current = null;
        if (Math.abs(dx) > SWIPE_PX) go(dx < 0 ? index + 1 : index - 1);
      }}
      className="m-auto h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-black/85 sm:h-[92dvh] sm:max-w-md"
    >
      <div className="relative flex h-full flex-col overflow-hidden bg-ink sm:rounded-2xl">
        <div className="absolute inset-x-0 top-0 z-10 flex gap-1 p-3">
          {stories.map((s, i) => (
            <span key={s._id} className={`h-1 flex-1 rounded-full ${i <= index ? 'bg-white' : 'bg-white/35'}`} />
          ))}
        </div>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="absolute top-5 right-3 z-20 flex size-10 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close stories</span>
        </button>
        <div className="relative min-h-0 flex-1">
          {story.video ? (
            <video
              key={story._id}
              src={story.video}
              poster={imageUrl(story.imageKey, 720)}
              autoPlay
              muted
              loop
              playsInline
              className="size-full object-cover"
            />
          ) : (
            <img
              key={story._id}
              src={imageUrl(story.imageKey, 720)}
              srcSet={imageSrcSet(story.imageKey)}
              sizes="(min-width: 640px) 448px, 100vw"
              width={720}
              height={1280}
              alt=""
              className="size-full object-cover"
            />
          )}
          <p className="absolute inset-x-0 top-10 px-4 font-display text-xl font-semibold text-white drop-shadow">
            {story.title}
          </p>
          <button type="button" onClick={() => go(index - 1)} className={`${nav} left-3`}>
            <ChevronLeft className="size-5" />
            <span className="sr-only">Previous story</span>
          </button>
          <button type="button" onClick={() => go(index + 1)} className={`${nav} right-3`}>
            <ChevronRight className="size-5" />
            <span className="sr-only">Next story</span>
          </button>
        </div>
        {p && (
          <Link
            to={`/product/${encodeURIComponent(p.slug)}`}
            className="flex items-center gap-3 bg-white p-3 text-ink hover:bg-brand-50"
          >
            {p.image && <img src={p.image} width={48} height={60} alt="" className="h-15 w-12 rounded object-cover" />}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold">{p.name}</span>
              <span className="flex items-center gap-2 text-sm">
                <span className="font-semibold">{formatRupeeAmount(p.salePrice)}</span>
                {p.salePrice < p.price && <s className="text-xs text-gray-600">{formatRupeeAmount(p.price)}</s>}
                {p.averageRating > 0 && (
                  <span className="flex items-center gap-0.5 text-xs">
                    {p.averageRating.toFixed(1)}
                    <Star className="size-3 fill-emerald-700 text-emerald-700" aria-hidden="true" />
                    <span className="sr-only">out of 5</span>
                  </span>
                )}
              </span>
            </span>
            <span className="shrink-0 rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white">
              Shop now
            </span>
          </Link>
        )}
      </div>
    </dialog>
  );
}
