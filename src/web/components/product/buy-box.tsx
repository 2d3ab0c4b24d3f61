import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../link.tsx';
import type { ProductDto } from '../../../shop/catalog-types.ts';
import { imageUrl } from '../../../shop/images.ts';
import { LOW_STOCK, quantityLimit } from '../../../shop/orders.ts';
import { addToCart, lineFor } from '../../lib/cart-store.ts';
import { StickyActionBar } from '../sticky-action-bar.tsx';
import { SizePicker } from './size-picker.tsx';
import Minus from '../icons/minus.tsx';
import Plus from '../icons/plus.tsx';

type Message = { text: string; ok: boolean };
const SELECT_SIZE = 'Please select a size';

/**
 * Size, quantity (1 to min(10, the size's stock)), 'Buy Now' (adds and goes to the cart) and 'Add to Bag'.
 * Without a size both say 'Please select a size'.
 */
export function BuyBox({
  product,
  sizeHelp,
}: {
  product: Pick<ProductDto, '_id' | 'name' | 'brand' | 'slug' | 'price' | 'salePrice' | 'imageKeys'> & {
    variants: { size: string; stock: number }[];
  };
  /** Below the sizes: the size chart, the fit, "Notify me" (components/product/size-help.tsx). */
  sizeHelp: React.ReactNode;
}) {
  const navigate = useNavigate();
  const [size, setSize] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState<Message | null>(null);
  const messageId = useId();
  const sizes = useRef<HTMLDivElement>(null);
  const variant = product.variants.find((v) => v.size === size);
  // The chosen size's limit (before a size is chosen, the best size's); 0 when every size is sold out.
  const max = quantityLimit(product.variants, size);
  const soldOut = quantityLimit(product.variants) === 0;

  /** Brings the size choice into view (on a phone it is far above the bar) and puts focus on it. */
  function showSizes() {
    const el = sizes.current;
    if (!el) return;
    const { top, bottom } = el.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight - 96) el.scrollIntoView({ block: 'center', behavior: 'smooth' });
    el.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
  }

  function add(): boolean {
    if (!variant) {
      setMessage({ text: SELECT_SIZE, ok: false });
      showSizes();
      return false;
    }
    const image = product.imageKeys[0] ? imageUrl(product.imageKeys[0], 360) : '';
    const result = addToCart(lineFor(product, variant, image), Math.min(quantity, max));
    setMessage(result.ok ? { text: 'Added to your bag.', ok: true } : { text: result.message, ok: false });
    return result.ok;
  }

  const step =
    'flex size-11 items-center justify-center text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-col gap-5">
      <div ref={sizes}>
        <SizePicker
          name="size"
          variants={product.variants}
          value={size}
          onChange={(s) => {
            setSize(s);
            setMessage(null);
            setQuantity((q) => Math.max(1, Math.min(q, quantityLimit(product.variants, s))));
          }}
          invalid={message?.text === SELECT_SIZE}
          describedBy={messageId}
        />
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {variant && variant.stock <= LOW_STOCK && (
            <span className="font-medium text-amber-800">Only {variant.stock} left in this size</span>
          )}
          {sizeHelp}
        </div>
      </div>

      <div>
        <p className="text-sm font-semibold" id={`${messageId}-q`}>
          Quantity
        </p>
        <div
          role="group"
          aria-labelledby={`${messageId}-q`}
          className="mt-2 inline-flex items-center overflow-hidden rounded-full border border-gray-300"
        >
          <button
            type="button"
            className={step}
            disabled={soldOut || quantity <= 1}
            onClick={() => setQuantity(quantity - 1)}
          >
            <Minus className="size-4" />
            <span className="sr-only">Decrease quantity</span>
          </button>
          <output aria-live="polite" className="w-10 text-center font-semibold">
            {quantity}
          </output>
          <button type="button" className={step} disabled={quantity >= max} onClick={() => setQuantity(quantity + 1)}>
            <Plus className="size-4" />
            <span className="sr-only">Increase quantity</span>
          </button>
        </div>
      </div>

      {/* On phones the message and the buttons ride at the bottom of the screen; on wider screens they stay here. */}
      <StickyActionBar className="md:flex md:flex-col md:gap-5">
        <p
          id={messageId}
          role="status"
          className={`text-sm font-medium not-empty:mb-2 md:min-h-5 md:not-empty:mb-0 ${message?.ok ? 'text-emerald-700' : 'text-red-700'}`}
        >
          {message?.text}
          {message?.ok && (
            <>
              {' '}
              <Link to="/cart" className="underline underline-offset-4">
                View bag
              </Link>
            </>
          )}
        </p>

        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            disabled={soldOut}
            onClick={() => add() && void navigate('/cart')}
            className="h-12 rounded-full bg-ink px-4 font-semibold text-white hover:bg-black disabled:bg-gray-400"
          >
            Buy Now
          </button>
          <button
            type="button"
            disabled={soldOut}
            onClick={add}
            className="h-12 rounded-full bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:bg-gray-400"
          >
            {soldOut ? 'Out of Stock' : 'Add to Bag'}
          </button>
        </div>
      </StickyActionBar>
    </div>
  );
}
