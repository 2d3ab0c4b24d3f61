/**
 * The admin's content editing (issue 11): blog posts, the editable pages and the FAQs, one schema per input shared
 * by the page's form and the API route. HTML fields are what the rich-text editor gives; the server sanitises them
 * before storing (src/server/content/sanitise.ts), whatever the browser sent.
 */
import { z } from 'zod';
import { CONTENT_PAGE_SLUGS, TOP_BAR_SLUG } from '../content-types.ts';
import { SLUG_PATTERN } from '../slugs.ts';

const SLUG_MESSAGE = 'Slug may use lower-case letters, digits and single dashes';
/** An uploaded image key, e.g. `blogs/3f9a1c…`: no dots, no leading slash. */
const IMAGE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/i;
const MAX_HTML = 500_000;

export const BLOGS_MAX_PER_PAGE = 100;

export const blogListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search must be 100 characters or fewer').optional(),
  status: z.enum(['all', 'published', 'draft'], { error: 'Choose all, published or drafts' }).default('all'),
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(BLOGS_MAX_PER_PAGE).default(25),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

const htmlField = (required: string) =>
  z
    .string({ error: required })
    .max(MAX_HTML, 'Content is too long')
    .refine((html) => hasText(html), required);

/** A blog post as the editor saves it. An empty slug is made from the title. */
export const blogFormSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be 200 characters or fewer'),
  slug: z
    .string()
    .trim()
    .max(120, 'Slug must be 120 characters or fewer')
    .refine((s) => s === '' || SLUG_PATTERN.test(s), SLUG_MESSAGE)
    .default(''),
  description: z.string().trim().max(300, 'Description must be 300 characters or fewer').default(''),
  image: z
    .string({ error: 'Please upload a picture' })
    .trim()
    .min(1, 'Please upload a picture')
    .max(300, 'Please upload a picture')
    .regex(IMAGE_KEY, 'Please upload a picture'),
  content: htmlField('Content is required'),
  published: z.boolean({ error: 'Published must be true or false' }).default(false),
});
export type BlogFormInput = z.input<typeof blogFormSchema>;
export type BlogForm = z.output<typeof blogFormSchema>;

/** Publish a post on the store or take it back to a draft. */
export const blogPublishSchema = z.object({ published: z.boolean({ error: 'Choose publish or unpublish' }) });

/** The pages the admin edits with the HTML editor (the FAQs have their own editor). */
export const EDITABLE_PAGES = [...CONTENT_PAGE_SLUGS.filter((s) => s !== 'faqs'), TOP_BAR_SLUG] as const;
export type EditablePage = (typeof EDITABLE_PAGES)[number];
export const PAGE_LABELS: Record<EditablePage, { label: string; path: string | null }> = {
  'about-us': { label: 'About us', path: '/AboutUs' },
  'shipping-policy': { label: 'Shipping policy', path: '/ShippingPolicy' },
  'return-policy': { label: 'Return policy', path: '/ReturnPolicy' },
  'privacy-policy': { label: 'Privacy policy', path: '/PrivacyPolicy' },
  'terms-conditions': { label: 'Terms and conditions', path: '/TermConditions' },
  'top-bar': { label: 'Strip above the header (one message per list item)', path: null },
};
export const isEditablePage = (slug: string): slug is EditablePage =>
  (EDITABLE_PAGES as readonly string[]).includes(slug);

export const pageFormSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be 200 characters or fewer'),
  metaDescription: z.string().trim().max(300, 'Meta description must be 300 characters or fewer').default(''),
  body: htmlField('Content is required'),
});
export type PageFormInput = z.input<typeof pageFormSchema>;

const faqItem = z.object({
  question: z
    .string({ error: 'Question is required' })
    .trim()
    .min(1, 'Question is required')
    .max(300, 'Question must be 300 characters or fewer'),
  answerHtml: z
    .string({ error: 'Answer is required' })
    .max(20_000, 'Answer is too long')
    .refine((html) => hasText(html), 'Answer is required'),
});

/** The FAQ page as questions and answers, optionally in titled groups, after an optional introduction. */
export const faqsFormSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be 200 characters or fewer'),
  metaDescription: z.string().trim().max(300, 'Meta description must be 300 characters or fewer').default(''),
  introHtml: z.string().max(20_000, 'Introduction is too long').default(''),
  sections: z
    .array(
      z.object({
        title: z.string().trim().max(200, 'Group title must be 200 characters or fewer').default(''),
        items: z.array(faqItem).min(1, 'A group needs at least one question').max(100, 'At most 100 questions a group'),
      }),
    )
    .min(1, 'Add at least one question')
    .max(20, 'At most 20 groups'),
});
export type FaqsFormInput = z.input<typeof faqsFormSchema>;
export type FaqsForm = z.output<typeof faqsFormSchema>;

/** Whether HTML has any visible text or picture (an editor left empty gives `<p></p>`). */
export function hasText(html: string): boolean {
  return /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}

/** The largest picture a post may upload. */
export const MAX_BLOG_IMAGE_BYTES = 8 * 1024 * 1024;
export const BLOG_IMAGE_TOO_LARGE = 'The picture is larger than 8 MB. Please choose a smaller one.';

const MEASUREMENT = 'Enter a measurement in inches (0 to 100)';

/** One table of a size chart: a row per size, a measurement (inches) per column. */
const sizeTableSchema = z
  .object({
    title: z.string().trim().max(120, 'Table title must be 120 characters or fewer').default(''),
    sizeLabel: z
      .string({ error: 'First column heading is required' })
      .trim()
      .min(1, 'First column heading is required')
      .max(40, 'First column heading must be 40 characters or fewer'),
    columns: z
      .array(
        z
          .string({ error: 'Column heading is required' })
          .trim()
          .min(1, 'Column heading is required')
          .max(40, 'Column heading must be 40 characters or fewer'),
      )
      .min(1, 'Add at least one measurement column')
      .max(12, 'At most 12 columns'),
    rows: z
      .array(
        z.object({
          size: z
            .string({ error: 'Size is required' })
            .trim()
            .min(1, 'Size is required')
            .max(20, 'Size must be 20 characters or fewer'),
          values: z.array(
            z.coerce.number({ error: MEASUREMENT }).finite(MEASUREMENT).min(0, MEASUREMENT).max(100, MEASUREMENT),
          ),
        }),
      )
      .min(1, 'Add at least one size')
      .max(40, 'At most 40 sizes'),
  })
  .superRefine((t, ctx) => {
    t.rows.forEach((row, i) => {
      if (row.values.length !== t.columns.length)
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'values'], message: 'Fill in every column of this size' });
    });
  });

/** A category's size chart as the admin edits it. */
export const sizeChartFormSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(120, 'Title must be 120 characters or fewer'),
  intro: z.string().trim().max(500, 'Advice must be 500 characters or fewer').default(''),
  tables: z.array(sizeTableSchema).min(1, 'Add at least one table').max(6, 'At most 6 tables'),
});
export type SizeChartFormInput = z.input<typeof sizeChartFormSchema>;
