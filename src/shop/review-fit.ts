/**
 * "How did it fit?": the optional answer of a review, and the product's fit in a sentence once enough reviewers
 * answered ("Most say: true to size — 72% of 18 reviewers"). Pure and zod-free (the product page imports it).
 */

/** The answers, in the order the form and the bar show them. */
export const FITS = ['runs_small', 'true_to_size', 'runs_large'] as const;
export type Fit = (typeof FITS)[number];

export const FIT_LABELS: Readonly<Record<Fit, string>> = {
  runs_small: 'Runs small',
  true_to_size: 'True to size',
  runs_large: 'Runs large',
};

/** Fewer answers than this say too little: the product page shows no fit then. */
export const MIN_FIT_ANSWERS = 3;

export const FIT_MESSAGE = 'How did it fit? Choose runs small, true to size or runs large';

export function isFit(value: unknown): value is Fit {
  return typeof value === 'string' && (FITS as readonly string[]).includes(value);
}

/** How many reviewers gave each answer. */
export type FitCounts = Readonly<Record<Fit, number>>;

/** What the product page shows: the most common answer, its share, and each answer's share for the bar. */
export type FitSummary = {
  fit: Fit;
  /** Whole percent of `total` that gave `fit`. */
  percent: number;
  total: number;
  /** Whole percent of each answer (the three-part bar). */
  shares: Record<Fit, number>;
};

/** Ties go to the first of these: "true to size" wins a tie with either side. */
const TIE_ORDER: readonly Fit[] = ['true_to_size', 'runs_small', 'runs_large'];

/** The fit summary, or null while fewer than MIN_FIT_ANSWERS reviewers answered. */
export function summariseFit(counts: FitCounts): FitSummary | null {
  const total = FITS.reduce((sum, f) => sum + Math.max(0, counts[f]), 0);
  if (total < MIN_FIT_ANSWERS) return null;
  const fit = TIE_ORDER.reduce((best, f) => (counts[f] > counts[best] ? f : best));
  const share = (f: Fit) => Math.round((Math.max(0, counts[f]) * 100) / total);
  return {
    fit,
    percent: share(fit),
    total,
    shares: { runs_small: share('runs_small'), true_to_size: share('true_to_size'), runs_large: share('runs_large') },
  };
}

/** "Most say: true to size — 72% of 18 reviewers". */
export function fitSentence(s: FitSummary): string {
  return `Most say: ${FIT_LABELS[s.fit].toLowerCase()} — ${s.percent}% of ${s.total} ${s.total === 1 ? 'reviewer' : 'reviewers'}`;
}
