import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { blogs, contentPages } from './tables.ts';
import { Invalid } from '../errors.ts';

let t: TestDatabase;
let a: TestApp;

const HOSTILE = [
  '<h1>Big title</h1>',
  '<p style="color:red" onclick="steal()">Hello <strong>there</strong></p>',
  '<script>alert("xss")</script>',
  '<img src="x" onerror="alert(1)">',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" JaVaScRiPt:alert(1)">click2</a>',
  '<a href="https://example.com/shop">outside</a>',
  '<a href="/ReturnPolicy">returns</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(1)"><script>alert(2)</script></svg>',
  '<form action="https://evil.example"><input name="card"></form>',
  '<style>body{display:none}</style>',
].join('\n');

/** Nothing that can run script, load a frame or restyle the page. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<svg/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/<form|<input/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/alert\(/);
  // What is allowed stays.
  expect(html).toContain('<h2>Big title</h2>');
  expect(html).toContain('<p>Hello <strong>there</strong></p>');
  expect(html).toContain('<a href="/ReturnPolicy">returns</a>');
  expect(html).toContain('<a href="https://example.com/shop" rel="noopener noreferrer nofollow">outside</a>');
  expect(html).toContain('<img src="x"');
}

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db);
  await t.db.insert(blogs).values([
    {
      title: 'Older post',
      slug: 'older-post',
      description: 'The first one.',
      image: 'blogs/older-post-aaa111',
      content: '<p>Old news.</p>',
      publishedAt: new Date('2026-01-05T10:00:00Z'),
      createdAt: new Date('2026-01-05T10:00:00Z'),
    },
    {
      title: 'Newer post',
      slug: 'newer-post',
      description: 'The second one.',
      image: 'blogs/newer-post-bbb222',
      content: '<h2>Fresh</h2><p>New <em>news</em>.</p>',
      publishedAt: new Date('2026-02-10T10:00:00Z'),
      createdAt: new Date('2026-02-10T10:00:00Z'),
    },
  ]);
  await t.db.insert(contentPages).values([
    {
      slug: 'return-policy',
      title: 'Return Policy',
      metaDescription: 'Returns within 5 days.',
      body: '<h2>Returns</h2><p>Within <strong>5 days</strong> of delivery.</p><script>alert(1)</script>',
    },
    {
      slug: 'faqs',
      title: 'FAQs',
      metaDescription: 'Answers.',
      body: `<p>Read this first.</p>
<h3>What is your return policy?</h3>
<p>Returns within 30 days.</p>
<p>Tags attached.</p>
<h3>Do you ship &amp; deliver abroad?</h3>
<p>Only within <a href="/ShippingPolicy">India</a>.</p>
<h2>Payments</h2>
<h3>Is COD available?</h3>
<p>Yes.</p>`,
    },
  ]);
});
afterAll(async () => {
  await a.close();
  await t.drop();
});

describe('GET /api/blogs', () => {
  it('answers success and the posts, newest first, with the spec fields', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((b: { slug: string }) => b.slug)).toEqual(['newer-post', 'older-post']);
    expect(body.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Newer post',
      slug: 'newer-post',
      description: 'The second one.',
      image: '/uploads/blogs/newer-post-bbb222-1080.webp',
      imageKey: 'blogs/newer-post-bbb222',
      content: '<h2>Fresh</h2><p>New <em>news</em>.</p>',
      publishedAt: '2026-02-10T10:00:00.000Z',
      createdAt: '2026-02-10T10:00:00.000Z',
    });
  });

  it('answers one post by slug, and 404 for an unknown or malformed slug', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/blogs/older-post' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Older post', content: '<p>Old news.</p>' });
    for (const slug of ['no-such-post', 'Older-Post', '..%2F..%2Fetc', 'a'.repeat(150)]) {
      const miss = await a.app.inject({ method: 'GET', url: `/api/blogs/${slug}` });
      expect(miss.statusCode, slug).toBe(404);
      expect(miss.json()).toMatchObject({ success: false, error: 'not_found' });
    }
  });

  it('lists summaries without content for the grid', async () => {
    const cards = await a.services.content.listBlogSummaries({ excludeSlug: 'newer-post' });
    expect(cards.map((c) => c.slug)).toEqual(['older-post']);
    expect(cards[0]).not.toHaveProperty('content');
  });
});

describe('hostile blog HTML', () => {
  it('is made harmless before it is stored (saveBlog)', async () => {
    const saved = await a.services.content.saveBlog({
      title: 'Hostile post',
      image: 'blogs/hostile-ccc333',
      content: HOSTILE,
      publishedAt: '2026-01-01T00:00:00Z',
    });
    expect(saved.slug).toBe('hostile-post');
    const [row] = await t.db.select().from(blogs).where(eq(blogs.slug, 'hostile-post'));
    expectHarmless(row!.content);
    expectHarmless(saved.content);
  });

  it('is made harmless when read, even when the row was written around the service', async () => {
    await t.db.insert(blogs).values({
      title: 'Raw post',
      slug: 'raw-post',
      image: 'blogs/raw-ddd444',
      content: HOSTILE,
      publishedAt: new Date('2025-12-01T00:00:00Z'),
    });
    const res = await a.app.inject({ method: 'GET', url: '/api/blogs/raw-post' });
    expectHarmless(res.json().data.content);
    const listed = (await a.app.inject({ method: 'GET', url: '/api/blogs' }))
      .json()
      .data.find((b: { slug: string }) => b.slug === 'raw-post');
    expectHarmless(listed.content);
    // The page loader reads through the same service.
    expectHarmless((await a.services.content.findBlog('raw-post'))!.content);
  });

  it('saving again updates the post by slug and keeps its publication date', async () => {
    const again = await a.services.content.saveBlog({
      title: 'Hostile post',
      slug: 'hostile-post',
      image: 'blogs/hostile-ccc333',
      content: '<p>Now clean.</p>',
    });
    expect(again.content).toBe('<p>Now clean.</p>');
    expect(again.publishedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('refuses a post without title, image or any harmless content', async () => {
    await expect(
      a.services.content.saveBlog({ title: ' ', image: 'blogs/x', content: '<p>x</p>' }),
    ).rejects.toMatchObject({ fields: { title: 'Title is required' } });
    await expect(
      a.services.content.saveBlog({ title: 'T', image: '../../etc/passwd', content: '<p>x</p>' }),
    ).rejects.toBeInstanceOf(Invalid);
    await expect(
      a.services.content.saveBlog({ title: 'Only script', image: 'blogs/x', content: '<script>alert(1)</script>' }),
    ).rejects.toMatchObject({ fields: { content: 'Content is required' } });
  });
});

describe('content pages', () => {
  it('answers a page with its title, meta description and sanitised body', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/pages/return-policy' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: 'return-policy',
      title: 'Return Policy',
      metaDescription: 'Returns within 5 days.',
      body: '<h2>Returns</h2><p>Within <strong>5 days</strong> of delivery.</p>',
    });
  });

  it('answers 404 for an unknown page', async () => {
    const res = await a.app.inject({ method: 'GET', url: '/api/pages/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(await a.services.content.findPage('no-such-page')).toBeNull();
  });

  it('savePage sanitises the body before storing it', async () => {
    const page = await a.services.content.savePage({
      slug: 'about-us',
      title: 'About Us',
      body: '<p onmouseover="x()">Hi</p><iframe src="https://evil.example"></iframe>',
    });
    expect(page.body).toBe('<p>Hi</p>');
    const res = await a.app.inject({ method: 'GET', url: '/api/pages/about-us' });
    expect(res.json().data.body).toBe('<p>Hi</p>');
  });

  it('reads the FAQ page as questions and answers, grouped under its h2 headings', async () => {
    const faqs = await a.services.content.findFaqs();
    expect(faqs).toEqual({
      title: 'FAQs',
      metaDescription: 'Answers.',
      introHtml: '<p>Read this first.</p>',
      sections: [
        {
          title: null,
          items: [
            {
              question: 'What is your return policy?',
              answerHtml: '<p>Returns within 30 days.</p>\n<p>Tags attached.</p>',
            },
            {
              question: 'Do you ship & deliver abroad?',
              answerHtml: '<p>Only within <a href="/ShippingPolicy">India</a>.</p>',
            },
          ],
        },
        { title: 'Payments', items: [{ question: 'Is COD available?', answerHtml: '<p>Yes.</p>' }] },
      ],
    });
  });

  it('documents the content routes in OpenAPI', async () => {
    const paths = Object.keys((await a.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/blogs', '/api/blogs/{slug}', '/api/pages/{slug}']));
  });
});
