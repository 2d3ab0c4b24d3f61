import { FIT_LABELS, FITS, fitSentence, type Fit, type FitSummary } from '../../../shop/review-fit.ts';

const COLOURS: Record<Fit, string> = {
  runs_small: 'bg-amber-500',
  true_to_size: 'bg-emerald-600',
  runs_large: 'bg-sky-600',
};

/** "Most say: true to size — 72% of 18 reviewers" over a three-part bar of runs small / true to size / runs large. */
export function FitSummaryBar({ fit }: { fit: FitSummary }) {
  return (
    <div className="max-w-md">
      <p className="text-sm font-semibold text-ink">{fitSentence(fit)}</p>
      <div aria-hidden="true" className="mt-2 flex h-2.5 gap-0.5 overflow-hidden rounded-full bg-gray-100">
        {FITS.filter((f) => fit.shares[f] > 0).map((f) => (
          <span key={f} className={COLOURS[f]} style={{ flexGrow: fit.shares[f] }} />
        ))}
      </div>
      <ul className="mt-1.5 flex justify-between gap-2 text-xs text-gray-700">
        {FITS.map((f) => (
          <li key={f} className="flex items-center gap-1">
            <span aria-hidden="true" className={`size-2 rounded-full ${COLOURS[f]}`} />
            {FIT_LABELS[f]}: {fit.shares[f]}%
          </li>
        ))}
      </ul>
    </div>
  );
}
