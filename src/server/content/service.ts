/**
 * Blog posts and editable pages (about, policies, FAQs). The only code that touches the `blogs` and `content_pages`
 * tables. HTML is sanitised when saved and again when read, so whatever reaches a page is harmless.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  TOP_BAR_SLUG,
  type BlogDto,
  type BlogSummary,
  type ContentPageDto,
  type FaqPage,
} from '../../shop/content-types.ts';
import { imageUrl } from '../../shop/images.ts';
import type { Db } from '../db/client.ts';
import { blogs, contentPages } from './tables.ts';
import { Invalid, NotFound } from '../errors.ts';
import { parseFaqs } from './faqs.ts';
import { sanitiseHtml } from './sanitise.ts';
import { parseTopBar } from './top-bar.ts';
import { SLUG_PATTERN, slugify } from '../../shop/slugs.ts';

const slugMessage = 'Slug may use lower-case letters, digits and single dashes';
/** An image key as the uploads store names them, e.g. `blogs/festive-looks-3f9a1c`: no dots, no leading slash. */
const IMAGE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/i;

/** What an editor sends to create or update a post (matched by slug; the slug comes from the title when absent). */
export const blogInput = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be 200 characters or fewer'),
  slug: z.string().trim().max(120, 'Slug must be 120 characters or fewer').regex(SLUG_PATTERN, slugMessage).optional(),
  description: z.string().trim().max(300, 'Description must be 300 characters or fewer').default(''),
  image: z.string().trim().min(1, 'Image is required').max(300).regex(IMAGE_KEY, 'Image must be an uploaded image key'),
  content: z.string().max(500_000, 'Content is too long'),
  publishedAt: z.coerce.date().optional(),
});
export type BlogInput = z.input<typeof blogInput>;

export const pageInput = z.object({
  slug: z.string().trim().min(1, 'Slug is required').max(120).regex(SLUG_PATTERN, slugMessage),
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be 200 characters or fewer'),
  metaDescription: z.string().trim().max(300, 'Meta description must be 300 characters or fewer').default(''),
  body: z.string().max(500_000, 'Content is too long'),
});
export type PageInput = z.input<typeof pageInput>;

type BlogRow = typeof blogs.$inferSelect;
type PageRow = typeof contentPages.$inferSelect;

const summaryColumns = {
  id: blogs.id,
  title: blogs.title,
  slug: blogs.slug,
  description: blogs.description,
  image: blogs.image,
  publishedAt: blogs.publishedAt,
  createdAt: blogs.createdAt,
};

/** The hero picture is shown up to 1080 px wide. */
const BLOG_IMAGE_WIDTH = 1080;

function toSummary(row: Pick<BlogRow, keyof typeof summaryColumns>): BlogSummary {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    image: imageUrl(row.image, BLOG_IMAGE_WIDTH),
    imageKey: row.image,
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function toBlog(row: BlogRow): BlogDto {
  return { ...toSummary(row), content: sanitiseHtml(row.content) };
}

function toPage(row: PageRow): ContentPageDto {
  return {
    slug: row.slug,
    title: row.title,
    metaDescription: row.metaDescription,
    body: sanitiseHtml(row.body),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Parses an editor's input, or throws Invalid with the first message of each field. */
function parseOrInvalid<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  throw new Invalid(result.error.issues[0]?.message ?? 'Invalid input', { fields });
}

/** A slug from a URL: anything that cannot be one is simply not found. */
function isSlug(slug: string): boolean {
  return slug.length <= 120 && SLUG_PATTERN.test(slug);
}

export function createContentService(db: Db) {
  async function findPage(slug: string): Promise<ContentPageDto | null> {
    if (!isSlug(slug)) return null;
    const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
    return row ? toPage(row) : null;
  }

  async function findBlog(slug: string): Promise<BlogDto | null> {
    if (!isSlug(slug)) return null;
    const [row] = await db
      .select()
      .from(blogs)
      .where(and(eq(blogs.slug, slug), eq(blogs.published, true)));
    return row ? toBlog(row) : null;
  }

  return {
    /** Every published post with its content, newest first (`GET /api/blogs`); drafts are the admin's. */
    async listBlogs(): Promise<BlogDto[]> {
      const rows = await db
        .select()
        .from(blogs)
        .where(eq(blogs.published, true))
        .orderBy(desc(blogs.publishedAt), desc(blogs.createdAt));
      return rows.map(toBlog);
    },

    /** The cards of the blog grid (published posts), newest first: no content. */
    async listBlogSummaries(opts: { limit?: number; excludeSlug?: string } = {}): Promise<BlogSummary[]> {
      const query = db
        .select(summaryColumns)
        .from(blogs)
        .where(and(eq(blogs.published, true), opts.excludeSlug ? ne(blogs.slug, opts.excludeSlug) : undefined))
        .orderBy(desc(blogs.publishedAt), desc(blogs.createdAt));
      const rows = opts.limit ? await query.limit(opts.limit) : await query;
      return rows.map(toSummary);
    },

    findBlog,

    async getBlog(slug: string): Promise<BlogDto> {
      const blog = await findBlog(slug);
      if (!blog) throw new NotFound('Blog post not found.');
      return blog;
    },

    /**
     * Creates or updates a post (by slug), with its HTML sanitised before it is stored. For the admin routes to come;
     * the first publication date is kept on updates unless a new one is given.
     */
    async saveBlog(input: BlogInput): Promise<BlogDto> {
      const parsed = parseOrInvalid(blogInput, input);
      const slug = parsed.slug ?? slugify(parsed.title);
      if (!slug) throw new Invalid('Slug is required', { fields: { slug: 'Slug is required' } });
      const content = sanitiseHtml(parsed.content);
      if (!content) throw new Invalid('Content is required', { fields: { content: 'Content is required' } });
      const values = {
        title: parsed.title,
        slug,
        description: parsed.description,
        image: parsed.image,
        content,
        ...(parsed.publishedAt ? { publishedAt: parsed.publishedAt } : {}),
      };
      const [row] = await db
        .insert(blogs)
        .values(values)
        .onConflictDoUpdate({
          target: blogs.slug,
          set: {
            title: values.title,
            description: values.description,
            image: values.image,
            content: values.content,
            ...(parsed.publishedAt ? { publishedAt: parsed.publishedAt } : {}),
          },
        })
        .returning();
      return toBlog(row as BlogRow);
    },

    findPage,

    async getPage(slug: string): Promise<ContentPageDto> {
      const page = await findPage(slug);
      if (!page) throw new NotFound('Page not found.');
      return page;
    },

    /** Creates or updates an editable page, its HTML sanitised before it is stored. */
    async savePage(input: PageInput): Promise<ContentPageDto> {
      const parsed = parseOrInvalid(pageInput, input);
      const values = { ...parsed, body: sanitiseHtml(parsed.body) };
      const [row] = await db
        .insert(contentPages)
        .values(values)
        .onConflictDoUpdate({
          target: contentPages.slug,
          set: {
            title: values.title,
            metaDescription: values.metaDescription,
            body: values.body,
            updatedAt: new Date(),
          },
        })
        .returning();
      return toPage(row as PageRow);
    },

    /** The FAQ page (slug `faqs`) as questions and answers, or null when the page does not exist. */
    async findFaqs(): Promise<FaqPage | null> {
      const page = await findPage('faqs');
      if (!page) return null;
      return { title: page.title, metaDescription: page.metaDescription, ...parseFaqs(page.body) };
    },

    /** The messages of the strip above the header (the editable `top-bar` page); none when the page is missing. */
    async topBar(): Promise<string[]> {
      const page = await findPage(TOP_BAR_SLUG);
      return page ? parseTopBar(page.body) : [];
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
