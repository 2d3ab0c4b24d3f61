/** The demo blog: six posts on styling, fabric care, festive looks and fit, as clean simple HTML. */
import { sql } from 'drizzle-orm';
import type { GarmentSpec } from './artwork/garments.ts';
import type { Artwork } from './artwork/render.ts';
import { blogScene } from './artwork/scenes.ts';
import { blogs } from '../../content/tables.ts';
import { PALETTES } from './merchandising.ts';
import type { BuiltProduct, Tx } from './products.ts';

type Post = {
  slug: string;
  title: string;
  description: string;
  daysAgo: number;
  palette: keyof typeof PALETTES;
  picks: string[];
  content: string;
};

const POSTS: Post[] = [
  {
    slug: 'five-ways-to-style-a-block-print-kurta',
    title: '5 Ways to Style a Block-Print Kurta for Work and Weekends',
    description: 'One hand block-printed kurta, five easy outfits: from Monday meetings to Sunday brunch.',
    daysAgo: 6,
    palette: 'fusion',
    picks: ['indigo-block-print-cotton-kurta', 'block-print-cotton-palazzo', 'camel-single-breasted-blazer'],
    content: `<p>A hand block-printed cotton kurta is the hardest-working piece in an Indian wardrobe. The prints are stamped by hand with carved wooden blocks, so no two metres are exactly alike, and the cotton breathes through the longest, hottest days. Here are five ways we wear ours.</p>
<h2>1. The office classic</h2>
<p>Pair an <a href="/product/indigo-block-print-cotton-kurta">indigo block-print kurta</a> with straight white pants and tan kolhapuris. Keep the jewellery small: silver studs and a slim watch. It reads polished without trying too hard.</p>
<h2>2. Kurta over denim</h2>
<p>Slip a short kurta over <strong>dark straight-fit jeans</strong> and add white sneakers. This is the easiest Indo-western look there is, and it works for college, coffee dates and airport runs.</p>
<h2>3. Blazer on top</h2>
<p>For a client meeting, throw a <a href="/product/camel-single-breasted-blazer">camel blazer</a> over a straight kurta. The structure of the blazer sharpens the relaxed print underneath. Finish with block heels.</p>
<h2>4. Matching palazzos</h2>
<p>Print on print works when the colours agree. Try a <a href="/product/block-print-cotton-palazzo">block-print palazzo</a> in the same indigo family, then break it up with a plain dupatta or a belt at the waist.</p>
<h2>5. Festive ready</h2>
<p>Add oxidised jhumkas, a stack of bangles and juttis, and your everyday kurta is ready for a puja or a family lunch. A bright potli bag does the rest.</p>
<h2>Caring for block prints</h2>
<ul>
<li>Wash separately in cold water for the first two or three washes: natural dyes can bleed a little.</li>
<li>Dry inside out, in the shade, to keep the colours rich.</li>
<li>Iron on medium heat while the fabric is still slightly damp.</li>
</ul>
<p>Browse the full range in our <a href="/category/women/kurtas">women's kurtas</a>.</p>`,
  },
  {
    slug: 'fabric-care-101-cotton-linen-rayon',
    title: 'Fabric Care 101: Keeping Cotton, Linen and Rayon Looking New',
    description: 'Simple washing, drying and ironing habits that make your favourite clothes last for years.',
    daysAgo: 19,
    palette: 'summer',
    picks: ['white-linen-shirt', 'cream-linen-straight-pants', 'floral-print-peplum-top'],
    content: `<p>Most clothes are not worn out, they are washed out. A few small habits keep colours bright and shapes sharp for much longer, and they save water and electricity too.</p>
<h2>Cotton</h2>
<p>Cotton is forgiving, but heat is its enemy. Wash in cold or lukewarm water with similar colours, and skip the hot dryer: it shrinks fibres and fades dyes. Dry in the shade rather than harsh afternoon sun, and turn printed pieces inside out.</p>
<h2>Linen</h2>
<p>Linen gets softer with every wash, so do not be afraid of it. Use a gentle cycle, avoid overloading the machine and take it out as soon as the cycle ends. <strong>Iron while slightly damp</strong> for a crisp finish, or embrace the natural creases for a relaxed look. Our <strong>Summer Linen</strong> pieces are pre-washed, so shrinkage is minimal.</p>
<h2>Rayon and viscose</h2>
<p>These fabrics drape beautifully but are weaker when wet. Hand wash in cold water, do not wring, and roll the garment in a towel to remove water before drying it flat or on a hanger. Iron on low heat, inside out.</p>
<h2>Denim</h2>
<p>Wash jeans less than you think: every four or five wears is plenty. Turn them inside out, wash cold and hang to dry. Your denim will keep its colour and fit much longer.</p>
<h2>Quick rules for everything</h2>
<ul>
<li>Read the care label: it is on every Bindass product page under <strong>Specifications</strong>.</li>
<li>Close zips and hooks before washing so they do not snag other clothes.</li>
<li>Use a mesh bag for embroidered and mirror-work pieces.</li>
<li>Store knits folded, not hung, so they do not stretch.</li>
</ul>
<p>One last tip: wash less. Airing a shirt or kurta overnight after a short wear is often enough, and every wash you skip adds life to the fabric. Treat your clothes kindly and they will return the favour, season after season.</p>`,
  },
  {
    slug: 'festive-look-book-indo-western',
    title: 'Your Festive Look Book: Indo-Western Outfits for Diwali and Weddings',
    description: 'Nehru jackets, mirror work and bandhani: festive outfits that are easy to wear and easy to move in.',
    daysAgo: 34,
    palette: 'festive',
    picks: ['mirror-work-crop-top', 'ikat-print-nehru-jacket', 'mustard-bandhani-a-line-kurta'],
    content: `<p>Festive season means back-to-back pujas, sangeets, card parties and wedding receptions. You want to look celebratory, but you also want to sit on the floor, dance and eat without a second thought. Indo-western dressing gives you both.</p>
<h2>For her</h2>
<p>A <a href="/product/mirror-work-crop-top">mirror-work crop top</a> with a flared skirt or wide palazzos is our favourite mehendi look: it catches the light and leaves you free to move. For a Diwali evening, try a <a href="/product/mustard-bandhani-a-line-kurta">bandhani A-line kurta</a> with gold jhumkas and juttis.</p>
<ul>
<li><strong>Colours to try:</strong> marigold, fuchsia, emerald and deep wine.</li>
<li><strong>Swap the dupatta:</strong> a cropped jacket or a printed kimono is lighter and just as festive.</li>
<li><strong>Comfort tip:</strong> choose block heels or embellished flats over stilettos for long nights.</li>
</ul>
<h2>For him</h2>
<p>The <a href="/product/ikat-print-nehru-jacket">Nehru jacket</a> is the quickest way to make any outfit festive. Layer it over a plain cotton kurta for a puja, or over a crisp white shirt and slim trousers for a cocktail evening. A silk-blend kurta in maroon or navy with mojaris is timeless for weddings.</p>
<h2>Mix, do not match</h2>
<p>If you are dressing as a couple or a family, pick one shared colour and let everyone wear it differently: a maroon kurta, a maroon border, a maroon pocket square. It photographs beautifully without looking like a uniform.</p>
<h2>Plan for the long night</h2>
<p>Festive evenings run late. Pick breathable fabrics such as cotton silk, chanderi and georgette over heavy synthetics, carry a light jacket or shawl for air-conditioned halls, and keep a pair of comfortable flats in the car. Steam your outfit the day before, and hang it with the jewellery you plan to wear so there is no last-minute hunt.</p>
<p>Shop the full <strong>Festive Edit</strong> from the home page, and use code <strong>FESTIVE20</strong> for 20% off while the offer lasts.</p>`,
  },
  {
    slug: 'finding-your-fit-size-guide',
    title: 'Finding Your Fit: A Simple Guide to Sizes and Measurements',
    description: 'How to measure yourself at home and choose the right size, first time, every time.',
    daysAgo: 52,
    palette: 'office',
    picks: ['sky-blue-oxford-button-down-shirt', 'high-rise-straight-fit-jeans', 'polka-dot-wrap-midi-dress'],
    content: `<p>The best outfit is the one that fits. All you need is a soft measuring tape, a mirror and five minutes. Measure over light clothing and keep the tape snug but not tight.</p>
<h2>How to measure</h2>
<ul>
<li><strong>Chest or bust:</strong> around the fullest part, keeping the tape level under your arms.</li>
<li><strong>Waist:</strong> around your natural waist, the narrowest part of your torso, usually just above the navel.</li>
<li><strong>Hip:</strong> around the fullest part of your hips and seat, feet together.</li>
<li><strong>Inseam:</strong> from the crotch seam of a well-fitting pair of trousers down to the hem.</li>
<li><strong>Sleeve:</strong> from the shoulder point, over a slightly bent elbow, to the wrist.</li>
</ul>
<h2>Tops, dresses and kurtas</h2>
<p>Our tops, shirts, dresses and kurtas come in <strong>XS, S, M, L and XL</strong>. Pick the size that matches your chest measurement in the <a href="/sizeguide">size guide</a>. If you are between sizes, size up for relaxed styles like kurtas and shirts, and size down for stretch fabrics.</p>
<h2>Jeans and trousers</h2>
<p>Bottoms are sized by waist, from <strong>28 to 36</strong>. Check the hip measurement too, especially for straight and slim fits. Stretch denim with elastane gives about half an inch of ease after a few wears.</p>
<h2>Curve sizes</h2>
<p>Our <a href="/category/women/curve">Curve</a> range is cut on curve fit models, with more room at the bust, hip and upper arm, not just a bigger version of the standard pattern.</p>
<h2>Still unsure?</h2>
<p>Read the <strong>Fit</strong> line under Specifications on every product page, and check reviews: customers often mention whether a style runs small or large. And if it does not fit, exchanges are easy within 5 days of delivery. See our <a href="/ReturnPolicy">return policy</a>.</p>`,
  },
  {
    slug: 'denim-decoded-which-fit-is-yours',
    title: 'Denim Decoded: Straight, Skinny, Wide-Leg or Bootcut?',
    description: 'A quick guide to denim fits and washes, and which one suits your body and your plans.',
    daysAgo: 71,
    palette: 'denim',
    picks: ['light-wash-denim-trucker-jacket', 'high-rise-straight-fit-jeans', 'wide-leg-ice-blue-jeans'],
    content: `<p>Walk into any denim aisle and you will meet a dozen fits and washes. Here is what the names actually mean, so you can shop with confidence.</p>
<h2>The fits</h2>
<ul>
<li><strong>Straight:</strong> the same width from hip to hem. Flattering on almost everyone and the easiest to style. Start here if you own one pair.</li>
<li><strong>Skinny:</strong> close-fitting all the way down, best in stretch denim. Great with long kurtas and oversized shirts.</li>
<li><strong>Slim or tapered:</strong> room in the seat and thigh, narrowing to the ankle. The modern menswear default.</li>
<li><strong>Wide-leg and relaxed:</strong> loose from hip to hem, comfortable and very current. Balance with a fitted or tucked-in top.</li>
<li><strong>Bootcut and flare:</strong> fitted to the knee, then opening out. Lengthens the leg, especially with a small heel.</li>
</ul>
<h2>The washes</h2>
<p><strong>Dark indigo</strong> looks smartest and works for the office. <strong>Mid wash</strong> is the everyday all-rounder. <strong>Light and ice blue</strong> washes feel relaxed and summery, while <strong>black</strong> goes from day to night.</p>
<h2>Rise matters</h2>
<p>High-rise jeans sit at or above the navel and hold everything in place; mid-rise sits just below. If you tuck in your tops or wear crop tops, choose high-rise.</p>
<h2>Getting the length right</h2>
<p>Straight and wide-leg jeans look best when the hem just grazes the top of your shoe. Skinny jeans can stack a little at the ankle, and bootcuts should almost cover the heel. Any local tailor can take up a hem in minutes; ask them to keep the original hem for a vintage finish.</p>
<h2>Our picks</h2>
<p>Try the <a href="/product/high-rise-straight-fit-jeans">High-Rise Straight Fit Jeans</a> as your everyday pair, the <a href="/product/wide-leg-ice-blue-jeans">Wide-Leg Ice Blue Jeans</a> for weekends, and finish with a <a href="/product/light-wash-denim-trucker-jacket">denim trucker jacket</a> that goes with every kurta and dress you own.</p>`,
  },
  {
    slug: 'summer-linen-why-india-needs-it',
    title: 'Summer Linen: Why It Is the Fabric India Needs',
    description: 'Linen is cool, strong and gets better with age. Here is how to wear it, from office to beach.',
    daysAgo: 96,
    palette: 'summer',
    picks: ['sage-linen-shirt', 'beige-linen-drawstring-pants', 'sage-linen-belted-midi-dress'],
    content: `<p>When the mercury crosses forty, polyester becomes a punishment. Linen, woven from the flax plant, is one of the oldest fabrics in the world and still one of the best for Indian summers.</p>
<h2>Why linen works</h2>
<ul>
<li><strong>It breathes:</strong> the loose weave lets air move, so heat and moisture escape.</li>
<li><strong>It dries fast:</strong> linen absorbs sweat and releases it quickly, so you stay fresh through humid afternoons.</li>
<li><strong>It lasts:</strong> linen fibres are strong and get softer with every wash.</li>
</ul>
<h2>How to wear it</h2>
<p>For work, a <a href="/product/sage-linen-shirt">sage linen shirt</a> with chinos or a linen blazer over a tee looks sharp and stays cool. For weekends, <a href="/product/beige-linen-drawstring-pants">drawstring linen pants</a> with a tee and sandals are as comfortable as pyjamas, and far more presentable. A <a href="/product/sage-linen-belted-midi-dress">belted linen midi dress</a> goes from brunch to a beach holiday.</p>
<h2>About those creases</h2>
<p>Linen creases; that is part of its charm. If you prefer a crisper look, iron it while still slightly damp on a high setting, or choose a linen-cotton blend, which wrinkles less.</p>
<h2>Colours for the heat</h2>
<p>Light colours reflect the sun: white, cream, sage, sky blue and stone are summer favourites. Earthy tones like rust and olive hide the dust of a long day out.</p>
<h2>Looking after it</h2>
<p>Wash linen on a gentle, cold cycle and skip the tumble dryer. Shake each piece out and hang it straight away, and most creases will fall out on their own. Store it folded loosely, never crushed at the back of a drawer.</p>
<p>Find every piece in our <strong>Summer Linen</strong> collection, from shirts and trousers to dresses and Nehru jackets.</p>`,
  },
];

export function blogArtworks(all: BuiltProduct[]): Artwork[] {
  return POSTS.map((post, i) => {
    const garments = post.picks.map((slug) => {
      const p = all.find((x) => x.slug === slug);
      if (!p) throw new Error(`Blog pick ${slug} is not a product`);
      return p.line.garments[0] as GarmentSpec;
    });
    return { folder: 'blogs', name: post.slug, scene: blogScene(PALETTES[post.palette], garments, i, 1080) };
  });
}

/** Upsert the posts by slug; the first publication date is kept on re-runs. */
export async function upsertBlogs(tx: Tx, keys: Map<string, string>, now: number): Promise<number> {
  await tx
    .insert(blogs)
    .values(
      POSTS.map((p) => {
        const at = new Date(now - p.daysAgo * 86_400_000);
        return {
          title: p.title,
          slug: p.slug,
          description: p.description,
          image: keys.get(`blogs/${p.slug}`) as string,
          content: p.content,
          publishedAt: at,
          createdAt: at,
        };
      }),
    )
    .onConflictDoUpdate({
      target: blogs.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        image: sql`excluded.image`,
        content: sql`excluded.content`,
      },
    });
  return POSTS.length;
}
