import { formatRupees, type Paise } from '../../shop/money.ts';

/**
 * A page's main action kept within reach on phones. Below the md breakpoint it is fixed to the bottom of the screen,
 * and the page ends above it (app.css pads the body by its height whenever one is on the page), so it hides nothing;
 * from md up it stays in the page where it is written. Positioned by CSS alone and rendered with the page: no
 * script, no layout shift.
 */
export function StickyActionBar({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <div
      data-action-bar=""
      className={`fixed inset-x-0 bottom-0 z-30 min-h-(--action-bar-height) border-t border-gray-200 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom,0px))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] md:static md:z-auto md:min-h-0 md:border-0 md:bg-transparent md:p-0 md:shadow-none ${className}`}
    >
      {children}
    </div>
  );
}

/** The order total beside the bar's button, on phones only (wider screens show it in the order summary above). */
export function BarTotal({ total }: { total: Paise | null }) {
  return (
    <p className="flex min-w-22 flex-col text-xs leading-tight text-gray-700 md:hidden">
      Total
      <span className="text-lg font-semibold text-ink" data-testid="bar-total">
        {total === null ? '…' : formatRupees(total)}
      </span>
    </p>
  );
}
