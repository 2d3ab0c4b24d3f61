import SlidersHorizontal from '../icons/sliders-horizontal.tsx';
import { useCallback } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useFetcher, useLocation } from 'react-router';
import {
  activeCount,
  formSearch,
  type ActiveFilters,
  type FacetGroup,
  type FacetOption,
} from '../../lib/listing-facets.ts';

const legendClass = 'mb-2 text-xs font-semibold tracking-widest text-gray-700 uppercase';
const optionClass =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded px-1 text-sm text-gray-800 hover:bg-brand-50 has-checked:font-semibold has-checked:text-brand-700';
const inputClass = 'size-4 shrink-0 accent-brand-600';
/** The sidebar's breakpoint (Tailwind's lg): from there a change applies at once. */
const DESKTOP = '(min-width: 64rem)';
/** What the page loader answers (the preview of a pending choice reads its total and counts). */
type ListingAnswer = { listing: { total: number }; facets?: { groups: FacetGroup[] } };

/**
 * The filters of a listing page, inside the page's GET form (so a filtered page is a shareable URL and works without
 * JavaScript). Every value shows how many products it would give, counted by the server.
 * - Phones: a <details> disclosure. Ticking values does not leave the page: the counts and the "Show N results"
 *   button follow the pending choice (the page's loader answers them), and the button applies it.
 * - From lg up: a sidebar that is always open, and every change applies at once.
 * Loaded lazily by the listing page: the server renders it, the browser hydrates it when its chunk arrives (as a plain
 * form it works before that).
 */
export default function FilterPanel({
  groups,
  active,
  total,
  clearHref,
  onApply,
}: {
  groups: FacetGroup[];
  active: ActiveFilters;
  /** The products the applied filters give. */
  total: number;
  clearHref: string;
  onApply: (form: HTMLFormElement) => void;
}) {
  const location = useLocation();
  const preview = useFetcher<ListingAnswer>();
  const shown = preview.data?.facets?.groups ?? groups;
  const pending = preview.data?.listing.total ?? total;
  const count = activeCount(active);

  function changed(e: React.FormEvent<HTMLDetailsElement>) {
    const form = (e.target as HTMLInputElement).form;
    if (!form) return;
    if (window.matchMedia(DESKTOP).matches) return onApply(form);
    const search = formSearch(form);
    void preview.load(location.pathname + (search ? `?${search}` : ''));
  }

  // Marks the panel interactive once its own code has hydrated (it loads after the page: end-to-end tests wait for it).
  const ready = useCallback((el: HTMLDetailsElement | null) => el?.setAttribute('data-ready', ''), []);

  return (
    <details
      ref={ready}
      data-filter-panel=""
      onChange={changed}
      className="group rounded-lg border border-gray-200 lg:rounded-none lg:border-0 lg:details-content:[content-visibility:visible]"
    >
      <summary className="flex h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-semibold lg:hidden [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters{count > 0 && ` (${count})`}
        <span className="ml-auto text-xs font-normal text-gray-600 group-open:hidden">Show</span>
        <span className="ml-auto hidden text-xs font-normal text-gray-600 group-open:inline">Hide</span>
      </summary>
      <div className="border-t border-gray-200 px-4 pt-4 lg:border-0 lg:p-0">
        <div className="mb-3 hidden items-center justify-between lg:flex">
          <h2 className="text-sm font-semibold">Filters</h2>
          {count > 0 && (
            <a href={clearHref} className="text-xs font-medium text-brand-700 hover:underline">
              Clear all
            </a>
          )}
        </div>
        {shown.map((g) => (
          <div key={g.name} className="border-t border-gray-200 py-4 first:border-t-0 first:pt-0">
            <fieldset>
              <legend className={legendClass}>{g.legend}</legend>
              {g.name === 'size' ? (
                <Sizes group={g} chosen={active.size} />
              ) : (
                <>
                  {!g.multiple && (
                    <label className={optionClass}>
                      <input
                        type="radio"
                        name={g.name}
                        value=""
                        defaultChecked={!active[g.name as 'minRating' | 'minDiscount']}
                        className={inputClass}
                      />
                      Any
                    </label>
                  )}
                  {g.options.map((o) => (
                    <Option key={o.value} group={g} option={o} chosen={isChosen(active, g, o.value)} />
                  ))}
                </>
              )}
            </fieldset>
          </div>
        ))}
        <div className="sticky bottom-0 -mx-4 flex items-center gap-3 border-t border-gray-200 bg-white px-4 py-3 lg:static lg:mx-0 lg:border-0 lg:px-0">
          {/* On phones this applies the pending choice; without JavaScript it submits the form; from lg up (hydrated)
              every change applies at once, so it hides. */}
          <button
            type="submit"
            aria-busy={preview.state !== 'idle'}
            className="h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 aria-busy:opacity-80 max-lg:flex-1 [html[data-hydrated]_&]:lg:hidden"
          >
            <ApplyLabel pending={pending} />
          </button>
          {count > 0 && (
            <a href={clearHref} className="text-sm font-medium text-brand-700 hover:underline lg:hidden">
              Clear all
            </a>
          )}
        </div>
      </div>
    </details>
  );
}

function isChosen(active: ActiveFilters, group: FacetGroup, value: string): boolean {
  const chosen = active[group.name];
  return Array.isArray(chosen) ? chosen.includes(value) : chosen === value;
}

/** The count beside a value: seen as a number, heard as "(12 products)". */
function Count({ n }: { n: number }) {
  return (
    <>
      <span aria-hidden="true" className="ml-auto text-xs font-normal text-gray-600 tabular-nums">
        {n}
      </span>
      <span className="sr-only">({n === 1 ? '1 product' : `${n} products`})</span>
    </>
  );
}

function Option({ group, option, chosen }: { group: FacetGroup; option: FacetOption; chosen: boolean }) {
  return (
    <label className={`${optionClass} ${option.count === 0 && !chosen ? 'text-gray-500' : ''}`}>
      <input
        type={group.multiple ? 'checkbox' : 'radio'}
        name={group.name}
        value={option.value}
        defaultChecked={chosen}
        className={inputClass}
      />
      {option.label}
      <Count n={option.count} />
    </label>
  );
}

function Sizes({ group, chosen }: { group: FacetGroup; chosen: string[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {group.options.map((o) => (
        <label key={o.value} className="cursor-pointer">
          <input
            type="checkbox"
            name="size"
            value={o.value}
            defaultChecked={chosen.includes(o.value)}
            className="peer sr-only"
          />
          <span
            className={`flex h-10 min-w-12 items-center justify-center gap-1.5 rounded-full border border-gray-300 px-3 text-sm peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600 ${o.count === 0 && !chosen.includes(o.value) ? 'text-gray-500' : ''}`}
          >
            {o.label}
            <span aria-hidden="true" className="text-xs tabular-nums">
              {o.count}
            </span>
            <span className="sr-only">({o.count === 1 ? '1 product' : `${o.count} products`})</span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** 'Apply filters' until hydrated, then 'Show N results'; its own component so the switch re-renders only the label. */
function ApplyLabel({ pending }: { pending: number }) {
  const hydrated = useHydrated();
  return hydrated ? `Show ${pending} ${pending === 1 ? 'result' : 'results'}` : 'Apply filters';
}
