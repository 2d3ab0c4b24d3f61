import Minus from '../icons/minus.tsx';
import Plus from '../icons/plus.tsx';
import Trash2 from '../icons/trash-2.tsx';
import { Link } from '../link.tsx';
import { formatRupees, rupeesToPaise, timesQuantity } from '../../../shop/money.ts';
import { discountPercent } from '../../../shop/pricing.ts';
import { removeFromCart, setLineQuantity, type CartLine } from '../../lib/cart-store.ts';
import type { QuoteProblem } from './quote.ts';
import { LOW_STOCK } from '../../../shop/orders.ts';

const stepClass =
  'flex size-10 items-center justify-center text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent';

/** One cart line: picture, name, brand, size, prices, a quantity stepper (1 to maxQuantity) and Remove. */
export function CartLineItem({ line, problem }: { line: CartLine; problem: QuoteProblem | undefined }) {
  const href = `/product/${encodeURIComponent(line.slug)}`;
  const sale = rupeesToPaise(line.salePrice);
  const mrp = rupeesToPaise(line.price);
  const off = discountPercent(mrp, sale);
  const max = Math.max(1, line.maxQuantity);
  const label = `${line.name}, size ${line.size}`;
  const status =
    problem === 'unavailable'
      ? { text: 'No longer available', tone: 'text-red-700' }
      : line.stock <= 0
        ? { text: 'Out of stock', tone: 'text-red-700' }
        : line.quantity > line.stock
          ? { text: `Only ${line.stock} left: please lower the quantity`, tone: 'text-red-700' }
          : line.stock <= LOW_STOCK
            ? { text: `Only ${line.stock} left in this size`, tone: 'text-amber-800' }
            : null;

  return (
    <article aria-label={label} className="flex gap-3 py-4 sm:gap-5 sm:py-5">
      <Link
        to={href}
        className="aspect-[4/5] w-22 shrink-0 overflow-hidden rounded-lg bg-ivory sm:w-28"
        tabIndex={-1}
        aria-hidden="true"
      >
        {line.image && (
          <img
            src={line.image}
            alt=""
            width={112}
            height={140}
            loading="lazy"
            className={`size-full object-cover ${line.stock <= 0 ? 'opacity-60 grayscale' : ''}`}
          />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{line.brand}</p>
            <h3 className="mt-0.5 line-clamp-2 font-medium text-ink">
              <Link to={href} className="hover:text-brand-700 hover:underline">
                {line.name}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-gray-700">
              Size: <span className="font-semibold text-ink">{line.size}</span>
            </p>
          </div>
          <button
            type="button"
            onClick={() => removeFromCart(line._id, line.size)}
            className="-mt-1 -mr-1 flex size-10 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-red-50 hover:text-red-700"
            aria-label={`Remove ${label} from cart`}
          >
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>

        <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="text-base font-semibold text-ink">{formatRupees(sale)}</span>
          {mrp > sale && (
            <>
              <s className="text-gray-600" aria-label={`MRP ${formatRupees(mrp)}`}>
                {formatRupees(mrp)}
              </s>
              <span className="font-semibold text-emerald-700">{off}% off</span>
            </>
          )}
        </p>

        {status && <p className={`mt-1 text-sm font-medium ${status.tone}`}>{status.text}</p>}

        <div className="mt-auto flex items-end justify-between gap-3 pt-3">
          <div
            role="group"
            aria-label={`Quantity of ${label}`}
            className="inline-flex items-center overflow-hidden rounded-full border border-gray-300"
          >
            <button
              type="button"
              className={stepClass}
              disabled={line.quantity <= 1}
              onClick={() => setLineQuantity(line._id, line.size, line.quantity - 1)}
              aria-label="Decrease quantity"
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <output aria-live="polite" aria-label="Quantity" className="w-9 text-center font-semibold">
              {line.quantity}
            </output>
            <button
              type="button"
              className={stepClass}
              disabled={line.quantity >= max}
              onClick={() => setLineQuantity(line._id, line.size, line.quantity + 1)}
              aria-label="Increase quantity"
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <p className="text-right text-sm text-gray-700">
            <span className="sr-only">Line total: </span>
            <span className="font-semibold text-ink">{formatRupees(timesQuantity(sale, line.quantity))}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
