/**
 * An image input for the admin's forms: the chosen file is uploaded at once (POST /api/admin/merch/images, where it
 * is re-encoded), a preview shows, and the form carries the stored key in a hidden input named `name`.
 */
import { useState } from 'react';
import type { ImageFolder } from '../../../shop/admin/merch.ts';
import { imageUrl } from '../../../shop/images.ts';
import { adminUi } from './ui.ts';

type Upload = { ok: true; key: string } | { ok: false; message: string };

async function upload(file: File, folder: ImageFolder): Promise<Upload> {
  const body = new FormData();
  body.append('image', file);
  try {
    const res = await fetch(`/api/admin/merch/images?folder=${folder}`, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const json = (await res.json().catch(() => null)) as { key?: string; message?: string } | null;
    if (res.ok && json?.key) return { ok: true, key: json.key };
    return { ok: false, message: json?.message ?? 'The image could not be uploaded.' };
  } catch {
    return { ok: false, message: 'The image could not be uploaded. Check the connection and try again.' };
  }
}

export function ImageField({
  name = 'image',
  label,
  folder,
  initialKey,
  error,
}: {
  name?: string;
  label: string;
  folder: ImageFolder;
  initialKey: string | null;
  error?: string;
}) {
  const [key, setKey] = useState(initialKey ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;
  return (
    <div className={adminUi.label}>
      <span>{label}</span>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {key ? (
          <img src={imageUrl(key, 360)} alt="" className="h-20 w-32 rounded border border-stone-200 object-cover" />
        ) : (
          <span className="flex h-20 w-32 items-center justify-center rounded border border-dashed border-stone-300 text-xs text-stone-500">
            No image
          </span>
        )}
        <label className={adminUi.secondary}>
          {busy ? 'Uploading…' : key ? 'Replace image' : 'Upload image'}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={busy}
            aria-invalid={Boolean(shown)}
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (!file) return;
              setBusy(true);
              setProblem(null);
              const result = await upload(file, folder);
              setBusy(false);
              if (result.ok) setKey(result.key);
              else setProblem(result.message);
            }}
          />
        </label>
      </div>
      <input type="hidden" name={name} value={key} />
      {shown && <span className={adminUi.fieldError}>{shown}</span>}
    </div>
  );
}
