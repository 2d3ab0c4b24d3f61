/**
 * Demo reviewers and their reviews. Reviewers are ordinary customer rows whose password hash is the literal
 * "!demo-no-login" (never a valid hash, so nobody can sign in as them). A real account that happens to own one
 * of these emails is never touched. Product rating totals are recomputed from the reviews table.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { FITS, type Fit } from '../../../shop/review-fit.ts';
import { reviews } from '../../reviews/tables.ts';
import { users } from '../../accounts/tables.ts';
import type { BuiltProduct, Tx } from './products.ts';
import { rng, stableUuid } from './prng.ts';

export const DEMO_PASSWORD_HASH = '!demo-no-login';

const REVIEWERS: [string, string, string][] = [
  ['Priya Sharma', 'priya.sharma@example.com', '9820145632'],
  ['Ananya Iyer', 'ananya.iyer@example.com', '9845012377'],
  ['Rohan Mehta', 'rohan.mehta@example.com', '9769034521'],
  ['Sneha Reddy', 'sneha.reddy@example.com', '9849076310'],
  ['Arjun Nair', 'arjun.nair@example.com', '9447023819'],
  ['Kavya Menon', 'kavya.menon@example.com', '8129045567'],
  ['Vikram Singh', 'vikram.singh@example.com', '9810067243'],
  ['Meera Joshi', 'meera.joshi@example.com', '9922018456'],
  ['Aditya Kulkarni', 'aditya.kulkarni@example.com', '7709345128'],
  ['Ishita Banerjee', 'ishita.banerjee@example.com', '9831056724'],
  ['Farhan Qureshi', 'farhan.qureshi@example.com', '8879012365'],
  ['Neha Gupta', 'neha.gupta@example.com', '6350098741'],
];

const GREAT = [
  'Absolutely love it! The fabric is soft and the fit is perfect.',
  'Exactly like the pictures. Got so many compliments at work.',
  'Great quality for the price. Stitching is neat and the colour has not faded after three washes.',
  'Perfect fit, true to size. Ordering another colour soon.',
  'Super comfortable in this heat. Very breathable fabric.',
  'Delivered before time and packed beautifully. The print is even prettier in person.',
  'Wore it to a family function and everyone asked where it was from!',
  'Really good finish, feels premium. Worth every rupee.',
  'My go-to piece now. Easy to style and very comfortable.',
  'The colour is rich and the fabric feels lovely. Highly recommend.',
  'Loved the fit and the length. Will definitely buy again from Bindass.',
  'Bought it on sale and it is better than brands that cost double.',
];
const GOOD = [
  'Nice product, fits well. The colour is slightly darker than on screen.',
  'Good quality, but runs a little large. Consider sizing down.',
  'Comfortable and looks nice. Delivery took about a week.',
  'Pretty print and decent fabric. Needs ironing after every wash.',
  'Good value for money. The fit is relaxed, as described.',
  'Nice fabric, the stitching could be a bit neater at the hem.',
];
const MEH = [
  'Average. The fabric is thinner than I expected.',
  'Fit is okay but the sleeves are a bit long for me.',
  'Colour is not the same as the pictures. Otherwise fine.',
  'Took longer than expected to arrive. Product is okay.',
];
const POOR = [
  'Did not fit well, and the fabric felt rough. Returned it for an exchange.',
  'Stitching came loose after the first wash. Disappointed.',
];

function textFor(rating: number, seed: number): string {
  const pool =
    rating >= 5
      ? GREAT
      : rating === 4
        ? [...GREAT, ...GOOD]
        : rating === 3
          ? [...GOOD, ...MEH]
          : rating === 2
            ? MEH
            : POOR;
  return pool[seed % pool.length] as string;
}

function ratingFrom(x: number): number {
  if (x < 0.56) return 5;
  if (x < 0.84) return 4;
  if (x < 0.94) return 3;
  if (x < 0.985) return 2;
  return 1;
}

/**
 * The review's answer to "How did it fit?": what its text says when it says so; otherwise mostly true to size. Every
 * reviewer of a featured product answers (so their pages show a fit), about 60% of the others do. Drawn from its own
 * generator, so the ratings and texts stay as they were.
 */
function fitFor(slug: string, email: string, text: string, featured: boolean): Fit | null {
  const r = rng(`fit:${slug}:${email}`);
  if (!featured && !r.chance(0.6)) return null;
  if (/runs a little large|sleeves are a bit long/.test(text)) return 'runs_large';
  if (/true to size/.test(text)) return 'true_to_size';
  // Each product leans one way (most are true to size, some run small or large); most reviewers agree with it.
  const lean = rng(`fit:${slug}`).next();
  const usual: Fit = lean < 0.6 ? 'true_to_size' : lean < 0.82 ? 'runs_small' : 'runs_large';
  return r.chance(0.75) ? usual : r.pick(FITS);
}

/** Upsert the reviewers; returns the ids of those that are (still) demo rows, by email. */
async function upsertReviewers(tx: Tx): Promise<Map<string, string>> {
  for (const [name, email, phone] of REVIEWERS) {
    await tx.execute(sql`
      INSERT INTO users (id, name, email, phone, password_hash, role)
      VALUES (${stableUuid(`reviewer:${email}`)}, ${name}, ${email}, ${phone}, ${DEMO_PASSWORD_HASH}, 'customer')
      ON CONFLICT (lower(email)) DO UPDATE SET name = excluded.name, phone = excluded.phone
      WHERE users.password_hash = ${DEMO_PASSWORD_HASH}`);
  }
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          REVIEWERS.map((r) => r[1]),
        ),
        sql`${users.passwordHash} = ${DEMO_PASSWORD_HASH}`,
      ),
    );
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
}

/** About 250 reviews: featured products get more, a few products get none. Returns how many were written. */
export async function upsertReviews(
  tx: Tx,
  built: BuiltProduct[],
  productIds: Map<string, string>,
  now: number,
): Promise<number> {
  const reviewers = await upsertReviewers(tx);
  const emails = REVIEWERS.map((r) => r[1]).filter((e) => reviewers.has(e));
  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const p of built) {
    const r = rng(`reviews:${p.slug}`);
    const count = p.line.featured ? r.int(4, 7) : r.chance(0.12) ? 0 : r.int(1, 2) + (r.chance(0.3) ? 1 : 0);
    const who = r.shuffle(emails).slice(0, count);
    for (const email of who) {
      const rating = ratingFrom(r.next());
      const age = Math.min(p.ageMs, 120 * 86_400_000) * r.next();
      const text = textFor(rating, r.int(0, 1000));
      rows.push({
        id: stableUuid(`review:${p.slug}:${email}`),
        productId: productIds.get(p.slug) as string,
        userId: reviewers.get(email) as string,
        rating,
        text,
        fit: fitFor(p.slug, email, text, p.line.featured ?? false),
        image: null,
        createdAt: new Date(now - age),
        updatedAt: new Date(now - age),
      });
    }
  }
  if (rows.length > 0) {
    await tx
      .insert(reviews)
      .values(rows)
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: { rating: sql`excluded.rating`, text: sql`excluded.text`, fit: sql`excluded.fit` },
      });
  }
  // Totals straight from the reviews table, so re-runs (and real customers' reviews) stay counted correctly.
  await tx.execute(sql`
    UPDATE products p SET rating_sum = t.s, rating_count = t.c, review_count = t.c
    FROM (
      SELECT p2.id, COALESCE(SUM(r.rating), 0)::int AS s, COUNT(r.id)::int AS c
      FROM products p2 LEFT JOIN reviews r ON r.product_id = p2.id AND r.hidden_at IS NULL
      GROUP BY p2.id
    ) t
    WHERE t.id = p.id AND (p.rating_sum, p.rating_count, p.review_count) IS DISTINCT FROM (t.s, t.c, t.c)`);
  return rows.length;
}

export const REVIEWER_COUNT = REVIEWERS.length;
