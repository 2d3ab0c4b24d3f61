import { useEffect, useRef, useState } from 'react';
import { imageSrcSet, imageUrl } from '../../../shop/images.ts';

/**
 * A responsive WebP image that says 'Loading...' until it paints and 'Image not available' when it fails (also when
 * it failed before hydration, which React would not see).
 */
export function BannerImage({
  imageKey,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className = '',
}: {
  imageKey: string;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  return (
    <>
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-sm text-gray-600">
        {failed ? 'Image not available' : 'Loading...'}
      </span>
      {!failed && (
        <img
          ref={ref}
          src={imageUrl(imageKey, 1080)}
          srcSet={imageSrcSet(imageKey)}
          sizes={sizes}
          width={width}
          height={height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          onError={() => setFailed(true)}
          className={`relative size-full object-cover ${className}`}
        />
      )}
    </>
  );
}
