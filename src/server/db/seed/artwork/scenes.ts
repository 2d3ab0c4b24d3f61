/**
 * Whole pictures: studio product shots (front, close-up, back), and the wide or tall merchandising art
 * (banners, offer banners, collection covers, stories, blog headers). No text is ever drawn: pages overlay it.
 *
 * Each scene picks its viewBox so that a garment's frame maps to output pixels at a "round" scale (2.5, 6, 2,
 * 1, 0.75 ...) and on whole-pixel offsets: that keeps fabric patterns on librsvg's fast path (see Device).
 */
import { backdropFor, darken, lighten, mix } from './colour.ts';
import { detailCentre, garment, type GarmentSpec } from './garments.ts';

export type Backdrop = 'tonal' | 'contrast' | 'neutral';
export type Prop = 'arch' | 'circle' | 'panel';

/** Everything that decides how a product's pictures look. */
export type ProductArt = {
  /** One garment, or two for a co-ord set (top first). */
  garments: GarmentSpec[];
  backdrop: Backdrop;
  prop: Prop;
};

export type ProductView = 'front' | 'detail' | 'back';

/**
 * A picture ready to render: a backdrop, a foreground (the garments, which cast a soft shadow on the backdrop)
 * and the output size. The renderer blurs a small silhouette of `fore` for the shadow: an SVG blur filter at
 * full size costs more than the rest of the picture.
 */
export type Scene = {
  width: number;
  height: number;
  viewBox: [number, number, number, number];
  defs: string;
  back: string;
  fore: string;
  /** Null for close-ups, where the backdrop hardly shows. */
  shadow: { colour: string; opacity: number; dx: number; dy: number; blur: number } | null;
};

/** The smallest whole step whose multiples land on whole pixels at k pixels per unit. */
function pixelStep(k: number): number {
  for (let m = 1; m <= 64; m++) if (Number.isInteger(m * k)) return m;
  return 1;
}

/**
 * A garment (400 x 500 frame, hook at 200,24) placed with its hook near (x, y), scaled by s, in a viewBox that
 * starts at (vx, vy) and maps k pixels to a unit. The offset is snapped so the frame starts on a whole pixel.
 */
function placed(
  id: string,
  spec: GarmentSpec,
  x: number,
  y: number,
  s: number,
  k: number,
  vx = 0,
  vy = 0,
): { defs: string; body: string } {
  const step = pixelStep(k);
  const snap = (v: number, origin: number) => origin + Math.round((v - origin) / step) * step;
  const tx = snap(x - 200 * s, vx);
  const ty = snap(y - 24 * s, vy);
  // librsvg reads the scale as a 32-bit float.
  const g = garment(id, spec, { ppu: k * Math.fround(s) });
  const transform = s === 1 ? `translate(${tx} ${ty})` : `translate(${tx} ${ty}) scale(${s})`;
  return { defs: g.defs, body: `<g transform="${transform}">${g.body}</g>` };
}

// ------------------------------------------------------------------ product photos

/** Product photos: 432 x 540 units at 2.5 px per unit (1080 px wide); close-ups 180 x 225 at 6 px per unit. */
const P_W = 432;
const P_H = 540;
const P_FLOOR = 506;
/** Where the garment frame sits in a product photo. */
const P_TX = 16;
const P_TY = 4;

/** The studio backdrop for a product: soft gradient wall, a prop shape, a floor and a rail. */
function studio(main: string, art: ProductArt): { defs: string; body: string; shadow: string } {
  const [light, deep] = backdropFor(main, art.backdrop);
  const defs =
    `<linearGradient id="st-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(light, 0.35)}"/><stop offset="1" stop-color="${light}"/></linearGradient>` +
    `<linearGradient id="st-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(light, deep, 0.7)}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`;
  const propFill = mix(light, deep, 0.6);
  const c = P_W / 2;
  let prop = '';
  if (art.prop === 'arch')
    prop = `<path d="M${c - 122} ${P_FLOOR} L${c - 122} 206 A122 122 0 0 1 ${c + 122} 206 L${c + 122} ${P_FLOOR} Z" fill="${propFill}"/>`;
  if (art.prop === 'circle') prop = `<circle cx="${c}" cy="252" r="170" fill="${propFill}"/>`;
  if (art.prop === 'panel')
    prop = `<rect x="272" y="0" width="160" height="${P_FLOOR}" fill="${propFill}"/><rect x="272" y="0" width="2.5" height="${P_FLOOR}" fill="#fff" opacity="0.45"/>`;
  const railY = P_TY + 21;
  const body =
    `<rect width="${P_W}" height="${P_H}" fill="url(#st-wall)"/>${prop}` +
    `<rect y="${P_FLOOR}" width="${P_W}" height="${P_H - P_FLOOR}" fill="url(#st-floor)"/><rect y="${P_FLOOR}" width="${P_W}" height="1.2" fill="#fff" opacity="0.5"/>` +
    `<rect y="${railY}" width="${P_W}" height="5" fill="#8c9099"/><rect y="${railY + 0.6}" width="${P_W}" height="1.4" fill="#e3e6ea"/><rect y="${railY + 4}" width="${P_W}" height="1.2" fill="#000" opacity="0.18"/>`;
  return { defs, body, shadow: darken(deep, 0.6) };
}

/** A product photo (4:5): the garment hanging in a small studio, a close-up of it, or its back. */
export function productScene(art: ProductArt, view: ProductView, width: number): Scene {
  const first = art.garments[0] as GarmentSpec;
  const st = studio(first.fabric.base, art);
  const gView = view === 'back' ? 'back' : 'front';
  let box: [number, number, number, number] = [0, 0, P_W, P_H];
  let parts: { defs: string; body: string }[];
  if (view === 'detail') {
    const [cx, cy] = detailCentre(first.kind);
    const bw = P_W / 2.4;
    box = [Math.round(P_TX + cx - bw / 2), Math.round(P_TY + cy - (bw * 5) / 8), bw, (bw * 5) / 4];
    const k = width / box[2];
    // A close-up shows the main piece (the top of a co-ord set) on its own.
    parts = [placed('g0', { ...first, view: 'front' }, P_TX + 200, P_TY + 24, 1, k, box[0], box[1])];
  } else {
    const k = width / P_W;
    parts =
      art.garments.length === 1
        ? [placed('g0', { ...first, view: gView }, P_TX + 200, P_TY + 24, 1, k)]
        : [
            placed('g1', { ...(art.garments[1] as GarmentSpec), view: gView }, 300, P_TY + 24, 0.8, k),
            placed('g0', { ...first, view: gView }, 136, P_TY + 24, 0.8, k),
          ];
  }
  return {
    width,
    height: Math.round((width * 5) / 4),
    viewBox: box,
    defs: st.defs + parts.map((p) => p.defs).join(''),
    back: st.body,
    fore: parts.map((p) => p.body).join(''),
    shadow: view === 'detail' ? null : { colour: st.shadow, opacity: 0.3, dx: 5, dy: 7, blur: 5 },
  };
}

// ------------------------------------------------------------------ merchandising art

export type Palette = { bg: string; block: string; accent: string; deep: string };

type Placed = { spec: GarmentSpec; x: number; y: number; s?: number };

/** A bold colour-block composition of garments hanging from a rail among big shapes. */
function composition(
  id: string,
  w: number,
  h: number,
  k: number,
  pal: Palette,
  items: Placed[],
  shapes: string,
): Scene {
  const parts = items.map((it, i) => placed(`${id}g${i}`, it.spec, it.x, it.y, it.s ?? 1, k));
  return {
    width: Math.round(w * k),
    height: Math.round(h * k),
    viewBox: [0, 0, w, h],
    defs:
      `<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(pal.bg, 0.08)}"/><stop offset="1" stop-color="${darken(pal.bg, 0.1)}"/></linearGradient>` +
      parts.map((p) => p.defs).join(''),
    back: `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>${shapes}`,
    fore: parts.map((p) => p.body).join(''),
    shadow: { colour: darken(pal.deep, 0.6), opacity: 0.35, dx: 6, dy: 8, blur: 6 },
  };
}

/** A rail for hanging garments. */
function rail(x1: number, x2: number, y: number): string {
  return `<rect x="${x1}" y="${y - 3}" width="${x2 - x1}" height="6" rx="3" fill="#2d2f36" opacity="0.85"/><rect x="${x1}" y="${y - 2}" width="${x2 - x1}" height="1.5" fill="#ffffff" opacity="0.35"/>`;
}

/**
 * Banner art, 5:2 (1440 x 576 units, 0.75 px per unit: 1080 px). The left 40% is a calm deep block for the
 * page's overlaid title; up to three garments hang on the right.
 */
export function bannerScene(pal: Palette, garments: GarmentSpec[], variant: number, pixelWidth: number): Scene {
  const W = 1440;
  const H = 576;
  const shapes =
    variant % 2 === 0
      ? `<circle cx="1030" cy="310" r="330" fill="${pal.block}"/><circle cx="1350" cy="60" r="130" fill="${pal.accent}" opacity="0.9"/><rect width="600" height="${H}" fill="${pal.deep}"/><path d="M600 0 L660 0 L600 ${H} L540 ${H} Z" fill="${pal.accent}"/>`
      : `<path d="M720 ${H} L720 280 A260 260 0 0 1 1240 280 L1240 ${H} Z" fill="${pal.block}"/><rect width="570" height="${H}" fill="${pal.deep}"/><circle cx="570" cy="470" r="90" fill="${pal.accent}"/><rect x="1270" y="100" width="170" height="${H - 100}" fill="${pal.accent}" opacity="0.55"/>`;
  const n = Math.min(3, garments.length);
  const xs = n === 3 ? [800, 1020, 1240] : n === 2 ? [880, 1150] : [1020];
  const items: Placed[] = garments.slice(0, n).map((spec, i) => ({ spec, x: xs[i] ?? 1020, y: 40 }));
  return composition('b', W, H, pixelWidth / W, pal, items, shapes + rail(660, W, 40));
}

/** Offer banner art, 2:1 (1080 x 540 units at 1 px per unit): a ticket-like block on the left, two garments. */
export function offerScene(pal: Palette, garments: GarmentSpec[], pixelWidth: number): Scene {
  const W = 1080;
  const H = 540;
  let dots = '';
  for (let i = 0; i < 9; i++) dots += `<circle cx="${100 + i * 46}" cy="462" r="6" fill="${pal.bg}" opacity="0.45"/>`;
  const shapes =
    `<rect x="40" y="40" width="480" height="460" rx="30" fill="${pal.deep}"/><circle cx="520" cy="270" r="30" fill="${pal.bg}"/><circle cx="40" cy="270" r="30" fill="${pal.bg}"/>` +
    `<path d="M520 80 L520 460" stroke="${pal.bg}" stroke-width="4" stroke-dasharray="14 10" opacity="0.6"/>${dots}` +
    `<circle cx="830" cy="300" r="235" fill="${pal.block}"/><circle cx="1020" cy="80" r="70" fill="${pal.accent}"/>`;
  const items: Placed[] = garments.slice(0, 2).map((spec, i) => ({ spec, x: 720 + i * 230, y: 44 }));
  return composition('o', W, H, pixelWidth / W, pal, items, shapes + rail(560, W, 44));
}

/** Collection cover, 4:5 (540 x 675 units at 2 px per unit): an outfit or one piece on a themed backdrop. */
export function collectionScene(pal: Palette, garments: GarmentSpec[], variant: number, pixelWidth: number): Scene {
  const W = 540;
  const H = 675;
  const shapes =
    variant % 3 === 0
      ? `<path d="M80 ${H} L80 270 A190 190 0 0 1 460 270 L460 ${H} Z" fill="${pal.block}"/><circle cx="455" cy="120" r="54" fill="${pal.accent}"/>`
      : variant % 3 === 1
        ? `<circle cx="270" cy="340" r="230" fill="${pal.block}"/><rect y="590" width="${W}" height="85" fill="${pal.deep}" opacity="0.5"/>`
        : `<rect width="230" height="${H}" fill="${pal.block}"/><circle cx="420" cy="560" r="120" fill="${pal.accent}" opacity="0.75"/>`;
  const items: Placed[] =
    garments.length > 1
      ? [
          { spec: garments[1] as GarmentSpec, x: 370, y: 60 },
          { spec: garments[0] as GarmentSpec, x: 172, y: 60 },
        ]
      : [{ spec: garments[0] as GarmentSpec, x: 270, y: 50, s: 1.25 }];
  return composition('c', W, H, pixelWidth / W, pal, items, shapes + rail(0, W, 60));
}

/** Story art, 9:16 (360 x 640 units at 3 px per unit): one garment, big and centred, bold shapes behind. */
export function storyScene(pal: Palette, spec: GarmentSpec, variant: number, pixelWidth: number): Scene {
  const W = 360;
  const H = 640;
  const shapes =
    variant % 2 === 0
      ? `<circle cx="180" cy="330" r="170" fill="${pal.block}"/><rect y="560" width="${W}" height="80" fill="${pal.deep}" opacity="0.55"/><circle cx="300" cy="70" r="38" fill="${pal.accent}"/>`
      : `<rect x="30" y="96" width="300" height="490" rx="150" fill="${pal.block}"/><circle cx="54" cy="570" r="56" fill="${pal.accent}" opacity="0.8"/>`;
  return composition('s', W, H, pixelWidth / W, pal, [{ spec, x: 180, y: 90 }], shapes + rail(0, W, 90));
}

/** Blog header, 16:9 (1080 x 608 units at 1 px per unit): garments on a rail over a two-tone wall. */
export function blogScene(pal: Palette, garments: GarmentSpec[], variant: number, pixelWidth: number): Scene {
  const W = 1080;
  const H = 608;
  const shapes =
    `<rect x="${variant % 2 ? 580 : 0}" width="500" height="${H}" fill="${pal.block}"/>` +
    `<circle cx="${variant % 2 ? 150 : 930}" cy="450" r="100" fill="${pal.accent}" opacity="0.85"/>` +
    `<rect y="560" width="${W}" height="48" fill="${pal.deep}" opacity="0.3"/>`;
  const n = Math.min(3, garments.length);
  const xs = n === 3 ? [300, 540, 780] : n === 2 ? [410, 670] : [540];
  const items: Placed[] = garments.slice(0, n).map((spec, i) => ({ spec, x: xs[i] ?? 540, y: 50 }));
  return composition('l', W, H, pixelWidth / W, pal, items, shapes + rail(0, W, 50));
}
