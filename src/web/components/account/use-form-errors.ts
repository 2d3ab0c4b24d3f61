import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrors, formValues, type FieldErrors } from '../../../shop/form-errors.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export type Schema = {
  safeParse(
    v: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
};

/**
 * Per-field messages of a form: the action's (after a post, with or without JavaScript) or the browser's own check
 * with the shared schema before sending. A field's message clears as soon as that field is edited.
 *
 * The schema is loaded once the page is interactive, not with it (zod stays out of the first-load JavaScript);
 * until it has arrived, a submission simply goes to the action, which checks with the same schema.
 *
 *   const form = useFormErrors(actionData?.fieldErrors, () => import('../../shop/accounts.ts').then((m) => m.loginSchema));
 *   <Form onChange={form.clearEdited} onSubmit={form.check} noValidate={form.hydrated}>
 */
export function useFormErrors(serverErrors: FieldErrors | undefined, loadSchema: () => Promise<Schema>) {
  const hydrated = useHydrated();
  const schema = useRef<Schema | null>(null);
  const loader = useRef(loadSchema);
  useEffect(() => {
    let live = true;
    loader.current().then(
      (s) => {
        if (live) schema.current = s;
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  const [source, setSource] = useState(serverErrors);
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  // A new answer from the action replaces the messages shown.
  if (source !== serverErrors) {
    setSource(serverErrors);
    setErrors(serverErrors ?? {});
  }

  return {
    errors,
    hydrated,
    setErrors,
    /** onChange/onInput of the form: hides the message of the field being edited. */
    clearEdited(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name === 'string' && errors[name]) {
        setErrors((current) => {
          const next = { ...current };
          delete next[name];
          return next;
        });
      }
    },
    /** onSubmit: validates with the schema; when invalid, stops the submission, shows the messages, focuses the first. */
    check(event: FormEvent<HTMLFormElement>): boolean {
      if (!schema.current) return true;
      const formEl = event.currentTarget;
      const result = schema.current.safeParse(formValues(new FormData(formEl)));
      if (result.success) {
        setErrors({});
        return true;
      }
      event.preventDefault();
      const next = fieldErrors(result.error.issues);
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) formEl.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
      return false;
    },
  };
}
