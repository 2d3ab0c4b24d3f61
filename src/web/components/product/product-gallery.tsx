import { useState } from 'react';
import { preload } from 'react-dom';
import { imageSrcSet, imageUrl } from '../../../shop/images.ts';

const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 1024px) 46vw, calc(100vw - 2rem)';

/** The product's images: the main one (prioritised, with the discount badge) and a row of thumbnails to switch it. */
export function ProductGallery({ name, imageKeys, discount }: { name: string; imageKeys: string[]; discount: number }) {
  const [index, setIndex] = useState(0);
  const first = imageKeys[0];
  if (first) {
    preload(imageUrl(first, 720), {
      as: 'image',
      imageSrcSet: imageSrcSet(first),
      imageSizes: MAIN_SIZES,
      fetchPriority: 'high',
    });
  }
  const key = imageKeys[index] ?? first;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-ivory">
        {key ? (
          <img
            key={key}
            src={imageUrl(key, 720)}
            srcSet={imageSrcSet(key)}
            sizes={MAIN_SIZES}
            width={720}
            height={900}
            alt={index === 0 ? name : `${name}, image ${index + 1}`}
            fetchPriority={index === 0 ? 'high' : undefined}
            className="size-full object-cover"
          />
        ) : (
          <p className="flex size-full items-center justify-center text-gray-600">Image not available</p>
        )}
        {discount > 0 && (
          <span className="absolute top-3 left-3 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white">
            {discount}% OFF
          </span>
        )}
      </div>
      {imageKeys.length > 1 && (
        <ul className="flex gap-2" aria-label="Product images">
          {imageKeys.map((k, i) => (
            <li key={k}>
              <button
                type="button"
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className="block w-16 overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-brand-600 sm:w-20"
              >
                <img
                  src={imageUrl(k, 360)}
                  width={360}
                  height={450}
                  alt={`Show image ${i + 1}`}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
