/**
 * The admin's content editing (issue 11): blog posts (drafts and published), the editable pages and the FAQs. All
 * HTML is sanitised here, on the server, before it is stored (and again when read: service.ts). Every change is
 * audited in its own transaction. The storefront reads the same tables with no cache, so a change shows at once.
 */
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  blogFormSchema,
  faqsFormSchema,
  isEditablePage,
  PAGE_LABELS,
  pageFormSchema,
  sizeChartFormSchema,
  type BlogForm,
  type BlogListQuery,
  type FaqsForm,
} from '../../shop/admin/content.ts';
import { imageUrl } from '../../shop/images.ts';
import { sizeChartAnchor, type SizeTable } from '../../shop/size-guide.ts';
import { fieldErrors } from '../../shop/form-errors.ts';
import { isUuid } from '../../shop/ids.ts';
import type { Actor, AuditService } from '../audit/service.ts';
import type { Db, Tx } from '../db/client.ts';
import { Conflict, Invalid, NotFound } from '../errors.ts';
import { storeImage } from '../reviews/images.ts';
import type { FileStorage } from '../storage/storage.ts';
import { parseFaqs } from './faqs.ts';
import { sanitiseHtml } from './sanitise.ts';
import { slugify } from '../../shop/slugs.ts';
import { blogs, contentPages, sizeCharts } from './tables.ts';
import type { z } from 'zod';

export type AdminBlogSummary = {
  id: string;
  title: string;
  slug: string;
  description: string;
  image: string;
  imageKey: string;
  published: boolean;
  publishedAt: string;
  updatedAt: string;
};
export type AdminBlog = AdminBlogSummary & { content: string };
export type AdminPage = { slug: string; title: string; metaDescription: string; body: string; exists: boolean };

export type AdminSizeChart = {
  id: string;
  gender: string;
  categorySlug: string;
  anchor: string;
  title: string;
  intro: string;
  tables: SizeTable[];
  updatedAt: string;
};

export const SIZE_CHART_NOT_FOUND = 'No such size chart.';
export const BLOG_NOT_FOUND = 'No such blog post.';
export const SLUG_TAKEN = 'Another post already uses this slug.';
export const PAGE_NOT_EDITABLE = 'No such page.';
const CONTENT_REQUIRED = 'Content is required';

type BlogRow = typeof blogs.$inferSelect;
type PageRow = typeof contentPages.$inferSelect;
type ChartRow = typeof sizeCharts.$inferSelect;

const toChart = (r: ChartRow): AdminSizeChart => ({
  id: r.id,
  gender: r.gender,
  categorySlug: r.categorySlug,
  anchor: sizeChartAnchor(r.gender, r.categorySlug),
  title: r.title,
  intro: r.intro,
  tables: r.tables,
  updatedAt: r.updatedAt.toISOString(),
});

/** Parses input with the shared schema, or throws 400 with a message per field. */
function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error.issues);
  throw new Invalid(Object.values(fields)[0] ?? 'Please check the form.', { fields });
}

/** Long HTML is recorded in the audit log by size and fingerprint, so the log stays readable. */
const fingerprint = (html: string) =>
  `${html.length} characters, #${crypto.createHash('sha256').update(html).digest('hex').slice(0, 10)}`;

const auditedBlog = (r: BlogRow) => ({
  title: r.title,
  slug: r.slug,
  description: r.description,
  image: r.image,
  content: fingerprint(r.content),
  published: r.published,
});
const auditedPage = (r: PageRow) => ({ title: r.title, metaDescription: r.metaDescription, body: fingerprint(r.body) });

function toSummary(r: BlogRow): AdminBlogSummary {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    image: imageUrl(r.image, 360),
    imageKey: r.image,
    published: r.published,
    publishedAt: r.publishedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An answer's own headings would start a new question or group on the FAQ page: they become minor headings. */
const demoteHeadings = (html: string) => html.replace(/<(\/?)h[23]>/g, '<$1h4>');

/** The FAQ form as the one HTML page the storefront reads (faqs.ts parses it back). */
export function faqsToHtml(form: FaqsForm): string {
  const parts: string[] = [];
  const intro = demoteHeadings(sanitiseHtml(form.introHtml));
  if (intro) parts.push(intro);
  for (const section of form.sections) {
    if (section.title) parts.push(`<h2>${escapeHtml(section.title)}</h2>`);
    for (const item of section.items) {
      parts.push(`<h3>${escapeHtml(item.question)}</h3>`, demoteHeadings(sanitiseHtml(item.answerHtml)));
    }
  }
  return parts.join('\n');
}

const isUniqueViolation = (err: unknown) => (err as { cause?: { code?: string } }).cause?.code === '23505';

export function createContentAdmin(deps: { db: Db; audit: AuditService; storage: FileStorage }) {
  const { db, audit } = deps;

  /** The post's values from the form: slug from the title when empty, HTML sanitised (and still not empty). */
  function blogValues(form: BlogForm) {
    const slug = form.slug || slugify(form.title);
    if (!slug) throw new Invalid('Slug is required', { fields: { slug: 'Slug is required' } });
    const content = sanitiseHtml(form.content);
    if (!content) throw new Invalid(CONTENT_REQUIRED, { fields: { content: CONTENT_REQUIRED } });
    return { title: form.title, slug, description: form.description, image: form.image, content };
  }

  async function lockBlog(tx: Tx, id: string): Promise<BlogRow> {
    if (!isUuid(id)) throw new NotFound(BLOG_NOT_FOUND);
    const [row] = await tx.select().from(blogs).where(eq(blogs.id, id)).for('update');
    if (!row) throw new NotFound(BLOG_NOT_FOUND);
    return row;
  }

  /** Runs a write to a post; a taken slug is a 409 on the slug field. */
  async function writeBlog<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (isUniqueViolation(err)) throw new Conflict(SLUG_TAKEN, { fields: { slug: SLUG_TAKEN } });
      throw err;
    }
  }

  async function savePageBody(
    slug: string,
    values: { title: string; metaDescription: string; body: string },
    actor: Actor,
  ): Promise<AdminPage> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update');
      const [after] = await tx
        .insert(contentPages)
        .values({ slug, ...values })
        .onConflictDoUpdate({ target: contentPages.slug, set: { ...values, updatedAt: new Date() } })
        .returning();
      await audit.record(tx, {
        actor,
        action: before ? 'page.update' : 'page.create',
        entity: 'page',
        entityId: slug,
        before: before ? auditedPage(before) : null,
        after: auditedPage(after!),
      });
      return { slug, title: after!.title, metaDescription: after!.metaDescription, body: after!.body, exists: true };
    });
  }

  return {
    /** Every post, drafts too, newest first, searched by title or slug, a page at a time. */
    async listBlogs(q: BlogListQuery): Promise<{ posts: AdminBlogSummary[]; total: number }> {
      const where: SQL[] = [];
      if (q.status !== 'all') where.push(eq(blogs.published, q.status === 'published'));
      if (q.q) {
        const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(blogs.title, like), ilike(blogs.slug, like))!);
      }
      const cond = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(blogs)
          .where(cond)
          .orderBy(desc(blogs.publishedAt), desc(blogs.createdAt))
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage),
        db.select({ n: count() }).from(blogs).where(cond),
      ]);
      return { posts: rows.map(toSummary), total: total?.n ?? 0 };
    },

    /** One post to edit (drafts too). */
    async blog(id: string): Promise<AdminBlog> {
      if (!isUuid(id)) throw new NotFound(BLOG_NOT_FOUND);
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
      if (!row) throw new NotFound(BLOG_NOT_FOUND);
      return { ...toSummary(row), content: sanitiseHtml(row.content) };
    },

    /** A new post (a draft unless `published`), its HTML sanitised before it is stored. */
    async createBlog(input: unknown, actor: Actor): Promise<AdminBlog> {
      const form = parse(blogFormSchema, input);
      const values = blogValues(form);
      return writeBlog(async (tx) => {
        const [row] = await tx
          .insert(blogs)
          .values({ ...values, published: form.published })
          .returning();
        await audit.record(tx, {
          actor,
          action: 'blog.create',
          entity: 'blog',
          entityId: row!.id,
          before: null,
          after: auditedBlog(row!),
        });
        return { ...toSummary(row!), content: row!.content };
      });
    },

    /** Saves an edited post. A draft being published gets today's publication date. */
    async updateBlog(id: string, input: unknown, actor: Actor): Promise<AdminBlog> {
      const form = parse(blogFormSchema, input);
      const values = blogValues(form);
      return writeBlog(async (tx) => {
        const before = await lockBlog(tx, id);
        const publishing = form.published && !before.published;
        const [row] = await tx
          .update(blogs)
          .set({
            ...values,
            published: form.published,
            ...(publishing ? { publishedAt: new Date() } : {}),
            updatedAt: new Date(),
          })
          .where(eq(blogs.id, id))
          .returning();
        await audit.record(tx, {
          actor,
          action: 'blog.update',
          entity: 'blog',
          entityId: id,
          before: auditedBlog(before),
          after: auditedBlog(row!),
        });
        return { ...toSummary(row!), content: row!.content };
      });
    },

    /** Publishes a post on the store (dated today when it was a draft) or takes it back to a draft. */
    async setPublished(id: string, published: boolean, actor: Actor): Promise<AdminBlogSummary> {
      return db.transaction(async (tx) => {
        const before = await lockBlog(tx, id);
        if (before.published === published) return toSummary(before);
        const [row] = await tx
          .update(blogs)
          .set({ published, ...(published ? { publishedAt: new Date() } : {}), updatedAt: new Date() })
          .where(eq(blogs.id, id))
          .returning();
        await audit.record(tx, {
          actor,
          action: published ? 'blog.publish' : 'blog.unpublish',
          entity: 'blog',
          entityId: id,
          before: { published: before.published },
          after: { published: row!.published },
        });
        return toSummary(row!);
      });
    },

    /** Stores an uploaded picture for a post (re-encoded, any metadata dropped); answers its key and URL. */
    async uploadImage(data: Buffer): Promise<{ key: string; url: string }> {
      const key = await storeImage(deps.storage, data, 'blogs');
      return { key, url: imageUrl(key, 720) };
    },

    /** The editable pages with their current titles (a page not written yet shows its label). */
    async pages(): Promise<Array<{ slug: string; title: string; exists: boolean; updatedAt: string | null }>> {
      const rows = await db
        .select({ slug: contentPages.slug, title: contentPages.title, updatedAt: contentPages.updatedAt })
        .from(contentPages);
      const bySlug = new Map(rows.map((r) => [r.slug, r]));
      return [...Object.keys(PAGE_LABELS), 'faqs'].map((slug) => {
        const row = bySlug.get(slug);
        return {
          slug,
          title: row?.title ?? (slug === 'faqs' ? 'FAQs' : PAGE_LABELS[slug as keyof typeof PAGE_LABELS].label),
          exists: Boolean(row),
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
      });
    },

    /** One editable page to edit (empty when it was never written). */
    async page(slug: string): Promise<AdminPage> {
      if (!isEditablePage(slug)) throw new NotFound(PAGE_NOT_EDITABLE);
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
      if (!row) return { slug, title: PAGE_LABELS[slug].label, metaDescription: '', body: '', exists: false };
      return {
        slug,
        title: row.title,
        metaDescription: row.metaDescription,
        body: sanitiseHtml(row.body),
        exists: true,
      };
    },

    /** Saves an editable page (about, the policies, the top strip), its HTML sanitised before it is stored. */
    async savePage(slug: string, input: unknown, actor: Actor): Promise<AdminPage> {
      if (!isEditablePage(slug)) throw new NotFound(PAGE_NOT_EDITABLE);
      const form = parse(pageFormSchema, input);
      const body = sanitiseHtml(form.body);
      if (!body) throw new Invalid(CONTENT_REQUIRED, { fields: { body: CONTENT_REQUIRED } });
      return savePageBody(slug, { title: form.title, metaDescription: form.metaDescription, body }, actor);
    },

    /** The FAQ page as the editor's questions and answers (groups kept). */
    async faqs(): Promise<FaqsForm> {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, 'faqs'));
      if (!row) return { title: 'Frequently Asked Questions', metaDescription: '', introHtml: '', sections: [] };
      const parsed = parseFaqs(sanitiseHtml(row.body));
      return {
        title: row.title,
        metaDescription: row.metaDescription,
        introHtml: parsed.introHtml,
        sections: parsed.sections.map((s) => ({
          title: s.title ?? '',
          items: s.items.map((i) => ({ question: i.question, answerHtml: i.answerHtml })),
        })),
      };
    },

    /** The size guide's charts, in the guide's order. */
    async sizeCharts(): Promise<AdminSizeChart[]> {
      const rows = await db.select().from(sizeCharts).orderBy(asc(sizeCharts.sortOrder), asc(sizeCharts.title));
      return rows.map(toChart);
    },

    async sizeChart(id: string): Promise<AdminSizeChart> {
      if (!isUuid(id)) throw new NotFound(SIZE_CHART_NOT_FOUND);
      const [row] = await db.select().from(sizeCharts).where(eq(sizeCharts.id, id));
      if (!row) throw new NotFound(SIZE_CHART_NOT_FOUND);
      return toChart(row);
    },

    /** Saves a category's chart (title, advice, tables of sizes and measurements); the size guide shows it at once. */
    async saveSizeChart(id: string, input: unknown, actor: Actor): Promise<AdminSizeChart> {
      if (!isUuid(id)) throw new NotFound(SIZE_CHART_NOT_FOUND);
      const form = parse(sizeChartFormSchema, input);
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(sizeCharts).where(eq(sizeCharts.id, id)).for('update');
        if (!before) throw new NotFound(SIZE_CHART_NOT_FOUND);
        const [after] = await tx
          .update(sizeCharts)
          .set({ title: form.title, intro: form.intro, tables: form.tables, updatedAt: new Date() })
          .where(eq(sizeCharts.id, id))
          .returning();
        const audited = (r: ChartRow) => ({ title: r.title, intro: r.intro, tables: r.tables });
        await audit.record(tx, {
          actor,
          action: 'size_chart.update',
          entity: 'size_chart',
          entityId: id,
          before: audited(before),
          after: audited(after!),
        });
        return toChart(after!);
      });
    },

    /** Saves the FAQs (questions added, removed, reordered) as the one FAQ page the storefront reads. */
    async saveFaqs(input: unknown, actor: Actor): Promise<FaqsForm> {
      const form = parse(faqsFormSchema, input);
      const body = faqsToHtml(form);
      await savePageBody('faqs', { title: form.title, metaDescription: form.metaDescription, body }, actor);
      return this.faqs();
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
