/**
 * Collections, banners, offer banners, coupons and stories. Rows without a natural key (banners, offer banners,
 * stories) get stable UUIDs, so a re-run updates them in place.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { GarmentSpec } from './artwork/garments.ts';
import type { Artwork } from './artwork/render.ts';
import { bannerScene, collectionScene, offerScene, storyScene, type Palette } from './artwork/scenes.ts';
import { banners, offerBanners, stories } from '../../merch/tables.ts';
import { collectionProducts, collections } from '../../catalog/tables.ts';
import type { BuiltProduct, Tx } from './products.ts';
import { stableUuid } from './prng.ts';
import { rupeesToPaise } from '../../../shop/money.ts';

const WIDTH = 1080;

export const PALETTES = {
  festive: { bg: '#f6d7a7', block: '#e9a23b', accent: '#b5172f', deep: '#5c1a33' },
  summer: { bg: '#e6f0e2', block: '#bcd8c1', accent: '#f0a202', deep: '#2f5d50' },
  denim: { bg: '#dfe7f2', block: '#a9bce0', accent: '#f0a202', deep: '#1f2a44' },
  office: { bg: '#eee7df', block: '#cdbfae', accent: '#b5522e', deep: '#2b2d34' },
  fusion: { bg: '#f5e6d8', block: '#e0b59a', accent: '#0f6b6b', deep: '#6e1f2b' },
  weekend: { bg: '#fdf1d6', block: '#f6c1a1', accent: '#2f4f9e', deep: '#22503c' },
  curve: { bg: '#f9e1e4', block: '#efb3bd', accent: '#c2185b', deep: '#5d2e5a' },
  men: { bg: '#e3e7ea', block: '#b9c4cc', accent: '#d9a030', deep: '#1f2a44' },
  dresses: { bg: '#fbe3dc', block: '#f3b7a8', accent: '#2f4f9e', deep: '#7a2e3a' },
} satisfies Record<string, Palette>;

const isBottom = (p: BuiltProduct) =>
  ['jeans', 'trousers', 'palazzo', 'skirt', 'joggers'].includes(p.line.garments[0]?.kind ?? '');
const spec = (p: BuiltProduct): GarmentSpec => p.line.garments[0] as GarmentSpec;

// ------------------------------------------------------------------ collections

type CollectionDef = {
  slug: string;
  name: string;
  description: string;
  /** The collection page's <title> (the store's name is added) and meta description. */
  seoTitle: string;
  seoDescription: string;
  palette: Palette;
  pick: (p: BuiltProduct) => boolean;
};

const COLLECTIONS: CollectionDef[] = [
  {
    slug: 'festive-edit',
    name: 'Festive Edit',
    description:
      'Kurtas, Nehru jackets, bandhani and paisley prints for Diwali, weddings and every celebration in between.',
    seoTitle: 'Festive Edit: Kurtas, Nehru Jackets & Festive Wear',
    seoDescription:
      'Shop festive kurtas, Nehru jackets, bandhani and paisley prints for Diwali, weddings and pujas. Prices in rupees, cash on delivery across India.',
    palette: PALETTES.festive,
    pick: (p) => p.line.tags?.includes('festive') ?? false,
  },
  {
    slug: 'summer-linen',
    name: 'Summer Linen',
    description:
      'Breathable linen and khadi shirts, trousers, dresses and blazers that keep you cool through the Indian summer.',
    seoTitle: 'Summer Linen: Linen & Khadi Shirts, Dresses and Trousers',
    seoDescription:
      'Breathable linen and khadi shirts, dresses, trousers and blazers for the Indian summer. Free shipping on prepaid orders, cash on delivery across India.',
    palette: PALETTES.summer,
    pick: (p) => /linen|khadi/i.test(p.line.material),
  },
  {
    slug: 'denim-days',
    name: 'Denim Days',
    description: 'Straight, skinny, wide-leg and bootcut jeans, trucker jackets and denim skirts in every wash.',
    seoTitle: 'Denim Days: Jeans, Trucker Jackets & Denim Skirts',
    seoDescription:
      'Straight, skinny, wide-leg and bootcut jeans, trucker jackets and denim skirts for women and men, in every wash. Cash on delivery across India.',
    palette: PALETTES.denim,
    pick: (p) => p.line.garments[0]?.fabric.pattern === 'denim',
  },
  {
    slug: 'office-chic',
    name: 'Office Chic',
    description: 'Blazers, crisp shirts, tailored trousers and easy dresses for the workweek.',
    seoTitle: 'Office Chic: Blazers, Shirts & Workwear',
    seoDescription:
      'Blazers, crisp shirts, tailored trousers and easy dresses for the workweek, for women and men. Prices in rupees, cash on delivery across India.',
    palette: PALETTES.office,
    pick: (p) => p.line.tags?.includes('office') ?? false,
  },
  {
    slug: 'indo-western-fusion',
    name: 'Indo-Western Fusion',
    description:
      'Block prints meet blazers, kimonos meet jeans: our favourite ways to mix Indian craft with western cuts.',
    seoTitle: 'Indo-Western Fusion: Block Prints, Kimonos & Fusion Wear',
    seoDescription:
      'Block-print blazers, kimono jackets, kurtas with jeans: Indo-western fusion wear for women and men. Cash on delivery across India.',
    palette: PALETTES.fusion,
    pick: (p) => p.line.tags?.includes('fusion') ?? false,
  },
  {
    slug: 'weekend-basics',
    name: 'Weekend Basics',
    description: 'Tees, joggers, jeans and easy tops for slow Saturdays and Sunday brunches.',
    seoTitle: 'Weekend Basics: Tees, Joggers, Jeans & Easy Tops',
    seoDescription:
      'Tees, joggers, jeans and easy tops for slow weekends and Sunday brunches. Prices in rupees, cash on delivery across India.',
    palette: PALETTES.weekend,
    pick: (p) => p.line.tags?.includes('weekend') ?? false,
  },
  {
    slug: 'curve-love',
    name: 'Curve Love',
    description: 'Dresses, kurtas, jeans and jackets cut for curves, in sizes that fit and fabrics that flatter.',
    seoTitle: 'Curve Love: Plus-Size Dresses, Kurtas & Jeans',
    seoDescription:
      'Plus-size dresses, kurtas, jeans and jackets cut for curves, in sizes that fit and fabrics that flatter. Cash on delivery across India.',
    palette: PALETTES.curve,
    pick: (p) => p.category.slug === 'curve',
  },
];

export type CollectionPlan = { def: CollectionDef; members: BuiltProduct[]; art: Artwork };

/** Women's and men's picks interleaved, so a collection mixes both; at most 16. */
function members(all: BuiltProduct[], def: CollectionDef): BuiltProduct[] {
  const picked = all.filter(def.pick);
  const women = picked.filter((p) => p.gender === 'women');
  const men = picked.filter((p) => p.gender === 'men');
  const out: BuiltProduct[] = [];
  for (let i = 0; out.length < 16 && (i < women.length || i < men.length); i++) {
    if (women[i]) out.push(women[i] as BuiltProduct);
    if (men[i] && out.length < 16) out.push(men[i] as BuiltProduct);
  }
  return out;
}

export function planCollections(all: BuiltProduct[]): CollectionPlan[] {
  return COLLECTIONS.map((def, i) => {
    const list = members(all, def);
    if (list.length < 8) throw new Error(`Collection ${def.slug} has only ${list.length} products`);
    return {
      def,
      members: list,
      art: { folder: 'collections', name: def.slug, scene: collectionScene(def.palette, coverOutfit(list), i, WIDTH) },
    };
  });
}

/** The cover outfit: a top with a bottom from the collection, else a co-ord set, else one long piece. */
function coverOutfit(list: BuiltProduct[]): GarmentSpec[] {
  const single = (p: BuiltProduct) => p.line.garments.length === 1;
  const top = list.find((p) => single(p) && !isBottom(p) && list.some((b) => isBottom(b) && b.gender === p.gender));
  const bottom = top && list.find((b) => isBottom(b) && b.gender === top.gender);
  if (top && bottom) return [spec(top), spec(bottom)];
  const coord = list.find((p) => p.line.garments.length > 1);
  if (coord) return coord.line.garments.slice(0, 2) as GarmentSpec[];
  for (const kind of ['dress', 'kurta', 'kimono', 'blazer', 'shirt']) {
    const long = list.find((p) => p.line.garments[0]?.kind === kind);
    if (long) return [spec(long)];
  }
  return [spec(list[0] as BuiltProduct)];
}

/** Upsert collections and their product lists (positions follow the plan); returns slug -> id. */
export async function upsertCollections(
  tx: Tx,
  plans: CollectionPlan[],
  keys: Map<string, string>,
  productIds: Map<string, string>,
): Promise<Map<string, string>> {
  const rows = await tx
    .insert(collections)
    .values(
      plans.map((p, i) => ({
        name: p.def.name,
        slug: p.def.slug,
        description: p.def.description,
        seoTitle: p.def.seoTitle,
        seoDescription: p.def.seoDescription,
        modelImage: keys.get(`collections/${p.def.slug}`) as string,
        sortOrder: i,
        isActive: true,
      })),
    )
    .onConflictDoUpdate({
      target: collections.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        seoTitle: sql`excluded.seo_title`,
        seoDescription: sql`excluded.seo_description`,
        modelImage: sql`excluded.model_image`,
        sortOrder: sql`excluded.sort_order`,
        isActive: sql`excluded.is_active`,
      },
    })
    .returning({ id: collections.id, slug: collections.slug });
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  for (const plan of plans) {
    const collectionId = ids.get(plan.def.slug) as string;
    const memberIds = plan.members.map((m) => productIds.get(m.slug) as string);
    await tx
      .delete(collectionProducts)
      .where(
        and(eq(collectionProducts.collectionId, collectionId), notInArray(collectionProducts.productId, memberIds)),
      );
    await tx
      .insert(collectionProducts)
      .values(memberIds.map((productId, position) => ({ collectionId, productId, position })))
      .onConflictDoUpdate({
        target: [collectionProducts.collectionId, collectionProducts.productId],
        set: { position: sql`excluded.position` },
      });
  }
  return ids;
}

// ------------------------------------------------------------------ banners and offer banners

type BannerDef = {
  key: string;
  title: string;
  subtitle: string;
  link: (ids: Map<string, string>) => string;
  active: boolean;
  palette: Palette;
  picks: string[];
};

const BANNERS: BannerDef[] = [
  {
    key: 'festive-edit',
    title: 'The Festive Edit',
    subtitle: 'Kurtas, co-ords and Nehru jackets for every celebration',
    link: (ids) => `/collections/${ids.get('festive-edit')}`,
    active: true,
    palette: PALETTES.festive,
    picks: ['mustard-bandhani-a-line-kurta', 'ikat-print-nehru-jacket', 'paisley-print-flared-maxi-dress'],
  },
  {
    key: 'western-dresses',
    title: 'Western Dresses, Made for India',
    subtitle: 'Breezy midis, maxis and minis for every mood',
    link: () => '/category/Buy-Western-Dress-for-Women',
    active: true,
    palette: PALETTES.dresses,
    picks: ['floral-tiered-midi-dress', 'polka-dot-wrap-midi-dress', 'emerald-satin-slip-midi-dress'],
  },
  {
    key: 'menswear',
    title: 'Menswear, Minus the Fuss',
    subtitle: 'Shirts, tees, denim and kurtas for every day of the week',
    link: () => '/category/men',
    active: true,
    palette: PALETTES.men,
    picks: ['sky-blue-oxford-button-down-shirt', 'khaki-slim-fit-chinos', 'olive-bomber-jacket'],
  },
  {
    key: 'denim-days',
    title: 'Denim Days',
    subtitle: 'Straight, wide-leg or bootcut: find the fit that is yours',
    link: (ids) => `/collections/${ids.get('denim-days')}`,
    active: true,
    palette: PALETTES.denim,
    picks: ['light-wash-denim-trucker-jacket', 'high-rise-straight-fit-jeans', 'wide-leg-ice-blue-jeans'],
  },
  {
    key: 'monsoon-clearance',
    title: 'Monsoon Clearance',
    subtitle: 'Last sizes at last-chance prices',
    link: () => '/shop',
    active: false,
    palette: PALETTES.weekend,
    picks: ['breton-striped-t-shirt', 'lilac-knit-joggers'],
  },
];

const OFFER_BANNERS: BannerDef[] = [
  {
    key: 'festive20',
    title: 'Flat 20% off festive wear with code FESTIVE20',
    subtitle: '',
    link: (ids) => `/collections/${ids.get('festive-edit')}`,
    active: true,
    palette: PALETTES.fusion,
    picks: ['teal-mirror-work-yoke-kurta', 'maroon-silk-blend-festive-kurta'],
  },
  {
    key: 'welcome15',
    title: 'New here? Take 15% off your first order with WELCOME15',
    subtitle: '',
    link: () => '/signup',
    active: true,
    palette: PALETTES.curve,
    picks: ['gingham-tie-waist-top', 'block-print-cotton-palazzo'],
  },
  {
    key: 'end-of-season',
    title: 'End of Season Sale: up to 70% off',
    subtitle: '',
    link: () => '/shop',
    active: false,
    palette: PALETTES.office,
    picks: ['pinstripe-boyfriend-blazer', 'checked-cigarette-trousers'],
  },
];

function garmentsFor(all: BuiltProduct[], slugs: string[]): GarmentSpec[] {
  return slugs.map((s) => {
    const p = all.find((x) => x.slug === s);
    if (!p) throw new Error(`Banner pick ${s} is not a product`);
    return spec(p);
  });
}

export function bannerArtworks(all: BuiltProduct[]): Artwork[] {
  return [
    ...BANNERS.map((b, i) => ({
      folder: 'banners',
      name: b.key,
      scene: bannerScene(b.palette, garmentsFor(all, b.picks), i, WIDTH),
    })),
    ...OFFER_BANNERS.map((b) => ({
      folder: 'offerbanners',
      name: b.key,
      scene: offerScene(b.palette, garmentsFor(all, b.picks), WIDTH),
    })),
  ];
}

export async function upsertBanners(
  tx: Tx,
  keys: Map<string, string>,
  collectionIds: Map<string, string>,
): Promise<void> {
  const bannerRows = BANNERS.map((b, i) => ({
    id: stableUuid(`banner:${b.key}`),
    title: b.title,
    subtitle: b.subtitle,
    image: keys.get(`banners/${b.key}`) as string,
    link: b.link(collectionIds),
    status: b.active ? ('active' as const) : ('inactive' as const),
    sortOrder: i,
  }));
  await tx
    .insert(banners)
    .values(bannerRows)
    .onConflictDoUpdate({
      target: banners.id,
      set: {
        title: sql`excluded.title`,
        subtitle: sql`excluded.subtitle`,
        image: sql`excluded.image`,
        link: sql`excluded.link`,
        status: sql`excluded.status`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  const offerRows = OFFER_BANNERS.map((b, i) => ({
    id: stableUuid(`offer-banner:${b.key}`),
    title: b.title,
    image: keys.get(`offerbanners/${b.key}`) as string,
    link: b.link(collectionIds),
    isActive: b.active,
    sortOrder: i,
  }));
  await tx
    .insert(offerBanners)
    .values(offerRows)
    .onConflictDoUpdate({
      target: offerBanners.id,
      set: {
        title: sql`excluded.title`,
        image: sql`excluded.image`,
        link: sql`excluded.link`,
        isActive: sql`excluded.is_active`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

// ------------------------------------------------------------------ coupons

type OfferRules = { firstOrderOnly?: boolean; maxUsesPerCustomer?: number; minOrderRupees?: number };

const OFFERS: Array<{
  code: string;
  title: string;
  description: string;
  pct: number;
  active: boolean;
  rules?: OfferRules;
}> = [
  {
    code: 'BINDASS10',
    title: 'Bindass 10',
    description: 'Flat 10% off on your order. No minimum purchase.',
    pct: 10,
    active: true,
  },
  {
    code: 'FESTIVE20',
    title: 'Festive Season Offer',
    description: 'Get 20% off on kurtas, co-ords and everything festive, on orders of ₹2,499 or more.',
    pct: 20,
    active: true,
    rules: { minOrderRupees: 2499 },
  },
  {
    code: 'WELCOME15',
    title: 'Welcome Offer',
    description: 'New to Bindass? Take 15% off your first order.',
    pct: 15,
    active: true,
    rules: { firstOrderOnly: true, maxUsesPerCustomer: 1 },
  },
  {
    code: 'FREESHIP',
    title: 'Free Shipping',
    description: 'Free shipping on all prepaid orders, no code needed.',
    pct: 0,
    active: true,
  },
  {
    code: 'OLDSALE50',
    title: 'Monsoon Sale (ended)',
    description: 'Our monsoon sale has ended. Watch this space for the next one.',
    pct: 50,
    active: false,
  },
];

/** Coupons match case-insensitively (unique on lower(code)), which Drizzle's conflict target cannot name: raw SQL. */
export async function upsertOffers(tx: Tx): Promise<number> {
  for (const o of OFFERS) {
    await tx.execute(sql`
      INSERT INTO offers (id, title, code, description, discount_percentage, is_active, first_order_only,
                          max_uses_per_customer, min_order_paise)
      VALUES (${stableUuid(`offer:${o.code.toLowerCase()}`)}, ${o.title}, ${o.code}, ${o.description}, ${o.pct},
              ${o.active}, ${o.rules?.firstOrderOnly ?? false}, ${o.rules?.maxUsesPerCustomer ?? null},
              ${rupeesToPaise(o.rules?.minOrderRupees ?? 0)})
      ON CONFLICT (lower(code)) DO UPDATE SET
        title = excluded.title, description = excluded.description,
        discount_percentage = excluded.discount_percentage, is_active = excluded.is_active,
        first_order_only = excluded.first_order_only, max_uses_per_customer = excluded.max_uses_per_customer,
        min_order_paise = excluded.min_order_paise`);
  }
  return OFFERS.length;
}

// ------------------------------------------------------------------ stories

const STORIES: { title: string; product: string; palette: Palette }[] = [
  { title: 'Block prints, three ways', product: 'indigo-block-print-cotton-kurta', palette: PALETTES.fusion },
  { title: 'The midi you will live in', product: 'floral-tiered-midi-dress', palette: PALETTES.dresses },
  { title: 'Mirror work for the mehendi', product: 'mirror-work-crop-top', palette: PALETTES.festive },
  { title: 'One jacket, every wedding', product: 'ikat-print-nehru-jacket', palette: PALETTES.festive },
  { title: 'Straight fit, all day', product: 'high-rise-straight-fit-jeans', palette: PALETTES.denim },
  { title: 'Linen for the heat', product: 'white-linen-shirt', palette: PALETTES.summer },
];

export function storyArtworks(all: BuiltProduct[]): Artwork[] {
  return STORIES.map((s, i) => ({
    folder: 'stories',
    name: s.product,
    scene: storyScene(s.palette, garmentsFor(all, [s.product])[0] as GarmentSpec, i, WIDTH),
  }));
}

export async function upsertStories(
  tx: Tx,
  keys: Map<string, string>,
  productIds: Map<string, string>,
): Promise<number> {
  const rows = STORIES.map((s, i) => ({
    id: stableUuid(`story:${s.product}`),
    title: s.title,
    image: keys.get(`stories/${s.product}`) as string,
    video: null,
    status: 'active' as const,
    productId: productIds.get(s.product) ?? null,
    sortOrder: i,
  }));
  await tx
    .insert(stories)
    .values(rows)
    .onConflictDoUpdate({
      target: stories.id,
      set: {
        title: sql`excluded.title`,
        image: sql`excluded.image`,
        status: sql`excluded.status`,
        productId: sql`excluded.product_id`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  return rows.length;
}

export const COUNTS = {
  banners: BANNERS.length,
  offerBanners: OFFER_BANNERS.length,
  offers: OFFERS.length,
  stories: STORIES.length,
};
