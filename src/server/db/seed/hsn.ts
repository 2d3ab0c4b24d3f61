/**
 * Plausible HSN codes for the demo catalogue (issue 12), from the garment's kind: chapter 61 for knitted goods,
 * 62 for woven ones; the owner edits them per product in the admin.
 */
import type { GarmentKind } from './artwork/garments.ts';
import type { Gender } from './catalogue-data.ts';

const BY_KIND: Record<GarmentKind, { women: string; men: string }> = {
  tee: { women: '6109', men: '6109' }, // T-shirts, knitted
  crop: { women: '6109', men: '6109' },
  top: { women: '6206', men: '6205' }, // blouses and shirts, woven
  shirt: { women: '6206', men: '6205' },
  kurta: { women: '6211', men: '6211' }, // other garments
  kimono: { women: '6211', men: '6211' },
  dress: { women: '6204', men: '6203' }, // women's dresses / suits, woven
  skirt: { women: '6204', men: '6203' },
  blazer: { women: '6204', men: '6203' }, // jackets and blazers
  nehru: { women: '6204', men: '6203' },
  trucker: { women: '6202', men: '6201' }, // jackets, windcheaters
  bomber: { women: '6202', men: '6201' },
  jeans: { women: '6204', men: '6203' }, // trousers
  trousers: { women: '6204', men: '6203' },
  palazzo: { women: '6204', men: '6203' },
  joggers: { women: '6104', men: '6103' }, // knitted trousers
};

export function demoHsn(kind: GarmentKind | undefined, gender: Gender): string {
  return kind ? BY_KIND[kind][gender === 'men' ? 'men' : 'women'] : '6211';
}
