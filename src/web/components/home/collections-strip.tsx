import { Link } from '../link.tsx';
import type { CollectionDto } from '../../../shop/catalog-types.ts';
import { imageSrcSet, imageUrl } from '../../../shop/images.ts';
import { ScrollRow } from './scroll-row.tsx';

/** 'Shop by collection': a strip of collection tiles to /collections/{id}; the buttons scroll 40% of its width. */
export type CollectionTile = Pick<CollectionDto, '_id' | 'name' | 'modelImageKey'>;

export function CollectionsStrip({ collections }: { collections: readonly CollectionTile[] }) {
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby="collections-h" className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
      <ScrollRow id="collections-h" eyebrow="Curated for you" title="Shop by collection" step={0.4}>
        {collections.map((c) => (
          <li key={c._id} className="w-[42%] shrink-0 snap-start sm:w-[30%] lg:w-[18.5%]">
            <Link to={`/collections/${c._id}`} className="group block">
              <div className="aspect-[4/5] overflow-hidden rounded-xl bg-ivory">
                <img
                  src={imageUrl(c.modelImageKey, 360)}
                  srcSet={imageSrcSet(c.modelImageKey)}
                  sizes="(min-width: 1024px) 18vw, (min-width: 640px) 30vw, 42vw"
                  width={360}
                  height={450}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover transition duration-300 group-hover:scale-105"
                />
              </div>
              <p className="mt-2 text-center text-sm font-semibold text-ink group-hover:text-brand-700">{c.name}</p>
            </Link>
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
