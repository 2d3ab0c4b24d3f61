import Search from './icons/search.tsx';
import { useCallback, useEffect, useEffectEvent, useId, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { formatRupeeAmount } from '../../shop/money.ts';
import { searchPath } from '../lib/site.ts';

type Suggestions = {
  products: { _id: string; name: string; slug: string; salePrice: number; image: string | null }[];
  categories: { name: string; gender: 'men' | 'women'; url: string }[];
};
type Option = { id: string; href: string; label: React.ReactNode };

const DEBOUNCE_MS = 200;

/**
 * Suggestions as you type under a search box (loaded on the box's first focus, so not in first-load JS). It works on
 * the box itself: listens to it, points its aria-activedescendant at the highlighted option, and takes over the arrow
 * keys, Enter on an option, and Escape. Products (image and price) and categories, then "Search for ...".
 */
export default function SearchSuggestions({ input }: { input: HTMLInputElement }) {
  const navigate = useNavigate();
  const listId = useId();
  // The box's text, including what was typed while this module was loading.
  const subscribe = useCallback(
    (onChange: () => void) => {
      input.addEventListener('input', onChange);
      return () => input.removeEventListener('input', onChange);
    },
    [input],
  );
  const q = useSyncExternalStore(
    subscribe,
    () => input.value.trim(),
    () => '',
  );
  const [data, setData] = useState<{ q: string; suggestions: Suggestions } | null>(null);
  const [open, setOpen] = useState(() => document.activeElement === input);
  const [active, setActive] = useState(-1);

  const list: Option[] = [];
  if (data && q) {
    for (const p of data.suggestions.products) {
      list.push({
        id: `${listId}-p${p._id}`,
        href: `/product/${encodeURIComponent(p.slug)}`,
        label: (
          <>
            {p.image ? (
              <img src={p.image} alt="" width={36} height={45} className="h-[45px] w-9 rounded object-cover" />
            ) : (
              <span className="h-[45px] w-9 rounded bg-ivory" />
            )}
            <span className="min-w-0 flex-1 truncate">{p.name}</span>
            <span className="text-xs font-semibold">{formatRupeeAmount(p.salePrice)}</span>
          </>
        ),
      });
    }
    for (const c of data.suggestions.categories) {
      list.push({
        id: `${listId}-c${c.url}`,
        href: c.url,
        label: (
          <span>
            {c.name} <span className="text-gray-600">in {c.gender === 'men' ? 'Men' : 'Women'}</span>
          </span>
        ),
      });
    }
    list.push({
      id: `${listId}-all`,
      href: searchPath(q),
      label: (
        <>
          <Search className="size-4 shrink-0 text-gray-600" aria-hidden="true" />
          <span className="truncate">
            Search for “<strong>{q}</strong>”
          </span>
        </>
      ),
    });
  }
  const shown = open && list.length > 0;
  const activeId = shown ? list[active]?.id : undefined;

  // Fetch, debounced; a newer query cancels an older one.
  useEffect(() => {
    if (!q) return;
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      fetch(`/api/products/suggest?q=${encodeURIComponent(q)}`, { signal: ctrl.signal })
        .then((r) => (r.ok ? r.json() : null))
        .then((body: { data?: Suggestions } | null) => body?.data && setData({ q, suggestions: body.data }))
        .catch(() => {});
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [q]);

  // The box's ARIA state follows the list.
  useEffect(() => {
    input.setAttribute('aria-autocomplete', 'list');
    if (shown) input.setAttribute('aria-controls', listId);
    else input.removeAttribute('aria-controls');
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, shown, listId, activeId]);

  function choose(o: Option) {
    setOpen(false);
    input.blur();
    void navigate(o.href);
  }

  const onKey = useEffectEvent((e: KeyboardEvent) => {
    const n = list.length;
    if (e.key === 'Escape') {
      // Closes the list first (keeping the text); a second Escape reaches the box and the page.
      if (shown) {
        e.preventDefault();
        e.stopPropagation();
      }
      setOpen(false);
      setActive(-1);
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && n > 0) {
      e.preventDefault();
      setOpen(true);
      setActive(e.key === 'ArrowDown' ? (active + 1) % n : active <= 0 ? n - 1 : active - 1);
    } else if (e.key === 'Enter') {
      const o = shown && active >= 0 ? list[active] : undefined;
      if (o) {
        // Instead of the form's search: the highlighted suggestion.
        e.preventDefault();
        choose(o);
      } else setOpen(false);
    }
  });
  const onInput = useEffectEvent(() => {
    setOpen(true);
    setActive(-1);
  });

  useEffect(() => {
    const key = (e: KeyboardEvent) => onKey(e);
    const typed = () => onInput();
    const focus = () => setOpen(true);
    const blur = () => setOpen(false);
    input.addEventListener('input', typed);
    input.addEventListener('keydown', key);
    input.addEventListener('focus', focus);
    input.addEventListener('blur', blur);
    return () => {
      input.removeEventListener('input', typed);
      input.removeEventListener('keydown', key);
      input.removeEventListener('focus', focus);
      input.removeEventListener('blur', blur);
    };
  }, [input]);

  if (!shown) return null;
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Suggestions"
      className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70dvh] overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 text-left text-sm shadow-xl"
    >
      {list.map((o, i) => (
        <li
          key={o.id}
          id={o.id}
          role="option"
          aria-selected={i === active}
          // Keep the focus in the box (a blur would close the list before the click lands).
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => choose(o)}
          onMouseMove={() => i !== active && setActive(i)}
          className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 aria-selected:bg-brand-50 aria-selected:text-brand-800"
        >
          {o.label}
        </li>
      ))}
    </ul>
  );
}
