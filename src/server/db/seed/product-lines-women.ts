/** Women's product lines for the demo catalogue. Each line's picture follows its name: an indigo block-print kurta is drawn as one. */
import type { GarmentKind, GarmentStyle } from './artwork/garments.ts';
import type { Fabric } from './artwork/patterns.ts';
import { fabric as f, line, type BrandCode, type ProductLine, type Tag } from './catalogue-data.ts';

function coord(
  name: string,
  brand: BrandCode,
  top: { kind: GarmentKind; style?: GarmentStyle },
  bottom: { kind: GarmentKind; style?: GarmentStyle },
  fab: Fabric,
  material: string,
  mrp: number,
  extra: { tags?: Tag[]; featured?: boolean; soldOut?: boolean; discount?: number; trim?: Fabric } = {},
): ProductLine {
  const { trim, ...rest } = extra;
  return {
    name,
    brand,
    category: 'co-ord-sets',
    garments: [
      { ...top, fabric: fab, ...(trim ? { trim } : {}) },
      { ...bottom, fabric: fab },
    ],
    material,
    mrp,
    ...rest,
  };
}

const curve = (style: GarmentStyle = {}): GarmentStyle => ({ ...style, width: 1.13 });

export const WOMEN_LINES: ProductLine[] = [
  // Tops
  line('Mirror-Work Crop Top', 'RMC', 'tops', 'crop', f('mirror', 'maroon mustard navy'), '100% Cotton', 1299, {
    style: { sleeves: 'none', neck: 'v' },
    tags: ['festive', 'fusion'],
    featured: true,
  }),
  line('Puff-Sleeve Polka Dot Top', 'GML', 'tops', 'top', f('polka', 'black ivory'), 'Viscose Crepe', 999, {
    style: { sleeves: 'puff', neck: 'square' },
    tags: ['weekend'],
  }),
  line('Floral Print Peplum Top', 'KVS', 'tops', 'top', f('floral', 'blush ruby sage'), 'Rayon', 1199, {
    style: { sleeves: 'short', neck: 'scoop', belt: true },
    tags: ['summer'],
  }),
  line('Breton Stripe Boat-Neck Top', 'BBS', 'tops', 'top', f('breton', 'ivory navy'), 'Cotton Jersey', 799, {
    style: { sleeves: 'three-quarter', neck: 'crew' },
    tags: ['weekend'],
  }),
  line('Chikankari Cotton Top', 'UKC', 'tops', 'top', f('chikankari', 'white white'), '100% Cotton', 1499, {
    style: { sleeves: 'short', neck: 'v' },
    tags: ['summer', 'fusion'],
  }),
  line('Powder Blue Linen Shirt', 'KVS', 'tops', 'shirt', f('linen', 'powder'), 'Linen Blend', 1799, {
    style: { sleeves: 'long' },
    tags: ['office', 'summer'],
  }),
  line('Gingham Tie-Waist Top', 'GML', 'tops', 'top', f('gingham', 'ivory rose'), '100% Cotton', 899, {
    style: { sleeves: 'puff', neck: 'scoop', belt: true },
    tags: ['summer', 'weekend'],
  }),
  line('Bandhani Print Sleeveless Top', 'RMC', 'tops', 'top', f('bandhani', 'red ivory marigold'), 'Rayon', 999, {
    style: { sleeves: 'none', neck: 'scoop' },
    tags: ['fusion'],
  }),
  line('Sage Ribbed Square-Neck Crop Top', 'BBS', 'tops', 'crop', f('corduroy', 'sage'), 'Cotton Spandex Rib', 599, {
    style: { sleeves: 'cap', neck: 'square' },
    tags: ['weekend'],
  }),
  line('Leheriya Wrap-Style Top', 'RMC', 'tops', 'top', f('leheriya', 'marigold fuchsia teal'), 'Georgette', 1399, {
    style: { sleeves: 'three-quarter', neck: 'v' },
    tags: ['festive', 'fusion'],
  }),
  line('Pinstripe Oversized Shirt', 'BBS', 'tops', 'shirt', f('pinstripe', 'white navy'), 'Cotton Poplin', 1299, {
    style: { sleeves: 'long', width: 1.06 },
    tags: ['office'],
  }),

  // Dresses
  line('Floral Tiered Midi Dress', 'KVS', 'dresses', 'dress', f('floral', 'peach coral sage'), 'Rayon', 2299, {
    style: { sleeves: 'puff', neck: 'sweetheart', belt: true },
    tags: ['summer'],
    featured: true,
  }),
  line(
    'Indigo Ajrakh Print Maxi Dress',
    'RMC',
    'dresses',
    'dress',
    f('ajrakh', 'indigo brick ivory'),
    '100% Cotton',
    2799,
    { style: { sleeves: 'three-quarter', neck: 'v', length: 1.06 }, tags: ['fusion', 'festive'] },
  ),
  line('Polka Dot Wrap Midi Dress', 'GML', 'dresses', 'dress', f('polka', 'navy ivory'), 'Crepe', 1999, {
    style: { sleeves: 'short', neck: 'v', belt: true },
    tags: ['office'],
  }),
  line('Sage Linen Belted Midi Dress', 'KVS', 'dresses', 'dress', f('linen', 'sage'), 'Linen Blend', 2499, {
    style: { sleeves: 'elbow', neck: 'v', belt: true },
    tags: ['summer', 'office'],
  }),
  line(
    'Lilac Gingham Fit-and-Flare Dress',
    'GML',
    'dresses',
    'dress',
    f('gingham', 'lilac plum'),
    '100% Cotton',
    1599,
    { style: { sleeves: 'cap', neck: 'sweetheart' }, tags: ['summer', 'weekend'] },
  ),
  line('Bandhani Print Flared Dress', 'RMC', 'dresses', 'dress', f('bandhani', 'ruby ivory turmeric'), 'Rayon', 1899, {
    style: { sleeves: 'three-quarter', neck: 'v' },
    tags: ['festive', 'fusion'],
  }),
  line('Black Skater Mini Dress', 'BBS', 'dresses', 'dress', f('solid', 'black'), 'Cotton Spandex', 1299, {
    style: { sleeves: 'none', neck: 'square', length: 0.72 },
    tags: ['weekend'],
  }),
  line(
    'Paisley Print Flared Maxi Dress',
    'RMC',
    'dresses',
    'dress',
    f('paisley', 'wine mustard teal'),
    'Georgette',
    3299,
    { style: { sleeves: 'long', neck: 'v', length: 1.08 }, tags: ['festive', 'fusion'], featured: true },
  ),
  line('Striped Cotton Sundress', 'GML', 'dresses', 'dress', f('stripes', 'ivory sky navy'), '100% Cotton', 1499, {
    style: { sleeves: 'none', neck: 'square' },
    tags: ['summer'],
    soldOut: true,
  }),
  line('Emerald Satin Slip Midi Dress', 'KVS', 'dresses', 'dress', f('solid', 'emerald'), 'Satin', 2699, {
    style: { sleeves: 'none', neck: 'v' },
    tags: ['festive'],
  }),
  line(
    'Blush Chikankari Georgette Midi Dress',
    'UKC',
    'dresses',
    'dress',
    f('chikankari', 'blush ivory'),
    'Georgette',
    2999,
    { style: { sleeves: 'elbow', neck: 'scoop' }, tags: ['festive', 'fusion'] },
  ),

  // Bottoms
  line(
    'Leheriya Print Palazzo Pants',
    'RMC',
    'bottoms',
    'palazzo',
    f('leheriya', 'turmeric fuchsia teal'),
    'Rayon',
    999,
    { tags: ['fusion', 'summer'] },
  ),
  line('Flared Paisley Midi Skirt', 'GML', 'bottoms', 'skirt', f('paisley', 'peacock rust marigold'), 'Rayon', 1299, {
    tags: ['fusion'],
  }),
  line('High-Waist Wide-Leg Trousers', 'KVS', 'bottoms', 'trousers', f('solid', 'beige'), 'Poly-Viscose', 1599, {
    style: { fit: 'wide' },
    tags: ['office'],
  }),
  line('Mustard Pleated Midi Skirt', 'GML', 'bottoms', 'skirt', f('solid', 'mustard'), 'Satin', 1499, {
    tags: ['office', 'festive'],
  }),
  line('Cream Linen Straight Pants', 'KVS', 'bottoms', 'trousers', f('linen', 'cream'), 'Linen Blend', 1699, {
    style: { fit: 'straight' },
    tags: ['summer', 'office'],
  }),
  line(
    'Block-Print Cotton Palazzo',
    'UKC',
    'bottoms',
    'palazzo',
    f('blockprint', 'ivory indigo brick'),
    '100% Cotton',
    899,
    { tags: ['summer', 'fusion'] },
  ),
  line(
    'Checked Cigarette Trousers',
    'KVS',
    'bottoms',
    'trousers',
    f('checks', 'grey charcoal ivory'),
    'Poly-Viscose',
    1399,
    { style: { fit: 'slim' }, tags: ['office'] },
  ),
  line('Tiered Floral Maxi Skirt', 'GML', 'bottoms', 'skirt', f('floral', 'cream rose olive'), 'Rayon', 1599, {
    style: { length: 1.14 },
    tags: ['summer'],
  }),
  line('Lilac Knit Joggers', 'BBS', 'bottoms', 'joggers', f('solid', 'lilac'), 'Cotton Fleece', 999, {
    tags: ['weekend'],
  }),
  line('Bandhani Print Culottes', 'RMC', 'bottoms', 'trousers', f('bandhani', 'maroon ivory gold'), 'Rayon', 1199, {
    style: { fit: 'wide' },
    tags: ['fusion'],
  }),

  // Denim
  line(
    'High-Rise Straight Fit Jeans',
    'DND',
    'denim',
    'jeans',
    f('denim', 'denimMid'),
    '98% Cotton, 2% Elastane',
    1999,
    { style: { fit: 'straight' }, tags: ['weekend'], featured: true },
  ),
  line('Mom Fit Light Wash Jeans', 'DND', 'denim', 'jeans', f('denim', 'denimLight'), '100% Cotton Denim', 2199, {
    style: { fit: 'straight' },
    tags: ['weekend'],
  }),
  line(
    'Skinny Fit Dark Wash Jeans',
    'DND',
    'denim',
    'jeans',
    f('denim', 'denimDark'),
    '97% Cotton, 3% Elastane',
    1799,
    { style: { fit: 'skinny' } },
  ),
  line('Wide-Leg Ice Blue Jeans', 'DND', 'denim', 'jeans', f('denim', 'denimIce'), '100% Cotton Denim', 2299, {
    style: { fit: 'wide' },
    tags: ['weekend'],
  }),
  line('Bootcut Stretch Jeans', 'DND', 'denim', 'jeans', f('denim', 'denimMid'), '98% Cotton, 2% Elastane', 1999, {
    style: { fit: 'flare' },
  }),
  line(
    'Light Wash Denim Trucker Jacket',
    'DND',
    'denim',
    'trucker',
    f('denim', 'denimLight'),
    '100% Cotton Denim',
    2799,
    { tags: ['weekend'] },
  ),
  line('Denim A-Line Midi Skirt', 'DND', 'denim', 'skirt', f('denim', 'denimMid'), '100% Cotton Denim', 1499, {
    tags: ['weekend'],
  }),
  line('Black Slim Fit Jeans', 'DND', 'denim', 'jeans', f('denim', 'denimBlack'), '98% Cotton, 2% Elastane', 1899, {
    style: { fit: 'slim' },
  }),
  line('Chambray Denim Shirt Dress', 'DND', 'denim', 'dress', f('denim', 'denimIce'), 'Cotton Chambray', 2499, {
    style: { sleeves: 'elbow', neck: 'v', belt: true },
    tags: ['summer'],
  }),
  line('Cropped Flared Jeans', 'DND', 'denim', 'jeans', f('denim', 'denimIce'), '98% Cotton, 2% Elastane', 2099, {
    style: { fit: 'flare' },
    soldOut: true,
  }),

  // Jackets
  line('Camel Single-Breasted Blazer', 'KVS', 'jackets', 'blazer', f('solid', 'camel'), 'Poly-Viscose Suiting', 3499, {
    tags: ['office'],
    featured: true,
  }),
  line(
    'Block-Print Cotton Kimono Jacket',
    'RMC',
    'jackets',
    'kimono',
    f('blockprint', 'ivory indigo rust'),
    '100% Cotton',
    1799,
    { trim: f('ajrakh', 'indigo rust ivory'), style: { border: true }, tags: ['fusion', 'summer'] },
  ),
  line(
    'Olive Quilted Bomber Jacket',
    'BBS',
    'jackets',
    'bomber',
    f('solid', 'olive'),
    'Nylon Shell, Polyester Fill',
    2499,
    { trim: f('rib', 'black'), tags: ['weekend'] },
  ),
  line('Floral Kimono Shrug', 'GML', 'jackets', 'kimono', f('floral', 'blush ruby sage'), 'Georgette', 1299, {
    trim: f('solid', 'ruby'),
    style: { border: true },
    tags: ['summer', 'fusion'],
  }),
  line(
    'Pinstripe Boyfriend Blazer',
    'KVS',
    'jackets',
    'blazer',
    f('pinstripe', 'charcoal grey'),
    'Poly-Wool Blend',
    3299,
    { tags: ['office'] },
  ),
  line('Ajrakh Print Long Jacket', 'RMC', 'jackets', 'kimono', f('ajrakh', 'indigo brick ivory'), '100% Cotton', 2199, {
    trim: f('solid', 'brick'),
    style: { border: true },
    tags: ['fusion', 'festive'],
  }),
  line('Tan Corduroy Shacket', 'BBS', 'jackets', 'trucker', f('corduroy', 'tan'), 'Cotton Corduroy', 2299, {
    tags: ['weekend'],
  }),
  line('Wine Satin Bomber Jacket', 'GML', 'jackets', 'bomber', f('solid', 'wine'), 'Satin', 2199, {
    trim: f('rib', 'black'),
    tags: ['festive'],
  }),
  line('Sage Linen Blazer', 'KVS', 'jackets', 'blazer', f('linen', 'sage'), 'Linen Blend', 2999, {
    tags: ['office', 'summer'],
  }),
  line('Tropical Print Kimono', 'GML', 'jackets', 'kimono', f('tropical', 'ivory emerald coral'), 'Viscose', 1399, {
    trim: f('solid', 'emerald'),
    style: { border: true },
    tags: ['summer'],
  }),

  // Curve
  line('Curve Floral Wrap Dress', 'BBS', 'curve', 'dress', f('floral', 'navy coral sage'), 'Rayon', 1999, {
    style: curve({ sleeves: 'elbow', neck: 'v', belt: true }),
    tags: ['summer'],
    featured: true,
  }),
  line(
    'Curve Block-Print Straight Kurta',
    'UKC',
    'curve',
    'kurta',
    f('blockprint', 'teal ivory mustard'),
    '100% Cotton',
    1499,
    { style: curve({ neck: 'v' }), tags: ['fusion'] },
  ),
  line(
    'Curve High-Rise Straight Jeans',
    'DND',
    'curve',
    'jeans',
    f('denim', 'denimMid'),
    '97% Cotton, 3% Elastane',
    2199,
    { style: curve({ fit: 'straight' }) },
  ),
  line('Curve Polka Dot Top', 'BBS', 'curve', 'top', f('polka', 'wine ivory'), 'Viscose Crepe', 999, {
    style: curve({ sleeves: 'short', neck: 'v' }),
  }),
  line('Curve White Linen Shirt', 'KVS', 'curve', 'shirt', f('linen', 'white'), 'Linen Blend', 1599, {
    style: curve({ sleeves: 'long' }),
    tags: ['office', 'summer'],
  }),
  line(
    'Curve Tiered Bandhani Maxi Dress',
    'RMC',
    'curve',
    'dress',
    f('bandhani', 'marigold maroon ivory'),
    'Rayon',
    2299,
    { style: curve({ sleeves: 'three-quarter', neck: 'v', length: 1.06 }), tags: ['festive'] },
  ),
  line('Curve Black Wide-Leg Trousers', 'KVS', 'curve', 'trousers', f('solid', 'black'), 'Poly-Viscose', 1499, {
    style: curve({ fit: 'wide' }),
    tags: ['office'],
  }),
  line('Curve Bandhani A-Line Kurta', 'RMC', 'curve', 'kurta', f('bandhani', 'fuchsia ivory marigold'), 'Rayon', 1699, {
    trim: f('solid', 'marigold'),
    style: curve({ border: true }),
    tags: ['festive'],
  }),
  line('Curve Essential Crew T-Shirt', 'BBS', 'curve', 'top', f('solid', 'coral'), 'Cotton Jersey', 699, {
    style: curve({ sleeves: 'short', neck: 'crew' }),
    tags: ['weekend'],
  }),
  line('Curve Denim Trucker Jacket', 'DND', 'curve', 'trucker', f('denim', 'denimMid'), '100% Cotton Denim', 2999, {
    style: curve(),
  }),

  // Kurtas
  line(
    'Indigo Block-Print Cotton Kurta',
    'UKC',
    'kurtas',
    'kurta',
    f('blockprint', 'indigo ivory brick'),
    '100% Cotton',
    1499,
    { trim: f('ajrakh', 'brick indigo ivory'), style: { border: true }, tags: ['fusion', 'summer'], featured: true },
  ),
  line(
    'Ivory Chikankari Straight Kurta',
    'UKC',
    'kurtas',
    'kurta',
    f('chikankari', 'ivory white'),
    '100% Cotton',
    2499,
    { style: { neck: 'scoop' }, tags: ['festive', 'summer'] },
  ),
  line(
    'Mustard Bandhani A-Line Kurta',
    'RMC',
    'kurtas',
    'kurta',
    f('bandhani', 'mustard maroon ivory'),
    'Rayon',
    1699,
    { trim: f('solid', 'maroon'), style: { border: true }, tags: ['festive'] },
  ),
  line('Leheriya Cotton Kurta', 'RMC', 'kurtas', 'kurta', f('leheriya', 'rose marigold teal'), '100% Cotton', 1599, {
    tags: ['festive', 'summer'],
  }),
  line('Paisley Print Anarkali Kurta', 'RMC', 'kurtas', 'kurta', f('paisley', 'wine gold teal'), 'Georgette', 2799, {
    trim: f('mirror', 'gold maroon wine'),
    style: { border: true, sleeves: 'long' },
    tags: ['festive'],
  }),
  line('Teal Mirror-Work Yoke Kurta', 'RMC', 'kurtas', 'kurta', f('solid', 'teal'), 'Cotton Silk', 2299, {
    trim: f('mirror', 'teal gold maroon'),
    style: { border: true, neck: 'mandarin' },
    tags: ['festive', 'fusion'],
  }),
  line(
    'Ajrakh Print Straight Kurta',
    'UKC',
    'kurtas',
    'kurta',
    f('ajrakh', 'brick indigo ivory'),
    '100% Cotton',
    1899,
    { tags: ['fusion'] },
  ),
  line('Floral Print Flared Kurta', 'UKC', 'kurtas', 'kurta', f('floral', 'mint rose emerald'), 'Rayon', 1399, {
    style: { neck: 'v' },
    tags: ['summer'],
  }),
  line('Blush Chanderi Kurta', 'UKC', 'kurtas', 'kurta', f('solid', 'blush'), 'Chanderi Cotton Silk', 2199, {
    trim: f('chikankari', 'gold ivory'),
    style: { border: true },
    tags: ['festive'],
    soldOut: true,
  }),
  line(
    'Striped Handloom Cotton Kurta',
    'UKC',
    'kurtas',
    'kurta',
    f('stripes', 'cream indigo rust'),
    'Handloom Cotton',
    1299,
    { style: { neck: 'v' }, tags: ['summer', 'office'] },
  ),
  line('Ikat Weave Kurta', 'RMC', 'kurtas', 'kurta', f('ikat', 'plum rose ivory'), 'Handloom Cotton', 1799, {
    style: { neck: 'v' },
    tags: ['fusion'],
  }),

  // Co-ord sets
  coord(
    'Gingham Crop Top & Palazzo Co-ord Set',
    'KVS',
    { kind: 'crop', style: { sleeves: 'puff', neck: 'square' } },
    { kind: 'palazzo' },
    f('gingham', 'ivory sage'),
    '100% Cotton',
    2499,
    { tags: ['summer', 'weekend'], featured: true },
  ),
  coord(
    'Block-Print Top & Pants Co-ord Set',
    'UKC',
    { kind: 'top', style: { sleeves: 'three-quarter', neck: 'v' } },
    { kind: 'trousers', style: { fit: 'straight' } },
    f('blockprint', 'terracotta ivory olive'),
    '100% Cotton',
    2799,
    { tags: ['fusion', 'summer'] },
  ),
  coord(
    'Linen Shirt & Trousers Co-ord Set',
    'KVS',
    { kind: 'shirt', style: { sleeves: 'long' } },
    { kind: 'trousers', style: { fit: 'wide' } },
    f('linen', 'beige'),
    'Linen Blend',
    3299,
    { tags: ['office', 'summer'] },
  ),
  coord(
    'Floral Crop Top & Skirt Co-ord Set',
    'GML',
    { kind: 'crop', style: { sleeves: 'short', neck: 'sweetheart' } },
    { kind: 'skirt' },
    f('floral', 'lavender plum sage'),
    'Rayon',
    2299,
    { tags: ['summer'] },
  ),
  coord(
    'Leheriya Top & Palazzo Set',
    'RMC',
    { kind: 'top', style: { sleeves: 'short', neck: 'v' } },
    { kind: 'palazzo' },
    f('leheriya', 'fuchsia marigold teal'),
    'Rayon',
    2499,
    { tags: ['festive', 'fusion'] },
  ),
  coord(
    'Striped Top & Wide-Leg Trousers Set',
    'BBS',
    { kind: 'top', style: { sleeves: 'short', neck: 'crew' } },
    { kind: 'trousers', style: { fit: 'wide' } },
    f('stripes', 'white navy rust'),
    '100% Cotton',
    1999,
    { tags: ['weekend', 'office'] },
  ),
  coord(
    'Lilac Lounge Tee & Joggers Set',
    'BBS',
    { kind: 'tee', style: { sleeves: 'short' } },
    { kind: 'joggers' },
    f('solid', 'lilac'),
    'Cotton Terry',
    1799,
    { tags: ['weekend'] },
  ),
  coord(
    'Ajrakh Kimono & Pants Set',
    'RMC',
    { kind: 'kimono' },
    { kind: 'trousers', style: { fit: 'straight' } },
    f('ajrakh', 'indigo brick ivory'),
    '100% Cotton',
    3499,
    { tags: ['fusion', 'festive'], trim: f('solid', 'brick') },
  ),
  coord(
    'Polka Dot Peplum Top & Trousers Set',
    'GML',
    { kind: 'top', style: { sleeves: 'puff', neck: 'square', belt: true } },
    { kind: 'trousers', style: { fit: 'slim' } },
    f('polka', 'navy ivory'),
    'Crepe',
    2199,
    { tags: ['office'] },
  ),
  coord(
    'Tropical Print Shirt & Palazzo Set',
    'KVS',
    { kind: 'shirt', style: { sleeves: 'short' } },
    { kind: 'palazzo' },
    f('tropical', 'cream emerald coral'),
    'Viscose',
    2699,
    { tags: ['summer', 'fusion'] },
  ),
  // Innerwear (not returnable)
  line('Seamless Cotton Camisole', 'BBS', 'innerwear', 'top', f('linen', 'white'), '95% Cotton, 5% Elastane', 499, {
    style: { sleeves: 'none' },
    discount: 0,
  }),
];
