/**
 * A labelled admin input (or text area) with its hint and its field message, for the admin's small forms:
 * `const { field, area } = adminFields(errors)`, then `field('name', 'Label', { type: 'number' }, 'hint')`.
 */
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { adminUi } from './ui.ts';

export function adminFields(errors: Record<string, string>) {
  const after = (name: string, hint?: string) => (
    <>
      {hint && <span className="mt-1 block text-xs font-normal text-stone-500">{hint}</span>}
      {errors[name] && <span className={adminUi.fieldError}>{errors[name]}</span>}
    </>
  );
  return {
    field: (name: string, label: string, props: InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
      <label className={adminUi.label}>
        {label}
        <input name={name} className={adminUi.input} aria-invalid={Boolean(errors[name])} {...props} />
        {after(name, hint)}
      </label>
    ),
    area: (
      name: string,
      label: string,
      props: TextareaHTMLAttributes<HTMLTextAreaElement>,
      hint?: string,
      className = '',
    ) => (
      <label className={`${adminUi.label} ${className}`}>
        {label}
        <textarea name={name} className={adminUi.input} aria-invalid={Boolean(errors[name])} {...props} />
        {after(name, hint)}
      </label>
    ),
  };
}
