/**
 * A tiny path builder for garment outlines. Garments are drawn in a 400 x 500 frame centred on x = 200;
 * symmetric outlines are written as their right half and mirrored, and a width factor widens a garment
 * (curve sizes) without distorting its fabric pattern.
 */

export type Cmd =
  | ['M', number, number]
  | ['L', number, number]
  | ['Q', number, number, number, number]
  | ['C', number, number, number, number, number, number]
  | ['Z'];

export const CX = 200;

const n = (v: number) => String(Math.round(v * 10) / 10);

/** The SVG path data; `k` widens everything about the centre line. */
export function pathData(cmds: Cmd[], k = 1): string {
  const x = (v: number) => n(CX + (v - CX) * k);
  return cmds
    .map((c) => {
      switch (c[0]) {
        case 'M':
        case 'L':
          return `${c[0]}${x(c[1])} ${n(c[2])}`;
        case 'Q':
          return `Q${x(c[1])} ${n(c[2])} ${x(c[3])} ${n(c[4])}`;
        case 'C':
          return `C${x(c[1])} ${n(c[2])} ${x(c[3])} ${n(c[4])} ${x(c[5])} ${n(c[6])}`;
        case 'Z':
          return 'Z';
      }
    })
    .join('');
}

const mx = (v: number) => 2 * CX - v;

/** The mirror image of a path about the centre line. */
export function mirror(cmds: Cmd[]): Cmd[] {
  return cmds.map((c): Cmd => {
    switch (c[0]) {
      case 'M':
      case 'L':
        return [c[0], mx(c[1]), c[2]];
      case 'Q':
        return ['Q', mx(c[1]), c[2], mx(c[3]), c[4]];
      case 'C':
        return ['C', mx(c[1]), c[2], mx(c[3]), c[4], mx(c[5]), c[6]];
      case 'Z':
        return c;
    }
  });
}

export type Seg = Exclude<Cmd, ['M', number, number] | ['Z']>;

/**
 * A closed symmetric outline from its right half: `start` and the last point of `segs` should sit on the
 * centre line (x = 200). The left half is the right half mirrored and walked backwards.
 */
export function symmetric(start: [number, number], segs: Seg[]): Cmd[] {
  const points: [number, number][] = [start];
  for (const s of segs) points.push(s[0] === 'L' ? [s[1], s[2]] : s[0] === 'Q' ? [s[3], s[4]] : [s[5], s[6]]);
  const back: Cmd[] = [];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i] as Seg;
    const [px, py] = points[i] as [number, number];
    if (s[0] === 'L') back.push(['L', mx(px), py]);
    else if (s[0] === 'Q') back.push(['Q', mx(s[1]), s[2], mx(px), py]);
    else back.push(['C', mx(s[3]), s[4], mx(s[1]), s[2], mx(px), py]);
  }
  return [['M', start[0], start[1]], ...segs, ...back, ['Z']];
}
