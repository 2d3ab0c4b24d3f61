/**
 * Stylised garments drawn as SVG in a 400 x 500 frame (centre line x = 200), hung from a rail at y = 24.
 * Each garment is made of pieces filled with its fabric pattern, then shaded for volume, outlined and detailed
 * (plackets, collars, pockets, stitching, borders).
 */
import { darken, lighten, luminance, mix } from './colour.ts';
import { CX, mirror, pathData, symmetric, type Cmd, type Seg } from './path.ts';
import { fabricPattern, type Device, type Fabric } from './patterns.ts';

export type GarmentKind =
  | 'tee'
  | 'top'
  | 'crop'
  | 'shirt'
  | 'kurta'
  | 'dress'
  | 'blazer'
  | 'trucker'
  | 'bomber'
  | 'nehru'
  | 'kimono'
  | 'jeans'
  | 'trousers'
  | 'palazzo'
  | 'skirt'
  | 'joggers';

export type Sleeves = 'none' | 'cap' | 'short' | 'puff' | 'elbow' | 'three-quarter' | 'long';
export type Neck = 'crew' | 'v' | 'scoop' | 'mandarin' | 'square' | 'sweetheart';
export type Fit = 'skinny' | 'slim' | 'straight' | 'wide' | 'flare' | 'palazzo';

export type GarmentStyle = {
  sleeves?: Sleeves;
  neck?: Neck;
  fit?: Fit;
  /** Tops: hem height multiplier (1 = the kind's usual length). */
  length?: number;
  /** Curve sizes are drawn wider (about 1.12). */
  width?: number;
  /** Dresses and tops: a waist tie. */
  belt?: boolean;
  /** Kurtas and kimonos: a contrast border at hem and sleeves. */
  border?: boolean;
  /** Tees: a chest graphic. */
  graphic?: 'sun' | 'band' | 'pocket';
  /** Men's cut (broader shoulders, straighter sides). */
  men?: boolean;
};

export type GarmentSpec = {
  kind: GarmentKind;
  fabric: Fabric;
  /** Border or lining fabric. */
  trim?: Fabric;
  style?: GarmentStyle;
  view?: 'front' | 'back';
  hanger?: boolean;
};

export const BOTTOM_KINDS: ReadonlySet<GarmentKind> = new Set(['jeans', 'trousers', 'palazzo', 'skirt', 'joggers']);

type Ctx = {
  id: string;
  dev: Device;
  k: number;
  spec: GarmentSpec;
  style: GarmentStyle;
  back: boolean;
  defs: string[];
  out: string[];
  fab: string;
  trimFab: string;
  base: string;
  line: string;
  stitch: string;
};

const DENIM_THREAD = '#d9a04a';

function ctxFor(id: string, spec: GarmentSpec, dev: Device): Ctx {
  const style = spec.style ?? {};
  const base = spec.fabric.base;
  const dark = luminance(base) < 0.06;
  const ctx: Ctx = {
    id,
    dev,
    k: style.width ?? 1,
    spec,
    style,
    back: spec.view === 'back',
    defs: [],
    out: [],
    fab: `url(#${id}-fab)`,
    trimFab: `url(#${id}-trim)`,
    base,
    line: dark ? lighten(base, 0.22) : darken(base, 0.32),
    stitch: spec.fabric.pattern === 'denim' ? DENIM_THREAD : dark ? lighten(base, 0.35) : darken(base, 0.28),
  };
  ctx.defs.push(fabricPattern(`${id}-fab`, spec.fabric, dev));
  if (spec.trim) ctx.defs.push(fabricPattern(`${id}-trim`, spec.trim, dev));
  ctx.defs.push(
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="#000" stop-opacity="0.26"/><stop offset="0.2" stop-color="#000" stop-opacity="0.05"/>` +
      `<stop offset="0.42" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.26"/></linearGradient>`,
    `<linearGradient id="${id}-vshade" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>`,
  );
  return ctx;
}

/** A fabric piece: pattern fill, volume shading and a soft outline. */
function piece(c: Ctx, cmds: Cmd[], opts: { fill?: string; dim?: number; outline?: boolean } = {}): void {
  const d = pathData(cmds, c.k);
  c.out.push(`<path d="${d}" fill="${opts.fill ?? c.fab}"/>`);
  if (opts.dim) c.out.push(`<path d="${d}" fill="#000" opacity="${opts.dim}"/>`);
  c.out.push(`<path d="${d}" fill="url(#${c.id}-shade)"/>`);
  // The top-to-bottom light only shows on long pieces; skipping it on small ones saves a quarter of the render.
  if (height(cmds) > 150) c.out.push(`<path d="${d}" fill="url(#${c.id}-vshade)"/>`);
  if (opts.outline !== false)
    c.out.push(
      `<path d="${d}" fill="none" stroke="${c.line}" stroke-width="0.9" stroke-opacity="0.55" stroke-linejoin="round"/>`,
    );
}

function height(cmds: Cmd[]): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (const c of cmds) {
    if (c[0] === 'Z') continue;
    const y = c[c.length - 1] as number;
    lo = Math.min(lo, y);
    hi = Math.max(hi, y);
  }
  return hi - lo;
}

/** A stroked detail line (seam, stitch, fold). */
function stroke(
  c: Ctx,
  cmds: Cmd[],
  opts: { color?: string; width?: number; opacity?: number; dash?: string } = {},
): void {
  const dash = opts.dash ? ` stroke-dasharray="${opts.dash}"` : '';
  c.out.push(
    `<path d="${pathData(cmds, c.k)}" fill="none" stroke="${opts.color ?? c.line}" stroke-width="${opts.width ?? 1}" stroke-opacity="${opts.opacity ?? 0.6}" stroke-linecap="round"${dash}/>`,
  );
}

function stitchLine(c: Ctx, cmds: Cmd[]): void {
  stroke(c, cmds, { color: c.stitch, width: 0.8, opacity: 0.85, dash: '2.2 1.6' });
}

function fold(c: Ctx, cmds: Cmd[], light = false): void {
  stroke(c, cmds, { color: light ? '#ffffff' : '#000000', width: light ? 2.2 : 1.6, opacity: light ? 0.12 : 0.14 });
}

function button(c: Ctx, x: number, y: number, rad = 2.6, colour?: string): void {
  const bx = CX + (x - CX) * c.k;
  const col = colour ?? (luminance(c.base) > 0.5 ? '#f4f1ea' : mix(c.base, '#f4f1ea', 0.75));
  c.out.push(
    `<circle cx="${bx}" cy="${y}" r="${rad}" fill="${col}" stroke="${darken(col, 0.35)}" stroke-width="0.6"/>` +
      `<circle cx="${bx - rad * 0.3}" cy="${y}" r="0.45" fill="${darken(col, 0.5)}"/><circle cx="${bx + rad * 0.3}" cy="${y}" r="0.45" fill="${darken(col, 0.5)}"/>`,
  );
}

/** A clip path of a piece, so borders can be painted inside it. */
function clip(c: Ctx, name: string, cmds: Cmd[]): string {
  const id = `${c.id}-${name}`;
  c.defs.push(`<clipPath id="${id}"><path d="${pathData(cmds, c.k)}"/></clipPath>`);
  return `url(#${id})`;
}

function rect(x1: number, y1: number, x2: number, y2: number): Cmd[] {
  return [['M', x1, y1], ['L', x2, y1], ['L', x2, y2], ['L', x1, y2], ['Z']];
}

// ------------------------------------------------------------------ hangers

function hook(c: Ctx, y: number): void {
  c.out.push(
    `<path d="M193 30 C189 19 207 14 208 25 C209 32 200 33 200 40 L200 ${y}" fill="none" stroke="#7d8590" stroke-width="2.6" stroke-linecap="round"/>` +
      `<path d="M193 30 C189 19 207 14 208 25" fill="none" stroke="#c9ced6" stroke-width="0.9" stroke-linecap="round"/>`,
  );
}

function woodHanger(c: Ctx, y: number): void {
  hook(c, y + 4);
  c.out.push(
    `<rect x="195" y="${y - 2}" width="10" height="9" rx="3" fill="#a06b3c"/><rect x="197" y="${y - 1}" width="3" height="7" rx="1.5" fill="#c99163"/>`,
  );
}

function clipHanger(c: Ctx, y: number, half: number): void {
  hook(c, y - 8);
  const h = half * c.k;
  c.out.push(
    `<rect x="${CX - h - 8}" y="${y - 10}" width="${2 * h + 16}" height="4" rx="2" fill="#7d8590"/>` +
      `<rect x="${CX - h - 8}" y="${y - 10}" width="${2 * h + 16}" height="1.3" rx="0.6" fill="#d3d8df"/>`,
  );
  for (const x of [CX - h + 10, CX + h - 10]) {
    c.out.push(
      `<rect x="${x - 6}" y="${y - 8}" width="12" height="16" rx="2" fill="#5d646e"/><rect x="${x - 4}" y="${y - 6}" width="3" height="11" rx="1" fill="#9aa1ab"/>`,
    );
  }
}

// ------------------------------------------------------------------ tops

type TopGeom = {
  nw: number;
  neckY: number;
  depth: number;
  sx: number;
  sy: number;
  ax: number;
  ay: number;
  wx: number;
  wy: number;
  hx: number;
  hy: number;
};

function topGeom(c: Ctx, kind: GarmentKind): TopGeom {
  const men = c.style.men ?? false;
  const len = c.style.length ?? 1;
  const g: TopGeom = men
    ? { nw: 24, neckY: 74, depth: 96, sx: 282, sy: 90, ax: 280, ay: 150, wx: 282, wy: 260, hx: 285, hy: 376 }
    : { nw: 22, neckY: 72, depth: 104, sx: 266, sy: 84, ax: 268, ay: 140, wx: 254, wy: 236, hx: 270, hy: 346 };
  if (kind === 'crop') {
    g.hy = 232;
    g.hx = 258;
    g.wy = 200;
    g.wx = 258;
  }
  if (kind === 'kurta') {
    g.hy = men ? 468 : 456;
    g.hx = men ? 290 : 304;
    g.wx = men ? 284 : 262;
    g.wy = men ? 270 : 250;
  }
  g.hy = g.neckY + (g.hy - g.neckY) * len;
  const neck = c.style.neck ?? 'crew';
  if (neck === 'v') g.depth = g.neckY + 48;
  if (neck === 'scoop') g.depth = g.neckY + 40;
  if (neck === 'sweetheart' || neck === 'square') g.depth = g.neckY + 38;
  if (neck === 'mandarin') g.depth = g.neckY + 8;
  if (c.back) g.depth = g.neckY + 9;
  return g;
}

function neckSegs(c: Ctx, g: TopGeom): Seg[] {
  const neck = c.back ? 'crew' : (c.style.neck ?? 'crew');
  const x = CX + g.nw;
  if (neck === 'v') return [['L', x, g.neckY]];
  if (neck === 'square')
    return [
      ['L', x - 2, g.depth],
      ['L', x, g.neckY],
    ];
  if (neck === 'sweetheart')
    return [
      ['Q', CX + 4, g.depth - 12, CX + g.nw * 0.6, g.depth - 8],
      ['Q', x + 2, g.depth - 6, x, g.neckY],
    ];
  return [['Q', x - 2, g.depth, x, g.neckY]];
}

/** The torso outline of a top, kurta or dress bodice, from the front neck centre to the hem centre. */
function torso(c: Ctx, g: TopGeom, sleeveless: boolean, hem: Seg[]): Cmd[] {
  const arm: Seg = sleeveless
    ? ['Q', g.sx - 16, g.ay - 20, g.ax, g.ay]
    : ['Q', g.sx + 5, (g.sy + g.ay) / 2, g.ax, g.ay];
  return symmetric(
    [CX, g.depth],
    [...neckSegs(c, g), ['L', g.sx, g.sy], arm, ['C', g.ax + 1, g.ay + 40, g.wx, g.wy - 40, g.wx, g.wy], ...hem],
  );
}

function plainHem(g: TopGeom, flare = 0): Seg[] {
  return [
    ['C', g.wx, g.wy + 40, g.hx + flare, g.hy - 40, g.hx + flare, g.hy],
    ['Q', CX + (g.hx - CX) * 0.55, g.hy + 5, CX, g.hy + 5],
  ];
}

function innerBack(c: Ctx, g: TopGeom): void {
  if (c.back) return;
  const cmds: Cmd[] = [
    ['M', CX - g.nw, g.neckY],
    ['Q', CX, g.neckY + 11, CX + g.nw, g.neckY],
    ['L', CX + g.nw, g.depth + 6],
    ['L', CX - g.nw, g.depth + 6],
    ['Z'],
  ];
  piece(c, cmds, { dim: 0.38, outline: false });
}

/** Sleeves for the right side; the left is mirrored. Drawn behind the torso. */
function sleeves(c: Ctx, g: TopGeom, kind: Sleeves, cuff = false): void {
  if (kind === 'none') return;
  const { sx, sy, ax, ay } = g;
  let right: Cmd[];
  let cuffY = 0;
  let endX = 0;
  if (kind === 'cap') {
    right = [
      ['M', sx - 6, sy - 1],
      ['Q', sx + 20, sy + 8, sx + 24, sy + 40],
      ['Q', sx + 12, sy + 48, ax - 2, ay - 4],
      ['Z'],
    ];
  } else if (kind === 'short') {
    right = [
      ['M', sx - 6, sy - 1],
      ['L', sx + 50, sy + 62],
      ['Q', sx + 40, sy + 78, sx + 24, sy + 84],
      ['L', ax - 2, ay - 6],
      ['Z'],
    ];
  } else if (kind === 'puff') {
    right = [
      ['M', sx - 8, sy - 2],
      ['C', sx + 36, sy - 12, sx + 58, sy + 30, sx + 42, sy + 62],
      ['Q', sx + 26, sy + 70, ax + 4, ay + 2],
      ['L', ax - 2, ay - 6],
      ['Z'],
    ];
  } else {
    const len = kind === 'elbow' ? 118 : kind === 'three-quarter' ? 190 : 262;
    const out = c.style.men ? 38 : 30;
    endX = sx + out + 8;
    cuffY = sy + len;
    right = [
      ['M', sx - 6, sy - 1],
      ['Q', sx + out - 6, sy + 4, sx + out, sy + 40],
      ['L', endX, cuffY],
      ['Q', sx + out - 6, cuffY + 4, sx + 10, cuffY + 2],
      ['L', ax + 2, ay + 24],
      ['L', ax - 2, ay - 4],
      ['Z'],
    ];
  }
  for (const side of [right, mirror(right)]) piece(c, side);
  if (kind === 'puff') {
    for (const s of [1, -1]) {
      const x = (v: number) => CX + (v - CX) * s;
      fold(c, [
        ['M', x(sx + 6), sy + 4],
        ['Q', x(sx + 26), sy + 30, x(sx + 28), sy + 58],
      ]);
      fold(
        c,
        [
          ['M', x(sx + 20), sy],
          ['Q', x(sx + 40), sy + 24, x(sx + 38), sy + 56],
        ],
        true,
      );
    }
  }
  if (kind === 'short') {
    for (const s of [1, -1]) {
      const x = (v: number) => CX + (v - CX) * s;
      stitchLine(c, [
        ['M', x(sx + 45), sy + 67],
        ['Q', x(sx + 36), sy + 78, x(sx + 22), sy + 82],
      ]);
    }
  }
  if (cuffY > 0) {
    for (const s of [1, -1]) {
      const x = (v: number) => CX + (v - CX) * s;
      if (cuff) {
        const top = cuffY - 26;
        const cmds: Cmd[] = [
          ['M', x(sx + 11), top],
          ['L', x(endX - 1), top],
          ['L', x(endX), cuffY],
          ['Q', x(sx + 30), cuffY + 4, x(sx + 10), cuffY + 2],
          ['Z'],
        ];
        piece(c, cmds);
        button(c, x(sx + 25), top + 13, 2.2);
      }
      fold(c, [
        ['M', x(sx + 22), sy + 60],
        ['Q', x(sx + 26), sy + 120, x(sx + 22), cuffY - 40],
      ]);
      fold(
        c,
        [
          ['M', x(sx + 30), sy + 50],
          ['Q', x(sx + 34), sy + 100, x(sx + 33), cuffY - 60],
        ],
        true,
      );
    }
  }
  if (c.style.border && cuffY > 0 && c.spec.trim) {
    for (const side of [right, mirror(right)]) {
      const cp = clip(c, `sl${side === right ? 'r' : 'l'}`, side);
      c.out.push(
        `<g clip-path="${cp}"><rect x="0" y="${cuffY - 14}" width="400" height="30" fill="${c.trimFab}"/><rect x="0" y="${cuffY - 15}" width="400" height="1.4" fill="${c.spec.trim.accent}"/></g>`,
      );
    }
  }
}

function torsoFolds(c: Ctx, g: TopGeom): void {
  fold(c, [
    ['M', g.ax - 6, g.ay + 6],
    ['Q', g.ax - 26, g.ay + 40, g.ax - 30, g.ay + 90],
  ]);
  fold(c, [
    ['M', 2 * CX - g.ax + 6, g.ay + 6],
    ['Q', 2 * CX - g.ax + 22, g.ay + 44, 2 * CX - g.ax + 24, g.ay + 96],
  ]);
  fold(
    c,
    [
      ['M', CX + 30, g.hy - 60],
      ['Q', CX + 36, g.hy - 30, CX + 30, g.hy],
    ],
    true,
  );
}

function hemStitch(c: Ctx, g: TopGeom, dy = 7): void {
  stitchLine(c, [
    ['M', CX - (g.hx - CX) + 3, g.hy - dy],
    ['Q', CX, g.hy + 5 - dy, g.hx - 3, g.hy - dy],
  ]);
}

function neckTrim(c: Ctx, g: TopGeom): void {
  const neck = c.back ? 'crew' : (c.style.neck ?? 'crew');
  if (neck === 'mandarin') return;
  const right: Cmd[] = [['M', CX, g.depth], ...neckSegs(c, g)];
  const left = mirror(right);
  stroke(c, right, { color: darken(c.base, 0.18), width: 3.2, opacity: 0.9 });
  stroke(c, left, { color: darken(c.base, 0.18), width: 3.2, opacity: 0.9 });
}

function tee(c: Ctx, kind: 'tee' | 'top' | 'crop'): void {
  const g = topGeom(c, kind);
  const sl = c.style.sleeves ?? (kind === 'tee' ? 'short' : 'none');
  woodHanger(c, g.neckY - 2);
  innerBack(c, g);
  sleeves(c, g, sl, false);
  const flare = kind === 'top' && c.style.belt ? 22 : 0;
  const body = torso(c, g, sl === 'none', plainHem(g, flare));
  piece(c, body);
  neckTrim(c, g);
  torsoFolds(c, g);
  hemStitch(c, g);
  if (!c.back && c.style.graphic) teeGraphic(c, g);
  if (kind === 'top' && c.style.belt) {
    stroke(
      c,
      [
        ['M', CX - (g.wx - CX), g.wy],
        ['Q', CX, g.wy + 6, g.wx, g.wy],
      ],
      { width: 1.2 },
    );
    waistTie(c, g.wx - 18, g.wy + 2);
  }
}

function teeGraphic(c: Ctx, g: TopGeom): void {
  const y = g.depth + 60;
  const ink = luminance(c.base) > 0.4 ? darken(c.spec.fabric.accent, 0.1) : lighten(c.spec.fabric.accent, 0.2);
  if (c.style.graphic === 'pocket') {
    const p = rect(CX + 30, y - 20, CX + 58, y + 12);
    piece(c, p, { fill: c.spec.trim ? c.trimFab : c.fab });
    stitchLine(c, [
      ['M', CX + 30, y - 15],
      ['L', CX + 58, y - 15],
    ]);
    return;
  }
  if (c.style.graphic === 'band') {
    const cp = clip(c, 'band', torso(c, g, false, plainHem(g)));
    c.out.push(
      `<g clip-path="${cp}"><rect x="0" y="${y - 10}" width="400" height="22" fill="${ink}"/><rect x="0" y="${y + 16}" width="400" height="5" fill="${c.spec.fabric.accent2}"/></g>`,
    );
    return;
  }
  c.out.push(
    `<g opacity="0.92"><circle cx="${CX}" cy="${y}" r="28" fill="${c.spec.fabric.accent2}"/>` +
      `<path d="M${CX - 42} ${y + 8} L${CX - 12} ${y - 18} L${CX + 4} ${y - 2} L${CX + 18} ${y - 14} L${CX + 42} ${y + 8} Z" fill="${ink}"/>` +
      `<rect x="${CX - 42}" y="${y + 8}" width="84" height="3" fill="${ink}"/><rect x="${CX - 30}" y="${y + 14}" width="60" height="2.4" fill="${ink}"/><rect x="${CX - 18}" y="${y + 19}" width="36" height="2" fill="${ink}"/></g>`,
  );
}

function waistTie(c: Ctx, x: number, y: number): void {
  const col = c.spec.trim ? c.trimFab : c.fab;
  const right: Cmd[] = [['M', x, y], ['C', x + 14, y - 16, x + 26, y - 6, x + 18, y + 4], ['Z']];
  const left: Cmd[] = [['M', x, y], ['C', x - 16, y - 14, x - 22, y + 2, x - 14, y + 6], ['Z']];
  const tail1: Cmd[] = [['M', x, y], ['L', x + 10, y + 46], ['L', x + 16, y + 44], ['L', x + 3, y], ['Z']];
  const tail2: Cmd[] = [['M', x, y], ['L', x - 6, y + 38], ['L', x - 1, y + 40], ['L', x + 2, y], ['Z']];
  for (const p of [tail2, tail1, right, left]) piece(c, p, { fill: col });
  c.out.push(`<circle cx="${CX + (x - CX) * c.k}" cy="${y}" r="3.5" fill="${darken(c.base, 0.2)}"/>`);
}

function shirt(c: Ctx): void {
  const men = c.style.men ?? false;
  const g = topGeom(c, 'shirt');
  g.depth = g.neckY + 26;
  g.hy = men ? 410 : 372;
  g.hx = g.wx + 4;
  const sl = c.style.sleeves ?? 'long';
  woodHanger(c, g.neckY - 6);
  innerBack(c, { ...g, depth: g.neckY + 20 });
  sleeves(c, g, sl, sl === 'long');
  const hem: Seg[] = [
    ['C', g.wx, g.wy + 40, g.hx, g.hy - 70, g.hx, g.hy - 34],
    ['C', g.hx - 16, g.hy - 26, CX + 50, g.hy + 6, CX, g.hy + 6],
  ];
  const body = symmetric(
    [CX, c.back ? g.neckY + 8 : g.depth],
    [
      ['L', CX + g.nw, g.neckY],
      ['L', g.sx, g.sy],
      ['Q', g.sx + 5, (g.sy + g.ay) / 2, g.ax, g.ay],
      ['C', g.ax + 1, g.ay + 40, g.wx, g.wy - 40, g.wx, g.wy],
      ...hem,
    ],
  );
  piece(c, body);
  torsoFolds(c, g);
  // Yoke seam and collar.
  stroke(
    c,
    [
      ['M', 2 * CX - g.sx + 4, g.sy + 20],
      ['Q', CX, g.sy + 26, g.sx - 4, g.sy + 20],
    ],
    { width: 0.9, opacity: 0.5 },
  );
  if (c.back) {
    stroke(
      c,
      [
        ['M', CX - g.nw - 2, g.neckY + 2],
        ['Q', CX, g.neckY + 16, CX + g.nw + 2, g.neckY + 2],
      ],
      { width: 3, opacity: 0.5 },
    );
    return;
  }
  const placket: Cmd[] = rect(CX - 6, g.depth, CX + 6, g.hy + 5);
  piece(c, placket, { outline: false });
  stroke(
    c,
    [
      ['M', CX - 6, g.depth],
      ['L', CX - 6, g.hy + 4],
    ],
    { width: 0.8 },
  );
  stroke(
    c,
    [
      ['M', CX + 6, g.depth],
      ['L', CX + 6, g.hy + 4],
    ],
    { width: 0.8 },
  );
  for (let y = g.depth + 10; y < g.hy - 6; y += men ? 46 : 40) button(c, CX, y);
  if (men) {
    const pocket: Cmd[] = [
      ['M', CX + 26, 150],
      ['L', CX + 58, 150],
      ['L', CX + 58, 186],
      ['L', CX + 42, 194],
      ['L', CX + 26, 186],
      ['Z'],
    ];
    piece(c, pocket);
    stitchLine(c, [
      ['M', CX + 26, 156],
      ['L', CX + 58, 156],
    ]);
  }
  const leaf: Cmd[] = [
    ['M', CX + 2, g.depth + 4],
    ['L', CX + g.nw + 2, g.neckY - 4],
    ['L', CX + g.nw + 12, g.neckY + 2],
    ['L', CX + 24, g.depth + 16],
    ['Z'],
  ];
  piece(
    c,
    [
      ['M', CX - g.nw - 2, g.neckY - 4],
      ['Q', CX, g.neckY + 4, CX + g.nw + 2, g.neckY - 4],
      ['L', CX + g.nw, g.neckY + 4],
      ['Q', CX, g.neckY + 12, CX - g.nw, g.neckY + 4],
      ['Z'],
    ],
    { dim: 0.3 },
  );
  piece(c, leaf);
  piece(c, mirror(leaf));
  button(c, CX, g.depth + 2, 2);
}

// ------------------------------------------------------------------ kurta

function kurta(c: Ctx): void {
  const men = c.style.men ?? false;
  const g = topGeom(c, 'kurta');
  const sl = c.style.sleeves ?? (men ? 'long' : 'three-quarter');
  const slitY = g.hy - (men ? 110 : 96);
  woodHanger(c, g.neckY - 2);
  innerBack(c, g);
  // The back panel shows through the side slits.
  const backPanel = symmetric(
    [CX, g.depth],
    [
      ['L', CX + g.nw, g.neckY],
      ['L', g.sx, g.sy],
      ['L', g.ax, g.ay],
      ['L', g.wx, g.wy],
      ['L', g.hx + 8, g.hy - 2],
      ['L', CX, g.hy],
    ],
  );
  piece(c, backPanel, { dim: 0.3 });
  sleeves(c, g, sl, men && sl === 'long');
  const slitX = g.wx + (g.hx - g.wx) * ((slitY - g.wy) / (g.hy - g.wy));
  const hem: Seg[] = [
    ['C', g.wx, g.wy + 40, slitX, slitY - 50, slitX, slitY],
    ['L', g.hx - 6, g.hy],
    ['Q', CX + (g.hx - CX) * 0.5, g.hy + 5, CX, g.hy + 5],
  ];
  const front = torso(c, g, sl === 'none', hem);
  piece(c, front);
  if (c.style.border && c.spec.trim) {
    const cp = clip(c, 'front', front);
    c.out.push(
      `<g clip-path="${cp}"><rect x="0" y="${g.hy - 22}" width="400" height="40" fill="${c.trimFab}"/><rect x="0" y="${g.hy - 23.5}" width="400" height="1.6" fill="${c.spec.trim.accent}"/></g>`,
    );
  }
  torsoFolds(c, g);
  fold(c, [
    ['M', CX - 40, g.wy],
    ['Q', CX - 46, g.wy + 100, CX - 56, g.hy - 4],
  ]);
  fold(
    c,
    [
      ['M', CX + 52, g.wy + 30],
      ['Q', CX + 56, g.wy + 110, CX + 66, g.hy - 4],
    ],
    true,
  );
  if (c.back) return;
  const neck = c.style.neck ?? (men ? 'mandarin' : 'v');
  if (neck === 'mandarin') {
    const band: Cmd[] = [
      ['M', CX - g.nw - 1, g.neckY - 8],
      ['Q', CX, g.neckY - 1, CX + g.nw + 1, g.neckY - 8],
      ['L', CX + g.nw, g.neckY + 3],
      ['Q', CX, g.neckY + 11, CX - g.nw, g.neckY + 3],
      ['Z'],
    ];
    piece(c, band, { fill: c.spec.trim && !men ? c.trimFab : c.fab });
    piece(c, rect(CX - 5, g.neckY + 6, CX + 5, g.neckY + 96), { outline: false });
    stroke(
      c,
      [
        ['M', CX - 5, g.neckY + 7],
        ['L', CX - 5, g.neckY + 96],
        ['L', CX + 5, g.neckY + 96],
        ['L', CX + 5, g.neckY + 7],
      ],
      { width: 0.8 },
    );
    for (let y = g.neckY + 18; y < g.neckY + 92; y += 20) button(c, CX, y, 2.3);
  } else {
    neckTrim(c, g);
    // Embroidered yoke: a dotted thread line following the neckline.
    const accent = c.spec.trim?.accent ?? c.spec.fabric.accent;
    const yoke: Cmd[] = [
      ['M', CX - g.nw - 10, g.neckY + 6],
      ['Q', CX, g.depth + 30, CX + g.nw + 10, g.neckY + 6],
    ];
    stroke(c, yoke, { color: accent, width: 2.2, opacity: 0.95, dash: '0.1 4' });
    stroke(
      c,
      [
        ['M', CX - g.nw - 16, g.neckY + 10],
        ['Q', CX, g.depth + 40, CX + g.nw + 16, g.neckY + 10],
      ],
      { color: accent, width: 1, opacity: 0.8, dash: '3 2' },
    );
  }
}

// ------------------------------------------------------------------ dress

function dress(c: Ctx): void {
  const g = topGeom(c, 'dress');
  const len = c.style.length ?? 1;
  const hemY = 90 + 370 * len;
  const sl = c.style.sleeves ?? 'none';
  const sx = sl === 'none' ? 246 : 262;
  g.sx = sx;
  g.sy = 80;
  g.ax = 264;
  g.ay = 132;
  g.wx = 244;
  g.wy = 222;
  woodHanger(c, g.neckY - 2);
  innerBack(c, g);
  sleeves(c, g, sl);
  const hx = 300 + 36 * len;
  const hem: Seg[] = [
    ['C', g.wx + 26, g.wy + 40, hx - 10, hemY - 110, hx, hemY - 8],
    ['Q', hx - 20, hemY + 8, hx - 46, hemY],
    ['Q', hx - 70, hemY - 8, hx - 92, hemY + 2],
    ['Q', hx - 112, hemY + 9, CX, hemY + 4],
  ];
  const body = torso(c, g, sl === 'none', hem);
  piece(c, body);
  for (const [i, x] of [-70, -30, 18, 62].entries()) {
    fold(
      c,
      [
        ['M', CX + x * 0.3, g.wy + 8],
        ['Q', CX + x * 0.8, g.wy + 120, CX + x * 1.25, hemY - 4],
      ],
      i % 2 === 1,
    );
  }
  fold(c, [
    ['M', g.ax - 8, g.ay + 10],
    ['Q', g.ax - 20, g.ay + 40, g.wx - 10, g.wy - 6],
  ]);
  stroke(
    c,
    [
      ['M', 2 * CX - g.wx, g.wy],
      ['Q', CX, g.wy + 6, g.wx, g.wy],
    ],
    { width: 1, opacity: 0.45 },
  );
  neckTrim(c, g);
  if (c.style.belt) {
    const band: Cmd[] = [
      ['M', 2 * CX - g.wx - 1, g.wy - 5],
      ['Q', CX, g.wy + 1, g.wx + 1, g.wy - 5],
      ['L', g.wx + 1, g.wy + 5],
      ['Q', CX, g.wy + 11, 2 * CX - g.wx - 1, g.wy + 5],
      ['Z'],
    ];
    piece(c, band, { fill: c.spec.trim ? c.trimFab : c.fab, dim: c.spec.trim ? 0 : 0.12 });
    if (!c.back) waistTie(c, CX + 22, g.wy + 2);
  }
}

// ------------------------------------------------------------------ jackets

function blazer(c: Ctx): void {
  const men = c.style.men ?? false;
  const g = topGeom(c, 'shirt');
  g.hy = men ? 392 : 366;
  g.hx = g.wx + 6;
  g.sx += 6;
  g.ax += 6;
  woodHanger(c, g.neckY - 6);
  const breakY = men ? 228 : 208;
  if (!c.back) {
    const innerCol = luminance(c.base) > 0.35 ? '#2b2b30' : '#f3eee6';
    c.out.push(
      `<path d="${pathData([['M', CX - g.nw, g.neckY - 2], ['L', CX + g.nw, g.neckY - 2], ['L', CX + 8, breakY + 30], ['L', CX - 8, breakY + 30], ['Z']], c.k)}" fill="${innerCol}"/>`,
    );
    c.out.push(
      `<path d="${pathData(
        [
          ['M', CX - g.nw, g.neckY - 2],
          ['Q', CX, g.neckY + 14, CX + g.nw, g.neckY - 2],
        ],
        c.k,
      )}" fill="none" stroke="${darken(innerCol, 0.2)}" stroke-width="2.5"/>`,
    );
  }
  sleeves(c, g, 'long');
  if (c.back) {
    const body = symmetric(
      [CX, g.neckY + 6],
      [
        ['L', CX + g.nw, g.neckY],
        ['L', g.sx, g.sy],
        ['Q', g.sx + 5, (g.sy + g.ay) / 2, g.ax, g.ay],
        ['C', g.ax + 1, g.ay + 40, g.wx, g.wy - 40, g.wx, g.wy],
        ['C', g.wx, g.wy + 40, g.hx, g.hy - 40, g.hx, g.hy],
        ['L', CX, g.hy + 2],
      ],
    );
    piece(c, body);
    torsoFolds(c, g);
    stroke(
      c,
      [
        ['M', CX, g.neckY + 12],
        ['L', CX, g.hy],
      ],
      { width: 0.9, opacity: 0.5 },
    );
    return;
  }
  const panel: Cmd[] = [
    ['M', CX + g.nw, g.neckY],
    ['L', g.sx, g.sy],
    ['Q', g.sx + 5, (g.sy + g.ay) / 2, g.ax, g.ay],
    ['C', g.ax + 1, g.ay + 40, g.wx, g.wy - 40, g.wx, g.wy],
    ['C', g.wx, g.wy + 40, g.hx, g.hy - 40, g.hx, g.hy],
    ['L', CX + 20, g.hy + 2],
    ['Q', CX - 6, g.hy - 4, CX - 6, g.hy - 30],
    ['L', CX - 6, breakY],
    ['Z'],
  ];
  piece(c, mirror(panel));
  piece(c, panel);
  torsoFolds(c, g);
  const lapel: Cmd[] = [
    ['M', CX + g.nw - 2, g.neckY - 4],
    ['L', CX + g.nw + 14, g.neckY + 2],
    ['L', CX + g.nw + 22, g.neckY + 44],
    ['L', CX + g.nw + 14, g.neckY + 50],
    ['L', CX + g.nw + 30, g.neckY + 58],
    ['L', CX - 6, breakY],
    ['Z'],
  ];
  piece(c, mirror(lapel), { dim: 0.06 });
  piece(c, lapel, { dim: 0.06 });
  for (const s of [1, -1]) {
    const x = (v: number) => CX + (v - CX) * s;
    stroke(
      c,
      [
        ['M', x(g.wx - 46), 300],
        ['L', x(g.wx - 6), 300],
      ],
      { width: 1.3, opacity: 0.7 },
    );
    piece(c, [
      ['M', x(g.wx - 48), 300],
      ['L', x(g.wx - 5), 300],
      ['L', x(g.wx - 4), 312],
      ['L', x(g.wx - 47), 312],
      ['Z'],
    ]);
  }
  stroke(
    c,
    [
      ['M', 2 * CX - g.wx + 10, 168],
      ['L', 2 * CX - g.wx + 40, 164],
    ],
    { width: 2, opacity: 0.6 },
  );
  button(c, CX + 1, breakY + 14, 3.4, darken(c.base, 0.35));
  if (men) button(c, CX + 1, breakY + 56, 3.4, darken(c.base, 0.35));
}

function trucker(c: Ctx): void {
  const g = topGeom(c, 'shirt');
  const men = c.style.men ?? false;
  g.hy = men ? 348 : 318;
  g.hx = g.wx + 2;
  g.depth = g.neckY + 22;
  woodHanger(c, g.neckY - 6);
  innerBack(c, g);
  sleeves(c, g, 'long', true);
  const body = symmetric(
    [CX, c.back ? g.neckY + 8 : g.depth],
    [
      ['L', CX + g.nw, g.neckY],
      ['L', g.sx, g.sy],
      ['Q', g.sx + 5, (g.sy + g.ay) / 2, g.ax, g.ay],
      ['C', g.ax + 1, g.ay + 40, g.wx, g.wy - 40, g.wx, g.wy],
      ['L', g.hx, g.hy],
      ['L', CX, g.hy],
    ],
  );
  piece(c, body);
  torsoFolds(c, g);
  const band = rect(2 * CX - g.hx, g.hy - 20, g.hx, g.hy);
  piece(c, band);
  stitchLine(c, [
    ['M', 2 * CX - g.hx + 2, g.hy - 16],
    ['L', g.hx - 2, g.hy - 16],
  ]);
  stitchLine(c, [
    ['M', 2 * CX - g.sx + 6, g.sy + 32],
    ['L', CX - 14, g.sy + 50],
    ['L', CX + 14, g.sy + 50],
    ['L', g.sx - 6, g.sy + 32],
  ]);
  if (c.back) return;
  piece(c, rect(CX - 7, g.depth, CX + 7, g.hy), { outline: false });
  stitchLine(c, [
    ['M', CX - 6, g.depth + 2],
    ['L', CX - 6, g.hy - 2],
  ]);
  stitchLine(c, [
    ['M', CX + 6, g.depth + 2],
    ['L', CX + 6, g.hy - 2],
  ]);
  const metal = '#b8874a';
  for (let y = g.depth + 12; y < g.hy - 20; y += 40) button(c, CX, y, 3.2, metal);
  button(c, CX, g.hy - 10, 3.2, metal);
  for (const s of [1, -1]) {
    const x = (v: number) => CX + (v - CX) * s;
    const flap: Cmd[] = [
      ['M', x(CX + 22), 156],
      ['L', x(CX + 60), 156],
      ['L', x(CX + 60), 168],
      ['L', x(CX + 41), 176],
      ['L', x(CX + 22), 168],
      ['Z'],
    ];
    stitchLine(c, [
      ['M', x(CX + 24), 176],
      ['L', x(CX + 24), 204],
      ['L', x(CX + 58), 204],
      ['L', x(CX + 58), 176],
    ]);
    piece(c, flap);
    button(c, x(CX + 41), 168, 2.4, metal);
    stitchLine(c, [
      ['M', x(CX + 36), 180],
      ['L', x(CX + 36), g.hy - 22],
    ]);
    stitchLine(c, [
      ['M', x(CX + 46), 180],
      ['L', x(CX + 46), g.hy - 22],
    ]);
  }
  const leaf: Cmd[] = [
    ['M', CX + 4, g.depth + 2],
    ['L', CX + g.nw + 4, g.neckY - 6],
    ['L', CX + g.nw + 22, g.neckY + 4],
    ['L', CX + 30, g.depth + 20],
    ['Z'],
  ];
  piece(c, leaf);
  piece(c, mirror(leaf));
}

function bomber(c: Ctx): void {
  const g = topGeom(c, 'tee');
  const men = c.style.men ?? false;
  g.hy = men ? 356 : 330;
  g.hx = g.wx - 8;
  g.depth = g.neckY + 16;
  woodHanger(c, g.neckY - 4);
  sleeves(c, { ...g, sx: g.sx + 4 }, 'long');
  const ribFab = fabricPattern(
    `${c.id}-rib`,
    { pattern: 'rib', base: c.spec.trim?.base ?? darken(c.base, 0.15), accent: c.base, accent2: c.base },
    c.dev,
  );
  c.defs.push(ribFab);
  const rib = `url(#${c.id}-rib)`;
  for (const s of [1, -1]) {
    const x = (v: number) => CX + (v - CX) * s;
    const cy = g.sy + 262;
    piece(
      c,
      [
        ['M', x(g.sx + 10), cy - 18],
        ['L', x(g.sx + 42), cy - 18],
        ['L', x(g.sx + 42), cy + 2],
        ['L', x(g.sx + 12), cy + 2],
        ['Z'],
      ],
      { fill: rib },
    );
  }
  const body = symmetric(
    [CX, g.depth],
    [
      ['L', CX + g.nw, g.neckY],
      ['L', g.sx, g.sy],
      ['Q', g.sx + 5, (g.sy + g.ay) / 2, g.ax, g.ay],
      ['C', g.ax + 10, g.ay + 60, g.wx + 12, g.hy - 60, g.hx + 8, g.hy - 20],
      ['L', CX, g.hy - 20],
    ],
  );
  piece(c, body);
  torsoFolds(c, g);
  piece(c, rect(2 * CX - g.hx, g.hy - 22, g.hx, g.hy), { fill: rib });
  piece(
    c,
    [
      ['M', CX - g.nw - 2, g.neckY - 6],
      ['Q', CX, g.neckY + 2, CX + g.nw + 2, g.neckY - 6],
      ['L', CX + g.nw + 4, g.neckY + 6],
      ['Q', CX, g.depth + 10, CX - g.nw - 4, g.neckY + 6],
      ['Z'],
    ],
    { fill: rib },
  );
  if (c.back) return;
  stroke(
    c,
    [
      ['M', CX, g.depth + 4],
      ['L', CX, g.hy],
    ],
    { color: '#3a3a3a', width: 2.6, opacity: 0.85 },
  );
  stroke(
    c,
    [
      ['M', CX, g.depth + 4],
      ['L', CX, g.hy],
    ],
    { color: '#c8ccd2', width: 1.6, opacity: 0.9, dash: '0.8 1.2' },
  );
  c.out.push(
    `<rect x="${CX - 2.5}" y="${g.depth + 2}" width="5" height="10" rx="1.5" fill="#b9bec6" stroke="#555" stroke-width="0.5"/>`,
  );
  for (const s of [1, -1]) {
    const x = (v: number) => CX + (v - CX) * s;
    stroke(
      c,
      [
        ['M', x(CX + 34), 256],
        ['L', x(CX + 52), 296],
      ],
      { width: 3, opacity: 0.6 },
    );
  }
}

function nehru(c: Ctx): void {
  const g = topGeom(c, 'shirt');
  g.hy = 376;
  g.hx = g.wx + 2;
  g.sx -= 8;
  woodHanger(c, g.neckY - 6);
  const body = symmetric(
    [CX, c.back ? g.neckY + 8 : g.neckY + 6],
    [
      ['L', CX + g.nw, g.neckY],
      ['L', g.sx, g.sy],
      ['Q', g.sx - 14, g.ay - 20, g.ax, g.ay + 10],
      ['C', g.ax + 1, g.ay + 40, g.wx, g.wy - 40, g.wx, g.wy],
      ['L', g.hx, g.hy - 10],
      ['Q', CX + 40, g.hy, CX + 6, g.hy + 10],
      ['L', CX, g.hy + 10],
    ],
  );
  piece(c, body);
  torsoFolds(c, g);
  const band: Cmd[] = [
    ['M', CX - g.nw - 1, g.neckY - 9],
    ['Q', CX, g.neckY - 2, CX + g.nw + 1, g.neckY - 9],
    ['L', CX + g.nw, g.neckY + 3],
    ['Q', CX, g.neckY + 10, CX - g.nw, g.neckY + 3],
    ['Z'],
  ];
  piece(c, band);
  if (c.back) return;
  stroke(
    c,
    [
      ['M', CX, g.neckY + 8],
      ['L', CX, g.hy + 9],
    ],
    { width: 1 },
  );
  for (let y = g.neckY + 22; y < g.hy; y += 38) button(c, CX + 1, y, 2.8, c.spec.trim?.accent ?? '#c9a45c');
  stroke(
    c,
    [
      ['M', CX + 28, 160],
      ['L', CX + 58, 156],
    ],
    { width: 2.4, opacity: 0.6 },
  );
  for (const s of [1, -1]) {
    const x = (v: number) => CX + (v - CX) * s;
    stroke(
      c,
      [
        ['M', x(CX + 30), 300],
        ['L', x(CX + 66), 298],
      ],
      { width: 2.4, opacity: 0.6 },
    );
  }
}

function kimono(c: Ctx): void {
  const g = topGeom(c, 'top');
  g.hy = 430;
  g.hx = 276;
  g.wx = 268;
  woodHanger(c, g.neckY - 2);
  const innerCol = luminance(c.base) > 0.4 ? '#2f2d33' : '#f3eee6';
  if (!c.back)
    c.out.push(`<path d="${pathData(rect(CX - g.nw - 4, g.neckY, CX + g.nw + 4, g.hy), c.k)}" fill="${innerCol}"/>`);
  const sleeve: Cmd[] = [
    ['M', g.sx - 8, g.sy - 2],
    ['L', g.sx + 50, g.sy + 40],
    ['L', g.sx + 50, g.sy + 150],
    ['L', g.sx + 6, g.sy + 156],
    ['L', g.ax, g.ay + 20],
    ['Z'],
  ];
  piece(c, sleeve);
  piece(c, mirror(sleeve));
  if (c.style.border && c.spec.trim) {
    for (const [n2, s] of [
      ['kl', sleeve],
      ['kr', mirror(sleeve)],
    ] as const) {
      const cp = clip(c, n2, s);
      c.out.push(
        `<g clip-path="${cp}"><rect x="0" y="${g.sy + 136}" width="400" height="30" fill="${c.trimFab}"/></g>`,
      );
    }
  }
  const panel: Cmd[] = [
    ['M', CX + g.nw, g.neckY],
    ['L', g.sx, g.sy],
    ['L', g.ax, g.ay],
    ['L', g.wx, g.wy],
    ['L', g.hx, g.hy],
    ['L', CX + 8, g.hy + 2],
    ['L', CX + 8, g.neckY + 90],
    ['Z'],
  ];
  const full = c.back
    ? symmetric(
        [CX, g.neckY + 6],
        [
          ['L', CX + g.nw, g.neckY],
          ['L', g.sx, g.sy],
          ['L', g.ax, g.ay],
          ['L', g.wx, g.wy],
          ['L', g.hx, g.hy],
          ['L', CX, g.hy + 2],
        ],
      )
    : null;
  if (full) piece(c, full);
  else {
    piece(c, panel);
    piece(c, mirror(panel));
  }
  torsoFolds(c, g);
  if (!c.back && c.spec.trim) {
    for (const s of [1, -1]) {
      const x = (v: number) => CX + (v - CX) * s;
      piece(
        c,
        [
          ['M', x(CX + g.nw), g.neckY],
          ['L', x(CX + g.nw + 10), g.neckY + 2],
          ['L', x(CX + 18), g.neckY + 90],
          ['L', x(CX + 18), g.hy + 2],
          ['L', x(CX + 8), g.hy + 2],
          ['L', x(CX + 8), g.neckY + 90],
          ['Z'],
        ],
        { fill: c.trimFab },
      );
    }
  }
}

// ------------------------------------------------------------------ bottoms

const FITS: Record<Fit, { kx: number; hox: number; hix: number; kix: number }> = {
  skinny: { kx: 270, hox: 260, hix: 222, kix: 214 },
  slim: { kx: 276, hox: 270, hix: 217, kix: 211 },
  straight: { kx: 283, hox: 284, hix: 212, kix: 208 },
  wide: { kx: 300, hox: 322, hix: 205, kix: 204 },
  flare: { kx: 275, hox: 300, hix: 206, kix: 212 },
  palazzo: { kx: 318, hox: 342, hix: 202, kix: 201 },
};

function pants(c: Ctx, kind: 'jeans' | 'trousers' | 'palazzo' | 'joggers'): void {
  const fit = c.style.fit ?? (kind === 'palazzo' ? 'palazzo' : kind === 'joggers' ? 'slim' : 'straight');
  const f = FITS[fit];
  const top = 76;
  const wb = 17;
  const hem = 468;
  const crotch = 206;
  clipHanger(c, top + 4, 78);
  const right: Cmd[] = [
    ['M', CX, crotch],
    ['L', CX + 3, crotch + 2],
    ['Q', f.kix - 2, 300, f.kix, 330],
    ['L', f.hix, hem],
    ['L', f.hox, hem + 1],
    ['Q', f.kx + 4, 360, f.kx, 330],
    ['C', f.kx + 8, 270, 292, 230, 290, 180],
    ['C', 289, 140, 282, 110, 278, top],
    ['L', CX, top],
    ['Z'],
  ];
  const outline = symmetric(
    [CX, top],
    [
      ['L', 278, top],
      ['C', 282, 110, 289, 140, 290, 180],
      ['C', 292, 230, f.kx + 8, 270, f.kx, 330],
      ['Q', f.kx + 4, 360, f.hox, hem + 1],
      ['L', f.hix, hem],
      ['L', f.kix, 330],
      ['Q', f.kix - 2, 300, CX + 3, crotch + 2],
      ['L', CX, crotch],
    ],
  );
  const denim = c.spec.fabric.pattern === 'denim';
  c.out.push(`<path d="${pathData(outline, c.k)}" fill="${c.fab}"/>`);
  if (denim) {
    c.defs.push(
      `<radialGradient id="${c.id}-fade" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.34"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    );
  }
  for (const leg of [right, mirror(right)]) {
    const d = pathData(leg, c.k);
    c.out.push(`<path d="${d}" fill="url(#${c.id}-shade)"/><path d="${d}" fill="url(#${c.id}-vshade)"/>`);
  }
  if (denim) {
    const cp = clip(c, 'legs', outline);
    const g: string[] = [];
    for (const s of [1, -1]) {
      const x = CX + (CX + 44 * c.k - CX) * s;
      g.push(
        `<ellipse cx="${x}" cy="250" rx="${30 * c.k}" ry="70" fill="url(#${c.id}-fade)"/>`,
        `<ellipse cx="${CX + (f.kx - 34 - CX) * c.k * s}" cy="340" rx="${22 * c.k}" ry="26" fill="url(#${c.id}-fade)" opacity="0.7"/>`,
      );
      for (let i = 0; i < 4; i++) {
        const y = 196 + i * 7;
        g.push(
          `<path d="${pathData(
            [
              ['M', CX + (8 + i * 2) * s, y],
              ['Q', CX + (26 + i * 3) * s, y - 6, CX + (40 + i * 4) * s, y - 4],
            ],
            c.k,
          )}" stroke="#fff" stroke-opacity="0.22" stroke-width="1.4" fill="none"/>`,
        );
      }
    }
    c.out.push(`<g clip-path="${cp}">${g.join('')}</g>`);
  }
  c.out.push(
    `<path d="${pathData(outline, c.k)}" fill="none" stroke="${c.line}" stroke-width="0.9" stroke-opacity="0.55" stroke-linejoin="round"/>`,
  );
  // Creases and folds.
  for (const s of [1, -1]) {
    const x = (v: number) => CX + (v - CX) * s;
    const mid = (f.kx + f.kix) / 2;
    const hemMid = (f.hox + f.hix) / 2;
    if (kind === 'trousers')
      stroke(
        c,
        [
          ['M', x(mid - 2), top + wb + 10],
          ['L', x(mid), 330],
          ['L', x(hemMid), hem - 2],
        ],
        { color: '#ffffff', width: 1.4, opacity: 0.22 },
      );
    if (kind === 'palazzo') {
      for (const t of [0.25, 0.55, 0.8])
        fold(
          c,
          [
            ['M', x(CX + 14 + t * 60), top + wb + 4],
            ['Q', x(CX + 14 + t * 80), 300, x(f.hix + (f.hox - f.hix) * t), hem - 2],
          ],
          t === 0.55,
        );
    } else {
      fold(c, [
        ['M', x(f.kix + 6), 322],
        ['Q', x(mid), 316, x(f.kx - 8), 324],
      ]);
      fold(c, [
        ['M', x(f.hix + 6), hem - 40],
        ['Q', x(hemMid), hem - 48, x(f.hox - 6), hem - 38],
      ]);
    }
  }
  // Waistband.
  const band: Cmd[] = [['M', 122, top], ['L', 278, top], ['L', 279, top + wb], ['L', 121, top + wb], ['Z']];
  if (kind === 'palazzo' || kind === 'joggers') {
    const ribId = `${c.id}-wrib`;
    c.defs.push(fabricPattern(ribId, { ...c.spec.fabric, pattern: 'rib', scale: 1.4 }, c.dev));
    piece(c, band, { fill: `url(#${ribId})` });
    if (!c.back && kind === 'joggers') {
      c.out.push(
        `<path d="${pathData(
          [
            ['M', CX - 6, top + wb],
            ['Q', CX - 10, top + wb + 26, CX - 16, top + wb + 44],
            ['M', CX + 6, top + wb],
            ['Q', CX + 10, top + wb + 30, CX + 14, top + wb + 40],
          ],
          c.k,
        )}" stroke="#f4f1ea" stroke-width="2" fill="none" stroke-linecap="round"/>`,
      );
    }
  } else {
    piece(c, band);
    stitchLine(c, [
      ['M', 123, top + 3],
      ['L', 277, top + 3],
    ]);
    stitchLine(c, [
      ['M', 122, top + wb - 3],
      ['L', 278, top + wb - 3],
    ]);
    for (const x of [134, 170, 230, 266]) piece(c, rect(x - 2.5, top - 2, x + 2.5, top + wb + 3));
  }
  if (kind === 'joggers') {
    for (const s of [1, -1]) {
      const x = (v: number) => CX + (v - CX) * s;
      const ribId = `${c.id}-wrib`;
      piece(
        c,
        [['M', x(f.hix), hem - 18], ['L', x(f.hox), hem - 18], ['L', x(f.hox), hem + 1], ['L', x(f.hix), hem], ['Z']],
        { fill: `url(#${ribId})` },
      );
    }
  }
  if (kind === 'jeans' || kind === 'trousers') {
    for (const s of [1, -1]) {
      const x = (v: number) => CX + (v - CX) * s;
      stitchLine(c, [
        ['M', x(f.hix + 2), hem - 6],
        ['L', x(f.hox - 2), hem - 5],
      ]);
      if (c.back) {
        const p: Cmd[] = [
          ['M', x(CX + 24), top + wb + 30],
          ['L', x(CX + 66), top + wb + 26],
          ['L', x(CX + 68), top + wb + 70],
          ['L', x(CX + 48), top + wb + 82],
          ['L', x(CX + 28), top + wb + 72],
          ['Z'],
        ];
        stitchLine(c, [
          ['M', x(CX + 6), top + wb + 22],
          ['Q', x(CX + 50), top + wb + 12, x(278), top + wb + 4],
        ]);
        if (kind === 'jeans') {
          piece(c, p);
          stitchLine(c, [
            ['M', x(CX + 34), top + wb + 50],
            ['Q', x(CX + 46), top + wb + 58, x(CX + 48), top + wb + 48],
            ['Q', x(CX + 52), top + wb + 58, x(CX + 62), top + wb + 48],
          ]);
        } else
          stroke(
            c,
            [
              ['M', x(CX + 30), top + wb + 26],
              ['L', x(CX + 62), top + wb + 24],
            ],
            { width: 2.2 },
          );
      } else if (kind === 'jeans') {
        stitchLine(c, [
          ['M', x(CX + 52), top + wb],
          ['Q', x(CX + 58), top + wb + 32, x(284), top + wb + 30],
        ]);
        stroke(
          c,
          [
            ['M', x(CX + 52), top + wb],
            ['Q', x(CX + 58), top + wb + 34, x(286), top + wb + 33],
          ],
          { width: 1 },
        );
        c.out.push(`<circle cx="${CX + (x(CX + 54) - CX) * c.k}" cy="${top + wb + 2}" r="1.6" fill="#c58b4a"/>`);
      } else {
        stroke(
          c,
          [
            ['M', x(CX + 60), top + wb],
            ['L', x(286), top + wb + 46],
          ],
          { width: 1.2 },
        );
        stroke(
          c,
          [
            ['M', x(CX + 40), top + wb],
            ['L', x(CX + 42), top + wb + 18],
          ],
          { width: 1, opacity: 0.4 },
        );
      }
    }
    if (!c.back) {
      if (kind === 'jeans') {
        stitchLine(c, [
          ['M', CX + 14, top + wb],
          ['L', CX + 14, top + wb + 66],
          ['Q', CX + 12, top + wb + 84, CX, top + wb + 90],
        ]);
        stitchLine(c, [
          ['M', CX + 62, top + wb + 6],
          ['L', CX + 80, top + wb + 6],
          ['L', CX + 80, top + wb + 22],
          ['L', CX + 62, top + wb + 22],
        ]);
        c.out.push(
          `<circle cx="${CX}" cy="${top + wb / 2}" r="4.2" fill="#c9ced6" stroke="#6b7079" stroke-width="1"/><circle cx="${CX}" cy="${top + wb / 2}" r="1.6" fill="#8d939c"/>`,
        );
      } else {
        stroke(
          c,
          [
            ['M', CX + 12, top + wb],
            ['L', CX + 12, top + wb + 60],
            ['Q', CX + 10, top + wb + 74, CX, top + wb + 80],
          ],
          { width: 1, opacity: 0.5 },
        );
        c.out.push(`<rect x="${CX - 4}" y="${top + 5}" width="8" height="6" rx="1" fill="#9aa1ab"/>`);
      }
    } else {
      const patch = kind === 'jeans' ? '#8a5a34' : darken(c.base, 0.3);
      c.out.push(`<rect x="${CX + 28 * c.k}" y="${top + 3}" width="26" height="${wb - 6}" rx="1.5" fill="${patch}"/>`);
    }
  }
}

function skirt(c: Ctx): void {
  const top = 76;
  const wb = 15;
  const len = c.style.length ?? 1;
  const hem = top + 330 * len;
  const hx = 300 + 40 * len;
  clipHanger(c, top + 4, 66);
  const body = symmetric(
    [CX, top],
    [
      ['L', 266, top],
      ['C', 276, top + 60, hx - 10, hem - 120, hx, hem - 4],
      ['Q', hx - 24, hem + 8, hx - 52, hem],
      ['Q', hx - 80, hem - 6, hx - 104, hem + 4],
      ['Q', hx - 124, hem + 8, CX, hem + 4],
    ],
  );
  piece(c, body);
  for (const [i, x] of [-96, -56, -16, 30, 72, 110].entries()) {
    fold(
      c,
      [
        ['M', CX + x * 0.45, top + wb + 4],
        ['Q', CX + x * 0.7, top + 150, CX + x, hem - 2],
      ],
      i % 2 === 0,
    );
  }
  const band: Cmd[] = [['M', 134, top], ['L', 266, top], ['L', 268, top + wb], ['L', 132, top + wb], ['Z']];
  piece(c, band, { dim: 0.05 });
  if (!c.back) button(c, CX + 44, top + wb / 2, 3);
}

/**
 * Draw one garment. Returns its <defs> content and its body, in the 400 x 500 frame. `dev` maps that frame to
 * output pixels (see Device) so fabric patterns render on librsvg's fast path.
 */
export function garment(id: string, spec: GarmentSpec, dev: Device): { defs: string; body: string } {
  const c = ctxFor(id, spec, dev);
  switch (spec.kind) {
    case 'tee':
    case 'top':
    case 'crop':
      tee(c, spec.kind);
      break;
    case 'shirt':
      shirt(c);
      break;
    case 'kurta':
      kurta(c);
      break;
    case 'dress':
      dress(c);
      break;
    case 'blazer':
      blazer(c);
      break;
    case 'trucker':
      trucker(c);
      break;
    case 'bomber':
      bomber(c);
      break;
    case 'nehru':
      nehru(c);
      break;
    case 'kimono':
      kimono(c);
      break;
    case 'jeans':
    case 'trousers':
    case 'palazzo':
    case 'joggers':
      pants(c, spec.kind);
      break;
    case 'skirt':
      skirt(c);
      break;
  }
  return { defs: c.defs.join(''), body: c.out.join('') };
}

/** The point (in the 400 x 500 frame) a close-up centres on: neckline and fabric, or waistband and pocket. */
export function detailCentre(kind: GarmentKind): [number, number] {
  if (BOTTOM_KINDS.has(kind)) return [232, 170];
  return [200, 156];
}
