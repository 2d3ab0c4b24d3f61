/** The shapes of the blog and content pages, as the API answers them and the pages receive them. */

/** A blog post. `image` is a URL (the spec's field); `imageKey` gives the responsive sizes (src/shop/images.ts). */
export type BlogDto = {
  _id: string;
  title: string;
  slug: string;
  description: string;
  image: string;
  imageKey: string;
  /** Sanitised HTML. */
  content: string;
  /** ISO dates. The post shows `publishedAt`. */
  publishedAt: string;
  createdAt: string;
};

export type BlogSummary = Omit<BlogDto, 'content'>;

/** An editable page (about, policies, FAQs). */
export type ContentPageDto = {
  slug: string;
  title: string;
  metaDescription: string;
  /** Sanitised HTML. */
  body: string;
  updatedAt: string;
};

export type FaqItem = { question: string; answerHtml: string };
/** FAQs grouped under the page's <h2> headings (one untitled group when there are none). */
export type FaqSection = { title: string | null; items: FaqItem[] };
export type FaqPage = {
  title: string;
  metaDescription: string;
  /** HTML before the first question (may be empty). */
  introHtml: string;
  sections: FaqSection[];
};

/** The slugs of the editable pages the storefront shows. */
export const CONTENT_PAGE_SLUGS = [
  'about-us',
  'shipping-policy',
  'return-policy',
  'privacy-policy',
  'terms-conditions',
  'faqs',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** The editable page whose list items are the messages of the strip above the header (not a page of its own). */
export const TOP_BAR_SLUG = 'top-bar';
