import { useState } from 'react';
import { data, useNavigate, useRevalidator } from 'react-router';
import { Link } from '../../components/link.tsx';
import { blogFormSchema, MAX_BLOG_IMAGE_BYTES, BLOG_IMAGE_TOO_LARGE } from '../../../shop/admin/content.ts';
import { fieldErrors } from '../../../shop/form-errors.ts';
import { imageUrl } from '../../../shop/images.ts';
import { RichTextField } from '../../components/admin/rich-text-field.tsx';
import { adminUi } from '../../components/admin/ui.ts';
import { adminApi } from '../../lib/admin-api.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { refusalText } from '../../lib/api-client.ts';
import { appContext } from '../../lib/app-context.ts';
import type { Route } from './+types/content-blog.ts';
import { routeView } from '../../lib/route-view.ts';

/** Writes or edits a blog post: title, slug, description, picture, the text (rich-text editor), draft or published. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, 'staff');
  if (params.id === 'new') return { post: null };
  const post = await context
    .get(appContext)
    .services.contentAdmin.blog(params.id)
    .catch((err: { status?: number; message?: string }) => {
      if (err.status === 404) throw data(err.message, { status: 404 });
      throw err;
    });
  return { post };
}

type Form = { title: string; slug: string; description: string; image: string; content: string; published: boolean };

export default routeView(function BlogEditor({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [form, setForm] = useState<Form>({
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    description: post?.description ?? '',
    image: post?.imageKey ?? '',
    content: post?.content ?? '',
    published: post?.published ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function upload(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_BLOG_IMAGE_BYTES) return setErrors((e) => ({ ...e, image: BLOG_IMAGE_TOO_LARGE }));
    setBusy(true);
    const body = new FormData();
    body.append('image', file);
    const res = await fetch('/api/admin/content/images', { method: 'POST', body, credentials: 'same-origin' }).catch(
      () => null,
    );
    setBusy(false);
    const json = (await res?.json().catch(() => null)) as { key?: string; message?: string } | null;
    if (!res?.ok || !json?.key)
      return setErrors((e) => ({
        ...e,
        image: json?.message ?? 'The picture could not be uploaded. Please try again.',
      }));
    setErrors(({ image: _drop, ...rest }) => rest);
    set('image', json.key);
  }

  async function save() {
    const parsed = blogFormSchema.safeParse(form);
    if (!parsed.success) {
      setMessage(null);
      return setErrors(fieldErrors(parsed.error.issues));
    }
    setErrors({});
    setBusy(true);
    const res = post
      ? await adminApi<{ post: { id: string } }>('PUT', `/api/admin/content/blogs/${post.id}`, parsed.data)
      : await adminApi<{ post: { id: string } }>('POST', '/api/admin/content/blogs', parsed.data);
    setBusy(false);
    if (!res.ok) {
      setErrors(res.fields ?? {});
      return setMessage({ ok: false, text: refusalText(res, 'Could not save this post.') });
    }
    setMessage({ ok: true, text: form.published ? 'Saved: the post is on the store.' : 'Saved as a draft.' });
    if (!post) void navigate(`/admin/content/blog/${res.body.post.id}`, { replace: true });
    else void revalidate();
  }

  const field = (name: 'title' | 'slug' | 'description', label: string, hint?: string) => (
    <label className={adminUi.label}>
      {label}
      {hint && <span className="block text-xs font-normal text-stone-600">{hint}</span>}
      <input
        name={name}
        value={form[name]}
        onChange={(e) => set(name, e.target.value)}
        className={adminUi.input}
        aria-invalid={Boolean(errors[name])}
      />
      {errors[name] && <span className={adminUi.fieldError}>{errors[name]}</span>}
    </label>
  );

  return (
    <div className="max-w-4xl space-y-4">
      <Link to="/admin/content" className="text-sm text-brand-700 underline">
        ← Content
      </Link>
      <h1 className={adminUi.h1}>{post ? 'Edit post' : 'New post'}</h1>
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
        {field('title', 'Title')}
        {field('slug', 'Slug (the address: /Blogs/<slug>)', 'Leave empty to make it from the title.')}
        {field('description', 'Short description (cards and search results)')}
        <div>
          <label className={adminUi.label} htmlFor="blog-image">
            Picture
          </label>
          {form.image && (
            <img
              src={imageUrl(form.image, 720)}
              alt="The post's picture"
              className="mt-1 max-h-48 rounded object-cover"
            />
          )}
          <input
            id="blog-image"
            type="file"
            accept="image/*"
            className="mt-1 block text-sm"
            aria-invalid={Boolean(errors.image)}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          {errors.image && <p className={adminUi.fieldError}>{errors.image}</p>}
        </div>
        <RichTextField
          id="blog-content"
          label="Text"
          value={form.content}
          onChange={(html) => set('content', html)}
          error={errors.content}
          hint="Scripts, styles and unsafe links are removed when you save."
        />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4"
            checked={form.published}
            onChange={(e) => set('published', e.target.checked)}
          />
          Published on the store (otherwise a draft only staff see)
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={adminUi.button} disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
          {post?.published && (
            <a href={`/Blogs/${post.slug}`} target="_blank" rel="noreferrer" className="text-sm underline">
              View on the store
            </a>
          )}
        </div>
      </form>
    </div>
  );
});
