import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Link } from '../../components/link.tsx';
import { faqsFormSchema } from '../../../shop/admin/content.ts';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { RichTextField } from '../../components/admin/rich-text-field.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/content-faqs.ts';
import { routeView } from '../../lib/route-view.ts';

/** The FAQs as questions and answers (in optional groups): add, remove, reorder; answers in the rich-text editor. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  return { faqs: await context.get(appContext).services.contentAdmin.faqs() };
}

type Item = { key: number; question: string; answerHtml: string };
type Section = { key: number; title: string; items: Item[] };

/** Keys for React's lists: unique within the page. */
let lastKey = 0;
const key = () => ++lastKey;

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export default routeView(function FaqsEditor({ loaderData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  const { revalidate } = useRevalidator();
  const [title, setTitle] = useState(faqs.title);
  const [metaDescription, setMetaDescription] = useState(faqs.metaDescription);
  const [introHtml, setIntroHtml] = useState(faqs.introHtml);
  const [sections, setSections] = useState<Section[]>(() =>
    (faqs.sections.length ? faqs.sections : [{ title: '', items: [{ question: '', answerHtml: '' }] }]).map((s) => ({
      key: key(),
      title: s.title,
      items: s.items.map((i) => ({ key: key(), ...i })),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const editSection = (si: number, change: (s: Section) => Section) =>
    setSections((all) => all.map((s, i) => (i === si ? change(s) : s)));
  const editItem = (si: number, ii: number, change: Partial<Item>) =>
    editSection(si, (s) => ({ ...s, items: s.items.map((it, i) => (i === ii ? { ...it, ...change } : it)) }));

  async function save() {
    const body = {
      title,
      metaDescription,
      introHtml,
      sections: sections.map((s) => ({
        title: s.title,
        items: s.items.map(({ question, answerHtml }) => ({ question, answerHtml })),
      })),
    };
    const parsed = faqsFormSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return setMessage({ ok: false, text: 'Please check the questions marked below.' });
    }
    setErrors({});
    setBusy(true);
    const res = await adminApi('PUT', '/api/admin/content/faqs', parsed.data);
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setMessage({ ok: false, text: refusalText(res, 'Could not save the FAQs.') });
    }
    setMessage({ ok: true, text: 'Saved: the FAQ page shows them now.' });
    void revalidate();
  }

  return (
    <div className="max-w-4xl space-y-4">
      <Link to="/admin/content" className="text-sm text-brand-700 underline">
        ← Content
      </Link>
      <h1 className={adminUi.h1}>FAQs</h1>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? adminUi.note : adminUi.alert}>
          {message.text}
        </p>
      )}
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className={`${adminUi.card} space-y-4`}>
          <label className={adminUi.label}>
            Page title
            <input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              className={adminUi.input}
              aria-invalid={Boolean(errors.title)}
            />
            {errors.title && <span className={adminUi.fieldError}>{errors.title}</span>}
          </label>
          <label className={adminUi.label}>
            Description for search engines
            <input
              value={metaDescription}
              onChange={(e) => setMetaDescription(e.target.value)}
              className={adminUi.input}
            />
            {errors.metaDescription && <span className={adminUi.fieldError}>{errors.metaDescription}</span>}
          </label>
          <RichTextField
            id="faq-intro"
            label="Introduction (optional)"
            value={introHtml}
            onChange={setIntroHtml}
            compact
            error={errors.introHtml}
          />
        </div>
        {errors.sections && (
          <p role="alert" className={adminUi.alert}>
            {errors.sections}
          </p>
        )}
        {sections.map((section, si) => (
          <fieldset key={section.key} className={`${adminUi.card} min-w-0 space-y-4`}>
            <legend className="px-1 text-sm font-semibold">Group {si + 1}</legend>
            <div className="flex flex-wrap items-end gap-2">
              <label className={`${adminUi.label} min-w-48 flex-1`}>
                Group title (optional)
                <input
                  value={section.title}
                  onChange={(e) => editSection(si, (s) => ({ ...s, title: e.target.value }))}
                  className={adminUi.input}
                  placeholder="e.g. Orders and delivery"
                />
              </label>
              <button
                type="button"
                className={adminUi.secondary}
                onClick={() => setSections((all) => move(all, si, si - 1))}
                disabled={si === 0}
                aria-label={`Move group ${si + 1} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className={adminUi.secondary}
                onClick={() => setSections((all) => move(all, si, si + 1))}
                disabled={si === sections.length - 1}
                aria-label={`Move group ${si + 1} down`}
              >
                ↓
              </button>
              <button
                type="button"
                className={adminUi.danger}
                onClick={() =>
                  window.confirm('Remove this group and its questions?') &&
                  setSections((all) => all.filter((_, i) => i !== si))
                }
              >
                Remove group
              </button>
            </div>
            {errors[`sections.${si}.items`] && <p className={adminUi.fieldError}>{errors[`sections.${si}.items`]}</p>}
            <ol className="space-y-4">
              {section.items.map((item, ii) => {
                const path = `sections.${si}.items.${ii}`;
                const n = ii + 1;
                return (
                  <li key={item.key} className="space-y-2 rounded border border-stone-200 p-3">
                    <label className={adminUi.label}>
                      Question {n}
                      <input
                        value={item.question}
                        onChange={(e) => editItem(si, ii, { question: e.target.value })}
                        className={adminUi.input}
                        aria-invalid={Boolean(errors[`${path}.question`])}
                      />
                      {errors[`${path}.question`] && (
                        <span className={adminUi.fieldError}>{errors[`${path}.question`]}</span>
                      )}
                    </label>
                    <RichTextField
                      id={`faq-${item.key}`}
                      label={`Answer ${n}`}
                      value={item.answerHtml}
                      onChange={(answerHtml) => editItem(si, ii, { answerHtml })}
                      error={errors[`${path}.answerHtml`]}
                      compact
                    />
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={adminUi.secondary}
                        disabled={ii === 0}
                        aria-label={`Move question ${n} up`}
                        onClick={() => editSection(si, (s) => ({ ...s, items: move(s.items, ii, ii - 1) }))}
                      >
                        ↑ Up
                      </button>
                      <button
                        type="button"
                        className={adminUi.secondary}
                        disabled={ii === section.items.length - 1}
                        aria-label={`Move question ${n} down`}
                        onClick={() => editSection(si, (s) => ({ ...s, items: move(s.items, ii, ii + 1) }))}
                      >
                        ↓ Down
                      </button>
                      <button
                        type="button"
                        className={adminUi.danger}
                        onClick={() => editSection(si, (s) => ({ ...s, items: s.items.filter((_, i) => i !== ii) }))}
                      >
                        Remove question
                      </button>
                    </div>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              className={adminUi.secondary}
              onClick={() =>
                editSection(si, (s) => ({ ...s, items: [...s.items, { key: key(), question: '', answerHtml: '' }] }))
              }
            >
              Add a question
            </button>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={adminUi.secondary}
            onClick={() =>
              setSections((all) => [
                ...all,
                { key: key(), title: '', items: [{ key: key(), question: '', answerHtml: '' }] },
              ])
            }
          >
            Add a group
          </button>
          <button type="submit" className={adminUi.button} disabled={busy}>
            {busy ? 'Saving…' : 'Save FAQs'}
          </button>
          <a href="/FAQs" target="_blank" rel="noreferrer" className="self-center text-sm underline">
            View on the store
          </a>
        </div>
      </form>
    </div>
  );
});
