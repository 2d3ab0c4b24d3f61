import CircleCheck from '../icons/circle-check.tsx';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Link } from '../link.tsx';
import { CONTACT_LIMITS, type ContactErrors, type ContactField } from '../../../shop/contact-fields.ts';
import type * as ContactSchema from '../../../shop/contact.ts';

/** The shared schema, loaded when the visitor starts on the form (keeps zod out of the page's first-load JS). */
let schema: Promise<typeof ContactSchema> | null = null;
const loadSchema = () => (schema ??= import('../../../shop/contact.ts'));

/** What the contact route's action answers (see routes/contact-us.tsx). */
export type ContactActionData =
  | { ok: true; message: string; ticketNumber: string }
  | { ok: false; errors: ContactErrors; formError: string | null; values: Partial<Record<ContactField, string>> };

const FIELDS: { name: ContactField; label: string; autoComplete?: string; type?: string }[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'comment', label: 'Message' },
];

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-gray-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';

/**
 * The contact form. With JavaScript it validates with the shared schema before sending and sends through a fetcher
 * (no page reload); without it, it is an ordinary form post that the route's action answers with the same messages.
 */
export function ContactForm({
  initial,
  onSendAnother,
}: {
  /** The action's answer after a post without JavaScript. */
  initial?: ContactActionData;
  onSendAnother: () => void;
}) {
  const fetcher = useFetcher<ContactActionData>();
  const result = fetcher.data ?? initial;
  const busy = fetcher.state !== 'idle';
  const [clientErrors, setClientErrors] = useState<ContactErrors>({});
  // Fields edited since the last submit: their old message is hidden (errors clear when the field is edited).
  const [edited, setEdited] = useState<ReadonlySet<ContactField>>(() => new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  // After hydration our own messages replace the browser's built-in validation bubbles.
  // (Without JavaScript the browser's `required` and type="email" checks still help.)
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const serverErrors = result && !result.ok && !busy ? result.errors : {};
  const errorOf = (field: ContactField) =>
    edited.has(field) ? undefined : (clientErrors[field] ?? serverErrors[field]);
  const formError = result && !result.ok && !busy ? result.formError : null;
  const values = result && !result.ok ? result.values : {};

  // Server-side field errors (e.g. a post without JS): focus the first invalid field once.
  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok) {
      const first = FIELDS.find((f) => fetcher.data && !fetcher.data.ok && fetcher.data.errors[f.name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
    }
    if (fetcher.data?.ok) thanksRef.current?.focus();
  }, [fetcher.data]);

  if (result?.ok) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center rounded-xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center focus:outline-none"
      >
        <CircleCheck className="size-10 text-emerald-700" aria-hidden="true" />
        <p className="mt-4 text-lg font-semibold text-ink">{result.message}</p>
        <p className="mt-2 text-gray-700">
          Your ticket number is <strong className="whitespace-nowrap text-ink">{result.ticketNumber}</strong>. We have
          emailed you an acknowledgement.
        </p>
        <Link
          to="/ContactUs"
          onClick={onSendAnother}
          className="mt-6 rounded-full border border-gray-300 bg-white px-5 py-2.5 text-sm font-semibold hover:border-brand-600 hover:text-brand-700"
        >
          Send another message
        </Link>
      </div>
    );
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/ContactUs"
      aria-describedby={formError ? 'contact-form-error' : undefined}
      onFocus={() => void loadSchema()}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        setEdited(new Set());
        loadSchema().then(
          ({ parseContact }) => {
            const parsed = parseContact(Object.fromEntries(new FormData(form)));
            if (parsed.ok) {
              setClientErrors({});
              void fetcher.submit(form);
              return;
            }
            setClientErrors(parsed.errors);
            const first = FIELDS.find((f) => parsed.errors[f.name]);
            if (first) form.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
          },
          // The schema could not load (offline, a new deploy): the server checks the same rules.
          () => void fetcher.submit(form),
        );
      }}
      className="space-y-5"
    >
      {formError && (
        <p
          id="contact-form-error"
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.slice(0, 2).map((f) => (
          <Field key={f.name} field={f} error={errorOf(f.name)} value={values[f.name]} onEdit={setEdited} />
        ))}
      </div>
      <Field field={FIELDS[2]!} error={errorOf('subject')} value={values.subject} onEdit={setEdited} />
      <Field field={FIELDS[3]!} error={errorOf('comment')} value={values.comment} onEdit={setEdited} multiline />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-brand-600 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? 'Sending...' : 'Send message'}
        </button>
        <p className="text-xs text-gray-600">All fields are required.</p>
      </div>
    </fetcher.Form>
  );
}

function Field({
  field,
  error,
  value,
  onEdit,
  multiline = false,
}: {
  field: (typeof FIELDS)[number];
  error: string | undefined;
  value: string | undefined;
  onEdit: React.Dispatch<React.SetStateAction<ReadonlySet<ContactField>>>;
  multiline?: boolean;
}) {
  const id = `contact-${field.name}`;
  const common = {
    id,
    name: field.name,
    required: true,
    maxLength: CONTACT_LIMITS[field.name],
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: () => onEdit((prev) => (prev.has(field.name) ? prev : new Set(prev).add(field.name))),
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {field.label}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} className={`${inputClass} resize-y`} />
      ) : (
        <input {...common} type={field.type ?? 'text'} autoComplete={field.autoComplete} />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
