/**
 * Fabric fills as SVG <pattern>s. Tiles are in the garment's user space (a garment is about 200 units wide),
 * so motifs keep a believable size whatever the final pixel width.
 */
import { darken, lighten, mix } from './colour.ts';

export type PatternKind =
  | 'solid'
  | 'linen'
  | 'stripes'
  | 'pinstripe'
  | 'breton'
  | 'gingham'
  | 'checks'
  | 'polka'
  | 'blockprint'
  | 'paisley'
  | 'floral'
  | 'tropical'
  | 'leheriya'
  | 'ikat'
  | 'chikankari'
  | 'mirror'
  | 'denim'
  | 'ajrakh'
  | 'bandhani'
  | 'herringbone'
  | 'corduroy'
  | 'rib';

export type Fabric = {
  pattern: PatternKind;
  /** Ground colour. */
  base: string;
  /** Main motif colour. */
  accent: string;
  /** Second motif colour. */
  accent2: string;
  /** Motif scale; 1 is the natural size. */
  scale?: number;
};

const r = (n: number) => Math.round(n * 100) / 100;

/**
 * How many output pixels one unit of the pattern's user space covers. librsvg renders one tile to a surface of
 * trunc(width x scale) pixels and repeats it with cairo's best filter. Cairo takes its fast path only when that
 * tile maps back to the output at (almost exactly) unit scale on whole-pixel offsets; otherwise it resamples
 * every output pixel, 20 to 100 times slower. librsvg parses numbers as 32-bit floats, so a tile of "9.2" at
 * 2.5 px per unit is 22.9999995 px, truncated to 22: the wrong scale. Tile sizes are therefore chosen a hair
 * above a whole number of pixels (as float32), and the scenes place garments on whole-pixel offsets.
 */
export type Device = { ppu: number };

/** The tile size nearest to `desired` that lands on a whole number of pixels at this scale. */
export function fastTile(desired: number, ppu: number): number {
  const n = Math.max(2, Math.round(desired * ppu));
  let w = Math.ceil((n / ppu) * 1e5) / 1e5;
  for (let i = 0; i < 8 && Math.fround(w) * ppu < n; i++) w = Math.round((w + 1e-5) * 1e5) / 1e5;
  return w;
}

/** A band of 45-degree stripes (x + y between c and c + t, repeating every w), seamless in a w x w tile. */
function diag(w: number, c: number, t: number, fill: string, opacity = 1): string {
  let d = '';
  for (const k of [-w, 0, w]) {
    const a = c + k;
    d += `M${r(a)} 0L${r(a + t)} 0L${r(a + t - 2 * w)} ${r(2 * w)}L${r(a - 2 * w)} ${r(2 * w)}Z`;
  }
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** Petals around a centre: a simple flower made of rotated ellipses. */
function flower(cx: number, cy: number, rad: number, petals: number, fill: string, centre: string): string {
  let out = '';
  for (let i = 0; i < petals; i++) {
    const a = (360 / petals) * i;
    out += `<ellipse cx="${r(cx)}" cy="${r(cy - rad * 0.55)}" rx="${r(rad * 0.32)}" ry="${r(rad * 0.55)}" fill="${fill}" transform="rotate(${a} ${r(cx)} ${r(cy)})"/>`;
  }
  return out + `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad * 0.22)}" fill="${centre}"/>`;
}

/** A paisley (buta) with its curl and an inner dot, at the origin pointing up-right. */
function buta(x: number, y: number, s: number, rot: number, fill: string, inner: string): string {
  return (
    `<g transform="translate(${r(x)} ${r(y)}) rotate(${rot}) scale(${r(s)})">` +
    `<path d="M0 6 C-7 6 -8 -3 -3 -7 C1 -10 5 -9 6 -13 C8 -9 8 -3 5 1 C3 4 2 6 0 6 Z" fill="${fill}"/>` +
    `<path d="M-1 3 C-4 2 -4 -2 -1 -4 C1 -5 3 -5 4 -8" fill="none" stroke="${inner}" stroke-width="0.9"/>` +
    `<circle cx="-1.2" cy="0.5" r="1.3" fill="${inner}"/></g>`
  );
}

/** The <pattern> element for a fabric; reference it with fill="url(#id)". */
export function fabricPattern(id: string, f: Fabric, dev: Device): string {
  const s = f.scale ?? 1;
  const snap = (v: number) => fastTile(v, dev.ppu);
  const tile = (_id: string, w: number, h: number, body: string): string =>
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}">${body}</pattern>`;
  const { base, accent, accent2 } = f;
  // The ground overlaps the tile edge a little: content is clipped to the tile, and no hairline seams show.
  const ground = (w: number, h: number) => `<rect width="${r(w + 0.2)}" height="${r(h + 0.2)}" fill="${base}"/>`;
  switch (f.pattern) {
    case 'solid': {
      const w = snap(8 * s);
      return tile(id, w, w, ground(w, w) + diag(w, 0, w / 2, darken(base, 0.035), 0.6));
    }
    case 'linen': {
      const w = snap(6 * s);
      const h = snap(w * 1.5);
      return tile(
        id,
        w,
        h,
        ground(w, h) +
          `<rect y="${r(w * 0.3)}" width="${r(w)}" height="${r(w * 0.12)}" fill="${darken(base, 0.07)}" opacity="0.55"/>` +
          `<rect x="${r(w * 0.6)}" width="${r(w * 0.1)}" height="${r(w * 1.5)}" fill="${lighten(base, 0.12)}" opacity="0.5"/>` +
          `<rect x="${r(w * 0.1)}" y="${r(w * 1.05)}" width="${r(w * 0.55)}" height="${r(w * 0.14)}" fill="${darken(base, 0.1)}" opacity="0.35"/>`,
      );
    }
    case 'stripes': {
      const w = snap(16 * s);
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          `<rect width="${r(w * 0.38)}" height="${r(w)}" fill="${accent}"/><rect x="${r(w * 0.55)}" width="${r(w * 0.06)}" height="${r(w)}" fill="${accent2}"/>`,
      );
    }
    case 'pinstripe': {
      const w = snap(9 * s);
      return tile(
        id,
        w,
        w,
        ground(w, w) + `<rect width="${r(w * 0.1)}" height="${r(w)}" fill="${accent}" opacity="0.85"/>`,
      );
    }
    case 'breton': {
      const h = snap(15 * s);
      return tile(id, h, h, ground(h, h) + `<rect width="${r(h)}" height="${r(h * 0.36)}" fill="${accent}"/>`);
    }
    case 'gingham': {
      const w = snap(14 * s);
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          `<rect width="${r(w / 2)}" height="${r(w)}" fill="${accent}" opacity="0.45"/><rect width="${r(w)}" height="${r(w / 2)}" fill="${accent}" opacity="0.45"/>`,
      );
    }
    case 'checks': {
      const w = snap(40 * s);
      const band = (x: number, bw: number, c: string, o: number) =>
        `<rect x="${r(x)}" width="${r(bw)}" height="${r(w)}" fill="${c}" opacity="${o}"/><rect y="${r(x)}" width="${r(w)}" height="${r(bw)}" fill="${c}" opacity="${o}"/>`;
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          band(0, w * 0.32, accent, 0.55) +
          band(w * 0.5, w * 0.05, accent2, 0.9) +
          band(w * 0.7, w * 0.12, accent, 0.3),
      );
    }
    case 'polka': {
      const w = snap(18 * s);
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          `<circle cx="${r(w / 4)}" cy="${r(w / 4)}" r="${r(w * 0.14)}" fill="${accent}"/><circle cx="${r((w * 3) / 4)}" cy="${r((w * 3) / 4)}" r="${r(w * 0.14)}" fill="${accent}"/>`,
      );
    }
    case 'blockprint': {
      const w = snap(34 * s);
      const dots = (x: number, y: number) =>
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<circle cx="${r(x + Math.cos((i * Math.PI) / 2) * w * 0.07)}" cy="${r(y + Math.sin((i * Math.PI) / 2) * w * 0.07)}" r="${r(w * 0.03)}" fill="${accent2}"/>`,
          )
          .join('');
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          flower(w / 4, w / 4, w * 0.22, 8, accent, accent2) +
          flower((w * 3) / 4, (w * 3) / 4, w * 0.22, 8, accent, accent2) +
          dots((w * 3) / 4, w / 4) +
          dots(w / 4, (w * 3) / 4),
      );
    }
    case 'paisley': {
      const w = snap(36 * s);
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          buta(w * 0.27, w * 0.3, (w / 36) * 1.15, 20, accent, accent2) +
          buta(w * 0.77, w * 0.8, (w / 36) * 1.15, 200, accent, accent2) +
          `<circle cx="${r(w * 0.75)}" cy="${r(w * 0.25)}" r="${r(w * 0.035)}" fill="${accent2}"/><circle cx="${r(w * 0.25)}" cy="${r(w * 0.76)}" r="${r(w * 0.035)}" fill="${accent}"/>`,
      );
    }
    case 'floral': {
      const w = snap(52 * s);
      const leaf = (x: number, y: number, a: number) =>
        `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(w * 0.1)}" ry="${r(w * 0.04)}" fill="${accent2}" transform="rotate(${a} ${r(x)} ${r(y)})"/>`;
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          leaf(w * 0.38, w * 0.34, 30) +
          leaf(w * 0.12, w * 0.18, -40) +
          flower(w * 0.22, w * 0.26, w * 0.2, 5, accent, lighten(accent2, 0.5)) +
          leaf(w * 0.86, w * 0.82, -25) +
          leaf(w * 0.58, w * 0.64, 50) +
          flower(w * 0.72, w * 0.72, w * 0.16, 5, mix(accent, '#ffffff', 0.35), accent2) +
          `<circle cx="${r(w * 0.75)}" cy="${r(w * 0.2)}" r="${r(w * 0.03)}" fill="${accent}"/><circle cx="${r(w * 0.2)}" cy="${r(w * 0.75)}" r="${r(w * 0.03)}" fill="${accent}"/>`,
      );
    }
    case 'tropical': {
      const w = snap(60 * s);
      const palm = (x: number, y: number, a: number, c: string) =>
        `<g transform="translate(${r(x)} ${r(y)}) rotate(${a}) scale(${r(w / 60)})"><path d="M0 0 C6 -6 14 -8 22 -6 C14 -3 6 -1 0 0 Z M0 0 C5 -10 12 -16 20 -17 C13 -11 6 -5 0 0 Z M0 0 C8 -1 16 2 22 8 C14 6 6 3 0 0 Z" fill="${c}"/></g>`;
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          palm(w * 0.1, w * 0.4, -10, accent) +
          palm(w * 0.55, w * 0.9, 160, accent2) +
          palm(w * 0.6, w * 0.35, 70, accent) +
          palm(w * 0.05, w * 0.95, 250, accent2),
      );
    }
    case 'leheriya': {
      const w = snap(20 * s);
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          diag(w, 0, w * 0.22, accent) +
          diag(w, w * 0.5, w * 0.12, accent2) +
          diag(w, w * 0.72, w * 0.06, accent, 0.7),
      );
    }
    case 'ikat': {
      const w = snap(28 * s);
      const h = snap(w * 0.7);
      const zig = (y: number, c: string, sw: number) =>
        `<path d="M0 ${r(y + h * 0.3)} L${r(w / 2)} ${r(y - h * 0.15)} L${r(w)} ${r(y + h * 0.3)}" fill="none" stroke="${c}" stroke-width="${r(sw)}" stroke-dasharray="${r(w * 0.2)} ${r(w * 0.04)}"/>`;
      return tile(id, w, h, ground(w, h) + zig(h * 0.35, accent, h * 0.22) + zig(h * 0.75, accent2, h * 0.08));
    }
    case 'chikankari': {
      const w = snap(30 * s);
      const thread = accent;
      const bloom = (x: number, y: number, rad: number) => {
        let out = '';
        for (let i = 0; i < 6; i++) {
          const a = i * 60;
          out += `<ellipse cx="${r(x)}" cy="${r(y - rad)}" rx="${r(rad * 0.38)}" ry="${r(rad * 0.75)}" fill="none" stroke="${thread}" stroke-width="${r(0.55 * s)}" transform="rotate(${a} ${r(x)} ${r(y)})"/>`;
        }
        return out + `<circle cx="${r(x)}" cy="${r(y)}" r="${r(rad * 0.25)}" fill="${thread}"/>`;
      };
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          bloom(w * 0.25, w * 0.25, w * 0.09) +
          bloom(w * 0.75, w * 0.75, w * 0.09) +
          `<path d="M${r(w * 0.25)} ${r(w * 0.42)} C${r(w * 0.3)} ${r(w * 0.6)} ${r(w * 0.55)} ${r(w * 0.55)} ${r(w * 0.62)} ${r(w * 0.68)}" fill="none" stroke="${thread}" stroke-width="${r(0.5 * s)}" stroke-dasharray="1 0.8"/>` +
          `<circle cx="${r(w * 0.78)}" cy="${r(w * 0.22)}" r="${r(0.9 * s)}" fill="${thread}"/><circle cx="${r(w * 0.22)}" cy="${r(w * 0.8)}" r="${r(0.9 * s)}" fill="${thread}"/>`,
      );
    }
    case 'mirror': {
      const w = snap(26 * s);
      const m = (x: number, y: number) =>
        `<circle cx="${r(x)}" cy="${r(y)}" r="${r(w * 0.16)}" fill="${accent2}"/><circle cx="${r(x)}" cy="${r(y)}" r="${r(w * 0.11)}" fill="#e9edf2" stroke="${accent}" stroke-width="${r(w * 0.05)}"/><circle cx="${r(x - w * 0.03)}" cy="${r(y - w * 0.03)}" r="${r(w * 0.035)}" fill="#ffffff"/>`;
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          m(w / 4, w / 4) +
          m((w * 3) / 4, (w * 3) / 4) +
          `<path d="M${r(w * 0.75)} ${r(w * 0.15)} l${r(w * 0.06)} ${r(w * 0.1)} l${r(-w * 0.12)} 0 Z M${r(w * 0.25)} ${r(w * 0.65)} l${r(w * 0.06)} ${r(w * 0.1)} l${r(-w * 0.12)} 0 Z" fill="${accent}"/>`,
      );
    }
    case 'denim': {
      const w = snap(3.2 * s);
      return tile(
        id,
        w,
        w,
        ground(w, w) + diag(w, 0, w * 0.3, accent, 0.35) + diag(w, w * 0.62, w * 0.14, darken(base, 0.25), 0.4),
      );
    }
    case 'ajrakh': {
      const w = snap(30 * s);
      const c = w / 2;
      const star = [0, 45]
        .map(
          (a) =>
            `<rect x="${r(c - w * 0.16)}" y="${r(c - w * 0.16)}" width="${r(w * 0.32)}" height="${r(w * 0.32)}" fill="${accent}" transform="rotate(${a} ${r(c)} ${r(c)})"/>`,
        )
        .join('');
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          `<path d="M${r(c)} 0 L${r(w)} ${r(c)} L${r(c)} ${r(w)} L0 ${r(c)} Z" fill="none" stroke="${accent2}" stroke-width="${r(w * 0.05)}"/>` +
          star +
          `<circle cx="${r(c)}" cy="${r(c)}" r="${r(w * 0.08)}" fill="${accent2}"/><circle cx="0" cy="0" r="${r(w * 0.08)}" fill="${accent}"/><circle cx="${r(w)}" cy="0" r="${r(w * 0.08)}" fill="${accent}"/><circle cx="0" cy="${r(w)}" r="${r(w * 0.08)}" fill="${accent}"/><circle cx="${r(w)}" cy="${r(w)}" r="${r(w * 0.08)}" fill="${accent}"/>`,
      );
    }
    case 'bandhani': {
      const w = snap(20 * s);
      const ring = (x: number, y: number, c: string) => {
        let out = `<circle cx="${r(x)}" cy="${r(y)}" r="${r(w * 0.045)}" fill="${c}"/>`;
        for (let i = 0; i < 6; i++) {
          const a = (i * Math.PI) / 3;
          out += `<circle cx="${r(x + Math.cos(a) * w * 0.14)}" cy="${r(y + Math.sin(a) * w * 0.14)}" r="${r(w * 0.04)}" fill="${c}"/>`;
        }
        return out;
      };
      return tile(id, w, w, ground(w, w) + ring(w / 4, w / 4, accent) + ring((w * 3) / 4, (w * 3) / 4, accent2));
    }
    case 'herringbone': {
      const w = snap(8 * s);
      const c = darken(base, 0.18);
      const l = lighten(base, 0.1);
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          `<path d="M0 0 L${r(w / 2)} ${r(w / 2)} L0 ${r(w)}" fill="none" stroke="${c}" stroke-width="${r(w * 0.14)}"/><path d="M${r(w / 2)} 0 L${r(w)} ${r(w / 2)} L${r(w / 2)} ${r(w)}" fill="none" stroke="${l}" stroke-width="${r(w * 0.1)}"/>`,
      );
    }
    case 'corduroy': {
      const w = snap(3.4 * s);
      return tile(
        id,
        w,
        w,
        ground(w, w) +
          `<rect width="${r(w * 0.3)}" height="${r(w)}" fill="${darken(base, 0.2)}" opacity="0.6"/><rect x="${r(w * 0.5)}" width="${r(w * 0.2)}" height="${r(w)}" fill="${lighten(base, 0.12)}" opacity="0.6"/>`,
      );
    }
    case 'rib': {
      const w = snap(2.6 * s);
      return tile(
        id,
        w,
        w,
        ground(w, w) + `<rect width="${r(w * 0.35)}" height="${r(w)}" fill="${darken(base, 0.22)}" opacity="0.55"/>`,
      );
    }
  }
}
