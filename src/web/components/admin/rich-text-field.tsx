/**
 * A labelled rich-text field for the admin's forms. The Tiptap editor (rich-text-editor.tsx) is loaded from its own
 * chunk, in the browser only, after the page has rendered: no editor code is in any page's first load, the
 * storefront's least of all.
 */
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { adminUi } from './ui.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export function RichTextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  compact,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  hint?: string;
  compact?: boolean;
}) {
  // False on the server and while hydrating, true after: the editor mounts in the browser only.
  const mounted = useHydrated();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const loading = (
    <div
      className={`rounded border border-stone-300 bg-white px-3 py-2 text-sm text-stone-500 ${compact ? 'min-h-24' : 'min-h-64'}`}
    >
      Loading the editor…
    </div>
  );
  return (
    <div>
      <span className={adminUi.label} id={`${id}-label`}>
        {label}
      </span>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      <div className="mt-1">
        {mounted ? (
          <Suspense fallback={loading}>
            <RichTextEditor
              id={id}
              label={label}
              value={value}
              onChange={onChange}
              invalid={Boolean(error)}
              {...(describedBy ? { describedBy } : {})}
              {...(compact ? { compact } : {})}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={adminUi.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
