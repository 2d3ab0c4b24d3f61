/** Move up / move down buttons for one row of an ordered list: they send the whole list's new order. */
import { adminUi } from './ui.ts';

/** The ids with the one at `index` moved by `step` (-1 up, +1 down). */
export function moved(ids: string[], index: number, step: -1 | 1): string[] {
  const next = [...ids];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function OrderButtons({
  ids,
  index,
  label,
  onOrder,
}: {
  ids: string[];
  index: number;
  label: string;
  onOrder: (ids: string[]) => void;
}) {
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={adminUi.secondary}
        disabled={index === 0}
        aria-label={`Move ${label} up`}
        onClick={() => onOrder(moved(ids, index, -1))}
      >
        ↑
      </button>
      <button
        type="button"
        className={adminUi.secondary}
        disabled={index === ids.length - 1}
        aria-label={`Move ${label} down`}
        onClick={() => onOrder(moved(ids, index, 1))}
      >
        ↓
      </button>
    </span>
  );
}
