import ChevronDown from './icons/chevron-down.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from './link.tsx';
import type { CategoryGroup } from '../lib/site.ts';

/**
 * The desktop "Categories" dropdown, grouped by gender. A disclosure button (aria-expanded/aria-controls); Escape
 * closes it and returns focus to the button; a click outside, tabbing away or a navigation closes it. Its links are
 * rendered once it is first opened, not with every page: the button needs JavaScript anyway, and the phone menu
 * (a <details>, working without it) carries the same links in the page for crawlers and scripts-off visitors.
 */
export function CategoriesMenu({ groups }: { groups: CategoryGroup[] }) {
  const location = useLocation();
  // Open "for" one location: any navigation closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpenAt(null);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) setOpenAt(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpened(true);
          setOpenAt(open ? null : location.key);
        }}
        className="flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-expanded:bg-brand-50 aria-expanded:text-brand-700"
      >
        Categories
        <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-2 w-[30rem] rounded-xl border border-gray-200 bg-white p-5 shadow-xl"
      >
        {opened && (
          <div className="grid grid-cols-2 gap-6">
            {groups.map((group) => (
              <CategoryGroupLinks key={group.gender} group={group} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

export function CategoryGroupLinks({ group, compact = false }: { group: CategoryGroup; compact?: boolean }) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className="text-xs font-semibold tracking-widest uppercase">
        <Link to={group.href} className="rounded text-brand-700 hover:underline">
          {group.label}
        </Link>
      </p>
      <ul aria-labelledby={labelId} className={compact ? 'mt-2 grid grid-cols-2 gap-x-4' : 'mt-3 space-y-0.5'}>
        {group.items.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className="-mx-2 block rounded px-2 py-2 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700"
            >
              {item.name}
            </Link>
          </li>
        ))}
        <li className={compact ? 'col-span-2' : ''}>
          <Link
            to={group.href}
            className="-mx-2 block rounded px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            Shop all {group.label}
          </Link>
        </li>
      </ul>
    </div>
  );
}
