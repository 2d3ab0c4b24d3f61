import Play from '../icons/play.tsx';
import { lazy, Suspense, useState } from 'react';
import type { StoryDto } from '../../../shop/catalog-types.ts';
import { imageSrcSet, imageUrl } from '../../../shop/images.ts';
import { ScrollRow } from './scroll-row.tsx';

// The viewer loads when first wanted, so it is not in the page's first-load JS.
const loadViewer = () => import('./story-viewer.tsx');
const StoryViewer = lazy(loadViewer);

/** A story as the home page sends it. */
export type Story = Pick<StoryDto, '_id' | 'title' | 'imageKey' | 'video'> & {
  products: Omit<NonNullable<StoryDto['products']>, '_id'> | null;
};

/**
 * Video stories: cards whose video plays on hover and goes back to the start on leave (stories without a video show
 * their image); a click opens the story viewer. The buttons scroll 400 px.
 */
export function StoriesStrip({ stories }: { stories: readonly Story[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (stories.length === 0) return null;
  return (
    <section
      aria-labelledby="stories-h"
      className="mx-auto max-w-7xl px-4 pt-8 [contain-intrinsic-size:auto_420px] [content-visibility:auto] sm:px-6 lg:px-8"
    >
      <ScrollRow id="stories-h" eyebrow="Watch and shop" title="Style stories" step={400}>
        {stories.map((s, i) => (
          <li key={s._id} className="w-36 shrink-0 snap-start sm:w-44">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(i)}
              onPointerEnter={(e) => {
                void loadViewer();
                void e.currentTarget
                  .querySelector('video')
                  ?.play()
                  .catch(() => {});
              }}
              onPointerLeave={(e) => {
                const v = e.currentTarget.querySelector('video');
                if (v) {
                  v.pause();
                  v.currentTime = 0;
                }
              }}
              onFocus={() => void loadViewer()}
              className="group relative block aspect-[9/16] w-full overflow-hidden rounded-xl bg-ivory text-left"
            >
              <img
                src={imageUrl(s.imageKey, 360)}
                srcSet={imageSrcSet(s.imageKey)}
                sizes="176px"
                width={360}
                height={640}
                alt=""
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover"
              />
              {s.video && (
                <video
                  src={s.video}
                  muted
                  loop
                  playsInline
                  preload="none"
                  aria-hidden="true"
                  className="absolute inset-0 size-full object-cover"
                />
              )}
              {s.video && (
                <span
                  data-testid="story-play"
                  className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-black/50 text-white"
                >
                  <Play className="size-4 fill-white" aria-hidden="true" />
                  <span className="sr-only">Video story</span>
                </span>
              )}
              {/* A scrim under the title keeps white text readable on light artwork. */}
              <span
                data-testid="story-title"
                className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/85 via-black/60 to-transparent p-3 pt-16 text-sm leading-snug font-semibold text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.6)]"
              >
                {s.title}
              </span>
            </button>
          </li>
        ))}
      </ScrollRow>
      {open !== null && (
        <Suspense fallback={null}>
          <StoryViewer stories={stories} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
