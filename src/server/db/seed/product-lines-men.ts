/** Men's product lines for the demo catalogue. */
import type { GarmentStyle } from './artwork/garments.ts';
import { fabric as f, line, type ProductLine } from './catalogue-data.ts';

const m = (style: GarmentStyle = {}): GarmentStyle => ({ ...style, men: true });

export const MEN_LINES: ProductLine[] = [
  // Shirts
  line('Sky Blue Oxford Button-Down Shirt', 'SUT', 'shirts', 'shirt', f('linen', 'sky'), '100% Cotton Oxford', 1499, {
    style: m(),
    tags: ['office'],
    featured: true,
  }),
  line(
    'Indigo Block-Print Cotton Shirt',
    'RMC',
    'shirts',
    'shirt',
    f('blockprint', 'indigo ivory rust', 0.8),
    '100% Cotton',
    1699,
    { style: m(), tags: ['fusion', 'summer'] },
  ),
  line(
    'Red Checked Flannel Shirt',
    'NVR',
    'shirts',
    'shirt',
    f('checks', 'red navy white'),
    'Brushed Cotton Flannel',
    1599,
    { style: m(), tags: ['weekend'] },
  ),
  line('White Linen Shirt', 'SUT', 'shirts', 'shirt', f('linen', 'white'), '100% Linen', 1999, {
    style: m(),
    tags: ['summer', 'office'],
  }),
  line('Tropical Print Resort Shirt', 'CHB', 'shirts', 'shirt', f('tropical', 'peacock mint coral'), 'Viscose', 1299, {
    style: m({ sleeves: 'short' }),
    tags: ['summer', 'weekend'],
  }),
  line('Pinstripe Formal Shirt', 'NVR', 'shirts', 'shirt', f('pinstripe', 'white navy'), 'Cotton Poplin', 1399, {
    style: m(),
    tags: ['office'],
  }),
  line('Olive Utility Shirt', 'CHB', 'shirts', 'shirt', f('solid', 'olive'), 'Cotton Twill', 1599, {
    style: m(),
    tags: ['weekend'],
  }),
  line('Navy Gingham Slim Fit Shirt', 'NVR', 'shirts', 'shirt', f('gingham', 'white navy'), '100% Cotton', 1199, {
    style: m(),
    tags: ['office'],
  }),
  line(
    'Ikat Print Half-Sleeve Shirt',
    'RMC',
    'shirts',
    'shirt',
    f('ikat', 'navy rust ivory'),
    'Handloom Cotton',
    1499,
    { style: m({ sleeves: 'short' }), tags: ['fusion', 'summer'] },
  ),
  line('Sage Linen Shirt', 'SUT', 'shirts', 'shirt', f('linen', 'sage'), '100% Linen', 1899, {
    style: m(),
    tags: ['summer'],
  }),

  // T-shirts
  line('Classic Black Crew Neck T-Shirt', 'BBS', 't-shirts', 'tee', f('solid', 'black'), '100% Combed Cotton', 499, {
    style: m(),
    tags: ['weekend'],
  }),
  line(
    'Sunset Graphic Print T-Shirt',
    'CHB',
    't-shirts',
    'tee',
    f('solid', 'bottle mustard rust'),
    '100% Combed Cotton',
    699,
    { style: m({ graphic: 'sun' }), tags: ['weekend'] },
  ),
  line('Breton Striped T-Shirt', 'BBS', 't-shirts', 'tee', f('breton', 'white navy'), 'Cotton Jersey', 799, {
    style: m(),
    tags: ['weekend', 'summer'],
  }),
  line('Heather Grey Pocket T-Shirt', 'BBS', 't-shirts', 'tee', f('linen', 'grey'), 'Cotton Blend Melange', 599, {
    style: m({ graphic: 'pocket' }),
    tags: ['weekend'],
  }),
  line('Mustard Oversized T-Shirt', 'CHB', 't-shirts', 'tee', f('solid', 'mustard'), '100% Combed Cotton', 699, {
    style: m({ width: 1.08 }),
    tags: ['weekend'],
  }),
  line(
    'Colour-Block Band T-Shirt',
    'CHB',
    't-shirts',
    'tee',
    f('solid', 'white navy rust'),
    '100% Combed Cotton',
    799,
    { style: m({ graphic: 'band' }) },
  ),
  line('Maroon Slub Cotton T-Shirt', 'BBS', 't-shirts', 'tee', f('linen', 'maroon'), 'Slub Cotton', 749, {
    style: m(),
  }),
  line('Navy Crew Neck T-Shirt', 'BBS', 't-shirts', 'tee', f('solid', 'navy'), '100% Combed Cotton', 599, {
    style: m(),
    tags: ['weekend'],
    soldOut: true,
  }),
  line('Olive Long Sleeve T-Shirt', 'CHB', 't-shirts', 'tee', f('solid', 'olive'), 'Cotton Jersey', 799, {
    style: m({ sleeves: 'long' }),
  }),
  line('Off-White Textured T-Shirt', 'BBS', 't-shirts', 'tee', f('herringbone', 'ivory'), 'Textured Cotton', 649, {
    style: m(),
    tags: ['summer'],
  }),

  // Jeans
  line('Slim Fit Mid Wash Jeans', 'DND', 'jeans', 'jeans', f('denim', 'denimMid'), '98% Cotton, 2% Elastane', 1999, {
    style: m({ fit: 'slim' }),
    tags: ['weekend'],
    featured: true,
  }),
  line('Straight Fit Dark Indigo Jeans', 'DND', 'jeans', 'jeans', f('denim', 'denimDark'), '100% Cotton Denim', 2199, {
    style: m({ fit: 'straight' }),
  }),
  line('Skinny Fit Black Jeans', 'DND', 'jeans', 'jeans', f('denim', 'denimBlack'), '97% Cotton, 3% Elastane', 1899, {
    style: m({ fit: 'skinny' }),
  }),
  line('Relaxed Fit Light Wash Jeans', 'DND', 'jeans', 'jeans', f('denim', 'denimLight'), '100% Cotton Denim', 2299, {
    style: m({ fit: 'wide' }),
    tags: ['weekend'],
  }),
  line('Tapered Fit Stretch Jeans', 'DND', 'jeans', 'jeans', f('denim', 'denimMid'), '98% Cotton, 2% Elastane', 2099, {
    style: m({ fit: 'slim' }),
  }),
  line('Washed Slim Fit Jeans', 'DND', 'jeans', 'jeans', f('denim', 'denimLight'), '98% Cotton, 2% Elastane', 2499, {
    style: m({ fit: 'slim' }),
  }),
  line('Bootcut Vintage Jeans', 'DND', 'jeans', 'jeans', f('denim', 'denimMid'), '100% Cotton Denim', 2299, {
    style: m({ fit: 'flare' }),
  }),
  line('Ice Blue Straight Jeans', 'DND', 'jeans', 'jeans', f('denim', 'denimIce'), '100% Cotton Denim', 1999, {
    style: m({ fit: 'straight' }),
    tags: ['summer'],
  }),
  line('Charcoal Slim Fit Jeans', 'DND', 'jeans', 'jeans', f('denim', 'charcoal'), '98% Cotton, 2% Elastane', 1899, {
    style: m({ fit: 'slim' }),
  }),
  line(
    'Raw Selvedge Denim Jeans',
    'DND',
    'jeans',
    'jeans',
    f('denim', 'denimDark'),
    '100% Cotton Selvedge Denim',
    3499,
    { style: m({ fit: 'straight' }), discount: 0 },
  ),

  // Trousers
  line('Khaki Slim Fit Chinos', 'NVR', 'trousers', 'trousers', f('solid', 'khaki'), 'Cotton Twill Stretch', 1499, {
    style: m({ fit: 'slim' }),
    tags: ['office', 'weekend'],
  }),
  line(
    'Charcoal Pleated Formal Trousers',
    'NVR',
    'trousers',
    'trousers',
    f('herringbone', 'charcoal'),
    'Poly-Viscose Suiting',
    1799,
    { style: m({ fit: 'straight' }), tags: ['office'] },
  ),
  line('Beige Linen Drawstring Pants', 'SUT', 'trousers', 'joggers', f('linen', 'beige'), 'Linen Blend', 1699, {
    style: m({ fit: 'straight' }),
    tags: ['summer'],
  }),
  line('Navy Slim Fit Trousers', 'NVR', 'trousers', 'trousers', f('solid', 'navy'), 'Poly-Viscose', 1599, {
    style: m({ fit: 'slim' }),
    tags: ['office'],
  }),
  line('Tan Corduroy Trousers', 'CHB', 'trousers', 'trousers', f('corduroy', 'tan'), 'Cotton Corduroy', 1899, {
    style: m({ fit: 'straight' }),
    tags: ['weekend'],
  }),
  line('Charcoal Cotton Joggers', 'BBS', 'trousers', 'joggers', f('solid', 'charcoal'), 'Cotton Fleece', 1199, {
    style: m(),
    tags: ['weekend'],
  }),
  line(
    'Grey Checked Formal Trousers',
    'NVR',
    'trousers',
    'trousers',
    f('checks', 'grey charcoal stone'),
    'Poly-Wool Blend',
    1699,
    { style: m({ fit: 'slim' }), tags: ['office'] },
  ),
  line('Olive Relaxed Chinos', 'CHB', 'trousers', 'trousers', f('solid', 'olive'), 'Cotton Twill', 1499, {
    style: m({ fit: 'straight' }),
    tags: ['weekend'],
  }),
  line('Black Formal Trousers', 'NVR', 'trousers', 'trousers', f('solid', 'black'), 'Poly-Viscose', 1599, {
    style: m({ fit: 'slim' }),
    tags: ['office'],
  }),
  line('Stone Linen Trousers', 'SUT', 'trousers', 'trousers', f('linen', 'stone'), '100% Linen', 1799, {
    style: m({ fit: 'straight' }),
    tags: ['summer'],
  }),

  // Kurtas
  line('Ivory Cotton Straight Kurta', 'SUT', 'kurtas', 'kurta', f('solid', 'ivory'), '100% Cotton', 1299, {
    style: m({ neck: 'mandarin' }),
    tags: ['festive', 'summer'],
  }),
  line(
    'Indigo Hand Block-Print Kurta',
    'RMC',
    'kurtas',
    'kurta',
    f('blockprint', 'indigo ivory brick', 0.8),
    '100% Cotton',
    1599,
    { style: m({ neck: 'mandarin' }), tags: ['fusion'], featured: true },
  ),
  line('Maroon Silk-Blend Festive Kurta', 'RMC', 'kurtas', 'kurta', f('solid', 'maroon'), 'Cotton Silk Blend', 2499, {
    style: m({ neck: 'mandarin' }),
    tags: ['festive'],
  }),
  line('Mustard Short Kurta', 'SUT', 'kurtas', 'kurta', f('linen', 'mustard'), 'Cotton Slub', 1199, {
    style: m({ neck: 'mandarin', length: 0.78 }),
    tags: ['fusion', 'summer'],
  }),
  line('Ikat Weave Cotton Kurta', 'RMC', 'kurtas', 'kurta', f('ikat', 'navy rust ivory'), 'Handloom Cotton', 1799, {
    style: m({ neck: 'mandarin' }),
    tags: ['fusion'],
  }),
  line('Mint Chikankari Kurta', 'UKC', 'kurtas', 'kurta', f('chikankari', 'mint white'), '100% Cotton', 2299, {
    style: m({ neck: 'mandarin' }),
    tags: ['festive', 'summer'],
  }),
  line('Black Pathani Kurta', 'SUT', 'kurtas', 'kurta', f('solid', 'black'), 'Cotton Linen Blend', 1899, {
    style: m({ neck: 'mandarin' }),
    tags: ['festive'],
  }),
  line('Striped Handloom Kurta', 'SUT', 'kurtas', 'kurta', f('pinstripe', 'cream rust'), 'Handloom Cotton', 1399, {
    style: m({ neck: 'mandarin' }),
    tags: ['summer'],
  }),
  line('Navy Bandhgala-Style Kurta', 'RMC', 'kurtas', 'kurta', f('solid', 'navy'), 'Cotton Silk Blend', 2199, {
    style: m({ neck: 'mandarin' }),
    tags: ['festive', 'office'],
  }),
  line(
    'Ajrakh Print Cotton Kurta',
    'RMC',
    'kurtas',
    'kurta',
    f('ajrakh', 'brick indigo ivory', 0.85),
    '100% Cotton',
    1699,
    { style: m({ neck: 'mandarin' }), tags: ['fusion'] },
  ),

  // Jackets
  line('Ikat Print Nehru Jacket', 'RMC', 'jackets', 'nehru', f('ikat', 'maroon gold ivory'), 'Handloom Cotton', 1999, {
    style: m(),
    tags: ['festive', 'fusion'],
    featured: true,
  }),
  line('Olive Bomber Jacket', 'BBS', 'jackets', 'bomber', f('solid', 'olive'), 'Nylon Shell', 2999, {
    trim: f('rib', 'black'),
    style: m(),
    tags: ['weekend'],
  }),
  line('Classic Denim Trucker Jacket', 'DND', 'jackets', 'trucker', f('denim', 'denimMid'), '100% Cotton Denim', 2799, {
    style: m(),
    tags: ['weekend'],
  }),
  line('Navy Linen Blazer', 'SUT', 'jackets', 'blazer', f('linen', 'navy'), 'Linen Blend', 4499, {
    style: m(),
    tags: ['office', 'summer'],
  }),
  line(
    'Maroon Brocade Nehru Jacket',
    'RMC',
    'jackets',
    'nehru',
    f('paisley', 'maroon gold wine', 0.7),
    'Silk Blend Brocade',
    2499,
    { style: m(), tags: ['festive'], soldOut: true },
  ),
  line('Black Bomber Jacket', 'BBS', 'jackets', 'bomber', f('solid', 'black'), 'Polyester Shell', 2799, {
    trim: f('rib', 'charcoal'),
    style: m(),
    tags: ['weekend'],
  }),
  line('Grey Checked Blazer', 'NVR', 'jackets', 'blazer', f('checks', 'grey charcoal stone'), 'Poly-Wool Blend', 4999, {
    style: m(),
    tags: ['office'],
  }),
  line('Tan Corduroy Trucker Jacket', 'CHB', 'jackets', 'trucker', f('corduroy', 'tan'), 'Cotton Corduroy', 3199, {
    style: m(),
    tags: ['weekend'],
  }),
  line('Beige Khadi Nehru Jacket', 'SUT', 'jackets', 'nehru', f('linen', 'beige'), 'Khadi Cotton', 1799, {
    style: m(),
    tags: ['festive', 'fusion', 'summer'],
  }),
  line(
    'Charcoal Herringbone Blazer',
    'NVR',
    'jackets',
    'blazer',
    f('herringbone', 'charcoal'),
    'Poly-Wool Tweed',
    4799,
    { style: m(), tags: ['office'] },
  ),
  // Innerwear (not returnable)
  line('Ribbed Cotton Vest', 'BBS', 'innerwear', 'tee', f('linen', 'white'), '100% Combed Cotton', 399, {
    style: m({ sleeves: 'none' }),
    discount: 0,
  }),
];
