import { lazy, Suspense, useState } from 'react';
import type { ListingProduct } from '../../lib/listing-product.ts';
import Eye from '../icons/eye.tsx';

// The dialog is loaded when first wanted (pointer over or focus on the button), so it is not in first-load JS.
const load = () => import('./quick-view-dialog.tsx');
const QuickViewDialog = lazy(load);

export function QuickViewButton({ product }: { product: ListingProduct }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        className="absolute right-2 bottom-2 z-10 flex size-9 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm hover:bg-brand-600 hover:text-white"
      >
        <Eye className="size-[18px]" />
        <span className="sr-only">Quick view: {product.name}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickViewDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
