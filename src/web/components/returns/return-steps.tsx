import type { ReturnResponse } from '../../../shop/returns-input.ts';
import { returnStatusLabel, type ReturnStatus } from '../../../shop/returns.ts';

/** The path a request takes, in order; a rejected or cancelled one stops where it is. */
function pathOf(r: Pick<ReturnResponse, 'kind' | 'refundMethod'>): ReturnStatus[] {
  const last: ReturnStatus =
    r.kind === 'exchange' ? 'completed' : r.refundMethod === 'store_credit' ? 'credited' : 'refunded';
  return ['requested', 'approved', 'picked_up', 'received', last];
}

/** Each step of a return or exchange request, done or to come (the order page). */
export function ReturnSteps({ request }: { request: Pick<ReturnResponse, 'kind' | 'refundMethod' | 'status'> }) {
  if (request.status === 'rejected' || request.status === 'cancelled') {
    return (
      <p className="mt-2 text-sm font-semibold text-red-700" data-testid="return-status">
        {returnStatusLabel(request.status)}
      </p>
    );
  }
  const steps = pathOf(request);
  const reached = steps.indexOf(request.status);
  return (
    <>
      <p className="sr-only" data-testid="return-status">
        {returnStatusLabel(request.status)}
      </p>
      <ol className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label="Steps">
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={i === reached ? 'step' : undefined}
            className={i <= reached ? 'font-semibold text-emerald-700' : 'text-gray-500'}
          >
            {i <= reached ? '✓ ' : ''}
            {returnStatusLabel(s)}
          </li>
        ))}
      </ol>
    </>
  );
}
