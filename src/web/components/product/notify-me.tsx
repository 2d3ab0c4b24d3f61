/**
 * "Notify me" for the sold-out sizes of a product: a signed-in customer taps the size and is done (their account's
 * email is used); a visitor taps the size, then gives an email. One schema with the server (src/shop/stock-alerts.ts).
 * Loaded as its own chunk (lazyIsland): its code and the schema are not part of the page's first-load JavaScript.
 */
import { useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { stockAlertSchema, visitorStockAlertSchema } from '../../../shop/stock-alerts.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { FieldError, inputClass } from '../account/form-fields.tsx';
import BellIcon from '../icons/bell.tsx';

type Answer = { message?: string; fields?: Record<string, string> } | null;

const FAILED = 'We could not save that. Please try again.';

export default function NotifyMe({ productId, sizes }: { productId: string; sizes: string[] }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const id = useId();
  // A session that ended since the page loaded answers like a visitor: the email field appears then.
  const [askEmail, setAskEmail] = useState(!root?.user);
  const [size, setSize] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [subscribed, setSubscribed] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function send(chosen: string) {
    const input = askEmail ? { productId, size: chosen, email } : { productId, size: chosen };
    const parsed = (askEmail ? visitorStockAlertSchema : stockAlertSchema).safeParse(input);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues);
      setEmailError(errors.email ?? null);
      if (!errors.email) setMessage({ text: Object.values(errors)[0] ?? FAILED, ok: false });
      return;
    }
    setBusy(true);
    setEmailError(null);
    try {
      const res = await fetch('/api/stock-alerts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(parsed.data),
      });
      const answer = (await res.json().catch(() => null)) as Answer;
      if (res.ok) {
        setSubscribed((list) => [...list, chosen]);
        setSize(null);
        setMessage({ text: answer?.message ?? 'Done!', ok: true });
        return;
      }
      if (answer?.fields?.email) {
        // Shown under the email field (which a signed-out customer now gets).
        setAskEmail(true);
        setSize(chosen);
        setEmailError(answer.fields.email);
        return;
      }
      setMessage({ text: answer?.message ?? FAILED, ok: false });
    } catch {
      setMessage({ text: FAILED, ok: false });
    } finally {
      setBusy(false);
    }
  }

  const chip =
    'inline-flex h-9 items-center gap-1 rounded-full border border-gray-300 px-3 text-sm font-medium text-ink hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 disabled:cursor-not-allowed disabled:border-emerald-600 disabled:text-emerald-800';
  return (
    <div className="basis-full pt-1">
      <div role="group" aria-labelledby={`${id}-h`} className="flex flex-wrap items-center gap-2">
        <span id={`${id}-h`} className="text-gray-800">
          Sold out in {sizes.join(', ')}? Email me when it is back:
        </span>
        {sizes.map((s) => {
          const done = subscribed.includes(s);
          return (
            <button
              key={s}
              type="button"
              className={chip}
              disabled={done || busy}
              aria-pressed={askEmail && !done ? size === s : undefined}
              onClick={() => {
                setMessage(null);
                if (askEmail) setSize(s);
                else void send(s);
              }}
            >
              <BellIcon className="size-4" />
              <span className="sr-only">{done ? 'You will be told about size' : 'Notify me about size'} </span>
              {done ? `${s} ✓` : s}
            </button>
          );
        })}
      </div>
      {askEmail && size && (
        <form
          noValidate
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send(size);
          }}
        >
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
              Your email for size {size}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              className={`${inputClass} mt-1`}
            />
          </div>
          <button
            type="submit"
            disabled={busy}
            className="h-11 rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-black disabled:opacity-60"
          >
            Notify me
          </button>
          <div className="basis-full">
            <FieldError id={`${id}-email-error`} error={emailError ?? undefined} />
          </div>
        </form>
      )}
      <p role="status" className={`mt-1 text-sm font-medium ${message?.ok ? 'text-emerald-700' : 'text-red-700'}`}>
        {message?.text}
      </p>
    </div>
  );
}
