/**
 * The demo catalogue's fixed facts: categories, brands, colours, and the shape of a product line.
 * The product lines themselves live in product-lines-women.ts and product-lines-men.ts.
 */
import type { GarmentKind, GarmentStyle } from './artwork/garments.ts';
import type { Fabric, PatternKind } from './artwork/patterns.ts';

export type Gender = 'men' | 'women';

export type CategoryDef = {
  gender: Gender;
  name: string;
  /** Name lowercased, spaces as dashes (the spec's /category/{gender}/{name} rule). */
  slug: string;
  /** Three letters for SKUs. */
  code: string;
  sortOrder: number;
  seoTitle: string;
  seoDescription: string;
  /** Items may be returned or exchanged (innerwear may not: src/shop/returns.ts). */
  returnable: boolean;
};

const slugOf = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

function category(
  gender: Gender,
  name: string,
  code: string,
  sortOrder: number,
  seoDescription: string,
  opts: { returnable?: boolean } = {},
): CategoryDef {
  const who = gender === 'women' ? "Women's" : "Men's";
  return {
    gender,
    name,
    slug: slugOf(name),
    code,
    sortOrder,
    seoTitle: `Buy ${who} ${name} Online in India | Bindass Bazaar`,
    seoDescription,
    returnable: opts.returnable ?? true,
  };
}

export const CATEGORIES: CategoryDef[] = [
  category(
    'women',
    'Tops',
    'TOP',
    1,
    'Shop crop tops, peplum tops, shirts and printed tops for women. Easy western and Indo-western styles in cotton, rayon and linen, with free shipping on prepaid orders.',
  ),
  category(
    'women',
    'Dresses',
    'DRS',
    2,
    'Midi, maxi and mini dresses for women: florals, polka dots, ajrakh prints and solid satins. Western dresses for work, brunch and festive evenings, delivered across India.',
  ),
  category(
    'women',
    'Bottoms',
    'BTM',
    3,
    'Palazzos, skirts, wide-leg trousers and joggers for women, in breezy cottons, linen and rayon prints. Find your fit from waist 28 to 36.',
  ),
  category(
    'women',
    'Denim',
    'DNM',
    4,
    "Women's jeans in straight, mom, skinny, wide-leg and bootcut fits, plus denim jackets and skirts. Stretch denim made for Indian weather.",
  ),
  category(
    'women',
    'Jackets',
    'JKT',
    5,
    'Blazers, kimono jackets, shrugs and bombers for women. Layer up your kurtas, dresses and tees with block prints, linen and tailored cuts.',
  ),
  category(
    'women',
    'Curve',
    'CRV',
    6,
    'Curve fashion for plus-size women: dresses, kurtas, jeans, tops and jackets cut for real bodies, in sizes that fit and fabrics that flatter.',
  ),
  category(
    'women',
    'Kurtas',
    'KUR',
    7,
    'Block-print, chikankari, bandhani and ajrakh kurtas for women. Straight, A-line and Anarkali kurtas for office, festive and everyday wear.',
  ),
  category(
    'women',
    'Co-ord Sets',
    'CRD',
    8,
    'Matching co-ord sets for women: crop tops with palazzos, shirts with trousers, printed lounge sets. One outfit, zero effort.',
  ),
  category(
    'women',
    'Innerwear',
    'INW',
    9,
    'Soft cotton camisoles and slips for women, seamless under kurtas and sheer tops. Innerwear cannot be returned or exchanged.',
    { returnable: false },
  ),
  category(
    'men',
    'Shirts',
    'SHT',
    1,
    "Men's shirts in cotton, linen and block prints: Oxford button-downs, checked flannels, resort prints and formal pinstripes.",
  ),
  category(
    'men',
    'T-Shirts',
    'TEE',
    2,
    "Men's T-shirts: crew necks, graphic prints, stripes, pocket tees and oversized fits in soft combed cotton.",
  ),
  category(
    'men',
    'Jeans',
    'JNS',
    3,
    "Men's jeans in slim, straight, skinny, relaxed and bootcut fits. Dark, mid, light and black washes with a little stretch.",
  ),
  category(
    'men',
    'Trousers',
    'TRS',
    4,
    "Men's trousers: chinos, formal trousers, linen drawstring pants, corduroys and joggers for work and weekends.",
  ),
  category(
    'men',
    'Kurtas',
    'KUR',
    5,
    "Men's kurtas for festive and everyday wear: cotton, silk-blend, ikat, block-print and chikankari kurtas with mandarin collars.",
  ),
  category(
    'men',
    'Jackets',
    'JKT',
    6,
    "Men's jackets: Nehru jackets, bombers, denim truckers and blazers. Indo-western layers for weddings, office and travel.",
  ),
  category(
    'men',
    'Innerwear',
    'MIW',
    7,
    "Men's innerwear: ribbed and combed cotton vests that stay cool under shirts and kurtas. Innerwear cannot be returned or exchanged.",
    { returnable: false },
  ),
];

export const BRANDS = {
  RMC: 'Rangmanch',
  UKC: 'Urban Kurti Co.',
  DND: 'Denim Desi',
  KVS: 'Kaveri Studio',
  BBS: 'Bindass Basics',
  GML: 'Gulmohar Lane',
  SUT: 'Sutra Threads',
  CHB: 'Chai Break',
  NVR: 'Navrang Menswear',
} as const;
export type BrandCode = keyof typeof BRANDS;

/** Named colours, so product lines read like a buyer's sheet. */
export const COLOURS = {
  indigo: '#2d3f73',
  navy: '#1f2a44',
  royal: '#2f4f9e',
  sky: '#9cc3e6',
  powder: '#cfe0ef',
  teal: '#0f6b6b',
  peacock: '#0f4c5c',
  emerald: '#1f6f50',
  bottle: '#22503c',
  olive: '#5b6236',
  sage: '#a3b59a',
  mint: '#bfe3cf',
  mustard: '#d9a030',
  marigold: '#f0a202',
  turmeric: '#e4b730',
  gold: '#c9a45c',
  rust: '#b5522e',
  terracotta: '#c4623d',
  brick: '#9a3b2b',
  maroon: '#6e1f2b',
  wine: '#5c1a33',
  ruby: '#9e1b32',
  red: '#b5172f',
  coral: '#ef7c66',
  peach: '#f6c1a1',
  blush: '#f3c9c4',
  rose: '#d98a9a',
  fuchsia: '#c2185b',
  lavender: '#b9a7d6',
  lilac: '#ddd0ee',
  plum: '#5d2e5a',
  ivory: '#f5f0e4',
  cream: '#efe6d2',
  white: '#f7f7f5',
  beige: '#d8c3a5',
  khaki: '#b9a27a',
  camel: '#b88a55',
  tan: '#a9744f',
  brown: '#6b4a35',
  charcoal: '#3a3d45',
  black: '#1f1f26',
  grey: '#9a9ea6',
  stone: '#c9c3b8',
  denimDark: '#24365c',
  denimMid: '#2f4a78',
  denimLight: '#5f80b4',
  denimIce: '#9fb6d8',
  denimBlack: '#2b2d34',
} as const;
export type ColourName = keyof typeof COLOURS;

/** "indigo ivory brick": ground, motif and second motif colours. */
export function fabric(pattern: PatternKind, colours: string, scale?: number): Fabric {
  const names = colours.split(' ') as ColourName[];
  const pick = (i: number): string => COLOURS[names[Math.min(i, names.length - 1)] as ColourName] ?? '#888888';
  const base = pick(0);
  // Denim's "accent" is its lighter twill thread.
  const accent = pattern === 'denim' && names.length === 1 ? '#a9bce0' : pick(1);
  const f: Fabric = { pattern, base, accent, accent2: pick(2) };
  if (scale !== undefined) f.scale = scale;
  return f;
}

export type Tag = 'festive' | 'summer' | 'office' | 'fusion' | 'weekend';

/** One product as a buyer would list it; prices in rupees. */
export type ProductLine = {
  name: string;
  brand: BrandCode;
  /** The category slug within the gender. */
  category: string;
  garments: { kind: GarmentKind; fabric: Fabric; trim?: Fabric; style?: GarmentStyle }[];
  material: string;
  mrp: number;
  tags?: Tag[];
  featured?: boolean;
  /** Every size sold out. */
  soldOut?: boolean;
  /** A fixed discount percentage (0 for none); otherwise one is drawn. */
  discount?: number;
};

/** Shorthand for a one-garment product line. */
export function line(
  name: string,
  brand: BrandCode,
  category: string,
  kind: GarmentKind,
  fab: Fabric,
  material: string,
  mrp: number,
  extra: {
    style?: GarmentStyle;
    trim?: Fabric;
    tags?: Tag[];
    featured?: boolean;
    soldOut?: boolean;
    discount?: number;
  } = {},
): ProductLine {
  const { style, trim, ...rest } = extra;
  const garment: ProductLine['garments'][number] = { kind, fabric: fab };
  if (style) garment.style = style;
  if (trim) garment.trim = trim;
  return { name, brand, category, garments: [garment], material, mrp, ...rest };
}
