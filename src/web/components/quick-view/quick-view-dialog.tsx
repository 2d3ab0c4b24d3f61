import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../link.tsx';
import { imageSrcSet, imageUrl } from '../../../shop/images.ts';
import { formatRupeeAmount } from '../../../shop/money.ts';
import { addToCart, lineFor } from '../../lib/cart-store.ts';
import type { ListingProduct } from '../../lib/listing-product.ts';
import { ModalSheet } from '../modal-sheet.tsx';
import { SizePicker } from '../product/size-picker.tsx';
import { WishlistButton } from '../wishlist-button.tsx';

type Message = { text: string; ok: boolean };

/**
 * Quick view (a modal <dialog>: focus stays inside, Escape or the backdrop closes it): the product's image and price,
 * a required size, Add to Cart ('Added!' for 2 s; at most 10 of a line) and the wishlist heart (signed out, it leads
 * to /login and back).
 */
export default function QuickViewDialog({ product, onClose }: { product: ListingProduct; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [size, setSize] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const titleId = useId();
  const messageId = useId();
  const key = product.imageKeys[0];

  useEffect(() => {
    if (!message?.ok) return;
    const t = setTimeout(() => setMessage(null), 2000);
    return () => clearTimeout(t);
  }, [message]);

  function add() {
    const variant = product.variants.find((v) => v.size === size);
    if (!variant) return setMessage({ text: 'Please select a size', ok: false });
    const result = addToCart(lineFor(product, variant, key ? imageUrl(key, 360) : ''));
    setMessage(result.ok ? { text: 'Added!', ok: true } : { text: result.message, ok: false });
  }

  const href = `/product/${encodeURIComponent(product.slug)}`;
  return (
    <ModalSheet
      dialogRef={ref}
      labelledBy={titleId}
      onClose={onClose}
      sizeClass="max-h-[92dvh] sm:max-w-2xl"
      bodyClass="grid gap-4 p-4 sm:grid-cols-2 sm:gap-6 sm:p-6"
    >
      <div className="mx-auto aspect-[4/5] w-40 overflow-hidden rounded-lg bg-ivory sm:w-full">
        {key && (
          <img
            src={imageUrl(key, 720)}
            srcSet={imageSrcSet(key)}
            sizes="(min-width: 640px) 320px, 160px"
            width={720}
            height={900}
            alt={product.name}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-3">
        <div>
          <p className="text-xs font-semibold tracking-widest text-gray-600 uppercase">{product.brand}</p>
          <h2 id={titleId} className="mt-1 pr-8 font-display text-xl font-semibold">
            {product.name}
          </h2>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
            <span className="text-lg font-semibold">{formatRupeeAmount(product.salePrice)}</span>
            {product.discount > 0 && (
              <>
                <s className="text-sm text-gray-600">
                  <span className="sr-only">MRP </span>
                  {formatRupeeAmount(product.price)}
                </s>
                <span className="text-sm font-semibold text-emerald-700">{product.discount}% off</span>
              </>
            )}
          </p>
        </div>
        <SizePicker
          name={`qv-size-${product._id}`}
          variants={product.variants}
          value={size}
          onChange={(s) => {
            setSize(s);
            setMessage(null);
          }}
          invalid={message?.text === 'Please select a size'}
          describedBy={messageId}
        />
        <p
          id={messageId}
          role="status"
          className={`min-h-5 text-sm ${message?.ok ? 'text-emerald-700' : 'text-red-700'}`}
        >
          {message?.text}
        </p>
        <div className="flex gap-3">
          <button
            type="button"
            onClick={add}
            className="h-12 flex-1 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {message?.ok ? 'Added!' : 'Add to Cart'}
          </button>
          <WishlistButton
            productId={product._id}
            productName={product.name}
            className="flex size-12 shrink-0 items-center justify-center rounded-full border border-gray-300 text-ink hover:border-brand-600 hover:text-brand-700 disabled:opacity-60"
          />
        </div>
        <Link to={href} className="text-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          View full details
        </Link>
      </div>
    </ModalSheet>
  );
}
