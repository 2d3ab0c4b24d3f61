/** Search products by name (GET /api/admin/merch/products) and pick one; used by collections and stories. */
import { useEffect, useState } from 'react';
import { imageUrl } from '../../../shop/images.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { adminUi } from './ui.ts';

export type PickedProduct = { id: string; name: string; imageKey: string | null; isActive: boolean };

export function ProductPicker({
  label,
  onPick,
  exclude = [],
}: {
  label: string;
  onPick: (p: PickedProduct) => void;
  exclude?: string[];
}) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<PickedProduct[]>([]);
  useEffect(() => {
    const words = q.trim();
    if (words.length < 2) return;
    const timer = setTimeout(async () => {
      const res = await adminApi<{ products: PickedProduct[] }>(
        'GET',
        `/api/admin/merch/products?q=${encodeURIComponent(words)}`,
      );
      if (res.ok) setFound(res.body.products);
    }, 250);
    return () => clearTimeout(timer);
  }, [q]);
  // Fewer than 2 letters: no suggestions (the last answer is kept but not shown).
  const shown = q.trim().length < 2 ? [] : found.filter((p) => !exclude.includes(p.id));
  return (
    <div>
      <label className={adminUi.label}>
        {label}
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          placeholder="Type a product name"
          className={adminUi.input}
        />
      </label>
      {shown.length > 0 && (
        <ul className="mt-1 max-h-64 overflow-y-auto rounded border border-stone-200 bg-white">
          {shown.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="flex w-full items-center gap-2 px-2 py-1.5 text-left text-sm hover:bg-stone-100"
                onClick={() => {
                  onPick(p);
                  setQ('');
                }}
              >
                {p.imageKey && <img src={imageUrl(p.imageKey, 360)} alt="" className="h-10 w-8 rounded object-cover" />}
                <span>{p.name}</span>
                {!p.isActive && <span className="text-xs text-stone-500">(not on sale)</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
