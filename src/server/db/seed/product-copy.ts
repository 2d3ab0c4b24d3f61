/** Product descriptions and "Key: value" specifications, written from a product line's facts. */
import type { GarmentKind, GarmentStyle } from './artwork/garments.ts';
import type { PatternKind } from './artwork/patterns.ts';
import { BRANDS, type Gender, type ProductLine } from './catalogue-data.ts';
import type { Rng } from './prng.ts';

const PATTERN_LABEL: Record<PatternKind, string> = {
  solid: 'Solid',
  linen: 'Solid, Slub Texture',
  stripes: 'Striped',
  pinstripe: 'Pinstriped',
  breton: 'Breton Stripes',
  gingham: 'Gingham Checks',
  checks: 'Checked',
  polka: 'Polka Dots',
  blockprint: 'Hand Block Print',
  paisley: 'Paisley',
  floral: 'Floral Print',
  tropical: 'Tropical Print',
  leheriya: 'Leheriya',
  ikat: 'Ikat',
  chikankari: 'Chikankari Embroidery',
  mirror: 'Mirror Work',
  denim: 'Washed Denim',
  ajrakh: 'Ajrakh Print',
  bandhani: 'Bandhani Print',
  herringbone: 'Herringbone Weave',
  corduroy: 'Corduroy Wale',
  rib: 'Ribbed',
};

const SLEEVE_LABEL = {
  none: 'Sleeveless',
  cap: 'Cap Sleeves',
  short: 'Short Sleeves',
  puff: 'Puff Sleeves',
  elbow: 'Elbow Sleeves',
  'three-quarter': 'Three-Quarter Sleeves',
  long: 'Full Sleeves',
} as const;

const NECK_LABEL = {
  crew: 'Round Neck',
  v: 'V-Neck',
  scoop: 'Scoop Neck',
  mandarin: 'Mandarin Collar',
  square: 'Square Neck',
  sweetheart: 'Sweetheart Neck',
} as const;

const BOTTOMS: ReadonlySet<GarmentKind> = new Set(['jeans', 'trousers', 'palazzo', 'skirt', 'joggers']);

function defaultSleeves(kind: GarmentKind, style: GarmentStyle): keyof typeof SLEEVE_LABEL {
  if (style.sleeves) return style.sleeves;
  if (kind === 'tee') return 'short';
  if (kind === 'kurta') return style.men ? 'long' : 'three-quarter';
  if (kind === 'top' || kind === 'crop' || kind === 'dress' || kind === 'nehru') return 'none';
  if (kind === 'kimono') return 'elbow';
  return 'long';
}

function neckLabel(kind: GarmentKind, style: GarmentStyle): string {
  if (kind === 'shirt') return 'Spread Collar';
  if (kind === 'blazer') return 'Notch Lapel';
  if (kind === 'trucker') return 'Point Collar';
  if (kind === 'bomber') return 'Ribbed Collar';
  if (kind === 'nehru') return 'Mandarin Collar';
  if (kind === 'kimono') return 'Open Front';
  const neck = style.neck ?? (kind === 'kurta' ? (style.men ? 'mandarin' : 'v') : 'crew');
  return NECK_LABEL[neck];
}

function fitLabel(kind: GarmentKind, style: GarmentStyle): string {
  if (style.width && style.width > 1.1) return 'Curve Fit (plus size)';
  if (kind === 'palazzo') return 'Relaxed, Wide Leg';
  if (kind === 'joggers') return 'Relaxed, Tapered';
  if (kind === 'skirt') return 'A-Line';
  const fits = {
    skinny: 'Skinny Fit',
    slim: 'Slim Fit',
    straight: 'Straight Fit',
    wide: 'Wide Leg',
    flare: 'Bootcut',
    palazzo: 'Wide Leg',
  } as const;
  if (style.fit) return fits[style.fit];
  if (style.width && style.width > 1.04) return 'Oversized';
  if (kind === 'dress') return 'Fit and Flare';
  if (kind === 'kurta') return style.men ? 'Straight' : 'A-Line';
  return 'Regular Fit';
}

function lengthLabel(kind: GarmentKind, style: GarmentStyle): string | null {
  const len = style.length ?? 1;
  if (kind === 'kurta') return len < 0.85 ? 'Hip Length' : style.men ? 'Knee Length' : 'Calf Length';
  if (kind === 'dress') return len < 0.85 ? 'Mini' : len > 1.03 ? 'Maxi' : 'Midi';
  if (kind === 'skirt') return len > 1.05 ? 'Maxi' : 'Midi';
  if (kind === 'crop') return 'Cropped';
  if (BOTTOMS.has(kind)) return 'Full Length';
  if (kind === 'kimono') return 'Longline';
  return null;
}

function closureLabel(kind: GarmentKind): string | null {
  if (kind === 'jeans') return 'Zip Fly with Button';
  if (kind === 'trousers') return 'Zip Fly with Hook and Bar';
  if (kind === 'palazzo' || kind === 'joggers') return 'Elasticated Waist with Drawstring';
  if (kind === 'skirt') return 'Side Zip';
  if (kind === 'bomber') return 'Front Zip';
  if (kind === 'shirt' || kind === 'trucker' || kind === 'nehru') return 'Button Front';
  return null;
}

function careFor(material: string): string {
  const m = material.toLowerCase();
  if (/silk|brocade|satin|georgette|chanderi/.test(m)) return 'Dry clean recommended';
  if (/wool|suiting|tweed/.test(m)) return 'Dry clean only';
  if (/denim|selvedge/.test(m)) return 'Machine wash cold, inside out; do not bleach';
  if (/linen|khadi/.test(m)) return 'Gentle machine wash cold; iron while damp';
  if (/rayon|viscose|crepe/.test(m)) return 'Hand wash cold separately; dry in shade';
  return 'Machine wash cold with similar colours; dry in shade';
}

function occasionFor(tags: readonly string[]): string {
  if (tags.includes('festive')) return tags.includes('fusion') ? 'Festive, Indo-Western' : 'Festive';
  if (tags.includes('office')) return 'Work, Smart Casual';
  if (tags.includes('fusion')) return 'Casual, Indo-Western';
  return 'Casual, Weekend';
}

export function specificationFor(line: ProductLine): string {
  const g = line.garments[0];
  if (!g) return '';
  const style = g.style ?? {};
  const rows: [string, string | null][] = [
    ['Fabric', line.material],
    ['Fit', fitLabel(g.kind, style)],
    ['Pattern', PATTERN_LABEL[g.fabric.pattern]],
  ];
  if (line.garments.length > 1)
    rows.push(['Set Contents', line.garments.length === 2 ? 'Top and bottom' : 'Set of three']);
  if (!BOTTOMS.has(g.kind)) {
    rows.push(['Sleeves', SLEEVE_LABEL[defaultSleeves(g.kind, style)]]);
    rows.push(['Neck', neckLabel(g.kind, style)]);
  }
  rows.push(['Length', lengthLabel(g.kind, style)], ['Closure', closureLabel(g.kind)]);
  // The country of origin is the product's own field (shown under the details), not a line of the specification.
  rows.push(['Occasion', occasionFor(line.tags ?? [])], ['Wash Care', careFor(line.material)]);
  return rows
    .filter((r): r is [string, string] => r[1] !== null)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
}

// ------------------------------------------------------------------ descriptions

function features(kind: GarmentKind, style: GarmentStyle, hasTrim: boolean): string[] {
  const sleeves = SLEEVE_LABEL[defaultSleeves(kind, style)].toLowerCase();
  switch (kind) {
    case 'kurta':
      return [
        style.neck === 'mandarin' || (style.men && !style.neck)
          ? 'a neat mandarin collar and button placket'
          : 'a softly shaped neckline with delicate thread detailing',
        'side slits for easy movement',
        hasTrim && style.border ? 'a contrast border at the hem and cuffs' : `${sleeves}`,
      ];
    case 'dress':
      return [
        'a fitted bodice and a softly flared skirt',
        style.belt ? 'a self-tie waist belt' : 'a concealed side zip',
        sleeves === 'sleeveless' ? 'a clean sleeveless finish' : sleeves,
      ];
    case 'top':
    case 'crop':
      return [
        NECK_LABEL[style.neck ?? 'crew'].toLowerCase(),
        sleeves,
        style.belt ? 'a tie at the waist' : 'a relaxed, easy shape',
      ];
    case 'tee':
      return [
        'a ribbed crew neck that holds its shape',
        sleeves,
        style.graphic === 'pocket'
          ? 'a patch pocket on the chest'
          : style.graphic
            ? 'a bold print on the chest'
            : 'a clean, minimal finish',
      ];
    case 'shirt':
      return [
        'a spread collar and full button placket',
        sleeves === 'full sleeves' ? 'buttoned cuffs' : 'short sleeves',
        'a curved hem that works tucked or untucked',
      ];
    case 'blazer':
      return ['notch lapels', 'flap pockets', 'a lined, structured body'];
    case 'trucker':
      return ['a point collar', 'twin flap chest pockets', 'a buttoned waistband'];
    case 'bomber':
      return ['ribbed collar, cuffs and hem', 'a full front zip', 'slanted side pockets'];
    case 'nehru':
      return ['a mandarin collar', 'a row of contrast buttons', 'welt pockets'];
    case 'kimono':
      return ['an open front', 'wide elbow-length sleeves', hasTrim ? 'a contrast border' : 'a flowing longline cut'];
    case 'jeans':
      return ['a classic five-pocket build', 'contrast stitching', 'a zip fly with a metal button'];
    case 'trousers':
      return [
        'a comfortable mid-rise waist',
        'slanted side pockets',
        style.fit === 'wide' ? 'a fluid wide leg' : 'a sharp pressed crease',
      ];
    case 'palazzo':
      return ['an elasticated waist with drawstring', 'a flowing wide leg', 'side pockets'];
    case 'skirt':
      return ['a comfortable waistband', 'an A-line flare', 'a side zip'];
    case 'joggers':
      return ['an elasticated drawstring waist', 'ribbed cuffs', 'deep side pockets'];
  }
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const STYLING: Record<string, string[]> = {
  'women:kurtas': [
    'Pair it with white palazzos and kolhapuris for the office, or add jhumkas and a dupatta for a festive lunch.',
    'Wear it with straight pants and juttis on weekdays, then swap in silver jewellery for evening plans.',
  ],
  'men:kurtas': [
    'Wear it with churidar or straight pants and mojaris; layer a Nehru jacket on top for weddings.',
    'Team it with slim chinos and loafers for a smart Indo-western look.',
  ],
  dresses: [
    'Add block heels and hoops for brunch, or sneakers and a denim jacket for the day.',
    'Style it with flats and a tote for the office, or dress it up with statement earrings after dark.',
  ],
  tops: [
    'Tuck it into high-rise jeans or wear it over palazzos for an easy Indo-western look.',
    'Pair it with wide-leg trousers for work or denim shorts for weekends.',
  ],
  bottoms: [
    'Pair with a short kurta or a tucked-in tee; it works from office desk to dinner.',
    'Balance the volume with a fitted top and slip-on sandals.',
  ],
  denim: [
    'Wear it with a crisp white shirt, a kurti or a graphic tee; it goes with everything.',
    'Roll the hems, add sneakers and you are set for the weekend.',
  ],
  jackets: [
    'Throw it over a dress, a kurta or a simple tee to finish the look.',
    'Layer it over a fitted top and straight pants for an effortless outfit.',
  ],
  curve: [
    'Cut with room where you need it and shape where you want it; pair it with your favourite basics.',
    'Designed on curve fit models for a flattering drape; style it up or down.',
  ],
  'co-ord-sets': [
    'Wear the set together for a polished look, or split the pieces to mix with your wardrobe.',
    'One outfit, zero decisions: add sandals and a sling bag and you are ready.',
  ],
  shirts: [
    'Wear it buttoned up with chinos for work or open over a tee on weekends.',
    'Tuck it into trousers for the office, or roll the sleeves with jeans for dinner.',
  ],
  't-shirts': [
    'A wardrobe staple that works with jeans, chinos or joggers.',
    'Layer it under an open shirt or a bomber, or wear it solo on warm days.',
  ],
  jeans: [
    'Pair with a crisp shirt and loafers, or a tee and sneakers.',
    'Works with kurtas too: a short kurta over dark denim is a smart Indo-western look.',
  ],
  trousers: [
    'Pair with a shirt and loafers for work, or a polo and sneakers for the weekend.',
    'Style with a linen shirt for summer evenings.',
  ],
  'men:jackets': [
    'Layer it over a kurta for weddings or a tee for a casual night out.',
    'Throw it over a shirt and chinos to lift a simple outfit.',
  ],
};

function fabricNote(material: string): string {
  const m = material.toLowerCase();
  if (/elastane|spandex|stretch/.test(m)) return 'A touch of stretch gives all-day comfort without losing shape.';
  if (/linen|khadi/.test(m))
    return 'Breathable and light, it gets softer with every wash: made for humid Indian summers.';
  if (/cotton/.test(m)) return 'Soft, breathable cotton keeps you cool from morning meetings to evening plans.';
  if (/rayon|viscose/.test(m)) return 'Fluid and lightweight, it drapes beautifully and feels cool on the skin.';
  if (/georgette|chanderi|silk|satin|brocade/.test(m))
    return 'The fabric has a graceful fall and a soft sheen that catches the light.';
  if (/crepe/.test(m)) return 'Wrinkle-resistant crepe travels well and looks fresh all day.';
  if (/fleece|terry/.test(m)) return 'Cosy and soft, it is perfect for lazy weekends and travel days.';
  return 'Thoughtfully finished for a neat look that lasts season after season.';
}

export function descriptionFor(line: ProductLine, gender: Gender, rng: Rng): string {
  const g = line.garments[0];
  if (!g) return '';
  const feats = features(g.kind, g.style ?? {}, Boolean(g.trim));
  const material = line.material.replace(/^100% /, 'pure ').toLowerCase();
  const brand = BRANDS[line.brand];
  const opener = rng.pick([
    `The ${line.name} from ${brand} is made in ${material}, with ${listOf(feats)}.`,
    `${brand}'s ${line.name} comes in ${material} and features ${listOf(feats)}.`,
    `Made in ${material}, this ${line.name.toLowerCase()} by ${brand} has ${listOf(feats)}.`,
  ]);
  const pool = STYLING[`${gender}:${line.category}`] ?? STYLING[line.category] ?? STYLING['tops'] ?? [];
  return `${opener} ${rng.pick(pool)} ${fabricNote(line.material)}`;
}
