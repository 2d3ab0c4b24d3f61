import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieAuth, insertProduct, signUp, type Customer } from '../../../tests/support/accounts-fixture.ts';
import { testApp, type TestApp } from '../../../tests/support/app.ts';
import { testDatabase, type TestDatabase } from '../../../tests/support/db.ts';
import { multipart } from '../../../tests/support/multipart.ts';
import { products } from '../catalog/tables.ts';
import { reviews } from './tables.ts';

let t: TestDatabase;
let a: TestApp;

beforeAll(async () => {
  t = await testDatabase();
  a = await testApp(t.db, { AUTH_RATE_LIMIT_PER_MIN: '1000' });
});
afterAll(async () => {
  await a?.close();
  await t?.drop();
});

async function submit(
  c: Customer | null,
  productId: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
  headers: Record<string, string> = c ? bearer(c.token) : {},
) {
  const body = await multipart(fields, file);
  return a.app.inject({
    method: 'POST',
    url: `/api/ratings/${productId}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const totals = async (id: string) => {
  const [p] = await t.db
    .select({ sum: products.ratingSum, count: products.ratingCount, reviews: products.reviewCount })
    .from(products)
    .where(eq(products.id, id));
  return p!;
};

async function photo(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 35, b: 74 } } })
    .withExif({ IFD0: { Copyright: 'Secret Photographer', ImageDescription: 'taken at home' } })
    .png()
    .toBuffer();
}

const reviewFiles = async () => (await fs.readdir(path.join(a.dataDir, 'uploads', 'reviews')).catch(() => [])).sort();

describe('POST /api/ratings/{productId}', () => {
  it('saves a review, updates the product totals and lists it', async () => {
    const c = await signUp(a.app, { name: 'Ananya Iyer' });
    const p = await insertProduct(t.db);
    const res = await submit(c, p.id, { rating: '4', review: '  Lovely fabric, fits well.  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Thank you for your review!',
      data: {
        _id: expect.any(String),
        rating: 4,
        review: 'Lovely fabric, fits well.',
        image: null,
        fit: null,
        userId: { name: 'Ananya Iyer', image: null },
        createdAt: expect.any(String),
      },
    });
    expect(await totals(p.id)).toEqual({ sum: 4, count: 1, reviews: 1 });

    const listed = await a.app.inject({ method: 'GET', url: `/api/ratings/product/${p.id}` });
    expect(listed.json().data.data).toEqual([body.data]);
  });

  it('a second review by the same customer updates the first (and the totals)', async () => {
    const c = await signUp(a.app);
    const other = await signUp(a.app);
    const p = await insertProduct(t.db);
    await submit(c, p.id, { rating: '2', review: 'Meh' });
    await submit(other, p.id, { rating: '5', review: 'Great' });
    expect(await totals(p.id)).toEqual({ sum: 7, count: 2, reviews: 2 });
    const again = await submit(c, p.id, { rating: '4', review: 'Better after a wash' });
    expect(again.statusCode).toBe(201);
    expect(await totals(p.id)).toEqual({ sum: 9, count: 2, reviews: 2 });
    const rows = await t.db.select().from(reviews).where(eq(reviews.productId, p.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.userId === c.id)).toMatchObject({ rating: 4, text: 'Better after a wash' });
  });

  it('accepts a JSON body too (no photo), rating 5 to 1', async () => {
    const p = await insertProduct(t.db);
    for (const rating of [5, 1]) {
      const c = await signUp(a.app);
      const res = await a.app.inject({
        method: 'POST',
        url: `/api/ratings/${p.id}`,
        headers: bearer(c.token),
        payload: { rating, review: '' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ rating, review: '' });
    }
  });

  it.each([
    [{}, 'rating', 'Please choose a rating from 1 to 5'],
    [{ rating: '' }, 'rating', 'Please choose a rating from 1 to 5'],
    [{ rating: '0' }, 'rating', 'Please choose a rating from 1 to 5'],
    [{ rating: '6' }, 'rating', 'Please choose a rating from 1 to 5'],
    [{ rating: '3.5' }, 'rating', 'Please choose a rating from 1 to 5'],
    [{ rating: 'five' }, 'rating', 'Please choose a rating from 1 to 5'],
    [{ rating: '5', review: 'x'.repeat(2001) }, 'review', 'Review must be at most 2000 characters'],
  ])('refuses %j', async (fields, field, message) => {
    const c = await signUp(a.app);
    const p = await insertProduct(t.db);
    const res = await submit(c, p.id, fields as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'invalid', message, fields: { [field]: message } });
    expect(await totals(p.id)).toEqual({ sum: 0, count: 0, reviews: 0 });
  });

  it('answers 401 without a session or with a bad token, 403 for a cross-site cookie post', async () => {
    const p = await insertProduct(t.db);
    expect((await submit(null, p.id, { rating: '5' })).statusCode).toBe(401);
    expect((await submit(null, p.id, { rating: '5' }, undefined, bearer('nope'))).statusCode).toBe(401);
    const c = await signUp(a.app);
    const forged = await submit(null, p.id, { rating: '1' }, undefined, cookieAuth(c.token, 'https://evil.example'));
    expect(forged.statusCode).toBe(403);
    expect(await totals(p.id)).toEqual({ sum: 0, count: 0, reviews: 0 });
  });

  it('answers 404 for an unknown product or one no longer sold', async () => {
    const c = await signUp(a.app);
    const hidden = await insertProduct(t.db, { isActive: false });
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', hidden.id]) {
      const res = await submit(c, id, { rating: '5' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Product not found.');
    }
  });
});

describe('review photos', () => {
  it('a real PNG is decoded, re-encoded to WebP in every width without its metadata, under a content-hashed key', async () => {
    const c = await signUp(a.app);
    const p = await insertProduct(t.db);
    const png = await photo(1600, 1200);
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await submit(
      c,
      p.id,
      { rating: '5', review: 'See the colour' },
      { name: 'me.png', type: 'image/png', data: png },
    );
    expect(res.statusCode).toBe(201);
    const image: string = res.json().data.image;
    expect(image).toMatch(/^\/uploads\/reviews\/[0-9a-f]{24}-720\.webp$/);
    const key = image.slice('/uploads/'.length, -'-720.webp'.length);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.userId, c.id));
    expect(row!.image).toBe(key);

    for (const width of [360, 720, 1080]) {
      const file = path.join(a.dataDir, 'uploads', `${key}-${width}.webp`);
      const meta = await sharp(await fs.readFile(file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    // The name comes from the content, not from the upload's name.
    expect(key).not.toContain('me');
    const served = await a.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('a JPEG is accepted whatever name and type it is sent with; a small photo is never enlarged', async () => {
    const c = await signUp(a.app);
    const p = await insertProduct(t.db);
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f0b93a' } })
      .jpeg()
      .toBuffer();
    const res = await submit(c, p.id, { rating: '3' }, { name: 'photo.txt', type: 'text/plain', data: jpeg });
    expect(res.statusCode).toBe(201);
    const key = res.json().data.image.slice('/uploads/'.length, -'-720.webp'.length);
    const meta = await sharp(path.join(a.dataDir, 'uploads', `${key}-1080.webp`)).metadata();
    expect(meta.width).toBe(300);
  });

  it('a non-image renamed .png is refused with 422, and nothing is stored', async () => {
    const c = await signUp(a.app);
    const p = await insertProduct(t.db);
    const before = await reviewFiles();
    const fake = Buffer.from('<?php echo "not an image"; ?>\n'.repeat(50));
    const res = await submit(c, p.id, { rating: '5' }, { name: 'cute.png', type: 'image/png', data: fake });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'unprocessable',
      message: 'Please choose an image file (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
    });
    expect(await reviewFiles()).toEqual(before);
    expect(await totals(p.id)).toEqual({ sum: 0, count: 0, reviews: 0 });
  });

  it('a PNG cut short (a valid header over a broken body) and an SVG are refused with 422', async () => {
    const c = await signUp(a.app);
    const p = await insertProduct(t.db);
    const png = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    expect(
      (await submit(c, p.id, { rating: '5' }, { name: 'a.png', type: 'image/png', data: truncated })).statusCode,
    ).toBe(422);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await submit(c, p.id, { rating: '5' }, { name: 'a.png', type: 'image/png', data: svg })).statusCode).toBe(
      422,
    );
  });

  it('a photo over 5 MB is refused with 413', async () => {
    const c = await signUp(a.app);
    const p = await insertProduct(t.db);
    const big = crypto.randomBytes(5 * 1024 * 1024 + 1);
    const res = await submit(c, p.id, { rating: '5' }, { name: 'big.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'too_large',
      message: 'The photo is larger than 5 MB. Please choose a smaller one.',
    });
    expect(await totals(p.id)).toEqual({ sum: 0, count: 0, reviews: 0 });
  });

  it('a photo of 4 MB (above the JSON body limit) is accepted', async () => {
    const c = await signUp(a.app);
    const p = await insertProduct(t.db);
    // Noise does not compress: a 1200x1200 PNG of noise is about 4 MB.
    const noisy = await sharp({
      create: {
        width: 1200,
        height: 1150,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    expect(noisy.length).toBeLessThan(5 * 1024 * 1024);
    const res = await submit(c, p.id, { rating: '4' }, { name: 'n.png', type: 'image/png', data: noisy });
    expect(res.statusCode).toBe(201);
  });

  it('an empty file input (no photo chosen) is no photo, and an update keeps the earlier photo', async () => {
    const c = await signUp(a.app);
    const p = await insertProduct(t.db);
    const first = await submit(
      c,
      p.id,
      { rating: '5' },
      { name: 'x.png', type: 'image/png', data: await photo(500, 500) },
    );
    const image = first.json().data.image;
    const second = await submit(
      c,
      p.id,
      { rating: '4' },
      { name: '', type: 'application/octet-stream', data: Buffer.alloc(0) },
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ rating: 4, image });
  });
});

describe('"How did it fit?"', () => {
  const FIT_MESSAGE = 'How did it fit? Choose runs small, true to size or runs large';
  const listed = async (id: string) =>
    (await a.app.inject({ method: 'GET', url: `/api/ratings/product/${id}` })).json();

  it('stores the answer and shows it with the review; an empty answer is none', async () => {
    const p = await insertProduct(t.db);
    const c = await signUp(a.app);
    const res = await submit(c, p.id, { rating: '5', review: 'Fits well', fit: 'true_to_size' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.fit).toBe('true_to_size');
    const [row] = await t.db.select({ fit: reviews.fit }).from(reviews).where(eq(reviews.productId, p.id));
    expect(row?.fit).toBe('true_to_size');

    const other = await signUp(a.app);
    expect((await submit(other, p.id, { rating: '4', fit: '' })).json().data.fit).toBeNull();
    const body = await listed(p.id);
    expect(body.data.data.map((r: { fit: string | null }) => r.fit).sort()).toEqual([null, 'true_to_size'].sort());

    // A second review by the same customer answers again: without an answer, none.
    expect((await submit(c, p.id, { rating: '5', fit: 'runs_small' })).json().data.fit).toBe('runs_small');
    expect((await submit(c, p.id, { rating: '5' })).json().data.fit).toBeNull();
  });

  it.each([['too small'], ['TRUE_TO_SIZE'], ['runs_tiny'], ['1']])(
    'refuses fit %j with 400 and a clear message',
    async (fit) => {
      const c = await signUp(a.app);
      const p = await insertProduct(t.db);
      const res = await submit(c, p.id, { rating: '5', fit });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid', message: FIT_MESSAGE, fields: { fit: FIT_MESSAGE } });
      expect(await totals(p.id)).toEqual({ sum: 0, count: 0, reviews: 0 });
    },
  );

  it('refuses a bad fit in a JSON body too', async () => {
    const c = await signUp(a.app);
    const p = await insertProduct(t.db);
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/ratings/${p.id}`,
      headers: bearer(c.token),
      payload: { rating: 5, fit: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ fit: FIT_MESSAGE });
  });

  it("the product's reviews carry its fit once enough reviewers answered: the most common answer and the shares", async () => {
    const p = await insertProduct(t.db);
    const answer = async (fit: string | undefined) => {
      const c = await signUp(a.app);
      const res = await submit(c, p.id, fit ? { rating: '4', fit } : { rating: '4' });
      expect(res.statusCode).toBe(201);
    };
    await answer('runs_small');
    await answer('true_to_size');
    await answer(undefined);
    expect((await listed(p.id)).data.fit).toBeNull(); // two answers: too few
    await answer('true_to_size');
    expect((await listed(p.id)).data.fit).toEqual({
      fit: 'true_to_size',
      percent: 67,
      total: 3,
      shares: { runs_small: 33, true_to_size: 67, runs_large: 0 },
    });
    await answer('runs_large');
    await answer('true_to_size');
    // Every page carries the product's fit, not just the first page's reviews.
    const page2 = await a.app.inject({ method: 'GET', url: `/api/ratings/product/${p.id}?page=2` });
    expect(page2.json().data).toMatchObject({
      total: 6,
      fit: { fit: 'true_to_size', percent: 60, total: 5, shares: { runs_small: 20, true_to_size: 60, runs_large: 20 } },
    });
    expect(page2.json().data.data).toHaveLength(1);
    // A page past the end still says how many there are and how they fit.
    const past = await a.app.inject({ method: 'GET', url: `/api/ratings/product/${p.id}?page=4` });
    expect(past.json().data).toMatchObject({
      data: [],
      total: 6,
      fit: { fit: 'true_to_size', percent: 60, total: 5 },
    });
  });
});
