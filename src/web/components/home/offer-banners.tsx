import { Link } from '../link.tsx';
import type { OfferBannerDto } from '../../../shop/catalog-types.ts';
import { imageSrcSet, imageUrl } from '../../../shop/images.ts';

/** The two offer banners, side by side from tablets up, their title on the artwork's ticket. */
export type OfferBanner = Pick<OfferBannerDto, '_id' | 'title' | 'imageKey' | 'link'>;

export function OfferBanners({ banners }: { banners: readonly OfferBanner[] }) {
  const two = banners.slice(0, 2);
  if (two.length === 0) return null;
  return (
    <section aria-label="Offers" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
      <ul className="grid gap-4 sm:grid-cols-2">
        {two.map((o) => (
          <li key={o._id}>
            <Link
              to={o.link || '/shop'}
              className="group relative block aspect-[2/1] overflow-hidden rounded-xl bg-ivory"
            >
              <img
                src={imageUrl(o.imageKey, 720)}
                srcSet={imageSrcSet(o.imageKey)}
                sizes="(min-width: 1280px) 600px, (min-width: 640px) 50vw, calc(100vw - 2rem)"
                width={1080}
                height={540}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
              />
              <span className="absolute top-[12%] left-[6%] flex h-[76%] w-[38%] flex-col justify-center gap-2 text-white">
                <span className="font-display text-base leading-tight font-semibold sm:text-lg lg:text-2xl">
                  {o.title}
                </span>
                <span className="text-xs font-semibold underline underline-offset-4 sm:text-sm">Shop the offer</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
