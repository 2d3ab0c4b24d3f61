import { useState } from 'react';
import { data, useRevalidator } from 'react-router';
import { Link } from '../../components/link.tsx';
import { isEditablePage, PAGE_LABELS, pageFormSchema } from '../../../shop/admin/content.ts';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { RichTextField } from '../../components/admin/rich-text-field.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/content-page.ts';
import { routeView } from '../../lib/route-view.ts';

/** Edits one of the store's pages (about, the policies, the strip above the header) with the rich-text editor. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  if (!isEditablePage(params.slug)) throw data('No such page.', { status: 404 });
  const page = await context.get(appContext).services.contentAdmin.page(params.slug);
  return { page, path: PAGE_LABELS[params.slug].path };
}

export default routeView(function PageEditor({ loaderData }: Route.ComponentProps) {
  const { page, path } = loaderData;
  const { revalidate } = useRevalidator();
  const [form, setForm] = useState({ title: page.title, metaDescription: page.metaDescription, body: page.body });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const parsed = pageFormSchema.safeParse(form);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    const res = await adminApi('PUT', `/api/admin/content/pages/${page.slug}`, parsed.data);
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setMessage({ ok: false, text: refusalText(res, 'Could not save this page.') });
    }
    setMessage({ ok: true, text: 'Saved: the store shows it now.' });
    void revalidate();
  }

  return (
    <div className="max-w-4xl space-y-4">
      <Link to="/admin/content" className="text-sm text-brand-700 underline">
        ← Content
      </Link>
      <h1 className={adminUi.h1}>{PAGE_LABELS[page.slug as keyof typeof PAGE_LABELS]?.label ?? page.title}</h1>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}
        </p>
      )}
      <form
        noValidate
        className={`${adminUi.card} space-y-4`}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className={adminUi.label}>
          Title
          <input
            value={form.title}
            onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
            className={adminUi.input}
            aria-invalid={Boolean(errors.title)}
          />
          {errors.title && <span className={adminUi.fieldError}>{errors.title}</span>}
        </label>
        <label className={adminUi.label}>
          Description for search engines
          <input
            value={form.metaDescription}
            onChange={(e) => setForm((f) => ({ ...f, metaDescription: e.target.value }))}
            className={adminUi.input}
            aria-invalid={Boolean(errors.metaDescription)}
          />
          {errors.metaDescription && <span className={adminUi.fieldError}>{errors.metaDescription}</span>}
        </label>
        <RichTextField
          id="page-body"
          label="Text"
          value={form.body}
          onChange={(body) => setForm((f) => ({ ...f, body }))}
          error={errors.body}
          {...(page.slug === 'top-bar' ? { hint: 'One short message per bullet; the strip shows up to four.' } : {})}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={adminUi.button} disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          {path && (
            <a href={path} target="_blank" rel="noreferrer" className="text-sm underline">
              View on the store
            </a>
          )}
        </div>
      </form>
    </div>
  );
});
