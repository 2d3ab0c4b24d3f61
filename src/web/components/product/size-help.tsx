/**
 * Beside the size picker: "Size chart" (the product category's chart in a dialog; without JavaScript, a link to it on
 * /sizeguide), what reviewers say about the fit, and "Notify me" for sold-out sizes (its own chunk). The dialog's
 * chart is rendered when first opened: a closed dialog shows nothing, and its table was a tenth of the page's
 * elements in every render (ADR 24).
 */
import { Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fitSentence, type FitSummary } from '../../../shop/review-fit.ts';
import { SIZE_GUIDE_PATH, sizeChartHref, type SizeChartDto } from '../../../shop/size-guide.ts';
import { lazyIsland } from '../../lib/lazy-island.ts';
import { SizeChartTables } from '../content/size-chart.tsx';
import RulerIcon from '../icons/ruler.tsx';

const NotifyMe = lazyIsland(() => import('./notify-me.tsx'));

export function SizeHelp({
  productId,
  chart,
  fit,
  variants,
}: {
  productId: string;
  /** The chart of the product's category (null: the whole guide). */
  chart: SizeChartDto | null;
  fit: FitSummary | null;
  variants: readonly { size: string; stock: number }[];
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const href = chart ? sizeChartHref(chart.gender, chart.categorySlug) : SIZE_GUIDE_PATH;
  const soldOut = variants.filter((v) => v.stock <= 0).map((v) => v.size);
  return (
    <>
      <a
        href={href}
        aria-haspopup={chart ? 'dialog' : undefined}
        onClick={(e) => {
          if (!chart || !dialog.current?.showModal) return;
          e.preventDefault();
          flushSync(() => setOpened(true));
          dialog.current.showModal();
        }}
        className="inline-flex items-center gap-1.5 text-brand-700 underline underline-offset-4"
      >
        <RulerIcon className="size-4" />
        Size chart
      </a>
      {fit && (
        <a href="#reviews" className="text-gray-700 hover:underline">
          {fitSentence(fit)}
        </a>
      )}
      {chart && (
        <dialog
          ref={dialog}
          aria-labelledby={opened ? 'size-chart-h' : undefined}
          // A tap on the backdrop (the dialog element itself, outside its content) closes it.
          onClick={(e) => {
            if (e.target === e.currentTarget) e.currentTarget.close();
          }}
          className="m-auto max-h-[85dvh] w-[min(40rem,calc(100%-2rem))] overflow-hidden rounded-2xl p-0 text-ink shadow-xl backdrop:bg-black/50"
        >
          {opened && (
            <div className="max-h-[85dvh] overflow-y-auto p-5 sm:p-6">
              <div className="mb-3 flex items-start justify-between gap-4">
                <h2 id="size-chart-h" className="font-display text-xl font-semibold tracking-tight">
                  Size chart: {chart.title}
                </h2>
                <form method="dialog">
                  <button
                    type="submit"
                    className="flex size-10 items-center justify-center rounded-full border border-gray-300 text-lg leading-none hover:border-brand-600"
                  >
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">Close the size chart</span>
                  </button>
                </form>
              </div>
              <SizeChartTables chart={chart} />
              <p className="mt-4 text-sm">
                <a href={href} className="text-brand-700 underline underline-offset-4">
                  How to measure, and every chart
                </a>
              </p>
            </div>
          )}
        </dialog>
      )}
      {soldOut.length > 0 && (
        <Suspense fallback={null}>
          <NotifyMe productId={productId} sizes={soldOut} />
        </Suspense>
      )}
    </>
  );
}
