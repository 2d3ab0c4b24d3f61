import Banknote from '../icons/banknote.tsx';
import MessageCircle from '../icons/message-circle.tsx';
import RotateCcw from '../icons/rotate-ccw.tsx';
import Truck from '../icons/truck.tsx';
import { WishlistButton } from '../wishlist-button.tsx';
import { ProductDetails, type ProductOrigin } from './product-details.tsx';

/**
 * The product page under the buy box: wishlist, chat with the seller (WhatsApp), the shipping notes and the
 * collapsible details. Loaded lazily by the route (rendered by the server, hydrated when its chunk arrives).
 */
export default function ProductMoreInfo({
  productId,
  whatsappHref,
  description,
  material,
  specification,
  origin,
}: {
  productId: string;
  whatsappHref: string;
  description: string;
  material: string;
  specification: string;
  origin: ProductOrigin;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <WishlistButton
          productId={productId}
          withLabel
          className="inline-flex h-11 items-center gap-2 rounded-full border border-gray-300 px-4 text-sm font-semibold hover:border-brand-600 hover:text-brand-700 disabled:opacity-60"
        />
        <a
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 items-center gap-2 rounded-full border border-gray-300 px-4 text-sm font-semibold hover:border-emerald-700 hover:text-emerald-800"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          Chat with seller
        </a>
      </div>

      <ul className="grid gap-3 rounded-xl bg-ivory p-4 text-sm sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        {[
          [Truck, 'Express shipping'],
          [Banknote, 'Cash on delivery available'],
          [RotateCcw, '5 days return and replacement'],
        ].map(([Icon, text]) => {
          const I = Icon as typeof Truck;
          return (
            <li key={text as string} className="flex items-center gap-2">
              <I className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
              {text as string}
            </li>
          );
        })}
      </ul>

      <ProductDetails description={description} material={material} specification={specification} origin={origin} />
    </>
  );
}
