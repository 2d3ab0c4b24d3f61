import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { activeCount, type ActiveFilters, type Facets } from '../../lib/listing-facets.ts';

const groupClass = 'border-t border-gray-200 py-4 first:border-t-0 first:pt-0';
const Group = ({ legend, children }: { legend: string; children: React.ReactNode }) => (
  <div className={groupClass}>
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      {children}
    </fieldset>
  </div>
);
const legendClass = 'mb-2 text-xs font-semibold tracking-widest text-gray-700 uppercase';
const optionClass =
  'flex min-h-10 cursor-pointer items-center gap-3 rounded px-1 text-sm text-gray-800 hover:bg-brand-50 has-checked:font-semibold has-checked:text-brand-700';
const inputClass = 'size-4 shrink-0 accent-brand-600';

/**
 * The filters of a listing page, inside the page's GET form (so a filtered page is a shareable URL and works without
 * JavaScript). On phones a <details> disclosure opens it; from lg up it is a sidebar that is always open.
 * Loaded lazily by the listing page: the server renders it, the browser hydrates it when its chunk arrives (as a plain
 * form it works before that).
 */
export default function FilterPanel({
  facets,
  active,
  clearHref,
}: {
  facets: Facets;
  active: ActiveFilters;
  clearHref: string;
}) {
  const count = activeCount(active);
  return (
    <details className="group rounded-lg border border-gray-200 lg:rounded-none lg:border-0 lg:details-content:[content-visibility:visible]">
      <summary className="flex h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-semibold lg:hidden [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        Filters{count > 0 && ` (${count})`}
        <span className="ml-auto text-xs font-normal text-gray-600 group-open:hidden">Show</span>
        <span className="ml-auto hidden text-xs font-normal text-gray-600 group-open:inline">Hide</span>
      </summary>
      <div className="border-t border-gray-200 px-4 pt-4 pb-2 lg:border-0 lg:p-0">
        <div className="mb-3 hidden items-center justify-between lg:flex">
          <h2 className="text-sm font-semibold">Filters</h2>
          {count > 0 && (
            <a href={clearHref} className="text-xs font-medium text-brand-700 hover:underline">
              Clear all
            </a>
          )}
        </div>
        {facets.categories && facets.categories.length > 0 && (
          <Group legend="Category">
            {facets.categories.map((c) => (
              <label key={c.value} className={optionClass}>
                <input
                  type="checkbox"
                  name="category"
                  value={c.value}
                  defaultChecked={active.category.includes(c.value)}
                  className={inputClass}
                />
                {c.label}
              </label>
            ))}
          </Group>
        )}
        {facets.prices && (
          <Radios name="price" legend="Price" options={facets.prices} value={active.price} anyLabel="Any price" />
        )}
        {facets.discounts && (
          <Radios
            name="minDiscount"
            legend="Discount"
            options={facets.discounts.map((d) => ({ value: String(d), label: `${d}% off or more` }))}
            value={active.minDiscount}
            anyLabel="Any discount"
          />
        )}
        {facets.ratings && (
          <Radios
            name="minRating"
            legend="Customer rating"
            options={facets.ratings.map((r) => ({ value: String(r), label: `${r}★ & above` }))}
            value={active.minRating}
            anyLabel="Any rating"
          />
        )}
        {facets.sizes && facets.sizes.length > 0 && (
          <Group legend="Size">
            <div className="flex flex-wrap gap-2">
              {facets.sizes.map((s) => (
                <label key={s} className="cursor-pointer">
                  <input
                    type="checkbox"
                    name="size"
                    value={s}
                    defaultChecked={active.size.includes(s)}
                    className="peer sr-only"
                  />
                  <span className="flex h-10 min-w-10 items-center justify-center rounded-full border border-gray-300 px-2 text-sm peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-brand-600">
                    {s}
                  </span>
                </label>
              ))}
            </div>
          </Group>
        )}
        <div className="flex items-center gap-3 border-t border-gray-200 py-4 lg:border-0">
          {/* Without JavaScript the form is submitted with this button; with it, every change applies at once. */}
          <button
            type="submit"
            className="h-10 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 [html[data-hydrated]_&]:lg:hidden"
          >
            Apply filters
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

function Radios({
  name,
  legend,
  options,
  value,
  anyLabel,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  anyLabel: string;
}) {
  return (
    <Group legend={legend}>
      {[{ value: '', label: anyLabel }, ...options].map((o) => (
        <label key={o.value} className={optionClass}>
          <input type="radio" name={name} value={o.value} defaultChecked={value === o.value} className={inputClass} />
          {o.label}
        </label>
      ))}
    </Group>
  );
}
