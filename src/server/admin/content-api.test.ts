/** Content from the admin (issue 11): blog posts, pages and FAQs, sanitised on the server, on the store at once. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAdmin } from '../../../tests/support/admins.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { multipart } from '../../../tests/support/multipart.ts';
import { auditLog } from '../audit/tables.ts';
import { blogs, contentPages, sizeCharts } from '../content/tables.ts';

let t: TestDatabase;
let a: TestApp;
let staff: TestAdmin;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000' }, { worker: false });
  staff = await createAdmin(a.app, a.services, 'staff');
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

const HOSTILE =
  '<h1>Monsoon edit</h1><p onclick="steal()">Light <strong>linen</strong> for rainy days.</p>' +
  '<script>alert(document.cookie)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">tap</a>';

const post = (payload: object) =>
  a.app.inject({ method: 'POST', url: '/api/admin/content/blogs', headers: staff.auth, payload });
const put = (id: string, payload: object) =>
  a.app.inject({ method: 'PUT', url: `/api/admin/content/blogs/${id}`, headers: staff.auth, payload });
const publish = (id: string, published: boolean) =>
  a.app.inject({ method: 'PATCH', url: `/api/admin/content/blogs/${id}`, headers: staff.auth, payload: { published } });
const storefront = (slug: string) => a.app.inject({ method: 'GET', url: `/api/blogs/${slug}` });
const actions = async (entity: string, entityId: string) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
      .orderBy(auditLog.createdAt)
  ).map((r) => r.action);

const base = { title: 'Monsoon Edit 2026', description: 'What to wear when it pours.', image: 'blogs/abc123' };

describe('blog posts', () => {
  it('stores sanitised HTML; a draft is not on the store; publish, edit and unpublish show there at once', async () => {
    const created = await post({ ...base, content: HOSTILE });
    expect(created.statusCode, created.body).toBe(201);
    const blog = created.json().post;
    expect(blog).toMatchObject({ slug: 'monsoon-edit-2026', published: false });

    const [row] = await t.db.select().from(blogs).where(eq(blogs.id, blog.id));
    expect(row!.content).toContain('<strong>linen</strong>');
    expect(row!.content).toContain('<h2>Monsoon edit</h2>');
    for (const bad of ['<script', 'alert', 'onerror', 'onclick', 'javascript:', '<h1'])
      expect(row!.content).not.toContain(bad);

    // A draft: not listed, not found, not on the page loader.
    expect((await storefront(blog.slug)).statusCode).toBe(404);
    expect(await a.services.content.findBlog(blog.slug)).toBeNull();

    expect((await publish(blog.id, true)).json().post.published).toBe(true);
    const live = await storefront(blog.slug);
    expect(live.statusCode).toBe(200);
    expect(live.json().data.title).toBe('Monsoon Edit 2026');
    const list = (await a.app.inject({ method: 'GET', url: '/api/blogs' })).json().data as Array<{ slug: string }>;
    expect(list.map((b) => b.slug)).toContain(blog.slug);

    const edited = await put(blog.id, {
      ...base,
      title: 'Monsoon Edit, revised',
      slug: blog.slug,
      content: '<p>Now with <em>umbrellas</em>.</p>',
      published: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await a.services.content.findBlog(blog.slug))!.content).toBe('<p>Now with <em>umbrellas</em>.</p>');
    expect((await a.services.content.listBlogSummaries()).find((b) => b.slug === blog.slug)!.title).toBe(
      'Monsoon Edit, revised',
    );

    expect((await publish(blog.id, false)).statusCode).toBe(200);
    expect((await storefront(blog.slug)).statusCode).toBe(404);
    expect((await a.services.content.listBlogSummaries()).map((b) => b.slug)).not.toContain(blog.slug);

    expect(await actions('blog', blog.id)).toEqual(['blog.create', 'blog.publish', 'blog.update', 'blog.unpublish']);
    const [update] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, blog.id), eq(auditLog.action, 'blog.update')));
    expect(update!.changes).toMatchObject({ title: { before: 'Monsoon Edit 2026', after: 'Monsoon Edit, revised' } });
    expect(update!.actorId).toBe(staff.id);

    // The admin lists drafts too, and filters them.
    const drafts = await a.app.inject({
      method: 'GET',
      url: '/api/admin/content/blogs?status=draft&q=monsoon',
      headers: staff.auth,
    });
    expect(drafts.json().posts.map((p: { id: string }) => p.id)).toEqual([blog.id]);
  });

  it('refuses a taken slug (409 on the slug), bad fields (400 per field) and content that is only script', async () => {
    const first = await post({ ...base, slug: 'taken-slug', content: '<p>One</p>', published: true });
    expect(first.statusCode).toBe(201);
    const again = await post({ ...base, slug: 'taken-slug', content: '<p>Two</p>' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, fields: { slug: 'Another post already uses this slug.' } });

    const bad = await post({ title: ' ', slug: 'Bad Slug', image: '../etc/passwd', content: '<p></p>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      title: 'Title is required',
      slug: 'Slug may use lower-case letters, digits and single dashes',
      image: 'Please upload a picture',
      content: 'Content is required',
    });
    const script = await post({ ...base, slug: 'only-script', content: '<script>alert(1)</script>' });
    expect(script.statusCode).toBe(400);
    expect(script.json().fields).toEqual({ content: 'Content is required' });
    expect((await t.db.select().from(blogs).where(eq(blogs.slug, 'only-script'))).length).toBe(0);
    expect((await publish('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
  });

  it('uploads a picture re-encoded as WebP under blogs/, and refuses a file that is not an image', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b4234a' } })
      .png()
      .toBuffer();
    const body = await multipart({}, { name: 'hero.png', type: 'image/png', data: png });
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { ...staff.auth, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json();
    expect(key).toMatch(/^blogs\/[0-9a-f]{24}$/);
    expect(url).toBe(`/uploads/${key}-720.webp`);
    const stored = await fs.readFile(path.join(a.dataDir, 'uploads', `${key}-720.webp`));
    expect((await sharp(stored).metadata()).format).toBe('webp');

    const fake = await multipart({}, { name: 'x.png', type: 'image/png', data: Buffer.from('not an image') });
    const refused = await a.app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { ...staff.auth, 'content-type': fake.contentType },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.image).toMatch(/image file/);
  });
});

describe('pages and FAQs', () => {
  it('saves a page with sanitised HTML; the store shows it at once; audited', async () => {
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/content/pages/return-policy',
      headers: staff.auth,
      payload: { title: 'Returns', metaDescription: 'Seven days.', body: `<p>Seven days.</p>${HOSTILE}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await a.app.inject({ method: 'GET', url: '/api/pages/return-policy' })).json().data;
    expect(page.title).toBe('Returns');
    expect(page.body).toContain('<p>Seven days.</p>');
    const [row] = await t.db.select().from(contentPages).where(eq(contentPages.slug, 'return-policy'));
    expect(row!.body).not.toMatch(/script|onerror|onclick|javascript/);
    expect(await actions('page', 'return-policy')).toEqual(['page.create']);

    await a.app.inject({
      method: 'PUT',
      url: '/api/admin/content/pages/return-policy',
      headers: staff.auth,
      payload: { title: 'Returns and exchanges', metaDescription: 'Seven days.', body: '<p>Seven days.</p>' },
    });
    expect(await actions('page', 'return-policy')).toEqual(['page.create', 'page.update']);

    const unknown = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/content/pages/admin-secrets',
      headers: staff.auth,
      payload: { title: 'x', body: '<p>x</p>' },
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/content/pages/about-us',
      headers: staff.auth,
      payload: { title: '', body: '<p> </p>' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ title: 'Title is required', body: 'Content is required' });
  });

  it('saves FAQs as questions and answers in order; the FAQ page reads them back', async () => {
    const faqs = {
      title: 'FAQs',
      metaDescription: 'Answers.',
      introHtml: '<p>Read this first.</p>',
      sections: [
        {
          title: 'Orders',
          items: [
            { question: 'Do you ship <b>abroad</b>?', answerHtml: '<p>Only within India.</p><h3>Not a question</h3>' },
            { question: 'Can I cancel?', answerHtml: '<p>Before it ships.</p><script>x()</script>' },
          ],
        },
        { title: '', items: [{ question: 'COD?', answerHtml: '<p>Yes, up to ₹10,000.</p>' }] },
      ],
    };
    const res = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/content/faqs',
      headers: staff.auth,
      payload: faqs,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = (await a.services.content.findFaqs())!;
    expect(page.introHtml).toBe('<p>Read this first.</p>');
    expect(page.sections.map((s) => s.title)).toEqual(['Orders']);
    expect(page.sections[0]!.items.map((i) => i.question)).toEqual([
      'Do you ship <b>abroad</b>?',
      'Can I cancel?',
      'COD?',
    ]);
    expect(page.sections[0]!.items[0]!.answerHtml).toBe('<p>Only within India.</p><h4>Not a question</h4>');
    expect(page.sections[0]!.items[1]!.answerHtml).toBe('<p>Before it ships.</p>');

    // Reordered and one removed.
    const edited = (await a.app.inject({ method: 'GET', url: '/api/admin/content/faqs', headers: staff.auth })).json()
      .faqs;
    edited.sections[0].items.reverse();
    edited.sections[0].items.pop();
    await a.app.inject({ method: 'PUT', url: '/api/admin/content/faqs', headers: staff.auth, payload: edited });
    expect((await a.services.content.findFaqs())!.sections[0]!.items.map((i) => i.question)).toEqual([
      'COD?',
      'Can I cancel?',
    ]);
    expect(await actions('page', 'faqs')).toEqual(['page.create', 'page.update']);

    const bad = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/content/faqs',
      headers: staff.auth,
      payload: { title: 'FAQs', sections: [{ title: '', items: [{ question: '', answerHtml: '<p></p>' }] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'sections.0.items.0.question': 'Question is required',
      'sections.0.items.0.answerHtml': 'Answer is required',
    });
  });
});

describe('size charts', () => {
  it("saves a category's chart (the size guide shows it at once), audited; refuses bad measurements per cell", async () => {
    const [chart] = await t.db
      .insert(sizeCharts)
      .values({
        gender: 'women',
        categorySlug: 'kurtas',
        title: "Women's Kurtas",
        tables: [{ title: 'Kurtas', sizeLabel: 'Size', columns: ['Bust'], rows: [{ size: 'S', values: [34] }] }],
      })
      .returning();
    const list = await a.app.inject({ method: 'GET', url: '/api/admin/content/size-charts', headers: staff.auth });
    expect(list.json().charts.map((c: { id: string }) => c.id)).toContain(chart!.id);

    const table = {
      title: 'Kurtas, body measurements',
      sizeLabel: 'Size',
      columns: ['Bust', 'Waist'],
      rows: [
        { size: 'S', values: [34, 28] },
        { size: 'M', values: [36, 30.5] },
      ],
    };
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/content/size-charts/${chart!.id}`,
      headers: staff.auth,
      payload: { title: "Women's Kurtas", intro: 'Measure over light clothing.', tables: [table] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = await a.services.sizeCharts.forCategory('women', 'kurtas');
    expect(shown).toMatchObject({ intro: 'Measure over light clothing.', tables: [table] });
    expect(await actions('size_chart', chart!.id)).toEqual(['size_chart.update']);

    const bad = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/content/size-charts/${chart!.id}`,
      headers: staff.auth,
      payload: {
        title: 'X',
        tables: [
          {
            ...table,
            rows: [
              { size: 'S', values: [34, 500] },
              { size: '', values: [1] },
            ],
          },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'tables.0.rows.0.values.1': 'Enter a measurement in inches (0 to 100)',
      'tables.0.rows.1.size': 'Size is required',
      'tables.0.rows.1.values': 'Fill in every column of this size',
    });
    const missing = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/content/size-charts/00000000-0000-4000-8000-000000000000',
      headers: staff.auth,
      payload: { title: 'X', tables: [table] },
    });
    expect(missing.statusCode).toBe(404);
  });
});
