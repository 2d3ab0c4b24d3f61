import { formatRupees, rupeesToPaise, timesQuantity } from '../../../shop/money.ts';
import type { CartLine } from '../../lib/cart-store.ts';
import { isLineBlocked } from '../../../shop/orders.ts';

/** The items being ordered, compactly: picture, name, size, quantity and line price. */
export function CheckoutItems({ lines }: { lines: readonly CartLine[] }) {
  return (
    <ul className="divide-y divide-gray-100" aria-label="Items in this order">
      {lines.map((l) => (
        <li key={`${l._id}:${l.size}`} className="flex gap-3 py-3">
          <span className="aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-md bg-ivory">
            {l.image && (
              <img src={l.image} alt="" width={56} height={70} loading="lazy" className="size-full object-cover" />
            )}
          </span>
          <span className="min-w-0 flex-1 text-sm">
            <span className="line-clamp-2 font-medium text-ink">{l.name}</span>
            <span className="mt-0.5 block text-gray-700">
              Size {l.size} · Qty {l.quantity}
            </span>
            {isLineBlocked(l) && (
              <span className="mt-0.5 block font-medium text-red-700">
                {l.stock <= 0 ? 'Out of stock' : `Only ${l.stock} left`}
              </span>
            )}
          </span>
          <span className="text-right text-sm font-semibold text-ink">
            {formatRupees(timesQuantity(rupeesToPaise(l.salePrice), l.quantity))}
          </span>
        </li>
      ))}
    </ul>
  );
}
